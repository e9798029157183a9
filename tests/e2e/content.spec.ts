/**
 * Content pages and menus (issue 16): an admin writes a page of blocks by keyboard, publishes it,
 * adds it to the header menu, and a visitor reads it from the menu; a draft and an unknown slug are
 * the 404 screen; the home page of a tenant passes axe on a phone and a desktop.
 */
import { expect, test } from "@playwright/test";
import { decideConsent, expectNoAxeViolations, signIn, url } from "./support.ts";

test.use({ locale: "nl-NL", colorScheme: "light" });
test.describe.configure({ mode: "serial" });

const HOST = "heuvelrug.localhost";
const SLUG = `vrijwilligersavond-${Date.now().toString(36)}`;
const TITLE = "Vrijwilligersavond";

test("an admin writes a page, adds it to the menu, and a visitor reads it", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await decideConsent(context, HOST);
  const admin = await context.newPage();
  await admin.goto(url(HOST, "/content"));
  await signIn(admin, "admin@heuvelrug.test");
  await expect(admin.getByRole("heading", { level: 1, name: "Pagina's" })).toBeVisible();
  await expect(admin.getByTestId("content-list").getByRole("link", { name: "Over ons" })).toBeVisible();

  await admin.getByRole("link", { name: "Nieuwe pagina" }).click();
  await expect(admin.getByRole("heading", { level: 1, name: "Nieuwe pagina" })).toBeVisible();
  await admin.getByRole("textbox", { name: "Titel", exact: true }).fill(TITLE);
  await admin.getByRole("textbox", { name: "Adres", exact: true }).fill(SLUG);
  await admin
    .getByRole("textbox", { name: "Inleiding", exact: true })
    .fill("Op vrijdag 12 december bedanken we alle vrijwilligers van de Heuvelrug.");
  // Two blocks, added and reordered by keyboard.
  await admin.getByRole("combobox", { name: "Soort blok" }).selectOption("faq");
  await admin.getByRole("button", { name: "Blok toevoegen" }).press("Enter");
  await admin.getByRole("textbox", { name: "Vraag", exact: true }).fill("Moet ik me aanmelden?");
  await admin.getByRole("textbox", { name: "Antwoord", exact: true }).fill("Ja, via het contactformulier.");
  await admin.getByRole("combobox", { name: "Soort blok" }).selectOption("call_to_action");
  await admin.getByRole("button", { name: "Blok toevoegen" }).press("Enter");
  const cta = admin.locator('[data-block-editor="call_to_action"]');
  await cta.getByRole("textbox", { name: "Titel", exact: true }).fill("Zin om te helpen?");
  await cta.getByRole("textbox", { name: "Tekst op de knop", exact: true }).fill("Bekijk de vacatures");
  await cta.getByRole("textbox", { name: "Link van de knop", exact: true }).fill("/vacancies/search");
  await cta.getByRole("button", { name: /^Omhoog/ }).press("Enter");
  await expect(admin.locator("[data-block-editor]").first()).toHaveAttribute("data-block-editor", "call_to_action");
  await expect(admin.getByText("Blok 2 staat nu op plaats 1.")).toBeAttached();

  await admin.getByRole("button", { name: "Voorbeeld" }).click();
  await expect(admin.getByTestId("content-preview").getByRole("heading", { name: TITLE })).toBeVisible();
  await admin.getByRole("button", { name: "Opslaan", exact: true }).click();
  await expect(admin).toHaveURL(/\/content\?edit=\d+/);

  // A draft is not there for a visitor.
  const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await decideConsent(visitorContext, HOST);
  const visitor = await visitorContext.newPage();
  await visitor.goto(url(HOST, `/${SLUG}`));
  await expect(visitor.getByRole("heading", { level: 1, name: "Pagina niet gevonden" })).toBeVisible();

  await admin.getByRole("button", { name: "Opslaan en publiceren" }).click();
  await expect(admin.getByText("De pagina is gepubliceerd. Bezoekers zien hem meteen.").first()).toBeVisible();

  await admin.goto(url(HOST, "/content/menu-items"));
  const header = admin.getByRole("region", { name: "Menu bovenaan" });
  await header.getByRole("button", { name: "Menu-item toevoegen" }).click();
  const form = admin.getByTestId("menu-item-form");
  await form.getByRole("textbox", { name: "Tekst in het menu", exact: true }).fill("Bedankavond");
  await form.getByRole("combobox", { name: "Pagina", exact: true }).selectOption({ label: TITLE });
  await form.getByRole("button", { name: "Opslaan" }).click();
  await expect(header.locator('[data-menu-item="Bedankavond"]')).toBeVisible();
  // First in the menu, by keyboard: each press moves it one place up (past an item and its children).
  const order = () =>
    header.locator("[data-menu-item]").evaluateAll((els) => els.map((e) => e.getAttribute("data-menu-item")));
  for (let i = 0; i < 5; i++) {
    const before = (await order()).indexOf("Bedankavond");
    if (before === 0) break;
    await header.getByRole("button", { name: "Bedankavond omhoog" }).press("Enter");
    await expect.poll(async () => (await order()).indexOf("Bedankavond")).toBeLessThan(before);
  }
  await expect(header.locator("[data-menu-item]").first()).toHaveAttribute("data-menu-item", "Bedankavond");

  await visitor.goto(url(HOST, "/"));
  await visitor.getByRole("button", { name: /menu/i }).first().click();
  await visitor.getByRole("link", { name: "Bedankavond" }).first().click();
  await expect(visitor).toHaveURL(url(HOST, `/${SLUG}`));
  await expect(visitor.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
  await expect(visitor.getByRole("link", { name: "Bekijk de vacatures" })).toBeVisible();
  await visitor.getByRole("button", { name: "Moet ik me aanmelden?" }).click();
  await expect(visitor.getByText("Ja, via het contactformulier.")).toBeVisible();
  await expect(visitor).toHaveTitle(`${TITLE} - Vrijwilligerspunt Heuvelrug`);
  await expectNoAxeViolations(visitor);
  await context.close();
  await visitorContext.close();
});

for (const [host, width, colorScheme] of [
  ["rijnstad.localhost", 390, "light"],
  ["demo.localhost", 1280, "light"],
  // The specification's white background is the light scheme's: in the dark one the page is dark too.
  ["demo.localhost", 390, "dark"],
] as const) {
  test(`the home page of ${host} at ${width} px (${colorScheme}) has its message, search box, vacancies and passes axe`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme });
    await decideConsent(context, host);
    const page = await context.newPage();
    await page.goto(url(host, "/"));
    await expect(page.getByTestId("home-page")).toBeVisible();
    await expect(page.getByRole("search").getByLabel("Zoek vrijwilligerswerk")).toBeVisible();
    await expect(page.locator("[data-vacancy-id]").first()).toBeVisible();
    await expect(
      page.getByRole("contentinfo").getByRole("link", { name: "Toegankelijkheidsverklaring" }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("search").getByLabel("Zoek vrijwilligerswerk").fill("zorg");
    await page.getByRole("search").getByLabel("Zoek vrijwilligerswerk").press("Enter");
    await expect(page).toHaveURL(/\/vacancies\/search\?q=zorg/);
    await context.close();
  });
}
