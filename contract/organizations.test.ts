import { describe, expect, it } from "vitest";
import { organizationFormSchema, organizationReviewSchema, organizationStatusChangeSchema } from "./organizations.ts";
import { organizationProfileSchema } from "./schemas.ts";

const form = { name: "Stichting Buurtkracht", organization_type: "Foundation" };
const valid = (schema: { isValidSync: (v: unknown) => boolean }, v: unknown) => schema.isValidSync(v);

describe("the organization form's logo", () => {
  it("takes our own upload, an https address or nothing, in the form and in the API's profile", () => {
    for (const logo_url of [
      "/uploads/0123456789abcdef0123456789abcdef.png",
      "https://example.org/logo.jpg",
      "",
      null,
    ]) {
      expect(valid(organizationFormSchema, { ...form, logo_url }), String(logo_url)).toBe(true);
      if (logo_url !== "") expect(valid(organizationProfileSchema, { logo_url }), String(logo_url)).toBe(true);
    }
  });

  it("refuses what is not an image address", () => {
    for (const logo_url of ["javascript:alert(1)", "/uploads/../../etc/passwd", "/elders/logo.png", "logo.png"]) {
      expect(valid(organizationFormSchema, { ...form, logo_url }), logo_url).toBe(false);
      expect(valid(organizationProfileSchema, { logo_url }), logo_url).toBe(false);
    }
  });
});

describe("a status change's reason", () => {
  it("is required to deny or archive in the form, but not in the shape the server checks first", () => {
    expect(valid(organizationReviewSchema, { status: "denied" })).toBe(false);
    expect(valid(organizationReviewSchema, { status: "approved" })).toBe(true);
    expect(valid(organizationStatusChangeSchema, { status: "denied" })).toBe(true);
    expect(valid(organizationStatusChangeSchema, { status: "denied", reason: "x".repeat(1001) })).toBe(false);
  });
});
