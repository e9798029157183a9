/**
 * The activity calendar: a visitor browses the month grid (today marked, months by link with the
 * month in the URL), opens an activity, and uses the overview by kind; center staff add an activity
 * at /activiteitenkalender/beheer that a visitor then finds in its month, and a volunteer takes a
 * place. A center without the calendar shows the 404 screen.
 */
import { expect, test } from "@playwright/test";
import { dayKey, shiftMonth } from "../../contract/amsterdam-time.ts";
import { decideConsent, expectNoAxeViolations, signIn, url } from "./support.ts";

test.use({
  locale: "nl-NL",
  viewport: { width: 1280, height: 900 },
  colorScheme: "light",
  timezoneId: "Europe/Amsterdam",
});
test.describe.configure({ mode: "serial" });

const HOST = "heuvelrug.localhost";
const monthName = (month: string) =>
  new Intl.DateTimeFormat("nl-NL", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${month}-15T12:00:00Z`),
  );

test("a visitor browses the month grid, opens an activity and filters the overview", async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  await decideConsent(context, HOST);
  const page = await context.newPage();
  const today = dayKey(new Date());
  const month = today.slice(0, 7);

  await page.goto(url(HOST, "/activiteitenkalender"));
  await expect(page.getByRole("heading", { level: 1, name: "Activiteitenkalender" })).toBeVisible();
  const grid = page.getByRole("table", { name: monthName(month) });
  await expect(grid).toBeVisible();
  await expect(grid.getByRole("columnheader")).toHaveCount(7);
  await expect(grid.locator('[aria-current="date"]')).toHaveText(new RegExp(`^${Number(today.slice(8))}`));
  await expectNoAxeViolations(page);

  // The next month by keyboard: the link keeps the month in the URL.
  const next = page.getByRole("link", { name: /^Volgende maand/ });
  await next.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`\\?maand=${shiftMonth(month, 1)}$`));
  const nextGrid = page.getByRole("table", { name: monthName(shiftMonth(month, 1)) });
  await expect(nextGrid).toBeVisible();
  // The demo center has activities over this month and the next two: one of them in this grid.
  const first = nextGrid.getByRole("link").first();
  await expect(first).toBeVisible();
  const title = ((await first.textContent()) ?? "").replace(/^\d\d:\d\d\s*/, "").trim();
  await first.click();
  await expect(page).toHaveURL(/\/activiteitenkalender\/overzicht\?activiteit=\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Aanmelden" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Terug naar het overzicht" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Activiteitenoverzicht" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
  await page.getByRole("link", { name: "Training", exact: true }).click();
  await expect(page).toHaveURL(/\?soort=training$/);
  await expect(page.getByRole("link", { name: "Training", exact: true })).toHaveAttribute("aria-current", "page");
  const badges = page.locator("article").getByText(/^(Informatie|Training|Ontmoeting|Evenement|Overig)$/);
  await expect(badges.first()).toHaveText("Training");
  for (const text of await badges.allTextContents()) expect(text).toBe("Training");
  await expectNoAxeViolations(page);

  // On a phone the grid gives way to an agenda of days.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(url(HOST, `/activiteitenkalender?maand=${shiftMonth(month, 1)}`));
  await expect(page.getByRole("table")).toBeHidden();
  await expect(page.getByRole("heading", { level: 3 }).first()).toBeVisible();
  await context.close();
});

test("staff add an activity that a visitor finds in its month, and a volunteer takes a place", async ({ browser }) => {
  test.setTimeout(150_000);
  const title = `Kennismaken met de Heuvelrug ${Date.now()}`;
  const month = shiftMonth(dayKey(new Date()).slice(0, 7), 2);
  const [y, m] = month.split("-");

  const adminContext = await browser.newContext();
  await decideConsent(adminContext, HOST);
  const admin = await adminContext.newPage();
  await admin.goto(url(HOST, "/activiteitenkalender/beheer"));
  await signIn(admin, "admin@heuvelrug.test");
  await expect(admin.getByRole("heading", { level: 1, name: "Activiteiten beheren" })).toBeVisible();
  await admin.getByRole("button", { name: "Activiteit toevoegen" }).click();
  await admin.getByLabel("Titel").fill(title);
  await admin.getByLabel("Beschrijving").fill("Een middag wandelen en kennismaken met vrijwilligers.");
  await admin.getByRole("textbox", { name: /^Datum/ }).fill(`14-${m}-${y}`);
  await admin.getByLabel(/^Begintijd/).fill("14:00");
  await admin.getByLabel(/^Eindtijd/).fill("16.30");
  await admin.getByLabel(/^Locatie/).fill("Theehuis Rhijnauwen, Bunnik");
  await admin.getByRole("combobox", { name: /Soort activiteit/ }).click();
  await admin.getByRole("option", { name: "Ontmoeting" }).click();
  await admin.getByRole("radio", { name: /maximaal aantal plaatsen/ }).check();
  await admin.getByLabel(/^Aantal plaatsen/).fill("2");
  await admin.getByRole("checkbox", { name: "Publiceren" }).check();
  await admin.getByRole("button", { name: "Opslaan" }).click();
  await expect(admin.getByText("De activiteit is opgeslagen.")).toBeVisible();
  await expect(admin.getByRole("link", { name: title })).toBeVisible();
  await adminContext.close();

  const visitorContext = await browser.newContext();
  await decideConsent(visitorContext, HOST);
  const visitor = await visitorContext.newPage();
  await visitor.goto(url(HOST, `/activiteitenkalender?maand=${month}`));
  const link = visitor.getByRole("table", { name: monthName(month) }).getByRole("link", { name: new RegExp(title) });
  await expect(link).toContainText("14:00");
  await link.click();
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText("14:00 - 16:30")).toBeVisible();
  await expect(visitor.getByText("Nog 2 van de 2 plaatsen vrij")).toBeVisible();

  // Signing in from the activity comes back to it; "Aanmelden" takes one of the places.
  await visitor.getByRole("link", { name: "Log in om je aan te melden" }).click();
  await signIn(visitor, "volunteer@heuvelrug.test");
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await visitor.getByRole("button", { name: "Aanmelden" }).click();
  await expect(visitor.getByText("Je bent aangemeld. Tot dan!")).toBeVisible();
  await expect(visitor.getByText("Nog 1 van de 2 plaatsen vrij")).toBeVisible();
  await visitorContext.close();
});

test("a center without the calendar shows the 404 screen", async ({ browser }) => {
  const context = await browser.newContext();
  await decideConsent(context, "rijnstad.localhost");
  const page = await context.newPage();
  await page.goto(url("rijnstad.localhost", "/activiteitenkalender"));
  await expect(page.getByRole("heading", { level: 1, name: "Pagina niet gevonden" })).toBeVisible();
  await context.close();
});
