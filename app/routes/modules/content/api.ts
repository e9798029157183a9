import { useQuery } from "@tanstack/react-query";
import type { MenuLocation } from "@contract/content.ts";
// The first load's own paths (contract/publicPaths.ts), not every endpoint's.
import { PUBLIC_API_PATHS as API_PATHS } from "@contract/publicPaths.ts";
import type { ContentPage, MenuItem } from "@features/content/types.ts";
import type { ApiClient } from "../../../api/client.ts";
import { useServices } from "../../../services.tsx";

/** Every cached content query starts with this key; invalidate it after a change. */
export const CONTENT_KEY = ["content"] as const;
export const MENU_KEY = [...CONTENT_KEY, "menu"] as const;

const toPage = (raw: ContentPage): ContentPage => ({ ...raw, blocks: raw.blocks ?? [] });

/** The page at a slug ('' is the home page): published for visitors, drafts too for center staff. */
export async function fetchPageBySlug(client: ApiClient, slug: string, signal?: AbortSignal) {
  const filter = slug ? { slug_eq: slug } : { home_eq: "true" };
  const res = await client.get<ContentPage[]>(API_PATHS.contentPages, { query: { filter }, signal });
  const page = (res.data ?? [])[0];
  return page ? toPage(page) : null;
}

export async function fetchPage(client: ApiClient, id: string, signal?: AbortSignal) {
  return toPage((await client.get<ContentPage>(API_PATHS.contentPage(id), { signal })).data);
}

export interface PageListQuery {
  title?: string;
  status?: string;
  page: number;
}
export const PAGE_LIST_SIZE = 25;

export async function listPages(client: ApiClient, q: PageListQuery, signal?: AbortSignal) {
  const filter: Record<string, string> = {};
  if (q.title) filter.title_cont = q.title;
  if (q.status) filter.status_eq = q.status;
  const res = await client.get<ContentPage[]>(API_PATHS.contentPages, {
    query: { filter, sort: "slug", page: { number: q.page, size: PAGE_LIST_SIZE } },
    signal,
  });
  return { pages: (res.data ?? []).map(toPage), total: Number(res.meta.total_count ?? 0) };
}

export async function fetchMenu(client: ApiClient, signal?: AbortSignal): Promise<MenuItem[]> {
  return (await client.get<MenuItem[]>(API_PATHS.menuItems, { signal })).data ?? [];
}

/** The center's menus (both locations, in order); a change shows on the next page a visitor opens. */
export function useMenu() {
  const { client } = useServices();
  return useQuery({ queryKey: MENU_KEY, queryFn: ({ signal }) => fetchMenu(client, signal), staleTime: 30_000 });
}

export interface MenuTree {
  item: MenuItem;
  children: MenuItem[];
}

/** The items of one menu as top-level items with their children, in order. */
export function menuTree(items: readonly MenuItem[], location: MenuLocation): MenuTree[] {
  const own = items.filter((i) => i.location === location);
  return own
    .filter((i) => !i.parentId)
    .sort((a, b) => a.position - b.position)
    .map((item) => ({
      item,
      children: own.filter((c) => c.parentId === item.id).sort((a, b) => a.position - b.position),
    }));
}
