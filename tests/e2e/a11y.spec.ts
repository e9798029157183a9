import { expect, test, type Page, type Request } from "@playwright/test";
import { featuresFor } from "../../app/tenant.ts";
import { API_PATHS } from "../../contract/paths.ts";
import { ROUTES, type RouteDef } from "../../app/routes/table.ts";
import { tenantThemes } from "../../tokens/tenants.ts";
import { concrete, decideConsent, expectNoAxeViolations, HOSTS, signIn, url, type CenterKey } from "./support.ts";

/**
 * The accessibility sweep: every route of the table (app/routes/table.ts), so that a new page is
 * swept without editing this file, per tenant signed out and per role signed in.
 *
 * Each sweep loads its first page in full and moves to the others inside the app, through the
 * router (history.pushState and a popstate event, as the browser's back and forward do): a full
 * load per route cost most of the sweep's time (the app's start, its messages, the session), not
 * the page under test. Each route is checked once its own page is on screen (see `settle`).
 *
 * The ten sweeps are independent: read-only, on accounts that no other spec changes, each in a
 * context of its own. They run in parallel (the `a11y` project of playwright.config.ts, 2 workers),
 * the signed-in sweeps (longer) first.
 */
test.describe.configure({ mode: "parallel" });
// Pages swap without the fade (the same page once the fade is over), so axe never sees one half faded.
test.use({ locale: "nl-NL", reducedMotion: "reduce" });

const hidden = (route: RouteDef, center: CenterKey) =>
  route.feature !== undefined && !featuresFor(center)[route.feature];

/** The page's requests in flight (all of them: data, code, messages, images). */
function watchRequests(page: Page) {
  const inFlight = new Set<object>();
  let lastChange = Date.now();
  const start = (request: Request) => {
    // The live stream of new messages (server-sent events) stays open as long as the page: not a load.
    if (new URL(request.url()).pathname === API_PATHS.conversationEvents) return;
    inFlight.add(request);
    lastChange = Date.now();
  };
  const end = (request: object) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on("request", start);
  page.on("requestfinished", end);
  page.on("requestfailed", end);
  /** Like the load state 'networkidle' (500 ms without requests), after an in-app navigation too. */
  return async (path: string) =>
    expect
      .poll(() => inFlight.size === 0 && Date.now() - lastChange >= QUIET_MS, { message: path, intervals: [50] })
      .toBe(true);
}
/** Long enough for a request that a page starts once another one has answered (a list after its filters). */
const QUIET_MS = 300;

/** Goes to `path` inside the app: the router follows popstate, as it does for back and forward. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: index + 1 }, "", to);
    window.dispatchEvent(new PopStateEvent("popstate", { state: window.history.state }));
  }, path);
}

/**
 * Waits until the page of the current address is the one on screen (Root marks it with data-path;
 * the page before stays until the next one's code has arrived, and a redirect changes the address
 * again), has its h1, and its data has been fetched.
 */
async function settle(page: Page, path: string, quiet: (path: string) => Promise<void>) {
  await expect
    .poll(
      () => page.evaluate(() => document.querySelector("[data-path]")?.getAttribute("data-path") === location.pathname),
      { message: `${path}: the page of the address is on screen`, intervals: [50, 100, 250] },
    )
    .toBe(true);
  const shown = await page.evaluate(() => location.pathname);
  await expect(page.locator(`[data-path="${shown}"] h1`).first(), path).toBeVisible();
  await quiet(path);
}

// The e2e build is a production build: the developer pages (/test/...) are not routed there, which
// pages.spec.ts checks; every other route of the table is visited below.
const publicRoutes = ROUTES.filter((r) => r.isPublic && !r.devOnly);

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

/**
 * The routes a sweep checks, one step each, inside the app; the first one loaded in full unless
 * the page is in the app already (signed in).
 */
async function sweep(
  page: Page,
  { routes, host, inApp }: { routes: RouteDef[]; host: string; inApp: boolean },
  check: (route: RouteDef, path: string) => Promise<string | undefined>,
) {
  const quiet = watchRequests(page);
  let loaded = inApp;
  // A screen the sweep has checked already in the same layout and section (the 404 of a feature that
  // is off, a volunteer's 403 in the back office: 38 routes) is not given to axe again.
  const checked = new Set<string>();
  for (const route of routes) {
    const path = concrete(route.path);
    await test.step(path, async () => {
      if (loaded) await navigateInApp(page, path);
      else await page.goto(url(host, path));
      loaded = true;
      await settle(page, path, quiet);
      const screen = await check(route, path);
      const key = screen && `${screen}|${route.layout}|${path.split("/")[1]}`;
      if (key && checked.has(key)) return;
      if (key) checked.add(key);
      await expectNoAxeViolations(page);
    });
  }
}

for (const [role, center] of Object.entries(ROLE_CENTERS) as [Role, CenterKey][]) {
  test(`every signed-in route for a ${role} (${center}) has no axe violations`, async ({ page, context }) => {
    test.setTimeout(360_000);
    const host = HOSTS[center];
    await decideConsent(context, host);
    await page.goto(url(host, "/auth/login-1"));
    await signIn(page, emailOf(role, center));
    await expect(page).toHaveURL(url(host, role === "volunteer" ? "/mijn-overzicht" : "/dashboard"));
    await sweep(page, { routes: privateRoutes, host, inApp: true }, async (route, path) => {
      // Still signed in: no page of the sweep sends this role to login.
      await expect(page, path).not.toHaveURL(/\/auth\/login-1/);
      const expected = expectedScreen(route, role, center);
      if (expected) await expect(page.getByRole("heading", { level: 1, name: expected.heading }), path).toBeVisible();
      else await expect(page, path).toHaveURL(url(host, path));
      return expected?.heading;
    });
  });
}

for (const [center, host] of Object.entries(HOSTS) as [CenterKey, string][]) {
  test(`every public route of ${center} has a title and no axe violations`, async ({ page, context }) => {
    test.setTimeout(240_000);
    const name = tenantThemes[center].name;
    await decideConsent(context, host);
    await sweep(page, { routes: publicRoutes, host, inApp: false }, async (route, path) => {
      if (hidden(route, center)) {
        await expect(page.getByRole("heading", { level: 1, name: "Pagina niet gevonden" }), path).toBeVisible();
        await expect(page, path).toHaveTitle(`Pagina niet gevonden - ${name}`);
        return "Pagina niet gevonden";
      } else {
        await expect(page, path).toHaveTitle(new RegExp(` - ${name}$`));
        // Id 1 may belong to another center, which answers 404 like a missing id: only pages
        // without an id must be found.
        if (!route.params?.includes("id"))
          await expect(page.getByRole("heading", { level: 1, name: "Pagina niet gevonden" }), path).toHaveCount(0);
        return undefined;
      }
    });
  });
}

test("the axe check of the sweeps finds a violation", async ({ page, context }) => {
  const host = HOSTS.demo;
  await decideConsent(context, host);
  await page.goto(url(host, "/switch"));
  await settle(page, "/switch", watchRequests(page));
  await expectNoAxeViolations(page);
  // An image without a text alternative (WCAG 1.1.1), put in after axe is already in the page.
  await page.evaluate(() =>
    document.querySelector("main")!.append(Object.assign(new Image(1, 1), { src: "/favicon.ico" })),
  );
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/image-alt/);
});
