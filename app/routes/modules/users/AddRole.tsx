import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { AddRoleScreen } from "@features/users/AddRoleScreen.tsx";
import { FormSkeleton } from "@features/users/FormCard.tsx";
import { useToast } from "@ui/Toast/queue.tsx";
import { isApiError } from "../../../api/errors.ts";
import { RouterLink } from "../../../layouts/RouterLink.tsx";
import { useServices } from "../../../services.tsx";
import { AUDIT_KEY } from "../audit/api.ts";
import { useLocalize } from "../vacancies/api.ts";
import { useOrganizationOptions, userActions, USERS_KEY } from "./api.ts";
import { givableRoles, useUserPage } from "./useUserPage.ts";

/** /users/{id}/add_role: center staff any role; organization admins member or admin of their own organization. */
export default function AddRole() {
  const { client } = useServices();
  const { t } = useTranslation("users");
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const localize = useLocalize();
  const { id, viewer, user, blocked } = useUserPage(
    (v, userId) => (!v.center && v.adminOf.length === 0) || v.userId === userId,
  );
  const organizations = useOrganizationOptions();
  if (blocked) return null;
  if (!user.data || organizations.isPending) return <FormSkeleton label={t("detail.loading")} />;
  const options = viewer.center
    ? (organizations.data ?? [])
    : (organizations.data ?? []).filter((o) => viewer.adminOf.includes(o.id));

  return (
    <AddRoleScreen
      user={user.data}
      organizations={options}
      roles={givableRoles(viewer)}
      cancelHref={localize(`/users/${id}`)}
      linkComponent={RouterLink}
      onSubmit={async (role, organizationId) => {
        try {
          await userActions(client, id).addRole({ name: role, organizationId });
        } catch (error) {
          if (isApiError(error)) throw new Error(error.message || t("addRole.failed"));
          throw error;
        }
        toast({ tone: "success", title: t("addRole.added") });
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: USERS_KEY }),
          queryClient.invalidateQueries({ queryKey: AUDIT_KEY }),
          queryClient.invalidateQueries({ queryKey: ["organizations"] }),
        ]);
        await navigate(localize(`/users/${id}`));
      }}
    />
  );
}
