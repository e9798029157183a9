/**
 * The volunteer pool at Heuvelrug, one flow: the demo volunteer (Emma van Dijk) keeps her pool
 * profile in /profile-edit; center staff find her on /vrijwilligerspool by name and skill and
 * invite her to a vacancy with a message; she gets the mail on the center's own address and sees
 * the invitation in her profile.
 */
import { expect, test } from "@playwright/test";
import { decideConsent, expectNoAxeViolations, signIn, url } from "./support.ts";

test.use({ locale: "nl-NL", viewport: { width: 1280, height: 900 }, colorScheme: "light" });

const HOST = "heuvelrug.localhost";
const message = `Dit past bij je avonden (${Date.now()})`;

test("a volunteer in the pool is found and invited to a vacancy, and sees the invitation", async ({ browser }) => {
  test.setTimeout(150_000);
  const volunteer = await browser.newContext();
  await decideConsent(volunteer, HOST);
  const own = await volunteer.newPage();
  await own.goto(url(HOST, "/profile-edit"));
  await signIn(own, "volunteer@heuvelrug.test");
  await expect(own.getByRole("heading", { level: 2, name: "Vrijwilligerspool" })).toBeVisible();
  await expect(own.getByRole("switch", { name: /Beschikbaar voor de vrijwilligerspool/ })).toBeChecked();
  await own.getByRole("checkbox", { name: "Fotografie en video" }).check();
  await own.getByRole("button", { name: "Vrijwilligerspool opslaan" }).click();
  await expect(own.getByText("Je gegevens voor de vrijwilligerspool zijn opgeslagen.").first()).toBeVisible();
  await expectNoAxeViolations(own);

  const staff = await browser.newContext();
  await decideConsent(staff, HOST);
  const page = await staff.newPage();
  await page.goto(url(HOST, "/vrijwilligerspool?q=van+Dijk&skills=fotografie"));
  await signIn(page, "admin@heuvelrug.test");
  await expect(page.getByRole("heading", { level: 1, name: "Vrijwilligerspool" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Emma van Dijk" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Emma van Dijk uitnodigen" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("combobox", { name: /Vacature/ }).click();
  await page.getByRole("option", { disabled: false }).first().click();
  await dialog.getByRole("textbox", { name: /Persoonlijk bericht/ }).fill(message);
  await dialog.getByRole("button", { name: "Uitnodiging versturen" }).click();
  await expect(page.getByText("Uitnodiging verstuurd naar Emma van Dijk.").first()).toBeVisible();
  await page.getByRole("tab", { name: "Verstuurde uitnodigingen" }).click();
  await expect(
    page.getByRole("list", { name: "Verstuurde uitnodigingen" }).getByText("Emma van Dijk").first(),
  ).toBeVisible();

  await expect
    .poll(
      async () => {
        await page.goto(url(HOST, "/dev/mailbox"));
        return page
          .locator("body > ul > li", { hasText: "volunteer@heuvelrug.test" })
          .filter({ hasText: "Uitnodiging:" })
          .count();
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0);

  // The link of the in-app notice: a fresh load shows the new invitation in her profile.
  await own.goto(url(HOST, "/profile-edit?uitnodiging=1#vrijwilligerspool"));
  await own.reload();
  await expect(own.getByText(message)).toBeVisible();
  await staff.close();
  await volunteer.close();
});
