/**
 * Issue 18: the vacancy bank finds what people type (a category's word), offers "Bedoelde je ...?"
 * when nothing is found, and every card shows a picture in a box reserved before it loads.
 */
import { expect, test } from "@playwright/test";
import { DEMO_TITLES } from "../../server/db/demo-data.ts";
import { decideConsent, url } from "./support.ts";

test.use({ locale: "nl-NL" });

test("words find categories, a typo gets a working suggestion, cards keep their picture's place", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ locale: "nl-NL" });
  for (const host of ["heuvelrug.localhost", "demo.localhost"]) await decideConsent(context, host);
  const page = await context.newPage();

  // heuvelrug: "natuur" is the word of the category Natuur en milieu.
  await page.goto(url("heuvelrug.localhost", "/vacancies/search?q=natuur"));
  const results = page.getByRole("list", { name: "Gevonden vacatures" });
  await expect(results.getByRole("link", { name: "Begeleider bij de boslessen" })).toBeVisible();

  // Every card has its picture box, 16:9, the same size before and after the pictures loaded.
  const boxes = async () =>
    results.locator("[data-picture]").evaluateAll((els) =>
      els.map((e) => {
        const r = e.getBoundingClientRect();
        return [Math.round(r.top), Math.round(r.width), Math.round(r.height)];
      }),
    );
  const before = await boxes();
  expect(before.length).toBe(await results.locator("[data-vacancy-id]").count());
  for (const [, w, h] of before) expect(Math.abs(h! - (w! * 9) / 16)).toBeLessThanOrEqual(1);
  await page.waitForLoadState("load");
  await page.evaluate(() =>
    Promise.all(
      [...document.images].filter((i) => !i.complete && i.loading !== "lazy").map((i) => i.decode().catch(() => {})),
    ),
  );
  expect(await boxes()).toEqual(before);
  // Layout shift as the browser counts it, since the page opened.
  const cls = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!e.hadRecentInput) sum += e.value;
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(sum), 500);
      }),
  );
  expect(cls).toBeLessThan(0.1);

  // demo: a typo finds nothing, and the suggestion it offers finds the schooltuin.
  await page.goto(url("demo.localhost", "/vacancies/search?q=schooltuim"));
  await expect(page.getByRole("heading", { name: "Geen vacatures gevonden" })).toBeVisible();
  await expect(page.getByText("Bedoelde je:")).toBeVisible();
  await page.getByRole("button", { name: "Zoek op “schooltuin”" }).click();
  await expect(page).toHaveURL(/[?&]q=schooltuin/);
  await expect(page.getByRole("link", { name: DEMO_TITLES.schoolGarden })).toBeVisible();
  // Its own photo, with its alt text, from the image's variants.
  const card = page.locator("[data-vacancy-id]", { has: page.getByRole("link", { name: DEMO_TITLES.schoolGarden }) });
  await expect(card.locator("[data-picture=image] img")).toHaveAttribute("srcset", /\.w640\.webp 640w/);
  await context.close();
});

test("a vacancy's page shows its picture without layout shift: the photo with its alt text, else the category's illustration", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ locale: "nl-NL" });
  await decideConsent(context, "demo.localhost");
  const page = await context.newPage();

  // The links of two cards: the school garden (a photo) and one that shows its category's illustration
  // (an informal group's: it has no logo).
  const results = page.getByRole("list", { name: "Gevonden vacatures" });
  await page.goto(url("demo.localhost", "/vacancies/search?q=schooltuin"));
  const photoHref = await results
    .getByRole("link", { name: DEMO_TITLES.schoolGarden })
    .getAttribute("href", { timeout: 30_000 });
  // A card without a photo of its own shows its organization's logo (the demo organizations have one).
  await page.goto(url("demo.localhost", "/vacancies/search?q=voorlezen"));
  const logo = results.locator("[data-vacancy-id] [data-picture=logo] img").first();
  await expect(logo).toHaveAttribute("src", /^\/uploads\/[0-9a-f]{32}\.png$/, { timeout: 30_000 });
  await expect(logo).toHaveAttribute("alt", "");
  await expect.poll(() => logo.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBeGreaterThan(0);
  await page.goto(url("demo.localhost", "/vacancies/search?q=huiswerk"));
  const illustrationHref = await results
    .locator("[data-vacancy-id]:has([data-picture=illustration])")
    .first()
    .getByRole("link")
    .first()
    .getAttribute("href", { timeout: 30_000 });
  expect(photoHref).toBeTruthy();
  expect(illustrationHref).toBeTruthy();

  // Layout shift as the browser counts it from the page's first paint, and the picture's box.
  const shift = () =>
    page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let sum = 0;
          new PerformanceObserver((list) => {
            for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
              if (!e.hadRecentInput) sum += e.value;
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(sum), 500);
        }),
    );
  const ratio = (box: { width: number; height: number } | null) => Math.abs(box!.height - (box!.width * 9) / 16);

  await page.goto(url("demo.localhost", photoHref!));
  await expect(page.getByRole("heading", { level: 1, name: DEMO_TITLES.schoolGarden })).toBeVisible();
  const photo = page.locator("main [data-picture=image] img");
  // Informative: its alt text; above the fold, so not lazy; a srcset from the variants.
  await expect(photo).toHaveAttribute("alt", /\S/);
  await expect(photo).toHaveAttribute("loading", "eager");
  await expect(photo).toHaveAttribute("srcset", /\.w1280\.webp 1280w/);
  await expect(page.getByRole("img", { name: (await photo.getAttribute("alt"))! })).toBeVisible();
  await page.waitForLoadState("load");
  await photo.evaluate((i: HTMLImageElement) => i.decode().catch(() => {}));
  expect(ratio(await page.locator("main [data-picture=image]").boundingBox())).toBeLessThanOrEqual(1);
  expect(await shift()).toBeLessThan(0.1);

  await page.goto(url("demo.localhost", illustrationHref!));
  const illustration = page.locator("main [data-picture=illustration]");
  await expect(illustration).toBeVisible();
  // Decorative: hidden from screen readers, no image in the accessibility tree.
  await expect(illustration).toHaveAttribute("aria-hidden", "true");
  expect(ratio(await illustration.boundingBox())).toBeLessThanOrEqual(1);
  expect(await shift()).toBeLessThan(0.1);
  await context.close();
});
