import { describe, expect, it } from "vitest";
import { ORGANIZATION } from "./fixtures.ts";
import {
  EMPTY_ORGANIZATION_FORM,
  apiFilter,
  formValuesOf,
  payloadOf,
  permissionsFor,
  removalOffer,
  statusActions,
  statusOfAction,
  type Viewer,
} from "./viewModels.ts";

const school = { id: "7", organizationType: "School" as const };
const center = { id: "1", organizationType: "VolunteerCenter" as const };
const staff: Viewer = { centerStaff: true, superadmin: false, adminOf: ["1"] };
const superadmin: Viewer = { centerStaff: false, superadmin: true, adminOf: [] };
const orgAdmin: Viewer = { centerStaff: false, superadmin: false, adminOf: ["7"] };
const member: Viewer = { centerStaff: false, superadmin: false, adminOf: [] };

describe("what each role may do with an organization (PRODUCT.md section 3)", () => {
  it("gives center staff everything but moving, and not the review of the center's own organization", () => {
    expect(permissionsFor(staff, school, true)).toEqual({
      edit: true,
      review: true,
      changeTypeAndStatus: true,
      move: false,
      delete: true,
    });
    expect(permissionsFor(staff, center, true)).toMatchObject({ review: false, delete: false });
  });

  it("lets a superadmin move, only with the flag on and never the center's own organization", () => {
    expect(permissionsFor(superadmin, school, true).move).toBe(true);
    expect(permissionsFor(superadmin, school, false).move).toBe(false);
    expect(permissionsFor(superadmin, center, true)).toMatchObject({ move: false, review: true });
  });

  it("lets an organization's admin edit their own organization, nothing else", () => {
    expect(permissionsFor(orgAdmin, school, true)).toEqual({
      edit: true,
      review: false,
      changeTypeAndStatus: false,
      move: false,
      delete: false,
    });
    expect(permissionsFor(orgAdmin, { ...school, id: "8" }, true).edit).toBe(false);
    expect(Object.values(permissionsFor(member, school, true)).some(Boolean)).toBe(false);
  });
});

describe("status actions", () => {
  it("offers the contract's transitions from each status", () => {
    expect(statusActions("pending").sort()).toEqual(["approve", "deny"]);
    expect(statusActions("approved")).toContain("archive");
    expect(statusActions("approved")).not.toContain("approve");
    for (const s of ["approved", "pending", "denied", "archived"] as const)
      for (const a of statusActions(s)) expect(statusOfAction(a)).not.toBe(s);
  });

  it("offers delete when nothing depends on it, otherwise archive where archiving is allowed", () => {
    const none = { vacancies: 0, people: 0, applications: 0, conversations: 0 };
    expect(removalOffer("approved", none)).toBe("delete");
    expect(removalOffer("approved", { ...none, people: 1 })).toBe("archive");
    expect(removalOffer("archived", { ...none, vacancies: 2 })).toBe("none");
    expect(removalOffer("approved", undefined)).toBe("none");
  });
});

describe("the overview's filter", () => {
  it("sends only what is set, the text trimmed", () => {
    expect(apiFilter({ status: "all", type: "all", q: "  " })).toEqual({});
    expect(apiFilter({ status: "pending", type: "School", q: " utrecht " })).toEqual({
      status_eq: "pending",
      organization_type_eq: "School",
      name_or_city_cont: "utrecht",
    });
  });
});

describe("the form's values", () => {
  it("round-trip a profile, empty as null, the postcode as the vacancy form writes it", () => {
    const values = formValuesOf(ORGANIZATION);
    expect(values).toMatchObject({ name: ORGANIZATION.name, city: "Utrecht", postcode: "3526 KL" });
    const payload = payloadOf(
      { ...EMPTY_ORGANIZATION_FORM, name: " Stichting Buurtkracht ", postcode: "3511ab" },
      false,
    );
    expect(payload).toMatchObject({
      name: "Stichting Buurtkracht",
      email: null,
      address: { postcode: "3511 AB", city: null },
      profile: { logo_url: null },
    });
    expect(payload).not.toHaveProperty("organization_type");
    expect(payloadOf(values, true)).toHaveProperty("organization_type", "School");
  });
});
