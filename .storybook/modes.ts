import { tenantKeys } from "../tokens/tenants.ts";

/** Chromatic modes: every story is captured once per seeded tenant, plus dark and English variants. */
export const tenantModes = Object.fromEntries(
  tenantKeys.map((key) => [key, { tenant: key, scheme: "light", locale: "nl" }]),
);

export const allModes = {
  ...tenantModes,
  "demo dark": { tenant: "demo", scheme: "dark", locale: "nl" },
  "public english": { tenant: "public", scheme: "light", locale: "en" },
};
