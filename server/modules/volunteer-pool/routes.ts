/**
 * The volunteer pool (vrijwilligerspool, PRODUCT.md section 4), only where the center has the
 * `volunteer_profiles` feature (else 404):
 *   GET  /api/v1/pool_profile                  a volunteer: their own pool profile and consent
 *   PUT  /api/v1/pool_profile                  a volunteer: the whole profile; available=false leaves the pool at once
 *   GET  /api/v1/pool_volunteers               center staff: the available volunteers, searched and filtered, paged
 *   GET  /api/v1/pool_invitations              center staff: the invitations sent (filter[volunteer_id_eq]), paged
 *   POST /api/v1/pool_invitations              center staff: invite a pool volunteer to a published vacancy of the
 *                                              center (once per vacancy; POOL_INVITATIONS_PER_HOUR per staff member);
 *                                              the volunteer gets the `pool_invitation` message (in-app and mail)
 *   GET  /api/v1/pool_invitations/mine         a volunteer: their own invitations
 *   POST /api/v1/pool_invitations/:id/viewed   a volunteer: has seen their invitation (sent -> viewed)
 */
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { VACANCY_CATEGORIES, type VacancyCategory } from "@contract/vacancies.ts";
import {
  POOL_AVAILABILITY,
  POOL_INVITATIONS_PER_HOUR,
  POOL_PATHS,
  POOL_PROFILE_PAGE,
  POOL_QUERY_MAX,
  POOL_SKILLS,
  poolInvitationSchema,
  poolProfileSchema,
  type PoolProfileInput,
  type PoolSkill,
} from "@contract/volunteer-pool.ts";
import { audit } from "../../audit.ts";
import { centerBaseUrl, inTenant, jsonApi, limit, requireActor } from "../../context.ts";
import { rowsOf } from "../../db/client.ts";
import { poolInvitations, poolProfiles, users } from "../../db/schema.ts";
import { resolveLocation } from "../../geo/index.ts";
import { ApiError, requestLocale } from "../../http/errors.ts";
import {
  bodyAttributes,
  document,
  onlyAttributes,
  pagination,
  parseFilters,
  parseId,
  parsePage,
} from "../../http/jsonapi.ts";
import { attributesBase, validate } from "../../http/validate.ts";
import { USER_EXPORT_SECTIONS } from "../users/service.ts";
import { deliver } from "../notification-templates/service.ts";
import { installPoolMessages } from "./messages.ts";
import { mayJoinPool, mayManagePool } from "./policy.ts";
import { poolInvitationResource, poolProfileResource, poolVolunteerResource } from "./serializer.ts";
import { listInvitations, openVacancy, ownProfile, poolName, poolVolunteer, searchPool } from "./service.ts";

const PROFILE_ATTRIBUTES = Object.keys(poolProfileSchema.fields);
const INVITATION_ATTRIBUTES = Object.keys(poolInvitationSchema.fields);
const SEARCH_FILTERS = {
  q: { kind: "text" as const },
  skills_in: { kind: "enums" as const, values: POOL_SKILLS },
  categories_in: { kind: "enums" as const, values: VACANCY_CATEGORIES },
  availability_in: { kind: "enums" as const, values: POOL_AVAILABILITY },
  near: { kind: "text" as const },
  distance: { kind: "text" as const },
};
const INVITATION_FILTERS = { volunteer_id_eq: { kind: "id" as const } };
const HOUR = 3_600_000;

/** A page of a list: no caching (personal data), JSON:API with the pagination's meta and links. */
function sendPage(
  req: FastifyRequest,
  reply: FastifyReply,
  page: ReturnType<typeof parsePage>,
  total: number,
  resources: { type: string; id: string; attributes: object }[],
) {
  const p = pagination(req, page, total);
  return jsonApi(reply)
    .header("cache-control", "no-store")
    .send(document(req, resources as Parameters<typeof document>[1], { meta: p.meta, links: p.links }));
}

