/**
 * notify(): one in-app notification row and, when asked, one mail in the recipient's language,
 * both written in the request's transaction (so they exist exactly when the change commits), from
 * the center's template and as the recipient chose (notification-templates `deliver`).
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { NotificationKind } from "@contract/applications.ts";
import type { Locale } from "@contract/enums.ts";
import { centerBaseUrl } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import type { TemplateKey } from "@contract/notification-templates.ts";
import { notifications, type Notification, type User } from "../../db/schema.ts";
import { iso, type Res } from "../../http/jsonapi.ts";
import { deliver } from "../notification-templates/service.ts";
import { displayName } from "../users/service.ts";
import { dataOf, type TemplateParams } from "./templates.ts";

export type Recipient = Pick<User, "id" | "email" | "firstName" | "lastName" | "locale" | "status"> &
  Partial<Pick<User, "notificationPreferences">>;

export interface NotifyInput {
  kind: NotificationKind;
  /** The template (default: the kind; an organization's status change names approved or denied). */
  template?: TemplateKey;
  recipient: Recipient;
  params: Omit<TemplateParams, "recipient_name" | "link" | "center_name">;
  /** App path the notification opens, e.g. /applications/12 (mails get the absolute URL). */
  path: string;
  /** Also queue a mail (default true; the recipient's preference decides as well). */
  mail?: boolean;
}

export const localeOf = (u: Pick<User, "locale">): Locale => (u.locale === "en" ? "en" : "nl");

/** Accounts that are switched off get nothing. */
const reachable = (u: Pick<User, "status">) => u.status === "active" || u.status === "invited";

export async function notify(tx: Tx, req: FastifyRequest, input: NotifyInput): Promise<void> {
  const { recipient } = input;
  if (!reachable(recipient)) return;
  const base = centerBaseUrl(req);
  await deliver(
    tx,
    { center: req.center, baseUrl: base, log: (msg, err) => req.log.warn({ err }, msg) },
    {
      key: input.template ?? input.kind,
      recipient: {
        id: recipient.id,
        email: recipient.email,
        locale: localeOf(recipient),
        notificationPreferences: recipient.notificationPreferences,
      },
      data: dataOf({ ...input.params, recipient_name: displayName(recipient), link: `${base}${input.path}` }),
      inApp: { kind: input.kind, path: input.path },
      mail: input.mail !== false && recipient.status === "active",
    },
  );
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
