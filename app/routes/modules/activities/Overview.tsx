import { useSetAtom } from "../../../lib/atoms.ts";
import { useEffect, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { dayKey } from "@contract/amsterdam-time.ts";
import { ActivityDetailScreen } from "@features/activities/ActivityDetailScreen.tsx";
import { ActivityOverviewScreen } from "@features/activities/ActivityOverviewScreen.tsx";
import { CATEGORIES, type ActivityCategory } from "@features/activities/types.ts";
import { isApiError } from "../../../api/errors.ts";
import { useCurrentCenter } from "../../../centerProfile.ts";
import { screenErrorAtom } from "../../../errors/state.ts";
import { RouterLink } from "../../../layouts/RouterLink.tsx";
import { LOGIN_PATH, REDIRECT_PARAM } from "../../guard.ts";
import { useActivity, useRegistration, useUpcomingActivities } from "./api.ts";
import { activityHref, CALENDAR_PATH, OVERVIEW_PATH } from "./paths.ts";
import { useActivityViewer } from "./viewer.ts";

/**
 * /activiteitenkalender/overzicht: the upcoming activities (`?soort=training&pagina=2`), or one
 * activity with `?activiteit=<id>`.
 */
export default function Overview() {
  const [params] = useSearchParams();
  const id = params.get("activiteit");
  return id !== null ? <Detail id={id} /> : <List />;
}

/** The minute the page opened: the start of "upcoming" (one query per visit, not per render). */
function useOpenedAt() {
  const [at] = useState(() => {
    const now = new Date();
    now.setSeconds(0, 0);
    return now.toISOString();
  });
  return at;
}

function List() {
  const [params] = useSearchParams();
  const raw = Number(params.get("pagina") ?? "1");
  const page = Number.isInteger(raw) && raw > 0 ? raw : 1;
  const asked = params.get("soort");
  const category = CATEGORIES.find((c) => c === asked) ?? null;
  const from = useOpenedAt();
  const query = useUpcomingActivities({ category, page, from });
  const hrefFor = ({ category: c, page: n }: { category: ActivityCategory | null; page: number }) => {
    const q = new URLSearchParams();
    if (c) q.set("soort", c);
    if (n > 1) q.set("pagina", String(n));
    const s = q.toString();
    return s ? `${OVERVIEW_PATH}?${s}` : OVERVIEW_PATH;
  };
  return (
    <ActivityOverviewScreen
      state={query.isPending ? "loading" : query.isError ? "failed" : "ready"}
      items={query.data?.items ?? []}
      category={category}
      page={page}
      pageCount={query.data?.pageCount ?? 1}
      today={dayKey(new Date())}
      hrefFor={hrefFor}
      hrefForActivity={activityHref}
      calendarHref={CALENDAR_PATH}
      onRetry={() => void query.refetch()}
      linkComponent={RouterLink}
    />
  );
}

function Detail({ id }: { id: string }) {
  const valid = /^\d{1,12}$/.test(id);
  const query = useActivity(valid ? id : null);
  const { signedIn } = useActivityViewer();
  const registration = useRegistration(id);
  const location = useLocation();
  const center = useCurrentCenter();
  const setScreenError = useSetAtom(screenErrorAtom);
  const notFound = !valid || (isApiError(query.error) && query.error.status === 404);
  useEffect(() => {
    if (notFound) setScreenError({ status: 404 });
  }, [notFound, setScreenError]);
  useEffect(() => {
    if (query.data) document.title = `${query.data.title} - ${center.data?.name ?? ""}`;
  }, [query.data, center.data?.name]);
  if (notFound) return null;
  const returnTo = encodeURIComponent(`${location.pathname}${location.search}`);
  return (
    <ActivityDetailScreen
      state={query.isPending ? "loading" : query.isError ? "failed" : "ready"}
      activity={query.data}
      now={new Date().toISOString()}
      signedIn={signedIn}
      loginHref={`${LOGIN_PATH}?${REDIRECT_PARAM}=${returnTo}`}
      backHref={OVERVIEW_PATH}
      onRegister={registration.register}
      onCancel={registration.cancel}
      onRetry={() => void query.refetch()}
      linkComponent={RouterLink}
    />
  );
}
