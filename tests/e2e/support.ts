import axe from "axe-core";
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

/**
 * Holds the page's scripts (the app's assets) until the returned function is called: what a visitor
 * does in a first view before the app has arrived.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

export async function signIn(page: Page, email: string) {
  await page.getByLabel(/E-mailadres|E-mail address/).fill(email);
  await page.getByLabel(/^(Wachtwoord|Password)/).fill(PASSWORD);
  await page.getByRole("button", { name: /^(Inloggen|Sign in)$/ }).click();
}

/** The WCAG 2.1 A and AA rules of axe: what every page must pass. */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * Runs axe in the page, as @axe-core/playwright's legacy mode does (axe.run in the page, which
 * also asks same-origin frames), but faster where it counts for the sweeps:
 * - axe is put into each frame once per document, not before every check: a sweep that moves
 *   inside the app keeps it between routes;
 * - no blank page per check (AxeBuilder's default mode finishes its run in a new page);
 * - only violations are collected: gathering every passed node cost as much as the checks.
 * Measured on one busy 2-core machine: 0.6-1.7 s a page against 2.7-8.4 s with AxeBuilder.
 */
export async function expectNoAxeViolations(page: Page) {
  // Not halfway a page transition: a page fading in fails every contrast check.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-slot="page-transition"]')].every(
      (e) => e.getAttribute("data-state") === "idle",
    ),
  );
  for (const frame of page.frames()) {
    const present = await frame.evaluate(() => "axe" in window).catch(() => true);
    if (!present) await frame.evaluate(axe.source).catch(() => {});
  }
  const violations = await page.evaluate(
    async (tags) =>
      (
        await (window as unknown as { axe: typeof axe }).axe.run(document, {
          runOnly: { type: "tag", values: tags },
          resultTypes: ["violations"],
        })
      ).violations,
    AXE_TAGS,
  );
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual(
    [],
  );
}

/** The five seeded centers and their development hosts (PRODUCT.md section 2). */
export const HOSTS = {
  public: "gelderland.localhost",
  demo: "demo.localhost",
  rijnstad: "rijnstad.localhost",
  heuvelrug: "heuvelrug.localhost",
  meedoen: "meedoen.localhost",
} as const;
export type CenterKey = keyof typeof HOSTS;

/** The link of the newest mail to `to` in the development mailbox that contains `fragment`. */
export async function mailLink(page: Page, host: string, to: string, fragment: string): Promise<string> {
  let href: string | null = null;
  await expect
    .poll(
      async () => {
        await page.goto(url(host, "/dev/mailbox"));
        const link = page.locator("body > ul > li", { hasText: to }).first().locator(`a[href*="${fragment}"]`).first();
        href = (await link.count()) > 0 ? await link.getAttribute("href") : null;
        return href;
      },
      { timeout: 15_000 },
    )
    .not.toBeNull();
  return href!;
}

/**
 * A fresh, confirmed volunteer of the host's center, signed in in `page`: signed up through the
 * API (as the signup form does) and confirmed through the link of the captured mail.
 */
export async function newVolunteer(page: Page, host: string, name = "Sanne"): Promise<string> {
  const email = `${name.toLowerCase()}.${Date.now()}@example.nl`;
  // From the page, because only the browser resolves *.localhost (Node's resolver does not).
  await page.goto(url(host, "/healthz"));
  const response = await page.evaluate(
    async (attributes) => {
      const r = await fetch("/api/v1/users", {
        method: "POST",
        headers: { "Content-Type": "application/vnd.api+json", Accept: "application/vnd.api+json" },
        body: JSON.stringify({ data: { type: "user", attributes } }),
      });
      return { status: r.status, body: await r.text() };
    },
    {
      first_name: name,
      last_name: "Test",
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      locale: "nl",
    },
  );
  expect(response.status, response.body).toBe(201);
  await page.goto(await mailLink(page, host, email, "/confirm"));
  await expect(page.getByRole("status")).toContainText("Je account is bevestigd.");
  return email;
}

/** A concrete URL for a route pattern of the routes table: ids 1, optional parameters left out. */
export function concrete(path: string): string {
  return path.replace(/\/:\w+\?/g, "").replace(/:\w+/g, "1") || "/";
}

/** An API call from a signed-in page, with the credential the app sends (its cookies as headers). */
export async function apiFromPage(
  page: Page,
  method: string,
  path: string,
  body: unknown,
): Promise<{ status: number; body: string }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const cookies = Object.fromEntries(document.cookie.split("; ").map((c) => c.split("=").map(decodeURIComponent)));
      const r = await fetch(path, {
        method,
        headers: {
          "Content-Type": "application/vnd.api+json",
          "access-token": cookies["access-token"] ?? "",
          client: cookies.client ?? "",
          uid: cookies.uid ?? "",
        },
        body: JSON.stringify(body),
      });
      return { status: r.status, body: await r.text() };
    },
    { method, path, body },
  );
}

/** The published vacancies of an organization (by name) in the page's center, from the public API. */
export async function publishedVacanciesOf(page: Page, organization: string): Promise<{ id: string; title: string }[]> {
  return page.evaluate(async (name) => {
    const r = await fetch("/api/v1/vacancies/search?include=organization&page[size]=100", {
      headers: { Accept: "application/vnd.api+json" },
    });
    const doc = (await r.json()) as {
      data: {
        id: string;
        attributes: { title: string };
        relationships?: { organization?: { data?: { id: string } } };
      }[];
      included?: { type: string; id: string; attributes: { name: string } }[];
    };
    const org = doc.included?.find((i) => i.type === "organization" && i.attributes.name === name);
    return doc.data
      .filter((d) => d.relationships?.organization?.data?.id === org?.id)
      .map((v) => ({ id: v.id, title: v.attributes.title }));
  }, organization);
}
