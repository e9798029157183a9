/**
 * The first complete journey (issue 5): a visitor searches the vacancy bank, filters and opens a
 * vacancy; signs up, confirms through the captured mail and applies; the organization accepts;
 * both see the status and the notification.
 */
import { expect, test, type Page } from "@playwright/test";
import { DEMO_TITLES } from "../../server/db/demo-data.ts";
import { apiFromPage, decideConsent, HOSTS, mailLink, PASSWORD, signIn, url } from "./support.ts";

const HOST = "demo.localhost";
/** A vacancy of the demo school that "schooltuin" finds, in Onderwijs and not in Sport. */
const VACANCY = DEMO_TITLES.schoolGarden;
/** A vacancy of the public center shared with the demo center. */
const SHARED = DEMO_TITLES.sharedWithDemo;
test.use({ locale: "nl-NL" });

async function search(page: Page, q: string) {
  const box = page.getByLabel("Zoek op trefwoord");
  await box.fill(q);
  await box.press("Enter");
}

test("a visitor finds a vacancy, signs up, applies; the organization accepts; both see it", async ({ browser }) => {
  test.setTimeout(180_000);
  const visitor = await browser.newContext({ locale: "nl-NL" });
  await decideConsent(visitor, HOST);
  const page = await visitor.newPage();

  // Search: the query and the filters live in the URL.
  await page.goto(url(HOST, "/vacancies/search"));
  await expect(page.getByRole("heading", { level: 1, name: "Vacaturebank" })).toBeVisible();
  await search(page, "schooltuin");
  await expect(page).toHaveURL(/[?&]q=schooltuin/);
  await expect(page.getByRole("link", { name: VACANCY })).toBeVisible();
  // A filter that excludes it: nothing in Sport; then the useful empty state clears the filters.
  await page.getByRole("checkbox", { name: "Sport" }).click();
  await expect(page.getByRole("checkbox", { name: "Sport" })).toBeChecked();
  await expect(page).toHaveURL(/category=sport/);
  await expect(page.getByRole("link", { name: VACANCY })).toHaveCount(0);
  await page.getByRole("button", { name: "Filters wissen" }).first().click();
  await expect(page).not.toHaveURL(/category=/);
  await search(page, "schooltuin");
  await page.getByRole("checkbox", { name: "Onderwijs" }).click();
  await expect(page.getByRole("checkbox", { name: "Onderwijs" })).toBeChecked();
  await expect(page).toHaveURL(/category=onderwijs/);
  // A shared search: the same URL in a fresh page shows the same result.
  const shared = page.url();
  const again = await visitor.newPage();
  await again.goto(shared);
  await expect(again.getByRole("link", { name: VACANCY })).toBeVisible();
  await again.close();

  await page.getByRole("link", { name: VACANCY }).click();
  await expect(page.getByRole("heading", { level: 1, name: VACANCY })).toBeVisible();
  const vacancyUrl = page.url();
  await expect(page).toHaveURL(/\/vacancies\/\d+$/);

  // Apply as a visitor: sign in first, and come back.
  await page.getByRole("link", { name: "Reageer op deze vacature" }).click();
  await expect(page).toHaveURL(/\/auth\/login-1\?redirect=/);

  // Sign up instead (the link keeps the way back), confirm through the mail: confirming signs in
  // and lands on the vacancy again.
  const email = `noor.${Date.now()}@example.nl`;
  await page.getByRole("link", { name: "Meld je aan als vrijwilliger" }).click();
  await expect(page).toHaveURL(/\/signup\?redirect=%2Fvacancies%2F\d+$/);
  await page.getByLabel(/^Voornaam/).fill("Noor");
  await page.getByLabel(/^Achternaam/).fill("Bakker");
  await page.getByLabel(/^E-mailadres/).fill(email);
  await page.getByLabel(/^Wachtwoord/).fill(PASSWORD);
  await page.getByLabel(/^Herhaal wachtwoord/).fill(PASSWORD);
  await page.getByRole("button", { name: "Account aanmaken" }).click();
  await expect(page).toHaveURL(url(HOST, "/signup/success"));
  await page.goto(await mailLink(page, HOST, email, "/confirm"));
  await expect(page).toHaveURL(new RegExp(`^${vacancyUrl}\\?confirmed=1$`));
  await expect(page.getByRole("heading", { level: 1, name: VACANCY })).toBeVisible();

  await page.getByRole("button", { name: "Reageer", exact: true }).click();
  const motivation = page.getByLabel(/^Motivatie/);
  await expect(motivation).toBeFocused();
  // Validation on blur, in Dutch.
  await motivation.fill("Kort");
  await motivation.blur();
  await expect(page.getByText("Schrijf minimaal 10 tekens.")).toBeVisible();
  await motivation.fill("  Ik werk graag buiten en help kinderen met moestuinieren.  ");
  await page.getByLabel(/^Beschikbaarheid/).fill("Woensdagmiddag");
  await page.getByRole("button", { name: "Reactie versturen" }).click();
  await expect(page.getByText("Je reactie is verstuurd. De organisatie neemt contact met je op.")).toBeVisible();
  // Reloading shows the open application instead of the form: one open application per vacancy.
  await page.reload();
  await expect(page.getByText("Je hebt op deze vacature gereageerd.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Reageer", exact: true })).toHaveCount(0);

  // The organization: notified, and accepts.
  const staff = await browser.newContext({ locale: "nl-NL" });
  await decideConsent(staff, HOST);
  const org = await staff.newPage();
  await org.goto(url(HOST, "/auth/login-1"));
  await signIn(org, "orgadmin@demo.test");
  await expect(org).toHaveURL(url(HOST, "/dashboard"));
  await org.goto(url(HOST, "/notificaties"));
  await expect(org.getByText(`Nieuwe reactie op ${VACANCY}`).first()).toBeVisible();
  await org.goto(url(HOST, "/applications?status=new"));
  await org.getByRole("link", { name: "Noor Bakker", exact: true }).first().click();
  await expect(org.getByRole("heading", { level: 1, name: "Aanvraag van Noor Bakker" })).toBeVisible();
  await expect(org.getByText("Ik werk graag buiten en help kinderen met moestuinieren.").first()).toBeVisible();
  await org.getByRole("button", { name: "Accepteren" }).click();
  await expect(org.getByText("De status is nu: Geaccepteerd").first()).toBeVisible();

  // The volunteer sees the new status and the notification (in-app, and the mail was sent).
  await page.goto(url(HOST, "/applications"));
  await expect(page.getByRole("heading", { level: 1, name: "Mijn aanvragen" })).toBeVisible();
  await expect(page.getByText("Geaccepteerd").first()).toBeVisible();
  await page.goto(url(HOST, "/notificaties"));
  await expect(page.getByText(`Je reactie op ${VACANCY}: Geaccepteerd`).first()).toBeVisible();
  expect(await mailLink(page, HOST, email, "/applications/")).toMatch(/\/applications\/\d+$/);

  await visitor.close();
  await staff.close();
});

