import { CalendarDays, Clock, MapPin, Navigation } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@ui/Badge/Badge.tsx";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardLink, CardTitle } from "@ui/Card/Card.tsx";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";
import { formatDistance, placeOf } from "./format.ts";
import type { Vacancy } from "./types.ts";
import { VacancyPicture } from "./VacancyPicture.tsx";

export interface VacancyCardProps {
  vacancy: Vacancy;
  href: string;
  linkComponent?: LinkComponent;
  /** Heading level of the title in the page's outline. */
  headingLevel?: 2 | 3;
  /** Below the fold: its picture loads when it comes near. */
  lazy?: boolean;
}

/** One vacancy in the vacancy bank: title (the card's link), organization, where, when, categories. */
export function VacancyCard({
  vacancy,
  href,
  linkComponent = PlainLink,
  headingLevel = 3,
  lazy = false,
}: VacancyCardProps) {
  const { t, i18n } = useTranslation("vacancies");
  const place = placeOf(vacancy);
  return (
    <Card interactive data-vacancy-id={vacancy.id} className="h-full">
      {/* On top, flush with the card's edges; one column on a phone, two from md (48rem) on, in at most 72rem. */}
      <VacancyPicture
        vacancy={vacancy}
        lazy={lazy}
        sizes="(min-width: 72rem) 34rem, (min-width: 48rem) 46vw, calc(100vw - 2rem)"
        className="-mt-5 rounded-t-xl"
      />
      <CardHeader>
        <CardTitle level={headingLevel}>
          <CardLink as={linkComponent} href={href}>
            {vacancy.title}
          </CardLink>
        </CardTitle>
        {vacancy.organization?.name ? <CardDescription>{vacancy.organization.name}</CardDescription> : null}
        {vacancy.shared ? (
          // Below the title, not beside it: beside it the badge squeezed the title onto three lines on a phone.
          <p data-slot="shared-badge" className="col-span-full mt-1">
            <Badge variant="accent" size="sm" wrap>
              {vacancy.sharedBy ? t("shared.by", { center: vacancy.sharedBy }) : t("shared.badge")}
            </Badge>
          </p>
        ) : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {vacancy.summary ? <p className="line-clamp-3 text-base text-fg">{vacancy.summary}</p> : null}
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-fg-muted [&_svg]:size-4 [&_svg]:shrink-0">
          <li className="flex items-center gap-1.5">
            <MapPin aria-hidden />
            {place ?? (vacancy.remote ? t("remote") : t("placeUnknown"))}
          </li>
          {vacancy.hoursPerWeek ? (
            <li className="flex items-center gap-1.5">
              <Clock aria-hidden />
              {t("hoursPerWeek", { count: vacancy.hoursPerWeek })}
            </li>
          ) : null}
          {vacancy.schedule ? (
            <li className="flex items-center gap-1.5">
              <CalendarDays aria-hidden />
              {t(`schedules.${vacancy.schedule}`)}
            </li>
          ) : null}
          {typeof vacancy.distanceKm === "number" ? (
            <li className="flex items-center gap-1.5">
              <Navigation aria-hidden />
              {t("distance", { distance: formatDistance(vacancy.distanceKm, i18n.language) })}
            </li>
          ) : null}
        </ul>
      </CardContent>
      {vacancy.categories.length > 0 ? (
        <CardFooter>
          <ul className="flex flex-wrap gap-1.5" aria-label={t("fields.categories")}>
            {vacancy.categories.map((c) => (
              <li key={c}>
                <Badge size="sm">{t(`categories.${c}`)}</Badge>
              </li>
            ))}
          </ul>
        </CardFooter>
      ) : null}
    </Card>
  );
}
