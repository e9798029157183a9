/**
 * Saved searches (issue 18): a visitor who wants to save a search signs in and comes back to the
 * same search, saves it under a name, finds it in the profile, hears in the app of a new vacancy
 * that matches it, opens it again in the bank and deletes it.
 */
import { expect, test } from "@playwright/test";
import { apiFromPage, decideConsent, HOSTS, newVolunteer, signIn, url } from "./support.ts";

test.use({ locale: "nl-NL" });
const HOST = HOSTS.demo;

test("save a search after signing in, hear of a new match, open and delete it", async ({ browser, page, context }) => {
  test.setTimeout(180_000);
  // The account, made in a browser of its own: the journey starts as a visitor.
  const setup = await browser.newContext({ locale: "nl-NL" });
  await decideConsent(setup, HOST);
  const email = await newVolunteer(await setup.newPage(), HOST, "Sietske");
  await setup.close();
  await decideConsent(context, HOST);

  // A visitor presses the button: sign in, and back to the very same search.
  const search = "/vacancies/search?q=schooltuin&category=natuur_en_milieu";
  await page.goto(url(HOST, search));
  await page.getByRole("link", { name: "Bewaar deze zoekopdracht" }).click();
  await expect(page).toHaveURL(/\/auth\/login-1\?redirect=/);
  await signIn(page, email);
  await expect(page).toHaveURL(url(HOST, search));
  await expect(page.getByRole("searchbox", { name: /Zoek/ })).toHaveValue("schooltuin");

  // Signed in: a name (the search's summary to start with), then saved.
  await page.getByRole("button", { name: "Bewaar deze zoekopdracht" }).click();
  const dialog = page.getByRole("dialog", { name: "Zoekopdracht bewaren" });
  const name = dialog.getByRole("textbox", { name: "Naam van de zoekopdracht" });
  await expect(name).toHaveValue("'schooltuin' · Natuur en milieu");
  await name.fill("Schooltuin");
  await dialog.getByRole("button", { name: "Bewaren" }).click();
  await expect(dialog.getByText("Je zoekopdracht is bewaard.")).toBeVisible();
  await dialog.getByRole("link", { name: "Naar je zoekopdrachten" }).click();

  // In the profile, beside its other parts.
  await expect(page).toHaveURL(url(HOST, "/profile-edit/zoekopdrachten"));
  await expect(page.getByRole("heading", { level: 1, name: "Bewaarde zoekopdrachten" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Zoekopdrachten", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Schooltuin" })).toBeVisible();
  await expect(page.getByText("'schooltuin' · Natuur en milieu")).toBeVisible();

  // The organization publishes a vacancy that matches: the volunteer hears of it in the app.
  const staff = await browser.newContext({ locale: "nl-NL" });
  await decideConsent(staff, HOST);
  const org = await staff.newPage();
  await org.goto(url(HOST, "/auth/login-1"));
  await signIn(org, "orgadmin@demo.test");
  await expect(org).toHaveURL(url(HOST, "/dashboard"));
  const mine = JSON.parse((await apiFromPage(org, "GET", "/api/v1/current_organizations", undefined)).body) as {
    data: { id: string; attributes: { organization_type: string } }[];
  };
  const school = mine.data.find((o) => o.attributes.organization_type === "School")!;
  const title = `Moestuinieren in de schooltuin ${Date.now()}`;
  const created = await apiFromPage(org, "POST", "/api/v1/vacancies", {
    data: {
      type: "vacancy",
      attributes: {
        organization_id: school.id,
        title,
        status: "published",
        description: "<p>Help de kinderen met zaaien en oogsten in de schooltuin.</p>",
        categories: ["natuur_en_milieu", "onderwijs"],
        address: { postcode: "3511 AB", city: "Utrecht" },
      },
    },
  });
  expect(created.status, created.body).toBe(201);
  await staff.close();

  await page.goto(url(HOST, "/notificaties"));
  await expect(page.getByText("Nieuwe vacature voor 'Schooltuin'").first()).toBeVisible();
  await expect(page.getByText(`${title} bij`).first()).toBeVisible();

  // Opened again in the bank: the same search.
  await page.goto(url(HOST, "/profile-edit/zoekopdrachten"));
  await page.getByRole("link", { name: "Vacatures bekijken voor Schooltuin" }).click();
  await expect(page).toHaveURL(url(HOST, search));
  await expect(page.getByRole("link", { name: title })).toBeVisible();

  // Deleted, after a question.
  await page.goto(url(HOST, "/profile-edit/zoekopdrachten"));
  await page.getByRole("button", { name: "Schooltuin verwijderen" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Verwijderen" }).click();
  await expect(page.getByText("De zoekopdracht 'Schooltuin' is verwijderd.").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Je hebt nog geen zoekopdrachten bewaard" })).toBeVisible();
});
