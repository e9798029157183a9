/**
 * Found and shared well (issue 16): per center, on its own host and from its configured base URL,
 *   GET /sitemap.xml   the published content pages, news items, partners page and vacancies
 *   GET /robots.txt    the public site open, the staff areas and the API closed, the sitemap named
 * and, for the page the server sends (server/web/static.ts), the description, Open Graph tags and
 * structured data (JSON-LD: Organization for the center, NewsArticle for a news item, JobPosting
 * with employmentType VOLUNTEER for a vacancy). Only what a visitor may read: drafts, news not yet
 * published, vacancies that are not published and other centers' vacancies stay out.
 */
import { and, asc, count, desc, eq, lte } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { baseUrlOf, centerBaseUrl, inTenant, type Services } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import {
  contentPages,
  newsItems,
  organizations,
  partners,
  vacancies,
  type Center,
  type NewsItemRow,
} from "../../db/schema.ts";

export const SITEMAP_PATH = "/sitemap.xml";
export const ROBOTS_PATH = "/robots.txt";

/** The search engines' limit per sitemap file. */
const SITEMAP_MAX = 50_000;

const xml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);

const day = (d: Date) => d.toISOString().slice(0, 10);
const later = (a: Date, b: Date | null) => (b && b > a ? b : a);

export interface SitemapEntry {
  /** Path on the center's host ('/' for the home page). */
  path: string;
  lastmod: Date | null;
}

/** Every public page of the center, the home page first. */
export async function sitemapEntries(tx: Tx, centerId: number, now: Date): Promise<SitemapEntry[]> {
  const pages = await tx
    .select({ slug: contentPages.slug, updatedAt: contentPages.updatedAt, publishedAt: contentPages.publishedAt })
    .from(contentPages)
    .where(and(eq(contentPages.centerId, centerId), eq(contentPages.status, "published")))
    .orderBy(asc(contentPages.slug));
  const news = await tx
    .select({ slug: newsItems.slug, updatedAt: newsItems.updatedAt, publishedAt: newsItems.publishedAt })
    .from(newsItems)
    .where(and(eq(newsItems.centerId, centerId), eq(newsItems.status, "published"), lte(newsItems.publishedAt, now)))
    .orderBy(desc(newsItems.publishedAt), desc(newsItems.id));
  const [partnerCount] = await tx.select({ n: count() }).from(partners).where(eq(partners.centerId, centerId));
  // Only the center's own vacancies: one shared with it has its home (and canonical URL) elsewhere.
  const jobs = await tx
    .select({ id: vacancies.id, updatedAt: vacancies.updatedAt })
    .from(vacancies)
    .where(and(eq(vacancies.centerId, centerId), eq(vacancies.status, "published")))
    .orderBy(desc(vacancies.publishedAt), desc(vacancies.id))
    .limit(SITEMAP_MAX);
  const home = pages.find((p) => p.slug === "");
  const entries: SitemapEntry[] = [
    { path: "/", lastmod: home ? later(home.updatedAt, home.publishedAt) : null },
    ...pages
      .filter((p) => p.slug !== "")
      .map((p) => ({ path: `/${p.slug}`, lastmod: later(p.updatedAt, p.publishedAt) })),
    { path: "/vacancies/search", lastmod: null },
    ...(news.length ? [{ path: "/nieuws", lastmod: news[0]!.publishedAt }] : []),
    ...news.map((n) => ({ path: `/nieuws/${encodeURIComponent(n.slug)}`, lastmod: later(n.updatedAt, n.publishedAt) })),
    ...(partnerCount && partnerCount.n > 0 ? [{ path: "/partners", lastmod: null }] : []),
    ...jobs.map((v) => ({ path: `/vacancies/${v.id}`, lastmod: v.updatedAt })),
  ];
  return entries.slice(0, SITEMAP_MAX);
}

