import { describe, expect, it } from "vitest";
import { sentColumns } from "./patch.ts";

describe("sentColumns", () => {
  it("maps sent attributes to their columns and leaves out what was not sent", () => {
    const input: { first_name?: string; phone?: string | null; email?: string } = { first_name: "Anna", phone: null };
    expect(sentColumns(input, { firstName: "first_name", phone: "phone", email: "email" })).toEqual({
      firstName: "Anna",
      phone: null,
    });
  });
});
