/**
 * Center settings (issue 16): an admin changes the primary colour and the logo and a visitor's next
 * page shows both; a combination without enough contrast is refused with the pair named; one custom
 * shade reaches a visitor's page and going back to derived shades stores them empty; a new center
 * made by a superadmin answers on its own host. One signed-in page per role.
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import sharp from "sharp";
import { apiFromPage, decideConsent, signIn, url } from "./support.ts";

test.use({ locale: "nl-NL", viewport: { width: 1280, height: 900 }, colorScheme: "light" });
test.describe.configure({ mode: "serial" });

const HOST = "heuvelrug.localhost";
/** A small PNG logo: the upload decodes it, as it does every image. */
const png = () =>
  sharp({ create: { width: 16, height: 8, channels: 3, background: "#e11d48" } })
    .png()
    .toBuffer();
/** rose-600 of the presets: the solid fill of primary buttons once the primary preset is rose. */
const ROSE_600 = "rgb(236, 0, 63)";
/** The custom shade 600 an admin sets (Tailwind's blue-700; white text on it reaches 6.7:1). */
const BLUE_700 = "rgb(29, 78, 216)";

let admin: Page;

async function signedIn(browser: Browser, host: string, email: string, path: string): Promise<Page> {
  const context = await browser.newContext();
  await decideConsent(context, host);
  const page = await context.newPage();
  await page.goto(url(host, path));
  await signIn(page, email);
  await expect(page).toHaveURL(url(host, path));
  return page;
}

/** The API call of the settings form, from the signed-in page. */
const patchSettings = (page: Page, attributes: Record<string, unknown>) =>
  apiFromPage(page, "PATCH", "/api/v1/volunteer_centers/current", { data: { type: "center_profile", attributes } });

test.beforeAll(async ({ browser }) => {
  admin = await signedIn(browser, HOST, "admin@heuvelrug.test", "/settings/design");
});

test.afterAll(async () => {
  // Heuvelrug's seeded look again, for the journeys that follow.
  if (!admin) return;
  await patchSettings(admin, {
    primary_color_preset: "teal",
    primary_color_shades: null,
    website_logo_url: "/tenants/heuvelrug/logo.svg",
  });
  await admin.context().close();
});

test("an admin changes the primary colour and the logo; a visitor's next page shows both", async ({ browser }) => {
  // An upload (decoded on the server), a save and a visitor's first page: more than the default on a busy machine.
  test.setTimeout(120_000);
  await expect(admin.getByRole("heading", { level: 1, name: "Vormgeving" })).toBeVisible();
  await admin.getByRole("combobox", { name: "Primaire kleur" }).click();
  await admin.getByRole("option", { name: "Roze-rood" }).click();
  // The live preview follows before anything is saved.
  await expect(admin.locator("[data-slot=theme-preview] button").first()).toHaveCSS("background-color", ROSE_600);
  await admin.getByRole("button", { name: "Logo verwijderen" }).click();
  await admin
    .locator("input[type=file]")
    .first()
    .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: await png() });
  await expect(
    admin.locator("[data-slot=settings-form]").getByRole("img", { name: /Logo van Vrijwilligerspunt Heuvelrug/ }),
  ).toHaveAttribute("src", /^\/uploads\/[0-9a-f]{32}\.png$/);
  await admin.getByRole("button", { name: "Opslaan" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "De instellingen zijn opgeslagen" })).toBeVisible();
  // The admin's own page takes the new colours at once (section 4: re-applied on a preset change).
  await expect(admin.getByRole("button", { name: "Opslaan" })).toHaveCSS("background-color", ROSE_600);

  const visitorContext = await browser.newContext();
  await decideConsent(visitorContext, HOST);
  const visitor = await visitorContext.newPage();
  await visitor.goto(url(HOST, "/vacancies/search"));
  await expect(visitor.getByRole("button", { name: "Zoeken" })).toHaveCSS("background-color", ROSE_600);
  await expect(visitor.getByRole("banner").getByRole("img").first()).toHaveAttribute(
    "src",
    /\/uploads\/[0-9a-f]{32}\.png$/,
  );
  await visitorContext.close();
});

test("a combination without enough contrast is refused, naming the pair", async () => {
  await admin.goto(url(HOST, "/settings/design"));
  await admin.getByLabel("Tekstkleur").fill("#bbbbbb");
  await admin.getByLabel("Tekstkleur").blur();
  const problems = admin.locator("[data-slot=contrast-problems]");
  await expect(problems).toContainText("tekst op de achtergrond");
  await admin.getByRole("button", { name: "Opslaan" }).click();
  await expect(admin.getByText("Kies kleuren met genoeg contrast")).toBeVisible();
  // The API refuses it too, with the pair in its message.
  const res = await patchSettings(admin, { text_color: "#bbbbbb" });
  expect(res.status).toBe(422);
  expect(res.body).toContain("tekst op de achtergrond");
});

