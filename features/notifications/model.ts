import type { NotificationKind } from "@contract/applications.ts";

/** A notification as the screen shows it (the API's attributes, camelCased). */
export interface NotificationItem {
  id: string;
  kind: NotificationKind | (string & {});
  title: string;
  body: string;
  /** App path to open, e.g. /applications/12. */
  link: string | null;
  readAt: string | null;
  createdAt: string;
}

/** Newest first; ties keep the higher id first (created later). */
export function newestFirst(items: readonly NotificationItem[]): NotificationItem[] {
  return [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || Number(b.id) - Number(a.id));
}

/** Pages of a "load more" list merged in order, without duplicates (an item can shift to the next page). */
export function mergePages(pages: readonly (readonly NotificationItem[])[]): NotificationItem[] {
  const seen = new Set<string>();
  const out: NotificationItem[] = [];
  for (const page of pages)
    for (const item of page) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      out.push(item);
    }
  return newestFirst(out);
}

/** The list after marking one (or all, with id undefined) read at `at`. */
export function markRead(items: readonly NotificationItem[], id: string | undefined, at: string): NotificationItem[] {
  return items.map((n) => ((id === undefined || n.id === id) && !n.readAt ? { ...n, readAt: at } : n));
}

/** Only in-app paths are followed; anything else (another site, javascript:) is ignored. */
export function safeLink(link: string | null | undefined): string | null {
  if (!link || !link.startsWith("/") || link.startsWith("//")) return null;
  return link;
}
