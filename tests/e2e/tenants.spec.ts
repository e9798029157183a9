import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { tenantThemes } from "../../tokens/tenants.ts";
import { E2E_PORT } from "./playwright.config.ts";

/** Each seeded center answers on its own host, in its own brand. */
const hosts: Record<string, string> = {
  public: "gelderland.localhost",
  demo: "demo.localhost",
  rijnstad: "rijnstad.localhost",
  heuvelrug: "heuvelrug.localhost",
  meedoen: "meedoen.localhost",
};

for (const [key, host] of Object.entries(hosts)) {
  test(`${key} is served on ${host} with its own theme`, async ({ page }) => {
    await page.goto(`http://${host}:${E2E_PORT}/`);
    const html = page.locator("html");
    await expect(html).toHaveAttribute("data-tenant", key);
    await expect(html).toHaveAttribute("data-shape", tenantThemes[key as keyof typeof tenantThemes].shape);
    await expect(page.getByRole("banner").getByText(tenantThemes[key as keyof typeof tenantThemes].name)).toBeVisible();
    const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
}

test("an unknown host falls back to the default center", async ({ page }) => {
  await page.goto(`http://127.0.0.1:${E2E_PORT}/`);
  await expect(page.locator("html")).toHaveAttribute("data-tenant", "demo");
});
