import { useTranslation } from "react-i18next";
import type { ApplicationStatus } from "@contract/applications.ts";
import { StatusBadge } from "@ui/Badge/StatusBadge.tsx";

/** An application's status as a badge with its translated label. */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation("applications");
  return <StatusBadge entity="application" status={status} label={t(`status.${status}`)} />;
}

/** A date in the active locale, e.g. '4 mei 2026'. */
export function formatDate(value: string | null | undefined, locale: string): string {
  if (!value) return "";
  const time = Date.parse(value);
  if (Number.isNaN(time)) return "";
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium" }).format(time);
}
