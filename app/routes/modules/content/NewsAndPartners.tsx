import { useTranslation } from "react-i18next";
import { HomeNewsAndPartners } from "@features/content/HomeNewsAndPartners.tsx";
import { newsTeaserItem } from "@features/news/types.ts";
import { RouterLink } from "../../../layouts/RouterLink.tsx";
import { useNewestNews } from "../news/api.ts";
import { usePartners } from "../partners/api.ts";

/** The newest news and the partners on the home page (nothing while loading or when either fails). */
export function NewsAndPartners() {
  const { i18n } = useTranslation();
  const news = useNewestNews(3).data?.items ?? [];
  const partners = usePartners().data ?? [];
  return (
    <HomeNewsAndPartners
      news={news.map((n) => newsTeaserItem(n, i18n.language))}
      partners={partners}
      linkComponent={RouterLink}
    />
  );
}
