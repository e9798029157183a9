/**
 * The social map (PRODUCT.md section 4):
 *   GET    /api/v1/social_map_entries       the center's entries (public): filter[q] (name, description,
 *                                           street, town), filter[name_cont], filter[category_eq];
 *                                           sort=name|city|created_at (- for descending); page[number|size]
 *   GET    /api/v1/social_map_entries/{id}  one entry (public); another center's is a 404
 *   POST   /api/v1/social_map_entries       center staff
 *   PATCH  /api/v1/social_map_entries/{id}  center staff
 *   DELETE /api/v1/social_map_entries/{id}  center staff
 * Coordinates are entered by staff (no geocoder offline) and checked against their ranges.
 */
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { API_PATHS } from "@contract/paths.ts";
import {
  SOCIAL_MAP_CATEGORIES,
  badPeriods,
  coordinateProblems,
  socialMapEntrySchema,
  type SocialMapEntryInput,
} from "@contract/social-map.ts";
import { audit } from "../../audit.ts";
import { inTenant, jsonApi, requireActor } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { socialMapEntries } from "../../db/schema.ts";
import { ApiError, type ErrorSpec } from "../../http/errors.ts";
import {
  bodyAttributes,
  document,
  onlyAttributes,
  pagination,
  parseFilters,
  parseId,
  parsePage,
  parseSort,
} from "../../http/jsonapi.ts";
import { attributesBase, validate } from "../../http/validate.ts";
import { installSocialMapMessages } from "./messages.ts";
import { mayManageSocialMap } from "./policy.ts";
import { socialMapEntryResource } from "./serializer.ts";
import { SOCIAL_MAP_SORTS, findSocialMapEntry, socialMapPage, socialMapWhere, sortedHours } from "./service.ts";

const WRITE_ATTRIBUTES = Object.keys(socialMapEntrySchema.fields);
const updateSchema = socialMapEntrySchema.partial();
const FILTERS = {
  q: { kind: "text" as const },
  name_cont: { kind: "text" as const },
  category_eq: { kind: "enum" as const, values: SOCIAL_MAP_CATEGORIES },
};

type Columns = Partial<typeof socialMapEntries.$inferInsert>;

/** The input's columns; 422 for coordinates out of range or a period that closes before it opens. */
function columnsOf(input: Partial<SocialMapEntryInput>, base: string): Columns {
  const problems: ErrorSpec[] = coordinateProblems(input).map((p) => ({
    code: "validation_failed",
    field: "out_of_range",
    pointer: `${base}/${p.field}`,
    params: { min: p.min, max: p.max },
  }));
  const hours = (input.opening_hours ?? []) as { day: string; opens: string; closes: string }[];
  for (const i of badPeriods(hours))
    problems.push({
      code: "validation_failed",
      field: "closes_before_opens",
      pointer: `${base}/opening_hours/${i}/closes`,
    });
  if (problems.length) throw new ApiError(422, problems);
  const out: Columns = {};
  const opt = (v: string | null | undefined) => (v === undefined ? undefined : v || null);
  if (input.name !== undefined) out.name = input.name;
  if (input.category !== undefined) out.category = input.category;
  if (input.city !== undefined) out.city = input.city;
  if (input.latitude !== undefined) out.latitude = input.latitude;
  if (input.longitude !== undefined) out.longitude = input.longitude;
  if (input.description !== undefined) out.description = opt(input.description);
  if (input.street !== undefined) out.street = opt(input.street);
  if (input.house_number !== undefined) out.houseNumber = opt(input.house_number);
  if (input.postcode !== undefined) out.postcode = opt(input.postcode?.replace(/^(\d{4}) ?([A-Z]{2})$/, "$1 $2"));
  if (input.phone !== undefined) out.phone = opt(input.phone);
  if (input.email !== undefined) out.email = opt(input.email);
  if (input.website !== undefined) out.website = opt(input.website);
  if (input.opening_hours !== undefined) out.openingHours = sortedHours(input.opening_hours as never);
  if (input.opening_hours_note !== undefined) out.openingHoursNote = opt(input.opening_hours_note);
  return out;
}

