import { expect, test } from "@playwright/test";
import { ROUTES } from "../../app/routes/table.ts";
import { tenantThemes } from "../../tokens/tenants.ts";
import { decideConsent, expectNoAxeViolations, signIn, url } from "./support.ts";

test.use({ locale: "nl-NL" });

/** A concrete URL for a route pattern: ids 1, optional parameters left out. */
function concrete(path: string): string {
  return path.replace(/\/:\w+\?/g, "").replace(/:\w+/g, "1") || "/";
}

const publicUrls = ROUTES.filter((r) => r.isPublic && r.id !== "gelderseHanden").map((r) => concrete(r.path));
/**
 * The public tenant (legacy header, i18n) and rijnstad (straight shapes, dark-blue footer) cover
 * the theme variants; the server's per-IP rate limit does not allow sweeping all five in one run.
 */
const tenants = { public: "gelderland.localhost", rijnstad: "rijnstad.localhost" } as const;

for (const [key, host] of Object.entries(tenants)) {
  test(`every public route of ${key} has a title and no axe violations`, async ({ page, context }) => {
    test.setTimeout(120_000);
    await decideConsent(context, host);
    for (const path of publicUrls) {
      await page.goto(url(host, path));
      await expect(page.locator("h1").first(), path).toBeVisible();
      await expect(page, path).toHaveTitle(new RegExp(` - ${tenantThemes[key as keyof typeof tenantThemes].name}$`));
      await test.step(path, () => expectNoAxeViolations(page));
    }
  });
}

test("the back office of an organization admin has no axe violations", async ({ page, context }) => {
  test.setTimeout(120_000);
  const host = "demo.localhost";
  await decideConsent(context, host);
  await page.goto(url(host, "/auth/login-1"));
  await signIn(page, "orgadmin@demo.test");
  await expect(page).toHaveURL(url(host, "/dashboard"));
  for (const path of [
    "/dashboard",
    "/vacancies",
    "/organizations",
    "/users",
    "/applications",
    "/content",
    "/settings",
    "/conversations",
    "/profiel",
    "/profile-edit",
    "/support",
  ]) {
    await page.goto(url(host, path));
    await expect(page.locator("h1").first(), path).toBeVisible();
    await test.step(path, () => expectNoAxeViolations(page));
  }
});
