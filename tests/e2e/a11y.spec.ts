import { expect, test, type Page } from "@playwright/test";
import { featuresFor } from "../../app/tenant.ts";
import { ROUTES, type RouteDef } from "../../app/routes/table.ts";
import { tenantThemes } from "../../tokens/tenants.ts";
import { concrete, decideConsent, expectNoAxeViolations, HOSTS, signIn, url, type CenterKey } from "./support.ts";

test.use({ locale: "nl-NL" });

const hidden = (route: RouteDef, center: CenterKey) =>
  route.feature !== undefined && !featuresFor(center)[route.feature];

/** Waits until the page has settled (route module loaded, its data fetched, the fade-in over). */
async function settle(page: Page, path: string) {
  await expect(page.locator("h1").first(), path).toBeVisible();
  await page.waitForLoadState("networkidle");
}

// The e2e build is a production build: the developer pages (/test/...) are not routed there, which
// pages.spec.ts checks; every other route of the table is visited below.
const publicRoutes = ROUTES.filter((r) => r.isPublic && !r.devOnly);

for (const [center, host] of Object.entries(HOSTS) as [CenterKey, string][]) {
  test(`every public route of ${center} has a title and no axe violations`, async ({ page, context }) => {
    test.setTimeout(240_000);
    const name = tenantThemes[center].name;
    await decideConsent(context, host);
    for (const route of publicRoutes) {
      const path = concrete(route.path);
      await test.step(path, async () => {
        await page.goto(url(host, path));
        await settle(page, path);
        if (hidden(route, center)) {
          await expect(page.getByRole("heading", { level: 1, name: "Pagina niet gevonden" }), path).toBeVisible();
          await expect(page, path).toHaveTitle(`Pagina niet gevonden - ${name}`);
        } else {
          await expect(page, path).toHaveTitle(new RegExp(` - ${name}$`));
          // Id 1 may belong to another center, which answers 404 like a missing id: only pages
          // without an id must be found.
          if (!route.params?.includes("id"))
            await expect(page.getByRole("heading", { level: 1, name: "Pagina niet gevonden" }), path).toHaveCount(0);
        }
        await expectNoAxeViolations(page);
      });
    }
  });
}

type Role = "volunteer" | "member" | "orgadmin" | "admin" | "superadmin";

/** One center per role, so that the sweep also crosses every tenant's theme and feature flags. */
const ROLE_CENTERS: Record<Role, CenterKey> = {
  volunteer: "public",
  member: "meedoen",
  orgadmin: "rijnstad",
  admin: "heuvelrug",
  superadmin: "demo",
};
const emailOf = (role: Role, center: CenterKey) =>
  role === "superadmin" ? "superadmin@volunteerly.test" : `${role}@${center}.test`;

/**
 * /uitloggen is the one route the signed-in sweep leaves out: it ends the session the sweep
 * reuses (auth.spec.ts and roles.spec.ts cover it). /auth/token without a token only says that the
 * link is not valid, so it stays in.
 */
const NOT_SWEPT = new Set(["logout"]);
const privateRoutes = ROUTES.filter((r) => !r.isPublic && !r.devOnly && !NOT_SWEPT.has(r.id));

/** What a role must see on a route the app itself keeps from them (the server may refuse more). */
function expectedScreen(route: RouteDef, role: Role, center: CenterKey): { heading: string } | undefined {
  if (hidden(route, center)) return { heading: "Pagina niet gevonden" };
  // Volunteers have no organization: the back office answers 403 'Geen organisatie gevonden'.
  if (route.backOffice && role === "volunteer") return { heading: "Geen organisatie gevonden" };
  // Opened by hand (not right after deleting the account) it leads to the profile.
  if (route.id === "profileDeleted") return { heading: "Mijn profiel" };
  return undefined;
}

for (const [role, center] of Object.entries(ROLE_CENTERS) as [Role, CenterKey][]) {
  test(`every signed-in route for a ${role} (${center}) has no axe violations`, async ({ page, context }) => {
    test.setTimeout(360_000);
    const host = HOSTS[center];
    await decideConsent(context, host);
    await page.goto(url(host, "/auth/login-1"));
    await signIn(page, emailOf(role, center));
    await expect(page).toHaveURL(url(host, role === "volunteer" ? "/mijn-overzicht" : "/dashboard"));
    for (const route of privateRoutes) {
      const path = concrete(route.path);
      await test.step(path, async () => {
        await page.goto(url(host, path));
        await settle(page, path);
        // Still signed in: no page of the sweep sends this role to login.
        await expect(page, path).not.toHaveURL(/\/auth\/login-1/);
        const expected = expectedScreen(route, role, center);
        if (expected) await expect(page.getByRole("heading", { level: 1, name: expected.heading }), path).toBeVisible();
        else await expect(page, path).toHaveURL(url(host, path));
        await expectNoAxeViolations(page);
      });
    }
  });
}
