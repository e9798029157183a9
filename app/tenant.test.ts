import { describe, expect, it } from "vitest";
import { serializeCookie } from "./lib/cookies.ts";
import { featuresFor, gelderseHandenRedirect, resolveTenant } from "./tenant.ts";
import { TEST_CONFIG } from "./testing.tsx";

describe("tenants", () => {
  it("resolves the center, its theme and its app context from the host", () => {
    expect(resolveTenant(TEST_CONFIG, "gelderland.localhost:3000")).toMatchObject({
      centerId: "1",
      key: "public",
      appContext: "gelderland",
    });
    expect(resolveTenant({ ...TEST_CONFIG, centerKeys: { "2": "meedoen" } }, "x")).toMatchObject({
      key: "meedoen",
      appContext: "meedoen",
    });
    expect(resolveTenant({ ...TEST_CONFIG, hostCenters: {}, defaultCenter: null }, "nowhere.test")).toBeUndefined();
  });

  it("switches the features of section 1 per tenant", () => {
    expect(featuresFor("public")).toEqual({
      volunteerProfiles: true,
      activities: true,
      peerToPeer: true,
      centreSharing: true,
      i18n: true,
      campaignLanding: true,
    });
    expect(featuresFor("meedoen")).toEqual({
      volunteerProfiles: false,
      activities: false,
      peerToPeer: false,
      centreSharing: false,
      i18n: true,
      campaignLanding: false,
    });
    expect(featuresFor("rijnstad")).toMatchObject({ volunteerProfiles: true, activities: false, i18n: false });
    expect(featuresFor("demo")).toMatchObject({ activities: true, peerToPeer: false, i18n: false });
  });

  it("redirects every path but /gelderse-handen on its host", () => {
    expect(gelderseHandenRedirect("gelderse-handen.localhost:3107", "/vacancies")).toBe("/gelderse-handen");
    expect(gelderseHandenRedirect("gelderse-handen.localhost", "/gelderse-handen")).toBeUndefined();
    expect(gelderseHandenRedirect("gelderland.localhost", "/vacancies")).toBeUndefined();
  });
});

describe("cookies", () => {
  it("are lax by default and none plus secure when cross-origin", () => {
    expect(serializeCookie("locale", "en", { maxAge: 31_536_000 })).toBe(
      "locale=en; path=/; max-age=31536000; samesite=lax",
    );
    expect(serializeCookie("locale", "en", { sameSite: "none" })).toBe("locale=en; path=/; samesite=none; secure");
  });
});
