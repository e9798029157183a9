import { readFileSync } from "node:fs";
import { join } from "node:path";
import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { buildRoutes } from "./router.tsx";
import { LAYOUTS, ROUTES, routesFor, TEST_PAGES } from "./table.ts";
import type { RouteHandle } from "./useCurrentRoute.ts";

/**
 * Section 2 of the specification, route by route: a concrete URL, the route pattern it must reach
 * and whether it is public. Transcribed from the table, children and '{id}' forms expanded.
 */
const SPEC: [url: string, pattern: string, isPublic: boolean][] = [
  // "/:slug?": the home page and the content pages (issue 16).
  ["/", "/:slug?", true],
  ["/over-ons", "/:slug?", true],
  ["/nieuws", "/nieuws/:slug?", true],
  ["/nieuws/open-dag", "/nieuws/:slug?", true],
  ["/activiteitenkalender", "/activiteitenkalender", true],
  ["/activiteitenkalender/overzicht", "/activiteitenkalender/overzicht", true],
  ["/analytics", "/analytics", false],
  ["/analytics/index-2", "/analytics/index-2", false],
  ["/applications", "/applications", false],
  ["/applications/5", "/applications/:id", false],
  ["/auth/login-1", "/auth/login-1", true],
  ["/auth/recover", "/auth/recover", true],
  ["/auth/reset", "/auth/reset", true],
  ["/auth/token", "/auth/token", false],
  ["/confirm", "/confirm", true],
  ["/contactformulier", "/contactformulier", false],
  ["/uitloggen", "/uitloggen", false],
  ["/content", "/content", false],
  ["/content/file-upload", "/content/file-upload", false],
  ["/content/menu-items", "/content/menu-items", false],
  ["/content/stock-images", "/content/stock-images", false],
  ["/conversations", "/conversations", false],
  ["/dashboard", "/dashboard", false],
  ["/een-op-een-hulp", "/een-op-een-hulp", true],
  ["/forms", "/forms/:token?", true],
  ["/forms/abc123", "/forms/:token?", true],
  ["/gelderse-handen", "/gelderse-handen", true],
  ["/notificaties", "/notificaties", false],
  ["/notification_templates", "/notification_templates", false],
  ["/notification_templates/3/edit", "/notification_templates/:id/edit", false],
  ["/organizations", "/organizations", false],
  ["/organizations/7", "/organizations/:id", false],
  ["/organizations/7/edit", "/organizations/:id/edit", false],
  ["/organizations/7/move", "/organizations/:id/move", false],
  ["/organizations/add", "/organizations/add", false],
  ["/organizations/approve", "/organizations/approve", false],
  ["/organizations/signup", "/organizations/signup", true],
  ["/organizations/signup/success", "/organizations/signup/success", true],
  ["/partners", "/partners", true],
  ["/profiel", "/profiel", false],
  ["/profiel/verwijderd", "/profiel/verwijderd", false],
  ["/profile-edit", "/profile-edit", false],
  ["/profile-edit/email", "/profile-edit/email", false],
  ["/profile-edit/periodieke-mail", "/profile-edit/periodieke-mail", false],
  ["/profile-edit/settings", "/profile-edit/settings", false],
  ["/profile-replies", "/profile-replies", false],
  ["/settings", "/settings", false],
  ["/settings/contact-person", "/settings/contact-person", false],
  ["/settings/design", "/settings/design", false],
  ["/settings/footer", "/settings/footer", false],
  ["/signup", "/signup", true],
  ["/signup/success", "/signup/success", true],
  ["/sociale-kaart", "/sociale-kaart", true],
  ["/sociale-kaart/9", "/sociale-kaart/:id", true],
  ["/switch", "/switch", true],
  ["/users", "/users", false],
  ["/users/add", "/users/add", false],
  ["/users/4", "/users/:id", false],
  ["/users/4/edit", "/users/:id/edit", false],
  ["/users/4/add_role", "/users/:id/add_role", false],
  ["/vacancies", "/vacancies", false],
  ["/vacancies/12", "/vacancies/:id", true],
  ["/vacancies/12/edit", "/vacancies/:id/edit", false],
  ["/vacancies/add", "/vacancies/add", false],
  ["/vacancies/bulk-edit", "/vacancies/bulk-edit", false],
  ["/vacancies/search", "/vacancies/search", true],
  ["/volunteerly/changelog", "/volunteerly/changelog", false],
  ["/vrijwilligerspool", "/vrijwilligerspool", false],
  ["/workshops", "/workshops", false],
  ["/support", "/support", false],
  ...TEST_PAGES.map((p): [string, string, boolean] => [`/test/${p}`, `/test/${p}`, false]),
];

/**
 * Routes the product adds where the specification is silent (docs/decisions.md), each named here
 * on purpose: the volunteer's home after signing in (issue 14).
 */
