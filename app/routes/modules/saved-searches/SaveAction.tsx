import { useQueryClient } from "@tanstack/react-query";
import { useLocation } from "react-router";
import { SAVED_SEARCHES_PAGE } from "@contract/saved-searches.ts";
import type { VacancySearchParams } from "@contract/vacancies.ts";
import { hasCriteria } from "@features/saved-searches/model.ts";
import { SaveSearchButton } from "@features/saved-searches/SaveSearchButton.tsx";
import { useAuthStatus } from "../../../auth/hooks.ts";
import { RouterLink } from "../../../layouts/RouterLink.tsx";
import { useServices } from "../../../services.tsx";
import { LOGIN_PATH, REDIRECT_PARAM } from "../../guard.ts";
import { createSavedSearch, queryOfSearch, SAVED_SEARCHES_KEY } from "./api.ts";

/**
 * "Bewaar deze zoekopdracht" on /vacancies/search, for a search with words or filters. A visitor
 * goes to sign in and comes back to this very search (its URL as the return path).
 */
export default function SaveAction({ params }: { params: VacancySearchParams }) {
  const { client } = useServices();
  const queryClient = useQueryClient();
  const status = useAuthStatus();
  const location = useLocation();
  const query = queryOfSearch(params);
  if (!hasCriteria(query)) return null;
  const returnTo = encodeURIComponent(location.pathname + location.search);
  return (
    <SaveSearchButton
      query={query}
      signedIn={status === "SIGNED_IN"}
      signInHref={`${LOGIN_PATH}?${REDIRECT_PARAM}=${returnTo}`}
      savedHref={SAVED_SEARCHES_PAGE}
      linkComponent={RouterLink}
      onSave={async (name) => {
        await createSavedSearch(client, name, query);
        await queryClient.invalidateQueries({ queryKey: SAVED_SEARCHES_KEY });
      }}
    />
  );
}
