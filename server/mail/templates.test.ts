import { describe, expect, it } from "vitest";
import { mailContent, type MailKind } from "./templates.ts";

const KINDS: MailKind[] = [
  "confirmation_instructions",
  "reset_password_instructions",
  "user_invited",
  "email_change_confirmation",
  "email_change_requested",
  "email_changed",
  "account_exists",
];
const params = {
  name: "Anna de Vries",
  center: "Vacaturebank Rijnstad",
  url: "http://rijnstad.localhost/confirm?x=1",
  resetUrl: "http://rijnstad.localhost/auth/recover",
  email: "anna.nieuw@example.nl",
  requestCenter: "Demo Vrijwilligerscentrale",
};

describe("account mail texts", () => {
  for (const kind of KINDS)
    it(`${kind} reads completely in Dutch and English, with its links`, () => {
      const nl = mailContent(kind, "nl", params);
      const en = mailContent(kind, "en", params);
      for (const m of [nl, en]) {
        expect(`${m.subject}\n${m.text}`).not.toMatch(/undefined|null|\{\w+\}/);
        expect(m.text).toContain(params.url);
        expect(m.html).toContain(`href="${params.url.replace("&", "&#38;")}"`);
      }
      expect(nl.subject).not.toBe(en.subject);
    });

  it("tells the owner of a known address where their account is, with both links", () => {
    const m = mailContent("account_exists", "nl", params);
    expect(m.subject).toBe("Je hebt al een account bij Vacaturebank Rijnstad");
    expect(m.text).toContain("bij Demo Vrijwilligerscentrale");
    expect(m.text).toContain(`Nieuw wachtwoord kiezen: ${params.resetUrl}`);
  });
});
