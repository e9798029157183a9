import AxeBuilder from "@axe-core/playwright";
import { expect, type BrowserContext, type Page } from "@playwright/test";
import { E2E_PORT } from "./playwright.config.ts";

export const PASSWORD = "Vrijwilliger!2026";
export const url = (host: string, path = "/") => `http://${host}:${E2E_PORT}${path}`;

/** Skips the consent banner (its own journeys test it) by storing a decision for the host. */
export async function decideConsent(context: BrowserContext, host: string) {
  await context.addCookies([
    {
      name: "cookieConsent",
      value: encodeURIComponent(JSON.stringify({ functional: true, analytical: false, thirdParty: false })),
      domain: host,
      path: "/",
    },
  ]);
}

export async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((c) => c.name === name);
}

export async function signIn(page: Page, email: string) {
  await page.getByLabel(/E-mailadres|E-mail address/).fill(email);
  await page.getByLabel(/^(Wachtwoord|Password)/).fill(PASSWORD);
  await page.getByRole("button", { name: /^(Inloggen|Sign in)$/ }).click();
}

export async function expectNoAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(
    axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
  ).toEqual([]);
}
