import { useTranslation } from "react-i18next";
import type { LinkComponent } from "@ui/lib/link.ts";
import { ActivityCard } from "./ActivityCard.tsx";
import { formatShortDay, type Activity } from "./types.ts";

export interface HomeActivityCardsProps {
  items: readonly Activity[];
  hrefForActivity: (activity: Activity) => string;
  linkComponent?: LinkComponent;
}

/** The home page's activity cards, each under its day (HomeActivities loads them as they come near). */
export function HomeActivityCards({ items, hrefForActivity, linkComponent }: HomeActivityCardsProps) {
  const { i18n } = useTranslation("activities");
  return (
    <ul className="m-0 grid list-none grid-cols-1 gap-4 p-0 md:grid-cols-3">
      {items.map((a) => (
        <li key={a.id} className="flex flex-col gap-1">
          <p className="m-0 text-sm font-semibold text-fg-muted first-letter:uppercase">
            {formatShortDay(a.startsAt, i18n.language)}
          </p>
          <ActivityCard activity={a} href={hrefForActivity(a)} linkComponent={linkComponent} />
        </li>
      ))}
    </ul>
  );
}
