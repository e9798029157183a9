import { expect, test } from "@playwright/test";
import { cookie, decideConsent, expectNoAxeViolations, signIn, url } from "./support.ts";

const HOST = "demo.localhost";
test.use({ locale: "nl-NL" });

test.beforeEach(async ({ context }) => decideConsent(context, HOST));

test("a visitor is sent to login and returns to the page after signing in", async ({ page, context }) => {
  await page.goto(url(HOST, "/organizations"));
  await expect(page).toHaveURL(/\/auth\/login-1\?redirect=%2Forganizations$/);
  await expect(page.getByRole("heading", { level: 1, name: "Inloggen" })).toBeVisible();
  await expect(page).toHaveTitle("Inloggen - Demo Vrijwilligerscentrale");
  await expectNoAxeViolations(page);

  await signIn(page, "admin@demo.test");
  await expect(page).toHaveURL(url(HOST, "/organizations"));
  await expect(page.getByRole("heading", { level: 1, name: "Organisaties" })).toBeVisible();
  await expect(page).toHaveTitle("Organisaties - Demo Vrijwilligerscentrale");
  await expect(page.getByText("Hier vind je een overzicht van alle organisaties.")).toBeVisible();
  for (const name of ["access-token", "client", "uid"]) expect(await cookie(context, name), name).toBeDefined();
  await expect(
    page.getByRole("navigation", { name: "Hoofdmenu" }).getByRole("link", { name: "Organisaties" }),
  ).toHaveAttribute("aria-current", "page");
});

test("signing out clears the credential cookies and shows login", async ({ page, context }) => {
  await page.goto(url(HOST, "/auth/login-1"));
  await signIn(page, "member@demo.test");
  await expect(page).toHaveURL(url(HOST, "/dashboard"));
  await page.getByRole("button", { name: "Accountmenu" }).click();
  await page.getByRole("menuitem", { name: "Uitloggen" }).click();
  await expect(page).toHaveURL(url(HOST, "/auth/login-1"));
  for (const name of ["access-token", "client", "uid"]) expect(await cookie(context, name), name).toBeUndefined();
  await page.goto(url(HOST, "/dashboard"));
  await expect(page).toHaveURL(/\/auth\/login-1\?redirect=%2Fdashboard$/);
});

test("a wrong password keeps the visitor on login with the server's message", async ({ page }) => {
  await page.goto(url(HOST, "/auth/login-1"));
  await page.getByLabel(/E-mailadres/).fill("admin@demo.test");
  await page.getByLabel(/^Wachtwoord/).fill("niet-het-goede-wachtwoord");
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page.getByRole("alert")).toContainText("Ongeldige combinatie van e-mailadres en wachtwoord.");
  await expect(page).toHaveURL(url(HOST, "/auth/login-1"));
});

test("a volunteer without organization gets 'Geen organisatie gevonden' in the back office", async ({ page }) => {
  await page.goto(url(HOST, "/auth/login-1"));
  await signIn(page, "volunteer@demo.test");
  await expect(page).toHaveURL(url(HOST, "/mijn-overzicht"));
  await page.goto(url(HOST, "/users"));
  await expect(page.getByRole("heading", { name: "Geen organisatie gevonden" })).toBeVisible();
});

test("an account of another center gets the wrong-center screen, gone after navigating", async ({ page }) => {
  await page.goto(url(HOST, "/auth/login-1"));
  await signIn(page, "admin@rijnstad.test");
  await expect(page.getByRole("heading", { name: "Ingelogd op de verkeerde website" })).toBeVisible();
  await page.getByRole("link", { name: "Terug naar de startpagina" }).click();
  await expect(page.getByRole("heading", { name: "Ingelogd op de verkeerde website" })).toBeHidden();
});

test("recover asks for a mail and always gives the same answer", async ({ page }) => {
  await page.goto(url(HOST, "/auth/recover"));
  await page.getByLabel(/E-mailadres/).fill("iemand@nergens.test");
  await page.getByRole("button", { name: "Stuur mij een link" }).click();
  await expect(page.getByRole("status")).toContainText("Als dit adres bij ons bekend is");
});

test("a reset link without credentials explains itself", async ({ page }) => {
  await page.goto(url(HOST, "/auth/reset"));
  await expect(page.getByRole("alert")).toContainText("Deze link is onvolledig.");
});
