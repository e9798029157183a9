import { expect, test } from "@playwright/test";
import { decideConsent, mailLink, url } from "./support.ts";

const HOST = "heuvelrug.localhost";
test.use({ locale: "nl-NL" });

test("a volunteer signs up, confirms through the mail, and resets the password through the mail", async ({
  page,
  context,
}) => {
  await decideConsent(context, HOST);
  const email = `sem.${Date.now()}@example.nl`;
  await page.goto(url(HOST, "/signup"));
  await page.getByLabel(/^Voornaam/).fill("Sem");
  await page.getByLabel(/^Achternaam/).fill("Jansen");
  await page.getByLabel(/^E-mailadres/).fill(email);
  await page.getByLabel(/^Wachtwoord/).fill("een-lang-wachtwoord");
  await page.getByLabel(/^Herhaal wachtwoord/).fill("een-lang-wachtwoord");
  await page.getByRole("button", { name: "Account aanmaken" }).click();
  await expect(page).toHaveURL(url(HOST, "/signup/success"));
  await expect(page.getByRole("heading", { level: 1, name: "Bijna klaar!" })).toBeVisible();

  await page.goto(await mailLink(page, HOST, email, "/confirm"));
  await expect(page.getByRole("status")).toContainText("Je account is bevestigd.");

  await page.goto(url(HOST, "/uitloggen"));
  await expect(page).toHaveURL(url(HOST, "/auth/login-1"));
  await page.goto(url(HOST, "/auth/recover"));
  await page.getByLabel(/E-mailadres/).fill(email);
  await page.getByRole("button", { name: "Stuur mij een link" }).click();
  await expect(page.getByRole("status")).toBeVisible();

  await page.goto(await mailLink(page, HOST, email, "reset_password_token"));
  await expect(page.getByRole("heading", { level: 1, name: "Nieuw wachtwoord instellen" })).toBeVisible();
  await page.getByLabel(/^Wachtwoord/).fill("nog-een-lang-wachtwoord");
  await page.getByLabel(/^Herhaal wachtwoord/).fill("nog-een-lang-wachtwoord");
  await page.getByRole("button", { name: "Wachtwoord opslaan" }).click();
  await expect(page.getByRole("status")).toContainText("Je wachtwoord is gewijzigd.");

  await page.goto(url(HOST, "/uitloggen"));
  await page.getByLabel(/E-mailadres/).fill(email);
  await page.getByLabel(/^Wachtwoord/).fill("nog-een-lang-wachtwoord");
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(url(HOST, "/mijn-overzicht"));
});

test("an organization signs up and sees what happens next", async ({ page, context }) => {
  await decideConsent(context, HOST);
  await page.goto(url(HOST, "/organizations/signup"));
  await page.getByLabel(/^Naam van de organisatie/).fill(`Buurthuis De Linde ${Date.now()}`);
  await page.getByRole("combobox", { name: /Soort organisatie/ }).click();
  await page.getByRole("option", { name: "Stichting" }).click();
  const you = page.getByRole("group", { name: "Jouw gegevens" });
  await you.getByLabel(/^Voornaam/).fill("Fatima");
  await you.getByLabel(/^Achternaam/).fill("El Amrani");
  await you.getByLabel(/^E-mailadres/).fill(`fatima.${Date.now()}@example.nl`);
  await you.getByLabel(/^Wachtwoord/).fill("een-lang-wachtwoord");
  await you.getByLabel(/^Herhaal wachtwoord/).fill("een-lang-wachtwoord");
  await page.getByRole("button", { name: "Organisatie aanmelden" }).click();
  await expect(page).toHaveURL(url(HOST, "/organizations/signup/success"));
  await expect(page.getByRole("heading", { level: 1, name: "Bedankt voor je aanmelding!" })).toBeVisible();
});

test("signing up with a known address reads as any signup; the owner is mailed where their account is", async ({
  page,
  context,
}) => {
  await decideConsent(context, HOST);
  await page.goto(url(HOST, "/signup"));
  await page.getByLabel(/^Voornaam/).fill("Vera");
  await page.getByLabel(/^Achternaam/).fill("Vrijwilliger");
  // An address of another center: the page tells nobody that it exists.
  await page.getByLabel(/^E-mailadres/).fill("volunteer@rijnstad.test");
  await page.getByLabel(/^Wachtwoord/).fill("een-lang-wachtwoord");
  await page.getByLabel(/^Herhaal wachtwoord/).fill("een-lang-wachtwoord");
  await page.getByRole("button", { name: "Account aanmaken" }).click();
  await expect(page).toHaveURL(url(HOST, "/signup/success"));
  await expect(page.getByRole("heading", { level: 1, name: "Bijna klaar!" })).toBeVisible();
  // The owner's mail links to the login page of their own center.
  expect(await mailLink(page, HOST, "volunteer@rijnstad.test", "/auth/login-1")).toMatch(
    /^http:\/\/rijnstad\.localhost(:\d+)?\/auth\/login-1$/,
  );
});
