import { formatLongDate } from "@contract/amsterdam-time.ts";
import type { PoolInvitationState } from "@contract/volunteer-pool.ts";
import type { BadgeVariant } from "@ui/Badge/Badge.tsx";

/** The badge of an invitation's state: applied is the good news, viewed is on its way. */
export const STATE_BADGE: Record<PoolInvitationState, BadgeVariant> = {
  sent: "neutral",
  viewed: "info",
  applied: "success",
};

/** A date as the screens show it: 26 november 2026. */
export const formatDate = (iso: string, locale: string) => formatLongDate(iso, locale);
