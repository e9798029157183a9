import type { FastifyRequest } from "fastify";
import type { Locale } from "@contract/enums.ts";
import type { Tx } from "../db/client.ts";
import type { User } from "../db/schema.ts";
import { displayName } from "../modules/users/service.ts";
import { enqueueMail } from "./queue.ts";
import { mailContent, type MailKind, type MailParams } from "./templates.ts";

export async function queueUserMail(
  tx: Tx,
  req: FastifyRequest,
  user: User,
  kind: MailKind,
  extra: Omit<MailParams, "name" | "center"> & {
    /** Another recipient than the account's address (the new address of an e-mail change). */
    to?: string;
    /** Another center than the request's (the account's own center: its name, its outbox). */
    center?: { id: number; name: string };
  },
) {
  const { to, center, ...params } = extra;
  const locale: Locale = user.locale === "en" ? "en" : "nl";
  const content = mailContent(kind, locale, {
    name: displayName(user),
    center: (center ?? req.center).name,
    ...params,
  });
  await enqueueMail(tx, (center ?? req.center).id, {
    to: to ?? user.email,
    subject: content.subject,
    text: content.text,
    html: content.html,
  });
}