const BEYOND_SPEC: [url: string, pattern: string, isPublic: boolean][] = [
  ["/mijn-overzicht", "/mijn-overzicht", false],
  ["/settings/centers", "/settings/centers", false],
  ["/content/news", "/content/news", false],
  ["/content/partners", "/content/partners", false],
  ["/periodieke-mail/afmelden", "/periodieke-mail/afmelden", true],
  ["/content/messages", "/content/messages", false],
  ["/profile-edit/zoekopdrachten", "/profile-edit/zoekopdrachten", false],
  ["/een-op-een-hulp/aanvragen", "/een-op-een-hulp/aanvragen", false],
  ["/content/sociale-kaart", "/content/sociale-kaart", false],
  ["/content/forms", "/content/forms", false],
  ["/activiteitenkalender/beheer", "/activiteitenkalender/beheer", false],
  ["/workshops/beheer", "/workshops/beheer", false],
];

function leaf(url: string, dev = true) {
  const matches = matchRoutes(buildRoutes(dev), url) ?? [];
  return matches.at(-1)?.route.handle as RouteHandle | undefined;
}

describe("routes table", () => {
  it.each([...SPEC, ...BEYOND_SPEC])("%s reaches %s (public: %s)", (url, pattern, isPublic) => {
    const handle = leaf(url);
    expect(handle?.route?.path).toBe(pattern);
    expect(handle?.route?.isPublic).toBe(isPublic);
  });

  it("reaches every route under the /en prefix too", () => {
    for (const [url, pattern] of SPEC) expect(leaf(url === "/" ? "/en" : `/en${url}`)?.route?.path, url).toBe(pattern);
  });

  it("has no route the specification does not list, and unique ids", () => {
    const specPatterns = new Set([...SPEC, ...BEYOND_SPEC].map(([, p]) => p));
    expect(ROUTES.map((r) => r.path).filter((p) => !specPatterns.has(p))).toEqual([]);
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
    for (const r of ROUTES) expect(LAYOUTS).toContain(r.layout);
  });

  it("gives the parameters id, slug and token", () => {
    for (const r of ROUTES) {
      const inPath = [...r.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
      expect(r.params ?? [], r.path).toEqual(inPath);
    }
  });

  it("leaves the developer test pages out of production builds", () => {
    expect(routesFor(false).some((r) => r.path.startsWith("/test/"))).toBe(false);
    expect(leaf("/test/api", false)?.notFound).toBe(true);
  });

  it("sends unknown deep paths to the 404 route", () => {
    expect(leaf("/bestaat/niet/echt")?.notFound).toBe(true);
    expect(leaf("/en/bestaat/niet/echt")?.notFound).toBe(true);
    // One segment is a content page's slug: the page shows the 404 screen when there is no such page.
    expect(leaf("/bestaat-niet")?.route?.id).toBe("page");
    expect(leaf("/en/bestaat-niet")?.route?.id).toBe("page");
  });

  it("has a page title for every route in both languages", () => {
    const at = (messages: Record<string, unknown>, id: string) =>
      id.split(".").reduce<unknown>((m, part) => (m as Record<string, unknown> | undefined)?.[part], messages);
    for (const locale of ["nl", "en"]) {
      const messages = JSON.parse(readFileSync(join(process.cwd(), `app/locales/${locale}/routes.json`), "utf8"));
      const missing = ROUTES.filter((r) => typeof at(messages, r.id) !== "string").map((r) => r.id);
      expect({ locale, missing }).toEqual({ locale, missing: [] });
    }
  });

  it("carries the titles and texts the specification quotes", () => {
    const nl = JSON.parse(readFileSync(join(process.cwd(), "app/locales/nl/routes.json"), "utf8"));
    expect(nl.userAdd).toBe("Gebruiker toevoegen");
    expect(nl.profileEdit.index).toBe("Bewerk profiel");
    expect(nl.descriptions.organizations).toBe("Hier vind je een overzicht van alle organisaties.");
  });

  it("uses the layouts the specification names", () => {
    const layout = (url: string) => leaf(url)?.route?.layout;
    expect(layout("/")).toBe("wide");
    expect(leaf("/")?.route?.white).toBe(true);
    expect(leaf("/volunteerly/changelog")?.route?.white).toBe(true);
    expect(layout("/forms/x")).toBe("empty");
    expect(layout("/gelderse-handen")).toBe("empty");
    expect(layout("/support")).toBe("sidebar");
  });

  it("finds each page module that loaders.ts holds under a route of the table", async () => {
    const { PAGES } = await import("./loaders.ts");
    const ids = new Set(ROUTES.map((route) => route.id));
    const orphans = Object.keys(PAGES).filter((id) => !ids.has(id));
    expect(orphans).toEqual([]);
    expect(Object.keys(PAGES).length).toBeGreaterThan(60);
  });

  it("keeps the module of every route with a first view in the table (the build's first views render them)", async () => {
    const { PAGES } = await import("./loaders.ts");
    const { CONTENT_ROUTES, FIRST_VIEW_ROUTES } = await import("../prerender/firstView.tsx");
    const inLoaders = [...CONTENT_ROUTES, ...FIRST_VIEW_ROUTES].filter((id) => id in PAGES);
    expect(inLoaders).toEqual([]);
  });
});
