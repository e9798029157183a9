/** First views: which pre-rendered page a request gets, and how it is put into the page. */
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { createTestContext, host, type TestContext } from "../testing/harness.ts";
import { acceptedLanguages, chooseFirstView, FIRST_VIEWS_FILE, type FirstViewsFile } from "./firstView.ts";
import { afterPaintLoader, assemblePage, pageEncoding } from "./static.ts";

const LOGO = "__LOGO__";
const SIZE = { width: 918273645, height: 546372819 };
const page = (tenant: string, locale: string) => ({
  title: `Vacaturebank ${tenant} ${locale}`,
  withLogo: `<header><img src="${LOGO}" alt="logo" width="${SIZE.width}" height="${SIZE.height}" class="h-10"><h1>${tenant} ${locale}</h1></header><!--/$-->`,
  withoutLogo: `<header><span>${tenant}</span><h1>${tenant} ${locale}</h1></header><!--/$-->`,
  consentBanner: `<section data-slot="consent-banner">cookies</section>`,
  // First in the page (and in the focus order); the logo comes after it.
  consentBannerAt: 0,
});

const VIEWS: FirstViewsFile = {
  version: 1,
  logoPlaceholder: LOGO,
  logoSizePlaceholder: SIZE,
  headScript: "(function(){document.documentElement.dataset.scheme='light'})();",
  defaultLocale: "nl",
  locales: ["nl", "en"],
  localePrefixes: { en: "/en" },
  localeCookie: "locale",
  consentCookie: "cookieConsent",
  credentialCookies: ["access-token", "client", "uid"],
  redirectHosts: ["gelderse-handen.localhost"],
  fallbackTenant: "demo",
  tenants: {
    demo: { i18n: false, htmlAttributes: { "data-tenant": "demo", "data-color-scheme": "light" } },
    meedoen: { i18n: true, htmlAttributes: { "data-tenant": "meedoen", "data-color-scheme": "light" } },
  },
  routes: [{ id: "vacancySearch", path: "/vacancies/search", namespaces: ["vacancies"] }],
  pages: {
    "vacancySearch|demo|nl": page("demo", "nl"),
    "vacancySearch|meedoen|nl": page("meedoen", "nl"),
    "vacancySearch|meedoen|en": page("meedoen", "en"),
  },
  assets: {
    routes: { vacancySearch: { js: ["/assets/Search.js", "/assets/vacancy-bank.js"], css: ["/assets/bank.css"] } },
    messages: {
      nl: { shell: "/assets/messages-shell-nl.json", vacancies: "/assets/messages-vacancies-nl.json" },
      en: { shell: "/assets/messages-shell-en.json", vacancies: "/assets/messages-vacancies-en.json" },
    },
  },
};

const CONSENT = `cookieConsent=${encodeURIComponent(JSON.stringify({ functional: true, analytical: false, thirdParty: true }))}`;
const request = (url: string, more: { host?: string; cookie?: string; acceptLanguage?: string } = {}) => ({
  url,
  host: more.host ?? "meedoen.localhost:3000",
  cookie: more.cookie,
  acceptLanguage: more.acceptLanguage,
});
const meedoen = { key: "meedoen", websiteLogoUrl: "/tenants/meedoen/logo.svg" };

