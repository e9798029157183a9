import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { UserDetailScreen } from "@features/users/UserDetailScreen.tsx";
import { userPermissions } from "@features/users/viewModels.ts";
import { AuditTrail } from "@ui/AuditTrail/AuditTrail.tsx";
import { useToast } from "@ui/Toast/queue.tsx";
import { RouterLink } from "../../../layouts/RouterLink.tsx";
import { useServices } from "../../../services.tsx";
import { AUDIT_KEY, useAuditTrail } from "../audit/api.ts";
import { useLocalize } from "../vacancies/api.ts";
import { userActions, useUserApplications, USERS_KEY } from "./api.ts";
import { useUserPage } from "./useUserPage.ts";
import { useChange } from "./useChange.ts";

/** /users/{id}: profile, roles, status, applications, audit trail; actions by role (PRODUCT.md section 3). */
export default function Detail() {
  const { client } = useServices();
  const { t } = useTranslation("users");
  const { t: tApplications } = useTranslation("applications");
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const localize = useLocalize();
  const { id, viewer, user, blocked } = useUserPage();
  const isVolunteer = !!user.data?.roles.some((r) => r.name === "volunteer");
  const applications = useUserApplications(id, { enabled: viewer.center && isVolunteer });
  // Organization admins see what happened within their organizations (invitations, roles); the API
  // leaves out every other event (server/modules/audit/policy.ts).
  const seesTrail = viewer.center || viewer.adminOf.length > 0;
  const trail = useAuditTrail({ subjectType: "user", subjectId: id }, { enabled: !blocked && seesTrail });
  const change = useChange();
  const actions = userActions(client, id);

  if (blocked) return null;

  const u = user.data;
  const name = u?.fullName ?? "";
  const permissions = u
    ? userPermissions(
        { id: viewer.userId, center: viewer.center, adminOf: viewer.adminOf, impersonated: viewer.impersonated },
        u,
      )
    : { center: false, organizationIds: [], edit: false, changeStatus: false, signInAs: false };
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: USERS_KEY }),
      queryClient.invalidateQueries({ queryKey: AUDIT_KEY }),
      queryClient.invalidateQueries({ queryKey: ["organizations"] }),
    ]);

  return (
    <UserDetailScreen
      status={!viewer.ready || user.isPending ? "loading" : user.isError ? "error" : "success"}
      user={u}
      permissions={permissions}
      applications={
        viewer.center && isVolunteer
          ? (applications.data ?? []).map((a) => ({ ...a, statusLabel: tApplications(`status.${a.status}`) }))
          : undefined
      }
      auditTrail={seesTrail ? <AuditTrail {...trail} /> : undefined}
      auditScope={viewer.center ? "center" : "organization"}
      onStatusChange={(next, reason) =>
        change({
          run: () => actions.changeStatus(next, reason),
          success: t("detail.statusChanged", { name, status: t(`statuses.${next}`).toLowerCase() }),
          failure: t("detail.statusFailed"),
          refresh,
        })
      }
      onRemoveRole={(role) =>
        change({
          run: () => actions.removeRole(role),
          success: t("detail.roleRemoved"),
          failure: t("detail.roleFailed"),
          refresh,
        })
      }
      onSwitchRole={(role, next) =>
        change({
          // Added first, then the old one removed: never a moment without a role in the organization.
          run: async () => {
            await actions.addRole({ name: next, organizationId: role.organizationId });
            await actions.removeRole(role);
          },
          success: t("detail.roleSwitched", {
            name,
            role: t(`roles.${next}`).toLowerCase(),
            organization: role.organizationName ?? "",
          }),
          failure: t("detail.roleFailed"),
          refresh,
        })
      }
      onResendInvitation={() =>
        change({
          run: actions.resend,
          success: t("detail.resent", { email: u?.email ?? "" }),
          failure: t("detail.resendFailed"),
          refresh,
        })
      }
      onSignInAs={async () => {
        let token: string | undefined;
        try {
          token = (await actions.signInAs()).meta.login_token;
        } catch (error) {
          toast({
            tone: "danger",
            title: t("detail.signInAsFailed"),
            description: error instanceof Error ? error.message : undefined,
          });
          throw error;
        }
        // The browser continues as the user through /auth/token (which drops what staff had cached).
        await navigate(`${localize("/auth/token")}?token=${encodeURIComponent(token ?? "")}`);
      }}
      onRetry={() => void user.refetch()}
      editHref={localize(`/users/${id}/edit`)}
      addRoleHref={localize(`/users/${id}/add_role`)}
      backHref={viewer.center ? localize("/users") : undefined}
      applicationHref={(a) => localize(`/applications/${a}`)}
      linkComponent={RouterLink}
    />
  );
}
