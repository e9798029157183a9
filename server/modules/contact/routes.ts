/**
 * The contact form (issue 16): POST /api/v1/contact_messages stores the message and mails it to
 * the center's contact person (else the center's public address, else its own organization's contact address). Signed-in users only, as the
 * specification lists /contactformulier without "(public)"; rate-limited per IP.
 * Center staff read the messages at /content/messages:
 *   GET    /api/v1/contact_messages       newest first, paged; filter[read_eq]=true|false; meta.unread
 *   PATCH  /api/v1/contact_messages/:id   { read: true | false }
 *   DELETE /api/v1/contact_messages/:id
 */
import { and, asc, eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { CONTACT_READ_FILTERS, contactMessageReadSchema, contactMessageSchema } from "@contract/contact.ts";
import { API_PATHS } from "@contract/paths.ts";
import { centerBaseUrl, clientIp, inTenant, jsonApi, limit, requireActor } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { contactMessages, organizationProfiles, organizations } from "../../db/schema.ts";
import { ApiError, type ErrorSpec } from "../../http/errors.ts";
import {
  bodyAttributes,
  document,
  iso,
  onlyAttributes,
  pagination,
  parseFilters,
  parseId,
  parsePage,
} from "../../http/jsonapi.ts";
import { audit } from "../../audit.ts";
import { attributesBase, validate } from "../../http/validate.ts";
import { deliver } from "../notification-templates/service.ts";
import { installSiteMessages } from "../news/messages.ts";
import { mayReadContactMessages } from "./policy.ts";
import { contactMessageResource } from "./serializer.ts";
import { deleteContactMessage, listContactMessages, setContactMessageRead } from "./service.ts";

const ATTRIBUTES = Object.keys(contactMessageSchema.fields);

/** Without a contact person or public address in the settings: the center's own organization's contact address. */
async function centerOrganizationEmail(tx: Tx, centerId: number): Promise<string | null> {
  const [row] = await tx
    .select({ contact: organizationProfiles.contactEmail, email: organizations.email })
    .from(organizations)
    .leftJoin(organizationProfiles, eq(organizationProfiles.organizationId, organizations.id))
    .where(and(eq(organizations.centerId, centerId), eq(organizations.organizationType, "VolunteerCenter")))
    .orderBy(asc(organizations.id))
    .limit(1);
  return row?.contact ?? row?.email ?? null;
}

/** Where a public form's mail goes: the contact person, else the center's public address, else its own organization's. */
export async function centerContactEmail(
  tx: Tx,
  center: { id: number; contactEmail: string | null; email: string | null },
): Promise<string | null> {
  return center.contactEmail ?? center.email ?? (await centerOrganizationEmail(tx, center.id));
}

export function registerContactRoutes(app: FastifyInstance) {
  installSiteMessages();
  app.post(API_PATHS.contactMessages, { config: { auth: "required" } }, async (req, reply) => {
    const actor = requireActor(req);
    const attrs = bodyAttributes(req, { type: "contact_message" });
    const base = attributesBase(req);
    onlyAttributes(attrs, ATTRIBUTES, base);
    const consent: ErrorSpec | null =
      attrs.consent === true
        ? null
        : { code: "validation_failed", field: "consent_required", pointer: `${base}/consent` };
    let input;
    try {
      input = await validate(contactMessageSchema, { ...attrs, consent: true }, base);
    } catch (err) {
      if (err instanceof ApiError && consent) throw new ApiError(err.status, [...err.errors, consent]);
      throw err;
    }
    if (consent) throw new ApiError(422, consent);
    limit(req, `contact:ip:${clientIp(req)}`, app.services.limits.signupPerIp);
    const center = req.center;
    const row = await inTenant(req, async (tx) => {
      const to = await centerContactEmail(tx, center);
      const [r] = await tx
        .insert(contactMessages)
        .values({
          centerId: center.id,
          userId: actor.user.id,
          name: input.name,
          email: input.email,
          subject: input.subject,
          message: input.message,
          consentAt: new Date(app.services.now()),
          ip: clientIp(req),
        })
        .returning();
      if (to) {
        const base = centerBaseUrl(req);
        await deliver(
          tx,
          { center, baseUrl: base, log: (msg, err) => req.log.warn({ err }, msg) },
          {
            key: "contact_form_received",
            recipient: { id: null, email: to, locale: center.defaultLocale === "en" ? "en" : "nl" },
            data: {
              recipient_name: center.contactName ?? "",
              sender_name: input.name,
              sender_email: input.email,
              subject: input.subject,
              message: input.message,
              link: `${base}/contactformulier`,
            },
          },
        );
      }
      return { ...r!, mailed: !!to };
    });
    return jsonApi(reply, 201).send(
      document(req, {
        type: "contact_message",
        id: String(row.id),
        attributes: {
          name: row.name,
          email: row.email,
          subject: row.subject,
          message: row.message,
          created_at: iso(row.createdAt),
          mailed: row.mailed,
        },
      }),
    );
  });

  const staff = (req: FastifyRequest) => {
    const actor = requireActor(req);
    if (!mayReadContactMessages(actor)) throw new ApiError(403, { code: "forbidden" });
    return actor;
  };

  app.get(API_PATHS.contactMessages, { config: { auth: "required" } }, async (req, reply) => {
    staff(req);
    const filters = parseFilters(req, { read_eq: { kind: "enum", values: CONTACT_READ_FILTERS } });
    const page = parsePage(req);
    const read = filters.read_eq === undefined ? undefined : filters.read_eq === "true";
    const { rows, total, unread } = await inTenant(req, (tx) => listContactMessages(tx, req.center.id, read, page));
    const p = pagination(req, page, total);
    return jsonApi(reply)
      .header("cache-control", "no-store")
      .send(document(req, rows.map(contactMessageResource), { meta: { ...p.meta, unread }, links: p.links }));
  });

  app.patch(`${API_PATHS.contactMessages}/:id`, { config: { auth: "required" } }, async (req, reply) => {
    staff(req);
    const id = parseId((req.params as { id: string }).id);
    const attrs = bodyAttributes(req, { type: "contact_message" });
    const base = attributesBase(req);
    onlyAttributes(attrs, ["read"], base);
    const input = await validate(contactMessageReadSchema, attrs, base);
    const row = await inTenant(req, (tx) =>
      setContactMessageRead(tx, req.center.id, id, input.read ? new Date(app.services.now()) : null),
    );
    if (!row) throw new ApiError(404, { code: "not_found" });
    return jsonApi(reply).send(document(req, contactMessageResource(row)));
  });

  app.delete(`${API_PATHS.contactMessages}/:id`, { config: { auth: "required" } }, async (req, reply) => {
    staff(req);
    const id = parseId((req.params as { id: string }).id);
    await inTenant(req, async (tx) => {
      if (!(await deleteContactMessage(tx, req.center.id, id))) throw new ApiError(404, { code: "not_found" });
      await audit(tx, req, "contact_message_deleted", { type: "contact_message", id });
    });
    return reply.code(204).send();
  });
}
