import { useParams, useSearchParams } from "react-router";
import { NewsDetailScreen } from "@features/news/NewsDetailScreen.tsx";
import { NewsListScreen } from "@features/news/NewsListScreen.tsx";
import { isApiError } from "../../../api/errors.ts";
import { useCurrentCenter } from "../../../centerProfile.ts";
import { RouterLink } from "../../../layouts/RouterLink.tsx";
import { useEntityPage } from "../../useEntityPage.ts";
import { useNewsFeedUrl, useNewsItem, useNewsPage } from "./api.ts";

/** /nieuws/:slug?: the list without a slug, one item with it. */
export default function News() {
  const { slug } = useParams();
  return slug ? <NewsDetail slug={slug} /> : <NewsList />;
}

function NewsList() {
  const [params] = useSearchParams();
  const raw = Number(params.get("pagina") ?? "1");
  const page = Number.isInteger(raw) && raw > 0 ? raw : 1;
  const query = useNewsPage(page);
  const center = useCurrentCenter();
  const feedUrl = useNewsFeedUrl();
  return (
    <NewsListScreen
      state={query.isPending ? "loading" : query.isError ? "failed" : "ready"}
      items={query.data?.items ?? []}
      page={page}
      pageCount={query.data?.pageCount ?? 1}
      hrefFor={(n) => (n === 1 ? "/nieuws" : `/nieuws?pagina=${n}`)}
      feedUrl={feedUrl}
      centerName={center.data?.name ?? ""}
      onRetry={() => void query.refetch()}
      linkComponent={RouterLink}
    />
  );
}

function NewsDetail({ slug }: { slug: string }) {
  const valid = /^[a-z0-9-]{1,100}$/.test(slug);
  const query = useNewsItem(slug);
  const center = useCurrentCenter();
  const feedUrl = useNewsFeedUrl();
  const notFound = !valid || (isApiError(query.error) && query.error.status === 404);
  useEntityPage(notFound, query.data?.title);
  if (notFound) return null;
  return (
    <NewsDetailScreen
      state={query.isPending ? "loading" : query.isError ? "failed" : "ready"}
      item={query.data}
      feedUrl={feedUrl}
      centerName={center.data?.name ?? ""}
      onRetry={() => void query.refetch()}
      linkComponent={RouterLink}
    />
  );
}
