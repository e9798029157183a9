/**
 * Partners (issue 16):
 *   GET    /api/v1/partners       the center's partners in their order (public)
 *   POST   /api/v1/partners       center staff (added at the end, or at `position`)
 *   PATCH  /api/v1/partners/{id}  center staff; `position` moves the partner there, the others close up
 *   DELETE /api/v1/partners/{id}  center staff
 * Positions are kept 1..n without gaps.
 */
import { and, asc, eq, ne } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { API_PATHS } from "@contract/paths.ts";
import { PARTNERS_MAX, partnerSchema, type PartnerInput } from "@contract/partners.ts";
import { audit } from "../../audit.ts";
import { inTenant, jsonApi, requireActor } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { partners, type PartnerRow } from "../../db/schema.ts";
import { ApiError } from "../../http/errors.ts";
import { bodyAttributes, document, iso, onlyAttributes, parseId, type Res } from "../../http/jsonapi.ts";
import { attributesBase, validate } from "../../http/validate.ts";
import { managesCenter } from "../../policy.ts";
import { installSiteMessages } from "../news/messages.ts";

const WRITE_ATTRIBUTES = Object.keys(partnerSchema.fields);
const updateSchema = partnerSchema.partial();

export function partnerResource(p: PartnerRow): Res {
  return {
    type: "partner",
    id: String(p.id),
    attributes: {
      name: p.name,
      logo_url: p.logoUrl,
      link: p.link,
      description: p.description,
      position: p.position,
      created_at: iso(p.createdAt),
      updated_at: iso(p.updatedAt),
    },
    links: { self: API_PATHS.partner(p.id) },
  };
}

const ordered = (tx: Tx, centerId: number, except?: number) =>
  tx
    .select()
    .from(partners)
    .where(and(eq(partners.centerId, centerId), except ? ne(partners.id, except) : undefined))
    .orderBy(asc(partners.position), asc(partners.id));

/** Put `id` at `position` (1-based, clamped) among the others and number them all 1..n. */
async function place(tx: Tx, centerId: number, id: number, position: number | undefined) {
  const others = await ordered(tx, centerId, id);
  const at = Math.min(Math.max((position ?? others.length + 1) - 1, 0), others.length);
  const ids = [...others.slice(0, at).map((p) => p.id), id, ...others.slice(at).map((p) => p.id)];
  for (const [i, pid] of ids.entries())
    await tx
      .update(partners)
      .set({ position: i + 1 })
      .where(eq(partners.id, pid));
}

function columnsOf(input: Partial<PartnerInput>): Partial<typeof partners.$inferInsert> {
  const out: Partial<typeof partners.$inferInsert> = {};
  const opt = (v: string | null | undefined) => (v === undefined ? undefined : v || null);
  if (input.name !== undefined) out.name = input.name;
  if (input.logo_url !== undefined) out.logoUrl = opt(input.logo_url);
  if (input.link !== undefined) out.link = opt(input.link);
  if (input.description !== undefined) out.description = opt(input.description);
  return out;
}

async function writable(tx: Tx, req: FastifyRequest, id: number) {
  const [row] = await tx
    .select()
    .from(partners)
    .where(and(eq(partners.id, id), eq(partners.centerId, req.center.id)))
    .limit(1);
  if (!row) throw new ApiError(404, { code: "not_found" });
  return row;
}

export function registerPartnerRoutes(app: FastifyInstance) {
  installSiteMessages();
  const required = { config: { auth: "required" as const } };
  const now = () => new Date(app.services.now());

  app.get(API_PATHS.partners, async (req, reply) => {
    const rows = await inTenant(req, (tx) => ordered(tx, req.center.id));
    return jsonApi(reply).send(document(req, rows.map(partnerResource), { meta: { total_count: rows.length } }));
  });

  app.post(API_PATHS.partners, required, async (req, reply) => {
    const actor = requireActor(req);
    if (!managesCenter(actor)) throw new ApiError(403, { code: "forbidden" });
    const attrs = bodyAttributes(req, { type: "partner" });
    const base = attributesBase(req);
    onlyAttributes(attrs, WRITE_ATTRIBUTES, base);
    const input = await validate(partnerSchema, attrs, base);
    const row = await inTenant(req, async (tx) => {
      if ((await ordered(tx, req.center.id)).length >= PARTNERS_MAX)
        throw new ApiError(422, {
          code: "validation_failed",
          field: "too_long",
          pointer: base,
          params: { max: PARTNERS_MAX },
        });
      const [created] = await tx
        .insert(partners)
        .values({ centerId: req.center.id, name: input.name, ...columnsOf(input), position: 0 })
        .returning();
      await place(tx, req.center.id, created!.id, input.position);
      await audit(tx, req, "partner_created", { type: "partner", id: created!.id });
      return writable(tx, req, created!.id);
    });
    return jsonApi(reply, 201).send(document(req, partnerResource(row)));
  });

  app.patch(`${API_PATHS.partners}/:id`, required, async (req, reply) => {
    const actor = requireActor(req);
    const id = parseId((req.params as { id: string }).id);
    if (!managesCenter(actor)) throw new ApiError(403, { code: "forbidden" });
    const attrs = bodyAttributes(req, { type: "partner" });
    const base = attributesBase(req);
    onlyAttributes(attrs, WRITE_ATTRIBUTES, base);
    const input = (await validate(updateSchema, attrs, base)) as Partial<PartnerInput>;
    const row = await inTenant(req, async (tx) => {
      await writable(tx, req, id);
      await tx
        .update(partners)
        .set({ ...columnsOf(input), updatedAt: now() })
        .where(eq(partners.id, id));
      if (input.position !== undefined) await place(tx, req.center.id, id, input.position);
      await audit(tx, req, "partner_updated", { type: "partner", id }, { fields: Object.keys(attrs) });
      return writable(tx, req, id);
    });
    return jsonApi(reply).send(document(req, partnerResource(row)));
  });

  app.delete(`${API_PATHS.partners}/:id`, required, async (req, reply) => {
    const actor = requireActor(req);
    const id = parseId((req.params as { id: string }).id);
    if (!managesCenter(actor)) throw new ApiError(403, { code: "forbidden" });
    await inTenant(req, async (tx) => {
      await writable(tx, req, id);
      await tx.delete(partners).where(eq(partners.id, id));
      const rest = await ordered(tx, req.center.id);
      for (const [i, p] of rest.entries())
        if (p.position !== i + 1)
          await tx
            .update(partners)
            .set({ position: i + 1 })
            .where(eq(partners.id, p.id));
      await audit(tx, req, "partner_deleted", { type: "partner", id });
    });
    return reply.code(204).send();
  });
}
