/**
 * Notification templates (issue 17), center staff only:
 *   GET    /api/v1/notification_templates                  every template: channels, changed here or not
 *   GET    /api/v1/notification_templates/{key}            subject and body per language, defaults, placeholders
 *   PATCH  /api/v1/notification_templates/{key}            the center's wording (per language; checked, sanitized)
 *   DELETE /api/v1/notification_templates/{key}            back to the platform default (answers the template)
 *   POST   /api/v1/notification_templates/{key}/preview    a draft rendered with sample data in the center's look
 *   POST   /api/v1/notification_templates/{key}/test_mail  that draft mailed to the signed-in user's own address
 * Every signed-in user:
 *   GET/PATCH /api/v1/notification_preferences             in-app, e-mail or both per kind
 */
import { registerMailLogoRoute } from "./mail-logo.ts";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { LOCALES, type Locale } from "@contract/enums.ts";
import {
  BODY_MAX,
  DELIVERY_CHOICES,
  PREFERENCE_KEYS,
  SUBJECT_MAX,
  TEMPLATE_KEYS,
  TEMPLATE_META,
  isTemplateKey,
  type NotificationTemplateAttributes,
  type TemplateKey,
  type TemplateText,
} from "@contract/notification-templates.ts";
import { API_PATHS } from "@contract/paths.ts";
import { audit } from "../../audit.ts";
import { centerBaseUrl, inTenant, jsonApi, limit, requireActor } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { notificationTemplateOverrides, users } from "../../db/schema.ts";
import { ApiError, requestLocale, type ErrorSpec } from "../../http/errors.ts";
import { bodyAttributes, document, iso, onlyAttributes, type Res } from "../../http/jsonapi.ts";
import { attributesBase } from "../../http/validate.ts";
import { enqueueMail } from "../../mail/queue.ts";
import { displayName } from "../users/service.ts";
import { DEFAULT_TEMPLATES, sampleData } from "./catalog.ts";
import { installTemplateMessages } from "./messages.ts";
import { mayManageTemplates } from "./policy.ts";
import { TemplateProblem, checkTemplate, sanitizeTemplateText } from "./render.ts";
import { choiceOf, findOverrides, renderWithOverride, type MessageContext } from "./service.ts";

type OverrideRow = typeof notificationTemplateOverrides.$inferSelect;

function keyOf(req: FastifyRequest): TemplateKey {
  const key = (req.params as { key: string }).key;
  if (!isTemplateKey(key)) throw new ApiError(404, { code: "not_found" });
  return key;
}

function requireStaff(req: FastifyRequest) {
  const actor = requireActor(req);
  if (!mayManageTemplates(actor)) throw new ApiError(403, { code: "forbidden" });
  return actor;
}

const defaultsOf = (key: TemplateKey): Record<Locale, TemplateText> => ({
  nl: { subject: DEFAULT_TEMPLATES[key].nl.subject, body: DEFAULT_TEMPLATES[key].nl.body },
  en: { subject: DEFAULT_TEMPLATES[key].en.subject, body: DEFAULT_TEMPLATES[key].en.body },
});

function listResource(key: TemplateKey, rows: OverrideRow[], locale: Locale): Res {
  const own = rows.find((r) => r.locale === locale);
  return {
    type: "notification_template",
    id: key,
    attributes: {
      key,
      channels: [...TEMPLATE_META[key].channels],
      security: TEMPLATE_META[key].security,
      customized: LOCALES.filter((l) => rows.some((r) => r.locale === l)),
      subject: own?.subject ?? DEFAULT_TEMPLATES[key][locale].subject,
    },
  };
}

function templateResource(key: TemplateKey, rows: OverrideRow[], locale: Locale): Res {
  const defaults = defaultsOf(key);
  const meta = TEMPLATE_META[key];
  const text = (l: Locale): TemplateText => {
    const r = rows.find((x) => x.locale === l);
    return r ? { subject: r.subject, body: r.body } : defaults[l];
  };
  const updated = rows.map((r) => r.updatedAt.getTime()).sort((a, b) => b - a)[0];
  const attributes: NotificationTemplateAttributes = {
    ...(listResource(key, rows, locale).attributes as Omit<NotificationTemplateAttributes, "placeholders">),
    placeholders: [...meta.placeholders],
    lists: Object.fromEntries(Object.entries(meta.lists ?? {}).map(([k, v]) => [k, [...v]])),
    translations: { nl: text("nl"), en: text("en") },
    defaults,
    updated_at: updated === undefined ? null : iso(new Date(updated)),
  };
  return { type: "notification_template", id: key, attributes: attributes as unknown as Record<string, unknown> };
}

