import { useTranslation } from "react-i18next";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";
import { ActivityCard } from "./ActivityCard.tsx";
import { formatShortDay, type Activity } from "./types.ts";

export interface HomeActivitiesProps {
  /** The next few published activities; nothing is drawn without any. */
  items: readonly Activity[];
  calendarHref: string;
  hrefForActivity: (activity: Activity) => string;
  linkComponent?: LinkComponent;
}

/** The home page's upcoming activities (where the center has the calendar and activities are planned). */
export function HomeActivities({
  items,
  calendarHref,
  hrefForActivity,
  linkComponent: Link = PlainLink,
}: HomeActivitiesProps) {
  const { t, i18n } = useTranslation("activities");
  if (!items.length) return null;
  return (
    <section aria-labelledby="home-activities" className="flex flex-col gap-4">
      <h2 id="home-activities" className="text-2xl font-semibold">
        {t("home.title")}
      </h2>
      <ul className="m-0 grid list-none grid-cols-1 gap-4 p-0 md:grid-cols-3">
        {items.map((a) => (
          <li key={a.id} className="flex flex-col gap-1">
            <p className="m-0 text-sm font-semibold text-fg-muted first-letter:uppercase">
              {formatShortDay(a.startsAt, i18n.language)}
            </p>
            <ActivityCard activity={a} href={hrefForActivity(a)} linkComponent={Link} />
          </li>
        ))}
      </ul>
      <p className="m-0">
        <Link href={calendarHref} className="text-link underline underline-offset-4">
          {t("home.all")}
        </Link>
      </p>
    </section>
  );
}
