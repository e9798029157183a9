import { describe, expect, it } from "vitest";
import { guardRedirect, safeReturnPath } from "./guard.ts";
import { pageTitle } from "./Root.tsx";
import { routeById } from "./table.ts";

describe("route guard", () => {
  const dashboard = routeById("dashboard")!;
  it("sends a visitor on a private page to login with the page to return to", () => {
    expect(guardRedirect(dashboard, "SIGNED_OUT", { pathname: "/dashboard", search: "?tab=2" })).toBe(
      "/auth/login-1?redirect=%2Fdashboard%3Ftab%3D2",
    );
    expect(guardRedirect(dashboard, "SIGNED_OUT", { pathname: "/en/dashboard", search: "" })).toBe(
      "/en/auth/login-1?redirect=%2Fen%2Fdashboard",
    );
  });
  it("lets signed-in users and public pages through", () => {
    expect(guardRedirect(dashboard, "SIGNED_IN", { pathname: "/dashboard", search: "" })).toBeUndefined();
    expect(
      guardRedirect(routeById("vacancySearch")!, "SIGNED_OUT", { pathname: "/vacancies/search", search: "" }),
    ).toBeUndefined();
  });
  it("has nothing to return to after signing out", () => {
    expect(guardRedirect(routeById("logout")!, "SIGNED_OUT", { pathname: "/uitloggen", search: "" })).toBe(
      "/auth/login-1",
    );
  });
  it("only returns to paths of this site", () => {
    expect(safeReturnPath("/vacancies?x=1")).toBe("/vacancies?x=1");
    expect(safeReturnPath("//evil.example/")).toBeUndefined();
    expect(safeReturnPath("https://evil.example/")).toBeUndefined();
    expect(safeReturnPath("/\\evil.example")).toBeUndefined();
    expect(safeReturnPath(null)).toBeUndefined();
  });
  it("titles a page with the route title, a hyphen and the app name", () => {
    expect(pageTitle("Gebruiker toevoegen", "Demo Vrijwilligerscentrale")).toBe(
      "Gebruiker toevoegen - Demo Vrijwilligerscentrale",
    );
  });
});
