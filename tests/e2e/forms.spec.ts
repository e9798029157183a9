/**
 * Forms (PRODUCT.md section 4): center staff build a form at /content/forms and copy its secret
 * link; a visitor fills it in through the link (checked on blur, a clear confirmation); the staff
 * see the response. A signed-in volunteer's answers are listed on /profile-replies. /forms without
 * a token explains where the link comes from; an unknown token says the form was not found.
 */
import { expect, test } from "@playwright/test";
import { decideConsent, signIn, url } from "./support.ts";

test.use({ locale: "nl-NL", viewport: { width: 1280, height: 900 }, colorScheme: "light" });
test.describe.configure({ mode: "serial" });

const HOST = "heuvelrug.localhost";
const title = `Aanmelding open dag ${Date.now()}`;
let link = "";

test("staff build a form, a visitor fills it in through the link, staff see the response", async ({ browser }) => {
  test.setTimeout(150_000);
  const adminContext = await browser.newContext();
  await decideConsent(adminContext, HOST);
  const admin = await adminContext.newPage();
  await admin.goto(url(HOST, "/content/forms"));
  await signIn(admin, "admin@heuvelrug.test");
  await expect(admin.getByRole("heading", { level: 1, name: "Formulieren" })).toBeVisible();
  await admin.getByRole("button", { name: "Formulier maken" }).click();
  await admin.getByRole("textbox", { name: /^Titel/ }).fill(title);
  await admin.getByRole("textbox", { name: "Inleiding" }).fill("Kom je ook naar de open dag in Doorn?");
  await admin.getByRole("button", { name: "Vraag toevoegen" }).click();
  await admin
    .getByRole("textbox", { name: /^Vraag/ })
    .first()
    .fill("Naam");
  await admin.getByRole("checkbox", { name: "Verplicht om in te vullen" }).first().check();
  await admin.getByRole("button", { name: "Vraag toevoegen" }).click();
  await admin
    .getByRole("textbox", { name: /^Vraag/ })
    .nth(1)
    .fill("Welke dag kom je?");
  await admin
    .getByRole("combobox", { name: /Soort antwoord/ })
    .nth(1)
    .click();
  await admin.getByRole("option", { name: "Keuze (één antwoord)" }).click();
  await admin.getByRole("textbox", { name: /^Keuzes/ }).fill("Zaterdag\nZondag");
  await admin.getByRole("checkbox", { name: /Open voor antwoorden/ }).check();
  await admin.getByRole("button", { name: "Opslaan" }).click();
  await expect(admin.getByText(`‘${title}’ is opgeslagen.`)).toBeVisible();
  const item = admin.getByRole("listitem").filter({ has: admin.getByRole("heading", { name: title }) });
  await expect(item.getByText("0 reacties")).toBeVisible();
  link = await item.getByRole("textbox", { name: /Geheime link/ }).inputValue();
  expect(link).toMatch(/^http:\/\/heuvelrug\.localhost(:\d+)?\/forms\/[A-Za-z0-9_-]{22}$/);

  const visitorContext = await browser.newContext();
  await decideConsent(visitorContext, HOST);
  const visitor = await visitorContext.newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText("Kom je ook naar de open dag in Doorn?")).toBeVisible();
  // Checked on blur: leaving the required name empty says so before sending.
  await visitor.getByRole("textbox", { name: /^Naam/ }).focus();
  await visitor.keyboard.press("Tab");
  await expect(visitor.getByText("Naam is verplicht.")).toBeVisible();
  await visitor.getByRole("textbox", { name: /^Naam/ }).fill("Kees <b>Bakker</b>");
  await visitor.getByRole("radio", { name: "Zondag" }).check();
  await visitor.getByRole("button", { name: "Versturen" }).click();
  await expect(visitor.getByRole("heading", { level: 1, name: "Bedankt, je antwoorden zijn verstuurd" })).toBeVisible();
  await visitorContext.close();

  await admin.reload();
  const again = admin.getByRole("listitem").filter({ has: admin.getByRole("heading", { name: title }) });
  await expect(again.getByText("1 reactie", { exact: true })).toBeVisible();
  await again.getByRole("button", { name: /Reactie bekijken \(1\)/ }).click();
  await expect(admin.getByRole("heading", { level: 1, name: `Reacties op ‘${title}’` })).toBeVisible();
  await expect(admin.getByText("Zonder account ingevuld")).toBeVisible();
  // The answer is shown as the text typed, never as HTML.
  await expect(admin.getByText("Kees <b>Bakker</b>")).toBeVisible();
  await expect(admin.getByText("Zondag", { exact: true })).toBeVisible();
  await expect(admin.getByRole("button", { name: "Exporteren als CSV" })).toBeVisible();
  await adminContext.close();
});

test("a volunteer's answers are theirs on /profile-replies", async ({ browser }) => {
  test.setTimeout(120_000);
  expect(link).not.toBe("");
  const context = await browser.newContext();
  await decideConsent(context, HOST);
  const page = await context.newPage();
  await page.goto(url(HOST, "/profiel"));
  await signIn(page, "volunteer@heuvelrug.test");
  // Reached from one's own profile.
  await page
    .getByRole("navigation", { name: "Meer van jou" })
    .getByRole("link", { name: "Mijn ingevulde formulieren" })
    .click();
  await expect(page).toHaveURL(url(HOST, "/profile-replies"));
  await expect(page.getByRole("heading", { level: 1, name: "Mijn ingevulde formulieren" })).toBeVisible();
  // The demo volunteer answered the center's drinks signup.
  await expect(page.getByRole("heading", { level: 2, name: "Aanmelding vrijwilligersborrel" })).toBeVisible();

  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await page.getByRole("textbox", { name: /^Naam/ }).fill("Emma van Dijk");
  await page.getByRole("radio", { name: "Zaterdag" }).check();
  await page.getByRole("button", { name: "Versturen" }).click();
  await page.getByRole("link", { name: "Bekijk je ingevulde formulieren" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Mijn ingevulde formulieren" })).toBeVisible();
  const newest = page.getByRole("list", { name: "Ingevulde formulieren" }).getByRole("listitem").first();
  await expect(newest.getByRole("heading", { level: 2, name: title })).toBeVisible();
  await expect(newest.getByText("Emma van Dijk")).toBeVisible();
  await expect(newest.getByText("Zaterdag")).toBeVisible();
  await context.close();
});

test("/forms without a token explains the link; an unknown token is not found", async ({ browser }) => {
  const context = await browser.newContext();
  await decideConsent(context, HOST);
  const page = await context.newPage();
  await page.goto(url(HOST, "/forms"));
  await expect(page.getByRole("heading", { level: 1, name: "Formulier" })).toBeVisible();
  await expect(page.getByText(/Open de link die je van .* hebt gekregen/)).toBeVisible();
  await page.goto(url(HOST, `/forms/${"A".repeat(22)}`));
  await expect(page.getByRole("heading", { level: 1, name: "Formulier niet gevonden" })).toBeVisible();
  await context.close();
});
