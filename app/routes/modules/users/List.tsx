import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useSetAtom } from "../../../lib/atoms.ts";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { USER_STATUSES } from "@contract/enums.ts";
import { API_PATHS } from "@contract/paths.ts";
import { USER_FILTER_ROLES, USER_LIST_SORTS } from "@contract/users.ts";
import { UserListScreen } from "@features/users/UserListScreen.tsx";
import { ExportButton } from "@ui/ExportButton/ExportButton.tsx";
import { isApiError } from "../../../api/errors.ts";
import { screenErrorAtom } from "../../../errors/state.ts";
import { RouterLink } from "../../../layouts/RouterLink.tsx";
import { useExport } from "../../../lib/download.ts";
import { param, useListState } from "../../../lib/useListState.ts";
import { useServices } from "../../../services.tsx";
import { listUsers, useOrganizationOptions, useUserPermissions, USERS_KEY } from "./api.ts";

const LIST = {
  q: param.text(100),
  role: param.oneOf(USER_FILTER_ROLES),
  organization: param.id(),
  status: param.oneOf(USER_STATUSES),
  sort: param.oneOf(USER_LIST_SORTS, "last_name"),
  page: param.page(),
};

/** /users: the center's people (center staff only; organization staff get the 403 screen). */
export default function List() {
  const { client } = useServices();
  const { t } = useTranslation("common");
  const setScreenError = useSetAtom(screenErrorAtom);
  const permissions = useUserPermissions();
  const { state, update } = useListState(LIST);
  const filter: Record<string, string> = {};
  if (state.q) filter.name_cont = state.q;
  if (state.role) filter.with_role = state.role;
  if (state.organization) filter.organization_id_eq = state.organization;
  if (state.status) filter.status_eq = state.status;
  const allowed = permissions.ready && permissions.center;

  const list = useQuery({
    queryKey: [...USERS_KEY, "list", filter, state.sort, state.page],
    queryFn: ({ signal }) => listUsers(client, { filter, sort: state.sort, page: state.page }, signal),
    placeholderData: keepPreviousData,
    enabled: allowed,
  });
  const organizations = useOrganizationOptions();
  const exportCsv = useExport(API_PATHS.usersExport, "gebruikers.csv");

  const forbidden = (permissions.ready && !permissions.center) || (isApiError(list.error) && list.error.status === 403);
  useEffect(() => {
    if (forbidden) setScreenError({ status: 403 });
  }, [forbidden, setScreenError]);
  if (forbidden) return null;

  return (
    <UserListScreen
      status={!allowed || list.isPending ? "loading" : list.isError && !list.data ? "error" : "success"}
      users={list.data?.users ?? []}
      totalCount={list.data?.total ?? 0}
      page={state.page}
      pageCount={list.data?.pageCount ?? 1}
      onPageChange={(page) => update({ page })}
      filters={{
        q: state.q,
        role: state.role ?? null,
        organizationId: state.organization ?? null,
        status: state.status ?? null,
      }}
      onFiltersChange={(change) =>
        update({
          ...("q" in change ? { q: change.q ?? "" } : {}),
          ...("role" in change ? { role: change.role ?? undefined } : {}),
          ...("organizationId" in change ? { organization: change.organizationId ?? undefined } : {}),
          ...("status" in change ? { status: change.status ?? undefined } : {}),
        })
      }
      organizations={organizations.data ?? []}
      sort={state.sort}
      onSortChange={(sort) => update({ sort })}
      onRetry={() => void list.refetch()}
      exportAction={<ExportButton label={t("export.label")} onExport={() => exportCsv({ filter, sort: state.sort })} />}
      userHref={(id) => `/users/${id}`}
      linkComponent={RouterLink}
    />
  );
}
