import { expect, test } from "@playwright/test";
import { tenantThemes } from "../../tokens/tenants.ts";
import { decideConsent, HOSTS, url, type CenterKey } from "./support.ts";

test.use({ locale: "nl-NL", viewport: { width: 1280, height: 800 }, colorScheme: "light" });

/**
 * Each center's branding against a committed baseline (tests/e2e/__baselines__/branding.spec.ts):
 * the header and footer of /switch and the whole login page. Both pages show only seeded data, so
 * they stay the same between runs. `--update-snapshots` writes new baselines; look at them before
 * committing.
 */
for (const [center, host] of Object.entries(HOSTS) as [CenterKey, string][]) {
  test(`${center} shows its own header, footer and login page`, async ({ page, context }) => {
    await decideConsent(context, host);
    // The footer shows the year: a fixed clock keeps the baselines valid next year.
    await page.clock.setFixedTime(new Date("2026-06-01T10:00:00+02:00"));
    await page.goto(url(host, "/switch"));
    await expect(page.getByRole("heading", { level: 1, name: "Vrijwilligerscentrale kiezen" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    const header = page.getByRole("banner");
    await expect(header.getByText(tenantThemes[center].name).first()).toBeVisible();
    await expect(header).toHaveScreenshot(`${center}-header.png`);
    await expect(page.getByRole("contentinfo")).toHaveScreenshot(`${center}-footer.png`);

    await page.goto(url(host, "/auth/login-1"));
    await expect(page.getByRole("heading", { level: 1, name: "Inloggen" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expect(page).toHaveScreenshot(`${center}-login.png`, { fullPage: true });
  });
}