describe("choosing a first view", () => {
  it("gives the page in the language the app will pick: path, cookie, browser, Dutch", () => {
    expect(chooseFirstView(VIEWS, request("/en/vacancies/search"), meedoen)?.locale).toBe("en");
    expect(chooseFirstView(VIEWS, request("/vacancies/search", { cookie: "locale=en" }), meedoen)?.locale).toBe("en");
    const browser = request("/vacancies/search", { acceptLanguage: "de-DE,de;q=0.9,en-GB;q=0.8,nl;q=0.5" });
    expect(chooseFirstView(VIEWS, browser, meedoen)?.locale).toBe("en");
    expect(chooseFirstView(VIEWS, request("/vacancies/search"), meedoen)?.locale).toBe("nl");
    // A center without internationalisation is Dutch whatever the browser asks, and /en is not its page.
    const demo = { key: "demo", websiteLogoUrl: null };
    expect(chooseFirstView(VIEWS, request("/vacancies/search", { cookie: "locale=en" }), demo)?.locale).toBe("nl");
    expect(chooseFirstView(VIEWS, request("/en/vacancies/search"), demo)).toBeNull();
  });

  it("orders Accept-Language by quality", () => {
    expect(acceptedLanguages("fr;q=0.2, en-US, nl;q=0.8, *;q=0.1, de;q=0")).toEqual(["en-US", "nl", "fr"]);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });

  it("puts in the center's logo (escaped) or the page without one", () => {
    const view = chooseFirstView(VIEWS, request("/vacancies/search"), {
      key: "meedoen",
      websiteLogoUrl: '/a"b<c>.svg',
    })!;
    expect(view.root).toContain('<img src="/a&quot;b&lt;c&gt;.svg"');
    expect(view.root).not.toContain(LOGO);
    const bare = chooseFirstView(VIEWS, request("/vacancies/search"), { key: "meedoen", websiteLogoUrl: null })!;
    expect(bare.root).toContain("<span>meedoen</span>");
  });

  it("gives the logo the center's width and height, or neither when its size is not known", () => {
    const sized = chooseFirstView(VIEWS, request("/vacancies/search"), {
      ...meedoen,
      logoSize: { width: 240, height: 64 },
    })!;
    expect(sized.root).toContain(
      '<img src="/tenants/meedoen/logo.svg" alt="logo" width="240" height="64" class="h-10">',
    );
    for (const logoSize of [null, undefined]) {
      const unknown = chooseFirstView(VIEWS, request("/vacancies/search"), { ...meedoen, logoSize })!;
      expect(unknown.root).toContain('<img src="/tenants/meedoen/logo.svg" alt="logo" class="h-10">');
    }
    // A build without the size's stand-ins is served as it is.
    const { logoSizePlaceholder: _, ...older } = VIEWS;
    const old = chooseFirstView(
      { ...older, pages: { "vacancySearch|meedoen|nl": page("meedoen", "nl") } },
      request("/vacancies/search"),
      {
        ...meedoen,
        logoSize: { width: 240, height: 64 },
      },
    )!;
    expect(old.root).toContain(`width="${SIZE.width}"`);
  });

  it("shows the cookie banner, at its place, until the visitor has decided", () => {
    const undecided = chooseFirstView(VIEWS, request("/vacancies/search"), meedoen)!;
    expect(undecided.root).toMatch(/^<section data-slot="consent-banner">cookies<\/section><header>/);
    const half = `cookieConsent=${encodeURIComponent(JSON.stringify({ functional: true, analytical: true }))}`;
    expect(chooseFirstView(VIEWS, request("/vacancies/search", { cookie: half }), meedoen)!.root).toContain("cookies");
    const decided = chooseFirstView(VIEWS, request("/vacancies/search", { cookie: `a=b; ${CONSENT}` }), meedoen)!;
    expect(decided.root).not.toContain("consent-banner");
  });

  it("leaves out signed-in visitors, searches in the link, other pages and redirecting hosts", () => {
    const signedIn = "access-token=t; client=c; uid=u%40example.org";
    expect(chooseFirstView(VIEWS, request("/vacancies/search", { cookie: signedIn }), meedoen)).toBeNull();
    expect(chooseFirstView(VIEWS, request("/vacancies/search", { cookie: "access-token=t" }), meedoen)).not.toBeNull();
    expect(chooseFirstView(VIEWS, request("/vacancies/search?q=zorg"), meedoen)).toBeNull();
    expect(chooseFirstView(VIEWS, request("/vacancies/search?"), meedoen)).not.toBeNull();
    expect(chooseFirstView(VIEWS, request("/vacancies/search/"), meedoen)).not.toBeNull();
    expect(chooseFirstView(VIEWS, request("/vacancies"), meedoen)).toBeNull();
    expect(
      chooseFirstView(VIEWS, request("/vacancies/search", { host: "gelderse-handen.localhost" }), meedoen),
    ).toBeNull();
  });

  it("takes the fallback theme for a center that is not one of the seeded tenants", () => {
    const view = chooseFirstView(VIEWS, request("/vacancies/search"), { key: "elsewhere", websiteLogoUrl: null })!;
    expect(view.htmlAttributes["data-tenant"]).toBe("demo");
  });

  it("preloads the page's code and the messages of its language", () => {
    const view = chooseFirstView(VIEWS, request("/en/vacancies/search"), meedoen)!;
    expect(view.modulepreload).toEqual(["/assets/Search.js", "/assets/vacancy-bank.js"]);
    expect(view.messages).toEqual(["/assets/messages-shell-en.json", "/assets/messages-vacancies-en.json"]);
    expect(view.stylesheets).toEqual(["/assets/bank.css"]);
  });
});

