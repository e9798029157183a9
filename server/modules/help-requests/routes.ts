/**
 * One-on-one help (een-op-een-hulp, PRODUCT.md section 4):
 *   POST   /api/v1/help_requests       a resident's request (public; only where the center has the
 *                                      peer_to_peer feature, else 404; rate-limited per IP); mailed
 *                                      to the center's contact person, confirmed to the resident
 *   GET    /api/v1/help_requests       center staff: newest first, paged; filter[status_in], filter[q]
 *   GET    /api/v1/help_requests/:id   center staff
 *   PATCH  /api/v1/help_requests/:id   center staff: status (HELP_REQUEST_TRANSITIONS), volunteer_id, note;
 *                                      the newly matched volunteer gets a mail
 * Residents never read requests back: the create answer is a receipt without the request.
 */
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { canTransition } from "@contract/enums.ts";
import {
  HELP_REQUEST_STATUSES,
  HELP_REQUEST_TRANSITIONS,
  helpRequestSchema,
  helpRequestUpdateSchema,
  type HelpRequestStatus,
  type HelpRequestUpdateInput,
} from "@contract/help-requests.ts";
import { API_PATHS } from "@contract/paths.ts";
import { audit } from "../../audit.ts";
import { centerBaseUrl, clientIp, inTenant, jsonApi, limit, requireActor } from "../../context.ts";
import { helpRequests } from "../../db/schema.ts";
import { ApiError, requestLocale, type ErrorSpec } from "../../http/errors.ts";
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
import { attributesBase, validate } from "../../http/validate.ts";
import { deliver } from "../notification-templates/service.ts";
import { centerContactEmail } from "../contact/routes.ts";
import { displayName } from "../users/service.ts";
import { HELP_KIND_LABELS, installHelpRequestMessages } from "./messages.ts";
import { mayManageHelpRequests } from "./policy.ts";
import { helpRequestResource } from "./serializer.ts";
import { centerVolunteer, findHelpRequest, listHelpRequests } from "./service.ts";

const CREATE_ATTRIBUTES = Object.keys(helpRequestSchema.fields);
const UPDATE_ATTRIBUTES = Object.keys(helpRequestUpdateSchema.fields);
const FILTERS = {
  status_in: { kind: "enums" as const, values: HELP_REQUEST_STATUSES },
  q: { kind: "text" as const },
};

const contactOf = (r: { email: string | null; phone: string | null }) => [r.email, r.phone].filter(Boolean).join(", ");