async function writable(tx: Tx, req: FastifyRequest, id: number) {
  const row = await findSocialMapEntry(tx, req.center.id, id);
  if (!row) throw new ApiError(404, { code: "not_found" });
  return row;
}

function staff(req: FastifyRequest) {
  const actor = requireActor(req);
  if (!mayManageSocialMap(actor)) throw new ApiError(403, { code: "forbidden" });
  return actor;
}

/** The request's validated attributes (the whole schema on create, a part of it on update). */
async function inputOf(req: FastifyRequest, partial: boolean) {
  const attrs = bodyAttributes(req, { type: "social_map_entry" });
  const base = attributesBase(req);
  onlyAttributes(attrs, WRITE_ATTRIBUTES, base);
  const input = (await validate(partial ? updateSchema : socialMapEntrySchema, attrs, base)) as SocialMapEntryInput;
  return { attrs, input, columns: columnsOf(input, base) };
}

export function registerSocialMapRoutes(app: FastifyInstance) {
  installSocialMapMessages();
  const required = { config: { auth: "required" as const } };
  const now = () => new Date(app.services.now());

  app.get(API_PATHS.socialMapEntries, async (req, reply) => {
    const filters = parseFilters(req, FILTERS);
    const sort = parseSort(req, SOCIAL_MAP_SORTS, [{ field: "name", desc: false }]);
    const page = parsePage(req);
    const where = socialMapWhere(req.center.id, {
      q: filters.q as string | undefined,
      nameCont: filters.name_cont as string | undefined,
      category: filters.category_eq as string | undefined,
    });
    const { rows, total } = await inTenant(req, (tx) => socialMapPage(tx, where, sort, page));
    const { meta, links } = pagination(req, page, total);
    return jsonApi(reply).send(document(req, rows.map(socialMapEntryResource), { meta, links }));
  });

  app.get(`${API_PATHS.socialMapEntries}/:id`, async (req, reply) => {
    const key = (req.params as { id: string }).id;
    if (!/^\d{1,12}$/.test(key)) throw new ApiError(404, { code: "not_found" });
    const row = await inTenant(req, (tx) => findSocialMapEntry(tx, req.center.id, Number(key)));
    if (!row) throw new ApiError(404, { code: "not_found" });
    return jsonApi(reply).send(document(req, socialMapEntryResource(row)));
  });

  app.post(API_PATHS.socialMapEntries, required, async (req, reply) => {
    staff(req);
    const { input, columns } = await inputOf(req, false);
    const row = await inTenant(req, async (tx) => {
      const [created] = await tx
        .insert(socialMapEntries)
        .values({
          ...columns,
          centerId: req.center.id,
          name: input.name,
          category: input.category,
          city: input.city,
          latitude: input.latitude,
          longitude: input.longitude,
        })
        .returning();
      await audit(tx, req, "social_map_entry_created", { type: "social_map_entry", id: created!.id });
      return created!;
    });
    return jsonApi(reply, 201).send(document(req, socialMapEntryResource(row)));
  });

  app.patch(`${API_PATHS.socialMapEntries}/:id`, required, async (req, reply) => {
    staff(req);
    const id = parseId((req.params as { id: string }).id);
    const { attrs, columns } = await inputOf(req, true);
    const row = await inTenant(req, async (tx) => {
      await writable(tx, req, id);
      const [updated] = await tx
        .update(socialMapEntries)
        .set({ ...columns, updatedAt: now() })
        .where(eq(socialMapEntries.id, id))
        .returning();
      await audit(
        tx,
        req,
        "social_map_entry_updated",
        { type: "social_map_entry", id },
        { fields: Object.keys(attrs) },
      );
      return updated!;
    });
    return jsonApi(reply).send(document(req, socialMapEntryResource(row)));
  });

  app.delete(`${API_PATHS.socialMapEntries}/:id`, required, async (req, reply) => {
    staff(req);
    const id = parseId((req.params as { id: string }).id);
    await inTenant(req, async (tx) => {
      await writable(tx, req, id);
      await tx.delete(socialMapEntries).where(eq(socialMapEntries.id, id));
      await audit(tx, req, "social_map_entry_deleted", { type: "social_map_entry", id });
    });
    return reply.code(204).send();
  });
}
