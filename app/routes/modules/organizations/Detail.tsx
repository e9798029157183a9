import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { API_PATHS } from "@contract/paths.ts";
import { OrganizationDetailScreen } from "@features/organizations/OrganizationDetailScreen.tsx";
import { permissionsFor, statusOfAction, type StatusAction } from "@features/organizations/viewModels.ts";
import { useToast } from "@ui/Toast/queue.tsx";
import { isApiError } from "../../../api/errors.ts";
import { RouterLink } from "../../../layouts/RouterLink.tsx";
import { useServices } from "../../../services.tsx";
import { useLocalize } from "../vacancies/api.ts";
import {
  fetchOrganization,
  fetchPeople,
  fetchStatusHistory,
  ORGANIZATIONS_KEY,
  useMoveFlag,
  useViewer,
} from "./api.ts";

/** /organizations/{id}: the profile with its vacancies, people and status history; actions by role. */
export default function Detail() {
  const { client } = useServices();
  const { t } = useTranslation("organizations");
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const localize = useLocalize();
  const { id = "" } = useParams();
  const validId = /^\d{1,12}$/.test(id);
  const { viewer } = useViewer();
  const moveFlag = useMoveFlag();
  const key = [...ORGANIZATIONS_KEY, "detail", id];
  const org = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchOrganization(client, id, signal),
    enabled: validId,
    retry: (n, e) => !(isApiError(e) && e.status < 500) && n < 2,
  });
  const people = useQuery({
    queryKey: [...key, "people"],
    queryFn: ({ signal }) => fetchPeople(client, id, signal),
    enabled: validId && org.isSuccess,
  });
  const history = useQuery({
    queryKey: [...key, "history"],
    queryFn: ({ signal }) => fetchStatusHistory(client, id, signal),
    enabled: validId && org.isSuccess,
  });
  const notFound = !validId || (isApiError(org.error) && (org.error.status === 404 || org.error.status === 403));
  const o = org.data?.organization;
  const permissions = o
    ? permissionsFor(viewer, o, moveFlag)
    : { edit: false, review: false, changeTypeAndStatus: false, move: false, delete: false };

  const changeStatus = async (action: StatusAction, reason: string) => {
    const status = statusOfAction(action);
    try {
      await client.put(API_PATHS.approveOrganization(id), {
        data: { type: "organization", id, attributes: { status, ...(reason ? { reason } : {}) } },
      });
    } catch (error) {
      toast({
        tone: "danger",
        title: t("toast.statusFailed"),
        description: error instanceof Error ? error.message : undefined,
      });
      throw error;
    }
    toast({
      tone: "success",
      title: t("toast.statusChanged", { name: o?.name, status: t(`statuses.${status}`).toLowerCase() }),
    });
    await queryClient.invalidateQueries({ queryKey: ORGANIZATIONS_KEY });
  };

  return (
    <OrganizationDetailScreen
      status={notFound ? "notFound" : org.isPending ? "loading" : org.isError ? "error" : "success"}
      organization={o}
      vacancies={org.data?.vacancies ?? []}
      people={people.data ?? []}
      history={history.data ?? []}
      permissions={permissions}
      onStatusChange={changeStatus}
      onDelete={async () => {
        try {
          await client.delete(API_PATHS.organization(id));
        } catch (error) {
          toast({
            tone: "danger",
            title: t("toast.deleteFailed"),
            description: error instanceof Error ? error.message : undefined,
          });
          return;
        }
        toast({ tone: "success", title: t("toast.deleted", { name: o?.name }) });
        await queryClient.invalidateQueries({ queryKey: ORGANIZATIONS_KEY });
        await navigate(localize("/organizations"));
      }}
      onRetry={() => void org.refetch()}
      backHref={localize("/organizations")}
      editHref={localize(`/organizations/${id}/edit`)}
      moveHref={localize(`/organizations/${id}/move`)}
      vacancyHref={(v) => localize(`/vacancies/${v}`)}
      // Center staff, and the organization's own admins (who manage its people: roles, removal).
      personHref={viewer.centerStaff || viewer.adminOf.includes(id) ? (p) => localize(`/users/${p}`) : undefined}
      inviteHref={
        viewer.centerStaff || viewer.adminOf.includes(id) ? localize(`/users/add?organization_id=${id}`) : undefined
      }
      linkComponent={RouterLink}
    />
  );
}
