import { CalendarDays, Clock, MapPin, Monitor } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@ui/Badge/Badge.tsx";
import { formatSessionDay, formatSessionTimes, placesLeft, type WorkshopSession } from "./types.ts";

/** Where a session is: the place, or online (with its note when there is one). */
export function useSessionPlace() {
  const { t } = useTranslation("workshops");
  return (s: WorkshopSession) =>
    s.online ? (s.location ? t("onlineAt", { place: s.location }) : t("online")) : (s.location ?? "");
}

/** The places of a session as a badge: cancelled, full (with the waiting list), or places left. */
export function PlacesBadge({ session: s }: { session: WorkshopSession }) {
  const { t } = useTranslation("workshops");
  if (s.cancelledAt) return <Badge variant="danger">{t("cancelled")}</Badge>;
  const left = placesLeft(s);
  if (left === 0)
    return <Badge variant="warning">{s.waitingCount ? t("fullWaiting", { count: s.waitingCount }) : t("full")}</Badge>;
  return <Badge variant="success">{t("placesLeft", { count: left })}</Badge>;
}

/** Day, time and place of a session on one wrapping line, with icons. */
export function SessionLine({ session: s }: { session: WorkshopSession }) {
  const { i18n } = useTranslation("workshops");
  const place = useSessionPlace();
  return (
    <span className="flex flex-wrap items-center gap-x-4 gap-y-1">
      <span className="inline-flex items-center gap-1.5">
        <CalendarDays aria-hidden className="size-4 shrink-0" />
        <span className="first-letter:uppercase">{formatSessionDay(s.startsAt, i18n.language)}</span>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Clock aria-hidden className="size-4 shrink-0" />
        {formatSessionTimes(s)}
      </span>
      <span className="inline-flex items-center gap-1.5">
        {s.online ? (
          <Monitor aria-hidden className="size-4 shrink-0" />
        ) : (
          <MapPin aria-hidden className="size-4 shrink-0" />
        )}
        {place(s)}
      </span>
    </span>
  );
}