test("an admin sets one custom shade; a visitor's next page uses it, and derived shades store it empty", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  await admin.goto(url(HOST, "/settings/design"));
  const primary = admin.getByRole("group", { name: "Tinten van de primaire kleur" });
  await primary.getByRole("radio", { name: "Eigen tinten" }).click();
  const shade600 = primary.getByRole("textbox", { name: "Tint 600 van de primaire kleur", exact: true });
  // Prefilled with the shades of the colour chosen above (rose, from the first test).
  await expect(shade600).toHaveValue("#ec003f");
  await shade600.fill("#1d4ed8");
  await shade600.blur();
  await expect(admin.locator("[data-slot=theme-preview] button").first()).toHaveCSS("background-color", BLUE_700);
  const sent = admin.waitForRequest((r) => r.method() === "PATCH" && r.url().endsWith("/volunteer_centers/current"));
  await admin.getByRole("button", { name: "Opslaan" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "De instellingen zijn opgeslagen" })).toBeVisible();
  // On the wire as before: JSON with the eleven keys 50..950.
  const attributes = (await sent).postDataJSON().data.attributes as Record<string, string>;
  const shades = JSON.parse(attributes.primary_color_shades!) as Record<string, string>;
  expect(Object.keys(shades)).toEqual(["50", "100", "200", "300", "400", "500", "600", "700", "800", "900", "950"]);
  expect(shades).toMatchObject({ "50": "#fff1f2", "600": "#1d4ed8", "950": "#4d0218" });
  await expect(admin.getByRole("button", { name: "Opslaan" })).toHaveCSS("background-color", BLUE_700);

  const visitorContext = await browser.newContext();
  await decideConsent(visitorContext, HOST);
  const visitor = await visitorContext.newPage();
  await visitor.goto(url(HOST, "/vacancies/search"));
  await expect(visitor.getByRole("button", { name: "Zoeken" })).toHaveCSS("background-color", BLUE_700);

  // Back to shades derived from the colour: stored empty, rose again.
  await admin.reload();
  await expect(primary.getByRole("radio", { name: "Eigen tinten" })).toBeChecked();
  await expect(shade600).toHaveValue("#1d4ed8");
  await primary.getByRole("radio", { name: "Tinten afleiden van de kleur" }).click();
  await expect(shade600).toBeHidden();
  const cleared = admin.waitForRequest((r) => r.method() === "PATCH" && r.url().endsWith("/volunteer_centers/current"));
  await admin.getByRole("button", { name: "Opslaan" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "De instellingen zijn opgeslagen" })).toBeVisible();
  expect((await cleared).postDataJSON().data.attributes.primary_color_shades).toBe("");
  await visitor.reload();
  await expect(visitor.getByRole("button", { name: "Zoeken" })).toHaveCSS("background-color", ROSE_600);
  await visitorContext.close();
});

test("a superadmin creates a center that answers on its own host at once", async ({ browser }) => {
  test.setTimeout(120_000);
  const key = `e2e${Date.now().toString(36)}`;
  const host = `${key}.localhost`;
  const superadmin = await signedIn(browser, "demo.localhost", "superadmin@volunteerly.test", "/settings");
  await superadmin.getByRole("link", { name: "Nieuwe vrijwilligerscentrale aanmaken" }).click();
  await expect(superadmin.getByRole("heading", { level: 1, name: "Nieuwe vrijwilligerscentrale" })).toBeVisible();
  await superadmin.getByLabel(/^Naam/).fill("Vrijwilligerscentrale Zutphen");
  await superadmin.getByLabel(/^Sleutel/).fill(key);
  await superadmin.getByLabel(/^Hostnamen/).fill(host);
  await superadmin.getByLabel(/^E-mailadres/).fill(`beheer.${key}@example.nl`);
  await superadmin.getByLabel(/^Voornaam/).fill("Joost");
  await superadmin.getByLabel(/^Achternaam/).fill("de Wit");
  await superadmin.getByRole("button", { name: "Vrijwilligerscentrale aanmaken" }).click();
  await expect(superadmin.getByText("Vrijwilligerscentrale Zutphen is aangemaakt")).toBeVisible();
  await superadmin.context().close();

  const visitorContext = await browser.newContext();
  await decideConsent(visitorContext, host);
  const visitor = await visitorContext.newPage();
  await visitor.goto(url(host, "/vacancies/search"));
  await expect(visitor.getByRole("banner").getByText("Vrijwilligerscentrale Zutphen")).toBeVisible();
  await expect(visitor).toHaveTitle(/Vrijwilligerscentrale Zutphen$/);
  await visitorContext.close();
});
