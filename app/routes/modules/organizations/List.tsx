import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ORGANIZATION_STATUSES, ORGANIZATION_TYPES } from "@contract/enums.ts";
import { ORGANIZATION_LIST_SORTS } from "@contract/organizations.ts";
import { API_PATHS } from "@contract/paths.ts";
import { OrganizationListScreen } from "@features/organizations/OrganizationListScreen.tsx";
import { apiFilter, type ListState } from "@features/organizations/viewModels.ts";
import { RouterLink } from "../../../layouts/RouterLink.tsx";
import { useExport } from "../../../lib/download.ts";
import { param, useListState } from "../../../lib/useListState.ts";
import { useServices } from "../../../services.tsx";
import { useLocalize } from "../vacancies/api.ts";
import { listOrganizations, ORGANIZATIONS_KEY, pendingCount, useViewer } from "./api.ts";

const LIST = {
  status: param.oneOf(ORGANIZATION_STATUSES),
  type: param.oneOf(ORGANIZATION_TYPES),
  q: param.text(100),
  sort: param.oneOf(ORGANIZATION_LIST_SORTS, "name"),
  page: param.page(),
};

/** /organizations: URL state -> the list (with admins) -> the screen; the export takes the same filter. */
export default function List() {
  const { client } = useServices();
  const localize = useLocalize();
  const { viewer } = useViewer();
  const { state, update } = useListState(LIST);
  const screenState: ListState = { ...state, status: state.status ?? "all", type: state.type ?? "all" };
  const filter = apiFilter(screenState);
  const exportCsv = useExport(API_PATHS.organizationsExport, "organisaties.csv");
  const list = useQuery({
    queryKey: [...ORGANIZATIONS_KEY, "list", filter, state.sort, state.page],
    queryFn: ({ signal }) => listOrganizations(client, { filter, sort: state.sort, page: state.page }, signal),
    placeholderData: keepPreviousData,
  });
  const pending = useQuery({
    queryKey: [...ORGANIZATIONS_KEY, "pending-count"],
    queryFn: ({ signal }) => pendingCount(client, signal),
    enabled: viewer.centerStaff,
  });
  return (
    <OrganizationListScreen
      status={list.isPending ? "loading" : list.isError && !list.data ? "error" : "success"}
      organizations={list.data?.organizations ?? []}
      totalCount={list.data?.total ?? 0}
      pageCount={list.data?.pageCount ?? 1}
      state={screenState}
      onStateChange={({ status, type, ...rest }) =>
        update({
          ...rest,
          ...(status ? { status: status === "all" ? undefined : status } : {}),
          ...(type ? { type: type === "all" ? undefined : type } : {}),
        })
      }
      onRetry={() => void list.refetch()}
      onExport={() => exportCsv({ filter, sort: state.sort })}
      centerStaff={viewer.centerStaff}
      pendingCount={pending.data}
      detailHref={(id) => localize(`/organizations/${id}`)}
      addHref={localize("/organizations/add")}
      approveHref={localize("/organizations/approve")}
      linkComponent={RouterLink}
    />
  );
}
