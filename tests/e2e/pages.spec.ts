import { expect, test } from "@playwright/test";
import { cookie, decideConsent, expectNoAxeViolations, url } from "./support.ts";

test.use({ locale: "nl-NL" });

test("an unknown page shows the 404 screen with its path", async ({ page, context }) => {
  await decideConsent(context, "demo.localhost");
  await page.goto(url("demo.localhost", "/dit/bestaat/niet"));
  await expect(page.getByRole("heading", { name: "Pagina niet gevonden" })).toBeVisible();
  await expect(page.getByText("Pagina niet gevonden: /dit/bestaat/niet")).toBeVisible();
  await expect(page).toHaveTitle("Pagina niet gevonden - Demo Vrijwilligerscentrale");
  await expectNoAxeViolations(page);
});

test("a public page is routed with its layout and title, and answers with its own content", async ({
  page,
  context,
}) => {
  await decideConsent(context, "rijnstad.localhost");
  await page.goto(url("rijnstad.localhost", "/sociale-kaart"));
  await expect(page.getByRole("heading", { level: 1, name: "Sociale kaart" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Plekken op de sociale kaart" })).toBeVisible();
  await expect(page.getByText("Binnenkort beschikbaar")).toHaveCount(0);
  await expect(page).toHaveTitle("Sociale kaart - Vacaturebank Rijnstad");
  await expectNoAxeViolations(page);
});

test("every path on the gelderse-handen host redirects to /gelderse-handen", async ({ page }) => {
  await page.goto(url("gelderse-handen.localhost", "/vacancies/search"));
  await expect(page).toHaveURL(url("gelderse-handen.localhost", "/gelderse-handen"));
  await expect(page.getByRole("heading", { level: 1, name: "Gelderse Handen" })).toBeVisible();
});

test("developer test pages are not in the production build", async ({ page, context }) => {
  await decideConsent(context, "demo.localhost");
  await page.goto(url("demo.localhost", "/test/api"));
  await expect(page.getByRole("heading", { name: "Pagina niet gevonden" })).toBeVisible();
});

test("the activity calendar is hidden where the center has no activities", async ({ page, context }) => {
  await decideConsent(context, "rijnstad.localhost");
  await page.goto(url("rijnstad.localhost", "/activiteitenkalender"));
  await expect(page.getByRole("heading", { name: "Pagina niet gevonden" })).toBeVisible();
  await decideConsent(context, "heuvelrug.localhost");
  await page.goto(url("heuvelrug.localhost", "/activiteitenkalender"));
  await expect(page.getByRole("heading", { level: 1, name: "Activiteitenkalender" })).toBeVisible();
  expect(await cookie(context, "tenant")).toBeDefined();
});
