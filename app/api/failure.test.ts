import { describe, expect, it } from "vitest";
import { apiErrorFrom } from "./errors.ts";
import { toSubmitFailure } from "./failure.ts";

describe("form failures from API errors", () => {
  it("puts each pointer's message under its camelCased field, renaming nested user fields", () => {
    const error = apiErrorFrom(422, {
      errors: [
        {
          status: "422",
          code: "taken",
          title: "Al in gebruik",
          detail: "Deze waarde is al in gebruik.",
          source: { pointer: "/data/attributes/user/email" },
        },
        {
          status: "422",
          code: "blank",
          title: "Leeg",
          detail: "Naam is verplicht.",
          source: { pointer: "/data/attributes/name" },
        },
        {
          status: "422",
          code: "too_short",
          title: "Te kort",
          detail: "Te kort.",
          source: { pointer: "/data/attributes/user/first_name" },
        },
      ],
    });
    const failure = toSubmitFailure(error, { name: "organizationName", "user.email": "email" });
    expect(failure.fieldErrors).toEqual({
      email: "Deze waarde is al in gebruik.",
      organizationName: "Naam is verplicht.",
      firstName: "Te kort.",
    });
  });
  it("passes other errors through", () => {
    const e = new Error("x");
    expect(toSubmitFailure(e)).toBe(e);
  });
});