export function registerVolunteerPoolRoutes(app: FastifyInstance) {
  installPoolMessages();
  const now = () => new Date(app.services.now());
  // The person's own data export (GET /api/v1/current_user/export) holds their pool profile and invitations.
  if (!USER_EXPORT_SECTIONS.some((s) => s.name === "volunteer_pool"))
    USER_EXPORT_SECTIONS.push({
      name: "volunteer_pool",
      load: async (tx, userId) => ({
        profile:
          rowsOf(
            await tx.execute(sql`select available, available_since, skills, availability, place, travel_km, summary,
              created_at, updated_at from pool_profiles where user_id = ${userId}`),
          )[0] ?? null,
        invitations: rowsOf(
          await tx.execute(sql`select v.title as vacancy, i.message, i.viewed_at, i.created_at
              from pool_invitations i join vacancies v on v.id = i.vacancy_id where i.user_id = ${userId} order by i.id`),
        ),
      }),
    });

  const required = { config: { auth: "required" as const } };
  /** The feature is the center's: 404 where it is off (the meedoen variant), for everyone. */
  const featureOn = (req: FastifyRequest) => {
    if (!req.center.features.volunteer_profiles) throw new ApiError(404, { code: "not_found" });
  };
  const staff = (req: FastifyRequest) => {
    featureOn(req);
    const actor = requireActor(req);
    if (!mayManagePool(actor)) throw new ApiError(403, { code: "forbidden" });
    return actor;
  };
  const volunteer = (req: FastifyRequest) => {
    featureOn(req);
    const actor = requireActor(req);
    if (!mayJoinPool(actor)) throw new ApiError(403, { code: "forbidden" });
    return actor;
  };
  const noStore = { "cache-control": "no-store" };

  app.get(POOL_PATHS.profile, required, async (req, reply) => {
    const actor = volunteer(req);
    const row = await inTenant(req, (tx) => ownProfile(tx, actor.user.id));
    return jsonApi(reply)
      .headers(noStore)
      .send(document(req, poolProfileResource(actor.user.id, row, actor.user.interests as VacancyCategory[])));
  });

  app.put(POOL_PATHS.profile, required, async (req, reply) => {
    const actor = volunteer(req);
    const attrs = bodyAttributes(req, { type: "pool_profile" });
    const base = attributesBase(req);
    onlyAttributes(attrs, PROFILE_ATTRIBUTES, base);
    const input = (await validate(poolProfileSchema, attrs, base)) as PoolProfileInput;
    const place = input.place?.trim() || null;
    const point = place ? resolveLocation(place) : null;
    if (place && !point)
      throw new ApiError(422, { code: "unknown_place", pointer: `${base}/place`, params: { near: place } });
    if (input.available && !place)
      throw new ApiError(422, { code: "validation_failed", field: "place_required", pointer: `${base}/place` });
    const uniq = <T extends string>(all: readonly T[], chosen: readonly string[] | undefined) =>
      all.filter((v) => (chosen ?? []).includes(v));
    const at = now();
    const { row, interests } = await inTenant(req, async (tx) => {
      const current = await ownProfile(tx, actor.user.id);
      const values = {
        available: input.available,
        availableSince: input.available ? (current?.available ? current.availableSince : at) : null,
        skills: uniq(POOL_SKILLS, input.skills) as PoolSkill[],
        availability: uniq(POOL_AVAILABILITY, input.availability),
        place,
        latitude: point?.latitude ?? null,
        longitude: point?.longitude ?? null,
        travelKm: place ? (input.travel_km ?? null) : null,
        summary: input.summary?.trim() || null,
        updatedAt: at,
      };
      if (current) await tx.update(poolProfiles).set(values).where(eq(poolProfiles.userId, actor.user.id));
      else await tx.insert(poolProfiles).values({ ...values, userId: actor.user.id, centerId: req.center.id });
      const categories = uniq(VACANCY_CATEGORIES, input.categories) as VacancyCategory[];
      await tx.update(users).set({ interests: categories, updatedAt: at }).where(eq(users.id, actor.user.id));
      if ((current?.available ?? false) !== input.available)
        await audit(tx, req, input.available ? "pool_joined" : "pool_left", { type: "user", id: actor.user.id }, {});
      return { row: await ownProfile(tx, actor.user.id), interests: categories };
    });
    return jsonApi(reply).send(document(req, poolProfileResource(actor.user.id, row, interests)));
  });

  app.get(POOL_PATHS.volunteers, required, async (req, reply) => {
    staff(req);
    const filters = parseFilters(req, SEARCH_FILTERS);
    const page = parsePage(req);
    const q = ((filters.q as string | undefined) ?? "").slice(0, POOL_QUERY_MAX);
    const nearText = (filters.near as string | undefined)?.trim();
    const near = nearText ? resolveLocation(nearText) : null;
    if (nearText && !near)
      throw new ApiError(400, {
        code: "unknown_place",
        parameter: "filter[near]",
        params: { near: nearText.slice(0, 100) },
      });
    let distance: number | null = null;
    if (filters.distance !== undefined) {
      distance = Number(filters.distance);
      if (!Number.isInteger(distance) || distance < 1 || distance > 200 || !near)
        throw new ApiError(400, {
          code: "invalid_filter",
          parameter: "filter[distance]",
          params: { name: "distance" },
        });
    }
    const { rows, total } = await inTenant(req, (tx) =>
      searchPool(
        tx,
        req.center.id,
        {
          words: q.split(/\s+/).filter((w) => w.length > 0),
          skills: (filters.skills_in as PoolSkill[] | undefined) ?? [],
          categories: (filters.categories_in as VacancyCategory[] | undefined) ?? [],
          availability: (filters.availability_in as string[] | undefined) ?? [],
          near,
          distance,
        },
        page,
      ),
    );
    return sendPage(
      req,
      reply,
      page,
      total,
      rows.map((r) => poolVolunteerResource(r, requestLocale(req))),
    );
  });

  app.get(POOL_PATHS.invitations, required, async (req, reply) => {
    staff(req);
    const filters = parseFilters(req, INVITATION_FILTERS);
    const page = parsePage(req);
    const userId = filters.volunteer_id_eq === undefined ? undefined : Number(filters.volunteer_id_eq);
    const { rows, total } = await inTenant(req, (tx) => listInvitations(tx, req.center.id, { userId }, page));
    return sendPage(
      req,
      reply,
      page,
      total,
      rows.map((r) => poolInvitationResource(r, requestLocale(req))),
    );
  });

  app.post(POOL_PATHS.invitations, required, async (req, reply) => {
    const actor = staff(req);
    const attrs = bodyAttributes(req, { type: "pool_invitation" });
    const base = attributesBase(req);
    onlyAttributes(attrs, INVITATION_ATTRIBUTES, base);
    const input = await validate(poolInvitationSchema, attrs, base);
    limit(req, `poolinvite:${req.center.id}:${actor.user.id}`, { max: POOL_INVITATIONS_PER_HOUR, windowMs: HOUR });
    const center = req.center;
    const locale = requestLocale(req);
    const row = await inTenant(req, async (tx) => {
      const person = await poolVolunteer(tx, center.id, Number(input.volunteer_id));
      if (!person)
        throw new ApiError(422, { code: "validation_failed", field: "not_in_pool", pointer: `${base}/volunteer_id` });
      const vacancy = await openVacancy(tx, center.id, Number(input.vacancy_id));
      if (!vacancy)
        throw new ApiError(422, {
          code: "validation_failed",
          field: "vacancy_not_open",
          pointer: `${base}/vacancy_id`,
        });
      const [created] = await tx
        .insert(poolInvitations)
        .values({
          centerId: center.id,
          userId: Number(person.id),
          vacancyId: Number(vacancy.id),
          invitedBy: actor.user.id,
          message: input.message?.trim() || null,
          createdAt: now(),
        })
        .onConflictDoNothing()
        .returning({ id: poolInvitations.id });
      if (!created) throw new ApiError(409, { code: "already_invited", pointer: `${base}/vacancy_id` });
      const site = centerBaseUrl(req);
      const to = person.locale === "en" ? "en" : "nl";
      const path = `${POOL_PROFILE_PAGE}?uitnodiging=${created.id}#vrijwilligerspool`;
      await deliver(
        tx,
        { center, baseUrl: site, log: (msg, err) => req.log.warn({ err }, msg) },
        {
          key: "pool_invitation",
          recipient: { id: Number(person.id), email: person.email, locale: to },
          data: {
            recipient_name: poolName(person, ""),
            sender_name: [actor.user.firstName, actor.user.lastName].filter(Boolean).join(" ") || center.name,
            vacancy_title: vacancy.title,
            organization_name: vacancy.organization_name,
            message: input.message?.trim() ?? "",
            link: `${site}/vacancies/${vacancy.id}`,
            invitations_link: `${site}${path}`,
          },
          inApp: { kind: "pool_invitation", path },
        },
      );
      await audit(
        tx,
        req,
        "pool_invitation_sent",
        { type: "user", id: Number(person.id) },
        { vacancy_id: Number(vacancy.id) },
      );
      const { rows } = await listInvitations(tx, center.id, { id: created.id }, { number: 1, size: 1 });
      return rows[0]!;
    });
    return jsonApi(reply, 201).send(document(req, poolInvitationResource(row, locale)));
  });

  app.get(POOL_PATHS.myInvitations, required, async (req, reply) => {
    const actor = volunteer(req);
    const page = parsePage(req);
    const { rows, total } = await inTenant(req, (tx) =>
      listInvitations(tx, req.center.id, { userId: actor.user.id }, page),
    );
    return sendPage(
      req,
      reply,
      page,
      total,
      rows.map((r) => poolInvitationResource(r, requestLocale(req))),
    );
  });

  app.post(POOL_PATHS.invitationViewed(":id"), required, async (req, reply) => {
    const actor = volunteer(req);
    const id = parseId((req.params as { id: string }).id);
    const row = await inTenant(req, async (tx) => {
      const { rows } = await listInvitations(tx, req.center.id, { userId: actor.user.id, id }, { number: 1, size: 1 });
      if (!rows[0]) throw new ApiError(404, { code: "not_found" });
      if (!rows[0].viewed_at) {
        await tx.update(poolInvitations).set({ viewedAt: now() }).where(eq(poolInvitations.id, id));
        return (await listInvitations(tx, req.center.id, { id }, { number: 1, size: 1 })).rows[0]!;
      }
      return rows[0];
    });
    return jsonApi(reply).send(document(req, poolInvitationResource(row, requestLocale(req))));
  });
}
