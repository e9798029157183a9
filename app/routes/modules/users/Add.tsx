import { useQueryClient } from "@tanstack/react-query";
import { useSetAtom } from "../../../lib/atoms.ts";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { API_PATHS } from "@contract/paths.ts";
import { UserInviteScreen } from "@features/users/UserInviteScreen.tsx";
import { FormSkeleton } from "@features/users/FormCard.tsx";
import { useToast } from "@ui/Toast/queue.tsx";
import { toSubmitFailure } from "../../../api/failure.ts";
import { screenErrorAtom } from "../../../errors/state.ts";
import { RouterLink } from "../../../layouts/RouterLink.tsx";
import { useServices } from "../../../services.tsx";
import { useLocalize } from "../vacancies/api.ts";
import { useOrganizationOptions, useUserPermissions, USERS_KEY } from "./api.ts";
import { givableRoles } from "./useUserPage.ts";

/**
 * /users/add, 'Gebruiker toevoegen': center staff invite anyone; organization admins into their own organization.
 * Opened from an organization's page (`?organization_id=`), that organization is chosen and Cancel goes back to it.
 */
export default function Add() {
  const { client } = useServices();
  const { t } = useTranslation("users");
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const localize = useLocalize();
  const setScreenError = useSetAtom(screenErrorAtom);
  const permissions = useUserPermissions();
  const organizations = useOrganizationOptions();
  const [params] = useSearchParams();
  const forbidden = permissions.ready && !permissions.center && permissions.adminOf.length === 0;
  useEffect(() => {
    if (forbidden) setScreenError({ status: 403 });
  }, [forbidden, setScreenError]);
  if (forbidden) return null;
  if (!permissions.ready || organizations.isPending) {
    return <FormSkeleton label={t("detail.loading")} />;
  }
  const options = permissions.center
    ? (organizations.data ?? [])
    : (organizations.data ?? []).filter((o) => permissions.adminOf.includes(o.id));
  const from = options.find((o) => o.id === params.get("organization_id"));
  const back = from
    ? `/organizations/${from.id}`
    : permissions.center
      ? "/users"
      : options[0]
        ? `/organizations/${options[0].id}`
        : "/dashboard";

  return (
    <UserInviteScreen
      organizations={options}
      roles={givableRoles(permissions)}
      organizationId={from?.id}
      cancelHref={back}
      linkComponent={RouterLink}
      onSubmit={async (values) => {
        const attributes = {
          first_name: values.firstName.trim(),
          last_name: values.lastName.trim(),
          email: values.email.trim(),
          role: values.role,
          ...(values.role === "volunteer" ? {} : { organization_id: values.organizationId }),
        };
        let response;
        try {
          response = await client.post<{ id?: string }>(API_PATHS.users, { data: { type: "user", attributes } });
        } catch (error) {
          throw toSubmitFailure(error);
        }
        // The organization's page lists its people: the invited person shows there at once.
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: USERS_KEY }),
          queryClient.invalidateQueries({ queryKey: ["organizations"] }),
        ]);
        const meta = response.meta as { existing_account?: boolean; role_added?: boolean };
        if (meta.existing_account) {
          toast({
            tone: meta.role_added ? "success" : "info",
            title: t(meta.role_added ? "invite.roleAdded" : "invite.alreadyHad", { email: attributes.email }),
          });
          const id = (response.data as { id?: string } | null)?.id;
          await navigate(localize(permissions.center && id ? `/users/${id}` : back));
          return;
        }
        toast({ tone: "success", title: t("invite.sent", { email: attributes.email }) });
        await navigate(localize(back));
      }}
    />
  );
}
