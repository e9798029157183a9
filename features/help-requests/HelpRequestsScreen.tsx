import { HeartHandshake, Search } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { HELP_REQUEST_STATUSES, HELP_REQUESTS_OPEN, type HelpRequestsStatusFilter } from "@contract/help-requests.ts";
import { Badge } from "@ui/Badge/Badge.tsx";
import { Button } from "@ui/Button/Button.tsx";
import { EmptyState } from "@ui/EmptyState/EmptyState.tsx";
import { Field } from "@ui/Field/Field.tsx";
import { Input } from "@ui/Input/Input.tsx";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";
import { Notice } from "@ui/Notice/Notice.tsx";
import { Pagination } from "@ui/Pagination/Pagination.tsx";
import { Skeleton, SkeletonGroup } from "@ui/Skeleton/Skeleton.tsx";
import { HelpRequestDetail, type HelpRequestDetailProps } from "./HelpRequestDetail.tsx";
import { formatDate, STATUS_BADGE } from "./format.ts";
import type { HelpRequest, LoadState } from "./types.ts";

export interface HelpRequestsScreenProps {
  /** forbidden: the viewer is not center staff (organization staff open the back office too). */
  state: LoadState | "forbidden";
  requests: readonly HelpRequest[];
  status: HelpRequestsStatusFilter | null;
  onStatusChange: (status: HelpRequestsStatusFilter | null) => void;
  query: string;
  onQueryChange: (query: string) => void;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** The link of one request (the list and detail share the route: ?aanvraag=<id>). */
  hrefFor: (id: string) => string;
  /** The list's own address (the detail's way back). */
  listHref: string;
  /** One request open: its detail instead of the list. */
  detail?: Omit<HelpRequestDetailProps, "backHref" | "linkComponent"> | null;
  onRetry?: () => void;
  linkComponent?: LinkComponent;
}

const FILTERS: (HelpRequestsStatusFilter | null)[] = [HELP_REQUESTS_OPEN, ...HELP_REQUEST_STATUSES, null];

/**
 * /een-op-een-hulp/aanvragen: residents' requests for one-on-one help for center staff: filtered by
 * status (open: new and finding a volunteer), searched by name, place or text, each opened to
 * change its status, match it to a volunteer and keep a note.
 */
export function HelpRequestsScreen(props: HelpRequestsScreenProps) {
  const { t, i18n } = useTranslation("help-requests");
  const Link = props.linkComponent ?? PlainLink;
  const [draft, setDraft] = useState(props.query);

  if (props.detail)
    return <HelpRequestDetail {...props.detail} backHref={props.listHref} linkComponent={props.linkComponent} />;

  const filterLabel = (f: HelpRequestsStatusFilter | null) =>
    f === null ? t("staff.all") : f === HELP_REQUESTS_OPEN ? t("staff.open") : t(`statuses.${f}`);
  const search = (e: FormEvent) => {
    e.preventDefault();
    props.onQueryChange(draft.trim());
  };
  const filtered = props.status !== null || props.query !== "";

  let body;
  if (props.state === "loading")
    body = (
      <SkeletonGroup label={t("staff.loading")} className="flex flex-col gap-3">
        <Skeleton className="h-28" />
        <Skeleton className="h-28" />
        <Skeleton className="h-28" />
      </SkeletonGroup>
    );
  else if (props.state === "forbidden") body = <Notice tone="info">{t("staff.forbidden")}</Notice>;
  else if (props.state === "failed")
    body = <Notice retry={{ label: t("staff.retry"), onRetry: props.onRetry }}>{t("staff.failed")}</Notice>;
  else if (!props.requests.length)
    body = (
      <EmptyState
        bordered
        icon={<HeartHandshake />}
        title={filtered ? t("staff.emptyFiltered") : t("staff.empty")}
        description={filtered ? t("staff.emptyFilteredHint") : t("staff.emptyHint")}
      />
    );
  else
    body = (
      <ul aria-label={t("staff.list")} className="m-0 flex list-none flex-col gap-3 p-0">
        {props.requests.map((r) => (
          <li
            key={r.id}
            className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-4 straight:rounded-none"
          >
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant={STATUS_BADGE[r.status]}>{t(`statuses.${r.status}`)}</Badge>
              <h2 className="m-0 text-lg font-semibold">
                <Link href={props.hrefFor(r.id)} className="underline-offset-4 hover:underline">
                  {r.name}
                </Link>
              </h2>
              <span className="text-fg-muted">· {t(`kinds.${r.kind}`)}</span>
            </div>
            <p className="m-0 text-sm text-fg-muted">
              {r.area} ·{" "}
              <time dateTime={r.createdAt}>
                {t("staff.received", { date: formatDate(r.createdAt, i18n.language) })}
              </time>
              {r.volunteerName ? ` · ${t("staff.matchedWith", { name: r.volunteerName })}` : null}
            </p>
            <p className="m-0 line-clamp-2 break-words">{r.description}</p>
          </li>
        ))}
      </ul>
    );

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="m-0 text-3xl font-bold tracking-tight">{t("staff.title")}</h1>
        <p className="m-0 max-w-prose text-fg-muted">{t("staff.intro")}</p>
      </div>
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div role="group" aria-label={t("staff.show")} className="flex flex-wrap gap-2">
          {FILTERS.map((f) => (
            <Button
              key={f ?? "all"}
              size="sm"
              variant={props.status === f ? "solid" : "outline"}
              aria-pressed={props.status === f}
              onClick={() => props.onStatusChange(f)}
            >
              {filterLabel(f)}
            </Button>
          ))}
        </div>
        <form onSubmit={search} className="flex items-end gap-2">
          <Field label={t("staff.search")}>
            <Input type="search" value={draft} onChange={(e) => setDraft(e.target.value)} maxLength={100} />
          </Field>
          <Button type="submit" variant="outline" icon={<Search aria-hidden />}>
            {t("staff.searchButton")}
          </Button>
        </form>
      </div>
      {body}
      {props.state === "ready" && props.pageCount > 1 ? (
        <Pagination
          page={props.page}
          pageCount={props.pageCount}
          label={t("staff.pages")}
          previousLabel={t("staff.previous")}
          nextLabel={t("staff.next")}
          pageLabel={(n) => t("staff.page", { n })}
          onPageChange={props.onPageChange}
        />
      ) : null}
    </div>
  );
}
