import { useState } from "react";
import { VACANCY_CATEGORIES } from "@contract/vacancies.ts";
import { POOL_AVAILABILITY, POOL_PLACE_MAX, POOL_SKILLS } from "@contract/volunteer-pool.ts";
import { PoolScreen, type PoolView } from "@features/volunteer-pool/PoolScreen.tsx";
import type { PoolFilters } from "@features/volunteer-pool/types.ts";
import { toSubmitFailure } from "../../../api/failure.ts";
import { param, useListState } from "../../../lib/useListState.ts";
import { useInvite, useOpenVacancies, usePoolInvitations, usePoolSearch } from "./api.ts";

const DISTANCES = ["5", "10", "25", "50"] as const;
/**
 * The page's URL: ?q=&near=&distance=&skills=a,b&categories=&availability=&page= for the search,
 * ?view=uitnodigingen&ipage= for the invitations sent.
 */
const LIST_STATE = {
  q: param.text(),
  near: param.text(POOL_PLACE_MAX),
  distance: param.oneOf(DISTANCES),
  skills: param.manyOf(POOL_SKILLS),
  categories: param.manyOf(VACANCY_CATEGORIES),
  availability: param.manyOf(POOL_AVAILABILITY),
  page: param.page(),
  view: param.oneOf(["uitnodigingen"] as const),
  ipage: param.id(),
};

/** /vrijwilligerspool: center staff search the volunteer pool and invite volunteers to vacancies. */
export default function Pool() {
  const { state, update } = useListState(LIST_STATE);
  const view: PoolView = state.view === "uitnodigingen" ? "invitations" : "search";
  const filters: PoolFilters = {
    q: state.q,
    near: state.near,
    distance: state.near && state.distance ? Number(state.distance) : null,
    skills: state.skills,
    categories: state.categories,
    availability: state.availability,
  };
  const search = usePoolSearch(filters, state.page, view === "search");
  const invitationsPage = Number(state.ipage ?? 1);
  const invitations = usePoolInvitations(invitationsPage, view === "invitations");
  const [wantVacancies, setWantVacancies] = useState(false);
  const vacancies = useOpenVacancies(wantVacancies);
  const invite = useInvite();
  const statusOf = (e: unknown) => (e as { status?: number } | null)?.status;
  const forbidden = statusOf(search.error) === 403 || statusOf(invitations.error) === 403;
  const loadState = (q: { isPending: boolean; isError: boolean }) =>
    q.isPending ? ("loading" as const) : q.isError ? ("failed" as const) : ("ready" as const);
  return (
    <PoolScreen
      state={forbidden ? "forbidden" : view === "search" ? loadState(search) : "ready"}
      volunteers={search.data?.volunteers ?? []}
      total={search.data?.total ?? 0}
      filters={filters}
      onFiltersChange={(f) =>
        update({
          q: f.q,
          near: f.near,
          distance: f.distance ? (String(f.distance) as (typeof DISTANCES)[number]) : undefined,
          skills: f.skills,
          categories: f.categories,
          availability: f.availability,
        })
      }
      page={state.page}
      pageCount={search.data?.pageCount ?? 1}
      onPageChange={(page) => update({ page })}
      view={view}
      onViewChange={(v) => update({ view: v === "invitations" ? "uitnodigingen" : undefined })}
      invitations={{
        state: loadState(invitations),
        items: invitations.data?.items ?? [],
        page: invitationsPage,
        pageCount: invitations.data?.pageCount ?? 1,
      }}
      onInvitationsPageChange={(p) => update({ ipage: p > 1 ? String(p) : undefined })}
      vacancies={{ state: loadState(vacancies), items: vacancies.data ?? [] }}
      onInviteOpen={() => setWantVacancies(true)}
      onInvite={async (input) => {
        try {
          await invite(input);
        } catch (error) {
          throw toSubmitFailure(error);
        }
      }}
      onRetry={() => void search.refetch()}
    />
  );
}
