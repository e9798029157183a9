import { describe, expect, it } from "vitest";
import { resetCredentials, tryResetCredentials } from "./resetCredentials.ts";

describe("password reset credentials", () => {
  it("takes the reset token from the mail link", () => {
    expect(resetCredentials(new URLSearchParams("reset_password_token=abc"))).toEqual({
      kind: "token",
      resetPasswordToken: "abc",
    });
  });
  it("takes uid, client and access token the devise way", () => {
    expect(resetCredentials(new URLSearchParams("uid=a%40b.nl&client_id=c1&token=t1"))).toEqual({
      kind: "headers",
      uid: "a@b.nl",
      client: "c1",
      accessToken: "t1",
    });
    expect(resetCredentials(new URLSearchParams("uid=u&client=c&access-token=t"))).toMatchObject({
      kind: "headers",
      accessToken: "t",
    });
  });
  it("refuses anything less with the message of the specification", () => {
    expect(() => resetCredentials(new URLSearchParams("uid=u&client=c"))).toThrow(
      "You must provide either the uid, client and accessToken or the resetPasswordToken",
    );
    expect(tryResetCredentials(new URLSearchParams(""))).toBeUndefined();
  });
});
