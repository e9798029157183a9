import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { tenantKeys } from "../../tokens/tenants.ts";

/**
 * Every story tagged "visual" is captured once per tenant (stories that already show all tenants
 * side by side, once). Update baselines with `npm run test:visual:update` and look at each change.
 */
const index = JSON.parse(readFileSync(new URL("../../storybook-static/index.json", import.meta.url), "utf8")) as {
  entries: Record<string, { id: string; type: string; tags?: string[]; parameters?: unknown }>;
};
const stories = Object.values(index.entries).filter((e) => e.type === "story" && e.tags?.includes("visual"));

test("some stories are tagged for visual regression", () => {
  expect(stories.length).toBeGreaterThan(0);
});

for (const { id } of stories) {
  const tenants = id.includes("all-tenants") ? ["demo"] : tenantKeys;
  for (const tenant of tenants) {
    test(`${id} in ${tenant}`, async ({ page }) => {
      await page.goto(`/iframe.html?id=${id}&viewMode=story&globals=tenant:${tenant}`);
      await page.waitForSelector("#storybook-root > *, #storybook-root ~ * [data-slot]", { state: "attached" });
      await page.evaluate(() => document.fonts.ready);
      await expect(page).toHaveScreenshot(`${id}--${tenant}.png`, { fullPage: true });
    });
  }
}
