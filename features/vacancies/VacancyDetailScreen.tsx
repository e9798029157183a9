import { ArrowLeft, Info } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { uploadSrcSet } from "@contract/vacancies.ts";
import { Badge } from "@ui/Badge/Badge.tsx";
import { Button } from "@ui/Button/Button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "@ui/Card/Card.tsx";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";
import { Skeleton, SkeletonGroup } from "@ui/Skeleton/Skeleton.tsx";
import { formatDate } from "./format.ts";
import type { Vacancy } from "./types.ts";
import { VacancyPicture } from "./VacancyPicture.tsx";
import { Notice } from "@ui/Notice/Notice.tsx";

import { RICH_TEXT_CLASSES } from "@ui/lib/richText.ts";

export { RICH_TEXT_CLASSES };

export interface VacancyDetailScreenProps {
  status: "loading" | "error" | "success";
  vacancy?: Vacancy;
  /** What a visitor or volunteer can do: sign in to apply, or the apply action itself. */
  applyArea: ReactNode;
  onRetry?: () => void;
  backHref?: string;
  linkComponent?: LinkComponent;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 border-b border-border py-2 last:border-b-0 sm:grid sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="font-semibold text-fg">{label}</dt>
      <dd className="text-fg">{children}</dd>
    </div>
  );
}

/** /vacancies/{id}: everything about one vacancy, and the way to respond. */
export function VacancyDetailScreen({
  status,
  vacancy: v,
  applyArea,
  onRetry,
  backHref = "/vacancies/search",
  linkComponent: Link = PlainLink,
}: VacancyDetailScreenProps) {
  const { t, i18n } = useTranslation("vacancies");
  const locale = i18n.language;
  const back = (
    <Link href={backHref} className="inline-flex items-center gap-1 text-link underline underline-offset-4">
      <ArrowLeft aria-hidden className="size-4" />
      {t("detail.back")}
    </Link>
  );

  if (status === "loading" || (status === "success" && !v)) {
    return (
      // As tall as the screen: the footer stays below the fold until the vacancy is there (it would
      // otherwise be pushed down when it arrives, a layout shift).
      <SkeletonGroup
        label={t("detail.loading")}
        className="mx-auto flex min-h-svh w-full max-w-5xl flex-col gap-4 py-4"
      >
        <Skeleton variant="text" className="text-3xl" width="60%" />
        <Skeleton variant="text" width="30%" />
        <Skeleton variant="block" className="aspect-video w-full lg:max-w-[42rem]" />
        <Skeleton variant="text" lines={4} />
      </SkeletonGroup>
    );
  }
  if (status === "error" || !v) {
    return (
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-4 py-4">
        {back}
        <Notice retry={{ label: t("retry"), onRetry }}>{t("detail.failed")}</Notice>
      </div>
    );
  }

  const closed = v.status !== "published";
  const address = v.address;
  const street = [address?.street, address?.houseNumber].filter(Boolean).join(" ");
  const cityLine = [address?.postcode ?? v.postcode, address?.city ?? v.city].filter(Boolean).join(" ");
  const location = v.remote ? t("remote") : [street, cityLine].filter(Boolean).join(", ") || t("placeUnknown");
  const period =
    v.startDate && v.endDate
      ? t("detail.period", { start: formatDate(v.startDate, locale), end: formatDate(v.endDate, locale) })
      : v.startDate
        ? t("detail.from", { start: formatDate(v.startDate, locale) })
        : v.endDate
          ? t("detail.until", { end: formatDate(v.endDate, locale) })
          : null;
  const hasContact = v.contactName || v.contactEmail || v.contactPhone;

  return (
    <article className="mx-auto flex w-full max-w-5xl flex-col gap-6 py-4" aria-labelledby="vacancy-title">
      {back}
      <header className="flex flex-col gap-2">
        <h1 id="vacancy-title" className="text-3xl font-bold tracking-tight">
          {v.title}
        </h1>
        {v.organization?.name ? (
          <p className="flex items-center gap-3 text-lg text-fg-muted">
            {v.organizationLogoUrl ? (
              // Decorative: the name stands beside it.
              <img
                src={v.organizationLogoUrl}
                // 40 px wide: the browser takes the smallest WebP variant, not the uploaded original.
                srcSet={uploadSrcSet(v.organizationLogoUrl) ?? undefined}
                sizes={uploadSrcSet(v.organizationLogoUrl) ? "40px" : undefined}
                alt=""
                width={40}
                height={40}
                decoding="async"
                data-slot="organization-logo"
                className="size-10 shrink-0 rounded-md border border-border bg-surface object-contain p-0.5"
              />
            ) : null}
            {v.organization.name}
          </p>
        ) : null}
        {v.shared ? (
          <p>
            <Badge variant="accent">{v.sharedBy ? t("shared.by", { center: v.sharedBy }) : t("shared.badge")}</Badge>
          </p>
        ) : null}
      </header>

      {closed ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-lg border border-border-strong bg-surface-sunken p-4"
        >
          <Info aria-hidden className="mt-0.5 size-5 shrink-0" />
          {t("detail.closed")}
        </p>
      ) : null}

      <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <VacancyPicture
            vacancy={v}
            // At most 64rem wide; from lg on the image column is that minus the 20rem side column and the gap.
            sizes="(min-width: 64rem) 42rem, calc(100vw - 2rem)"
            className="rounded-xl border border-border"
          />
          {v.summary ? <p className="text-lg">{v.summary}</p> : null}
          {v.description ? (
            <section aria-labelledby="vacancy-description" className="flex flex-col gap-3">
              <h2 id="vacancy-description" className="text-2xl font-semibold">
                {t("detail.whatYouDo")}
              </h2>
              {/* The server sanitizes this to p, br, strong, em, ul, ol, li, a[href], h2, h3. */}
              <div className={RICH_TEXT_CLASSES} dangerouslySetInnerHTML={{ __html: v.description }} />
            </section>
          ) : null}
          <section aria-labelledby="vacancy-facts" className="flex flex-col gap-3">
            <h2 id="vacancy-facts" className="text-2xl font-semibold">
              {t("detail.practical")}
            </h2>
            <dl>
              <Fact label={t("fields.location")}>{location}</Fact>
              {v.hoursPerWeek ? (
                <Fact label={t("fields.hoursPerWeek")}>{t("hoursPerWeek", { count: v.hoursPerWeek })}</Fact>
              ) : null}
              {v.schedule ? <Fact label={t("fields.schedule")}>{t(`schedules.${v.schedule}`)}</Fact> : null}
              {period ? <Fact label={t("detail.when")}>{period}</Fact> : null}
              {v.positions ? (
                <Fact label={t("fields.positions")}>{t("detail.positions", { count: v.positions })}</Fact>
              ) : null}
              {v.minimumAge ? (
                <Fact label={t("fields.minimumAge")}>{t("detail.minimumAge", { age: v.minimumAge })}</Fact>
              ) : null}
              <Fact label={t("fields.vog")}>
                {v.vogRequired ? t("detail.vogRequired") : t("detail.vogNotRequired")}
              </Fact>
              {v.categories.length ? (
                <Fact label={t("fields.categories")}>{v.categories.map((c) => t(`categories.${c}`)).join(", ")}</Fact>
              ) : null}
              {v.skills.length ? <Fact label={t("fields.skills")}>{v.skills.join(", ")}</Fact> : null}
              {v.targetGroups.length ? <Fact label={t("fields.targetGroups")}>{v.targetGroups.join(", ")}</Fact> : null}
            </dl>
          </section>
        </div>

        <aside className="flex flex-col gap-4" aria-label={t("detail.respond")}>
          {closed ? null : (
            <Card variant="raised">
              <CardHeader>
                <CardTitle level={2}>{t("detail.interested")}</CardTitle>
              </CardHeader>
              <CardContent className="flex flex-col gap-3">{applyArea}</CardContent>
            </Card>
          )}
          {hasContact ? (
            <Card>
              <CardHeader>
                <CardTitle level={2}>{t("fields.contact")}</CardTitle>
              </CardHeader>
              <CardContent>
                <ul className="flex flex-col gap-1">
                  {v.contactName ? <li>{v.contactName}</li> : null}
                  {v.contactEmail ? (
                    <li>
                      <a href={`mailto:${v.contactEmail}`} className="break-all text-link underline underline-offset-4">
                        {v.contactEmail}
                      </a>
                    </li>
                  ) : null}
                  {v.contactPhone ? (
                    <li>
                      <a
                        href={`tel:${v.contactPhone.replace(/[^\d+]/g, "")}`}
                        className="text-link underline underline-offset-4"
                      >
                        {v.contactPhone}
                      </a>
                    </li>
                  ) : null}
                </ul>
              </CardContent>
            </Card>
          ) : null}
        </aside>
      </div>
    </article>
  );
}

