/**
 * The dashboard's figures and the lists they open, in one place: each figure is the total of one
 * list call (`api` with `filter`), the list page at `path?query` makes exactly that call (its URL
 * is read by the `...ListFilter` functions below, which the pages use), and GET /api/v1/dashboard
 * counts with the same filters through the lists' own conditions. Figure and list cannot drift.
 */
import {
  APPLICATION_STATUSES,
  OPEN_APPLICATION_STATUSES,
  type ApplicationStatus,
  type DashboardAttributes,
} from "./applications.ts";
import { HELP_REQUESTS_OPEN, OPEN_HELP_REQUEST_STATUSES } from "./help-requests.ts";
import { API_PATHS } from "./paths.ts";
import { POOL_PAGE, POOL_PATHS } from "./volunteer-pool.ts";
import { VACANCY_STATUSES, type VacancyStatus } from "./vacancies.ts";

export type FigureKey = keyof DashboardAttributes;
/** A list filter as the API parses it: one value, or several (sent comma-separated). */
export type ListFilter = Readonly<Record<string, string | readonly string[]>>;

export interface FigureList {
  /** The app page that lists what the figure counts. */
  path: string;
  /** Its query string. */
  query: Readonly<Record<string, string>>;
  /** The API list the page reads, and the filter it sends for that query. */
  api: string;
  filter: ListFilter;
}

/** ?status=open on the applications list: new, in progress and accepted. */
export const OPEN_STATUS = "open";
/** ?ending=soon on the vacancies list: published, ending within VACANCY_ENDING_SOON_DAYS. */
export const ENDING_SOON = "soon";

export const DASHBOARD_FIGURE_LISTS: Readonly<Record<FigureKey, FigureList>> = {
  new_applications: {
    path: "/applications",
    query: { status: "new" },
    api: API_PATHS.applications,
    filter: { status_in: ["new"] },
  },
  open_applications: {
    path: "/applications",
    query: { status: OPEN_STATUS },
    api: API_PATHS.applications,
    filter: { status_in: OPEN_APPLICATION_STATUSES },
  },
  organizations_to_approve: {
    path: "/organizations/approve",
    query: {},
    api: API_PATHS.organizations,
    filter: { status_eq: "pending" },
  },
  published_vacancies: {
    path: "/vacancies",
    query: { status: "published" },
    api: API_PATHS.vacancies,
    filter: { status_eq: "published" },
  },
  draft_vacancies: {
    path: "/vacancies",
    query: { status: "draft" },
    api: API_PATHS.vacancies,
    filter: { status_eq: "draft" },
  },
  vacancies_ending_soon: {
    path: "/vacancies",
    query: { status: "published", ending: ENDING_SOON, sort: "end_date" },
    api: API_PATHS.vacancies,
    filter: { status_eq: "published", ending_soon: "true" },
  },
  my_open_applications: {
    path: "/applications",
    query: { mine: "true", status: OPEN_STATUS },
    api: API_PATHS.applications,
    filter: { status_in: OPEN_APPLICATION_STATUSES, mine: "true" },
  },
  unread_notifications: {
    path: "/notificaties",
    query: {},
    api: API_PATHS.notifications,
    filter: { read_at_null: "true" },
  },
  open_help_requests: {
    path: "/een-op-een-hulp/aanvragen",
    query: { status: HELP_REQUESTS_OPEN },
    api: API_PATHS.helpRequests,
    filter: { status_in: OPEN_HELP_REQUEST_STATUSES },
  },
  pool_volunteers: {
    path: POOL_PAGE,
    query: {},
    api: POOL_PATHS.volunteers,
    filter: {},
  },
};

/** The figure's link: its list page with the query. */
export function figureHref(list: FigureList): string {
  const qs = new URLSearchParams(list.query).toString();
  return qs ? `${list.path}?${qs}` : list.path;
}

type Params = Pick<URLSearchParams, "get">;

/** The vacancies list page (/vacancies?status=&q=&ending=soon): the API filter it sends. */
export function vacanciesListFilter(url: Params): Record<string, string> {
  const out: Record<string, string> = {};
  const status = url.get("status");
  if ((VACANCY_STATUSES as readonly (string | null)[]).includes(status)) out.status_eq = status as VacancyStatus;
  const title = (url.get("q") ?? "").slice(0, 100);
  if (title) out.title_cont = title;
  if (url.get("ending") === ENDING_SOON) out.ending_soon = "true";
  return out;
}

export type ApplicationsStatusFilter = ApplicationStatus | typeof OPEN_STATUS;

/** The applications list page's URL (?status=new|...|open&mine=true): its status (null: all) and mine. */
export function applicationsListParams(url: Params): { status: ApplicationsStatusFilter | null; mine: boolean } {
  const raw = url.get("status");
  const status =
    raw === OPEN_STATUS || (APPLICATION_STATUSES as readonly (string | null)[]).includes(raw)
      ? (raw as ApplicationsStatusFilter)
      : null;
  return { status, mine: url.get("mine") === "true" };
}

/** The API filter of the applications list for a status and mine. */
export function applicationsFilter(p: {
  status?: ApplicationsStatusFilter | null | undefined;
  mine?: boolean | undefined;
}): Record<string, string | readonly string[]> {
  const out: Record<string, string | readonly string[]> = {};
  if (p.status) out.status_in = p.status === OPEN_STATUS ? OPEN_APPLICATION_STATUSES : [p.status];
  if (p.mine) out.mine = "true";
  return out;
}

/** The applications list page (/applications?status=&mine=true): the API filter it sends. */
export const applicationsListFilter = (url: Params) => applicationsFilter(applicationsListParams(url));
