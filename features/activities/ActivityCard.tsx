import { Building2, Clock, MapPin, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@ui/Badge/Badge.tsx";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";
import { distinctOrganizer, formatTimes, placesLeft, type Activity } from "./types.ts";

/** The line about signing up: places left, full, by the organizer's link, or nothing needed. */
export function RegistrationLine({ activity }: { activity: Activity }) {
  const { t } = useTranslation("activities");
  const left = placesLeft(activity);
  if (activity.registrationUrl) return <>{t("registration.byLink")}</>;
  if (left === null) return <>{t("registration.none")}</>;
  if (left === 0) return <>{t("registration.full")}</>;
  return <>{t("registration.placesLeft", { count: left, capacity: activity.capacity })}</>;
}

export interface ActivityCardProps {
  activity: Activity;
  href: string;
  /** The heading level of the title (2 on the home page, 3 under a day's heading). */
  level?: 2 | 3;
  linkComponent?: LinkComponent;
}

/** One activity in a list: its title (the link to its details), time, place, organizer (when not the place), kind and places. */
export function ActivityCard({ activity: a, href, level = 3, linkComponent: Link = PlainLink }: ActivityCardProps) {
  const { t, i18n } = useTranslation("activities");
  const Heading = level === 2 ? "h2" : "h3";
  const organizer = distinctOrganizer(a);
  return (
    <article className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-4 straight:rounded-none">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading className="m-0 text-lg font-semibold">
          <Link href={href} className="text-fg underline underline-offset-4 hover:text-link">
            {a.title}
          </Link>
        </Heading>
        <Badge variant="info">{t(`category.${a.category}`)}</Badge>
      </div>
      <ul className="m-0 flex list-none flex-col gap-1 p-0 text-fg-muted">
        <li className="flex items-center gap-2">
          <Clock aria-hidden className="size-4 shrink-0" />
          <span>
            <span className="sr-only">{t("when")}: </span>
            {formatTimes(a, i18n.language)}
          </span>
        </li>
        {a.location ? (
          <li className="flex items-center gap-2">
            <MapPin aria-hidden className="size-4 shrink-0" />
            <span>
              <span className="sr-only">{t("where")}: </span>
              {a.location}
            </span>
          </li>
        ) : null}
        {organizer ? (
          <li className="flex items-center gap-2" data-slot="activity-organizer">
            <Building2 aria-hidden className="size-4 shrink-0" />
            <span>
              <span className="sr-only">{t("detail.organization")}: </span>
              {organizer}
            </span>
          </li>
        ) : null}
        <li className="flex items-center gap-2">
          <Users aria-hidden className="size-4 shrink-0" />
          <span>
            <RegistrationLine activity={a} />
          </span>
        </li>
      </ul>
    </article>
  );
}
