import type { FooterColumn } from "@ui/Footer/Footer.tsx";
import type { TopnavItem } from "@ui/Topnav/Topnav.tsx";
import type { MenuItem } from "@features/content/types.ts";
import { isActive } from "./navigation.ts";

/**
 * The center's header menu (/content/menu-items) as the header's items: each top-level item with
 * its children as sub-items (the header opens them from a disclosure button); the longest matching
 * one is the current page. Empty when the center has none.
 */
export function headerMenuItems(items: readonly MenuItem[], pathname: string): TopnavItem[] {
  const header = items.filter((i) => i.location === "header");
  const ordered = header
    .filter((i) => !i.parentId)
    .flatMap((top) => [top, ...header.filter((c) => c.parentId === top.id)]);
  const current = ordered
    .filter((i) => i.href.startsWith("/") && isActive(i.href, pathname, i.href === "/"))
    .sort((a, b) => b.href.length - a.href.length)[0];
  const toItem = (i: MenuItem): TopnavItem => ({ label: i.label, href: i.href, active: i === current });
  return header
    .filter((i) => !i.parentId)
    .map((top) => {
      const children = header.filter((c) => c.parentId === top.id).map(toItem);
      return children.length ? { ...toItem(top), children } : toItem(top);
    });
}

/**
 * The footer menu as footer columns: a top-level item with children is a column of its own (its
 * label the title), the other top-level items share one column titled `title`.
 */
export function footerMenuColumns(items: readonly MenuItem[], title: string): FooterColumn[] {
  const footer = items.filter((i) => i.location === "footer");
  const top = footer.filter((i) => !i.parentId);
  const childrenOf = (id: string) => footer.filter((c) => c.parentId === id);
  const loose = top.filter((i) => childrenOf(i.id).length === 0);
  const columns: FooterColumn[] = loose.length
    ? [{ title, links: loose.map((i) => ({ label: i.label, href: i.href })) }]
    : [];
  for (const parent of top.filter((i) => childrenOf(i.id).length > 0))
    columns.push({ title: parent.label, links: childrenOf(parent.id).map((c) => ({ label: c.label, href: c.href })) });
  return columns;
}
