import { expect, test } from "@playwright/test";
import { cookie, decideConsent, signIn, url } from "./support.ts";

test.use({ locale: "nl-NL" });
const HOST = "rijnstad.localhost";

/** Where each role lands after signing in, and a page it can open there. */
const roles: { email: string; home: string; heading: string | RegExp }[] = [
  { email: "volunteer@rijnstad.test", home: "/mijn-overzicht", heading: /^Welkom/ },
  { email: "member@rijnstad.test", home: "/dashboard", heading: /^Welkom/ },
  { email: "orgadmin@rijnstad.test", home: "/dashboard", heading: /^Welkom/ },
  { email: "admin@rijnstad.test", home: "/dashboard", heading: /^Welkom/ },
  { email: "superadmin@volunteerly.test", home: "/dashboard", heading: /^Welkom/ },
];

for (const role of roles) {
  test(`${role.email} signs in and out`, async ({ page, context }) => {
    await decideConsent(context, HOST);
    await page.goto(url(HOST, "/auth/login-1"));
    await signIn(page, role.email);
    await expect(page).toHaveURL(url(HOST, role.home));
    await expect(page.getByRole("heading", { level: 1, name: role.heading })).toBeVisible();
    await page.getByRole("button", { name: "Accountmenu" }).click();
    await expect(page.getByRole("menu").getByText(role.email)).toBeVisible();
    await page.getByRole("menuitem", { name: "Uitloggen" }).click();
    await expect(page).toHaveURL(url(HOST, "/auth/login-1"));
    expect(await cookie(context, "access-token")).toBeUndefined();
  });
}
