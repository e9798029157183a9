/**
 * Messages from templates: the center's override (database) or the platform default
 * (catalog.ts), rendered for one recipient, in the center's look, and delivered in-app and/or by
 * mail as the recipient chose. `deliver` is the one sending path: every sender (applications,
 * organizations, account mails, conversations, the periodic mail, the contact form) calls it, so
 * the preference check lives here only.
 */
import { and, eq } from "drizzle-orm";
import type { Locale } from "@contract/enums.ts";
import {
  TEMPLATE_META,
  type DeliveryChoice,
  type TemplateKey,
  type TemplateText,
} from "@contract/notification-templates.ts";
import { channelsToHex } from "@tokens/color.ts";
import { resolveColors } from "@tokens/resolve.ts";
import { roleColors, type RoleColors } from "@tokens/roles.ts";
import type { Tx } from "../../db/client.ts";
import { notificationTemplateOverrides, notifications, users, type Center } from "../../db/schema.ts";
import { mailLogoUrl } from "./mail-logo.ts";
import { renderMailHtml, type MailColors, type MailLook } from "../../mail/layout.ts";
import { enqueueMail } from "../../mail/queue.ts";
import { themeOfCenter } from "../settings/theme.ts";
import { renderTexts, type TemplateData } from "./render.ts";

const quiet = { error: () => {} };
const hex = (channels: string) => channelsToHex(channels);

function mailColors(r: RoleColors): MailColors {
  return {
    background: hex(r["surface-sunken"]),
    surface: hex(r.surface),
    text: hex(r.text),
    muted: hex(r["text-muted"]),
    border: hex(r.border),
    solid: hex(r.solid),
    onSolid: hex(r["on-solid"]),
    link: hex(r.link),
  };
}

const looks = new WeakMap<Center, MailLook>();

/** The center's look in a mail: its colours (light and dark) and logo, links on its own address. */
export function mailLookOf(center: Center, baseUrl: string): MailLook {
  const cached = looks.get(center);
  if (cached && cached.baseUrl === baseUrl) return cached;
  const theme = themeOfCenter(center);
  const colors = resolveColors(theme.settings, quiet);
  const look: MailLook = {
    centerName: center.name,
    baseUrl,
    logoUrl: mailLogoUrl(center, baseUrl),
    light: mailColors(roleColors(colors, "light", theme.footer)),
    dark: mailColors(roleColors(colors, "dark", theme.footer)),
  };
  looks.set(center, look);
  return look;
}

export async function findOverrides(tx: Tx, centerId: number, key: TemplateKey) {
  return tx
    .select()
    .from(notificationTemplateOverrides)
    .where(and(eq(notificationTemplateOverrides.centerId, centerId), eq(notificationTemplateOverrides.key, key)));
}

export interface MessageContext {
  center: Center;
  /** The center's own configured address (centerBaseUrl / baseUrlOf), never a request header. */
  baseUrl: string;
  log?: (msg: string, err?: unknown) => void;
}

export interface RenderedMessage {
  subject: string;
  text: string;
  html: string;
  title: string;
  summary: string;
  fellBack: boolean;
}

export const SETTINGS_PATH = "/profile-edit/settings";

/** Render a message of a key for a center in a language, from the center's override or the default. */
export function renderWithOverride(
  ctx: MessageContext,
  key: TemplateKey,
  locale: Locale,
  data: TemplateData,
  override: TemplateText | null,
): RenderedMessage {
  const full = { center_name: ctx.center.name, ...data };
  const texts = renderTexts(key, locale, full, override, (err) =>
    (ctx.log ?? ((m, e) => console.warn(m, e)))(
      `notification template ${key}/${locale} of center ${ctx.center.id} cannot be used; the default is sent`,
      err,
    ),
  );
  const meta = TEMPLATE_META[key];
  const prefers = !meta.security && meta.channels.length === 2;
  const html = renderMailHtml({
    locale,
    subject: texts.subject,
    text: texts.text,
    look: mailLookOf(ctx.center, ctx.baseUrl),
    footerLink: prefers
      ? {
          label: locale === "nl" ? "Meldingen instellen" : "Notification settings",
          url: `${ctx.baseUrl}${SETTINGS_PATH}`,
        }
      : null,
  });
  return { ...texts, html };
}

/**
 * THE function to render a template for a center, key, locale and data (the lead wires the
 * conversations and periodic mail senders to it). Reads the center's override in `tx` (tenant
 * context); `center_name` is filled in; links in `data` must be absolute on `ctx.baseUrl`.
 */
export async function renderTemplate(
  tx: Tx,
  ctx: MessageContext,
  key: TemplateKey,
  locale: Locale,
  data: TemplateData,
): Promise<RenderedMessage> {
  const rows = await findOverrides(tx, ctx.center.id, key);
  const row = rows.find((r) => r.locale === locale);
  const override: TemplateText | null = row ? { subject: row.subject, body: row.body } : null;
  return renderWithOverride(ctx, key, locale, data, override);
}

/** A user's choice for a kind (security mails and one-channel kinds: as the kind is). */
export function choiceOf(prefs: Record<string, string> | null | undefined, key: TemplateKey): DeliveryChoice {
  const meta = TEMPLATE_META[key];
  if (meta.security || meta.channels.length < 2) return "both";
  const v = prefs?.[key];
  return v === "in_app" || v === "mail" ? v : "both";
}

export interface DeliverRecipient {
  /** A user (gets in-app messages, has preferences), or null for an address only (contact form). */
  id: number | null;
  email: string;
  locale: Locale;
  /** Left out: read from the user's row (so a sender that selected only some columns is honoured too). */
  notificationPreferences?: Record<string, string> | null;
}

async function preferencesOf(tx: Tx, r: DeliverRecipient): Promise<Record<string, string> | null> {
  if (r.notificationPreferences !== undefined || r.id === null) return r.notificationPreferences ?? null;
  const [row] = await tx.select({ p: users.notificationPreferences }).from(users).where(eq(users.id, r.id)).limit(1);
  return row?.p ?? null;
}

export interface DeliverInput {
  key: TemplateKey;
  recipient: DeliverRecipient;
  data: TemplateData;
  /** The in-app notification: its kind (notifications.kind) and the app path it opens. */
  inApp?: { kind: string; path: string } | null;
  /** Queue the mail (default true when the key has the mail channel). */
  mail?: boolean;
  /** Another address than the recipient's (the new address of an e-mail change). */
  to?: string;
}

/**
 * The one sending path: renders the key for the recipient, honours their choice (in-app, e-mail,
 * both; security mails always), writes the in-app row and queues the mail in `tx`.
 */
export async function deliver(tx: Tx, ctx: MessageContext, input: DeliverInput): Promise<RenderedMessage> {
  const { key, recipient } = input;
  const meta = TEMPLATE_META[key];
  const choice = meta.security ? "both" : choiceOf(await preferencesOf(tx, recipient), key);
  const msg = await renderTemplate(tx, ctx, key, recipient.locale, input.data);
  const inApp = input.inApp && recipient.id !== null && meta.channels.includes("in_app") && choice !== "mail";
  if (inApp)
    await tx.insert(notifications).values({
      centerId: ctx.center.id,
      userId: recipient.id!,
      kind: input.inApp!.kind,
      title: msg.title,
      body: msg.summary,
      link: input.inApp!.path,
    });
  const mail = input.mail !== false && meta.channels.includes("mail") && choice !== "in_app";
  if (mail)
    await enqueueMail(tx, ctx.center.id, {
      to: input.to ?? recipient.email,
      subject: msg.subject,
      text: msg.text,
      html: msg.html,
    });
  return msg;
}
