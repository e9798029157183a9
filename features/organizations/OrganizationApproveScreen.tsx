import { AlertTriangle } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { StatusBadge } from "@ui/Badge/StatusBadge.tsx";
import { Button } from "@ui/Button/Button.tsx";
import { Checkbox } from "@ui/Checkbox/Checkbox.tsx";
import { EmptyState } from "@ui/EmptyState/EmptyState.tsx";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";
import { Notice } from "@ui/Notice/Notice.tsx";
import { ReasonDialog } from "@ui/ReasonDialog/ReasonDialog.tsx";
import { Skeleton, SkeletonGroup } from "@ui/Skeleton/Skeleton.tsx";
import { formatDay } from "./format.ts";
import { useReasonRequest } from "./useReasonRequest.ts";
import type { PendingOrganization } from "./types.ts";

export interface OrganizationApproveScreenProps {
  status: "loading" | "error" | "success";
  organizations: readonly PendingOrganization[];
  /** Approves or denies these organizations with one reason each; resolves when done (the caller toasts). */
  onReview: (ids: readonly string[], action: "approve" | "deny", reason: string) => Promise<void>;
  onRetry?: () => void;
  detailHref: (id: string) => string;
  overviewHref?: string;
  linkComponent?: LinkComponent;
}

/** /organizations/approve: the queue of pending organizations, with who signed up, details and possible duplicates. */
export function OrganizationApproveScreen(props: OrganizationApproveScreenProps) {
  const {
    status,
    organizations,
    onReview,
    onRetry,
    detailHref,
    overviewHref = "/organizations",
    linkComponent: Link = PlainLink,
  } = props;
  const { t, i18n } = useTranslation("organizations");
  const locale = i18n.language;
  const [selected, setSelected] = useState<readonly string[]>([]);
  const review = useReasonRequest<{ ids: readonly string[]; action: "approve" | "deny"; count: number; name?: string }>(
    async ({ ids, action }, reason) => {
      await onReview(ids, action, reason);
      setSelected((s) => s.filter((x) => !ids.includes(x)));
    },
  );
  const visible = selected.filter((id) => organizations.some((o) => o.id === id));
  const allSelected = organizations.length > 0 && visible.length === organizations.length;

  const ask = (ids: readonly string[], action: "approve" | "deny") =>
    review.ask({
      ids,
      action,
      count: ids.length,
      name: organizations.find((o) => o.id === ids[0])?.name,
    });

  let body;
  if (status === "loading")
    body = (
      <SkeletonGroup label={t("approve.loading")} className="flex flex-col gap-3">
        {[0, 1].map((i) => (
          <Skeleton key={i} variant="block" />
        ))}
      </SkeletonGroup>
    );
  else if (status === "error") body = <Notice retry={{ label: t("retry"), onRetry }}>{t("approve.failed")}</Notice>;
  else if (organizations.length === 0)
    body = (
      <EmptyState
        size="sm"
        headingLevel={2}
        title={t("approve.emptyTitle")}
        description={t("approve.emptyDescription")}
        action={
          <Button asChild variant="outline">
            <Link href={overviewHref}>{t("approve.toOverview")}</Link>
          </Button>
        }
      />
    );
  else
    body = (
      <>
        <div
          className="sticky top-0 z-10 flex flex-wrap items-center gap-3 rounded-lg border border-border bg-surface p-3"
          role="group"
          aria-label={t("approve.selected", { count: visible.length })}
        >
          <Checkbox
            label={t("approve.selectAll")}
            checked={allSelected ? true : visible.length ? "indeterminate" : false}
            onCheckedChange={(c) => setSelected(c === true ? organizations.map((o) => o.id) : [])}
          />
          <span className="text-fg-muted" aria-live="polite">
            {t("approve.selected", { count: visible.length })}
          </span>
          <span className="flex-1" />
          <Button disabled={!visible.length} onClick={() => ask(visible, "approve")}>
            {t("approve.approveSelected")}
          </Button>
          <Button variant="outline" disabled={!visible.length} onClick={() => ask(visible, "deny")}>
            {t("approve.denySelected")}
          </Button>
        </div>
        <ul className="m-0 flex list-none flex-col gap-4 p-0" aria-label={t("approve.title")}>
          {organizations.map((o) => {
            const headingId = `pending-${o.id}`;
            return (
              <li key={o.id}>
                <article
                  aria-labelledby={headingId}
                  className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-5"
                >
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <div className="flex items-start gap-3">
                      <Checkbox
                        label={<span className="sr-only">{t("approve.select", { name: o.name })}</span>}
                        checked={visible.includes(o.id)}
                        onCheckedChange={(c) =>
                          setSelected((s) => (c === true ? [...s, o.id] : s.filter((x) => x !== o.id)))
                        }
                      />
                      <div className="flex flex-col gap-1">
                        <h2 id={headingId} className="m-0 text-xl font-semibold">
                          <Link href={detailHref(o.id)} className="text-link underline-offset-4 hover:underline">
                            {o.name}
                          </Link>
                        </h2>
                        <p className="m-0 text-fg-muted">
                          {t(`types.${o.organizationType}`)}
                          {o.city ? ` · ${o.city}` : ""}
                        </p>
                        <p className="m-0 text-sm text-fg-muted">
                          {o.signedUpBy
                            ? t("approve.signedUpBy", {
                                name: o.signedUpBy.name,
                                email: o.signedUpBy.email,
                                date: formatDay(o.createdAt, locale),
                              })
                            : t("approve.signedUpOn", { date: formatDay(o.createdAt, locale) })}
                        </p>
                      </div>
                    </div>
                    <div className="flex flex-wrap gap-2">
                      <Button onClick={() => ask([o.id], "approve")}>{t("actions.approve")}</Button>
                      <Button variant="outline" onClick={() => ask([o.id], "deny")}>
                        {t("actions.deny")}
                      </Button>
                    </div>
                  </div>
                  <dl className="m-0 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                    {(
                      [
                        ["email", o.email],
                        ["phone", o.phone],
                        ["website", o.website],
                      ] as const
                    )
                      .filter(([, v]) => v)
                      .map(([k, v]) => (
                        <div key={k} className="contents">
                          <dt className="font-medium">{t(`fields.${k}`)}</dt>
                          <dd className="m-0 break-all">{v}</dd>
                        </div>
                      ))}
                  </dl>
                  {o.description ? (
                    <div
                      className="prose max-w-none text-sm"
                      // Sanitized on the server.
                      dangerouslySetInnerHTML={{ __html: o.description }}
                    />
                  ) : null}
                  {o.duplicates.length ? (
                    <div className="flex flex-col gap-2 rounded-lg border border-warning bg-surface-sunken p-3">
                      <h3 className="m-0 flex items-center gap-2 text-base font-semibold">
                        <AlertTriangle aria-hidden className="size-4" />
                        {t("approve.duplicates")}
                      </h3>
                      <ul className="m-0 flex list-none flex-col gap-1 p-0">
                        {o.duplicates.map((d) => (
                          <li key={d.id} className="flex flex-wrap items-center gap-2">
                            <Link href={detailHref(d.id)} className="text-link underline">
                              {d.name}
                            </Link>
                            <StatusBadge entity="organization" status={d.status} label={t(`statuses.${d.status}`)} />
                            <span className="text-sm text-fg-muted">
                              ({d.reasons.map((r) => t(`approve.duplicateReasons.${r}`)).join(", ")})
                            </span>
                          </li>
                        ))}
                      </ul>
                    </div>
                  ) : (
                    <p className="m-0 text-sm text-fg-muted">{t("approve.noDuplicates")}</p>
                  )}
                </article>
              </li>
            );
          })}
        </ul>
      </>
    );

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 py-4">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{t("approve.title")}</h1>
        <p className="text-fg-muted">{t("approve.intro")}</p>
      </div>
      {body}
      <ReasonDialog {...review.dialog} />
    </div>
  );
}
