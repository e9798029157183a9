import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { applicationsListParams } from "@contract/dashboard.ts";
import { ApplicationsScreen } from "@features/applications/ApplicationsScreen.tsx";
import { pageCountOf, parsePage, type StatusFilter } from "@features/applications/model.ts";
import { useToast } from "@ui/Toast/queue.tsx";
import { RouterLink } from "../../../layouts/RouterLink.tsx";
import { useServices } from "../../../services.tsx";
import { PAGE_SIZE, useApplicationsList, useInvalidateApplications, useViewer, withdrawApplication } from "./api.ts";

/**
 * /applications: staff see the applications to their organization's vacancies by status
 * (?status=new&page=2), volunteers their own ('Mijn aanvragen'), and so does staff with ?mine=true.
 * The URL is read by contract/dashboard.ts, so the dashboard's figures count exactly this list.
 */
export default function ApplicationsList() {
  const { client } = useServices();
  const { t } = useTranslation("applications");
  const { toast } = useToast();
  const [params, setParams] = useSearchParams();
  const { viewer: role, ready } = useViewer();
  const query = applicationsListParams(params);
  const viewer = query.mine ? "volunteer" : role;
  const status: StatusFilter = query.status ?? "all";
  const page = parsePage(params.get("page"));
  const list = useApplicationsList(
    client,
    { status: query.status ?? undefined, mine: query.mine, page, pageSize: PAGE_SIZE },
    ready,
  );
  const invalidate = useInvalidateApplications();

  const update = (next: { status?: StatusFilter; page?: number }) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (next.status !== undefined) {
          if (next.status === "all") out.delete("status");
          else out.set("status", next.status);
          out.delete("page");
        }
        if (next.page !== undefined) {
          if (next.page <= 1) out.delete("page");
          else out.set("page", String(next.page));
        }
        return out;
      },
      { preventScrollReset: next.page === undefined },
    );

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
