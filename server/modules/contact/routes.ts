/**
 * The contact form (issue 16): POST /api/v1/contact_messages stores the message and mails it to
 * the center's contact person (else the center's public address, else its own organization's contact address). Signed-in users only, as the
 * specification lists /contactformulier without "(public)"; rate-limited per IP.
 */
import { and, asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { contactMessageSchema } from "@contract/contact.ts";
import { API_PATHS } from "@contract/paths.ts";
import { centerBaseUrl, clientIp, inTenant, jsonApi, limit, requireActor } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { contactMessages, organizationProfiles, organizations } from "../../db/schema.ts";
import { ApiError, type ErrorSpec } from "../../http/errors.ts";
import { bodyAttributes, document, iso, onlyAttributes } from "../../http/jsonapi.ts";
import { attributesBase, validate } from "../../http/validate.ts";
import { deliver } from "../notification-templates/service.ts";
import { installSiteMessages } from "../news/messages.ts";

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
      const to = center.contactEmail ?? center.email ?? (await centerOrganizationEmail(tx, center.id));
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
}
