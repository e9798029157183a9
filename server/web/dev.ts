/** Development-only mailbox: lists the mails written to the mail directory, with their links. */
import type { FastifyInstance } from "fastify";
import { ApiError } from "../http/errors.ts";

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function registerDevRoutes(app: FastifyInstance) {
  app.get("/dev/mailbox", { config: { tenant: false } }, async (_req, reply) => {
    const mails = app.services.mailer.list().reverse();
    const rows = mails
      .map(
        (m) =>
          `<li><a href="/dev/mailbox/${encodeURIComponent(m.id)}">${esc(m.subject)}</a> &rarr; ${esc(m.to)} <small>${esc(m.date)}</small>${
            m.links.length
              ? `<ul>${m.links.map((l) => `<li><a href="${esc(l)}">${esc(l)}</a></li>`).join("")}</ul>`
              : ""
          }</li>`,
      )
      .join("");
    return reply
      .type("text/html; charset=utf-8")
      .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'")
      .send(
        `<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>Mailbox (development)</title></head><body><h1>Mailbox (development)</h1><p>${mails.length} mail(s) in ${esc(app.services.mailer.dir ?? "SMTP")}</p><ul>${rows}</ul></body></html>`,
      );
  });
  app.get("/dev/mailbox/:id", { config: { tenant: false } }, async (req, reply) => {
    const id = (req.params as { id: string }).id;
    const mail = app.services.mailer.list().find((m) => m.id === id);
    if (!mail) throw new ApiError(404, { code: "not_found" });
    const body = esc(mail.text).replace(/https?:\/\/[^\s<]+/g, (u) => `<a href="${u}">${u}</a>`);
    return reply
      .type("text/html; charset=utf-8")
      .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'")
      .send(
        `<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>${esc(mail.subject)}</title></head><body><p><a href="/dev/mailbox">&larr; Mailbox</a></p><h1>${esc(mail.subject)}</h1><p>To: ${esc(mail.to)}<br>Date: ${esc(mail.date)}</p><pre style="white-space:pre-wrap">${body}</pre></body></html>`,
      );
  });
}
