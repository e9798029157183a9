import { Inbox, Search } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@ui/Button/Button.tsx";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardLink, CardTitle } from "@ui/Card/Card.tsx";
import { ConfirmDialog } from "@ui/Dialog/Dialog.tsx";
import { EmptyState } from "@ui/EmptyState/EmptyState.tsx";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";
import { Pagination } from "@ui/Pagination/Pagination.tsx";
import { RelativeTime } from "@ui/RelativeTime/RelativeTime.tsx";
import { Skeleton, SkeletonGroup } from "@ui/Skeleton/Skeleton.tsx";
import { Table, type TableColumn } from "@ui/Table/Table.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@ui/Tabs/Tabs.tsx";
import { canWithdraw, STATUS_FILTERS, type ApplicationItem, type StatusFilter, type Viewer } from "./model.ts";
import { Notice } from "@ui/Notice/Notice.tsx";
import { ApplicationStatusBadge, formatDate } from "./parts.tsx";

export interface ApplicationsScreenProps {
  viewer: Viewer;
  state: "loading" | "failed" | "ready";
  items: readonly ApplicationItem[];
  total: number;
  page: number;
  pageCount: number;
  /** The staff list's status tab; a volunteer's list narrowed by a link says so. */
  status?: StatusFilter;
  onStatusChange?: (status: StatusFilter) => void;
  onPageChange: (page: number) => void;
  onRetry?: () => void;
  /** The volunteer withdraws one of their applications. */
  onWithdraw?: (item: ApplicationItem) => Promise<void>;
  applicationHref?: (id: string) => string;
  vacancySearchHref?: string;
  linkComponent?: LinkComponent;
  /** A fixed 'now' for relative times (stories). */
  now?: string;
}

/**
 * /applications. Staff: the applications to their organization's vacancies, by status, as a table
 * (cards on a phone). Volunteers: 'Mijn aanvragen', their own applications with 'Terugtrekken'.
 */
export function ApplicationsScreen(props: ApplicationsScreenProps) {
  const { t } = useTranslation("applications");
  const staff = props.viewer === "staff";
  return (
    <div className="flex w-full flex-col gap-6 py-4">
      <div className="flex flex-col gap-2">
        <h1 className="m-0 text-3xl font-bold tracking-tight">
          {staff ? t("list.staffTitle") : t("list.volunteerTitle")}
        </h1>
        <p className="m-0 text-fg-muted">{staff ? t("list.staffIntro") : t("list.volunteerIntro")}</p>
      </div>
      {staff ? <StaffList {...props} /> : <VolunteerList {...props} />}
    </div>
  );
}

function Footer({ state, total, page, pageCount, onPageChange }: ApplicationsScreenProps) {
  const { t } = useTranslation("applications");
  if (state !== "ready") return null;
  return (
    <div className="flex flex-col items-center gap-3">
      {total > 0 ? <p className="m-0 text-sm text-fg-muted">{t("list.total", { count: total })}</p> : null}
      <Pagination
        page={page}
        pageCount={pageCount}
        onPageChange={onPageChange}
        label={t("list.pagination")}
        previousLabel={t("list.previous")}
        nextLabel={t("list.next")}
        pageLabel={(n) => t("list.page", { page: n })}
      />
    </div>
  );
}

function StaffList(props: ApplicationsScreenProps) {
  const { t, i18n } = useTranslation("applications");
  const {
    state,
    items,
    status = "all",
    onStatusChange,
    onRetry,
    applicationHref = (id) => `/applications/${id}`,
    linkComponent: Link = PlainLink,
    now,
  } = props;
  const locale = i18n.language;
  const columns: TableColumn<ApplicationItem>[] = [
    {
      id: "volunteer",
      header: t("list.volunteer"),
      rowHeader: true,
      cell: (row) => (
        <Link href={applicationHref(row.id)} className="text-link underline underline-offset-4">
          {row.volunteerName}
        </Link>
      ),
    },
    { id: "vacancy", header: t("list.vacancy"), cell: (row) => row.vacancyTitle },
    { id: "status", header: t("list.status"), cell: (row) => <ApplicationStatusBadge status={row.status} /> },
    {
      id: "date",
      header: t("list.date"),
      cell: (row) => <RelativeTime date={row.createdAt} justNowLabel={t("thread.justNow")} locale={locale} now={now} />,
    },
  ];
  const empty = (
    <EmptyState
      icon={<Inbox />}
      title={t("list.empty")}
      description={status === "all" ? undefined : t("list.emptyFiltered")}
    />
  );
  const body =
    state === "failed" ? (
      <Notice retry={{ label: t("list.retry"), onRetry }}>{t("list.failed")}</Notice>
    ) : state === "ready" && items.length === 0 ? (
      empty
    ) : (
      <div className="flex flex-col gap-4">
        <div className="hidden sm:block">
          <Table
            columns={columns}
            rows={items}
            getRowId={(row) => row.id}
            caption={t("list.caption", { status: t(`status.${status}`) })}
            captionHidden
            loading={state === "loading"}
            loadingLabel={t("list.loading")}
            empty={empty}
          />
        </div>
        <div className="sm:hidden">
          {state === "loading" ? (
            <CardsLoading label={t("list.loading")} />
          ) : (
            <ul className="m-0 flex list-none flex-col gap-3 p-0">
              {items.map((item) => (
                <li key={item.id}>
                  <Card interactive>
                    <CardHeader>
                      <CardTitle>
                        <CardLink as={Link} href={applicationHref(item.id)}>
                          {item.volunteerName}
                        </CardLink>
                      </CardTitle>
                      <CardDescription>{item.vacancyTitle}</CardDescription>
                      <CardAction>
                        <ApplicationStatusBadge status={item.status} />
                      </CardAction>
                    </CardHeader>
                    <CardContent className="text-sm text-fg-muted">
                      <RelativeTime
                        date={item.createdAt}
                        justNowLabel={t("thread.justNow")}
                        locale={locale}
                        now={now}
                      />
                    </CardContent>
                  </Card>
                </li>
              ))}
            </ul>
          )}
        </div>
        <Footer {...props} />
      </div>
    );
  return (
    <Tabs value={status} onValueChange={(v) => onStatusChange?.(v as StatusFilter)} activationMode="manual">
      <TabsList aria-label={t("list.filterLabel")}>
        {STATUS_FILTERS.map((f) => (
          <TabsTrigger key={f} value={f}>
            {t(`status.${f}`)}
          </TabsTrigger>
        ))}
      </TabsList>
      {STATUS_FILTERS.map((f) => (
        <TabsContent key={f} value={f}>
          {f === status ? body : null}
        </TabsContent>
      ))}
    </Tabs>
  );
}

