/** The shared contract: enums, transitions, and the yup schemas both sides validate with. */
import { describe, expect, it } from "vitest";
import {
  API_PATHS,
  ORGANIZATION_STATUSES,
  ORGANIZATION_STATUS_TRANSITIONS,
  ORGANIZATION_TYPES,
  PASSWORD_RESET_CREDENTIALS_MESSAGE,
  ROLE_NAMES,
  USER_STATUSES,
  feedbackSchema,
  organizationSignupSchema,
  passwordUpdateSchema,
  signInSchema,
  userSignupSchema,
} from "@contract/index.ts";

describe("contract enums", () => {
  it("has the statuses, roles and types of the specification", () => {
    expect(ORGANIZATION_STATUSES).toEqual(["approved", "pending", "denied", "archived"]);
    expect(USER_STATUSES).toEqual(["active", "invited", "inactive", "archived"]);
    expect(ROLE_NAMES).toEqual(["volunteer", "member", "admin", "superadmin"]);
    expect(ORGANIZATION_TYPES).toEqual(expect.arrayContaining(["School", "VolunteerCenter"]));
  });

  it("only transitions between known statuses", () => {
    for (const [from, tos] of Object.entries(ORGANIZATION_STATUS_TRANSITIONS)) {
      expect(ORGANIZATION_STATUSES).toContain(from);
      for (const to of tos) expect(ORGANIZATION_STATUSES).toContain(to);
    }
  });

  it("builds the specification's paths", () => {
    expect(API_PATHS.approveOrganization(7)).toBe("/api/v1/organizations/7/approve");
    expect(API_PATHS.removeRole("3")).toBe("/api/v1/users/3/remove_role");
    expect(API_PATHS.currentVolunteerCenter).toBe("/api/v1/volunteer_centers/current");
  });
});

describe("contract schemas", () => {
  it("requires either the reset token or uid, client and access token", async () => {
    const base = { password: "Lang-genoeg-1", password_confirmation: "Lang-genoeg-1" };
    await expect(passwordUpdateSchema.validate(base)).rejects.toThrow(PASSWORD_RESET_CREDENTIALS_MESSAGE);
    await expect(passwordUpdateSchema.validate({ ...base, uid: "a@b.nl", client: "c" })).rejects.toThrow(
      PASSWORD_RESET_CREDENTIALS_MESSAGE,
    );
    await expect(passwordUpdateSchema.validate({ ...base, reset_password_token: "t" })).resolves.toBeTruthy();
    await expect(
      passwordUpdateSchema.validate({ ...base, uid: "a@b.nl", client: "c", access_token: "x" }),
    ).resolves.toBeTruthy();
  });

  it("normalizes e-mail and checks password confirmation", async () => {
    expect((await signInSchema.validate({ email: "  Admin@Demo.TEST ", password: "x" })).email).toBe("admin@demo.test");
    await expect(
      userSignupSchema.validate({
        email: "a@b.nl",
        password: "Lang-genoeg-1",
        password_confirmation: "anders",
        first_name: "A",
        last_name: "B",
      }),
    ).rejects.toThrow(/match/);
    await expect(
      userSignupSchema.validate({
        email: "a@b.nl",
        password: "kort",
        password_confirmation: "kort",
        first_name: "A",
        last_name: "B",
      }),
    ).rejects.toThrow();
  });

  it("does not let a signup choose the VolunteerCenter type", async () => {
    await expect(
      organizationSignupSchema.validate({ name: "Centrale", organization_type: "VolunteerCenter" }),
    ).rejects.toThrow();
    await expect(
      organizationSignupSchema.validate({ name: "School", organization_type: "School" }),
    ).resolves.toBeTruthy();
  });

  it("requires a feedback message and trims it", async () => {
    await expect(feedbackSchema.validate({ message: "   " })).rejects.toThrow();
    expect((await feedbackSchema.validate({ message: "  hoi  " })).message).toBe("hoi");
  });
});
