import { ArrowLeft, Clock, ExternalLink, Globe, Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@ui/Badge/Badge.tsx";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";
import { Notice } from "@ui/Notice/Notice.tsx";
import { Skeleton, SkeletonGroup } from "@ui/Skeleton/Skeleton.tsx";
import { capitalize, hoursByDay, osmUrl, routeUrl, type LoadState, type SocialMapEntry } from "./types.ts";

export interface SocialMapEntryScreenProps {
  state: LoadState;
  entry: SocialMapEntry | undefined;
  /** The list (with the visitor's search). */
  backHref: string;
  onRetry?: () => void;
  linkComponent?: LinkComponent;
}

const linkClass = "inline-flex min-h-11 items-center gap-2 text-link underline underline-offset-4 break-all";

/** /sociale-kaart/:id: one place with its address, contact, opening hours per weekday and a route link. */
export function SocialMapEntryScreen(props: SocialMapEntryScreenProps) {
  const { t } = useTranslation("social-map");
  const { state, entry: e, linkComponent: Link = PlainLink } = props;
  const back = (
    <Link
      href={props.backHref}
      className="inline-flex min-h-11 items-center gap-2 text-link underline underline-offset-4"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t("detail.back")}
    </Link>
  );
  if (state === "loading" || (state === "ready" && !e))
    return (
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
        {back}
        <SkeletonGroup label={t("detail.loading")} className="flex flex-col gap-4">
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-24" />
          <Skeleton className="h-48" />
        </SkeletonGroup>
      </div>
    );
  if (state === "failed" || !e)
    return (
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
        {back}
        <h1 className="m-0 text-3xl font-bold">{t("title")}</h1>
        <Notice retry={{ label: t("retry"), onRetry: props.onRetry }}>{t("detail.failed")}</Notice>
      </div>
    );

  const days = hoursByDay(e.openingHours);
  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      {back}
      <header className="flex flex-col gap-2">
        <Badge variant="info" className="self-start">
          {t(`categories.${e.category}`)}
        </Badge>
        <h1 className="m-0 text-3xl font-bold">{e.name}</h1>
        {e.description ? <p className="m-0 text-lg">{e.description}</p> : null}
      </header>

      <div className="grid gap-6 md:grid-cols-2">
        <Block icon={<MapPin />} title={t("detail.address")}>
          <address className="not-italic">
            {e.street ? (
              <>
                {[e.street, e.houseNumber].filter(Boolean).join(" ")}
                <br />
              </>
            ) : null}
            {[e.postcode, e.city].filter(Boolean).join(" ")}
          </address>
          <ul className="m-0 mt-2 flex list-none flex-col p-0">
            <li>
              <a href={routeUrl(e)} className={linkClass} rel="noopener noreferrer" target="_blank">
                <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
                {t("detail.route")}
                <span className="sr-only"> {t("detail.routeHint")}</span>
              </a>
            </li>
            <li>
              <a href={osmUrl(e)} className={linkClass} rel="noopener noreferrer" target="_blank">
                <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
                {t("detail.onMap")}
                <span className="sr-only"> {t("detail.routeHint")}</span>
              </a>
            </li>
          </ul>
        </Block>

        {e.phone || e.email || e.website ? (
          <Block icon={<Phone />} title={t("detail.contact")}>
            <dl className="m-0 flex flex-col gap-1">
              {e.phone ? (
                <Contact label={t("detail.phone")} icon={<Phone />}>
                  <a href={`tel:${e.phone.replace(/[^\d+]/g, "")}`} className={linkClass}>
                    {e.phone}
                  </a>
                </Contact>
              ) : null}
              {e.email ? (
                <Contact label={t("detail.email")} icon={<Mail />}>
                  <a href={`mailto:${e.email}`} className={linkClass}>
                    {e.email}
                  </a>
                </Contact>
              ) : null}
              {e.website ? (
                <Contact label={t("detail.website")} icon={<Globe />}>
                  <a href={e.website} className={linkClass} rel="noopener noreferrer">
                    {e.website.replace(/^https?:\/\//, "").replace(/\/$/, "")}
                  </a>
                </Contact>
              ) : null}
            </dl>
          </Block>
        ) : null}
      </div>

      <Block icon={<Clock />} title={t("detail.hours")}>
        {e.openingHours.length ? (
          <table className="w-full max-w-md border-collapse text-start">
            <caption className="sr-only">{t("detail.hours")}</caption>
            <tbody>
              {days.map(([day, periods]) => (
                <tr key={day} className="border-b border-border last:border-b-0">
                  <th scope="row" className="py-2 pe-4 text-start font-medium">
                    {capitalize(t(`days.${day}`))}
                  </th>
                  <td className="py-2">
                    {periods.length
                      ? periods.map((p) => t("detail.timeRange", { opens: p.opens, closes: p.closes })).join(", ")
                      : t("detail.closed")}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="m-0">{t("detail.noHours")}</p>
        )}
        {e.openingHoursNote ? <p className="m-0 mt-3 text-fg-muted">{e.openingHoursNote}</p> : null}
      </Block>
    </article>
  );
}

function Block({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-border bg-surface p-4 straight:rounded-none">
      <h2 className="m-0 mb-3 flex items-center gap-2 text-lg font-semibold">
        <span aria-hidden="true" className="text-fg-muted [&>svg]:size-5">
          {icon}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Contact({ label, icon, children }: { label: string; icon: ReactNode; children: ReactNode }) {
  return (
    <div className="flex items-center gap-2">
      <dt className="flex items-center gap-2">
        <span aria-hidden="true" className="text-fg-muted [&>svg]:size-4">
          {icon}
        </span>
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="m-0 min-w-0">{children}</dd>
    </div>
  );
}
