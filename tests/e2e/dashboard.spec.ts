/**
 * Every figure on the dashboard opens a list of exactly that many (issue 14, point 11: "Gepubliceerde
 * vacatures 15" opened a list of 4 for the demo center's admin, "Concepten 1" an empty one, "Mijn open
 * aanvragen 0" a list of 4).
 */
import { expect, test } from "@playwright/test";
import { decideConsent, signIn, url } from "./support.ts";

const HOST = "demo.localhost";
test.use({ locale: "nl-NL" });

const FIGURES = [
  { key: "published_vacancies", total: /^(\d+) vacatures?$/ },
  { key: "draft_vacancies", total: /^(\d+) vacatures?$/ },
  { key: "vacancies_ending_soon", total: /^(\d+) vacatures?$/ },
  { key: "open_applications", total: /^(\d+) aanvra(ag|gen)$/ },
  { key: "my_open_applications", total: /^(\d+) aanvra(ag|gen)$/ },
];

test("the center admin's figures each open a list of that many", async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ locale: "nl-NL" });
  await decideConsent(context, HOST);
  const page = await context.newPage();
  await page.goto(url(HOST, "/auth/login-1"));
  await signIn(page, "admin@demo.test");
  await expect(page).toHaveURL(url(HOST, "/dashboard"));
  for (const f of FIGURES) {
    await page.goto(url(HOST, "/dashboard"));
    const link = page.locator(`[data-figure="${f.key}"] a`);
    await expect(link).toBeVisible();
    const figure = Number(/(\d+)\s*$/.exec((await link.innerText()).replace(/\./g, "").trim())?.[1]);
    await link.click();
    await expect(page).not.toHaveURL(url(HOST, "/dashboard"));
    if (figure === 0) {
      await expect(
        page.getByText(/Geen vacatures gevonden|nog nergens op gereageerd|Geen aanvragen/).first(),
      ).toBeVisible();
      continue;
    }
    const total = page.getByText(f.total).first();
    await expect(total, `${f.key} = ${figure}`).toHaveText(new RegExp(`^${figure} `));
  }
});