/** One language's subject and body from the body: strings, sanitized, within bounds, placeholders checked. */
function checkedText(key: TemplateKey, value: unknown, pointer: string): TemplateText {
  if (!value || typeof value !== "object" || Array.isArray(value))
    throw new ApiError(422, { code: "validation_failed", field: "invalid", pointer });
  const v = value as Record<string, unknown>;
  onlyAttributes(v, ["subject", "body"], pointer);
  const errors: ErrorSpec[] = [];
  const out: Record<string, string> = {};
  for (const [field, max] of [
    ["subject", SUBJECT_MAX],
    ["body", BODY_MAX],
  ] as const) {
    const raw = v[field];
    const p = `${pointer}/${field}`;
    if (typeof raw !== "string") {
      errors.push({
        code: "validation_failed",
        field: raw === undefined || raw === null ? "blank" : "invalid",
        pointer: p,
      });
      continue;
    }
    const clean = sanitizeTemplateText(raw, field === "subject");
    if (!clean) errors.push({ code: "validation_failed", field: "blank", pointer: p });
    else if (clean.length > max)
      errors.push({ code: "validation_failed", field: "too_long", pointer: p, params: { max } });
    else
      try {
        checkTemplate(key, clean);
        out[field] = clean;
      } catch (err) {
        if (!(err instanceof TemplateProblem)) throw err;
        errors.push({
          code: "validation_failed",
          field: err.code,
          pointer: p,
          params: {
            name: err.detail.slice(0, 60),
            allowed: TEMPLATE_META[key].placeholders.map((n) => `{{${n}}}`).join(", "),
          },
        });
      }
  }
  if (errors.length) throw new ApiError(422, errors);
  return { subject: out.subject!, body: out.body! };
}

function draftOf(req: FastifyRequest, key: TemplateKey): { locale: Locale; text: TemplateText } {
  const attrs = bodyAttributes(req, { type: "notification_template_preview" });
  const base = attributesBase(req);
  onlyAttributes(attrs, ["locale", "subject", "body"], base);
  const locale = attrs.locale;
  if (locale !== "nl" && locale !== "en")
    throw new ApiError(422, { code: "validation_failed", field: "invalid", pointer: `${base}/locale` });
  return { locale, text: checkedText(key, { subject: attrs.subject, body: attrs.body }, base) };
}

