import type { FastifyRequest } from "fastify";
import type { Locale } from "@contract/enums.ts";
import { baseUrlOf, centerBaseUrl } from "../context.ts";
import type { Tx } from "../db/client.ts";
import type { Center, User } from "../db/schema.ts";
import { deliver } from "../modules/notification-templates/service.ts";
import { displayName } from "../modules/users/service.ts";

/** The account mails: security mails, always sent (no preference switches them off). */
export type MailKind =
  | "confirmation_instructions"
  | "reset_password_instructions"
  | "user_invited"
  | "email_change_confirmation"
  | "email_change_requested"
  | "email_changed"
  | "account_exists";

/** What an account mail says beyond the recipient's name and the center's name. */
export interface MailParams {
  url?: string;
  /** The new address of an e-mail change. */
  email?: string;
  /** account_exists: the password-reset page of the account's own center (url is its login page). */
  resetUrl?: string;
  /** account_exists: the center where someone tried to sign up or invite the address. */
  requestCenter?: string;
}

/** An account mail from the center's template (or the platform default), in the center's look. */
export async function queueUserMail(
  tx: Tx,
  req: FastifyRequest,
  user: User,
  kind: MailKind,
  extra: MailParams & {
    /** Another recipient than the account's address (the new address of an e-mail change). */
    to?: string;
    /** Another center than the request's (the account's own center: its name, its outbox). */
    center?: Center;
  },
) {
  const { to, center, url, email, resetUrl, requestCenter } = extra;
  const locale: Locale = user.locale === "en" ? "en" : "nl";
  const target = center ?? req.center;
  const baseUrl = center && center.id !== req.center.id ? baseUrlOf(req.server.services, center) : centerBaseUrl(req);
  const data: Record<string, string> = { recipient_name: displayName(user) };
  if (url !== undefined) data.link = url;
  if (email !== undefined) data.new_email = email;
  if (resetUrl !== undefined) data.reset_link = resetUrl;
  data.request_center = requestCenter ?? target.name;
  await deliver(
    tx,
    { center: target, baseUrl, log: (msg, err) => req.log.warn({ err }, msg) },
    {
      key: kind,
      recipient: { id: user.id, email: user.email, locale, notificationPreferences: null },
      data,
      ...(to ? { to } : {}),
    },
  );
}
