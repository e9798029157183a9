import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { API_PATHS } from "@contract/paths.ts";
import { OrganizationMoveScreen } from "@features/organizations/OrganizationMoveScreen.tsx";
import { useToast } from "@ui/Toast/queue.tsx";
import { RouterLink } from "../../../layouts/RouterLink.tsx";
import { useServices } from "../../../services.tsx";
import { useLocalize } from "../vacancies/api.ts";
import { fetchOrganization, ORGANIZATIONS_KEY, useMoveFlag } from "./api.ts";

/** /organizations/{id}/move: superadmin with the flag on; the move API (PUT .../move) does the rest. */
export default function Move() {
  const { client, tenant } = useServices();
  const { t } = useTranslation("organizations");
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const localize = useLocalize();
  const { id = "" } = useParams();
  const flag = useMoveFlag();
  const org = useQuery({
    queryKey: [...ORGANIZATIONS_KEY, "detail", id],
    queryFn: ({ signal }) => fetchOrganization(client, id, signal),
    enabled: /^\d{1,12}$/.test(id),
  });
  const centers = useQuery({
    queryKey: ["volunteer_centers"],
    queryFn: async ({ signal }) =>
      (await client.get<{ id: string; name: string }[]>(API_PATHS.volunteerCenters, { signal })).data ?? [],
  });
  const name = org.data?.organization.name ?? "";
  return (
    <OrganizationMoveScreen
      status={!flag ? "disabled" : org.isPending || centers.isPending ? "loading" : org.isError ? "error" : "success"}
      organizationName={name}
      dependents={org.data?.organization.dependents}
      centers={(centers.data ?? []).filter((c) => c.id !== tenant.centerId)}
      onRetry={() => void org.refetch()}
      onMove={async (centerId) => {
        try {
          await client.put(API_PATHS.moveOrganization(id), {
            data: { type: "organization", id, attributes: { volunteer_center_id: centerId } },
          });
        } catch (error) {
          toast({
            tone: "danger",
            title: t("toast.moveFailed"),
            description: error instanceof Error ? error.message : undefined,
          });
          return;
        }
        const center = centers.data?.find((c) => c.id === centerId)?.name ?? "";
        toast({ tone: "success", title: t("toast.moved", { name, center }) });
        await queryClient.invalidateQueries({ queryKey: ORGANIZATIONS_KEY });
        await navigate(localize("/organizations"));
      }}
      backHref={localize(`/organizations/${id}`)}
      linkComponent={RouterLink}
    />
  );
}