export function sitemapXml(base: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (e) =>
      `  <url><loc>${xml(`${base}${e.path}`)}</loc>${e.lastmod ? `<lastmod>${day(e.lastmod)}</lastmod>` : ""}</url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/**
 * The staff areas, the signed-in pages and the API are closed; the public site is open. Paths that
 * a public page shares a prefix with (/vacancies, /organizations) are closed exactly ('$').
 */
const CLOSED = [
  "/api/",
  "/auth/",
  "/dev/",
  "/analytics",
  "/applications",
  "/content",
  "/conversations",
  "/dashboard",
  "/forms/",
  "/mijn-overzicht",
  "/notificaties",
  "/notification_templates",
  "/organizations$",
  "/organizations/*/",
  "/profiel",
  "/profile-edit",
  "/profile-replies",
  "/settings",
  "/switch",
  "/uitloggen",
  "/users",
  "/vacancies$",
  "/vacancies/add",
  "/vacancies/bulk-edit",
  "/vacancies/*/edit",
  "/vrijwilligerspool",
];

export function robotsTxt(base: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Allow: /organizations/signup",
    ...CLOSED.map((p) => `Disallow: ${p}`),
    "",
    `Sitemap: ${base}${SITEMAP_PATH}`,
    "",
  ].join("\n");
}

/** What the page's <head> tells search engines and link previews. */
export interface PageMeta {
  title: string;
  description: string | null;
  /** The page's canonical URL. */
  url: string;
  image: string | null;
  imageAlt: string | null;
  type: "website" | "article";
  jsonLd: Record<string, unknown>[];
}

const absolute = (base: string, url: string | null | undefined) =>
  !url ? null : /^https?:\/\//i.test(url) ? url : url.startsWith("/") ? `${base}${url}` : null;

/** Text of sanitized HTML, shortened to a description's length. */
export function plainText(html: string | null | undefined, max = 200): string | null {
  if (!html) return null;
  const text = html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
  if (!text) return null;
  return text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, "")}…`;
}

