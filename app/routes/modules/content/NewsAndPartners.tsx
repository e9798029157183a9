import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { HomeNewsAndPartners } from "@features/content/HomeNewsAndPartners.tsx";
import { newsTeaserItem } from "@features/news/types.ts";
import { RouterLink } from "../../../layouts/RouterLink.tsx";
import { useNewestNews } from "../news/api.ts";
import { usePartners } from "../partners/api.ts";

const NO_PARTNERS: never[] = [];

/** The newest news and the partners on the home page (nothing while loading or when either fails). */
export function NewsAndPartners() {
  const { i18n } = useTranslation();
  const items = useNewestNews(3).data?.items;
  // The same items for the same data: the news teaser is a part of its own, which a first view keeps
  // as the server drew it until its code is wanted; new props before then would make React throw
  // the server's markup away and draw it anew (an empty part meanwhile).
  const news = useMemo(() => (items ?? []).map((n) => newsTeaserItem(n, i18n.language)), [items, i18n.language]);
  const partners = usePartners().data ?? NO_PARTNERS;
  return <HomeNewsAndPartners news={news} partners={partners} linkComponent={RouterLink} />;
}
