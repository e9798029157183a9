/**
 * The center's news and contact form (issue 16): an admin publishes a news item at /content/news;
 * a visitor reads it on /nieuws and at its own page, and finds it in the center's Atom feed that
 * the page announces. A signed-in user sends the contact form and the mail reaches the center's
 * contact person (visible in /dev/mailbox).
 */
import { expect, test } from "@playwright/test";
import { decideConsent, signIn, url } from "./support.ts";

test.use({ locale: "nl-NL", viewport: { width: 1280, height: 900 }, colorScheme: "light" });
test.describe.configure({ mode: "serial" });

const HOST = "heuvelrug.localhost";

test("a news item published by an admin appears on /nieuws and in the feed", async ({ browser }) => {
  test.setTimeout(120_000);
  const title = `Open dag bij de boswachters ${Date.now()}`;
  const adminContext = await browser.newContext();
  await decideConsent(adminContext, HOST);
  const admin = await adminContext.newPage();
  await admin.goto(url(HOST, "/content/news"));
  await signIn(admin, "admin@heuvelrug.test");
  await expect(admin.getByRole("heading", { level: 1, name: "Nieuws beheren" })).toBeVisible();
  await admin.getByRole("button", { name: "Nieuwsbericht schrijven" }).click();
  await admin.getByLabel("Titel").fill(title);
  await admin.getByLabel("Samenvatting").fill("Kom kennismaken met het natuurwerk op de Heuvelrug.");
  await admin.getByRole("textbox", { name: "Tekst" }).fill("Iedereen is welkom op zaterdag.");
  await admin.getByRole("checkbox", { name: "Publiceren" }).check();
  await admin.getByRole("button", { name: "Opslaan" }).click();
  await expect(admin.getByText("Het nieuwsbericht is opgeslagen.")).toBeVisible();
  await expect(admin.getByRole("link", { name: title })).toBeVisible();
  await adminContext.close();

  const visitorContext = await browser.newContext();
  await decideConsent(visitorContext, HOST);
  const visitor = await visitorContext.newPage();
  await visitor.goto(url(HOST, "/nieuws"));
  await expect(visitor.getByRole("heading", { level: 1, name: "Nieuws" })).toBeVisible();
  const first = visitor.getByRole("list", { name: "Nieuwsberichten" }).getByRole("listitem").first();
  await expect(first.getByRole("link", { name: title })).toBeVisible();
  const feedHref = await visitor
    .locator('head link[rel="alternate"][type="application/atom+xml"]')
    .getAttribute("href");
  expect(feedHref).toBeTruthy();

  await first.getByRole("link", { name: title }).click();
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText("Iedereen is welkom op zaterdag.")).toBeVisible();
  await expect(visitor.getByText(/door /)).toBeVisible();

  // From the page: only the browser resolves *.localhost.
  const feed = await visitor.evaluate(async (href) => {
    const res = await fetch(href);
    return { status: res.status, type: res.headers.get("content-type") ?? "", xml: await res.text() };
  }, feedHref!);
  expect(feed.status).toBe(200);
  expect(feed.type).toContain("application/atom+xml");
  const xml = feed.xml;
  expect(xml).toContain(`<title>${title}</title>`);
  expect(xml).toContain(`http://heuvelrug.localhost`);
  await visitorContext.close();
});

test("the contact form sends; the mail reaches the center's contact person", async ({ browser }) => {
  test.setTimeout(120_000);
  const subject = `Vraag over de VOG ${Date.now()}`;
  const context = await browser.newContext();
  await decideConsent(context, HOST);
  const page = await context.newPage();
  await page.goto(url(HOST, "/contactformulier"));
  await signIn(page, "volunteer@heuvelrug.test");
  await expect(page.getByRole("heading", { level: 1, name: "Contact" })).toBeVisible();
  // The form is prefilled with the user's name and address.
  await expect(page.getByLabel("E-mailadres")).toHaveValue("volunteer@heuvelrug.test");
  await page.getByLabel("Onderwerp").fill(subject);
  await page
    .getByRole("textbox", { name: "Bericht", exact: true })
    .fill("Hoe vraag ik een VOG aan voor vrijwilligerswerk bij de boswachters?");
  // Without consent the form says what is missing.
  await page.getByRole("button", { name: "Bericht versturen" }).click();
  await expect(page.getByText("Geef toestemming, anders kunnen we je niet antwoorden.")).toBeVisible();
  await page.getByRole("checkbox", { name: /toestemming/ }).check();
  await page.getByRole("button", { name: "Bericht versturen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Bedankt, je bericht is verstuurd" })).toBeVisible();

  await expect
    .poll(
      async () => {
        await page.goto(url(HOST, "/dev/mailbox"));
        return page.locator("body > ul > li", { hasText: subject }).count();
      },
      { timeout: 15_000 },
    )
    .toBe(1);
  const row = page.locator("body > ul > li", { hasText: subject });
  await expect(row).toContainText("info@heuvelrug.test");
  await expect(row.locator('a[href*="heuvelrug.localhost"][href*="/contactformulier"]')).toHaveCount(1);
  await context.close();
});
