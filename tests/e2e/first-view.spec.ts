/**
 * The vacancy bank's first view (server/web/firstView.ts): the page arrives as HTML and is drawn
 * before any script has run; the app then takes that markup over without drawing it again,
 * without anything moving, and without losing what the visitor typed meanwhile.
 */
import { expect, test, type Page } from "@playwright/test";
import { decideConsent, holdScripts, HOSTS, url } from "./support.ts";

test.use({ locale: "nl-NL", viewport: { width: 390, height: 844 }, isMobile: true, colorScheme: "light" });

/** Records, from the first byte on, layout shifts and whether the server's markup was replaced. */
async function observe(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number[]; replaced: number; heading?: Element | null };
    w.shifts = [];
    w.replaced = 0;
    new PerformanceObserver((list) =>
      list.getEntries().forEach((e) => w.shifts.push((e as unknown as { value: number }).value)),
    ).observe({
      type: "layout-shift",
      buffered: true,
    });
    document.addEventListener("DOMContentLoaded", () => {
      const root = document.getElementById("root")!;
      w.heading = root.querySelector("h1");
      new MutationObserver((records) => records.forEach((r) => (w.replaced += r.removedNodes.length))).observe(root, {
        childList: true,
      });
    });
  });
  const warnings: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "warning" || m.type() === "error") warnings.push(m.text());
  });
  return warnings;
}

for (const [center, host] of [
  ["public", HOSTS.public],
  ["rijnstad", HOSTS.rijnstad],
] as const) {
  test(`the vacancy bank of ${center} arrives drawn with its results and the app takes it over as it is`, async ({
    page,
  }) => {
    const warnings = await observe(page);
    const searches: string[] = [];
    page.on("request", (r) => {
      if (/\/api\/v1\/vacancies\/search/.test(r.url())) searches.push(r.url());
    });
    await page.goto(url(host, "/vacancies/search"));
    await expect(page.locator("#root")).toHaveAttribute("data-first-view", "vacancySearch");
    await expect(page.getByRole("heading", { level: 2, name: /\d+ vacatures?/ })).toBeVisible();
    // The results are in the server's markup (rendered per request with the center's vacancies).
    await expect(page.locator("#root [data-vacancy-id]").first()).toBeVisible();
    await page.waitForFunction(() => performance.getEntriesByName("volunteerly:page-ready").length > 0);
    const state = await page.evaluate(() => {
      const w = window as unknown as { shifts: number[]; replaced: number; heading?: Element | null };
      return { shifts: w.shifts, replaced: w.replaced, sameHeading: w.heading === document.querySelector("h1") };
    });
    expect(state).toEqual({ shifts: [], replaced: 0, sameHeading: true });
    expect(warnings.filter((w) => /first view|hydrat|did not match/i.test(w))).toEqual([]);
    // The app's first render started from the results that came with the page: no search request.
    expect(searches).toEqual([]);
    // The app works on it: a search goes to the URL and shows its results.
    await page.getByRole("searchbox", { name: "Zoek op trefwoord" }).fill("zzzz-niets");
    await page.getByRole("button", { name: "Zoeken" }).click();
    await expect(page).toHaveURL(/q=zzzz-niets/);
    await expect(page.getByRole("heading", { name: "Geen vacatures gevonden" })).toBeVisible();
  });
}

test("what is typed before the scripts arrive is kept when the app takes over", async ({ page, context }) => {
  await decideConsent(context, HOSTS.demo);
  const release = await holdScripts(page);
  await page.goto(url(HOSTS.demo, "/vacancies/search"), { waitUntil: "domcontentloaded" });
  const box = page.getByRole("searchbox", { name: "Zoek op trefwoord" });
  await box.pressSequentially("buurt");
  release();
  await expect(page.getByRole("heading", { level: 2, name: /\d+ vacatures?/ })).toBeVisible();
  await expect(box).toBeFocused();
  await box.press("Enter");
  await expect(page).toHaveURL(/q=buurt/);
});

test("the language menu chosen by keyboard before the scripts arrive opens once the app has the page", async ({
  page,
  context,
}) => {
  await decideConsent(context, HOSTS.public);
  const release = await holdScripts(page);
  await page.goto(url(HOSTS.public, "/vacancies/search"), { waitUntil: "domcontentloaded" });
  const menuButton = page.getByRole("button", { name: "Taal kiezen" });
  await menuButton.focus();
  await menuButton.press("Enter");
  release();
  // Opened as by the keyboard, with the focus in the menu: the arrow keys go through its choices.
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  await expect(menu).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(menu.getByRole("menuitemradio").first()).toBeFocused();
});