function CardsLoading({ label }: { label: string }) {
  return (
    <SkeletonGroup label={label} className="flex flex-col gap-3">
      <Skeleton className="h-28" />
      <Skeleton className="h-28" />
      <Skeleton className="h-28" />
    </SkeletonGroup>
  );
}

function VolunteerList(props: ApplicationsScreenProps) {
  const { t, i18n } = useTranslation("applications");
  const {
    state,
    items,
    status = "all",
    onStatusChange,
    onRetry,
    onWithdraw,
    applicationHref = (id) => `/applications/${id}`,
    vacancySearchHref = "/vacancies/search",
    linkComponent: Link = PlainLink,
  } = props;
  const [confirm, setConfirm] = useState<ApplicationItem>();
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  const locale = i18n.language;

  async function withdraw(item: ApplicationItem) {
    setMessage(undefined);
    try {
      await onWithdraw?.(item);
      setMessage({ ok: true, text: t("withdraw.done") });
    } catch {
      setMessage({ ok: false, text: t("withdraw.failed") });
    }
  }

  if (state === "failed") return <Notice retry={{ label: t("list.retry"), onRetry }}>{t("list.failed")}</Notice>;
  if (state === "loading") return <CardsLoading label={t("list.loading")} />;
  return (
    <div className="flex flex-col gap-4">
      {message ? <Notice tone={message.ok ? "success" : "danger"}>{message.text}</Notice> : null}
      {status !== "all" ? (
        // Narrowed by a link (the dashboard's "Mijn open aanvragen"): say so, with a way back to all.
        <p className="m-0 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-fg-muted">
          {t("list.onlyStatus", { status: t(`status.${status}`) })}
          <Button variant="link" size="sm" onClick={() => onStatusChange?.("all")}>
            {t("list.showAll")}
          </Button>
        </p>
      ) : null}
      {items.length === 0 ? (
        <EmptyState
          bordered
          icon={<Search />}
          title={t("list.emptyVolunteer")}
          description={t("list.emptyVolunteerHint")}
          action={
            <Button asChild>
              <Link href={vacancySearchHref}>{t("list.search")}</Link>
            </Button>
          }
        />
      ) : (
        <ul className="m-0 flex list-none flex-col gap-3 p-0">
          {items.map((item) => (
            <li key={item.id}>
              <Card interactive>
                <CardHeader>
                  <CardTitle level={2}>
                    <CardLink as={Link} href={applicationHref(item.id)}>
                      {item.vacancyTitle}
                    </CardLink>
                  </CardTitle>
                  <CardDescription>{item.organizationName}</CardDescription>
                  <CardAction>
                    <ApplicationStatusBadge status={item.status} />
                  </CardAction>
                </CardHeader>
                <CardContent className="flex flex-wrap items-center justify-between gap-3">
                  <span className="text-sm text-fg-muted">
                    {t("list.appliedOn", { date: formatDate(item.createdAt, locale) })}
                  </span>
                  {onWithdraw && canWithdraw("volunteer", item.status) ? (
                    <Button variant="outline" className="relative z-10" onClick={() => setConfirm(item)}>
                      {t("actions.withdraw")}
                    </Button>
                  ) : null}
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <Footer {...props} />
      <ConfirmDialog
        open={confirm !== undefined}
        onOpenChange={(open) => {
          if (!open) setConfirm(undefined);
        }}
        title={t("withdraw.title")}
        description={t("withdraw.description", { title: confirm?.vacancyTitle ?? "" })}
        confirmLabel={t("withdraw.confirm")}
        cancelLabel={t("withdraw.cancel")}
        onConfirm={() => {
          if (confirm) void withdraw(confirm);
        }}
      />
    </div>
  );
}