const TEMPLATE = [
  '<!doctype html><html lang="nl"><head><link rel="icon" href="data:," /><title>Volunteerly</title>',
  "<script>window.__VOLUNTEERLY_CONFIG__={};</script>",
  '<script type="module" crossorigin src="/assets/index.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/framework.js">',
  '</head><body><div id="root"></div></body></html>',
].join("");

describe("putting a first view into the page", () => {
  it("sets language, theme and title, and fetches the scripts after the first paint", () => {
    const view = chooseFirstView(VIEWS, request("/en/vacancies/search"), meedoen)!;
    const { html, scriptHashes } = assemblePage(TEMPLATE, { centerScript: "window.c=1;", firstView: view });
    expect(html).toMatch(/^<!doctype html><html lang="en" data-tenant="meedoen" data-color-scheme="light" style=/);
    expect(html).toContain("<title>Vacaturebank meedoen en</title>");
    expect(html).toContain(`<div id="root" data-first-view="vacancySearch">${view.root}</div>`);
    // No script or preload starts before the page is painted; the loader starts them all.
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    const loader = afterPaintLoader(
      ["/assets/index.js"],
      ["/assets/framework.js", "/assets/Search.js", "/assets/vacancy-bank.js"],
      ["/assets/messages-shell-en.json", "/assets/messages-vacancies-en.json"],
    );
    expect(html).toContain(`<script id="first-view-end">${loader}</script>`);
    expect(html).toContain('<link rel="expect" href="#first-view-end" blocking="render"></head>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/bank.css">');
    // The center and the colour-scheme script follow the configuration, before </head>.
    expect(html.indexOf(`<script>window.c=1;${VIEWS.headScript}</script>`)).toBeGreaterThan(
      html.indexOf("__VOLUNTEERLY_CONFIG__"),
    );
    expect(scriptHashes).toHaveLength(2);
  });

  it("changes nothing but the center and the favicon without a first view", () => {
    const { html } = assemblePage(TEMPLATE, { centerScript: "window.c=1;", faviconUrl: "/f.svg" });
    expect(html).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
    expect(html).toContain('<link rel="icon" href="/f.svg" />');
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<html lang="nl">');
  });
});

