import { formatLongDate } from "@contract/amsterdam-time.ts";
import type { HelpRequestStatus } from "@contract/help-requests.ts";
import type { BadgeVariant } from "@ui/Badge/Badge.tsx";

/** The badge of each status: new stands out, matched is done, closed steps back. */
export const STATUS_BADGE: Record<HelpRequestStatus, BadgeVariant> = {
  new: "solid",
  matching: "warning",
  matched: "success",
  closed: "muted",
};

/** A date as the staff read it: 26 november 2026. */
export function formatDate(iso: string, locale: string) {
  return formatLongDate(iso, locale);
}
