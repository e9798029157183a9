/**
 * Found and shared well (issue 16): each center's sitemap.xml and robots.txt on its own host, and
 * the structured data of a vacancy (JobPosting for volunteers) and a news item (NewsArticle) in the
 * HTML the server sends, which search engines and link previews read without running a script.
 */
import { expect, test, type Page } from "@playwright/test";
import { HOSTS, url } from "./support.ts";

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

/**
 * A GET as a crawler makes it, from the browser (which resolves the centers' *.localhost hosts):
 * the body as sent, before any script of the page has run.
 */
async function get(page: Page, address: string, accept = "*/*") {
  const origin = new URL(address).origin;
  if (!page.url().startsWith(origin)) await page.goto(`${origin}/robots.txt`);
  return page.evaluate(
    async ([target, type]) => {
      const res = await fetch(target!, { headers: { accept: type! } });
      return { status: res.status, type: res.headers.get("content-type") ?? "", text: await res.text() };
    },
    [address, accept],
  );
}

async function sitemap(page: Page, host: string) {
  const res = await get(page, url(host, "/sitemap.xml"));
  expect(res.status).toBe(200);
  expect(res.type).toMatch(/^application\/xml/);
  return locs(res.text);
}

/** The JSON-LD blocks of the page as the server sends it. */
async function structuredData(page: Page, address: string) {
  const res = await get(page, address, "text/html");
  expect(res.status).toBe(200);
  const html = res.text;
  const head = html.slice(0, html.indexOf("</head>"));
  return {
    html,
    blocks: [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    ),
  };
}

test("each center has its own sitemap and robots.txt on its own host", async ({ page }) => {
  const heuvelrug = await sitemap(page, HOSTS.heuvelrug);
  const rijnstad = await sitemap(page, HOSTS.rijnstad);
  expect(heuvelrug[0]).toBe(url(HOSTS.heuvelrug, "/"));
  expect(heuvelrug.every((u) => u.startsWith(url(HOSTS.heuvelrug, "/")))).toBe(true);
  expect(rijnstad.every((u) => u.startsWith(url(HOSTS.rijnstad, "/")))).toBe(true);
  for (const list of [heuvelrug, rijnstad]) {
    expect(list.some((u) => /\/nieuws\/[a-z0-9-]+$/.test(u))).toBe(true);
    expect(list.some((u) => /\/vacancies\/\d+$/.test(u))).toBe(true);
    expect(list.some((u) => /\/(content|settings|users|dashboard)(\/|$)/.test(u))).toBe(false);
  }
  // A vacancy has one home: no vacancy is in both centers' sitemaps.
  const jobs = (list: string[]) => list.filter((u) => /\/vacancies\/\d+$/.test(u)).map((u) => u.split("/").pop());
  expect(jobs(heuvelrug).filter((id) => jobs(rijnstad).includes(id))).toEqual([]);

  // Every listed page answers, and is a page rather than the not-found screen's data.
  for (const address of heuvelrug.slice(0, 8)) expect((await get(page, address, "text/html")).status).toBe(200);

  const robots = await get(page, url(HOSTS.rijnstad, "/robots.txt"));
  expect(robots.status).toBe(200);
  const text = robots.text;
  expect(text).toContain(`Sitemap: ${url(HOSTS.rijnstad, "/sitemap.xml")}`);
  expect(text).toMatch(/^Disallow: \/api\/$/m);
  expect(text).toMatch(/^Disallow: \/content$/m);
});

test("a vacancy page carries a JobPosting for volunteers, a news item a NewsArticle", async ({ page }) => {
  const list = await sitemap(page, HOSTS.heuvelrug);
  const vacancy = list.find((u) => /\/vacancies\/\d+$/.test(u))!;
  const { blocks: jobBlocks, html } = await structuredData(page, vacancy);
  expect(jobBlocks).toHaveLength(1);
  const job = jobBlocks[0]!;
  expect(job).toMatchObject({
    "@context": "https://schema.org",
    "@type": "JobPosting",
    employmentType: "VOLUNTEER",
    hiringOrganization: { "@type": "Organization", name: expect.any(String) },
    url: vacancy,
  });
  expect(String(job.title).length).toBeGreaterThan(0);
  expect(String(job.description).length).toBeGreaterThan(0);
  expect(String(job.datePosted)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  if (job.validThrough) expect(Date.parse(String(job.validThrough))).not.toBeNaN();
  const location = job.jobLocation as { "@type": string; address: Record<string, string> } | undefined;
  if (location) expect(location).toMatchObject({ "@type": "Place", address: { "@type": "PostalAddress" } });
  else expect(job.jobLocationType).toBe("TELECOMMUTE");
  expect(html).toMatch(/<meta property="og:title" content="[^"]+">/);
  expect(html).toContain(`<link rel="canonical" href="${vacancy}">`);

  const news = list.find((u) => /\/nieuws\/[a-z0-9-]+$/.test(u))!;
  const { blocks: newsBlocks } = await structuredData(page, news);
  expect(newsBlocks).toHaveLength(1);
  expect(newsBlocks[0]).toMatchObject({
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: expect.any(String),
    publisher: { "@type": "Organization", name: expect.any(String) },
    mainEntityOfPage: news,
  });
  expect(Date.parse(String(newsBlocks[0]!.datePublished))).not.toBeNaN();

  const { blocks: homeBlocks } = await structuredData(page, url(HOSTS.heuvelrug, "/"));
  expect(homeBlocks[0]).toMatchObject({ "@type": "Organization", url: url(HOSTS.heuvelrug, "/") });

  // The app still starts on such a page (the policy lets it run; the data blocks run nothing).
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error" && /Content Security Policy/i.test(m.text())) errors.push(m.text());
  });
  await page.goto(news);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});
