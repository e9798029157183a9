import { expect, test } from "@playwright/test";
import { cookie, decideConsent, url } from "./support.ts";

const HOST = "gelderland.localhost";

test.describe("in a Dutch browser", () => {
  test.use({ locale: "nl-NL" });

  test("switching to English moves to /en, saves the choice and keeps it after a reload", async ({ page, context }) => {
    await decideConsent(context, HOST);
    await page.goto(url(HOST, "/vacancies/search"));
    await expect(page.getByRole("heading", { level: 1, name: "Vacaturebank" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "nl");
    await page.getByRole("button", { name: "Taal kiezen" }).click();
    await page.getByRole("menuitemradio", { name: "English" }).click();
    await expect(page).toHaveURL(url(HOST, "/en/vacancies/search"));
    await expect(page.getByRole("heading", { level: 1, name: "Vacancy bank" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const saved = await cookie(context, "locale");
    expect(saved?.value).toBe("en");
    expect(saved?.sameSite).toBe("Lax");
    expect((saved!.expires - Date.now() / 1000) / 86400).toBeGreaterThan(364);

    await page.goto(url(HOST, "/sociale-kaart"));
    await expect(page.getByRole("heading", { level: 1, name: "Social map" })).toBeVisible();
    await expect(page).toHaveTitle("Social map - Gelderse Vrijwilligers");
    await expect(page.getByRole("button", { name: "Show the map" })).toBeVisible();
    await expect(page.getByRole("searchbox", { name: "Search by name, town or subject" })).toBeVisible();

    await page.getByRole("button", { name: "Choose language" }).click();
    await page.getByRole("menuitemradio", { name: "Nederlands" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Sociale kaart" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Kaart tonen" })).toBeVisible();
    expect((await cookie(context, "locale"))?.value).toBe("nl");
  });
});

test.describe("in an English browser", () => {
  test.use({ locale: "en-GB" });

  test("the browser's language is used without a saved choice, Dutch only where the center has no i18n", async ({
    page,
    context,
  }) => {
    await decideConsent(context, HOST);
    await page.goto(url(HOST, "/auth/login-1"));
    await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
    await decideConsent(context, "demo.localhost");
    await page.goto(url("demo.localhost", "/auth/login-1"));
    await expect(page.getByRole("heading", { level: 1, name: "Inloggen" })).toBeVisible();
  });
});
