import { expect, test } from "@playwright/test";
import enRoutes from "../../app/locales/en/routes.json" with { type: "json" };
import { ROUTES } from "../../app/routes/table.ts";
import { featuresFor } from "../../app/tenant.ts";
import { tenantThemes } from "../../tokens/tenants.ts";
import { concrete, decideConsent, HOSTS, url } from "./support.ts";

/** The English title of a route: `routes:<id>`, where a dot in the id is a nested key. */
function englishTitle(id: string): string {
  const value = id.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], enRoutes);
  if (typeof value !== "string") throw new Error(`No English title for route ${id}`);
  return value;
}

/**
 * Decision: under /en the paths keep their (Dutch) names; only the prefix is added. Every public
 * route of the i18n centers answers under /en, in English, with the English title.
 */
for (const center of ["public", "meedoen"] as const) {
  test(`every public route of ${center} works under /en with its English title`, async ({ page, context }) => {
    test.setTimeout(120_000);
    const host = HOSTS[center];
    const name = tenantThemes[center].name;
    await decideConsent(context, host);
    for (const route of ROUTES.filter((r) => r.isPublic && !r.devOnly)) {
      const bare = concrete(route.path);
      const path = bare === "/" ? "/en" : `/en${bare}`;
      await test.step(path, async () => {
        await page.goto(url(host, path));
        await expect(page.locator("h1").first(), path).toBeVisible();
        await expect(page, path).toHaveURL(url(host, path));
        await expect(page.locator("html"), path).toHaveAttribute("lang", "en");
        const hidden = route.feature !== undefined && !featuresFor(center)[route.feature];
        // A page of one thing (an entry of the social map, id 1) is titled with its name where the id is the center's.
        if (!hidden && route.params?.includes("id")) await expect(page, path).toHaveTitle(new RegExp(` - ${name}$`));
        else await expect(page, path).toHaveTitle(`${hidden ? "Page not found" : englishTitle(route.id)} - ${name}`);
      });
    }
  });
}

test("a center without i18n sends /en paths to the Dutch page", async ({ page, context }) => {
  await decideConsent(context, HOSTS.rijnstad);
  await page.goto(url(HOSTS.rijnstad, "/en/partners"));
  await expect(page).toHaveURL(url(HOSTS.rijnstad, "/partners"));
  await expect(page).toHaveTitle(`Partners - ${tenantThemes.rijnstad.name}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "nl");
});
