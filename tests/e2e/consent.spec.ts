import { expect, test, type Page } from "@playwright/test";
import { cookie, holdScripts, url } from "./support.ts";

test.use({ locale: "nl-NL" });
const HOST = "heuvelrug.localhost";

async function consentCookie(page: Page) {
  const c = await cookie(page.context(), "cookieConsent");
  return c ? { value: JSON.parse(decodeURIComponent(c.value)) as unknown, expires: c.expires } : undefined;
}

function banner(page: Page) {
  return page.locator("[data-slot=consent-banner]");
}

test("accept all stores every category for a year and hides the banner", async ({ page }) => {
  await page.goto(url(HOST, "/"));
  await expect(banner(page)).toBeVisible();
  await banner(page).getByRole("button", { name: "Alles accepteren" }).click();
  await expect(banner(page)).toBeHidden();
  const stored = await consentCookie(page);
  expect(stored?.value).toEqual({ functional: true, analytical: true, thirdParty: true });
  const days = (stored!.expires - Date.now() / 1000) / 86400;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThan(366);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();
});

test("reject all keeps only the functional cookies", async ({ page }) => {
  await page.goto(url(HOST, "/"));
  await banner(page).getByRole("button", { name: "Alles weigeren" }).click();
  await expect(banner(page)).toBeHidden();
  expect((await consentCookie(page))?.value).toEqual({ functional: true, analytical: false, thirdParty: false });
});

test("one ticked category turns the button into 'Selectie opslaan'", async ({ page }) => {
  await page.goto(url(HOST, "/"));
  await banner(page)
    .getByRole("checkbox", { name: /Analytisch/ })
    .click();
  await banner(page).getByRole("button", { name: "Selectie opslaan" }).click();
  await expect(banner(page)).toBeHidden();
  expect((await consentCookie(page))?.value).toEqual({ functional: true, analytical: true, thirdParty: false });
});

test("a category ticked before the page's scripts run is ticked through the app once it has the banner", async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto(url(HOST, "/"), { waitUntil: "domcontentloaded" });
  const box = banner(page).getByRole("checkbox", { name: /Analytisch/ });
  await box.click();
  // Held meanwhile: ticked by the browser alone, the banner's state would never know.
  await expect(box).not.toBeChecked();
  release();
  await expect(banner(page).getByRole("button", { name: "Selectie opslaan" })).toBeVisible();
  await expect(box).toBeChecked();
  await banner(page).getByRole("button", { name: "Selectie opslaan" }).click();
  await expect(banner(page)).toBeHidden();
  expect((await consentCookie(page))?.value).toEqual({ functional: true, analytical: true, thirdParty: false });
});

test("the cookie settings in the footer open the banner again", async ({ page }) => {
  await page.goto(url(HOST, "/"));
  await banner(page).getByRole("button", { name: "Alles weigeren" }).click();
  await page.getByRole("button", { name: "Cookie-instellingen" }).click();
  await expect(banner(page)).toBeVisible();
  await banner(page).getByRole("button", { name: "Alles accepteren" }).click();
  await expect(banner(page)).toBeHidden();
  expect((await consentCookie(page))?.value).toEqual({ functional: true, analytical: true, thirdParty: true });
});
