/**
 * First views with the center's content (server/web/pageRenderer.ts and renderPage in
 * app/prerender/firstView.tsx, run from its source here): what a signed-out visitor's page holds,
 * kept current when staff change the content, never a draft, never another center's page.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dayKey } from "@contract/amsterdam-time.ts";
import { API_PATHS } from "@contract/paths.ts";
import { FIRST_VIEW_DATA_ID } from "@contract/resources.ts";
import { buildApp } from "@server/app.ts";
import { Fixtures } from "@server/testing/fixtures.ts";
import { createTestContext, host, json, type Session, type TestContext } from "@server/testing/harness.ts";
import { FIRST_VIEWS_FILE, type FirstViewsFile } from "@server/web/firstView.ts";
import type { PageRendererModule } from "@server/web/pageRenderer.ts";

const tenant = (i18n: boolean) => ({ i18n, htmlAttributes: {} });
const VIEWS: FirstViewsFile = {
  version: 1,
  logoPlaceholder: "__LOGO__",
  headScript: "(function(){})();",
  defaultLocale: "nl",
  locales: ["nl", "en"],
  localePrefixes: { en: "/en" },
  localeCookie: "locale",
  consentCookie: "cookieConsent",
  credentialCookies: ["access-token", "client", "uid"],
  redirectHosts: ["gelderse-handen.localhost"],
  fallbackTenant: "demo",
  tenants: {
    demo: tenant(false),
    heuvelrug: tenant(false),
    rijnstad: tenant(false),
    public: tenant(true),
    meedoen: tenant(true),
  },
  routes: [],
  pages: {},
  assets: {
    routes: {
      page: { js: ["/assets/Page.js"], css: [] },
      news: { js: ["/assets/News.js"], css: [] },
      partners: { js: ["/assets/Partners.js"], css: [] },
      vacancySearch: { js: ["/assets/Search.js"], css: [] },
      activities: { js: ["/assets/Calendar.js"], css: [] },
      activitiesOverview: { js: ["/assets/Overview.js"], css: [] },
      socialMap: { js: ["/assets/SocialMap.js"], css: [] },
    },
    messages: { nl: { shell: "/assets/shell-nl.json" }, en: { shell: "/assets/shell-en.json" } },
  },
};

let t: TestContext;
let admin: Session;
let dist: string;
let web: FastifyInstance;
let renders = 0;
/** The web app's clock runs this far ahead of the machine's (a day later: the cached views are yesterday's). */
let clockOffset = 0;

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.signIn(await new Fixtures(t.database).actor("heuvelrug", "admin"), "heuvelrug");
  dist = mkdtempSync(join(tmpdir(), "volunteerly-ssr-dist-"));
  mkdirSync(join(dist, ".vite"), { recursive: true });
  writeFileSync(
    join(dist, "index.html"),
    '<!doctype html><html><head><title>Volunteerly</title><!--volunteerly-config--><script type="module" crossorigin src="/assets/index.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dist, FIRST_VIEWS_FILE), JSON.stringify(VIEWS));
  const source = (await import("@app/prerender/firstView.tsx")) as unknown as PageRendererModule;
  const counted: PageRendererModule = {
    ...source,
    renderPage: (request) => {
      renders++;
      return source.renderPage(request);
    },
  };
  web = await buildApp({
    database: t.database,
    now: () => Date.now() + clockOffset,
    // A render here runs React's development build on a busy machine: no budget to miss.
    web: { root: dist, apiBaseUrl: "", renderer: () => Promise.resolve(counted), renderBudgetMs: 120_000 },
  });
}, 240_000);
afterAll(async () => {
  await web?.close();
  await t?.close();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

async function visit(center: string, url: string, headers: Record<string, string> = {}) {
  const res = await web.inject({
    method: "GET",
    url,
    headers: { host: host(center), accept: "text/html", ...headers },
  });
  expect(res.statusCode).toBe(200);
  return res.body;
}

const firstView = (html: string) => /<div id="root" data-first-view="([^"]+)">/.exec(html)?.[1] ?? null;
const h1 = (html: string) => /<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1] ?? null;
function data(html: string): [unknown, unknown][] {
  const block = new RegExp(`<script type="application/json" id="${FIRST_VIEW_DATA_ID}">(.*?)</script>`).exec(html);
  return block ? (JSON.parse(block[1]!) as [unknown, unknown][]) : [];
}

