/** Writes tokens/generated/tenants.css: every seeded tenant's variables, light and dark. */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { tenantsStylesheet } from "./css.ts";
import { tenantThemes } from "./tenants.ts";

export const generatedCssPath = fileURLToPath(new URL("./generated/tenants.css", import.meta.url));
export const DEFAULT_TENANT_KEY = "demo";

export function buildTenantsCss(): string {
  return tenantsStylesheet(Object.values(tenantThemes), DEFAULT_TENANT_KEY);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(generatedCssPath, buildTenantsCss());
  console.log(`wrote ${generatedCssPath}`);
}
