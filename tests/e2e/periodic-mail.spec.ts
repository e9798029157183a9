/**
 * The periodic vacancy mail (issue 17): the job sends a volunteer one digest with the new vacancies
 * of their interests (as the vacancy bank shows them), a second run in the same period sends nothing,
 * and the mail's stop link and one-click unsubscribe (RFC 8058) end it.
 */
import { expect, test, type Page } from "@playwright/test";
import { VACANCY_CATEGORY_NAMES, type VacancyCategory } from "../../contract/vacancies.ts";
import { decideConsent, HOSTS, newVolunteer, url } from "./support.ts";

test.use({ locale: "nl-NL" });

interface BankVacancy {
  attributes: { title: string; categories: VacancyCategory[]; published_at: string };
}

/** POST /dev/jobs/periodic-mail from a page of the host (the mailbox's pages allow no fetch: their CSP). */
async function runJob(page: Page, host: string) {
  await page.goto(url(host, "/healthz"));
  return page.evaluate(async () => (await fetch("/dev/jobs/periodic-mail", { method: "POST" })).status);
}

/** The digests to `to` in the development mailbox. */
async function digests(page: Page, host: string, to: string) {
  await page.goto(url(host, "/dev/mailbox"));
  return page.locator("body > ul > li", { hasText: to }).filter({ hasText: /nieuwe vacatures? bij/i });
}

test("the periodic job sends one digest with the right vacancies, once a period; one click stops it", async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const host = HOSTS.demo;
  await decideConsent(context, host);
  const email = await newVolunteer(page, host, "Fenna");

  // What the vacancy bank shows, newest first: the interest is the category of the newest one. A
  // first monthly mail looks back 31 days.
  const bank = (await page.evaluate(async () => {
    const r = await fetch("/api/v1/vacancies/search?sort=newest&page[size]=100");
    return ((await r.json()) as { data: unknown[] }).data;
  })) as BankVacancy[];
  const monthAgo = Date.now() - 31 * 86_400_000;
  const recent = bank.filter((v) => Date.parse(v.attributes.published_at) > monthAgo);
  expect(recent.length).toBeGreaterThan(0);
  const category = recent[0]!.attributes.categories[0]!;
  const expected = recent.filter((v) => v.attributes.categories.includes(category)).map((v) => v.attributes.title);
  const unwanted = bank.filter((v) => !v.attributes.categories.includes(category)).map((v) => v.attributes.title);

  await page.goto(url(host, "/profile-edit/periodieke-mail"));
  await page.getByRole("radio", { name: "Elke maand" }).click();
  await page.getByRole("checkbox", { name: VACANCY_CATEGORY_NAMES.nl[category] }).click();
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByText("Je voorkeuren voor de periodieke mail zijn opgeslagen.").first()).toBeVisible();

  expect(await runJob(page, host)).toBe(200);
  await expect.poll(async () => (await digests(page, host, email)).count(), { timeout: 15_000 }).toBe(1);
  const item = (await digests(page, host, email)).first();
  const stopLink = await item.locator('a[href*="/periodieke-mail/afmelden?token="]').first().getAttribute("href");
  expect(stopLink).toMatch(new RegExp(`^http://${host}:\\d+/periodieke-mail/afmelden\\?token=`));
  await item.locator("a").first().click();
  const body = page.locator("body");
  for (const title of expected) await expect(body).toContainText(title);
  for (const title of unwanted.filter((t) => !expected.includes(t))) await expect(body).not.toContainText(title);
  await expect(body).toContainText("/profile-edit/periodieke-mail");

  // Again in the same month: nothing new goes out.
  expect(await runJob(page, host)).toBe(200);
  await page.waitForTimeout(3_000);
  await expect.poll(async () => (await digests(page, host, email)).count()).toBe(1);

  // A mail program's one-click unsubscribe (List-Unsubscribe-Post): no cookies, no sign-in.
  const token = new URL(stopLink!).searchParams.get("token")!;
  await page.goto(url(host, "/healthz"));
  const oneClick = await page.evaluate(
    async (t) =>
      (
        await fetch(`/api/v1/periodic_mail/unsubscribe?token=${t}`, {
          method: "POST",
          credentials: "omit",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: "List-Unsubscribe=One-Click",
        })
      ).status,
    token,
  );
  expect(oneClick).toBe(200);
  await page.goto(url(host, "/profile-edit/periodieke-mail"));
  await expect(page.getByRole("radio", { name: "Nooit" })).toBeChecked();

  // The stop link in the mail: it asks first, then confirms (the token still answers yes).
  await page.goto(stopLink!);
  await expect(page).toHaveTitle(/^Periodieke mail stoppen - /);
  await page.getByRole("button", { name: "Stop de vacaturemail" }).click();
  await expect(page.getByText("Je bent afgemeld. Je krijgt de periodieke vacaturemail niet meer.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Toch weer mail ontvangen? Pas je keuze aan" })).toBeVisible();

  // A link that is not one of ours says so.
  await page.goto(url(host, `/periodieke-mail/afmelden?token=${"A".repeat(43)}`));
  await page.getByRole("button", { name: "Stop de vacaturemail" }).click();
  await expect(page.getByText(/Deze afmeldlink is ongeldig/)).toBeVisible();
});
