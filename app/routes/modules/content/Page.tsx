import { useQuery } from "@tanstack/react-query";
import { useSetAtom } from "../../../lib/atoms.ts";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { ContentPageScreen } from "@features/content/ContentPageScreen.tsx";
import { HomeScreen } from "@features/content/HomeScreen.tsx";
import type { CenterContact, VacancyListBlock } from "@features/content/types.ts";
import { belowTheFold } from "@ui/lib/belowTheFold.tsx";
import { isApiError } from "../../../api/errors.ts";
import { useCurrentCenter } from "../../../centerProfile.ts";
import { screenErrorAtom } from "../../../errors/state.ts";
import { RouterLink } from "../../../layouts/RouterLink.tsx";
import { useServices } from "../../../services.tsx";
import { pageTitle } from "../../Root.tsx";
import { useSiteTheme } from "../../../theme.ts";
import { CONTENT_KEY, fetchPageBySlug } from "./api.ts";

/**
 * The vacancy cards of the home page and of a content page's vacancy-list block: links, which work
 * without their code, so a first view keeps the server's cards (drawn with their data) until the
 * visitor does something or the page is idle, and the cards' code (the vacancy bank's shared chunk)
 * is no part of the home page's first load (issue 18). Drawn by the app, they load at once.
 */
const vacancyList = belowTheFold("vacancy-list", () => import("./VacancyList.tsx").then((m) => m.VacancyList), {
  className: "contents",
  idle: true,
  onView: false,
});

export const renderVacancyList = (block: VacancyListBlock) => (
  <vacancyList.Component query={block.query} limit={block.limit} />
);

/** The center's contact details for the contact block, from its profile. */
export function useContact(): CenterContact {
  const theme = useSiteTheme();
  const p = useCurrentCenter().data?.profile;
  const street = [p?.street, p?.houseNumber].filter(Boolean).join(" ");
  const place = [p?.postcode, p?.city].filter(Boolean).join(" ");
  return {
    name: p?.name ?? theme.name,
    email: p?.email,
    phone: p?.phone,
    address: [street, place].filter(Boolean).join(", ") || null,
    contactName: p?.contactName,
    contactRole: p?.contactRole,
  };
}

/** The content page of a slug ('' is the home page), published, or a draft for center staff. */
function usePage(slug: string) {
  const { client } = useServices();
  return useQuery({
    queryKey: [...CONTENT_KEY, "slug", slug],
    queryFn: ({ signal }) => fetchPageBySlug(client, slug, signal),
  });
}

/**
 * The home page's next activities and its newest news and partners sit below the first screen: a
 * first view keeps the server's markup (drawn with their data) until the visitor does something or
 * the page is idle, so their code (queries, formatting) is no part of that first load. Drawn by the
 * app, they load at once. `contents`: an empty section leaves no gap in the page's column.
 */
const homeActivities = belowTheFold(
  "home-activities",
  () => import("../activities/Home.tsx").then((m) => m.HomeActivitiesBlock),
  { className: "contents", idle: true, onView: false },
);
const newsAndPartners = belowTheFold(
  "home-news-and-partners",
  () => import("./NewsAndPartners.tsx").then((m) => m.NewsAndPartners),
  { className: "contents", idle: true, onView: false },
);

function Home() {
  const navigate = useNavigate();
  const query = usePage("");
  const contact = useContact();
  return (
    <HomeScreen
      centerName={contact.name}
      page={query.data ?? null}
      onSearch={(q) => void navigate(q ? `/vacancies/search?q=${encodeURIComponent(q)}` : "/vacancies/search")}
      vacancies={<vacancyList.Component query="sort=newest" limit={6} />}
      activities={<homeActivities.Component />}
      newsAndPartners={<newsAndPartners.Component />}
      renderVacancyList={renderVacancyList}
      contact={contact}
      linkComponent={RouterLink}
    />
  );
}

export function ContentPage({ slug }: { slug: string }) {
  const { t } = useTranslation("errors");
  const theme = useSiteTheme();
  const query = usePage(slug);
  const contact = useContact();
  const setScreenError = useSetAtom(screenErrorAtom);
  const notFound = query.data === null || (isApiError(query.error) && query.error.status === 404);
  useEffect(() => {
    if (notFound) setScreenError({ status: 404 });
  }, [notFound, setScreenError]);
  // The page's own title in the tab (the route's title is the home page's).
  const title = notFound ? t("notFound.title") : query.data?.title;
  useEffect(() => {
    if (title) document.title = pageTitle(title, theme.name);
  }, [title, theme.name]);
  useEffect(() => {
    const description = query.data?.seoDescription;
    if (!description) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement("meta");
      meta.name = "description";
      document.head.append(meta);
    }
    const before = meta.content;
    meta.content = description;
    return () => {
      meta.content = before;
    };
  }, [query.data?.seoDescription]);
  if (notFound) return null;
  return (
    <ContentPageScreen
      status={query.isPending ? "loading" : query.isError ? "error" : "success"}
      page={query.data ?? undefined}
      onRetry={() => void query.refetch()}
      preview
      renderVacancyList={renderVacancyList}
      contact={contact}
      linkComponent={RouterLink}
    />
  );
}

/** `/:slug?`: the home page at `/`, a content page at any other slug, the 404 screen for an unknown one. */
export default function Page() {
  const { slug = "" } = useParams();
  return slug ? <ContentPage slug={slug} /> : <Home />;
}
