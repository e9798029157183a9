import { useTranslation } from "react-i18next";
import { formatLongDate } from "@contract/amsterdam-time.ts";
import type { ApplicationStatus } from "@contract/applications.ts";
import { StatusBadge } from "@ui/Badge/StatusBadge.tsx";

/** An application's status as a badge with its translated label. */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation("applications");
  return <StatusBadge entity="application" status={status} label={t(`status.${status}`)} />;
}

/** A date in the active locale, on the Dutch clock: '4 mei 2026' ('4 May 2026'). */
export function formatDate(value: string | null | undefined, locale: string): string {
  if (!value) return "";
  const time = Date.parse(value);
  if (Number.isNaN(time)) return "";
  return formatLongDate(new Date(time), locale);
}
