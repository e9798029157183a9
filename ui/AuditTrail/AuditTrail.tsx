import { History } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../Button/Button.tsx";
import { RelativeTime } from "../RelativeTime/RelativeTime.tsx";
import { Skeleton, SkeletonGroup } from "../Skeleton/Skeleton.tsx";
import { cn } from "../lib/cn.ts";

export interface AuditTrailItem {
  id: string;
  /** Who did it ("Anna de Vries"); null: the system or a deleted account (shown as `systemActorLabel`). */
  actor: string | null;
  /** What they did, as a sentence that follows the actor: "keurde de organisatie goed". */
  action: string;
  /** ISO time. */
  at: string;
  /** More about it: a reason, the changed fields, the role. */
  details?: ReactNode;
}

export interface AuditTrailProps {
  items: readonly AuditTrailItem[];
  status: "loading" | "error" | "success";
  /** The list's accessible name, e.g. "Geschiedenis". */
  label: string;
  /** Shown for an actor that is null, e.g. "Het systeem". */
  systemActorLabel: string;
  emptyText: string;
  errorText: string;
  retryLabel: string;
  onRetry?: () => void;
  loadingLabel: string;
  justNowLabel: string;
  /** BCP 47 locale of the times ("nl", "en"). */
  locale: string;
  /** A fixed "now" for stories and tests. */
  now?: Date | string;
  /** Below the list: a pager or a "more" button. */
  footer?: ReactNode;
  className?: string;
}

/**
 * The audit trail of an organization or an account: who did what, when (relative, the full date
 * in the title), with details. Data and text arrive as props (app/routes/modules/audit).
 */
export function AuditTrail({
  items,
  status,
  label,
  systemActorLabel,
  emptyText,
  errorText,
  retryLabel,
  onRetry,
  loadingLabel,
  justNowLabel,
  locale,
  now,
  footer,
  className,
}: AuditTrailProps) {
  if (status === "loading")
    return (
      <SkeletonGroup label={loadingLabel} className={cn("grid gap-3", className)}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} lines={2} />
        ))}
      </SkeletonGroup>
    );
  if (status === "error")
    return (
      <div
        role="alert"
        data-slot="audit-trail"
        data-state="error"
        className={cn("grid justify-items-start gap-2", className)}
      >
        <p className="text-fg">{errorText}</p>
        {onRetry ? (
          <Button variant="outline" size="sm" onClick={onRetry}>
            {retryLabel}
          </Button>
        ) : null}
      </div>
    );
  if (!items.length)
    return (
      <p data-slot="audit-trail" data-state="empty" className={cn("flex items-center gap-2 text-fg-muted", className)}>
        <History aria-hidden className="size-5 shrink-0" />
        {emptyText}
      </p>
    );
  return (
    <div data-slot="audit-trail" data-state="success" className={cn("grid gap-3", className)}>
      <ol aria-label={label} className="grid gap-0 border-s-2 border-border ps-4">
        {items.map((item) => (
          <li key={item.id} data-slot="audit-trail-item" className="relative grid gap-1 py-2">
            <span aria-hidden className="absolute top-4 -start-[calc(1rem+5px)] size-2 rounded-full bg-border-strong" />
            <p className="text-fg">
              <span className="font-semibold">{item.actor ?? systemActorLabel}</span> {item.action}
            </p>
            <p className="text-sm text-fg-muted">
              <RelativeTime date={item.at} justNowLabel={justNowLabel} locale={locale} now={now} />
            </p>
            {item.details ? <div className="text-sm text-fg">{item.details}</div> : null}
          </li>
        ))}
      </ol>
      {footer}
    </div>
  );
}