/** schema.org Organization of the center. */
export function organizationLd(center: Center, base: string): Record<string, unknown> {
  const address =
    center.street || center.city
      ? {
          "@type": "PostalAddress",
          ...(center.street ? { streetAddress: [center.street, center.houseNumber].filter(Boolean).join(" ") } : {}),
          ...(center.postcode ? { postalCode: center.postcode } : {}),
          ...(center.city ? { addressLocality: center.city } : {}),
          addressCountry: "NL",
        }
      : null;
  const logo = absolute(base, center.websiteLogoUrl);
  const sameAs = (center.socialLinks ?? []).map((s) => s.url).filter((u): u is string => /^https?:\/\//.test(u ?? ""));
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${base}/#organization`,
    name: center.name,
    url: `${base}/`,
    ...(logo ? { logo } : {}),
    ...(center.email ? { email: center.email } : {}),
    ...(center.phone ? { telephone: center.phone } : {}),
    ...(address ? { address } : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
}

export function newsArticleLd(item: NewsItemRow, center: Center, base: string): Record<string, unknown> {
  const image = absolute(base, item.imageUrl);
  const published = (item.publishedAt ?? item.createdAt).toISOString();
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: item.title.slice(0, 110),
    ...(item.summary ? { description: item.summary } : {}),
    ...(image ? { image: [image] } : {}),
    datePublished: published,
    dateModified: later(item.updatedAt, item.publishedAt).toISOString(),
    author: item.authorName
      ? { "@type": "Person", name: item.authorName }
      : { "@type": "Organization", name: center.name, url: `${base}/` },
    publisher: { "@type": "Organization", name: center.name, url: `${base}/` },
    mainEntityOfPage: `${base}/nieuws/${encodeURIComponent(item.slug)}`,
    inLanguage: "nl-NL",
  };
}

export interface VacancyForLd {
  id: number;
  title: string;
  summary: string | null;
  description: string | null;
  publishedAt: Date | null;
  createdAt: Date;
  endDate: string | null;
  remote: boolean;
  street: string | null;
  houseNumber: string | null;
  postcode: string | null;
  city: string | null;
  imageUrl: string | null;
  organizationName: string;
  organizationWebsite: string | null;
}

/**
 * The vacancy as the job-like listing search engines read: JobPosting, employmentType VOLUNTEER,
 * the organization that asks as hiringOrganization, the place (or TELECOMMUTE), when it was
 * published and, when it has an end date, until when it runs.
 */
export function jobPostingLd(v: VacancyForLd, base: string): Record<string, unknown> {
  const description = v.description?.trim() || (v.summary ? `<p>${xml(v.summary)}</p>` : `<p>${xml(v.title)}</p>`);
  const place = v.city || v.postcode || v.street;
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: v.title,
    description,
    identifier: { "@type": "PropertyValue", name: v.organizationName, value: String(v.id) },
    datePosted: day(v.publishedAt ?? v.createdAt),
    ...(v.endDate ? { validThrough: `${v.endDate}T23:59:59+01:00` } : {}),
    employmentType: "VOLUNTEER",
    hiringOrganization: {
      "@type": "Organization",
      name: v.organizationName,
      ...(v.organizationWebsite && /^https?:\/\//.test(v.organizationWebsite) ? { sameAs: v.organizationWebsite } : {}),
    },
    ...(place
      ? {
          jobLocation: {
            "@type": "Place",
            address: {
              "@type": "PostalAddress",
              ...(v.street ? { streetAddress: [v.street, v.houseNumber].filter(Boolean).join(" ") } : {}),
              ...(v.postcode ? { postalCode: v.postcode } : {}),
              ...(v.city ? { addressLocality: v.city } : {}),
              addressCountry: "NL",
            },
          },
        }
      : {}),
    ...(v.remote
      ? { jobLocationType: "TELECOMMUTE", applicantLocationRequirements: { "@type": "Country", name: "NL" } }
      : {}),
    ...(absolute(base, v.imageUrl) ? { image: absolute(base, v.imageUrl) } : {}),
    url: `${base}/vacancies/${v.id}`,
    directApply: true,
  };
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The head of one public page, or null for a page that has none of its own (a staff area, an
 * unknown or unpublished page: the app's own title and the generic description stay).
 * `path`: without query and without the language prefix.
 */
export async function pageMeta(
  tx: Tx,
  center: Center,
  base: string,
  path: string,
  now: Date,
): Promise<PageMeta | null> {
  const org = organizationLd(center, base);
  const site = (title: string, description: string | null, url: string): PageMeta => ({
    title,
    description,
    url,
    image: absolute(base, center.websiteLogoUrl),
    imageAlt: null,
    type: "website",
    jsonLd: [org],
  });
  const page = async (slug: string) => {
    const [row] = await tx
      .select()
      .from(contentPages)
      .where(
        and(eq(contentPages.centerId, center.id), eq(contentPages.slug, slug), eq(contentPages.status, "published")),
      )
      .limit(1);
    return row;
  };
  if (path === "/") {
    const home = await page("");
    const meta = site(home?.title || center.name, home?.seoDescription || home?.summary || null, `${base}/`);
    return { ...meta, image: absolute(base, home?.heroImageUrl) ?? meta.image, imageAlt: home?.heroImageAlt ?? null };
  }
  if (path === "/nieuws") return site(`Nieuws - ${center.name}`, null, `${base}/nieuws`);
  if (path === "/partners") return site(`Partners - ${center.name}`, null, `${base}/partners`);
  const news = /^\/nieuws\/([a-z0-9-]{1,100})$/.exec(path);
  if (news) {
    const [item] = await tx
      .select()
      .from(newsItems)
      .where(
        and(
          eq(newsItems.centerId, center.id),
          eq(newsItems.slug, news[1]!),
          eq(newsItems.status, "published"),
          lte(newsItems.publishedAt, now),
        ),
      )
      .limit(1);
    if (!item) return null;
    return {
      title: `${item.title} - ${center.name}`,
      description: item.summary || plainText(item.body),
      url: `${base}/nieuws/${encodeURIComponent(item.slug)}`,
      image: absolute(base, item.imageUrl),
      imageAlt: item.imageAlt,
      type: "article",
      jsonLd: [newsArticleLd(item, center, base)],
    };
  }
  const vacancy = /^\/vacancies\/(\d{1,12})$/.exec(path);
  if (vacancy) {
    const [row] = await tx
      .select({
        v: vacancies,
        organizationName: organizations.name,
        organizationWebsite: organizations.website,
      })
      .from(vacancies)
      .innerJoin(organizations, eq(organizations.id, vacancies.organizationId))
      .where(
        and(eq(vacancies.id, Number(vacancy[1])), eq(vacancies.centerId, center.id), eq(vacancies.status, "published")),
      )
      .limit(1);
    if (!row) return null;
    const v = row.v;
    return {
      title: `${v.title} - ${center.name}`,
      description: v.summary || plainText(v.description),
      url: `${base}/vacancies/${v.id}`,
      image: absolute(base, v.imageUrl),
      imageAlt: v.imageAlt,
      type: "website",
      jsonLd: [
        jobPostingLd(
          { ...v, organizationName: row.organizationName, organizationWebsite: row.organizationWebsite ?? null },
          base,
        ),
      ],
    };
  }
  const slug = /^\/([a-z0-9-]{1,100})$/.exec(path)?.[1];
  if (slug && SLUG.test(slug)) {
    const row = await page(slug);
    if (!row) return null;
    return {
      title: `${row.title} - ${center.name}`,
      description: row.seoDescription || row.summary || null,
      url: `${base}/${row.slug}`,
      image: absolute(base, row.heroImageUrl) ?? absolute(base, center.websiteLogoUrl),
      imageAlt: row.heroImageUrl ? row.heroImageAlt : null,
      type: "website",
      jsonLd: [org],
    };
  }
  return null;
}

const attr = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** JSON inside <script type="application/ld+json">: nothing in it can close the element. */
export function ldJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
}

/** The tags for <head>: description, canonical link, Open Graph, Twitter card, JSON-LD. */
export function metaTags(meta: PageMeta, siteName: string, locale: string): string {
  const tags = [
    `<link rel="canonical" href="${attr(meta.url)}">`,
    `<meta property="og:type" content="${meta.type}">`,
    `<meta property="og:site_name" content="${attr(siteName)}">`,
    `<meta property="og:title" content="${attr(meta.title)}">`,
    meta.description ? `<meta property="og:description" content="${attr(meta.description)}">` : "",
    `<meta property="og:url" content="${attr(meta.url)}">`,
    `<meta property="og:locale" content="${locale === "en" ? "en_GB" : "nl_NL"}">`,
    meta.image ? `<meta property="og:image" content="${attr(meta.image)}">` : "",
    meta.image && meta.imageAlt ? `<meta property="og:image:alt" content="${attr(meta.imageAlt)}">` : "",
    `<meta name="twitter:card" content="${meta.image ? "summary_large_image" : "summary"}">`,
    ...meta.jsonLd.map((ld) => `<script type="application/ld+json">${ldJson(ld)}</script>`),
  ];
  return tags.filter(Boolean).join("");
}

/**
 * A cache of the heads by center and path, emptied for a center when its content changes; an
 * entry also expires after `ttlMs` (news published for a later moment shows by then). The pages
 * rendered with content (server/web/pageRenderer.ts) are kept in one as well.
 */
export class PageMetaCache<T = PageMeta | null> {
  private readonly entries = new Map<number, Map<string, { at: number; meta: Promise<T | null> }>>();
  constructor(
    private readonly now: () => number,
    private readonly ttlMs = 5 * 60_000,
    private readonly perCenter = 500,
  ) {}

  get(centerId: number, path: string, load: () => Promise<T | null>): Promise<T | null> {
    let own = this.entries.get(centerId);
    if (!own) this.entries.set(centerId, (own = new Map()));
    const hit = own.get(path);
    if (hit && this.now() - hit.at < this.ttlMs) return hit.meta;
    const meta = load().catch(() => {
      own.delete(path);
      return null;
    });
    own.delete(path);
    own.set(path, { at: this.now(), meta });
    if (own.size > this.perCenter) own.delete(own.keys().next().value!);
    return meta;
  }

  invalidate(centerId: number): void {
    this.entries.delete(centerId);
  }

  /** Every center's entries (a write that other centers may show, a shared vacancy say). */
  invalidateAll(): void {
    this.entries.clear();
  }
}

/**
 * A successful write to what a public page shows (pages, menus, news, partners, vacancies, the
 * center's settings) empties the center's cached heads, so the next visitor sees the change.
 */
export const CONTENT_WRITE =
  /^\/api\/v1\/(content_pages|menu_items|news_items|partners|vacancies|volunteer_centers|settings|organizations|activities)(\/|$|\?)/;

export function registerSeoRoutes(app: FastifyInstance) {
  app.get(SITEMAP_PATH, async (req, reply) => {
    const base = centerBaseUrl(req);
    const entries = await inTenant(req, (tx) => sitemapEntries(tx, req.center.id, new Date(app.services.now())));
    return reply
      .code(200)
      .type("application/xml; charset=utf-8")
      .header("cache-control", "public, max-age=300")
      .send(sitemapXml(base, entries));
  });
  app.get(ROBOTS_PATH, async (req, reply) =>
    reply
      .code(200)
      .type("text/plain; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(robotsTxt(centerBaseUrl(req))),
  );
}

/** The head of a page for the web server (server/web/static.ts): cached per center and path. */
export function pageMetaLoader(services: Services) {
  const cache = new PageMetaCache(services.now);
  return {
    cache,
    load(center: Center, path: string, hostHeader: string | undefined): Promise<PageMeta | null> {
      const base = baseUrlOf(services, center, hostHeader);
      return cache.get(center.id, `${base}${path}`, () =>
        services.database.tenant(center.id, (tx) => pageMeta(tx, center, base, path, new Date(services.now())), true),
      );
    },
  };
}
