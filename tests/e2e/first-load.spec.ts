/**
 * The landing pages' first load runs without the class merge of `cn` (ui/lib/cn.ts): what they
 * draw before it arrives must hold no two classes of one kind (which would then win by the
 * stylesheet's order instead of by their order). Here every tenant's home page and vacancy bank,
 * on a phone and a desktop, with the consent banner, must draw none: the page's class lists, read
 * before the merge arrives, go through the merge itself (classConflicts of ui/lib/merge.ts).
 */
import { expect, test } from "@playwright/test";
import { classConflicts } from "../../ui/lib/merge.ts";
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
      const conflicts: string[] = [];
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
        const drawn = await page.evaluate(() =>
          [...document.querySelectorAll("[class]")].map((e) => e.getAttribute("class") ?? ""),
        );
        conflicts.push(...classConflicts(drawn).map((c) => `${host}${path}: ${c}`));
        // Then the merge arrives (at the latest with the first interaction).
        await expect.poll(() => asked).toBe(true);
        const arrived = page.waitForResponse(MERGE);
        release();
        await arrived;
      }
      expect(conflicts).toEqual([]);
    });