test("without JavaScript the first view is a working page", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: "en-GB" });
  try {
    const page = await context.newPage();
    await page.goto(url(HOSTS.meedoen, "/vacancies/search"));
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1, name: "Vacancy bank" })).toBeVisible();
    await expect(page).toHaveTitle(/Vacancy bank/);
    await expect(page.locator("[data-slot=consent-banner]")).toBeVisible();
    // The search form is a plain form: it sends the words in the URL.
    await page.getByRole("searchbox", { name: "Search by keyword" }).fill("tuin");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/vacancies\/search\?q=tuin$/);
  } finally {
    await context.close();
  }
});

/** The pages with the center's content, rendered by the server per request (server/web/pageRenderer.ts). */
const CONTENT_PAGES = [
  {
    name: "home page",
    path: "/",
    routeId: "page",
    heading: "Samen maken we Utrecht",
    content: "Begeleider in de schooltuin",
  },
  { name: "content page", path: "/over-ons", routeId: "page", heading: "Over ons", content: "Wat we voor je doen" },
  {
    name: "news list",
    path: "/nieuws",
    routeId: "news",
    heading: "Nieuws",
    content: "Maatjesproject zoekt wandelmaatjes",
  },
  {
    name: "news item",
    path: "/nieuws/maatjesproject-zoekt-wandelmaatjes",
    routeId: "news",
    heading: "Maatjesproject zoekt wandelmaatjes",
    content: "Steeds meer ouderen in de stad komen weinig buiten",
  },
  {
    name: "partners page",
    path: "/partners",
    routeId: "partners",
    heading: "Partners",
    content: "Voedselbank Utrecht",
  },
  {
    name: "activity calendar",
    path: "/activiteitenkalender",
    routeId: "activities",
    heading: "Activiteitenkalender",
    content: "Bekijk als lijst",
  },
  {
    name: "list of activities",
    path: "/activiteitenkalender/overzicht",
    routeId: "activitiesOverview",
    heading: "Activiteitenoverzicht",
    content: "Training omgaan met dementie",
  },
  {
    name: "social map",
    path: "/sociale-kaart",
    routeId: "socialMap",
    heading: "Sociale kaart",
    content: "Bibliotheek Houten",
  },
] as const;

for (const { name, path, routeId, heading, content } of CONTENT_PAGES) {
  test(`the ${name} arrives drawn with the center's content and the app takes it over as it is`, async ({ page }) => {
    const warnings = await observe(page);
    const contentRequests: string[] = [];
    page.on("request", (r) => {
      if (/\/api\/v1\/(content_pages|news_items|partners|activities|social_map_entries)/.test(r.url()))
        contentRequests.push(r.url());
    });
    await page.goto(url(HOSTS.demo, path));
    await expect(page.locator("#root")).toHaveAttribute("data-first-view", routeId);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText(content).first()).toBeVisible();
    // The app has drawn its first page: the server's markup, taken over.
    await page.waitForFunction(() => performance.getEntriesByName("volunteerly:page-ready").length > 0);
    const state = await page.evaluate(() => {
      const w = window as unknown as { shifts: number[]; replaced: number; heading?: Element | null };
      return { shifts: w.shifts, replaced: w.replaced, sameHeading: w.heading === document.querySelector("h1") };
    });
    expect(state).toEqual({ shifts: [], replaced: 0, sameHeading: true });
    expect(warnings.filter((w) => /first view|hydrat|did not match/i.test(w))).toEqual([]);
    // It drew no loading state first: the page's data came with it (no request for the page's content).
    expect(contentRequests).toEqual([]);
  });
}

test("the home page's news, a part below the fold, is taken over as the server drew it when its code comes", async ({
  page,
}) => {
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      const w = window as unknown as { news?: Element | null };
      w.news = document.querySelector('[data-below-the-fold="home-news"] ul');
    });
  });
  const teaser = page.waitForResponse(/\/assets\/NewsTeaser-[^/]+\.js$/);
  await page.goto(url(HOSTS.demo, "/"));
  await expect(page.locator('[data-below-the-fold="home-news"] ul')).toBeVisible();
  await page.waitForFunction(() => performance.getEntriesByName("volunteerly:page-ready").length > 0);
  // Its code comes when the page is idle (it is below the fold of a phone).
  await teaser;
  await expect(page.getByRole("link", { name: "Maatjesproject zoekt wandelmaatjes" })).toBeVisible();
  // The same list all along: not emptied and drawn anew meanwhile.
  const same = await page.evaluate(() => {
    const w = window as unknown as { news?: Element | null };
    return !!w.news && w.news === document.querySelector('[data-below-the-fold="home-news"] ul');
  });
  expect(same).toBe(true);
});

