import { useQuery, useQueryClient } from "@tanstack/react-query";
import { PERIODIC_MAIL_CHANGE_PAGE } from "@contract/periodic-mail.ts";
import { SAVED_SEARCHES_MAX, VACANCY_SEARCH_PAGE } from "@contract/saved-searches.ts";
import { SavedSearchesScreen } from "@features/saved-searches/SavedSearchesScreen.tsx";
import { RouterLink } from "../../../layouts/RouterLink.tsx";
import { useServices } from "../../../services.tsx";
import { deleteSavedSearch, fetchSavedSearches, SAVED_SEARCHES_KEY } from "./api.ts";

/** /profile-edit/zoekopdrachten: the signed-in person's saved searches (GET, DELETE /api/v1/saved_searches). */
export default function SavedSearches() {
  const { client } = useServices();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: [...SAVED_SEARCHES_KEY, "list"],
    queryFn: ({ signal }) => fetchSavedSearches(client, signal),
  });
  return (
    <SavedSearchesScreen
      state={query.isPending ? "loading" : query.isError ? "failed" : "ready"}
      searches={query.data?.searches ?? []}
      max={query.data?.max ?? SAVED_SEARCHES_MAX}
      onRetry={() => void query.refetch()}
      onDelete={async (search) => {
        await deleteSavedSearch(client, search.id);
        await queryClient.invalidateQueries({ queryKey: SAVED_SEARCHES_KEY });
      }}
      searchHref={VACANCY_SEARCH_PAGE}
      periodicMailHref={PERIODIC_MAIL_CHANGE_PAGE}
      linkComponent={RouterLink}
    />
  );
}
