/**
 * The one layout of every HTML mail: the center's logo (or its name), its colours, the message
 * made from the plain-text part, and a footer with a link to the center's own address. Readable
 * with images blocked (the logo's alt text is the center's name; buttons are styled links, no
 * images) and in dark mode (`color-scheme` and a prefers-color-scheme block with the center's dark
 * colours). Every value is escaped here: the text passed in is plain text.
 */
import type { Locale } from "@contract/enums.ts";

export interface MailColors {
  background: string;
  surface: string;
  text: string;
  muted: string;
  border: string;
  /** Button fill and the text on it. */
  solid: string;
  onSolid: string;
  link: string;
}

export interface MailLook {
  centerName: string;
  /** The center's own configured address (no trailing slash). */
  baseUrl: string;
  /** Absolute URL of the logo, or null (the center's name is shown instead). */
  logoUrl: string | null;
  light: MailColors;
  dark: MailColors;
}

export const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const BUTTON_LINE = /^([^\n]{1,120}?):\s+(https?:\/\/\S+)$/;
const URL = /https?:\/\/[^\s<>"']+/g;

function inline(text: string, c: MailColors): string {
  let out = "";
  let last = 0;
  for (const m of text.matchAll(URL)) {
    const url = m[0].replace(/[.,;:!?)]+$/, "");
    out +=
      esc(text.slice(last, m.index)) +
      `<a href="${esc(url)}" style="color:${c.link};text-decoration:underline">${esc(url)}</a>`;
    last = m.index + url.length;
  }
  return (out + esc(text.slice(last))).replace(/\n/g, "<br>");
}

/** The message's paragraphs as HTML; a paragraph "Label: https://..." becomes a button. */
export function textToHtml(text: string, c: MailColors): string {
  return text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => {
      const button = BUTTON_LINE.exec(p);
      if (button) {
        const [, label, url] = button as unknown as [string, string, string];
        return `<table role="presentation" cellspacing="0" cellpadding="0" border="0" style="margin:8px 0 16px"><tr><td class="vl-btn" style="background:${c.solid};border-radius:6px"><a class="vl-btn-link" href="${esc(url)}" style="display:inline-block;padding:12px 20px;color:${c.onSolid};font-weight:bold;text-decoration:none;font-size:16px">${esc(label)}</a></td></tr></table>`;
      }
      return `<p style="margin:0 0 16px">${inline(p, c)}</p>`;
    })
    .join("\n");
}

export interface LayoutInput {
  locale: Locale;
  subject: string;
  text: string;
  look: MailLook;
  /** Extra footer link, e.g. to the notification settings. */
  footerLink?: { label: string; url: string } | null;
}

export function renderMailHtml({ locale, subject, text, look, footerLink }: LayoutInput): string {
  const { light: c, dark: d } = look;
  const nl = locale === "nl";
  const brand = look.logoUrl
    ? `<img src="${esc(look.logoUrl)}" alt="${esc(look.centerName)}" height="48" style="display:block;height:48px;width:auto;max-width:240px;border:0;color:${c.text};font-size:20px;font-weight:bold">`
    : `<span style="font-size:20px;font-weight:bold;color:${c.text}" class="vl-text">${esc(look.centerName)}</span>`;
  const footer = [
    nl ? `Deze mail is verstuurd door ${esc(look.centerName)}.` : `This mail was sent by ${esc(look.centerName)}.`,
    `<a href="${esc(look.baseUrl)}/" style="color:${c.link}">${esc(look.baseUrl.replace(/^https?:\/\//, ""))}</a>`,
    footerLink ? `<a href="${esc(footerLink.url)}" style="color:${c.link}">${esc(footerLink.label)}</a>` : "",
  ]
    .filter(Boolean)
    .join(" &#183; ");
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>${esc(subject)}</title>
<style>
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .vl-body, .vl-outer { background: ${d.background} !important; color: ${d.text} !important; }
  .vl-card { background: ${d.surface} !important; color: ${d.text} !important; border-color: ${d.border} !important; }
  .vl-text { color: ${d.text} !important; }
  .vl-muted { color: ${d.muted} !important; }
  .vl-body a { color: ${d.link} !important; }
  .vl-btn { background: ${d.solid} !important; }
  .vl-body a.vl-btn-link { color: ${d.onSolid} !important; }
}
</style>
</head>
<body class="vl-body" style="margin:0;padding:0;background:${c.background};color:${c.text};font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" class="vl-outer" style="background:${c.background}">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="max-width:600px">
<tr><td style="padding:0 0 16px">${brand}</td></tr>
<tr><td class="vl-card" style="background:${c.surface};color:${c.text};border:1px solid ${c.border};border-top:4px solid ${c.solid};border-radius:8px;padding:24px">
<h1 class="vl-text" style="margin:0 0 16px;font-size:20px;line-height:1.3;color:${c.text}">${esc(subject)}</h1>
${textToHtml(text, c)}
</td></tr>
<tr><td class="vl-muted" style="padding:16px 4px;font-size:13px;color:${c.muted}">${footer}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}
