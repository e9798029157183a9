/**
 * notify(): one in-app notification row and, when asked, one mail in the recipient's language,
 * both written in the request's transaction (so they exist exactly when the change commits).
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { NotificationKind } from "@contract/applications.ts";
import type { Locale } from "@contract/enums.ts";
import { centerBaseUrl } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { notifications, type Notification, type User } from "../../db/schema.ts";
import { iso, type Res } from "../../http/jsonapi.ts";
import { enqueueMail } from "../../mail/queue.ts";
import { displayName } from "../users/service.ts";
import { renderNotification, type TemplateParams } from "./templates.ts";

export type Recipient = Pick<User, "id" | "email" | "firstName" | "lastName" | "locale" | "status">;

export interface NotifyInput {
  kind: NotificationKind;
  recipient: Recipient;
  params: Omit<TemplateParams, "recipient_name" | "link" | "center_name">;
  /** App path the notification opens, e.g. /applications/12 (mails get the absolute URL). */
  path: string;
  /** Also queue a mail (default true). */
  mail?: boolean;
}

export const localeOf = (u: Pick<User, "locale">): Locale => (u.locale === "en" ? "en" : "nl");

/** Accounts that are switched off get nothing. */
const reachable = (u: Pick<User, "status">) => u.status === "active" || u.status === "invited";

export async function notify(tx: Tx, req: FastifyRequest, input: NotifyInput): Promise<void> {
  const { recipient } = input;
  if (!reachable(recipient)) return;
  const content = renderNotification(input.kind, localeOf(recipient), {
    ...input.params,
    center_name: req.center.name,
    recipient_name: displayName(recipient),
    link: `${centerBaseUrl(req)}${input.path}`,
  });
  await tx.insert(notifications).values({
    centerId: req.center.id,
    userId: recipient.id,
    kind: input.kind,
    title: content.title,
    body: content.body,
    link: input.path,
  });
  if (input.mail !== false && recipient.status === "active")
    await enqueueMail(tx, req.center.id, {
      to: recipient.email,
      subject: content.subject,
      text: content.text,
      html: content.html,
    });
}

export async function unreadNotificationCount(tx: Tx, centerId: number, userId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.centerId, centerId), eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

export const notificationResource = (n: Notification): Res => ({
  type: "notification",
  id: String(n.id),
  attributes: {
    kind: n.kind,
    title: n.title,
    body: n.body,
    link: n.link,
    read_at: iso(n.readAt),
    created_at: iso(n.createdAt),
  },
});