export interface VisitorApplyAreaProps {
  loginHref: string;
  signupHref: string;
  linkComponent?: LinkComponent;
}

/** The apply area for a visitor: sign in to respond, or sign up first. */
export function VisitorApplyArea({ loginHref, signupHref, linkComponent: Link = PlainLink }: VisitorApplyAreaProps) {
  const { t } = useTranslation("vacancies");
  return (
    <>
      <p className="text-fg-muted">{t("detail.signInToApply")}</p>
      <Button asChild>
        <Link href={loginHref}>{t("detail.apply")}</Link>
      </Button>
      <p>
        <Link href={signupHref} className="text-link underline underline-offset-4">
          {t("detail.noAccount")}
        </Link>
      </p>
    </>
  );
}

export interface SharedApplyAreaProps {
  /** Name of the center that shares the vacancy (`sharedBy`), when known. */
  center: string | null;
}

/**
 * The apply area of a vacancy another center shares: applications go to the sharing center, so
 * this center's form would only fail. Says where to respond instead.
 */
export function SharedApplyArea({ center }: SharedApplyAreaProps) {
  const { t } = useTranslation("vacancies");
  return (
    <p className="text-fg-muted">{center ? t("detail.sharedApply", { center }) : t("detail.sharedApplyUnknown")}</p>
  );
}
