/**
 * Workshops, one flow: center staff plan a workshop with a session of one place at /workshops/beheer;
 * a volunteer takes the place at /workshops, a member of an organization joins the waiting list,
 * and when the volunteer cancels the member has the place.
 */
import { expect, test, type Browser } from "@playwright/test";
import { dayKey } from "../../contract/amsterdam-time.ts";
import { decideConsent, expectNoAxeViolations, signIn, url } from "./support.ts";

test.use({
  locale: "nl-NL",
  viewport: { width: 1280, height: 900 },
  colorScheme: "light",
  timezoneId: "Europe/Amsterdam",
});

const HOST = "heuvelrug.localhost";

async function signedIn(browser: Browser, path: string, email: string) {
  const context = await browser.newContext();
  await decideConsent(context, HOST);
  const page = await context.newPage();
  await page.goto(url(HOST, path));
  await signIn(page, email);
  return { context, page };
}

test("staff plan a session of one place; a volunteer takes it, the next waits and moves up", async ({ browser }) => {
  test.setTimeout(200_000);
  const title = `Omgaan met agressie ${Date.now()}`;
  const [y, m, d] = dayKey(new Date(Date.now() + 20 * 86_400_000)).split("-");

  const staff = await signedIn(browser, "/workshops/beheer", "admin@heuvelrug.test");
  const admin = staff.page;
  await expect(admin.getByRole("heading", { level: 1, name: "Workshops beheren" })).toBeVisible();
  await admin.getByRole("button", { name: "Workshop toevoegen" }).click();
  await admin.getByLabel(/^Titel/).fill(title);
  await admin
    .getByLabel(/^Beschrijving/)
    .fill("Hoe blijf je rustig als iemand boos wordt? Met een trainer van de politie.");
  await admin.getByRole("checkbox", { name: "Gepubliceerd" }).check();
  await admin.getByRole("button", { name: "Opslaan" }).click();
  await expect(admin.getByText("De workshop is opgeslagen.")).toBeVisible();
  await admin.getByRole("button", { name: "Bijeenkomst toevoegen" }).click();
  const form = admin.getByRole("form", { name: "Nieuwe bijeenkomst" });
  await form.getByRole("textbox", { name: /^Datum/ }).fill(`${d}-${m}-${y}`);
  await form.getByLabel(/^Begintijd/).fill("1930");
  await form.getByLabel(/^Eindtijd/).fill("21.30");
  // Checked when the field loses focus: an empty place is pointed out at once.
  await form.getByLabel(/^Locatie/).focus();
  await form.getByLabel(/^Aantal plaatsen/).focus();
  await expect(form.getByText("Vul de locatie in, of kies voor een online bijeenkomst.")).toBeVisible();
  await form.getByLabel(/^Locatie/).fill("Dorpshuis De Vriendschap, Maarn");
  await form.getByLabel(/^Aantal plaatsen/).fill("1");
  await form.getByRole("button", { name: "Opslaan" }).click();
  await expect(admin.getByText("De bijeenkomst is opgeslagen.")).toBeVisible();
  await expect(admin.getByText("0 van de 1 aangemeld, 0 op de wachtlijst")).toBeVisible();
  await staff.context.close();

  const first = await signedIn(browser, "/workshops", "volunteer@heuvelrug.test");
  await first.page.getByRole("link", { name: `${title}: bekijk en meld je aan` }).click();
  await expect(first.page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(first.page.getByText("19:30 - 21:30")).toBeVisible();
  await first.page.getByRole("button", { name: /^Aanmelden voor/ }).click();
  await expect(first.page.getByText("Je bent aangemeld. Je krijgt een bevestiging per e-mail.")).toBeVisible();
  await expectNoAxeViolations(first.page);

  const second = await signedIn(browser, "/workshops", "member@heuvelrug.test");
  await second.page.getByRole("link", { name: `${title}: bekijk en meld je aan` }).click();
  await expect(second.page.getByText("Vol", { exact: true })).toBeVisible();
  await second.page.getByRole("button", { name: /^Op de wachtlijst voor/ }).click();
  await expect(second.page.getByText("Je staat op de wachtlijst (plaats 1)")).toBeVisible();

  await first.page.getByRole("button", { name: /^Afmelden voor/ }).click();
  await expect(first.page.getByText("Je bent afgemeld.")).toBeVisible();
  await first.context.close();

  await second.page.goto(url(HOST, "/workshops"));
  const mine = second.page.getByRole("region", { name: "Mijn workshops" });
  await expect(mine.getByRole("listitem").filter({ hasText: title })).toContainText("Je bent aangemeld");
  await second.context.close();

  // Staff cancel the session: the product's alert dialog asks first ("Niet annuleren" keeps it).
  const again = await signedIn(browser, "/workshops/beheer", "admin@heuvelrug.test");
  await again.page.getByRole("button", { name: new RegExp(`^Bewerken.*${title}`) }).click();
  const cancel = again.page.getByRole("button", { name: /^Bijeenkomst van .* annuleren$/ });
  await cancel.click();
  const ask = again.page.getByRole("alertdialog", { name: /^Bijeenkomst van .* annuleren\?$/ });
  await ask.getByRole("button", { name: "Niet annuleren" }).click();
  await expect(ask).toBeHidden();
  await expect(again.page.getByText("Geannuleerd", { exact: true })).toHaveCount(0);
  await cancel.click();
  await ask.getByRole("button", { name: "Bijeenkomst annuleren" }).click();
  await expect(again.page.getByText("De bijeenkomst is geannuleerd.")).toBeVisible();
  await expect(again.page.getByText("Geannuleerd", { exact: true })).toBeVisible();
  await again.context.close();
});
