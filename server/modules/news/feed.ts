/** The center's published news as an Atom 1.0 feed (RFC 4287). */
import type { NewsItemRow } from "../../db/schema.ts";

const xml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);

export interface FeedOptions {
  /** The center's base URL (no trailing slash). */
  base: string;
  centerName: string;
  centerKey: string;
  /** The feed's own URL. */
  self: string;
  title: string;
}

export function atomFeed(items: NewsItemRow[], o: FeedOptions): string {
  const updated = (items[0]?.publishedAt ?? new Date(0)).toISOString();
  const entries = items.map((n) => {
    const link = `${o.base}/nieuws/${encodeURIComponent(n.slug)}`;
    const published = (n.publishedAt ?? n.createdAt).toISOString();
    return [
      "  <entry>",
      `    <id>tag:volunteerly,${o.centerKey}:news:${n.id}</id>`,
      `    <title>${xml(n.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${xml(link)}"/>`,
      `    <published>${published}</published>`,
      `    <updated>${(n.updatedAt > (n.publishedAt ?? n.updatedAt) ? n.updatedAt : (n.publishedAt ?? n.updatedAt)).toISOString()}</updated>`,
      `    <author><name>${xml(n.authorName || o.centerName)}</name></author>`,
      n.summary ? `    <summary>${xml(n.summary)}</summary>` : null,
      n.body ? `    <content type="html">${xml(n.body)}</content>` : null,
      "  </entry>",
    ]
      .filter((l) => l !== null)
      .join("\n");
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>tag:volunteerly,${o.centerKey}:news</id>`,
    `  <title>${xml(o.title)}</title>`,
    `  <link rel="self" type="application/atom+xml" href="${xml(o.self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${xml(`${o.base}/nieuws`)}"/>`,
    `  <updated>${updated}</updated>`,
    `  <author><name>${xml(o.centerName)}</name></author>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}
