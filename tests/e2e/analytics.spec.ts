/**
 * /analytics and /analytics/index-2 (issue 15): a center admin opens the figures (this month has
 * the demo history's applications), switches the period, chooses a range, sees a chart with its
 * table and summary, exports the figures as CSV, opens the per-organization table, sorts it and
 * exports it. An organization admin gets the not-allowed screen and no analytics in the menu.
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
  // The demo history reaches today: this month is not empty.
  await expect(page.getByText("Nog geen cijfers in deze periode")).toHaveCount(0);
  await page.getByRole("button", { name: "Dit jaar" }).click();
  await expect(page).toHaveURL(/period=this_year/);
  await expect(page.getByRole("button", { name: "Dit jaar" })).toHaveAttribute("aria-pressed", "true");
  const chart = page.getByRole("img", { name: /aanmeldingen/i }).first();
  await expect(chart).toBeVisible();
  await expect(page.locator("canvas").first()).toBeVisible();
  await expect(page.getByRole("table", { name: "Aanmeldingen per status als tabel" })).toBeVisible();
  await expect(page.locator('[data-figure="applications_received"]')).toContainText(/vorige periode/);
  await expect(page.getByText(/^Aanmeldingen: \d+, waarvan geaccepteerd: \d+/)).toBeVisible();
  await expectNoAxeViolations(page);

  // A chosen range: both dates, then 'Toon periode'; the URL keeps it and the page says what it shows.
  await page.getByRole("button", { name: "Zelf kiezen" }).click();
  await page.getByLabel("Van", { exact: true }).fill("2026-01-01");
  await page.getByLabel("Tot en met", { exact: true }).fill("2026-01-31");
  await page.getByRole("button", { name: "Toon periode" }).click();
  await expect(page).toHaveURL(/period=range&from=2026-01-01&to=2026-01-31/);
  await expect(page.getByText(/1 januari 2026 t\/m 31 januari 2026, vergeleken met/)).toBeVisible();
  await page.getByRole("button", { name: "Dit jaar" }).click();
  await expect(page).toHaveURL(/period=this_year$/);

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Exporteren als CSV" }).click();
  expect((await download).suggestedFilename()).toMatch(/^analyse-\d{4}-\d{2}-\d{2}\.csv$/);

  // The link carries the period; on a busy machine it is drawn a moment after the address changed.
  const toOrganizations = page.getByRole("link", { name: "Bekijk de cijfers per organisatie" });
  await expect(toOrganizations).toHaveAttribute("href", /period=this_year$/);
  await toOrganizations.click();
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
  const perOrganization = page.waitForEvent("download");
  await page.getByRole("button", { name: "Exporteren als CSV" }).click();
  expect((await perOrganization).suggestedFilename()).toMatch(/^analyse-per-organisatie-\d{4}-\d{2}-\d{2}\.csv$/);
  await context.close();
});

test("an organization admin may not see analytics (PRODUCT.md section 3)", async ({ browser }) => {
  const context = await browser.newContext({ locale: "nl-NL" });
  await decideConsent(context, "rijnstad.localhost");
  const page = await context.newPage();
  await page.goto(url("rijnstad.localhost", "/auth/login-1"));
  await signIn(page, "orgadmin@rijnstad.test");
  await expect(page).toHaveURL(url("rijnstad.localhost", "/dashboard"));
  await expect(page.getByRole("link", { name: "Analyse" })).toHaveCount(0);
  for (const path of ["/analytics", "/analytics/index-2"]) {
    await page.goto(url("rijnstad.localhost", path));
    await expect(page.getByRole("heading", { level: 1, name: "Verboden toegang" })).toBeVisible();
    await expect(page.getByText("De cijfers konden niet worden geladen.")).toHaveCount(0);
  }
  await context.close();
});
