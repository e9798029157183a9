import { expect, test } from "@playwright/test";
import { tenantKeys } from "../../tokens/tenants.ts";
import { visualStories } from "./stories.ts";

for (const id of visualStories) {
  const tenants = id.includes("all-tenants") ? ["demo"] : tenantKeys;
  for (const tenant of tenants) {
    test(`${id} in ${tenant}`, async ({ page }) => {
      await page.goto(`/iframe.html?id=${id}&viewMode=story&globals=tenant:${tenant}`);
      await page.waitForSelector("#storybook-root > *", { state: "attached" });
      await page.evaluate(() => document.fonts.ready);
      await expect(page).toHaveScreenshot(`${id}--${tenant}.png`, { fullPage: true });
    });
  }
}
