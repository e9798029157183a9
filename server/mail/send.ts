import type { FastifyRequest } from "fastify";
import type { Locale } from "@contract/enums.ts";
import type { Tx } from "../db/client.ts";
import type { User } from "../db/schema.ts";
import { displayName } from "../modules/users/service.ts";
import { enqueueMail } from "./queue.ts";
import { mailContent, type MailKind } from "./templates.ts";

export async function queueUserMail(
  tx: Tx,
  req: FastifyRequest,
  user: User,
  kind: MailKind,
  extra: { url?: string; status?: string; organization?: string },
) {
  const locale: Locale = user.locale === "en" ? "en" : "nl";
  const content = mailContent(kind, locale, { name: displayName(user), center: req.center.name, ...extra });
  await enqueueMail(tx, req.center.id, {
    to: user.email,
    subject: content.subject,
    text: content.text,
    html: content.html,
  });
}
