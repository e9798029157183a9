/**
 * The landing pages' first load runs without the class merge of `cn` (ui/lib/cn.ts): what they
 * draw before it arrives must hold no two classes of one kind (which would then win by the
 * stylesheet's order instead of by their order). When the merge arrives it checks the page and
 * warns (ui/lib/merge.ts); here every tenant's home page and vacancy bank, on a phone and a
 * desktop, with the consent banner, must draw none.
 */
import { expect, test } from "@playwright/test";
import { HOSTS, url } from "./support.ts";

test.use({ locale: "nl-NL", colorScheme: "light" });

const VIEWPORTS = [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "desktop", viewport: { width: 1280, height: 900 } },
] as const;

const MERGE = /\/assets\/merge-[\w-]+\.js$/;

for (const { name, viewport } of VIEWPORTS)
  for (const path of ["/", "/vacancies/search"])
    test(`${path} on a ${name}: no class conflicts before the merge arrives, in every tenant`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const warnings: string[] = [];
      page.on("console", (m) => {
        if (m.type() === "warning" && m.text().startsWith("cn:")) warnings.push(m.text());
      });
      // The merge is held back until the page has drawn all of its content (the cards come after
      // their request, which may take longer than the merge's wait on a busy machine).
      let release = () => {};
      let asked = false;
      await page.route(MERGE, async (route) => {
        asked = true;
        await new Promise<void>((resolve) => (release = resolve));
        await route.continue();
      });
      for (const host of Object.values(HOSTS)) {
        asked = false;
        await page.goto(url(host, path));
        await expect
          .poll(() => page.evaluate(() => performance.getEntriesByName("volunteerly:page-ready").length))
          .toBeGreaterThan(0);
        // Not in the first load: the page is drawn first.
        expect(asked, `${host}${path}: the merge came with the first load`).toBe(false);
        await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0);
        await expect(page.locator("h1").first()).toBeVisible();
        // Then the merge arrives (at the latest with the first interaction) and checks the page.
        await expect.poll(() => asked).toBe(true);
        const checked = page.waitForResponse(MERGE);
        release();
        await checked;
        await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
      }
      expect(warnings).toEqual([]);
    });
