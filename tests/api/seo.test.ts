/**
 * Found and shared well (issue 16): each center's sitemap.xml and robots.txt on its own host, and
 * the page the server sends with the description, Open Graph tags and structured data of the
 * public page it is (Organization, NewsArticle, JobPosting), kept current when content changes.
 * Nothing private: drafts, news not yet published, unpublished and other centers' vacancies stay out.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PATHS } from "@contract/paths.ts";
import { buildApp } from "@server/app.ts";
import { Fixtures } from "@server/testing/fixtures.ts";
import { createTestContext, host, json, type Session, type TestContext } from "@server/testing/harness.ts";

let t: TestContext;
let fx: Fixtures;
let admin: Session;
let dist: string;
let web: FastifyInstance;

beforeAll(async () => {
  t = await createTestContext();
  fx = new Fixtures(t.database);
  admin = await t.signIn(await fx.actor("heuvelrug", "admin"), "heuvelrug");
  dist = mkdtempSync(join(tmpdir(), "volunteerly-seo-dist-"));
  mkdirSync(join(dist, "assets"));
  writeFileSync(
    join(dist, "index.html"),
    '<!doctype html><html><head><meta name="description" content="Vind vrijwilligerswerk bij jou in de buurt." /><title>Volunteerly</title><!--volunteerly-config--></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>',
  );
  writeFileSync(join(dist, "assets", "app.js"), "console.log('app')");
  web = await buildApp({ database: t.database, web: { root: dist, apiBaseUrl: "" } });
}, 180_000);
afterAll(async () => {
  await web?.close();
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

async function page(center: string, url: string) {
  const res = await web.inject({ method: "GET", url, headers: { host: host(center), accept: "text/html" } });
  expect(res.statusCode).toBe(200);
  return res.body;
}

/** The JSON-LD blocks of a page, parsed. */
function structuredData(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

const og = (html: string, property: string) =>
  new RegExp(`<meta property="${property}" content="([^"]*)">`).exec(html)?.[1] ?? null;

async function firstVacancy(center: string, status = "published") {
  const [row] = await t.database.query<{ id: number; title: string }>(
    `select v.id, v.title from vacancies v join centers c on c.id = v.center_id
     where c.key = $1 and v.status = $2 order by v.id limit 1`,
    [center, status],
  );
  return row!;
}

describe("sitemap.xml and robots.txt", () => {
  it("each center's sitemap lists its own published pages, news, partners and vacancies at its own host", async () => {
    const draft = await t.request("POST", API_PATHS.contentPages, {
      as: admin,
      center: "heuvelrug",
      body: {
        data: { type: "content_page", attributes: { title: "Nog niet af", slug: "nog-niet-af", status: "draft" } },
      },
    });
    expect(draft.statusCode).toBe(201);
    const later = await t.request("POST", API_PATHS.newsItems, {
      as: admin,
      center: "heuvelrug",
      body: { data: { type: "news_item", attributes: { title: "Geheim concept", status: "draft" } } },
    });
    expect(later.statusCode).toBe(201);

    const res = await t.request("GET", "/sitemap.xml", { center: "heuvelrug" });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers["content-type"])).toMatch(/^application\/xml/);
    expect(res.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const urls = locs(res.body);
    const base = urls[0]!.replace(/\/$/, "");
    expect(base).toMatch(/^https?:\/\/heuvelrug\.localhost(:\d+)?$/);
    expect(urls.every((u) => u.startsWith(`${base}/`))).toBe(true);
    const paths = urls.map((u) => u.slice(base.length));
    expect(paths).toContain("/");
    expect(paths).toContain("/vacancies/search");
    expect(paths).not.toContain("/nog-niet-af");
    expect(paths.some((p) => p.includes("geheim-concept"))).toBe(false);

    const [pages, news, vacancies, partners] = await Promise.all([
      t.database.query<{ slug: string }>(
        "select slug from content_pages p join centers c on c.id = p.center_id where c.key = 'heuvelrug' and p.status = 'published' and slug <> ''",
      ),
      t.database.query<{ slug: string }>(
        "select slug from news_items n join centers c on c.id = n.center_id where c.key = 'heuvelrug' and n.status = 'published' and n.published_at <= now()",
      ),
      t.database.query<{ id: number; status: string; own: boolean }>(
        "select v.id, v.status, c.key = 'heuvelrug' as own from vacancies v join centers c on c.id = v.center_id",
      ),
      t.database.query<{ n: number }>(
        "select count(*)::int as n from partners p join centers c on c.id = p.center_id where c.key = 'heuvelrug'",
      ),
    ]);
    expect(pages.length).toBeGreaterThan(0);
    for (const p of pages) expect(paths).toContain(`/${p.slug}`);
    expect(news.length).toBeGreaterThan(0);
    for (const n of news) expect(paths).toContain(`/nieuws/${n.slug}`);
    expect(paths).toContain("/nieuws");
    expect(paths.includes("/partners")).toBe(partners[0]!.n > 0);
    const listed = new Set(paths.filter((p) => /^\/vacancies\/\d+$/.test(p)).map((p) => Number(p.split("/")[2])));
    const own = vacancies.filter((v) => v.own && v.status === "published");
    expect(own.length).toBeGreaterThan(0);
    for (const v of own) expect(listed.has(v.id)).toBe(true);
    for (const v of vacancies.filter((v) => !v.own || v.status !== "published")) expect(listed.has(v.id)).toBe(false);
    for (const url of urls) expect(url).not.toMatch(/\/(content|settings|users|dashboard)(\/|$)/);

    // Another center: its own host and its own pages only.
    const other = locs((await t.request("GET", "/sitemap.xml", { center: "rijnstad" })).body);
    expect(other[0]).toMatch(/^https?:\/\/rijnstad\.localhost(:\d+)?\/$/);
    expect(other.filter((u) => /\/vacancies\/\d+$/.test(u)).some((u) => listed.has(Number(u.split("/").pop())))).toBe(
      false,
    );
  });

  it("robots.txt opens the public site, closes the staff areas and the API, and names the center's sitemap", async () => {
    for (const center of ["heuvelrug", "rijnstad"]) {
      const res = await t.request("GET", "/robots.txt", { center });
      expect(res.statusCode).toBe(200);
      expect(String(res.headers["content-type"])).toMatch(/^text\/plain/);
      const lines = res.body.split("\n");
      expect(lines).toContain("User-agent: *");
      expect(lines).toContain("Allow: /");
      for (const closed of ["/api/", "/content", "/settings", "/users", "/dashboard", "/vacancies/*/edit"])
        expect(lines).toContain(`Disallow: ${closed}`);
      expect(lines.some((l) => /^Disallow: \/(nieuws|partners|vacancies\/search)/.test(l))).toBe(false);
      expect(res.body).toMatch(new RegExp(`^Sitemap: https?://${center}\\.localhost(:\\d+)?/sitemap\\.xml$`, "m"));
    }
  });
});

