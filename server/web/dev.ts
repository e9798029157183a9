/** Development-only mailbox: lists the mails written to the mail directory, with their links. */
import { isIP } from "node:net";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { ApiError } from "../http/errors.ts";
import { isLoopbackName, parseHost } from "../tenancy.ts";

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const isLoopbackAddress = (ip: string | undefined) =>
  !!ip && (ip === "::1" || ip === "::ffff:127.0.0.1" || (isIP(ip) === 4 && ip.startsWith("127.")));

/**
 * The mailbox holds every center's one-time links: only for a request to a loopback host name
 * (localhost, *.localhost, 127.0.0.1, [::1]) from this machine, and only while mail is written to
 * files (never with SMTP_URL). Everyone else gets the JSON:API 404 of any unknown path.
 */
export function guard(app: FastifyInstance) {
  return async (req: FastifyRequest) => {
    const host = parseHost(req.headers.host);
    const local =
      !!host && isLoopbackName(host.name) && isLoopbackAddress(req.socket.remoteAddress) && isLoopbackAddress(req.ip);
    if (!local || app.services.mailer.dir === null) throw new ApiError(404, { code: "not_found" });
  };
}

export function registerDevRoutes(app: FastifyInstance) {
  const onRequest = guard(app);
  app.get("/dev/mailbox", { config: { tenant: false }, onRequest }, async (_req, reply) => {
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
        `<!doctype html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Mailbox (development)</title></head><body><h1>Mailbox (development)</h1><p>${mails.length} mail(s) in ${esc(app.services.mailer.dir ?? "SMTP")}</p><ul>${rows}</ul></body></html>`,
      );
  });
  app.get("/dev/mailbox/:id", { config: { tenant: false }, onRequest }, async (req, reply) => {
    const id = (req.params as { id: string }).id;
    const mail = app.services.mailer.list().find((m) => m.id === id);
    if (!mail) throw new ApiError(404, { code: "not_found" });
    const body = esc(mail.text).replace(/https?:\/\/[^\s<]+/g, (u) => `<a href="${u}">${u}</a>`);
    return (
      reply
        .type("text/html; charset=utf-8")
        // Images load as in a mail program whose reader allowed them (the center's logo); nothing runs.
        .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; img-src http: https: data:")
        .send(
          `<!doctype html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(mail.subject)}</title></head><body><p><a href="/dev/mailbox">&larr; Mailbox</a></p><h1>${esc(mail.subject)}</h1><p>To: ${esc(mail.to)}<br>Date: ${esc(mail.date)}</p><h2>Text</h2><pre style="white-space:pre-wrap">${body}</pre>${
            mail.html
              ? `<h2>HTML</h2><iframe sandbox="" title="HTML: ${esc(mail.subject)}" srcdoc="${esc(mail.html)}" style="width:100%;max-width:720px;height:48rem;border:1px solid #94a3b8"></iframe>`
              : ""
          }</body></html>`,
        )
    );
  });
}
