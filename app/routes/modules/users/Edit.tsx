import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { UserEditScreen } from "@features/users/UserEditScreen.tsx";
import { canChangeEmail } from "@features/users/viewModels.ts";
import { FormSkeleton } from "@features/users/FormCard.tsx";
import { useToast } from "@ui/Toast/queue.tsx";
import { toSubmitFailure } from "../../../api/failure.ts";
import { RouterLink } from "../../../layouts/RouterLink.tsx";
import { useServices } from "../../../services.tsx";
import { AUDIT_KEY } from "../audit/api.ts";
import { useLocalize } from "../vacancies/api.ts";
import { userActions, USERS_KEY } from "./api.ts";
import { useUserPage } from "./useUserPage.ts";

/** /users/{id}/edit: center staff change the name and phone, and correct the e-mail (not a superadmin's). */
export default function Edit() {
  const { client } = useServices();
  const { t } = useTranslation("users");
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const localize = useLocalize();
  // The account itself is its owner's; only center staff correct it (organization admins: the 403 screen).
  const { id, viewer, user, blocked } = useUserPage((v, userId) => !v.center || v.userId === userId);
  if (blocked) return null;
  if (!user.data) return <FormSkeleton label={t("detail.loading")} />;
  const u = user.data;
  const viewerOf = { id: viewer.userId, center: viewer.center, adminOf: viewer.adminOf };

  return (
    <UserEditScreen
      // A fresh form per loaded user: its default values are the user's.
      key={u.id}
      user={u}
      canChangeEmail={canChangeEmail(viewerOf, u)}
      cancelHref={localize(`/users/${id}`)}
      linkComponent={RouterLink}
      onSubmit={async (values) => {
        const attributes: Record<string, string | null> = {
          first_name: values.firstName.trim(),
          last_name: values.lastName.trim(),
          phone: values.phone.trim() || null,
        };
        const email = values.email.trim();
        const emailChanged = canChangeEmail(viewerOf, u) && email.toLowerCase() !== u.email.toLowerCase();
        if (emailChanged) attributes.email = email;
        try {
          await userActions(client, id).update(attributes);
        } catch (error) {
          throw toSubmitFailure(error);
        }
        toast({ tone: "success", title: emailChanged ? t("edit.emailPending", { email }) : t("edit.saved") });
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: USERS_KEY }),
          queryClient.invalidateQueries({ queryKey: AUDIT_KEY }),
        ]);
        await navigate(localize(`/users/${id}`));
      }}
    />
  );
}
