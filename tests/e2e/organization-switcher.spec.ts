/**
 * The organization switcher (issue 15; specification sections 2 and 4): a user of several
 * organizations picks the current one in the account menu, the page re-renders with that
 * organization's data, and the choice is kept after a reload. And the top navigation per role.
 */
import { expect, test, type Page } from "@playwright/test";
import { decideConsent, HOSTS, signIn, url } from "./support.ts";

test.use({ locale: "nl-NL", viewport: { width: 1280, height: 800 } });
const HOST = HOSTS.demo;

const mainNav = (page: Page) => page.getByRole("banner").getByRole("navigation", { name: "Hoofdmenu" }).first();
async function navLabels(page: Page) {
  await expect(mainNav(page).getByRole("link").first()).toBeVisible();
  return mainNav(page).getByRole("link").allTextContents();
}

test("an organization admin of two organizations switches between them; the choice is kept", async ({
  page,
  context,
  browser,
}) => {
  // The center admin makes the demo organization admin a member of a second organization with
  // vacancies (through the API, on the page's own origin: Node does not resolve *.localhost).
  const staff = await browser.newContext();
  await decideConsent(staff, HOST);
  const adminPage = await staff.newPage();
  await adminPage.goto(url(HOST, "/auth/login-1"));
  await signIn(adminPage, "admin@demo.test");
  await expect(adminPage).toHaveURL(url(HOST, "/dashboard"));
  const setup = await adminPage.evaluate(async () => {
    const cookies = Object.fromEntries(document.cookie.split("; ").map((c) => c.split("=").map(decodeURIComponent)));
    const headers = {
      "Content-Type": "application/vnd.api+json",
      "access-token": cookies["access-token"] ?? "",
      client: cookies.client ?? "",
      uid: cookies.uid ?? "",
    };
    type Doc = { data: { id: string; attributes: Record<string, string> }[] };
    const get = async (path: string) => (await (await fetch(path, { headers })).json()) as Doc;
    const [me] = (await get("/api/v1/users?filter[email_eq]=orgadmin@demo.test")).data;
    const orgs = (await get("/api/v1/organizations?filter[status_eq]=approved&sort=name&page[size]=100")).data;
    const school = orgs.find((o) => o.attributes.organization_type === "School")!;
    for (const o of orgs.filter((x) => !["School", "VolunteerCenter"].includes(x.attributes.organization_type!))) {
      const [v] = (await get(`/api/v1/vacancies?filter[organization_id_eq]=${o.id}&page[size]=1&sort=-updated_at`))
        .data;
      if (!v) continue;
      const added = await fetch(`/api/v1/users/${me!.id}/add_role`, {
        method: "PUT",
        headers,
        body: JSON.stringify({ role: { name: "member", organization_id: o.id } }),
      });
      return {
        status: added.status,
        school: school.attributes.name!,
        other: o.attributes.name!,
        title: v.attributes.title!,
      };
    }
    return null;
  });
  await staff.close();
  expect(setup?.status).toBe(200);
  const other = { org: { attributes: { name: setup!.other } }, title: setup!.title };
  const school = { attributes: { name: setup!.school } };

  await decideConsent(context, HOST);
  await page.goto(url(HOST, "/auth/login-1"));
  await signIn(page, "orgadmin@demo.test");
  await expect(page).toHaveURL(url(HOST, "/dashboard"));
  await page.goto(url(HOST, "/vacancies"));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(other!.title)).toHaveCount(0);

  // The account menu names both organizations; the school is the current one (section 4's first School).
  await page.getByRole("button", { name: "Accountmenu" }).click();
  const menu = page.getByRole("menu");
  await expect(menu.getByRole("menuitem", { name: /geselecteerd/ })).toHaveAccessibleName(
    new RegExp(`Organisatie: ${school.attributes.name!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
  );
  await menu.getByRole("menuitem", { name: `Organisatie: ${other!.org.attributes.name}` }).click();

  // The page re-renders with the other organization's vacancies.
  await expect(page.getByText(other!.title).first()).toBeVisible();
  await expect(page).toHaveURL(url(HOST, "/vacancies"));

  // Kept after a reload (section 4: persisted).
  await page.reload();
  await expect(page.getByText(other!.title).first()).toBeVisible();
  await page.getByRole("button", { name: "Accountmenu" }).click();
  await expect(page.getByRole("menu").getByRole("menuitem", { name: /geselecteerd/ })).toHaveAccessibleName(
    new RegExp(other!.org.attributes.name!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
  );
  await page.keyboard.press("Escape");
});

test("the top navigation shows each role what it may open", async ({ browser }) => {
  const expected: Record<string, string[]> = {
    "volunteer@demo.test": [
      "Mijn overzicht",
      "Vacaturebank",
      "Mijn aanvragen",
      "Conversaties",
      "Workshops",
      "Meldingen",
      "Profiel",
    ],
    "member@demo.test": ["Dashboard", "Vacatures", "Vacaturebank", "Organisaties", "Aanvragen", "Conversaties"],
    "orgadmin@demo.test": ["Dashboard", "Vacatures", "Vacaturebank", "Organisaties", "Aanvragen", "Conversaties"],
    "admin@demo.test": [
      "Dashboard",
      "Vacatures",
      "Vacaturebank",
      "Organisaties",
      "Gebruikers",
      "Aanvragen",
      "Vrijwilligerspool",
      "Workshops",
      "Content",
      "Instellingen",
      "Conversaties",
    ],
  };
  for (const [email, labels] of Object.entries(expected)) {
    const context = await browser.newContext();
    await decideConsent(context, HOST);
    const page = await context.newPage();
    await page.goto(url(HOST, "/auth/login-1"));
    await signIn(page, email);
    await expect(page).not.toHaveURL(/login/);
    await expect.poll(() => navLabels(page), { message: email }).toEqual(labels);
    await context.close();
  }
});
