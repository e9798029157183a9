/** Mail texts (nl, en). Links are built from the center's base URL by the caller. */
import type { Locale } from "@contract/enums.ts";

export type MailKind = "confirmation_instructions" | "reset_password_instructions" | "user_invited";

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function render(lines: string[], link: { url: string; label: string } | null): { text: string; html: string } {
  const text = [...lines, ...(link ? ["", `${link.label}: ${link.url}`] : [])].join("\n");
  const html = `<!doctype html><html><body>${lines.map((l) => `<p>${esc(l)}</p>`).join("")}${
    link ? `<p><a href="${esc(link.url)}">${esc(link.label)}</a></p>` : ""
  }</body></html>`;
  return { text, html };
}

export function mailContent(
  kind: MailKind,
  locale: Locale,
  p: { name: string; center: string; url?: string },
): MailContent {
  const nl = locale === "nl";
  switch (kind) {
    case "confirmation_instructions": {
      const subject = nl ? `Bevestig je account bij ${p.center}` : `Confirm your account at ${p.center}`;
      const body = nl
        ? [
            `Hallo ${p.name},`,
            `Welkom bij ${p.center}! Bevestig je e-mailadres via de link hieronder. De link is 3 dagen geldig.`,
          ]
        : [
            `Hello ${p.name},`,
            `Welcome to ${p.center}! Please confirm your e-mail address with the link below. The link is valid for 3 days.`,
          ];
      return { subject, ...render(body, { url: p.url!, label: nl ? "Account bevestigen" : "Confirm account" }) };
    }
    case "user_invited": {
      const subject = nl ? `Je bent uitgenodigd voor ${p.center}` : `You are invited to ${p.center}`;
      const body = nl
        ? [
            `Hallo ${p.name},`,
            `Er is een account voor je aangemaakt bij ${p.center}. Kies via de link hieronder een wachtwoord. De link is 3 dagen geldig.`,
          ]
        : [
            `Hello ${p.name},`,
            `An account was created for you at ${p.center}. Choose a password with the link below. The link is valid for 3 days.`,
          ];
      return { subject, ...render(body, { url: p.url!, label: nl ? "Wachtwoord kiezen" : "Choose a password" }) };
    }
    case "reset_password_instructions": {
      const subject = nl ? `Wachtwoord herstellen bij ${p.center}` : `Reset your password at ${p.center}`;
      const body = nl
        ? [
            `Hallo ${p.name},`,
            `Iemand heeft gevraagd je wachtwoord te herstellen. Was jij dat niet, negeer deze mail dan. De link is 2 uur geldig en werkt één keer.`,
          ]
        : [
            `Hello ${p.name},`,
            `Someone asked to reset your password. If that was not you, ignore this mail. The link is valid for 2 hours and works once.`,
          ];
      return {
        subject,
        ...render(body, { url: p.url!, label: nl ? "Nieuw wachtwoord kiezen" : "Choose a new password" }),
      };
    }
  }
}
