import { expect, test, type Page } from "@playwright/test";
import { apiFromPage, cookie, decideConsent, newVolunteer, signIn, url } from "./support.ts";

test.use({ locale: "nl-NL" });
const HOST = "heuvelrug.localhost";

async function signInAs(page: Page, email: string, host = HOST) {
  await decideConsent(page.context(), host);
  await page.goto(url(host, "/auth/login-1"));
  await signIn(page, email);
  await expect(page).toHaveURL(url(host, "/dashboard"));
}

/** The user's page, through the /users search as staff would find it. */
async function openUser(page: Page, email: string) {
  await page.goto(url(HOST, `/users?q=${encodeURIComponent(email)}`));
  const row = page.getByRole("row", { name: new RegExp(email.replace(/[.@]/g, "\\$&")) });
  await row.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/users\/\d+$/);
  // The URL changes before the page has drawn: wait for its title, the person's name, not the list's.
  await expect(page.getByRole("heading", { level: 1, name: /^(?!Gebruikers$).+/ })).toBeVisible();
}

test("a center admin signs in as a volunteer and goes back to their own account without signing in", async ({
  page,
  context,
}) => {
  await signInAs(page, "admin@heuvelrug.test");
  await openUser(page, "volunteer@heuvelrug.test");
  const userPath = new URL(page.url()).pathname;
  const name = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();

  await page.getByRole("button", { name: "Inloggen als deze gebruiker" }).click();
  const dialog = page.getByRole("alertdialog", { name: `Inloggen als ${name}?` });
  await dialog.getByRole("button", { name: `Inloggen als ${name}` }).click();

  const bar = page.getByRole("region", { name: "Inloggen als een andere gebruiker" });
  await expect(bar).toContainText(`Je bent ingelogd als ${name}`);
  await expect(page).toHaveURL(url(HOST, "/mijn-overzicht"));
  await page.getByRole("button", { name: "Accountmenu" }).click();
  await expect(page.getByRole("menu").getByText("volunteer@heuvelrug.test")).toBeVisible();
  await page.keyboard.press("Escape");
  // The volunteer's menu, not the staff one.
  await expect(page.getByRole("navigation").getByRole("link", { name: "Gebruikers" })).toHaveCount(0);

  // The bar stays across pages.
  await page.goto(url(HOST, "/notificaties"));
  await expect(bar).toBeVisible();

  await bar.getByRole("button", { name: "Terug naar mijn eigen account" }).click();
  await expect(page).toHaveURL(url(HOST, userPath));
  await expect(bar).toHaveCount(0);
  await expect(page.getByText("Je bent terug in je eigen account", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Accountmenu" }).click();
  await expect(page.getByRole("menu").getByText("admin@heuvelrug.test")).toBeVisible();
  await page.keyboard.press("Escape");
  expect(await cookie(context, "access-token")).toBeDefined();
  // Both steps are in the user's audit trail.
  const trail = page.getByRole("list", { name: "Geschiedenis" });
  await expect(trail).toContainText("teruggegaan naar het eigen account", { ignoreCase: true });
});

test("an organization admin reaches neither the center's users nor another organization", async ({ page }) => {
  // Another organization of the center, as center staff see it.
  await signInAs(page, "admin@rijnstad.test", "rijnstad.localhost");
  const list = await apiFromPage(page, "GET", "/api/v1/organizations?page[size]=100", undefined);
  const own = await apiFromPage(
    page,
    "GET",
    "/api/v1/users?filter[email_eq]=orgadmin@rijnstad.test&include=roles",
    undefined,
  );
  const ownOrg = (JSON.parse(own.body) as { included: { attributes: { organization_id: string | null } }[] }).included
    .map((r) => String(r.attributes.organization_id))
    .find((id) => id !== "null");
  const other = (
    JSON.parse(list.body) as { data: { id: string; attributes: { organization_type: string; name: string } }[] }
  ).data.find((o) => o.id !== ownOrg && o.attributes.organization_type !== "VolunteerCenter");
  expect(other).toBeDefined();
  // Center staff invite from an organization's page: the form opens with that organization chosen.
  await page.goto(url("rijnstad.localhost", `/organizations/${other!.id}`));
  await page.getByRole("link", { name: "Iemand uitnodigen voor deze organisatie" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Gebruiker toevoegen" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: /^Organisatie/ })).toHaveText(other!.attributes.name);
  await page.context().clearCookies();

  await signInAs(page, "orgadmin@rijnstad.test", "rijnstad.localhost");
  await expect(page.getByRole("navigation").getByRole("link", { name: "Gebruikers" })).toHaveCount(0);
  await page.goto(url("rijnstad.localhost", "/users"));
  await expect(page.getByRole("heading", { name: "Verboden toegang" })).toBeVisible();
  await page.goto(url("rijnstad.localhost", `/organizations/${other!.id}`));
  await expect(page.getByText("Deze organisatie bestaat niet of je hebt er geen toegang toe.")).toBeVisible();
  // Their own organization: its people, with the way to invite someone.
  await page.goto(url("rijnstad.localhost", `/organizations/${ownOrg}`));
  await expect(page.getByRole("link", { name: "Iemand uitnodigen voor deze organisatie" })).toBeVisible();
});

test("an organization admin invites a colleague from their organization's page and reads it in the colleague's trail", async ({
  page,
}) => {
  await signInAs(page, "orgadmin@rijnstad.test", "rijnstad.localhost");
  // Organization staff see only their own organizations.
  const list = await apiFromPage(page, "GET", "/api/v1/organizations?page[size]=100", undefined);
  const ownOrg = (
    JSON.parse(list.body) as { data: { id: string; attributes: { organization_type: string } }[] }
  ).data.find((o) => o.attributes.organization_type !== "VolunteerCenter")!.id;
  await page.goto(url("rijnstad.localhost", `/organizations/${ownOrg}`));
  await page.getByRole("link", { name: "Iemand uitnodigen voor deze organisatie" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Gebruiker toevoegen" })).toBeVisible();
  const email = `collega-${Date.now()}@rijnstad.test`;
  await page.getByLabel(/^Voornaam/).fill("Ilse");
  await page.getByLabel(/^Achternaam/).fill("Verbeek");
  await page.getByLabel(/^E-mailadres/).fill(email);
  await page.getByRole("button", { name: "Uitnodiging versturen" }).click();
  await expect(page.getByText(`Uitnodiging verstuurd naar ${email}`).first()).toBeVisible();
  // Back on the organization's page; the new colleague's page shows what happened within the organization.
  await expect(page).toHaveURL(url("rijnstad.localhost", `/organizations/${ownOrg}`));
  await page.getByRole("link", { name: "Ilse Verbeek" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Ilse Verbeek" })).toBeVisible();
  await expect(
    page.getByText("Wat er binnen jouw organisatie met dit account gebeurde: uitnodigingen en rollen."),
  ).toBeVisible();
  await expect(page.getByRole("list", { name: "Geschiedenis" })).toContainText("uitnodiging gestuurd als medewerker");
});

test("a center admin edits a user's name and deactivates the account with a reason, which the audit trail shows", async ({
  page,
  browser,
}) => {
  const volunteerContext = await browser.newContext({ locale: "nl-NL" });
  const email = await newVolunteer(await volunteerContext.newPage(), HOST, "Wessel");
  await volunteerContext.close();

  await signInAs(page, "admin@heuvelrug.test");
  await openUser(page, email);
  const userPath = new URL(page.url()).pathname;

  await page.getByRole("link", { name: "Gegevens wijzigen" }).click();
  await expect(page).toHaveURL(url(HOST, `${userPath}/edit`));
  await page.getByRole("textbox", { name: /Achternaam/ }).fill("van Dijkhuizen");
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page).toHaveURL(url(HOST, userPath));
  await expect(page.getByText("Gegevens opgeslagen", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Wessel van Dijkhuizen" })).toBeVisible();

  await page.getByRole("button", { name: "Deactiveren" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Deactiveren: Wessel van Dijkhuizen" });
  await dialog.getByRole("textbox", { name: /Reden/ }).fill("Verhuisd naar het buitenland");
  await dialog.getByRole("button", { name: "Deactiveren" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText("Wessel van Dijkhuizen is nu inactief", { exact: true })).toBeVisible();
  // Without a reload: the status and its next changes, and the audit trail with the reason.
  await expect(page.getByRole("button", { name: "Weer activeren" })).toBeVisible();
  const trail = page.getByRole("list", { name: "Geschiedenis" });
  await expect(trail).toContainText("Verhuisd naar het buitenland");
  await expect(trail).toContainText("gedeactiveerd", { ignoreCase: true });
});