/** A write through the web app's own API (the harness's app is another instance with caches of its own). */
async function write(method: "POST" | "PATCH", url: string, body: unknown) {
  const res = await web.inject({
    method,
    url,
    headers: {
      host: host("heuvelrug"),
      ...admin.headers,
      "content-type": "application/vnd.api+json",
      accept: "application/vnd.api+json",
    },
    payload: JSON.stringify(body),
  });
  admin.update(res);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return json(res);
}

describe("pages with the center's content, rendered by the server", () => {
  it("the home page arrives drawn with its content and the data it was drawn from", async () => {
    const html = await visit("heuvelrug", "/");
    expect(firstView(html)).toBe("page");
    const keys = data(html).map(([key]) => JSON.stringify(key));
    expect(keys).toContain(JSON.stringify(["content", "slug", ""]));
    const home = data(html).find(([key]) => JSON.stringify(key) === JSON.stringify(["content", "slug", ""]))![1] as {
      title: string;
    } | null;
    // The center's own home page, or the default one with the center's message.
    expect(h1(html)).toBeTruthy();
    if (home) expect(html).toContain(home.title);
    // The page's scripts are preloaded after the first paint, its messages too.
    expect(html).toContain("/assets/Page.js");
    expect(html).toContain("/assets/shell-nl.json");
  });

  it("the home page shows the next activities where the center has the calendar, a new one at once", async () => {
    let html = await visit("heuvelrug", "/");
    expect(html).toContain("Komende activiteiten");
    const block = data(html).find(([key]) => JSON.stringify(key).startsWith('["activities","home"'));
    const items = block![1] as { title: string }[];
    expect(items).toHaveLength(3);
    expect(html).toContain(items[0]!.title);
    const soon = Date.now() + 3_600_000;
    await write("POST", API_PATHS.activities, {
      data: {
        type: "activity",
        attributes: {
          title: "Koffieochtend voor nieuwe vrijwilligers",
          starts_at: new Date(soon).toISOString(),
          ends_at: new Date(soon + 3_600_000).toISOString(),
          category: "meetup",
          status: "published",
        },
      },
    });
    html = await visit("heuvelrug", "/");
    expect(html).toContain("Koffieochtend voor nieuwe vrijwilligers");
    // A center without the calendar has no such block.
    expect(await visit("rijnstad", "/")).not.toContain("Komende activiteiten");
  });

  it("a page published, changed and unpublished shows in the next visitor's first view at once", async () => {
    const created = await write("POST", API_PATHS.contentPages, {
      data: {
        type: "content_page",
        attributes: { title: "Eerste versie", slug: "ssr-pagina", status: "draft", blocks: [] },
      },
    });
    const id = created.data.id as string;
    const patch = (attributes: Record<string, unknown>) =>
      write("PATCH", API_PATHS.contentPage(id), { data: { type: "content_page", id, attributes } });
    // A draft never shows to a visitor: no first view (the app shows the 404 screen).
    let html = await visit("heuvelrug", "/ssr-pagina");
    expect(firstView(html)).toBeNull();
    expect(html).not.toContain("Eerste versie");

    await patch({ status: "published" });
    html = await visit("heuvelrug", "/ssr-pagina");
    expect(firstView(html)).toBe("page");
    expect(h1(html)).toBe("Eerste versie");
    expect(html).toMatch(/<title>Eerste versie - [^<]+<\/title>/);

    // Served from the cache until the content changes...
    const before = renders;
    expect(h1(await visit("heuvelrug", "/ssr-pagina"))).toBe("Eerste versie");
    expect(renders).toBe(before);
    // ...and drawn anew after it did.
    await patch({ title: "Tweede versie" });
    html = await visit("heuvelrug", "/ssr-pagina");
    expect(h1(html)).toBe("Tweede versie");
    expect(html).not.toContain("Eerste versie");

    // Another center never sees it.
    const other = await visit("rijnstad", "/ssr-pagina");
    expect(other).not.toContain("Tweede versie");
    expect(firstView(other)).toBeNull();

    await patch({ status: "draft" });
    html = await visit("heuvelrug", "/ssr-pagina");
    expect(firstView(html)).toBeNull();
    expect(html).not.toContain("Tweede versie");
  });

  it("the content is escaped in the markup and in the data block: nothing in it can run", async () => {
    const title = `Kom </script><script>alert(1)</script> & <b>doe mee</b>`;
    await write("POST", API_PATHS.contentPages, {
      data: { type: "content_page", attributes: { title, slug: "ssr-script", status: "published", blocks: [] } },
    });
    const html = await visit("heuvelrug", "/ssr-script");
    expect(firstView(html)).toBe("page");
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).not.toContain("<b>doe mee</b>");
    const page = data(html).find(([key]) => JSON.stringify(key) === JSON.stringify(["content", "slug", "ssr-script"]));
    expect((page![1] as { title: string }).title).toBe(title);
  });

  it("the news list in English for a center with both languages, and nothing for a signed-in visitor", async () => {
    const html = await visit("meedoen", "/en/nieuws");
    expect(firstView(html)).toBe("news");
    expect(html).toMatch(/<html lang="en"/);
    expect(h1(html)).toBe("News");
    const dutch = await visit("meedoen", "/nieuws", { "accept-language": "nl" });
    expect(h1(dutch)).toBe("Nieuws");
    // Signed in: the app draws the page (drafts for staff, their own menu).
    const signedIn = await visit("heuvelrug", "/", {
      cookie: "access-token=a; client=b; uid=c",
    });
    expect(firstView(signedIn)).toBeNull();
    // A news item with its own title; an unknown one is the app's (its 404 screen).
    const list = data(html).find(([key]) => JSON.stringify(key).startsWith('["news_items","list"'));
    const first = (list![1] as { items: { slug: string; title: string }[] }).items[0]!;
    const item = await visit("meedoen", `/en/nieuws/${first.slug}`);
    expect(firstView(item)).toBe("news");
    expect(h1(item)).toBe(first.title);
    expect(item).toContain(`<title>${first.title} - Meedoen</title>`);
    expect(firstView(await visit("meedoen", "/nieuws/bestaat-niet"))).toBeNull();
    // A link with a query (another news page) is drawn by the app too.
    expect(firstView(await visit("meedoen", "/nieuws?pagina=2"))).toBeNull();
  });

  it("the partners page arrives drawn with the center's partners, and a partner added shows at once", async () => {
    let html = await visit("heuvelrug", "/partners");
    expect(firstView(html)).toBe("partners");
    expect(h1(html)).toBe("Partners");
    expect(html).toMatch(/<title>Partners - [^<]+<\/title>/);
    expect(html).toContain("/assets/Partners.js");
    const listed = () =>
      data(html).find(([key]) => JSON.stringify(key) === JSON.stringify(["partners"]))?.[1] as
        { name: string }[] | undefined;
    expect(listed()).toBeDefined();
    for (const partner of listed()!) expect(html).toContain(partner.name.replace(/&/g, "&amp;"));

    // Served from the cache until the partners change...
    const before = renders;
    await visit("heuvelrug", "/partners");
    expect(renders).toBe(before);
    // ...and drawn anew after a partner was added.
    await write("POST", API_PATHS.partners, {
      data: { type: "partner", attributes: { name: "Bakkerij Van Rijn Zeist", link: "https://example.org/bakkerij" } },
    });
    html = await visit("heuvelrug", "/partners");
    expect(firstView(html)).toBe("partners");
    expect(html).toContain("Bakkerij Van Rijn Zeist");
    expect(listed()!.map((p) => p.name)).toContain("Bakkerij Van Rijn Zeist");
    // Another center's partners page never shows it.
    const other = await visit("rijnstad", "/partners");
    expect(firstView(other)).toBe("partners");
    expect(other).not.toContain("Bakkerij Van Rijn Zeist");
  });

  it("the activity calendar, its overview and the social map arrive drawn; a new activity shows at once", async () => {
    for (const [path, routeId, heading] of [
      ["/activiteitenkalender", "activities", "Activiteitenkalender"],
      ["/activiteitenkalender/overzicht", "activitiesOverview", "Activiteitenoverzicht"],
      ["/sociale-kaart", "socialMap", "Sociale kaart"],
    ] as const) {
      const html = await visit("heuvelrug", path);
      expect(firstView(html), path).toBe(routeId);
      expect(h1(html), path).toBe(heading);
    }
    const places = await visit("heuvelrug", "/sociale-kaart");
    // The places it was drawn from go with it: the app draws the same list and does not ask again.
    const list = data(places).find(([key]) => JSON.stringify(key).startsWith('["social_map_entries","list"'))?.[1];
    expect(JSON.stringify(list)).toContain("Bibliotheek Doorn");
    expect(places).toContain("Bibliotheek Doorn");
    // A center without the calendar has no calendar page to draw (the app shows its 404 screen).
    const off = await visit("rijnstad", "/activiteitenkalender");
    expect(firstView(off)).toBeNull();

    const at = new Date(Date.now() + 7 * 86_400_000);
    await write("POST", API_PATHS.activities, {
      data: {
        type: "activity",
        attributes: {
          title: "Inloopmiddag bij het Vrijwilligerspunt",
          starts_at: at.toISOString(),
          ends_at: new Date(at.getTime() + 7_200_000).toISOString(),
          category: "meetup",
          status: "published",
        },
      },
    });
    expect(await visit("heuvelrug", "/activiteitenkalender/overzicht")).toContain(
      "Inloopmiddag bij het Vrijwilligerspunt",
    );
  });

  it("a view drawn before midnight is not served after it (the calendar marks today)", async () => {
    // The next midnight in Amsterdam, to the second: a view cached at 23:59:30 is a minute old at 00:00:30,
    // well within the cache's five minutes.
    const today = dayKey(new Date());
    let [before, after] = [Date.now(), Date.now() + 86_400_000];
    while (after - before > 1000) {
      const mid = Math.floor((before + after) / 2);
      if (dayKey(new Date(mid)) === today) before = mid;
      else after = mid;
    }
    try {
      clockOffset = after - 30_000 - Date.now();
      await visit("heuvelrug", "/activiteitenkalender");
      const drawn = renders;
      await visit("heuvelrug", "/activiteitenkalender");
      expect(renders).toBe(drawn);
      clockOffset = after + 30_000 - Date.now();
      await visit("heuvelrug", "/activiteitenkalender");
      expect(renders).toBe(drawn + 1);
    } finally {
      clockOffset = 0;
    }
  });

  it("the vacancy bank arrives with its first page of results in every center, for the bare address only", async () => {
    for (const center of ["public", "demo", "rijnstad", "heuvelrug", "meedoen"]) {
      const html = await visit(center, "/vacancies/search");
      expect(firstView(html), center).toBe("vacancySearch");
      const results = data(html).find(([key]) => JSON.stringify(key).startsWith('["vacancies","search"'));
      const found = results?.[1] as { vacancies: { id: string; title: string }[]; total: number } | undefined;
      expect(found, center).toBeDefined();
      // The cards are in the markup, as the app draws them from the same data.
      for (const v of found!.vacancies) expect(html, center).toContain(`data-vacancy-id="${v.id}"`);
      expect(html, center).toMatch(new RegExp(`>${found!.total}(<!-- -->)? (vacatures?|vacancies?)<`));
    }
    // A search, a filter or a page number in the link: the app draws that search (no first view, no results).
    for (const query of ["q=tuin", "category=natuur_en_milieu", "page=2"]) {
      const html = await visit("heuvelrug", `/vacancies/search?${query}`);
      expect(firstView(html), query).toBeNull();
      expect(data(html), query).toEqual([]);
    }
  });

  it("the vacancy bank's first view is a signed-out visitor's: nothing of a signed-in user, and none for them", async () => {
    const volunteer = await t.signIn(await new Fixtures(t.database).actor("heuvelrug", "volunteer"), "heuvelrug");
    // Rendered first for a visitor whose request carries a signed-in user's headers and cookies...
    const first = await visit("heuvelrug", "/vacancies/search", {
      ...volunteer.headers,
      cookie: `access-token=${volunteer.headers["access-token"] ?? "x"}`,
    });
    // ...it is still the signed-out page (the render asks the API without them).
    expect(firstView(first)).toBe("vacancySearch");
    expect(first).not.toContain(volunteer.headers.uid ?? "volunteer@");
    for (const [key] of data(first)) expect(JSON.stringify(key)).not.toMatch(/current_user|applications|saved/);
    // A signed-in visitor (all credential cookies) gets no first view at all.
    const signedIn = await visit("heuvelrug", "/vacancies/search", { cookie: "access-token=a; client=b; uid=c" });
    expect(firstView(signedIn)).toBeNull();
    expect(data(signedIn)).toEqual([]);
  });

  it("a vacancy changed by the staff shows in the bank's next first view at once", async () => {
    const html = await visit("heuvelrug", "/vacancies/search");
    const results = data(html).find(([key]) => JSON.stringify(key).startsWith('["vacancies","search"'));
    const first = (results![1] as { vacancies: { id: string; title: string }[] }).vacancies[0]!;
    const before = renders;
    await visit("heuvelrug", "/vacancies/search");
    expect(renders).toBe(before);
    await write("PATCH", API_PATHS.vacancy(first.id), {
      data: { type: "vacancy", id: first.id, attributes: { title: "Voorlezer in de bibliotheek van Zeist" } },
    });
    const after = await visit("heuvelrug", "/vacancies/search");
    expect(after).toContain("Voorlezer in de bibliotheek van Zeist");
    expect(after).not.toContain(`>${first.title}<`);
  });
});