export function registerHelpRequestRoutes(app: FastifyInstance) {
  installHelpRequestMessages();
  const now = () => new Date(app.services.now());

  app.post(API_PATHS.helpRequests, async (req, reply) => {
    const center = req.center;
    if (!center.features.peer_to_peer) throw new ApiError(404, { code: "not_found" });
    const attrs = bodyAttributes(req, { type: "help_request" });
    const base = attributesBase(req);
    onlyAttributes(attrs, CREATE_ATTRIBUTES, base);
    const extra: ErrorSpec[] = [];
    if (attrs.consent !== true)
      extra.push({ code: "validation_failed", field: "help_consent_required", pointer: `${base}/consent` });
    const filled = (v: unknown) => typeof v === "string" && v.trim() !== "";
    if (!filled(attrs.email) && !filled(attrs.phone))
      extra.push({ code: "validation_failed", field: "contact_required", pointer: `${base}/email` });
    let input;
    try {
      input = await validate(helpRequestSchema, { ...attrs, consent: true }, base);
    } catch (err) {
      if (err instanceof ApiError && extra.length) throw new ApiError(err.status, [...err.errors, ...extra]);
      throw err;
    }
    if (extra.length) throw new ApiError(422, extra);
    limit(req, `help:ip:${clientIp(req)}`, app.services.limits.signupPerIp);
    const locale = requestLocale(req);
    const row = await inTenant(req, async (tx) => {
      const [r] = await tx
        .insert(helpRequests)
        .values({
          centerId: center.id,
          name: input.name,
          email: input.email || null,
          phone: input.phone || null,
          kind: input.kind,
          description: input.description,
          area: input.area,
          consentAt: now(),
          ip: clientIp(req),
        })
        .returning();
      const site = centerBaseUrl(req);
      const ctx = { center, baseUrl: site, log: (msg: string, err: unknown) => req.log.warn({ err }, msg) };
      const to = await centerContactEmail(tx, center);
      const staffLocale = center.defaultLocale === "en" ? "en" : "nl";
      const data = {
        requester_name: r!.name,
        requester_contact: contactOf(r!),
        area: r!.area,
        description: r!.description,
      };
      if (to)
        await deliver(tx, ctx, {
          key: "help_request_received",
          recipient: { id: null, email: to, locale: staffLocale },
          data: {
            ...data,
            recipient_name: center.contactName ?? "",
            kind_label: HELP_KIND_LABELS[r!.kind][staffLocale],
            link: `${site}/een-op-een-hulp/aanvragen?aanvraag=${r!.id}`,
          },
        });
      if (r!.email)
        await deliver(tx, ctx, {
          key: "help_request_confirmation",
          recipient: { id: null, email: r!.email, locale },
          data: {
            recipient_name: r!.name,
            kind_label: HELP_KIND_LABELS[r!.kind][locale],
            link: `${site}/een-op-een-hulp`,
          },
        });
      return r!;
    });
    const attributes = { status: "new" as const, created_at: iso(row.createdAt)! };
    return jsonApi(reply, 201).send(document(req, { type: "help_request", id: String(row.id), attributes }));
  });

  const staff = (req: FastifyRequest) => {
    const actor = requireActor(req);
    if (!mayManageHelpRequests(actor)) throw new ApiError(403, { code: "forbidden" });
    return actor;
  };
  const required = { config: { auth: "required" as const } };

  app.get(API_PATHS.helpRequests, required, async (req, reply) => {
    staff(req);
    const filters = parseFilters(req, FILTERS);
    const page = parsePage(req);
    const { rows, total } = await inTenant(req, (tx) =>
      listHelpRequests(
        tx,
        req.center.id,
        { statuses: filters.status_in as HelpRequestStatus[] | undefined, q: filters.q as string | undefined },
        page,
      ),
    );
    const p = pagination(req, page, total);
    return jsonApi(reply)
      .header("cache-control", "no-store")
      .send(document(req, rows.map(helpRequestResource), { meta: p.meta, links: p.links }));
  });

  app.get(`${API_PATHS.helpRequests}/:id`, required, async (req, reply) => {
    staff(req);
    const id = parseId((req.params as { id: string }).id);
    const row = await inTenant(req, (tx) => findHelpRequest(tx, req.center.id, id));
    if (!row) throw new ApiError(404, { code: "not_found" });
    return jsonApi(reply)
      .header("cache-control", "no-store")
      .send(document(req, helpRequestResource(row)));
  });

  app.patch(`${API_PATHS.helpRequests}/:id`, required, async (req, reply) => {
    staff(req);
    const id = parseId((req.params as { id: string }).id);
    const attrs = bodyAttributes(req, { type: "help_request" });
    const base = attributesBase(req);
    onlyAttributes(attrs, UPDATE_ATTRIBUTES, base);
    const input = (await validate(helpRequestUpdateSchema, attrs, base)) as HelpRequestUpdateInput;
    const center = req.center;
    const row = await inTenant(req, async (tx) => {
      const current = await findHelpRequest(tx, center.id, id);
      if (!current) throw new ApiError(404, { code: "not_found" });
      const set: Partial<typeof helpRequests.$inferInsert> = { updatedAt: now() };
      const status = (input.status ?? current.status) as HelpRequestStatus;
      if (status !== current.status && !canTransition(HELP_REQUEST_TRANSITIONS, current.status, status))
        throw new ApiError(422, { code: "validation_failed", field: "status_transition", pointer: `${base}/status` });
      if (status !== current.status) set.status = status;
      let volunteerId = current.volunteerId;
      let volunteer: Awaited<ReturnType<typeof centerVolunteer>>;
      if (input.volunteer_id !== undefined) {
        volunteerId = input.volunteer_id === null ? null : Number(input.volunteer_id);
        if (volunteerId !== null) {
          volunteer = await centerVolunteer(tx, center.id, volunteerId);
          if (!volunteer)
            throw new ApiError(422, {
              code: "validation_failed",
              field: "not_a_volunteer",
              pointer: `${base}/volunteer_id`,
            });
        }
        set.volunteerId = volunteerId;
      }
      // Back to finding a volunteer: the match that fell through goes.
      if (status === "matching" && current.status === "matched" && input.volunteer_id === undefined)
        set.volunteerId = volunteerId = null;
      if (status === "matched" && volunteerId === null)
        throw new ApiError(422, {
          code: "validation_failed",
          field: "volunteer_required",
          pointer: `${base}/volunteer_id`,
        });
      const newlyMatched =
        status === "matched" && (current.status !== "matched" || current.volunteerId !== volunteerId);
      if (newlyMatched) set.matchedAt = now();
      if (input.note !== undefined) set.note = input.note || null;
      await tx.update(helpRequests).set(set).where(eq(helpRequests.id, id));
      if (newlyMatched) {
        volunteer ??= await centerVolunteer(tx, center.id, volunteerId!);
        if (volunteer) {
          const locale = volunteer.locale === "en" ? "en" : "nl";
          await deliver(
            tx,
            { center, baseUrl: centerBaseUrl(req), log: (msg, err) => req.log.warn({ err }, msg) },
            {
              key: "help_request_matched",
              recipient: { id: volunteer.id, email: volunteer.email, locale },
              data: {
                recipient_name: displayName(volunteer),
                requester_name: current.name,
                requester_contact: contactOf(current),
                kind_label: HELP_KIND_LABELS[current.kind][locale],
                area: current.area,
                description: current.description,
              },
            },
          );
        }
      }
      await audit(tx, req, "help_request_updated", { type: "help_request", id }, { fields: Object.keys(attrs) });
      return (await findHelpRequest(tx, center.id, id))!;
    });
    return jsonApi(reply).send(document(req, helpRequestResource(row)));
  });
}
