import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { homeFor } from "../auth/api.ts";
import { routesFor } from "../routes/table.ts";
import { VOLUNTEER_HOME, type NavAudience } from "./navigation.ts";
import { navAudience, navigationFor } from "./roleNavigation.ts";
import { forAudience, SECTION_NAVIGATION, SIDEBAR_NAVIGATION } from "./sideNavigation.ts";

const center = { id: "1", organizationType: "VolunteerCenter" };
const school = { id: "2", organizationType: "School" };
const role = (name: string, organizationId: string | null = null) => ({ name, organizationId });
const hrefs = (audience: NavAudience) => navigationFor(audience).map((e) => e.href);

describe("navAudience", () => {
  it("reads the highest role", () => {
    expect(navAudience([role("volunteer")], [])).toBe("volunteer");
    expect(navAudience([], [])).toBe("volunteer");
    expect(navAudience([role("volunteer"), role("member", "2")], [school])).toBe("member");
    expect(navAudience([role("member", "2"), role("admin", "2")], [school])).toBe("orgAdmin");
    expect(navAudience([role("admin", "1")], [center])).toBe("center");
    expect(navAudience([role("superadmin")], [])).toBe("center");
  });

  it("counts an admin as organization admin until the organizations have arrived", () => {
    expect(navAudience([role("admin", "1")], undefined)).toBe("orgAdmin");
  });
});

describe("navigationFor", () => {
  it("gives volunteers their own navigation: home, vacancy bank, applications, conversations, workshops, notifications, profile", () => {
    expect(hrefs("volunteer")).toEqual([
      VOLUNTEER_HOME,
      "/vacancies/search",
      "/applications",
      "/conversations",
      "/workshops",
      "/notificaties",
      "/profiel",
    ]);
  });

  it("shows staff only the entries their role may open (PRODUCT.md section 3), in the specification's order", () => {
    expect(hrefs("member")).toEqual([
      "/dashboard",
      "/vacancies",
      "/vacancies/search",
      "/organizations",
      "/applications",
      "/conversations",
    ]);
    // Organization admins manage their people on their organization's page, never the center's /users.
    expect(hrefs("orgAdmin")).toEqual([
      "/dashboard",
      "/vacancies",
      "/vacancies/search",
      "/organizations",
      "/applications",
      "/conversations",
    ]);
    expect(hrefs("center")).toEqual([
      "/dashboard",
      "/vacancies",
      "/vacancies/search",
      "/organizations",
      "/users",
      "/applications",
      "/vrijwilligerspool",
      "/workshops/beheer",
      "/content",
      "/settings",
      "/conversations",
    ]);
  });

  it("leads a volunteer only to pages without the back office's organization requirement", () => {
    const routes = routesFor(false);
    for (const href of hrefs("volunteer")) {
      const route = routes.find((r) => r.path === href);
      expect(route, href).toBeDefined();
      expect(route!.backOffice ?? false, href).toBe(false);
    }
  });
});

describe("homeFor", () => {
  it("sends volunteers to their overview and staff to the dashboard", () => {
    expect(homeFor({ roles: [role("volunteer")] })).toBe(VOLUNTEER_HOME);
    expect(homeFor({ roles: [role("member", "2")] })).toBe("/dashboard");
  });
});

describe("the side navigation", () => {
  const sidebar = (audience?: NavAudience) => forAudience(SIDEBAR_NAVIGATION, audience).map((e) => e.href);

  it("leads center staff to their center's figures; nobody else, and nobody until the roles are known", () => {
    expect(sidebar("center")).toEqual(["/dashboard", "/analytics", "/support"]);
    for (const audience of ["member", "orgAdmin", "volunteer", undefined] as const)
      expect(sidebar(audience)).toEqual(["/dashboard", "/support"]);
  });

  it("leads from the settings to the notification texts, which no menu reached", () => {
    expect(SECTION_NAVIGATION.settings!.map((e) => e.href)).toContain("/notification_templates");
  });

  it("names every entry in both languages", () => {
    for (const locale of ["nl", "en"]) {
      const messages = JSON.parse(readFileSync(join(process.cwd(), `app/locales/${locale}/layout.json`), "utf8"));
      const keys = [...SIDEBAR_NAVIGATION, ...Object.values(SECTION_NAVIGATION).flat()].map((e) => e.key);
      const at = (key: string) =>
        key.split(".").reduce<unknown>((m, part) => (m as Record<string, unknown> | undefined)?.[part], messages);
      expect({ locale, missing: keys.filter((k) => typeof at(k) !== "string") }).toEqual({ locale, missing: [] });
    }
  });
});
