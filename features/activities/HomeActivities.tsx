import { useTranslation } from "react-i18next";
import { belowTheFold } from "@ui/lib/belowTheFold.tsx";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";
import type { Activity } from "./types.ts";

/** Below the fold of the home page: the cards' code comes as they come near (not with the first load). */
const Cards = belowTheFold(
  "home-activities",
  () => import("./HomeActivityCards.tsx").then((m) => m.HomeActivityCards),
  { idle: true, className: "min-h-44" },
);

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
  const { t } = useTranslation("activities");
  if (!items.length) return null;
  return (
    <section aria-labelledby="home-activities" className="flex flex-col gap-4">
      <h2 id="home-activities" className="text-2xl font-semibold">
        {t("home.title")}
      </h2>
      <Cards.Component items={items} hrefForActivity={hrefForActivity} linkComponent={Link} />
      <p className="m-0">
        <Link href={calendarHref} className="text-link underline underline-offset-4">
          {t("home.all")}
        </Link>
      </p>
    </section>
  );
}
