import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { cookie, decideConsent, HOSTS, mailLink, newVolunteer, PASSWORD, signIn, url } from "./support.ts";

test.use({ locale: "nl-NL" });

async function signInWith(page: Page, host: string, email: string) {
  await page.goto(url(host, "/auth/login-1"));
  await signIn(page, email);
}

test("a volunteer changes the e-mail address, confirms it from the new mailbox and signs in with it", async ({
  page,
  context,
}) => {
  const host = HOSTS.demo;
  await decideConsent(context, host);
  const oldEmail = await newVolunteer(page, host, "Emma");
  const newEmail = oldEmail.replace("emma.", "emma.nieuw.");

  await page.goto(url(host, "/profile-edit/email"));
  await expect(page).toHaveTitle("E-mailadres wijzigen - Demo Vrijwilligerscentrale");
  await expect(page.getByText(`Huidig e-mailadres: ${oldEmail}`)).toBeVisible();

  // A wrong password is refused under its own field.
  await page.getByLabel(/^Nieuw e-mailadres/).fill(newEmail);
  await page.getByLabel(/^Huidig wachtwoord/).fill("niet-mijn-wachtwoord");
  await page.getByRole("button", { name: "E-mailadres wijzigen" }).click();
  await expect(page.getByLabel(/^Huidig wachtwoord/)).toHaveAttribute("aria-invalid", "true");

  // An address that is already taken is refused under the e-mail field.
  await page.getByLabel(/^Nieuw e-mailadres/).fill("volunteer@demo.test");
  await page.getByLabel(/^Huidig wachtwoord/).fill(PASSWORD);
  await page.getByRole("button", { name: "E-mailadres wijzigen" }).click();
  await expect(page.getByLabel(/^Nieuw e-mailadres/)).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel(/^Nieuw e-mailadres/).fill(newEmail);
  await page.getByLabel(/^Huidig wachtwoord/).fill(PASSWORD);
  await page.getByRole("button", { name: "E-mailadres wijzigen" }).click();
  await expect(page.getByRole("status")).toContainText("Kijk in de mailbox van je nieuwe adres");
  // Nothing changed yet: the account keeps its address (and the session its uid) until the new one confirms.
  await expect(page.getByText(`Huidig e-mailadres: ${oldEmail}`)).toBeVisible();
  await expect(page.getByText(`We hebben een bevestigingslink gestuurd naar ${newEmail}.`)).toBeVisible();
  expect(decodeURIComponent((await cookie(context, "uid"))?.value ?? "")).toBe(oldEmail);

  // The old address is told, with a link to undo it; the new one gets the confirmation link.
  expect(await mailLink(page, host, oldEmail, "email_undo_token")).toContain(`${host}`);
  await page.goto(await mailLink(page, host, newEmail, "email_change_token"));
  await expect(page.getByRole("status")).toContainText(`Je e-mailadres is gewijzigd in ${newEmail}.`);

  // Every session ended; only the new address signs in.
  await page.getByRole("link", { name: "Naar inloggen" }).click();
  await expect(page).toHaveURL(url(host, "/auth/login-1"));
  await signIn(page, oldEmail);
  await expect(page).toHaveURL(url(host, "/auth/login-1"));
  await expect(page.getByRole("alert").filter({ hasText: /.+/ }).first()).toBeVisible();
  await page.getByLabel(/E-mailadres/).fill(newEmail);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(url(host, "/mijn-overzicht"));
  await page.goto(url(host, "/profiel"));
  await expect(page.getByText(newEmail)).toBeVisible();
});

test("a pending change can be cancelled, and the old address can undo a change and choose a new password", async ({
  page,
  context,
}) => {
  const host = HOSTS.demo;
  await decideConsent(context, host);
  const oldEmail = await newVolunteer(page, host, "Noor");
  const request = async (newEmail: string) => {
    await page.goto(url(host, "/profile-edit/email"));
    await page.getByLabel(/^Nieuw e-mailadres/).fill(newEmail);
    await page.getByLabel(/^Huidig wachtwoord/).fill(PASSWORD);
    await page.getByRole("button", { name: "E-mailadres wijzigen" }).click();
    await expect(page.getByText(`We hebben een bevestigingslink gestuurd naar ${newEmail}.`)).toBeVisible();
  };

  // A typo: withdrawn before it is confirmed, its link no longer works.
  const typo = oldEmail.replace("noor.", "noor.typo.");
  await request(typo);
  await page.getByRole("button", { name: "Wijziging annuleren" }).click();
  await expect(page.getByRole("status")).toContainText("De wijziging is geannuleerd.");
  await expect(page.getByText(`We hebben een bevestigingslink gestuurd naar ${typo}.`)).toBeHidden();
  await page.goto(await mailLink(page, host, typo, "email_change_token"));
  await expect(page.getByRole("alert")).toContainText("ongeldig");

  // Someone else asked for a change: the old address undoes it and chooses a new password.
  await request(oldEmail.replace("noor.", "noor.anders."));
  await page.goto(await mailLink(page, host, oldEmail, "email_undo_token"));
  await page.getByRole("button", { name: "Ongedaan maken" }).click();
  await expect(page.getByText(`Je account heeft weer het e-mailadres ${oldEmail}`)).toBeVisible();
  await page.getByRole("link", { name: "Nieuw wachtwoord kiezen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Nieuw wachtwoord instellen" })).toBeVisible();
  await page.getByLabel(/^Wachtwoord/).fill("nog-een-lang-wachtwoord");
  await page.getByLabel(/^Herhaal wachtwoord/).fill("nog-een-lang-wachtwoord");
  await page.getByRole("button", { name: "Wachtwoord opslaan" }).click();
  await expect(page.getByRole("status")).toContainText("Je wachtwoord is gewijzigd.");
});

