/** Scroll restoration (app/routes/scroll.ts) across pages opened anew, reloads and in-app navigation. */
import { expect, test, type Page } from "@playwright/test";
import { decideConsent, HOSTS, url } from "./support.ts";

const HOST = HOSTS.demo;
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
test.use({ viewport: { width: 390, height: 844 }, locale: "nl-NL" });

test("a page opened anew starts at the top, whatever another page opened anew in the tab was scrolled to; a reload keeps its place", async ({
  page,
  context,
}) => {
  await decideConsent(context, HOST);
  await page.goto(url(HOST, "/vacancies/search"));
  await expect(page.locator("[data-vacancy-id]").first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
  // A reload returns to the same place...
  await page.reload();
  await expect(page.locator("[data-vacancy-id]").first()).toBeVisible();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
  // ...another address opened anew (typed, or a link from elsewhere) starts at the top.
  await page.goto(url(HOST, "/nieuws"));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(844 + 300);
  expect(await scrollY(page)).toBe(0);
});
