/**
 * The social map (PRODUCT.md section 4): a visitor searches and opens an entry; the map's tiles
 * (a third party) wait for consent, the list is complete without them; with consent the map and
 * its markers appear (tests have no internet: the tiles themselves do not load); staff add an
 * entry and a visitor finds it.
 */
import { expect, test, type BrowserContext } from "@playwright/test";
import { decideConsent, expectNoAxeViolations, signIn, url } from "./support.ts";

test.use({ locale: "nl-NL", viewport: { width: 1280, height: 900 }, colorScheme: "light" });

async function allowThirdParty(context: BrowserContext, host: string) {
  await context.addCookies([
    {
      name: "cookieConsent",
      value: encodeURIComponent(JSON.stringify({ functional: true, analytical: false, thirdParty: true })),
      domain: host,
      path: "/",
    },
  ]);
}

test("a visitor searches the social map, filters by category and opens an entry", async ({ page, context }) => {
  const host = "heuvelrug.localhost";
  await decideConsent(context, host);
  await page.goto(url(host, "/sociale-kaart"));
  await expect(page.getByRole("heading", { level: 1, name: "Sociale kaart" })).toBeVisible();
  const list = page.getByRole("list", { name: "Plekken op de sociale kaart" });
  await expect(list.getByRole("listitem").first()).toBeVisible();
  // No consent for third parties: no tiles, no map code; the list is complete.
  await expect(page.getByRole("button", { name: "Kaart tonen" })).toBeVisible();
  await expect(page.getByTestId("social-map-leaflet")).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole("searchbox", { name: "Zoek op naam, plaats of onderwerp" }).fill("Leersum");
  await page.getByRole("button", { name: "Zoeken" }).click();
  await expect(page).toHaveURL(/[?&]q=Leersum/);
  await expect(list.getByRole("link", { name: "Repair Café Leersum" })).toBeVisible();
  await expect(list.getByRole("link", { name: "Dorpshuis Doorn" })).toHaveCount(0);

  await page.getByRole("combobox", { name: "Categorie" }).click();
  await page.getByRole("option", { name: "Sportvereniging" }).click();
  await expect(page).toHaveURL(/categorie=sports_club/);
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await list.getByRole("link", { name: "Sportvereniging Leersum" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Sportvereniging Leersum" })).toBeVisible();
  await expect(page).toHaveTitle(/^Sportvereniging Leersum - /);
  await expect(page.getByRole("row", { name: /Zaterdag/ })).toHaveText(/08:30 – 17:00 uur/);
  await expect(page.getByRole("row", { name: /Zondag/ })).toHaveText(/Gesloten/);
  await expect(page.getByRole("link", { name: /Route plannen/ })).toHaveAttribute(
    "href",
    /openstreetmap\.org\/directions/,
  );
  await expectNoAxeViolations(page);

  // An id of another center (or none at all) is the 404 screen.
  await page.goto(url(host, "/sociale-kaart/99999999"));
  await expect(page.getByRole("heading", { name: "Pagina niet gevonden" })).toBeVisible();
});

test("with consent for third parties the map shows its markers; allowing it on the page works too", async ({
  page,
  context,
}) => {
  const host = "rijnstad.localhost";
  await decideConsent(context, host);
  // Offline in tests: tile requests fail fast instead of waiting for a network.
  await page.route("https://tile.openstreetmap.org/**", (route) => route.abort());
  await page.goto(url(host, "/sociale-kaart"));
  await page.getByRole("button", { name: "Kaart tonen" }).click();
  const map = page.getByRole("region", { name: "Kaart met de plekken uit de lijst" });
  await expect(map).toBeVisible();
  // The choice is saved like the banner's.
  const saved = (await context.cookies()).find((c) => c.name === "cookieConsent");
  expect(JSON.parse(decodeURIComponent(saved!.value)).thirdParty).toBe(true);

  const other = await context.browser()!.newContext();
  await allowThirdParty(other, host);
  const second = await other.newPage();
  await second.route("https://tile.openstreetmap.org/**", (route) => route.abort());
  await second.goto(url(host, "/sociale-kaart?q=Elsterhof"));
  await expect(second.getByRole("region", { name: "Kaart met de plekken uit de lijst" })).toBeVisible();
  // Each marker is a link to its entry, reached and followed with the keyboard.
  const marker = second.getByRole("link", { name: "Dorpshuis De Elsterhof, bekijk details" });
  await expect(marker).toBeVisible();
  // The map without its tiles (no internet in tests) still passes axe.
  await expectNoAxeViolations(second);
  await marker.focus();
  await second.keyboard.press("Enter");
  await expect(second.getByRole("heading", { level: 1, name: "Dorpshuis De Elsterhof" })).toBeVisible();
  await other.close();
});

test("staff add an entry at /content/sociale-kaart and a visitor finds it", async ({ browser }) => {
  test.setTimeout(120_000);
  const host = "demo.localhost";
  const name = `Taalcafé Kanaleneiland ${Date.now()}`;
  const staff = await browser.newContext();
  await decideConsent(staff, host);
  const admin = await staff.newPage();
  await admin.goto(url(host, "/content/sociale-kaart"));
  await signIn(admin, "admin@demo.test");
  await expect(admin.getByRole("heading", { level: 1, name: "Sociale kaart beheren" })).toBeVisible();
  await admin.getByRole("button", { name: "Plek toevoegen" }).click();
  await admin.getByRole("textbox", { name: /^Naam/ }).fill(name);
  await admin.getByRole("combobox", { name: /^Categorie/ }).click();
  await admin.getByRole("option", { name: "Taalcafé" }).click();
  await admin.getByRole("textbox", { name: /^Plaats/ }).fill("Utrecht");
  await admin.getByRole("textbox", { name: /^Breedtegraad/ }).fill("152,08");
  await admin.getByRole("textbox", { name: /^Lengtegraad/ }).fill("5,09");
  await admin.getByRole("textbox", { name: /^Woensdag/ }).fill("14:00-16:00");
  await admin.getByRole("button", { name: "Opslaan" }).click();
  await expect(admin.getByText("Vul een breedtegraad tussen -90 en 90 in.")).toBeVisible();
  await admin.getByRole("textbox", { name: /^Breedtegraad/ }).fill("52,08");
  await admin.getByRole("button", { name: "Opslaan" }).click();
  await expect(admin.getByText("De plek is opgeslagen.")).toBeVisible();
  await expect(admin.getByRole("link", { name })).toBeVisible();
  await staff.close();

  const visitorContext = await browser.newContext();
  await decideConsent(visitorContext, host);
  const visitor = await visitorContext.newPage();
  await visitor.goto(url(host, "/sociale-kaart"));
  await visitor.getByRole("searchbox", { name: "Zoek op naam, plaats of onderwerp" }).fill("Kanaleneiland");
  await visitor.getByRole("button", { name: "Zoeken" }).click();
  await visitor.getByRole("link", { name }).click();
  await expect(visitor.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(visitor.getByRole("row", { name: /Woensdag/ })).toHaveText(/14:00 – 16:00 uur/);
  await visitorContext.close();
});
