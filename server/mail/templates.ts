/** Mail texts (nl, en). Links are built from the center's base URL by the caller. */
import type { Locale } from "@contract/enums.ts";

export type MailKind =
  | "confirmation_instructions"
  | "reset_password_instructions"
  | "user_invited"
  | "email_change_confirmation"
  | "email_change_requested"
  | "email_changed"
  | "account_exists";

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

type Link = { url: string; label: string };

function render(lines: string[], link: Link | Link[] | null): { text: string; html: string } {
  const links = link === null ? [] : Array.isArray(link) ? link : [link];
  const text = [...lines, ...links.flatMap((l) => ["", `${l.label}: ${l.url}`])].join("\n");
  const html = `<!doctype html><html><body>${lines.map((l) => `<p>${esc(l)}</p>`).join("")}${links
    .map((l) => `<p><a href="${esc(l.url)}">${esc(l.label)}</a></p>`)
    .join("")}</body></html>`;
  return { text, html };
}

/** What a mail text says: the recipient's name, the center's name, and per kind a link and more. */
export interface MailParams {
  name: string;
  center: string;
  url?: string;
  /** The new address of an e-mail change. */
  email?: string;
  /** account_exists: the password-reset page of the account's own center (url is its login page). */
  resetUrl?: string;
  /** account_exists: the center where someone tried to sign up or invite the address. */
  requestCenter?: string;
}

export function mailContent(kind: MailKind, locale: Locale, p: MailParams): MailContent {
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
    case "email_change_confirmation": {
      const subject = nl
        ? `Bevestig je nieuwe e-mailadres bij ${p.center}`
        : `Confirm your new e-mail address at ${p.center}`;
      const body = nl
        ? [
            `Hallo ${p.name},`,
            `Er is gevraagd om ${p.email} voortaan te gebruiken voor je account bij ${p.center}. Bevestig dit adres via de link hieronder; tot dan blijft je oude adres in gebruik. De link is 3 dagen geldig.`,
            `Heb je dit niet gevraagd? Negeer deze mail dan, er verandert niets.`,
          ]
        : [
            `Hello ${p.name},`,
            `Someone asked to use ${p.email} for your account at ${p.center} from now on. Confirm this address with the link below; until then your old address stays in use. The link is valid for 3 days.`,
            `Did you not ask for this? Then ignore this mail; nothing changes.`,
          ];
      return {
        subject,
        ...render(body, { url: p.url!, label: nl ? "Nieuw e-mailadres bevestigen" : "Confirm new e-mail address" }),
      };
    }
    case "email_change_requested":
    case "email_changed": {
      const done = kind === "email_changed";
      const subject = nl
        ? done
          ? `Het e-mailadres van je account bij ${p.center} is gewijzigd`
          : `Wijziging van je e-mailadres bij ${p.center} aangevraagd`
        : done
          ? `The e-mail address of your account at ${p.center} was changed`
          : `Change of your e-mail address at ${p.center} requested`;
      const body = nl
        ? [
            `Hallo ${p.name},`,
            done
              ? `Het e-mailadres van je account bij ${p.center} is gewijzigd in ${p.email}. Je logt voortaan in met dat adres.`
              : `Er is gevraagd het e-mailadres van je account bij ${p.center} te wijzigen in ${p.email}. De wijziging gaat pas in als dat adres bevestigd is; tot dan log je in met dit adres.`,
            `Was jij dit niet? Maak het dan ongedaan via de link hieronder. Je account houdt dan dit adres, alle sessies worden uitgelogd en je kiest een nieuw wachtwoord. De link is 14 dagen geldig.`,
          ]
        : [
            `Hello ${p.name},`,
            done
              ? `The e-mail address of your account at ${p.center} was changed to ${p.email}. From now on you sign in with that address.`
              : `Someone asked to change the e-mail address of your account at ${p.center} to ${p.email}. The change only takes effect once that address is confirmed; until then you sign in with this address.`,
            `Was this not you? Then undo it with the link below. Your account keeps this address, every session is signed out and you choose a new password. The link is valid for 14 days.`,
          ];
      return {
        subject,
        ...render(body, { url: p.url!, label: nl ? "Dit was ik niet: ongedaan maken" : "This was not me: undo" }),
      };
    }
    case "account_exists": {
      const subject = nl ? `Je hebt al een account bij ${p.center}` : `You already have an account at ${p.center}`;
      const body = nl
        ? [
            `Hallo ${p.name},`,
            `Er is geprobeerd met dit e-mailadres een account aan te maken bij ${p.requestCenter ?? p.center}, maar je hebt al een account bij ${p.center}. Daar kun je gewoon inloggen; een tweede account is niet nodig.`,
            `Weet je je wachtwoord niet meer? Kies dan een nieuw wachtwoord. Was jij dit niet? Dan hoef je niets te doen.`,
          ]
        : [
            `Hello ${p.name},`,
            `Someone tried to create an account with this e-mail address at ${p.requestCenter ?? p.center}, but you already have an account at ${p.center}. You can simply sign in there; you do not need a second account.`,
            `Forgot your password? Then choose a new one. Was this not you? Then you need not do anything.`,
          ];
      return {
        subject,
        ...render(body, [
          { url: p.url!, label: nl ? "Inloggen" : "Sign in" },
          { url: p.resetUrl!, label: nl ? "Nieuw wachtwoord kiezen" : "Choose a new password" },
        ]),
      };
    }
  }
}
