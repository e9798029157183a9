import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { API_PATHS } from "@contract/paths.ts";
import { OrganizationApproveScreen } from "@features/organizations/OrganizationApproveScreen.tsx";
import { statusOfAction } from "@features/organizations/viewModels.ts";
import { useToast } from "@ui/Toast/queue.tsx";
import { RouterLink } from "../../../layouts/RouterLink.tsx";
import { useServices } from "../../../services.tsx";
import { useLocalize } from "../vacancies/api.ts";
import { listPending, ORGANIZATIONS_KEY } from "./api.ts";

/** /organizations/approve: the queue; one or several approved or denied at once (PUT .../bulk_approve), each with the reason. */
export default function Approve() {
  const { client } = useServices();
  const { t } = useTranslation("organizations");
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const localize = useLocalize();
  const queue = useQuery({
    queryKey: [...ORGANIZATIONS_KEY, "pending"],
    queryFn: ({ signal }) => listPending(client, signal),
  });
  return (
    <OrganizationApproveScreen
      status={queue.isPending ? "loading" : queue.isError && !queue.data ? "error" : "success"}
      organizations={queue.data ?? []}
      onRetry={() => void queue.refetch()}
      onReview={async (ids, action, reason) => {
        const status = statusOfAction(action);
        try {
          await client.put(API_PATHS.organizationsBulkApprove, {
            data: ids.map((id) => ({
              type: "organization",
              id,
              attributes: { status, ...(reason ? { reason } : {}) },
            })),
          });
        } catch (error) {
          toast({
            tone: "danger",
            title: t("toast.statusFailed"),
            description: error instanceof Error ? error.message : undefined,
          });
          throw error;
        }
        const label = t(`statuses.${status}`).toLowerCase();
        const name = queue.data?.find((o) => o.id === ids[0])?.name;
        toast({
          tone: "success",
          title:
            ids.length === 1
              ? t("toast.statusChanged", { name, status: label })
              : t("toast.statusChangedMany", { count: ids.length, status: label }),
        });
        await queryClient.invalidateQueries({ queryKey: ORGANIZATIONS_KEY });
      }}
      detailHref={(id) => localize(`/organizations/${id}`)}
      overviewHref={localize("/organizations")}
      linkComponent={RouterLink}
    />
  );
}
