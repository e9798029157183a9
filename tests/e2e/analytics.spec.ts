/**
 * /analytics and /analytics/index-2 (issue 15): a center admin opens the figures, switches the
 * period, sees a chart with its table, exports the figures as CSV, opens the per-organization
 * table and sorts it. One signed-in page for the whole journey.
 */
import { expect, test } from "@playwright/test";
import { decideConsent, expectNoAxeViolations, signIn, url } from "./support.ts";

const HOST = "demo.localhost";
test.use({ locale: "nl-NL" });

test("a center admin reads, exports and compares the figures", async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ locale: "nl-NL", acceptDownloads: true });
  await decideConsent(context, HOST);
  const page = await context.newPage();
  await page.goto(url(HOST, "/auth/login-1"));
  await signIn(page, "admin@demo.test");
  await expect(page).toHaveURL(url(HOST, "/dashboard"));

  await page.goto(url(HOST, "/analytics"));
  await expect(page.getByRole("heading", { level: 1, name: "Analyse" })).toBeVisible();
  await page.getByRole("button", { name: "Dit jaar" }).click();
  await expect(page).toHaveURL(/period=this_year/);
  await expect(page.getByRole("button", { name: "Dit jaar" })).toHaveAttribute("aria-pressed", "true");
  const chart = page.getByRole("img", { name: /aanmeldingen/i }).first();
  await expect(chart).toBeVisible();
  await expect(page.locator("canvas").first()).toBeVisible();
  await expect(page.getByRole("table", { name: "Aanmeldingen per status als tabel" })).toBeVisible();
  await expect(page.locator('[data-figure="applications_received"]')).toContainText(/vorige periode/);
  await expectNoAxeViolations(page);

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Exporteren als CSV" }).click();
  expect((await download).suggestedFilename()).toMatch(/^analyse-\d{4}-\d{2}-\d{2}\.csv$/);

  await page.getByRole("link", { name: "Bekijk de cijfers per organisatie" }).click();
  await expect(page).toHaveURL(/\/analytics\/index-2\?period=this_year/);
  await expect(page.getByRole("heading", { level: 1, name: "Analyse per organisatie" })).toBeVisible();
  const header = page.getByRole("columnheader", { name: /Aanmeldingen/ }).first();
  await page
    .getByRole("button", { name: /^Aanmeldingen/ })
    .first()
    .click();
  await expect(page).toHaveURL(/sort=-applications_received/);
  await expect(header).toHaveAttribute("aria-sort", "descending");
  await expectNoAxeViolations(page);
  await context.close();
});