test("the periodic mail choice is saved and shown after a reload", async ({ page, context }) => {
  const host = HOSTS.heuvelrug;
  await decideConsent(context, host);
  await signInWith(page, host, "volunteer@heuvelrug.test");
  await expect(page).toHaveURL(url(host, "/mijn-overzicht"));
  await page.goto(url(host, "/profile-edit/periodieke-mail"));
  await expect(page).toHaveTitle("Periodieke mail - Vrijwilligerspunt Heuvelrug");
  await page.getByRole("radio", { name: "Elke week" }).click();
  for (const interest of ["Sport", "Dieren", "Taal en integratie"]) {
    const box = page.getByRole("checkbox", { name: interest });
    if ((await box.getAttribute("aria-checked")) !== "true") await box.click();
  }
  const unwanted = page.getByRole("checkbox", { name: "Vervoer" });
  if ((await unwanted.getAttribute("aria-checked")) === "true") await unwanted.click();
  await page.getByRole("button", { name: "Opslaan" }).click();
  // Radix repeats the toast in its live region for screen readers: the visible one is the first.
  await expect(page.getByText("Je voorkeuren voor de periodieke mail zijn opgeslagen.").first()).toBeVisible();

  await page.reload();
  await expect(page.getByRole("radio", { name: "Elke week" })).toBeChecked();
  for (const interest of ["Sport", "Dieren", "Taal en integratie"])
    await expect(page.getByRole("checkbox", { name: interest })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Vervoer" })).not.toBeChecked();
  await expect(page.getByRole("radio", { name: "Nooit" })).not.toBeChecked();
});

test("a volunteer downloads their data, deletes the account and cannot sign in again", async ({ page, context }) => {
  const host = HOSTS.rijnstad;
  await decideConsent(context, host);
  const email = await newVolunteer(page, host, "Daan");
  await page.goto(url(host, "/profile-edit/settings"));
  await expect(page.getByRole("heading", { level: 2, name: "Account verwijderen" })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Mijn gegevens downloaden" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.json$/);
  const exported = await readFile(await download.path(), "utf8");
  expect(exported).toContain(email);
  expect(() => JSON.parse(exported)).not.toThrow();

  await page.getByRole("button", { name: "Account verwijderen" }).click();
  const dialog = page.getByRole("dialog", { name: "Weet je het zeker?" });
  await dialog.getByLabel(/^Wachtwoord/).fill("niet-mijn-wachtwoord");
  await dialog.getByRole("button", { name: "Account definitief verwijderen" }).click();
  await expect(dialog.getByLabel(/^Wachtwoord/)).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(url(host, "/profile-edit/settings"));

  await dialog.getByLabel(/^Wachtwoord/).fill(PASSWORD);
  await dialog.getByRole("button", { name: "Account definitief verwijderen" }).click();
  await expect(page).toHaveURL(url(host, "/profiel/verwijderd"));
  await expect(page.getByRole("heading", { level: 1, name: "Je account is verwijderd" })).toBeVisible();
  await expect(page).toHaveTitle("Profiel verwijderd - Vacaturebank Rijnstad");
  for (const name of ["access-token", "client", "uid"]) expect(await cookie(context, name), name).toBeUndefined();

  // Leaving the page completes the sign-out: the home page shows the visitor's header.
  await page.getByRole("link", { name: "Naar de startpagina" }).click();
  await expect(page).toHaveURL(url(host, "/"));
  await expect(page.getByRole("button", { name: "Accountmenu" })).toHaveCount(0);
  await page.goto(url(host, "/profiel"));
  await expect(page).toHaveURL(/\/auth\/login-1\?redirect=%2Fprofiel$/);

  await signIn(page, email);
  await expect(page).toHaveURL(/\/auth\/login-1/);
  await expect(page.getByRole("alert").filter({ hasText: /.+/ }).first()).toBeVisible();
  expect(await cookie(context, "access-token")).toBeUndefined();
});

test("the last admin of an organization is told why the account cannot be deleted", async ({ page, context }) => {
  const host = HOSTS.heuvelrug;
  await decideConsent(context, host);
  await signInWith(page, host, "orgadmin@heuvelrug.test");
  await expect(page).toHaveURL(url(host, "/dashboard"));
  await page.goto(url(host, "/profile-edit/settings"));
  await page.getByRole("button", { name: "Account verwijderen" }).click();
  const dialog = page.getByRole("dialog", { name: "Weet je het zeker?" });
  await dialog.getByLabel(/^Wachtwoord/).fill(PASSWORD);
  await dialog.getByRole("button", { name: "Account definitief verwijderen" }).click();
  await expect(dialog.getByRole("alert").filter({ hasText: /.+/ })).toBeVisible();
  await expect(page).toHaveURL(url(host, "/profile-edit/settings"));
  // Nothing was deleted: the account still works.
  await page.goto(url(host, "/profiel"));
  await expect(page.getByText("orgadmin@heuvelrug.test")).toBeVisible();
});
