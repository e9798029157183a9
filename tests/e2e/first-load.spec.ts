/**
 * The landing pages' first load runs without the class merge of `cn` (ui/lib/cn.ts): what they
 * draw before it arrives must hold no two classes of one kind (which would then win by the
 * stylesheet's order instead of by their order). When the merge arrives it checks the page and
 * warns (ui/lib/merge.ts); here every tenant's home page and vacancy bank, on a phone and a
 * desktop, with the consent banner, must draw none.
 */
import { expect, test, type Page } from "@playwright/test";
import { HOSTS, url } from "./support.ts";

test.use({ locale: "nl-NL", colorScheme: "light" });

const VIEWPORTS = [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "desktop", viewport: { width: 1280, height: 900 } },
] as const;

/** The merge's script has run (it comes when the page has settled, or at the first interaction). */
async function mergeArrived(page: Page) {
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByType("resource").some((r) => r.name.includes("/merge-"))))
    .toBe(true);
  // Its check runs when the module is evaluated, just after the fetch.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
}

for (const { name, viewport } of VIEWPORTS)
  for (const path of ["/", "/vacancies/search"])
    test(`${path} on a ${name}: no class conflicts before the merge arrives, in every tenant`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const warnings: string[] = [];
      page.on("console", (m) => {
        if (m.type() === "warning" && m.text().startsWith("cn:")) warnings.push(m.text());
      });
      for (const host of Object.values(HOSTS)) {
        await page.goto(url(host, path));
        await expect(page.locator("h1").first()).toBeVisible();
        // Not in the first load: the page is drawn first.
        const early = await page.evaluate(() =>
          performance.getEntriesByType("resource").some((r) => r.name.includes("/merge-")),
        );
        expect(early, `${host}${path}: the merge came with the first load`).toBe(false);
        await mergeArrived(page);
      }
      expect(warnings).toEqual([]);
    });
