import { useTranslation } from "react-i18next";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";
import { belowTheFold } from "@ui/lib/belowTheFold.tsx";
import type { NewsTeaserItem } from "@ui/NewsTeaser/NewsTeaser.tsx";
import type { PartnerStripItem } from "@ui/PartnerStrip/PartnerStrip.tsx";

/** The news and the partners are below the fold of the home page: their code comes as they come near. */
const NewsTeaser = belowTheFold("home-news", () => import("@ui/NewsTeaser/NewsTeaser.tsx").then((m) => m.NewsTeaser), {
  idle: true,
});
const PartnerStrip = belowTheFold(
  "home-partners",
  () => import("@ui/PartnerStrip/PartnerStrip.tsx").then((m) => m.PartnerStrip),
  { idle: true },
);

export interface HomeNewsAndPartnersProps {
  /** The newest published news, already in the teaser's shape (dates formatted). */
  news: readonly NewsTeaserItem[];
  partners: readonly PartnerStripItem[];
  linkComponent?: LinkComponent;
}

/** The home page's newest news and the center's partners; a section only when it has something to show. */
export function HomeNewsAndPartners({ news, partners, linkComponent: Link = PlainLink }: HomeNewsAndPartnersProps) {
  const { t } = useTranslation("content");
  return (
    <>
      {news.length > 0 ? (
        <section aria-labelledby="home-news" className="flex flex-col gap-4">
          <h2 id="home-news" className="text-2xl font-semibold">
            {t("home.newsTitle")}
          </h2>
          <NewsTeaser.Component
            items={news}
            label={t("home.newsList")}
            headingLevel={3}
            variant="grid"
            linkComponent={Link}
          />
          <p>
            <Link href="/nieuws" className="text-link underline underline-offset-4">
              {t("home.allNews")}
            </Link>
          </p>
        </section>
      ) : null}
      {partners.length > 0 ? (
        <section aria-labelledby="home-partners" className="flex flex-col gap-4">
          <h2 id="home-partners" className="text-2xl font-semibold">
            {t("home.partnersTitle")}
          </h2>
          <PartnerStrip.Component
            partners={partners}
            label={t("home.partnersList")}
            linkHint={t("home.partnerLinkHint")}
            variant="strip"
            headingLevel={3}
          />
        </section>
      ) : null}
    </>
  );
}
