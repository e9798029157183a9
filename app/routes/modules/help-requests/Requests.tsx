import { HELP_REQUESTS_OPEN, HELP_REQUEST_STATUSES, type HelpRequestsStatusFilter } from "@contract/help-requests.ts";
import { HelpRequestsScreen } from "@features/help-requests/HelpRequestsScreen.tsx";
import { RouterLink } from "../../../layouts/RouterLink.tsx";
import { param, useListState } from "../../../lib/useListState.ts";
import { useHelpRequest, useHelpRequests } from "./api.ts";

const STATUS_CHOICES = [HELP_REQUESTS_OPEN, ...HELP_REQUEST_STATUSES] as const;
/**
 * The list's URL: ?status=open|new|...&q=&page= (contract/help-requests.ts helpRequestsListParams
 * reads status and q the same way, so the dashboard's figure counts exactly this list), and
 * ?aanvraag=<id> for one request (the link in the contact person's mail).
 */
const LIST_STATE = {
  status: param.oneOf(STATUS_CHOICES),
  q: param.text(),
  page: param.page(),
  aanvraag: param.id(),
};
const PATH = "/een-op-een-hulp/aanvragen";

/** /een-op-een-hulp/aanvragen: center staff handle the residents' requests for one-on-one help. */
export default function HelpRequests() {
  const { state, update, params } = useListState(LIST_STATE);
  const status = (state.status ?? null) as HelpRequestsStatusFilter | null;
  const open = state.aanvraag;
  const list = useHelpRequests(status, state.q, state.page, open === undefined);
  const { one, change, searchVolunteers } = useHelpRequest(open);
  const listParams = new URLSearchParams(params);
  listParams.delete("aanvraag");
  const listHref = listParams.size ? `${PATH}?${listParams.toString()}` : PATH;
  const hrefFor = (id: string) => {
    const p = new URLSearchParams(listParams);
    p.set("aanvraag", id);
    return `${PATH}?${p.toString()}`;
  };
  const statusOf = (e: unknown) => (e as { status?: number } | null)?.status;
  const notFound = one.isError && statusOf(one.error) === 404;
  const forbidden = list.isError && statusOf(list.error) === 403;
  return (
    <HelpRequestsScreen
      state={
        list.isPending && open === undefined ? "loading" : forbidden ? "forbidden" : list.isError ? "failed" : "ready"
      }
      requests={list.data?.requests ?? []}
      status={status}
      onStatusChange={(s) => update({ status: s ?? undefined })}
      query={state.q}
      onQueryChange={(q) => update({ q })}
      page={state.page}
      pageCount={list.data?.pageCount ?? 1}
      onPageChange={(p) => update({ page: p })}
      hrefFor={hrefFor}
      listHref={listHref}
      detail={
        open === undefined
          ? null
          : {
              state: one.isPending ? "loading" : notFound ? "missing" : one.isError ? "failed" : "ready",
              request: one.data ?? null,
              onChange: change,
              searchVolunteers,
              onRetry: () => void one.refetch(),
            }
      }
      onRetry={() => void list.refetch()}
      linkComponent={RouterLink}
    />
  );
}
