/**
 * The mail that announces a new message (template key `new_message`): one function from plain data
 * to subject, text and HTML, so that the notification templates can take its place in one spot.
 */
import type { Locale } from "@contract/enums.ts";

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface NewMessageMailData {
  locale: Locale;
  recipientName: string;
  centerName: string;
  /** Who wrote the message. */
  senderName: string;
  /** The thread's subject (the vacancy). */
  subject: string;
  /** The start of the message. */
  excerpt: string;
  /** The thread, from the center's configured address. */
  link: string;
}

export function newMessageMail(d: NewMessageMailData): { subject: string; text: string; html: string } {
  const nl = d.locale === "nl";
  const subject = nl ? `Nieuw bericht over ${d.subject}` : `New message about ${d.subject}`;
  const greeting = nl ? `Hallo ${d.recipientName},` : `Hello ${d.recipientName},`;
  const intro = nl
    ? `${d.senderName} stuurde je een bericht over ${d.subject}:`
    : `${d.senderName} sent you a message about ${d.subject}:`;
  const read = nl ? "Lees en beantwoord het bericht" : "Read and answer the message";
  const footer = nl
    ? `Je krijgt deze mail van ${d.centerName}. Zolang je het gesprek niet leest, sturen we hooguit één mail per kwartier.`
    : `You receive this mail from ${d.centerName}. While you have not read the conversation, we send at most one mail per quarter of an hour.`;
  const text = [greeting, "", intro, "", `> ${d.excerpt}`, "", `${read}: ${d.link}`, "", footer].join("\n");
  const html = `<!doctype html><html><body><p>${esc(greeting)}</p><p>${esc(intro)}</p><blockquote>${esc(d.excerpt)}</blockquote><p><a href="${esc(d.link)}">${esc(read)}</a></p><p><small>${esc(footer)}</small></p></body></html>`;
  return { subject, text, html };
}
