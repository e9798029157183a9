import { describe, expect, it } from "vitest";
import { homeFor } from "../auth/api.ts";
import { routesFor } from "../routes/table.ts";
import { VOLUNTEER_HOME, type NavAudience } from "./navigation.ts";
import { navAudience, navigationFor } from "./roleNavigation.ts";

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
