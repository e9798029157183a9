/** The mail of a contact form message to the center's contact person (nl, en). */
import type { Locale } from "@contract/enums.ts";

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface ContactMailParams {
  center: string;
  recipient: string | null;
  from: { name: string; email: string };
  subject: string;
  message: string;
  /** The contact form's page on the center's own site. */
  url: string;
}

export function contactMail(locale: Locale, p: ContactMailParams) {
  const nl = locale === "nl";
  const subject = nl ? `Contactformulier ${p.center}: ${p.subject}` : `Contact form ${p.center}: ${p.subject}`;
  const greeting = p.recipient ? (nl ? `Hallo ${p.recipient},` : `Hello ${p.recipient},`) : nl ? "Hallo," : "Hello,";
  const intro = nl
    ? `${p.from.name} (${p.from.email}) stuurde een bericht via het contactformulier van ${p.center}. Beantwoord het door te mailen naar ${p.from.email}.`
    : `${p.from.name} (${p.from.email}) sent a message through the contact form of ${p.center}. Answer it by mailing ${p.from.email}.`;
  const label = nl ? "Onderwerp" : "Subject";
  const link = nl ? "Naar het contactformulier" : "To the contact form";
  const text = [greeting, "", intro, "", `${label}: ${p.subject}`, "", p.message, "", `${link}: ${p.url}`].join("\n");
  const html = `<!doctype html><html><body><p>${esc(greeting)}</p><p>${esc(intro)}</p><p><strong>${esc(label)}:</strong> ${esc(
    p.subject,
  )}</p>${p.message
    .split(/\n{2,}/)
    .map((para) => `<p>${esc(para).replace(/\n/g, "<br>")}</p>`)
    .join("")}<p><a href="${esc(p.url)}">${esc(link)}</a></p></body></html>`;
  return { subject, text, html };
}
