/**
 * Notification templates (issue 17): a center's admin edits the application_received template and the
 * next application's mail to the organization uses it; after a reset to the platform's default the
 * next one uses the default again.
 */
import { expect, test, type Page } from "@playwright/test";
import { apiFromPage, decideConsent, newVolunteer, publishedVacanciesOf, signIn, url } from "./support.ts";

const HOST = "heuvelrug.localhost";
const SCHOOL = "Basisschool De Zonnewijzer";
const ORGADMIN = "orgadmin@heuvelrug.test";
test.use({ locale: "nl-NL" });

const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Apply to a vacancy from its page, as the signed-in volunteer. */
async function apply(page: Page, vacancy: { id: string }) {
  await page.goto(url(HOST, `/vacancies/${vacancy.id}`));
  await page.getByRole("button", { name: "Reageer", exact: true }).click();
  await page.getByLabel(/^Motivatie/).fill("Ik help graag mee op school, elke woensdag.");
  await page.getByRole("button", { name: "Reactie versturen" }).click();
  await expect(page.getByText("Je reactie is verstuurd. De organisatie neemt contact met je op.")).toBeVisible();
}

/** The text of the newest mail to `to` whose subject matches, from the development mailbox (polled). */
async function mailText(page: Page, to: string, subject: RegExp): Promise<string> {
  let href: string | null = null;
  await expect
    .poll(
      async () => {
        await page.goto(url(HOST, "/dev/mailbox"));
        const link = page
          .locator("body > ul > li", { hasText: to })
          .locator(":scope > a", { hasText: subject })
          .first();
        href = (await link.count()) > 0 ? await link.getAttribute("href") : null;
        return href;
      },
      { timeout: 15_000 },
    )
    .not.toBeNull();
  await page.goto(url(HOST, href!));
  return (await page.locator("pre").first().textContent()) ?? "";
}

test("an admin edits the application_received template and the next application's mail uses it", async ({
  page,
  browser,
  context,
}) => {
  test.setTimeout(240_000);
  const staffContext = await browser.newContext({ locale: "nl-NL" });
  await decideConsent(staffContext, HOST);
  const admin = await staffContext.newPage();
  await admin.goto(url(HOST, "/auth/login-1"));
  await signIn(admin, "admin@heuvelrug.test");
  await expect(admin).not.toHaveURL(/login/);
  try {
    // The admin rewrites the Dutch text, with a placeholder inserted by its button.
    await admin.goto(url(HOST, "/notification_templates"));
    await admin.getByRole("link", { name: "Nieuwe reactie op een vacature" }).click();
    await expect(admin.getByRole("heading", { level: 1, name: "Nieuwe reactie op een vacature" })).toBeVisible();
    await admin.getByRole("textbox", { name: /^Onderwerp/ }).fill("Aanmelding binnen voor {{vacancy_title}}");
    const body = admin.getByRole("textbox", { name: /^Tekst/ });
    await body.fill("Beste {{recipient_name}},\n\nEr heeft zich iemand aangemeld: ");
    await body.press("Control+End");
    await admin.getByRole("button", { name: "Invoegen: {{volunteer_name}}" }).click();
    await body.press("Control+End");
    await body.pressSequentially(".\n\nDe aanmelding staat hier: {{link}}");
    await expect(body).toHaveValue(
      "Beste {{recipient_name}},\n\nEr heeft zich iemand aangemeld: {{volunteer_name}}.\n\nDe aanmelding staat hier: {{link}}",
    );
    await admin.getByRole("button", { name: "Opslaan", exact: true }).click();
    await expect(admin.getByText("De tekst is opgeslagen. De volgende mail gebruikt hem.")).toBeVisible();
    await admin.goto(url(HOST, "/notification_templates"));
    await expect(
      admin
        .getByRole("list", { name: "Meldingsteksten" })
        .getByRole("listitem")
        .filter({ hasText: "Nieuwe reactie op een vacature" }),
    ).toContainText("Aangepast");

    // A volunteer applies: the organization's admin gets the center's text.
    await decideConsent(context, HOST);
    await newVolunteer(page, HOST, "Jesse");
    const [first, second] = await publishedVacanciesOf(page, SCHOOL);
    expect(second, `two published vacancies of ${SCHOOL}`).toBeDefined();
    await apply(page, first!);
    const text = await mailText(page, ORGADMIN, new RegExp(`^Aanmelding binnen voor ${escaped(first!.title)}$`));
    expect(text).toContain("Er heeft zich iemand aangemeld: Jesse Test.");
    expect(text).toMatch(/De aanmelding staat hier: http:\/\/heuvelrug\.localhost(:\d+)?\//);
    expect(text).not.toContain("{{");

    // Back to the platform's default: the next application's mail has the default text again.
    await admin.goto(url(HOST, "/notification_templates"));
    await admin.getByRole("link", { name: "Nieuwe reactie op een vacature" }).click();
    await admin.getByRole("button", { name: "Standaardtekst terugzetten" }).click();
    // The product's own alert dialog asks first (no window.confirm).
    const ask = admin.getByRole("alertdialog", { name: "Standaardtekst terugzetten?" });
    await ask.getByRole("button", { name: "Standaardtekst terugzetten" }).click();
    await expect(ask).toBeHidden();
    await expect(admin.getByText("De standaardtekst wordt weer gebruikt.")).toBeVisible();
    await apply(page, second!);
    const standard = await mailText(page, ORGADMIN, new RegExp(`^Nieuwe reactie op ${escaped(second!.title)}$`));
    expect(standard).toContain("Jesse Test heeft gereageerd op de vacature");
  } finally {
    // Leave the center's default for the other journeys, also when a step failed.
    await apiFromPage(admin, "DELETE", "/api/v1/notification_templates/application_received", undefined);
    await staffContext.close();
  }
});
