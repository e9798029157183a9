import { useTranslation } from "react-i18next";
import { applicationsListParams } from "@contract/dashboard.ts";
import { ApplicationsScreen } from "@features/applications/ApplicationsScreen.tsx";
import { STATUS_FILTERS, pageCountOf } from "@features/applications/model.ts";
import { useToast } from "@ui/Toast/queue.tsx";
import { RouterLink } from "../../../layouts/RouterLink.tsx";
import { param, useListState } from "../../../lib/useListState.ts";
import { useServices } from "../../../services.tsx";
import { PAGE_SIZE, useApplicationsList, useInvalidateApplications, useViewer, withdrawApplication } from "./api.ts";

/** The list's URL: ?status=&mine=true&page= (contract/dashboard.ts reads status and mine the same way). */
const LIST_STATE = { status: param.oneOf(STATUS_FILTERS, "all"), mine: param.flag(), page: param.page() };

/**
 * /applications: staff see the applications to their organization's vacancies by status
 * (?status=new&page=2), volunteers their own ('Mijn aanvragen'), and so does staff with ?mine=true.
 * The URL is read by contract/dashboard.ts, so the dashboard's figures count exactly this list.
 */
export default function ApplicationsList() {
  const { client } = useServices();
  const { t } = useTranslation("applications");
  const { toast } = useToast();
  const { state, update, params } = useListState(LIST_STATE);
  const { viewer: role, ready } = useViewer();
  const query = applicationsListParams(params);
  const viewer = query.mine ? "volunteer" : role;
  const { status, page } = state;
  const list = useApplicationsList(
    client,
    { status: query.status ?? undefined, mine: query.mine, page, pageSize: PAGE_SIZE },
    ready,
  );
  const invalidate = useInvalidateApplications();

  const total = list.data?.total ?? 0;
  return (
    <ApplicationsScreen
      viewer={viewer}
      state={!ready || list.isPending ? "loading" : list.isError ? "failed" : "ready"}
      items={list.data?.items ?? []}
      total={total}
      page={page}
      pageCount={pageCountOf(total, PAGE_SIZE)}
      status={status}
      onStatusChange={(s) => update({ status: s })}
      onPageChange={(p) => update({ page: p })}
      onRetry={() => void list.refetch()}
      onWithdraw={async (item) => {
        try {
          await withdrawApplication(client, item.id);
        } catch (error) {
          toast({ title: t("withdraw.failed"), description: (error as Error).message, tone: "danger" });
          throw error;
        }
        toast({ title: t("withdraw.done"), tone: "success" });
        await invalidate();
      }}
      linkComponent={RouterLink}
    />
  );
}