test("without JavaScript the pages with content arrive with their content", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: "nl-NL" });
  try {
    const page = await context.newPage();
    for (const { path, heading, content } of CONTENT_PAGES) {
      await page.goto(url(HOSTS.demo, path));
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(content).first()).toBeVisible();
      // The footer with the center's own menu: nothing fills in once the app takes the page over.
      await expect(page.locator("footer").getByRole("link", { name: "Privacyverklaring" })).toBeVisible();
    }
    // An unknown page has none: the app draws the 404 screen.
    await page.goto(url(HOSTS.demo, "/bestaat-niet-xyz"));
    await expect(page.locator("#root")).toBeEmpty();
  } finally {
    await context.close();
  }
});

test.describe("on a desktop screen", () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false });

  for (const path of ["/", "/partners", "/vacancies/search"]) {
    test(`the header of ${path} arrives with the center's menu and keeps it, unmoved, when its code takes it over`, async ({
      page,
    }) => {
      const warnings = await observe(page);
      // The header's links and buttons as the server drew them (text, target, place), once the page and
      // its images (the logo) have loaded and drawn: before the header's code, which comes when the
      // browser is idle. Layout shifts from then on, with what moved.
      await page.addInitScript(() => {
        const w = window as unknown as {
          describeHeader: () => string[];
          header?: Element | null;
          before?: string[];
          loaded?: number;
          later: string[];
        };
        w.later = [];
        w.describeHeader = () =>
          Array.from(document.querySelectorAll("header a, header button")).map((e) => {
            const r = e.getBoundingClientRect();
            const box = [r.x, r.y, r.width, r.height].map(Math.round).join(",");
            return `${e.tagName} ${e.textContent?.trim()} ${e.getAttribute("href") ?? ""} ${box}`;
          });
        new PerformanceObserver((list) =>
          list.getEntries().forEach((entry) => {
            const shift = entry as unknown as { value: number; sources?: { node?: Node | null }[] };
            if (w.loaded === undefined || entry.startTime < w.loaded) return;
            const nodes = (shift.sources ?? []).map((s) =>
              s.node instanceof Element ? s.node.outerHTML.slice(0, 80) : "",
            );
            w.later.push(`${shift.value} ${nodes.join(" | ")}`);
          }),
        ).observe({ type: "layout-shift", buffered: true });
        window.addEventListener("load", () =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              w.loaded = performance.now();
              w.header = document.querySelector("header");
              w.before = w.describeHeader();
            }),
          ),
        );
      });
      await page.goto(url(HOSTS.demo, path));
      await page.waitForFunction(() => performance.getEntriesByName("volunteerly:page-ready").length > 0);
      // The header is taken over once the browser is idle (or at the first interaction): React's own
      // properties on its links tell.
      await page.waitForFunction(
        () => {
          const link = document.querySelector("header nav a");
          return Boolean(link && Object.keys(link).some((key) => key.startsWith("__reactFiber")));
        },
        null,
        { timeout: 20_000 },
      );
      // Those properties come with the render (in slices); a moment for its commit and what follows.
      await page.waitForTimeout(1000);
      const state = await page.evaluate(() => {
        const w = window as unknown as {
          describeHeader: () => string[];
          header?: Element | null;
          before?: string[];
          later: string[];
        };
        return {
          before: w.before,
          after: w.describeHeader(),
          sameHeader: w.header === document.querySelector("header"),
          later: w.later,
        };
      });
      // The center's own menu (the demo seed's), not the product's, from the first byte on.
      const nav = page.locator("header nav").first();
      await expect(nav.getByRole("link", { name: "Sociale kaart" })).toBeVisible();
      expect(state.before?.some((e) => e.startsWith("A Sociale kaart /sociale-kaart"))).toBe(true);
      expect(state.after).toEqual(state.before);
      expect(state.sameHeader).toBe(true);
      expect(state.later).toEqual([]);
      expect(warnings.filter((w) => /first view|hydrat|did not match/i.test(w))).toEqual([]);
    });
  }
});
