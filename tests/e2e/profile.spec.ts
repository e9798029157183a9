import { expect, test } from "@playwright/test";
import { decideConsent, signIn, url } from "./support.ts";

test.use({ locale: "nl-NL" });

test("a volunteer edits the profile and sees the change", async ({ page, context }) => {
  const host = "meedoen.localhost";
  await decideConsent(context, host);
  await page.goto(url(host, "/profiel"));
  await signIn(page, "volunteer@meedoen.test");
  await expect(page).toHaveURL(url(host, "/profiel"));
  await expect(page.getByText("volunteer@meedoen.test")).toBeVisible();
  await page.getByRole("link", { name: "Profiel bewerken" }).click();
  await expect(page).toHaveURL(url(host, "/profile-edit"));
  await expect(page).toHaveTitle("Bewerk profiel - Meedoen");
  const phone = `06${String(Date.now()).slice(-8)}`;
  await page.getByLabel(/^Telefoonnummer/).fill(phone);
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByRole("status")).toHaveText("Je gegevens zijn opgeslagen.");
  await page.getByRole("link", { name: "Terug naar mijn profiel" }).click();
  await expect(page.getByText(phone)).toBeVisible();
});

test("/switch lists the centers with links to their own websites", async ({ page, context }) => {
  await decideConsent(context, "demo.localhost");
  await page.goto(url("demo.localhost", "/switch"));
  await expect(page.getByRole("heading", { level: 1, name: "Vrijwilligerscentrale kiezen" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Demo Vrijwilligerscentrale/ }).last()).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByRole("link", { name: /Vacaturebank Rijnstad/ })).toHaveAttribute(
    "href",
    url("rijnstad.localhost", "/"),
  );
});

test("the account's language is saved in the settings", async ({ page, context }) => {
  const host = "meedoen.localhost";
  await decideConsent(context, host);
  await page.goto(url(host, "/profile-edit/settings"));
  await signIn(page, "orgadmin@meedoen.test");
  await page.getByRole("radio", { name: "Engels (English)" }).click();
  await page.getByRole("button", { name: "Opslaan", exact: true }).click();
  // The settings' own status line (the notification preferences below have a notice of their own).
  await expect(page.getByRole("status").filter({ hasText: "opgeslagen" })).toHaveText(
    "Je instellingen zijn opgeslagen.",
  );
  await page.reload();
  await expect(page.getByRole("radio", { name: "Engels (English)" })).toBeChecked();
});