export function registerNotificationTemplateRoutes(app: FastifyInstance) {
  installTemplateMessages();
  registerMailLogoRoute(app);
  const required = { config: { auth: "required" as const } };
  const base = API_PATHS.notificationTemplates;
  const ctxOf = (req: FastifyRequest): MessageContext => ({
    center: req.center,
    baseUrl: centerBaseUrl(req),
    log: (msg, err) => req.log.warn({ err }, msg),
  });

  app.get(base, required, async (req, reply) => {
    requireStaff(req);
    const rows = await inTenant(req, (tx) =>
      tx.select().from(notificationTemplateOverrides).where(eq(notificationTemplateOverrides.centerId, req.center.id)),
    );
    const locale = requestLocale(req);
    return jsonApi(reply).send(
      document(
        req,
        TEMPLATE_KEYS.map((k) =>
          listResource(
            k,
            rows.filter((r) => r.key === k),
            locale,
          ),
        ),
      ),
    );
  });

  const answer = async (req: FastifyRequest, reply: FastifyReply, key: TemplateKey, tx?: Tx) => {
    const rows = tx
      ? await findOverrides(tx, req.center.id, key)
      : await inTenant(req, (t) => findOverrides(t, req.center.id, key));
    return jsonApi(reply).send(document(req, templateResource(key, rows, requestLocale(req))));
  };

  app.get(`${base}/:key`, required, async (req, reply) => {
    requireStaff(req);
    return answer(req, reply, keyOf(req));
  });

  app.patch(`${base}/:key`, required, async (req, reply) => {
    const actor = requireStaff(req);
    const key = keyOf(req);
    const attrs = bodyAttributes(req, { type: "notification_template" });
    const at = attributesBase(req);
    onlyAttributes(attrs, ["translations"], at);
    const t = attrs.translations;
    if (!t || typeof t !== "object" || Array.isArray(t))
      throw new ApiError(422, { code: "validation_failed", field: "blank", pointer: `${at}/translations` });
    onlyAttributes(t as Record<string, unknown>, LOCALES, `${at}/translations`);
    const texts: Partial<Record<Locale, TemplateText>> = {};
    const errors: ErrorSpec[] = [];
    for (const l of LOCALES) {
      const value = (t as Record<string, unknown>)[l];
      if (value === undefined) continue;
      try {
        texts[l] = checkedText(key, value, `${at}/translations/${l}`);
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
        errors.push(...err.errors);
      }
    }
    if (errors.length) throw new ApiError(422, errors);
    const rows = await inTenant(req, async (tx) => {
      const now = new Date(app.services.now());
      for (const [l, text] of Object.entries(texts) as [Locale, TemplateText][])
        await tx
          .insert(notificationTemplateOverrides)
          .values({ centerId: req.center.id, key, locale: l, ...text, updatedBy: actor.user.id, updatedAt: now })
          .onConflictDoUpdate({
            target: [
              notificationTemplateOverrides.centerId,
              notificationTemplateOverrides.key,
              notificationTemplateOverrides.locale,
            ],
            set: { ...text, updatedBy: actor.user.id, updatedAt: now },
          });
      await audit(
        tx,
        req,
        "notification_template_updated",
        { type: "notification_template", id: key },
        {
          locales: Object.keys(texts),
        },
      );
      return findOverrides(tx, req.center.id, key);
    });
    return jsonApi(reply).send(document(req, templateResource(key, rows, requestLocale(req))));
  });

  app.delete(`${base}/:key`, required, async (req, reply) => {
    requireStaff(req);
    const key = keyOf(req);
    await inTenant(req, async (tx) => {
      await tx
        .delete(notificationTemplateOverrides)
        .where(
          and(eq(notificationTemplateOverrides.centerId, req.center.id), eq(notificationTemplateOverrides.key, key)),
        );
      await audit(tx, req, "notification_template_reset", { type: "notification_template", id: key }, {});
    });
    return jsonApi(reply).send(document(req, templateResource(key, [], requestLocale(req))));
  });

  const rendered = (req: FastifyRequest, key: TemplateKey) => {
    const { locale, text } = draftOf(req, key);
    const ctx = ctxOf(req);
    const data = sampleData(key, locale, req.center.name, ctx.baseUrl);
    const actor = requireActor(req);
    data.recipient_name = displayName(actor.user);
    return { locale, msg: renderWithOverride(ctx, key, locale, data, text) };
  };

  app.post(`${base}/:key/preview`, required, async (req, reply) => {
    requireStaff(req);
    const key = keyOf(req);
    const { msg } = rendered(req, key);
    return jsonApi(reply).send(
      document(req, {
        type: "notification_template_preview",
        id: key,
        attributes: { subject: msg.subject, text: msg.text, html: msg.html },
      }),
    );
  });

  app.post(`${base}/:key/test_mail`, required, async (req, reply) => {
    const actor = requireStaff(req);
    const key = keyOf(req);
    limit(req, `template-test:${actor.user.id}`, { max: 10, windowMs: 60 * 60_000 });
    const { locale, msg } = rendered(req, key);
    const prefix = locale === "nl" ? "[Test] " : "[Test] ";
    await inTenant(req, (tx) =>
      enqueueMail(tx, req.center.id, {
        to: actor.user.email,
        subject: `${prefix}${msg.subject}`,
        text: msg.text,
        html: msg.html,
      }),
    );
    return jsonApi(reply, 202).send(
      document(req, { type: "notification_template_test_mail", id: key, attributes: { to: actor.user.email } }),
    );
  });

  const prefsResource = (prefs: Record<string, string> | null | undefined): Res => ({
    type: "notification_preferences",
    id: "current",
    attributes: { preferences: Object.fromEntries(PREFERENCE_KEYS.map((k) => [k, choiceOf(prefs, k)])) },
  });

  app.get(API_PATHS.notificationPreferences, required, async (req, reply) => {
    const actor = requireActor(req);
    const [row] = await inTenant(req, (tx) =>
      tx.select({ p: users.notificationPreferences }).from(users).where(eq(users.id, actor.user.id)).limit(1),
    );
    return jsonApi(reply).send(document(req, prefsResource(row?.p)));
  });

  app.patch(API_PATHS.notificationPreferences, required, async (req, reply) => {
    const actor = requireActor(req);
    const attrs = bodyAttributes(req, { type: "notification_preferences" });
    const at = attributesBase(req);
    onlyAttributes(attrs, ["preferences"], at);
    const p = attrs.preferences;
    if (!p || typeof p !== "object" || Array.isArray(p))
      throw new ApiError(422, { code: "validation_failed", field: "blank", pointer: `${at}/preferences` });
    const input = p as Record<string, unknown>;
    onlyAttributes(input, PREFERENCE_KEYS, `${at}/preferences`);
    const bad = Object.entries(input)
      .filter(([, v]) => !(DELIVERY_CHOICES as readonly unknown[]).includes(v))
      .map(([k]): ErrorSpec => ({ code: "validation_failed", field: "invalid", pointer: `${at}/preferences/${k}` }));
    if (bad.length) throw new ApiError(422, bad);
    const row = await inTenant(req, async (tx) => {
      const [current] = await tx
        .select({ p: users.notificationPreferences })
        .from(users)
        .where(eq(users.id, actor.user.id))
        .limit(1);
      const next = { ...(current?.p ?? {}), ...(input as Record<string, string>) };
      const [updated] = await tx
        .update(users)
        .set({ notificationPreferences: next })
        .where(eq(users.id, actor.user.id))
        .returning({ p: users.notificationPreferences });
      return updated;
    });
    return jsonApi(reply).send(document(req, prefsResource(row?.p)));
  });
}