describe("the head of a public page", () => {
  it("a news item has its Open Graph tags and a NewsArticle", async () => {
    const [item] = await t.database.query<{ slug: string; title: string; summary: string | null }>(
      `select n.slug, n.title, n.summary from news_items n join centers c on c.id = n.center_id
       where c.key = 'heuvelrug' and n.status = 'published' and n.published_at <= now() order by n.published_at desc limit 1`,
    );
    const html = await page("heuvelrug", `/nieuws/${item!.slug}`);
    expect(og(html, "og:type")).toBe("article");
    expect(og(html, "og:title")).toContain(item!.title.replace(/&/g, "&amp;").replace(/"/g, "&quot;"));
    expect(og(html, "og:url")).toMatch(new RegExp(`^https?://heuvelrug\\.localhost(:\\d+)?/nieuws/${item!.slug}$`));
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/nieuws\//);
    const [article] = structuredData(html);
    expect(article).toMatchObject({
      "@context": "https://schema.org",
      "@type": "NewsArticle",
      headline: item!.title,
      publisher: { "@type": "Organization" },
    });
    expect(Date.parse(String(article!.datePublished))).not.toBeNaN();
    expect(html.indexOf("application/ld+json")).toBeLessThan(html.indexOf("</head>"));
  });

  it("a vacancy has a JobPosting for volunteers; an unpublished one and another center's have none", async () => {
    const v = await firstVacancy("heuvelrug");
    const html = await page("heuvelrug", `/vacancies/${v.id}`);
    const [job] = structuredData(html);
    expect(job).toMatchObject({
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: v.title,
      employmentType: "VOLUNTEER",
      hiringOrganization: { "@type": "Organization" },
    });
    expect(String(job!.datePosted)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(job!.jobLocation ?? job!.jobLocationType).toBeTruthy();
    expect(String(job!.description).length).toBeGreaterThan(0);

    const elsewhere = await page("rijnstad", `/vacancies/${v.id}`);
    expect(structuredData(elsewhere)).toEqual([]);
    const draft = await firstVacancy("heuvelrug", "draft");
    if (draft) expect(structuredData(await page("heuvelrug", `/vacancies/${draft.id}`))).toEqual([]);
  });

  it("the home page has the center as Organization; a staff area has no head of its own", async () => {
    const html = await page("heuvelrug", "/");
    const [org] = structuredData(html);
    expect(org).toMatchObject({ "@type": "Organization", url: expect.stringMatching(/heuvelrug\.localhost/) });
    expect(og(html, "og:site_name")).toBeTruthy();
    const staff = await page("heuvelrug", "/content");
    expect(structuredData(staff)).toEqual([]);
    expect(staff).not.toContain("og:title");
  });

  it("a page published or changed shows in the next visitor's head at once", async () => {
    const created = await t.request("POST", API_PATHS.contentPages, {
      as: admin,
      center: "heuvelrug",
      body: {
        data: {
          type: "content_page",
          attributes: { title: "Word maatje", slug: "word-maatje", status: "draft", seo_description: "Eerste tekst" },
        },
      },
    });
    expect(created.statusCode).toBe(201);
    const id = json(created).data.id as string;
    expect(await page("heuvelrug", "/word-maatje")).not.toContain("og:title");
    // The test harness's app is another instance: the write goes through the web app's own API.
    const viaWeb = async (attributes: Record<string, unknown>) => {
      const res = await web.inject({
        method: "PATCH",
        url: API_PATHS.contentPage(id),
        headers: {
          host: host("heuvelrug"),
          ...admin.headers,
          "content-type": "application/vnd.api+json",
          accept: "application/vnd.api+json",
        },
        payload: JSON.stringify({ data: { type: "content_page", id, attributes } }),
      });
      admin.update(res);
      expect(res.statusCode, res.body).toBe(200);
    };
    await viaWeb({ status: "published" });
    let html = await page("heuvelrug", "/word-maatje");
    expect(og(html, "og:title")).toMatch(/^Word maatje - /);
    expect(html).toContain('<meta name="description" content="Eerste tekst" />');
    await viaWeb({ seo_description: "Nieuwe tekst" });
    html = await page("heuvelrug", "/word-maatje");
    expect(og(html, "og:description")).toBe("Nieuwe tekst");
    await viaWeb({ status: "draft" });
    expect(await page("heuvelrug", "/word-maatje")).not.toContain("og:title");
  });
});
