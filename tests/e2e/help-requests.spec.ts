/**
 * One-on-one help (een-op-een-hulp) at the public center: a resident asks for help on
 * /een-op-een-hulp and sees the confirmation; the center's contact person gets the mail with a
 * link to the request; center staff open it, look for a volunteer and match it, and the volunteer
 * gets a mail. Another tenant shows the 404 screen.
 */
import { expect, test } from "@playwright/test";
import { decideConsent, expectNoAxeViolations, signIn, url } from "./support.ts";

test.use({ locale: "nl-NL", viewport: { width: 1280, height: 900 }, colorScheme: "light" });
test.describe.configure({ mode: "serial" });

const HOST = "gelderland.localhost";
const name = `Riek Jansen ${Date.now()}`;

test("a resident asks for one-on-one help and sees the confirmation", async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  await decideConsent(context, HOST);
  const page = await context.newPage();
  await page.goto(url(HOST, "/een-op-een-hulp"));
  await expect(page.getByRole("heading", { level: 1, name: "Een-op-een-hulp" })).toBeVisible();
  await expect(page.getByText("Taalmaatje", { exact: true }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // A field is checked when it is left.
  await page.getByLabel(/^Je naam/).click();
  await page.getByLabel(/^Je naam/).blur();
  await expect(page.getByText("Vul je naam in (minstens 2 tekens).")).toBeVisible();

  await page.getByLabel(/^Je naam/).fill(name);
  await page.getByLabel(/^E-mailadres/).fill("riek.jansen@example.nl");
  await page.getByRole("combobox", { name: /Soort hulp/ }).click();
  await page.getByRole("option", { name: "Hulp bij administratie" }).click();
  await page
    .getByLabel(/^Waarbij zoek je hulp/)
    .fill("Sinds mijn man is overleden raak ik het overzicht over de post van instanties kwijt.");
  await page.getByLabel(/^Woonplaats of wijk/).fill("Arnhem, Presikhaaf");
  // Without consent the form says what is missing.
  await page.getByRole("button", { name: "Hulpvraag versturen" }).click();
  await expect(page.getByText("Geef toestemming, anders kunnen we geen vrijwilliger voor je zoeken.")).toBeVisible();
  await page.getByRole("checkbox", { name: /toestemming/ }).check();
  await page.getByRole("button", { name: "Hulpvraag versturen" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Bedankt, we hebben je hulpvraag ontvangen" }),
  ).toBeVisible();
  await expect(page.getByText("We hebben een bevestiging gestuurd naar riek.jansen@example.nl.")).toBeVisible();

  // The contact person's mail links to the request on the center's own address.
  await expect
    .poll(
      async () => {
        await page.goto(url(HOST, "/dev/mailbox"));
        return page.locator("body > ul > li", { hasText: `Hulpvraag van ${name}` }).count();
      },
      { timeout: 15_000 },
    )
    .toBe(1);
  const row = page.locator("body > ul > li", { hasText: `Hulpvraag van ${name}` });
  await expect(
    row.locator('a[href*="gelderland.localhost"][href*="/een-op-een-hulp/aanvragen?aanvraag="]'),
  ).toHaveCount(1);
  await context.close();
});

test("center staff match the request to a volunteer, who gets a mail", async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  await decideConsent(context, HOST);
  const page = await context.newPage();
  await page.goto(url(HOST, "/een-op-een-hulp/aanvragen?status=open"));
  await signIn(page, "admin@public.test");
  await expect(page.getByRole("heading", { level: 1, name: "Hulpvragen" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Zoeken op naam, plaats of vraag" }).fill(name);
  await page.getByRole("button", { name: "Zoeken", exact: true }).click();
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Vrijwilliger zoeken" }).click();
  await expect(page.getByText("De status is nu: Zoekt vrijwilliger.")).toBeVisible();
  await page.getByRole("searchbox", { name: "Naam van de vrijwilliger" }).fill("Fleur");
  await page.getByRole("button", { name: "Zoek vrijwilliger" }).click();
  await page.getByRole("button", { name: /Koppelen.*Fleur Janssen/ }).click();
  await expect(
    page.getByText(`${name} is gekoppeld aan Fleur Janssen. De vrijwilliger krijgt een mail.`),
  ).toBeVisible();
  await expect(page.getByText("Gekoppeld", { exact: true }).first()).toBeVisible();

  await expect
    .poll(
      async () => {
        await page.goto(url(HOST, "/dev/mailbox"));
        return page.locator("body > ul > li", { hasText: `Je bent gekoppeld aan ${name}` }).count();
      },
      { timeout: 15_000 },
    )
    .toBe(1);
  await expect(page.locator("body > ul > li", { hasText: `Je bent gekoppeld aan ${name}` })).toContainText(
    "volunteer@public.test",
  );
  await context.close();
});

test("a center without one-on-one help shows the 404 screen", async ({ browser }) => {
  const context = await browser.newContext();
  await decideConsent(context, "demo.localhost");
  const page = await context.newPage();
  await page.goto(url("demo.localhost", "/een-op-een-hulp"));
  await expect(page.getByRole("heading", { level: 1, name: "Pagina niet gevonden" })).toBeVisible();
  await context.close();
});
