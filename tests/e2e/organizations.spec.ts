/**
 * Organizations (issue 15): an organization signs up, the center admin approves it from
 * /organizations/approve with a reason, the organization's admin reads it in the mail, signs in
 * and invites a colleague, who confirms through the mail link, signs in and publishes a vacancy.
 * A superadmin then moves the organization to another center (the e2e server runs with the
 * installation's moving-organizations flag on, MOVE_ORGANIZATIONS=1).
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import { decideConsent, HOSTS, mailLink, PASSWORD, url } from "./support.ts";

test.use({ locale: "nl-NL", viewport: { width: 1280, height: 900 } });
const HOST = HOSTS.rijnstad;
const stamp = Date.now();
const ORG = `Buurtkeuken De Pollepel ${stamp}`;
const ADMIN_EMAIL = `noor.${stamp}@example.nl`;
const COLLEAGUE_EMAIL = `daan.${stamp}@example.nl`;
const REASON = "Welkom bij Vacaturebank Rijnstad! Jullie kunnen nu vacatures plaatsen.";

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await decideConsent(context, HOST);
  return context.newPage();
}

async function signedIn(browser: Browser, email: string, password = PASSWORD): Promise<Page> {
  const page = await newPage(browser);
  await page.goto(url(HOST, "/auth/login-1"));
  await page.getByLabel(/E-mailadres/).fill(email);
  await page.getByLabel(/^Wachtwoord/).fill(password);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page).not.toHaveURL(/login-1/);
  return page;
}

/** The text of the newest mail to `to` whose subject matches. */
async function mailText(page: Page, to: string, subject: RegExp): Promise<string> {
  await expect
    .poll(
      async () => {
        await page.goto(url(HOST, "/dev/mailbox"));
        return page.locator("body > ul > li", { hasText: to }).filter({ hasText: subject }).count();
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
  await page
    .locator("body > ul > li", { hasText: to })
    .filter({ hasText: subject })
    .first()
    .getByRole("link", { name: subject })
    .click();
  return (await page.locator("pre").textContent()) ?? "";
}

test("an organization signs up, is approved with a reason, invites a colleague who publishes a vacancy; a superadmin moves it", async ({
  browser,
}) => {
  test.setTimeout(240_000);

  // The organization signs up and confirms its address.
  const org = await newPage(browser);
  await org.goto(url(HOST, "/organizations/signup"));
  await org.getByLabel(/^Naam van de organisatie/).fill(ORG);
  await org.getByRole("combobox", { name: /Soort organisatie/ }).click();
  await org.getByRole("option", { name: "Stichting" }).click();
  const you = org.getByRole("group", { name: "Jouw gegevens" });
  await you.getByLabel(/^Voornaam/).fill("Noor");
  await you.getByLabel(/^Achternaam/).fill("Vermeulen");
  await you.getByLabel(/^E-mailadres/).fill(ADMIN_EMAIL);
  await you.getByLabel(/^Wachtwoord/).fill(PASSWORD);
  await you.getByLabel(/^Herhaal wachtwoord/).fill(PASSWORD);
  await org.getByRole("button", { name: "Organisatie aanmelden" }).click();
  await expect(org).toHaveURL(url(HOST, "/organizations/signup/success"));
  await org.goto(await mailLink(org, HOST, ADMIN_EMAIL, "/confirm"));
  await expect(org.getByRole("status")).toContainText("Je account is bevestigd.");

  // The center admin approves it from the queue, with a reason.
  const admin = await signedIn(browser, "admin@rijnstad.test");
  await admin.goto(url(HOST, "/organizations/approve"));
  await expect(admin.getByRole("heading", { level: 1, name: "Aanmeldingen beoordelen" })).toBeVisible();
  const item = admin.getByRole("listitem").filter({ hasText: ORG }).first();
  await expect(item).toContainText("Aangemeld door Noor Vermeulen");
  await item.getByRole("button", { name: "Goedkeuren" }).click();
  const dialog = admin.getByRole("alertdialog");
  await dialog.getByRole("textbox").fill(REASON);
  await dialog.getByRole("button", { name: "Goedkeuren" }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByRole("listitem").filter({ hasText: ORG })).toHaveCount(0);
  await admin.context().close();

  // Its admin reads the reason in the mail, signs in and invites a colleague.
  expect(await mailText(org, ADMIN_EMAIL, /goedgekeurd/i)).toContain(REASON);
  await org.context().close();
  const orgAdmin = await signedIn(browser, ADMIN_EMAIL);
  await orgAdmin.goto(url(HOST, "/users/add"));
  await expect(orgAdmin.getByRole("heading", { level: 1, name: "Gebruiker toevoegen" })).toBeVisible();
  await orgAdmin.getByLabel(/^Voornaam/).fill("Daan");
  await orgAdmin.getByLabel(/^Achternaam/).fill("Kortekaas");
  await orgAdmin.getByLabel(/^E-mailadres/).fill(COLLEAGUE_EMAIL);
  await orgAdmin.getByRole("button", { name: "Uitnodiging versturen" }).click();
  await expect(orgAdmin.getByText(`Uitnodiging verstuurd naar ${COLLEAGUE_EMAIL}`).first()).toBeVisible();
  await orgAdmin.context().close();

  // The colleague chooses a password through the mail link, signs in and publishes a vacancy.
  const invited = await newPage(browser);
  await invited.goto(await mailLink(invited, HOST, COLLEAGUE_EMAIL, "/confirm"));
  const NEW_PASSWORD = "een-eigen-lang-wachtwoord";
  await invited.getByLabel(/^Wachtwoord/).fill(NEW_PASSWORD);
  await invited.getByLabel(/^Herhaal wachtwoord/).fill(NEW_PASSWORD);
  await invited.getByRole("button", { name: "Account activeren" }).click();
  await expect(invited.getByText("Je account is bevestigd. Welkom!").first()).toBeVisible();
  await invited.context().close();
  const colleague = await signedIn(browser, COLLEAGUE_EMAIL, NEW_PASSWORD);
  await colleague.goto(url(HOST, "/vacancies/add"));
  const title = `Koken voor de buurt ${stamp}`;
  await colleague.getByLabel(/^Titel/).fill(title);
  await colleague.getByRole("textbox", { name: /^Omschrijving/ }).click();
  await colleague.keyboard.type("Elke donderdag koken we samen een maaltijd voor buurtbewoners.");
  await colleague.getByRole("switch", { name: /Dit werk kan op afstand/ }).click();
  await colleague.getByRole("button", { name: "Publiceren" }).click();
  await expect(colleague.getByText("Vacature gepubliceerd").first()).toBeVisible();
  await colleague.goto(url(HOST, `/vacancies/search?q=${encodeURIComponent(title)}`));
  await expect(colleague.getByRole("link", { name: title }).first()).toBeVisible();
  await colleague.context().close();

  // A superadmin moves the organization to another center (the flag is on).
  const superadmin = await signedIn(browser, "superadmin@volunteerly.test");
  await superadmin.goto(url(HOST, `/organizations?q=${encodeURIComponent(ORG)}`));
  await superadmin.getByRole("link", { name: ORG }).first().click();
  await superadmin.getByRole("link", { name: /Verplaatsen/ }).click();
  await expect(superadmin.getByRole("heading", { level: 1, name: `${ORG} verplaatsen` })).toBeVisible();
  await superadmin.getByRole("combobox", { name: /Naar vrijwilligerscentrale/ }).click();
  await superadmin.getByRole("option", { name: "Vrijwilligerspunt Heuvelrug" }).click();
  await superadmin.getByRole("button", { name: "Verplaatsen" }).click();
  await superadmin.getByRole("alertdialog").getByRole("button", { name: "Ja, verplaatsen" }).click();
  await expect(superadmin.getByText(`${ORG} is verplaatst naar Vrijwilligerspunt Heuvelrug.`).first()).toBeVisible();
  await superadmin.context().close();
});
