/**
 * The center's media (issue 16): an admin uploads a PDF and an image at /content/file-upload,
 * copies a file's link, and uses a photo of the image library in a news item that a visitor then
 * sees; the campaign host shows the gelderse-handen landing page with its content.
 */
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { decideConsent, signIn, url } from "./support.ts";

test.use({ locale: "nl-NL", viewport: { width: 1280, height: 900 }, colorScheme: "light" });
test.describe.configure({ mode: "serial" });

const HOST = "heuvelrug.localhost";
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);
const PHOTO = readFileSync(new URL("../../server/db/demo-photos/kwasten.jpg", import.meta.url));

test("an admin uploads a PDF and an image and copies a link", async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ permissions: ["clipboard-read", "clipboard-write"] });
  await decideConsent(context, HOST);
  const page = await context.newPage();
  await page.goto(url(HOST, "/content/file-upload"));
  await signIn(page, "admin@heuvelrug.test");
  await expect(page.getByRole("heading", { level: 1, name: "Bestanden" })).toBeVisible();
  const name = `jaarverslag-${Date.now()}.pdf`;
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType: "application/pdf", buffer: PDF });
  await expect(page.getByText(`${name} is geüpload.`)).toBeVisible();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "flyer-klusdag.jpg", mimeType: "image/jpeg", buffer: PHOTO });
  await expect(page.getByText("flyer-klusdag.jpg is geüpload.")).toBeVisible();
  const list = page.getByRole("list", { name: "Geüploade bestanden" });
  await expect(list.getByRole("link", { name })).toBeVisible();
  await expect(list.getByText("1280 × 720").first()).toBeVisible();

  await list.getByRole("button", { name: `Link kopiëren: ${name}` }).click();
  await expect(page.getByText(`De link naar ${name} is gekopieerd.`)).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(new RegExp(`^http://${HOST}:\\d+/uploads/[0-9a-f]{32}\\.pdf$`));
  // Fetched by the page (the test runner's own requests cannot resolve *.localhost).
  const pdf = await page.evaluate(async (link) => {
    const res = await fetch(link);
    return { status: res.status, type: res.headers.get("content-type") };
  }, copied);
  expect(pdf).toEqual({ status: 200, type: "application/pdf" });
  await context.close();
});

test("an admin uses a photo of the image library in a news item; a visitor sees it", async ({ browser }) => {
  test.setTimeout(120_000);
  const title = `Schilderklus in het buurthuis ${Date.now()}`;
  const adminContext = await browser.newContext();
  await decideConsent(adminContext, HOST);
  const admin = await adminContext.newPage();
  await admin.goto(url(HOST, "/content/stock-images"));
  await signIn(admin, "admin@heuvelrug.test");
  await expect(admin.getByRole("heading", { level: 1, name: "Beeldbank" })).toBeVisible();
  await admin.getByLabel("Zoeken in de beeldbank").fill("kwasten");
  await expect(admin.getByRole("img", { name: "Kwasten en borstels met verf" })).toBeVisible();
  // The search narrows the list to the one photo (two shipped photos share this author), credited.
  const photo = admin
    .getByRole("listitem")
    .filter({ has: admin.getByRole("img", { name: "Kwasten en borstels met verf" }) });
  await expect(photo.getByText('Foto: Trevor "Freespace"')).toBeVisible();

  await admin.goto(url(HOST, "/content/news"));
  await admin.getByRole("button", { name: "Nieuwsbericht schrijven" }).click();
  await admin.getByLabel("Titel").fill(title);
  await admin.getByLabel("Samenvatting").fill("Vrijwilligers geven de grote zaal een nieuwe kleur.");
  await admin
    .getByRole("textbox", { name: "Tekst" })
    .fill("Zaterdag van 10 tot 16 uur; kwasten en koffie staan klaar.");
  await admin.getByRole("button", { name: "Kies uit de beeldbank" }).click();
  const dialog = admin.getByRole("dialog", { name: "Kies een afbeelding uit de beeldbank" });
  await dialog.getByLabel("Zoeken").fill("verf");
  await dialog.getByRole("button", { name: "Kies: Kwasten en borstels met verf" }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByLabel("Beschrijving van de afbeelding")).toHaveValue("Kwasten en borstels met verf");
  await admin.getByRole("checkbox", { name: "Publiceren" }).check();
  await admin.getByRole("button", { name: "Opslaan" }).click();
  await expect(admin.getByText("Het nieuwsbericht is opgeslagen.")).toBeVisible();
  await adminContext.close();

  const visitorContext = await browser.newContext();
  await decideConsent(visitorContext, HOST);
  const visitor = await visitorContext.newPage();
  await visitor.goto(url(HOST, "/nieuws"));
  await visitor.getByRole("link", { name: title }).click();
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const image = visitor.getByRole("img", { name: "Kwasten en borstels met verf" });
  await expect(image).toBeVisible();
  expect(await image.getAttribute("src")).toMatch(/\/uploads\/[0-9a-f]{32}/);
  await visitorContext.close();
});

test("the campaign host shows the gelderse-handen page with its content", async ({ page, context }) => {
  await decideConsent(context, "gelderse-handen.localhost");
  await page.goto(url("gelderse-handen.localhost", "/vrijwilligerswerk"));
  await expect(page).toHaveURL(url("gelderse-handen.localhost", "/gelderse-handen"));
  await expect(page.getByRole("heading", { level: 1, name: "Gelderse Handen" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Zo doe je mee" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Meld je aan" })).toHaveAttribute("href", /^mailto:/);
  await expect(page.getByText("Een campagne van Gelderse Vrijwilligers.")).toBeVisible();
});
