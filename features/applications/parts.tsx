import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { ApplicationStatus } from "@contract/applications.ts";
import { StatusBadge } from "@ui/Badge/Badge.tsx";
import { Button } from "@ui/Button/Button.tsx";

/** An application's status as a badge with its translated label. */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation("applications");
  return <StatusBadge entity="application" status={status} label={t(`status.${status}`)} />;
}

/** A failure with a way to try again. */
export function Failure({
  message,
  retryLabel,
  onRetry,
}: {
  message: string;
  retryLabel: string;
  onRetry?: () => void;
}) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-danger bg-surface p-3 text-danger-fg"
    >
      <span>{message}</span>
      {onRetry ? (
        <Button variant="outline" onClick={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}

export function Notice({ tone, children }: { tone: "success" | "danger" | "info"; children: ReactNode }) {
  const classes = {
    success: "border-success text-fg",
    danger: "border-danger text-danger-fg",
    info: "border-border-strong text-fg",
  }[tone];
  return (
    <div
      role={tone === "danger" ? "alert" : "status"}
      className={`flex flex-col gap-2 rounded-lg border bg-surface p-3 ${classes}`}
    >
      {children}
    </div>
  );
}

/** A date in the active locale, e.g. '4 mei 2026'. */
export function formatDate(value: string | null | undefined, locale: string): string {
  if (!value) return "";
  const time = Date.parse(value);
  if (Number.isNaN(time)) return "";
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium" }).format(time);
}