describe("the page's encoding", () => {
  it("is brotli, else gzip, as the browser accepts", () => {
    expect(pageEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(pageEncoding("gzip, br;q=0")).toBe("gzip");
    expect(pageEncoding("identity")).toBeUndefined();
    expect(pageEncoding(undefined)).toBeUndefined();
  });
});

describe("serving first views", () => {
  let t: TestContext;
  let dist: string;
  beforeAll(async () => {
    t = await createTestContext();
    dist = mkdtempSync(join(tmpdir(), "volunteerly-first-views-"));
    mkdirSync(join(dist, "assets"));
    mkdirSync(join(dist, ".vite"));
    writeFileSync(
      join(dist, "index.html"),
      TEMPLATE.replace("<script>window.__VOLUNTEERLY_CONFIG__={};</script>", "<!--volunteerly-config-->"),
    );
    writeFileSync(join(dist, "assets", "index.js"), "console.log('app')");
    writeFileSync(join(dist, FIRST_VIEWS_FILE), JSON.stringify(VIEWS));
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  /** Every inline script of a page must be allowed by its content security policy. */
  function expectScriptsAllowed(html: string, csp: string) {
    const scripts = [...html.matchAll(/<script(?: id="[^"]*")?>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const hash = createHash("sha256").update(script).digest("base64");
      expect(csp).toContain(`'sha256-${hash}'`);
    }
  }

  it("sends the first view with the center, allowed by the policy, and the page without one otherwise", async () => {
    const app = await buildApp({ database: t.database, web: { root: dist, apiBaseUrl: "" } });
    try {
      const res = await app.inject({
        method: "GET",
        url: "/en/vacancies/search",
        headers: { host: host("meedoen"), accept: "text/html", cookie: CONSENT },
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('data-first-view="vacancySearch"');
      expect(res.body).toContain("<h1>meedoen en</h1>");
      // The logo with its size, as the API's profile gives it (public/tenants/meedoen/logo.svg: 64 x 64).
      expect(res.body).toContain('<img src="/tenants/meedoen/logo.svg" alt="logo" width="64" height="64"');
      expect(res.body).not.toContain("consent-banner");
      expect(String(res.headers.vary)).toContain("Cookie");
      expectScriptsAllowed(res.body, String(res.headers["content-security-policy"]));
      // The center as GET volunteer_centers/current?include=profile answers it.
      const center = /window\.__VOLUNTEERLY_CENTER__=(.*?);(?:\(function|<\/script>)/.exec(res.body);
      const api = await app.inject({
        method: "GET",
        url: "/api/v1/volunteer_centers/current?include=profile",
        headers: { host: host("meedoen") },
      });
      expect(JSON.parse(center![1]!)).toEqual(JSON.parse(api.body));

      // Pages of client routes come compressed as the browser accepts (the first view is 10-50 kB).
      const { brotliDecompressSync, gunzipSync } = await import("node:zlib");
      const headers = { host: host("meedoen"), accept: "text/html", cookie: CONSENT };
      const br = await app.inject({
        method: "GET",
        url: "/en/vacancies/search",
        headers: { ...headers, "accept-encoding": "gzip, br" },
      });
      expect(br.headers["content-encoding"]).toBe("br");
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(res.body);
      const gz = await app.inject({
        method: "GET",
        url: "/en/vacancies/search",
        headers: { ...headers, "accept-encoding": "gzip" },
      });
      expect(gz.headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(gz.rawPayload).toString()).toBe(res.body);

      const other = await app.inject({
        method: "GET",
        url: "/vacancies/search?q=tuin",
        headers: { host: host("meedoen"), accept: "text/html" },
      });
      expect(other.body).toContain('<div id="root"></div>');
      expect(other.body).toContain("__VOLUNTEERLY_CENTER__");
      expectScriptsAllowed(other.body, String(other.headers["content-security-policy"]));
    } finally {
      await app.close();
    }
  });

  it("serves pages as before when the build has no first views", async () => {
    rmSync(join(dist, FIRST_VIEWS_FILE));
    const app = await buildApp({ database: t.database, web: { root: dist, apiBaseUrl: "" } });
    try {
      const res = await app.inject({
        method: "GET",
        url: "/vacancies/search",
        headers: { host: host("meedoen"), accept: "text/html" },
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expectScriptsAllowed(res.body, String(res.headers["content-security-policy"]));
    } finally {
      writeFileSync(join(dist, FIRST_VIEWS_FILE), JSON.stringify(VIEWS));
      await app.close();
    }
  });
});
