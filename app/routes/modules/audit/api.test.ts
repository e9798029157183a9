import i18next from "i18next";
import { describe, expect, it } from "vitest";
import en from "../../../locales/en/common.json";
import nl from "../../../locales/nl/common.json";
import { auditActionText, auditDetails, toAuditItem } from "./api.ts";

async function translator(lng: "nl" | "en") {
  const i18n = i18next.createInstance();
  await i18n.init({ lng, resources: { nl: { common: nl }, en: { common: en } }, defaultNS: "common" });
  return i18n.getFixedT(lng, "common") as unknown as (k: string, o?: Record<string, unknown>) => string;
}

describe("audit sentences", () => {
  it("writes status changes, roles and unknown actions as Dutch and English sentences", async () => {
    const t = await translator("nl");
    expect(
      auditActionText({ action: "organization_status_changed", data: { from: "pending", to: "approved" } }, t),
    ).toBe("heeft de organisatie goedgekeurd");
    expect(auditActionText({ action: "role_added", data: { name: "admin", organization_id: 3 } }, t)).toBe(
      "heeft de rol beheerder toegevoegd",
    );
    expect(auditActionText({ action: "user_invited", data: { role: "member", organization_id: 3 } }, t)).toBe(
      "heeft een uitnodiging gestuurd als medewerker",
    );
    expect(auditActionText({ action: "vacancy_thing_happened", data: {} }, t)).toBe(
      "heeft iets gewijzigd (vacancy thing happened)",
    );
    const e = await translator("en");
    expect(auditActionText({ action: "organization_status_changed", data: { to: "denied" } }, e)).toBe(
      "denied the organization",
    );
    expect(auditActionText({ action: "sign_in_as_user", data: {} }, e)).toBe("signed in as this user");
  });

  it("details an event with its reason, else the changed fields", async () => {
    const t = await translator("nl");
    expect(auditDetails({ data: { to: "denied", reason: " Geen vrijwilligerswerk. " } }, t)).toBe(
      "Reden: Geen vrijwilligerswerk.",
    );
    expect(auditDetails({ data: { fields: ["phone", "first_name", "onbekend"] } }, t)).toBe(
      "Gewijzigd: telefoonnummer, voornaam, onbekend",
    );
    expect(auditDetails({ data: {} }, t)).toBeUndefined();
    expect(
      toAuditItem(
        {
          id: "1",
          action: "sign_in",
          subjectType: "user",
          subjectId: "2",
          data: {},
          createdAt: "2026-11-26T10:00:00Z",
          actorName: null,
        },
        t,
      ),
    ).toEqual({ id: "1", actor: null, action: "is ingelogd", at: "2026-11-26T10:00:00Z", details: undefined });
  });

  it("has every Dutch sentence in English too", () => {
    const keys = (o: object, p = ""): string[] =>
      Object.entries(o).flatMap(([k, v]) => (typeof v === "object" ? keys(v, `${p}${k}.`) : [`${p}${k}`]));
    expect(keys(en.audit).sort()).toEqual(keys(nl.audit).sort());
  });
});
