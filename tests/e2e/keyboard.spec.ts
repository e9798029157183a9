/**
 * Issue 14.18: the whole journey by keyboard alone (page.keyboard only: no clicks, no fill).
 * The cookie banner is the first stop of the Tab key while it shows, and after the choice the
 * focus goes on from the start of the page; then search, open a result, sign in as a volunteer,
 * apply and send.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { PASSWORD, url } from "./support.ts";

const HOST = "rijnstad.localhost";
test.use({ locale: "nl-NL" });

/** Presses Tab until `target` has the focus; how many presses it took. */
async function tabTo(page: Page, target: Locator, max = 80): Promise<number> {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return presses;
  }
  throw new Error(`not reached with ${max} presses of Tab: ${target.toString()}`);
}

const focusedIn = (page: Page, selector: string) =>
  page.evaluate((s) => Boolean(document.activeElement?.closest(s)), selector);

test("a visitor chooses cookies, searches, opens a vacancy, signs in and applies, by keyboard alone", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(url(HOST, "/vacancies/search"));
  await expect(page.getByRole("heading", { level: 1, name: "Vacaturebank" })).toBeVisible();
  const banner = page.locator('[data-slot="consent-banner"]');
  await expect(banner).toBeVisible();

  // The banner is the first stop (it covers the bottom of the screen).
  await page.keyboard.press("Tab");
  expect(await focusedIn(page, '[data-slot="consent-banner"]')).toBe(true);
  await tabTo(page, banner.getByRole("button", { name: "Alles weigeren" }), 5);
  await page.keyboard.press("Enter");
  await expect(banner).toHaveCount(0);
  // The focus goes on from the start of the page: the skip link.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Naar de inhoud" })).toBeFocused();

  // Search for the first local vacancy (not one shared by another center: it is answered there).
  const card = page
    .locator("[data-vacancy-id]")
    .filter({ hasNot: page.getByText(/^Gedeeld/) })
    .first();
  const title = (await card.getByRole("link").first().textContent())!.trim();
  const word = title.split(/\s+/).find((w) => w.length >= 4) ?? title;
  const box = page.getByLabel("Zoek op trefwoord");
  await tabTo(page, box);
  await page.keyboard.type(word);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(word)}`, "i"));
  const result = page.locator("[data-vacancy-id]").getByRole("link", { name: title, exact: true });
  await expect(result).toBeVisible();
  await tabTo(page, result);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  // Apply: sign in first, and come back.
  await tabTo(page, page.getByRole("link", { name: "Reageer op deze vacature" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/auth\/login-1\?redirect=/);
  await tabTo(page, page.getByLabel(/E-mailadres/));
  await page.keyboard.type("volunteer@rijnstad.test");
  await tabTo(page, page.getByLabel(/^Wachtwoord/));
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  await tabTo(page, page.getByRole("button", { name: "Reageer", exact: true }));
  await page.keyboard.press("Enter");
  await expect(page.getByLabel(/^Motivatie/)).toBeFocused();
  await page.keyboard.type("Ik help graag mee en heb op woensdagmiddag tijd.");
  await tabTo(page, page.getByLabel(/^Beschikbaarheid/));
  await page.keyboard.type("Woensdagmiddag");
  await tabTo(page, page.getByRole("button", { name: "Reactie versturen" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText("Je reactie is verstuurd. De organisatie neemt contact met je op.")).toBeVisible();
});
