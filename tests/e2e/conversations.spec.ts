import { expect, test, type Page } from "@playwright/test";
import { decideConsent, mailLink, newVolunteer, publishedVacanciesOf, signIn, url } from "./support.ts";

const HOST = "heuvelrug.localhost";
const SCHOOL = "Basisschool De Zonnewijzer";
test.use({ locale: "nl-NL" });

/** A published vacancy of the school (the organization of orgadmin@heuvelrug.test), from the public API. */
async function schoolVacancy(page: Page): Promise<{ id: string; title: string }> {
  const [v] = await publishedVacanciesOf(page, SCHOOL);
  if (!v) throw new Error(`no published vacancy of ${SCHOOL}`);
  return v;
}

const badge = (page: Page) => page.locator('[data-slot="notifications-badge"]');

test("a volunteer asks a question from a vacancy, the organization answers, both see the badge and get the mail", async ({
  page,
  browser,
  context,
}) => {
  test.setTimeout(240_000);
  await decideConsent(context, HOST);
  const email = await newVolunteer(page, HOST, "Noor");
  const vacancy = await schoolVacancy(page);

  // The volunteer asks from the vacancy page.
  await page.goto(url(HOST, `/vacancies/${vacancy.id}`));
  await page.getByRole("button", { name: "Stel een vraag" }).click();
  const dialog = page.getByRole("dialog", { name: `Stel een vraag aan ${SCHOOL}` });
  await dialog.getByRole("textbox", { name: "Je vraag" }).fill("Moet ik voor deze vacature een VOG aanvragen?");
  await dialog.getByRole("button", { name: "Vraag versturen" }).click();
  await expect(dialog.getByText("Je vraag is verstuurd.")).toBeVisible();
  await dialog.getByRole("link", { name: "Naar het gesprek" }).click();
  await expect(page).toHaveURL(/\/conversations\?id=\d+/);
  const id = new URL(page.url()).searchParams.get("id")!;
  await expect(page.getByRole("log", { name: "Berichten" })).toContainText(
    "Moet ik voor deze vacature een VOG aanvragen?",
  );

  // The organization's admin gets the mail and the badge, and answers.
  const staffContext = await browser.newContext({ locale: "nl-NL" });
  await decideConsent(staffContext, HOST);
  const staff = await staffContext.newPage();
  await staff.goto(url(HOST, "/auth/login-1"));
  await signIn(staff, "orgadmin@heuvelrug.test");
  await expect(staff).not.toHaveURL(/login/);
  await expect(badge(staff)).toBeVisible();
  const link = await mailLink(staff, HOST, "orgadmin@heuvelrug.test", `/conversations?id=${id}`);
  expect(link).toMatch(new RegExp(`^http://heuvelrug\\.localhost(:\\d+)?/conversations\\?id=${id}$`));

  // Meanwhile the volunteer waits on another page: the answer must arrive without a reload.
  await page.goto(url(HOST, "/mijn-overzicht"));
  await expect(badge(page)).toHaveCount(0);

  await staff.goto(link);
  const thread = staff.getByRole("log", { name: "Berichten" });
  await expect(thread).toContainText("Moet ik voor deze vacature een VOG aanvragen?");
  await staff
    .getByRole("textbox", { name: "Je bericht" })
    .fill("Ja, die regelen wij voor je. Je krijgt een mail van Justis.");
  await staff.getByRole("button", { name: "Versturen" }).click();
  await expect(thread).toContainText("Ja, die regelen wij voor je.");

  // The volunteer's toolbar badge and tab title follow, without a reload.
  await expect(badge(page)).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveTitle(/^\(1\) /, { timeout: 20_000 });
  // And the mail.
  const answer = await mailLink(page, HOST, email, `/conversations?id=${id}`);
  await page.goto(answer);
  await expect(page.getByRole("log", { name: "Berichten" })).toContainText("Ja, die regelen wij voor je.");
  // Read now: the badge goes.
  await expect(badge(page)).toHaveCount(0, { timeout: 20_000 });

  // A reply from the volunteer appears in the staff's open thread without a reload.
  await page.getByRole("textbox", { name: "Je bericht" }).fill("Top, dank je wel!");
  await page.getByRole("button", { name: "Versturen" }).click();
  await expect(thread).toContainText("Top, dank je wel!", { timeout: 20_000 });
  await staffContext.close();
});

test("on a phone the inbox shows the list or the thread, with a way back", async ({ page, context }) => {
  await decideConsent(context, HOST);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(url(HOST, "/auth/login-1"));
  await signIn(page, "volunteer@heuvelrug.test");
  await expect(page).not.toHaveURL(/login/);
  await page.goto(url(HOST, "/conversations"));
  const list = page.getByRole("list", { name: "Conversaties, nieuwste eerst" });
  await expect(list).toBeVisible();
  await list.getByRole("link").first().click();
  await expect(page.getByRole("log", { name: "Berichten" })).toBeVisible();
  await expect(list).toBeHidden();
  // The floating Feedback button is a round icon on a phone, still named, and clear of the send button.
  const feedback = page.getByRole("button", { name: "Feedback" });
  const feedbackBox = (await feedback.boundingBox())!;
  expect(feedbackBox.width).toBeLessThanOrEqual(48);
  const sendBox = (await page.getByRole("button", { name: "Versturen" }).boundingBox())!;
  const overlaps =
    feedbackBox.x < sendBox.x + sendBox.width &&
    sendBox.x < feedbackBox.x + feedbackBox.width &&
    feedbackBox.y < sendBox.y + sendBox.height &&
    sendBox.y < feedbackBox.y + feedbackBox.height;
  expect(overlaps).toBe(false);
  await page.getByRole("link", { name: "Terug naar conversaties" }).click();
  await expect(list).toBeVisible();
});