test("the vacancy bank works on a phone: filters in a dialog, results as cards", async ({ browser }) => {
  const phone = await browser.newContext({ locale: "nl-NL", viewport: { width: 390, height: 844 }, isMobile: true });
  await decideConsent(phone, "gelderland.localhost");
  const page = await phone.newPage();
  await page.goto(url("gelderland.localhost", "/vacancies/search"));
  await expect(page.getByRole("heading", { level: 1, name: "Vacaturebank" })).toBeVisible();
  await page.getByRole("button", { name: /^Filters/ }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("checkbox", { name: "Zorg" }).click();
  await expect(dialog.getByRole("checkbox", { name: "Zorg" })).toBeChecked();
  await expect(page).toHaveURL(/category=zorg/);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: "Filters (1)" })).toBeVisible();
  await expect(page.getByRole("link").filter({ hasText: /./ }).first()).toBeVisible();
  await phone.close();
});

test("a shared vacancy of the public center is in the demo vacancy bank, read only", async ({ page, context }) => {
  await decideConsent(context, HOST);
  await page.goto(url(HOST, "/vacancies/search"));
  await expect(page.getByText("Gedeeld door Gelderse Vrijwilligers").first()).toBeVisible();
  // Take the card that says it is shared.
  const results = page.getByRole("list", { name: "Gevonden vacatures" }).getByRole("listitem");
  await results.filter({ hasText: "Gedeeld door Gelderse Vrijwilligers" }).getByRole("link", { name: SHARED }).click();
  await expect(page.getByRole("heading", { level: 1, name: SHARED })).toBeVisible();
  await expect(page.getByText("Gedeeld door Gelderse Vrijwilligers", { exact: true })).toBeVisible();
  // Responding happens on the sharing center's own website: no apply form here.
  await expect(page.getByText(/^Deze vacature is gedeeld door Gelderse Vrijwilligers/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Reageer op deze vacature" })).toHaveCount(0);
  // Not writable from here, even for the demo center's staff.
  const id = page.url().split("/").pop()!;
  await page.goto(url(HOST, "/auth/login-1"));
  await signIn(page, "admin@demo.test");
  await expect(page).toHaveURL(url(HOST, "/dashboard"));
  const { status } = await apiFromPage(page, "PATCH", `/api/v1/vacancies/${id}`, {
    data: { type: "vacancy", id, attributes: { title: "Overgenomen" } },
  });
  expect(status).toBe(403);
});

test("the vacancy bank pages through more than 20 results, and new vacancies show at once", async ({ browser }) => {
  test.setTimeout(120_000);
  // An organization admin publishes 25 vacancies through the API, with a word of this run only.
  const tag = Array.from({ length: 10 }, () => "bcdfghjklmnpqrstvwxz"[Math.floor(Math.random() * 20)]).join("");
  const staff = await browser.newContext({ locale: "nl-NL" });
  await decideConsent(staff, HOST);
  const admin = await staff.newPage();
  await admin.goto(url(HOST, "/auth/login-1"));
  await signIn(admin, "orgadmin@demo.test");
  await expect(admin).toHaveURL(url(HOST, "/dashboard"));
  const created = await admin.evaluate(async (word) => {
    const cookies = Object.fromEntries(document.cookie.split("; ").map((c) => c.split("=").map(decodeURIComponent)));
    const headers = {
      "Content-Type": "application/vnd.api+json",
      "access-token": cookies["access-token"] ?? "",
      client: cookies.client ?? "",
      uid: cookies.uid ?? "",
    };
    const me = await (await fetch("/api/v1/current_user?include=roles", { headers })).json();
    const role = (me.included as { type: string; attributes: { name: string; organization_id: number | null } }[]).find(
      (r) => r.type === "role" && r.attributes.name === "admin" && r.attributes.organization_id,
    );
    const statuses: number[] = [];
    for (let i = 1; i <= 25; i++) {
      const r = await fetch("/api/v1/vacancies", {
        method: "POST",
        headers,
        body: JSON.stringify({
          data: {
            type: "vacancy",
            attributes: {
              organization_id: String(role?.attributes.organization_id),
              title: `Kraanvogels tellen ${word} ${i}`,
              status: "published",
              description: "<p>Tel mee met de kraanvogels in de uiterwaarden.</p>",
              categories: ["natuur_en_milieu"],
              remote: true,
            },
          },
        }),
      });
      statuses.push(r.status);
    }
    return statuses;
  }, tag);
  expect(created).toEqual(Array(25).fill(201));
  await staff.close();

  const visitor = await browser.newContext({ locale: "nl-NL" });
  await decideConsent(visitor, HOST);
  const page = await visitor.newPage();
  await page.goto(url(HOST, `/vacancies/search?q=${tag}`));
  // The cards themselves (a card has lists of its own, e.g. its categories).
  const results = page.getByRole("list", { name: "Gevonden vacatures" }).locator(":scope > li");
  await expect(page.getByText("25 vacatures", { exact: true }).first()).toBeVisible();
  await expect(results).toHaveCount(20);
  const pages = page.getByRole("navigation", { name: "Pagina's met vacatures" });
  await pages.getByText("Volgende").click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(results).toHaveCount(5);
  // Equal relevance: newest first, so the first five published are on the last page.
  const titles = (await results.getByRole("heading").allTextContents()).map((t) => t.trim()).sort();
  expect(titles).toEqual([1, 2, 3, 4, 5].map((i) => `Kraanvogels tellen ${tag} ${i}`));
  // The page is part of a shared link, and back goes back.
  const again = await visitor.newPage();
  await again.goto(page.url());
  await expect(again.getByRole("list", { name: "Gevonden vacatures" }).locator(":scope > li")).toHaveCount(5);
  await again.close();
  await page.goBack();
  await expect(page).not.toHaveURL(/[?&]page=2/);
  await expect(results).toHaveCount(20);
  await visitor.close();
});

// Every center's vacancy bank answers in its language (English where the center has i18n) and
// opens its own vacancies with a way to respond.
const BANK = {
  nl: {
    path: "/vacancies/search",
    heading: "Vacaturebank",
    list: "Gevonden vacatures",
    shared: "Gedeeld door",
    respond: "Reageer op deze vacature",
  },
  en: {
    path: "/en/vacancies/search",
    heading: "Vacancy bank",
    list: "Vacancies found",
    shared: "Shared by",
    respond: "Respond to this vacancy",
  },
} as const;
for (const [key, host] of Object.entries(HOSTS)) {
  const lang = key === "public" || key === "meedoen" ? "en" : "nl";
  test(`the vacancy bank of ${key} works in ${lang === "en" ? "English" : "Dutch"}`, async ({ browser }) => {
    const words = BANK[lang];
    const context = await browser.newContext({ locale: lang === "en" ? "en-GB" : "nl-NL" });
    await decideConsent(context, host);
    const page = await context.newPage();
    await page.goto(url(host, words.path));
    await expect(page.getByRole("heading", { level: 1, name: words.heading })).toBeVisible();
    const own = page.getByRole("list", { name: words.list }).getByRole("listitem").filter({ hasNotText: words.shared });
    await expect(own.first()).toBeVisible();
    const link = own.first().getByRole("link").first();
    const title = (await link.textContent())!.trim();
    await link.click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("link", { name: words.respond })).toBeVisible();
    await context.close();
  });
}
