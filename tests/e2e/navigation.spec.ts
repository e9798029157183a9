/**
 * The app shell as each role meets it (issue 14, points 12, 13, 14 and 16): the navigation per role
 * on every page, the volunteer's home after signing in, one control per job in the toolbar with the
 * activity panel showing recent activity, and the phone layout.
 */
import { expect, test, type Page } from "@playwright/test";
import { decideConsent, HOSTS, signIn, url } from "./support.ts";

test.use({ locale: "nl-NL", viewport: { width: 1280, height: 800 }, colorScheme: "light" });
const HOST = HOSTS.demo;

async function signInAs(page: Page, email: string, path = "/auth/login-1") {
  await page.goto(url(HOST, path));
  await signIn(page, email);
}

const mainNav = (page: Page) => page.getByRole("banner").getByRole("navigation", { name: "Hoofdmenu" }).first();
async function navLabels(page: Page) {
  await expect(mainNav(page).getByRole("link").first()).toBeVisible();
  return mainNav(page).getByRole("link").allTextContents();
}

test.describe("navigation per role", () => {
  test.beforeEach(async ({ context }) => decideConsent(context, HOST));

  test("a volunteer lands on their overview and has their own navigation", async ({ page }) => {
    await signInAs(page, "volunteer@demo.test");
    await expect(page).toHaveURL(url(HOST, "/mijn-overzicht"));
    await expect(page.getByRole("heading", { level: 1, name: /^Welkom/ })).toBeVisible();
    // The tab title starts with the unread messages, "(1) ", when the volunteer has any.
    await expect(page).toHaveTitle(/^(\(\d+\) )?Mijn overzicht - Demo Vrijwilligerscentrale$/);
    await expect(page.getByRole("heading", { level: 2, name: "Mijn aanvragen" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Vacatures voor jou" })).toBeVisible();
    expect(await navLabels(page)).toEqual([
      "Mijn overzicht",
      "Vacaturebank",
      "Mijn aanvragen",
      "Conversaties",
      "Workshops",
      "Meldingen",
      "Profiel",
    ]);
    await mainNav(page).getByRole("link", { name: "Mijn aanvragen" }).click();
    await expect(page).toHaveURL(url(HOST, "/applications"));
    await expect(mainNav(page).getByRole("link", { name: "Mijn aanvragen" })).toHaveAttribute("aria-current", "page");
    // The same navigation on the public vacancy bank.
    await mainNav(page).getByRole("link", { name: "Vacaturebank" }).click();
    await expect(page).toHaveURL(url(HOST, "/vacancies/search"));
    expect(await navLabels(page)).toContain("Mijn aanvragen");
  });

  test("an organization admin sees what their role may open, and keeps it on the dashboard", async ({ page }) => {
    await signInAs(page, "orgadmin@demo.test");
    await expect(page).toHaveURL(url(HOST, "/dashboard"));
    // The center's users are center staff's: organization admins manage their people on their organization's page.
    expect(await navLabels(page)).toEqual([
      "Dashboard",
      "Vacatures",
      "Vacaturebank",
      "Organisaties",
      "Aanvragen",
      "Conversaties",
    ]);
  });

  test("center staff keep the product's navigation on the dashboard, beside its sidebar", async ({ page }) => {
    await signInAs(page, "admin@demo.test");
    await expect(page).toHaveURL(url(HOST, "/dashboard"));
    expect(await navLabels(page)).toEqual([
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
    ]);
    const sidebar = page.getByRole("navigation", { name: "Zijmenu" });
    await expect(sidebar.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
    await expect(sidebar.getByRole("link", { name: "Support" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Aanpassen" })).toBeVisible();
    // The center's figures are one click away (no other menu leads there).
    await sidebar.getByRole("link", { name: "Analyse" }).click();
    await expect(page).toHaveURL(url(HOST, "/analytics"));
    await expect(page.getByRole("heading", { level: 1, name: "Analyse" })).toBeVisible();
    // A page earlier or later, the same menu.
    await mainNav(page).getByRole("link", { name: "Instellingen" }).click();
    await expect(page).toHaveURL(url(HOST, "/settings"));
    expect(await navLabels(page)).toContain("Dashboard");
    // The notification texts are among the settings.
    await page.getByRole("navigation", { name: "Zijmenu" }).getByRole("link", { name: "Meldingsteksten" }).click();
    await expect(page).toHaveURL(url(HOST, "/notification_templates"));
    await expect(page.getByRole("heading", { level: 1, name: "Meldingsteksten" })).toBeVisible();
    await expect(page).toHaveTitle(/^Meldingsteksten - /);
  });
});

test.describe("toolbar", () => {
  test("one language control, and every control named", async ({ page, context }) => {
    // The public tenant has i18n on: the header used to carry a globe and a translate button.
    await decideConsent(context, HOSTS.public);
    await page.goto(url(HOSTS.public, "/vacancies/search"));
    const header = page.getByRole("banner");
    await expect(header.getByRole("button", { name: "Taal kiezen" })).toBeVisible();
    await expect(header.getByRole("button", { name: /taal/i })).toHaveCount(1);
    for (const button of await header.getByRole("button").all()) {
      const name = (await button.getAttribute("aria-label")) ?? (await button.textContent()) ?? "";
      expect(name.trim(), await button.evaluate((b) => b.outerHTML.slice(0, 120))).not.toBe("");
    }
  });

  test("the activity panel shows recent activity, not the notifications", async ({ page, context }) => {
    await decideConsent(context, HOST);
    await signInAs(page, "admin@demo.test");
    await expect(page).toHaveURL(url(HOST, "/dashboard"));
    const activity = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/v1/activity_items");
    await page.getByRole("button", { name: "Recente activiteit" }).click();
    expect((await activity).status()).toBe(200);
    const panel = page.getByRole("dialog", { name: "Recente activiteit" });
    await expect(panel.getByRole("list", { name: "Recente activiteit, nieuwste eerst" })).toBeVisible();
    await expect(
      panel.getByRole("link", { name: /heeft gereageerd op|heeft een bericht gestuurd/ }).first(),
    ).toBeVisible();
    await expect(panel.getByRole("link", { name: "Alle meldingen" })).toHaveCount(0);
  });
});

test.describe("on a phone (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("vacancy cards sit as far from the left edge as from the right", async ({ page, context }) => {
    await decideConsent(context, HOST);
    // The demo bank also lists vacancies shared by other centers, with their "Gedeeld door ..." badge.
    await page.goto(url(HOST, "/vacancies/search"));
    const cards = page.locator("[data-vacancy-id]");
    // The first search of a fresh database warms its index: it may take a while on a busy machine.
    await expect(cards.first()).toBeVisible({ timeout: 20_000 });
    const margins = await cards.evaluateAll((els) =>
      els.map((e) => {
        const r = e.getBoundingClientRect();
        return { left: r.left, right: document.documentElement.clientWidth - r.right };
      }),
    );
    for (const m of margins) expect(Math.abs(m.left - m.right), JSON.stringify(m)).toBeLessThanOrEqual(1);
  });

  test("a settings page shows one menu button", async ({ page, context }) => {
    await decideConsent(context, HOST);
    await signInAs(page, "admin@demo.test", "/auth/login-1?redirect=%2Fsettings");
    await expect(page).toHaveURL(url(HOST, "/settings"));
    await expect(page.locator("h1").first()).toBeVisible();
    const names = await page
      .getByRole("button")
      .evaluateAll((els) =>
        els
          .filter((e) => (e as HTMLElement).offsetParent !== null)
          .map((e) => (e.getAttribute("aria-label") ?? e.textContent ?? "").trim()),
      );
    expect(names.filter((n) => /menu$/i.test(n) && !/^account/i.test(n))).toEqual(["Menu"]);
    // The section's pages are a row of links instead.
    await expect(
      page.getByRole("navigation", { name: "Zijmenu" }).getByRole("link", { name: "Vormgeving" }),
    ).toBeVisible();
  });

  test("the dashboard's sidebar starts closed and opens on request", async ({ page, context }) => {
    await decideConsent(context, HOST);
    await signInAs(page, "admin@demo.test");
    await expect(page).toHaveURL(url(HOST, "/dashboard"));
    await expect(page.getByRole("heading", { level: 1, name: /^Welkom/ })).toBeVisible();
    const sidebar = page.locator("[data-slot=sidebar]");
    await expect(sidebar).toHaveAttribute("data-state", "closed");
    await expect(page.getByRole("navigation", { name: "Zijmenu" })).toBeHidden();
    await page.getByRole("button", { name: "Zijmenu" }).click();
    await expect(sidebar).toHaveAttribute("data-state", "open");
    await expect(
      page.getByRole("navigation", { name: "Zijmenu" }).getByRole("link", { name: "Support" }),
    ).toBeVisible();
  });
});
