/** Vacancies: management list, detail, create, update (status transitions), delete, bulk update, public search. */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { InferType } from "yup";
import { API_PATHS } from "@contract/paths.ts";
import { IMAGE_URL_PATTERN, VACANCY_LIST_MAX, type VacancyCategory } from "@contract/vacancies.ts";
import { vacancyBulkUpdateSchema, vacancySchema } from "@contract/vacancy-schemas.ts";
import { audit } from "../../audit.ts";
import { centerBaseUrl, inTenant, jsonApi, requireActor } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { organizations, vacancies } from "../../db/schema.ts";
import { ApiError, renderError, requestLocale, type ErrorSpec } from "../../http/errors.ts";
import {
  Included,
  bodyAttributes,
  document,
  onlyAttributes,
  pagination,
  parseFilters,
  parseId,
  parseInclude,
  parsePage,
  parseSort,
} from "../../http/jsonapi.ts";
import { run } from "../../perf/statements.ts";
import { belongsToOrganization, managesCenter, type Actor } from "../../policy.ts";
import { announceNewVacancies } from "../saved-searches/service.ts";
import { registerUploadRoutes, type UploadOptions } from "../uploads/routes.ts";
import { bulkRowDetail, installVacancyMessages } from "./messages.ts";
import { canRead, managesVacancy, mayManageVacancies } from "./policy.ts";
import { sanitizeDescription } from "./sanitize.ts";
import {
  SearchCache,
  answerWeight,
  parseSearch,
  enginePageRows,
  enginePageStatement,
  searchCaches,
  searchResult,
  searchStatement,
  searchSuggestions,
  syncCategoryNames,
  type SearchAnswer,
  type SearchRow,
} from "./search.ts";
import { SearchEngine, searchEngines } from "./engine.ts";
import { vacancyColumns, type VacancyRow } from "./serializer.ts";

import {
  VACANCY_FILTERS,
  VACANCY_INCLUDES,
  VACANCY_SORTS,
  applicationsCount,
  dutchToday,
  loadVacancy,
  locationColumns,
  organizationLocation,
  publishErrors,
  publishProblems,
  sanitizedTooLong,
  scopeConditions,
  transitionError,
  validateAttributes,
  vacancyConditions,
  vacancyOrder,
  vacancyResources,
} from "./service.ts";

/** Vacancies published for the first time: the saved searches they match hear of them (issue 18). */
const announce = (tx: Tx, req: FastifyRequest, ids: number[]) =>
  announceNewVacancies(
    tx,
    {
      center: req.center,
      baseUrl: centerBaseUrl(req),
      now: new Date(req.server.services.now()),
      log: (msg, err) => req.log.warn({ err }, msg),
    },
    ids,
  );

const WRITE_ATTRIBUTES = Object.keys(vacancySchema.fields);
const updateSchema = vacancySchema.partial();
const BASE = "/data/attributes";
type Input = Partial<InferType<typeof vacancySchema>>;

/** Register the vacancies and uploads modules (one line in server/app.ts). */
export function registerVacancyModules(app: FastifyInstance, options: UploadOptions = {}) {
  installVacancyMessages();
  registerVacancyRoutes(app);
  registerUploadRoutes(app, options);
}

/** The organization id of a create/update body: `attributes.organization_id` or `relationships.organization`. */
function organizationRef(req: FastifyRequest, attrs: Record<string, unknown>): { id: number; pointer: string } | null {
  const body = req.body as { data?: { relationships?: { organization?: { data?: { id?: unknown } | null } } } } | null;
  const rel = body?.data?.relationships?.organization;
  if (rel !== undefined) {
    const id = rel?.data?.id;
    const pointer = "/data/relationships/organization";
    if (typeof id !== "string" && typeof id !== "number")
      throw new ApiError(422, { code: "validation_failed", field: "invalid", pointer });
    if (!/^\d{1,12}$/.test(String(id)))
      throw new ApiError(422, { code: "validation_failed", field: "invalid", pointer });
    return { id: Number(id), pointer };
  }
  const raw = attrs.organization_id;
  if (raw === undefined || raw === null) return null;
  if ((typeof raw !== "string" && typeof raw !== "number") || !/^\d{1,12}$/.test(String(raw)))
    throw new ApiError(422, { code: "validation_failed", field: "invalid", pointer: `${BASE}/organization_id` });
  return { id: Number(raw), pointer: `${BASE}/organization_id` };
}

/** yup fills in defaults (an empty `address` object): keep only what the request sent. */
function sentOnly(input: Input, attrs: Record<string, unknown>): Input {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(input)) if (Object.hasOwn(attrs, k)) out[k] = v;
  return out as Input;
}

/** Checks yup cannot do: real dates, image URLs, centers to share with. */
function checkInput(req: FastifyRequest, input: Input): void {
  const errors: ErrorSpec[] = [];
  for (const k of ["start_date", "end_date"] as const) {
    const v = input[k];
    if (v && (Number.isNaN(Date.parse(v)) || new Date(v).toISOString().slice(0, 10) !== v))
      errors.push({ code: "validation_failed", field: "invalid", pointer: `${BASE}/${k}` });
  }
  if (input.image_url && !IMAGE_URL_PATTERN.test(input.image_url))
    errors.push({ code: "validation_failed", field: "invalid", pointer: `${BASE}/image_url` });
  const shared = input.shared_with_centers;
  if (shared && shared.length) {
    if (!req.center.features.centre_sharing)
      errors.push({ code: "validation_failed", field: "sharing_disabled", pointer: `${BASE}/shared_with_centers` });
    else
      shared.forEach((id, i) => {
        const c = req.server.services.centers.byId(Number(id));
        if (!c || c.id === req.center.id)
          errors.push({ code: "validation_failed", field: "invalid", pointer: `${BASE}/shared_with_centers/${i}` });
      });
  }
  if (errors.length) throw new ApiError(422, errors);
}

/** Input attributes -> columns (only what was sent). */
function columnsOf(input: Input): Partial<typeof vacancies.$inferInsert> {
  const out: Partial<typeof vacancies.$inferInsert> = {};
  const set = <K extends keyof typeof out>(k: K, v: (typeof out)[K] | undefined) => {
    if (v !== undefined) out[k] = v;
  };
  set("title", input.title);
  set("summary", input.summary === undefined ? undefined : input.summary || null);
  if (input.description !== undefined) {
    out.description = sanitizeDescription(input.description);
    sanitizedTooLong(out.description, `${BASE}/description`);
  }
  set("categories", input.categories ? [...new Set(input.categories)] : undefined);
  set("skills", input.skills ? [...new Set(input.skills.filter(Boolean))] : undefined);
  set("targetGroups", input.target_groups ? [...new Set(input.target_groups.filter(Boolean))] : undefined);
  set("remote", input.remote);
  set("hoursPerWeek", input.hours_per_week);
  set("schedule", input.schedule);
  set("startDate", input.start_date === undefined ? undefined : input.start_date || null);
  set("endDate", input.end_date === undefined ? undefined : input.end_date || null);
  set("positions", input.positions);
  set("minimumAge", input.minimum_age);
  set("vogRequired", input.vog_required);
  set("contactName", input.contact_name === undefined ? undefined : input.contact_name || null);
  set("contactEmail", input.contact_email === undefined ? undefined : input.contact_email || null);
  set("contactPhone", input.contact_phone === undefined ? undefined : input.contact_phone || null);
  set("imageUrl", input.image_url === undefined ? undefined : input.image_url || null);
  set("imageAlt", input.image_alt === undefined ? undefined : input.image_alt || null);
  set("sharedWithCenters", input.shared_with_centers ? [...new Set(input.shared_with_centers.map(Number))] : undefined);
  if (input.address !== undefined) {
    const loc = input.address
      ? locationColumns(input.address)
      : { street: null, houseNumber: null, postcode: null, city: null, latitude: null, longitude: null };
    Object.assign(out, loc, { addressId: null });
  }
  return out;
}

async function organizationInCenter(tx: Tx, req: FastifyRequest, actor: Actor, ref: { id: number; pointer: string }) {
  const [org] = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.id, ref.id), eq(organizations.centerId, req.center.id)))
    .limit(1);
  if (!org) throw new ApiError(404, { code: "not_found", pointer: ref.pointer });
  if (!belongsToOrganization(actor, org.id)) throw new ApiError(403, { code: "forbidden", pointer: ref.pointer });
  return org.id;
}

/**
 * The organizations among `ids` that are not approved (they may keep drafts, never publish). For a
 * write their rows are share-locked: a denial waits for this write and then closes what it
 * published, or this write sees the denial (the database refuses the rest: migration 0015).
 */
async function unapprovedOrganizations(tx: Tx, ids: number[], lock = true): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const query = tx
    .select({ id: organizations.id, status: organizations.status })
    .from(organizations)
    .where(inArray(organizations.id, [...new Set(ids)]));
  const rows = lock ? await query.for("share") : await query;
  const approved = new Set(rows.filter((r) => r.status === "approved").map((r) => r.id));
  return new Set(ids.filter((id) => !approved.has(id)));
}

/** Publishing for an organization that is not approved: 422 on the status. */
async function requireApprovedOrganization(tx: Tx, organizationId: number) {
  if ((await unapprovedOrganizations(tx, [organizationId])).size)
    throw new ApiError(422, {
      code: "validation_failed",
      field: "organization_not_approved",
      pointer: `${BASE}/status`,
    });
}

/**
 * The vacancy as this request may see it, else 404. Only approved organizations have public
 * vacancies: a closed one of a denied organization is not shown to the public either (shared ones
 * are published, so their organization is approved: migration 0015).
 */
async function visibleVacancy(tx: Tx, req: FastifyRequest, id: number): Promise<VacancyRow> {
  const v = await loadVacancy(tx, id);
  if (!v || !canRead(req.actor, v, req.center.id)) throw new ApiError(404, { code: "not_found" });
  if (
    v.centerId === req.center.id &&
    !managesVacancy(req.actor, v, req.center.id) &&
    (await unapprovedOrganizations(tx, [v.organizationId], false)).size
  )
    throw new ApiError(404, { code: "not_found" });
  return v;
}

/** The vacancy to change: 404 when it cannot be seen, 403 when it is seen but not managed (shared, public). */
async function writableVacancy(tx: Tx, req: FastifyRequest, actor: Actor, id: number): Promise<VacancyRow> {
  const v = await visibleVacancy(tx, req, id);
  if (!managesVacancy(actor, v, req.center.id)) throw new ApiError(403, { code: "forbidden" });
  return v;
}

export function registerVacancyRoutes(app: FastifyInstance) {
  const s = app.services;
  const required = { config: { auth: "required" as const } };
  const now = () => new Date(s.now());
  const sharingCenters = () =>
    s.centers
      .all()
      .filter((c) => c.features.centre_sharing)
      .map((c) => c.id);

  app.get(API_PATHS.vacancies, required, async (req, reply) => {
    const actor = requireActor(req);
    const include = parseInclude(req, VACANCY_INCLUDES);
    const filters = parseFilters(req, VACANCY_FILTERS);
    const sort = parseSort(req, VACANCY_SORTS, [{ field: "created_at", desc: true }]);
    const page = parsePage(req);
    if (!mayManageVacancies(actor)) throw new ApiError(403, { code: "forbidden" });
    const doc = await inTenant(req, async (tx) => {
      const where = and(
        ...scopeConditions(req, actor, managesCenter(actor)),
        ...vacancyConditions(filters, dutchToday(s.now())),
      );
      const rows = await tx
        .select({ ...vacancyColumns, total: sql<number>`count(*) over ()` })
        .from(vacancies)
        .where(where)
        .orderBy(...vacancyOrder(sort))
        .limit(page.size)
        .offset((page.number - 1) * page.size);
      let total = Number(rows[0]?.total ?? 0);
      if (!rows.length && page.number > 1) {
        const [c] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(vacancies)
          .where(where);
        total = Number(c?.n ?? 0);
      }
      const included = new Included();
      const data = await vacancyResources(tx, req, rows, include, included);
      const p = pagination(req, page, total);
      return document(req, data, { included, meta: p.meta, links: p.links });
    });
    return jsonApi(reply).send(doc);
  });

  // Anonymous answers of the last few seconds (search.ts). Any successful write may change what a
  // search finds: it forgets the writing center's answers, or all of them when that center shares
  // vacancies with others. Per process: with several processes another one's write shows within
  // the 5 s lifetime.
  const searchCache = new SearchCache<SearchAnswer>({
    ttlMs: 5_000,
    maxEntries: 1_000,
    // About the characters kept: at most some 32 MB, whatever the page sizes and descriptions.
    maxWeight: 16_000_000,
    weigh: answerWeight,
    now: s.now,
  });
  searchCaches.set(app, searchCache);
  // The search engine beside PostgreSQL (engine.ts): per center an index of the searchable
  // vacancies, built on a center's first search and again after any change it can see.
  const engine = new SearchEngine(s.database);
  searchEngines.set(app, engine);
  app.addHook("onClose", async () => engine.close());
  // The search finds categories by the names this build shows (migration 0020).
  app.addHook("onReady", async () => {
    await syncCategoryNames(s.database);
  });
  app.addHook("onSend", async (req, reply, payload) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS" || reply.statusCode >= 400)
      return payload;
    const center = req.center as typeof req.center | null;
    // A superadmin's write may reach into another center (moving an organization): forget everything.
    if (!center || center.features.centre_sharing || req.actor?.superadmin) {
      searchCache.invalidate();
      void engine.written();
    } else {
      searchCache.invalidate([center.id]);
      void engine.written([center.id]);
    }
    return payload;
  });

  app.get(API_PATHS.vacancySearch, async (req, reply) => {
    const search = parseSearch(req);
    const centerId = req.center.id;
    const sharing = sharingCenters();
    const load = async () => {
      // The engine's page (null: it cannot answer now), found before the transaction opens.
      const page = await engine.answer(centerId, search);
      return inTenant(req, async (tx): Promise<SearchAnswer> => {
        let raw: (SearchRow & { total?: number | null })[] | null = null;
        if (page) {
          const e = enginePageStatement(search, page);
          raw = enginePageRows(await run(s.database, tx, e.statement, e.values), page);
          // The index was behind (a change elsewhere): this search in SQL, the index built again.
          if (!raw) engine.behind(page);
          else engine.served();
        }
        if (!raw) {
          const q = searchStatement(search);
          raw = await run<SearchRow>(s.database, tx, q.statement, q.values);
        }
        const { rows, total } = searchResult(raw);
        const extra = new Map(
          rows.map((r) => [
            r.id,
            { distanceKm: search.near ? r.distanceKm : undefined, rank: search.words.length ? r.rank : undefined },
          ]),
        );
        const included = new Included();
        const organizations = search.include.has("organization")
          ? rows.flatMap((r) => (r.organization ? [r.organization] : []))
          : undefined;
        const logos = new Map(rows.map((r) => [r.organizationId, r.organizationLogoUrl ?? null]));
        const data = await vacancyResources(tx, req, rows, search.include, included, extra, { organizations, logos });
        // Nothing found for these words: what to try instead (only then: it costs a query).
        const suggestions = total === 0 && search.words.length ? await searchSuggestions(tx, search.words) : undefined;
        return { data, included: included.list(), total, suggestions };
      });
    };
    // Signed-in staff see applications counts: only anonymous answers are kept.
    const answer = req.actor
      ? await load()
      : await searchCache.through(SearchCache.key(centerId, sharing, search), centerId, load);
    const included = new Included();
    for (const r of answer.included) included.add(r);
    const p = pagination(req, search.page, answer.total);
    return jsonApi(reply).send(
      document(req, answer.data, {
        included,
        meta: {
          ...p.meta,
          ...(search.near
            ? { near: { label: search.near.label, latitude: search.near.latitude, longitude: search.near.longitude } }
            : {}),
          sort: search.sort,
          ...(answer.suggestions ? { suggestions: answer.suggestions } : {}),
        },
        links: p.links,
      }),
    );
  });

  app.get(`${API_PATHS.vacancies}/:id`, async (req, reply) => {
    const id = parseId((req.params as { id: string }).id);
    const include = parseInclude(req, VACANCY_INCLUDES);
    const doc = await inTenant(req, async (tx) => {
      const v = await visibleVacancy(tx, req, id);
      const included = new Included();
      const [res] = await vacancyResources(tx, req, [v], include, included);
      return document(req, res!, { included });
    });
    return jsonApi(reply).send(doc);
  });

  app.post(API_PATHS.vacancies, required, async (req, reply) => {
    const actor = requireActor(req);
    if (!mayManageVacancies(actor)) throw new ApiError(403, { code: "forbidden" });
    const attrs = bodyAttributes(req, { type: "vacancy" });
    onlyAttributes(attrs, WRITE_ATTRIBUTES);
    const orgRef = organizationRef(req, attrs);
    const input = sentOnly((await validateAttributes(vacancySchema, attrs, BASE)) as Input, attrs);
    if (!orgRef)
      throw new ApiError(422, { code: "validation_failed", field: "blank", pointer: `${BASE}/organization_id` });
    checkInput(req, input);
    const cols = columnsOf(input);
    const doc = await inTenant(req, async (tx) => {
      const organizationId = await organizationInCenter(tx, req, actor, orgRef);
      const status = input.status ?? "draft";
      const reason = transitionError("draft", status);
      if (reason)
        throw new ApiError(422, {
          code: "validation_failed",
          field: reason,
          pointer: `${BASE}/status`,
          params: { from: "draft", to: status },
        });
      if (status === "published") await requireApprovedOrganization(tx, organizationId);
      const location = input.address === undefined ? await organizationLocation(tx, organizationId) : null;
      const values = {
        remote: false,
        ...(location ?? {}),
        ...cols,
        centerId: req.center.id,
        organizationId,
        title: input.title!,
        status,
        publishedAt: status === "published" ? now() : null,
      };
      if (status === "published") {
        const problems = publishProblems({
          description: values.description ?? null,
          remote: values.remote ?? false,
          postcode: values.postcode ?? null,
          city: values.city ?? null,
        });
        if (problems.length) throw new ApiError(422, publishErrors(problems, BASE));
      }
      const [created] = await tx.insert(vacancies).values(values).returning(vacancyColumns);
      await audit(tx, req, "vacancy_created", { type: "vacancy", id: created!.id }, { status });
      if (status === "published") await announce(tx, req, [created!.id]);
      const included = new Included();
      const [res] = await vacancyResources(tx, req, [created!], parseInclude(req, VACANCY_INCLUDES), included);
      return document(req, res!, { included });
    });
    return jsonApi(reply, 201)
      .header("location", API_PATHS.vacancy((doc.data as { id: string }).id))
      .send(doc);
  });

  app.patch(`${API_PATHS.vacancies}/:id`, required, async (req, reply) => {
    const actor = requireActor(req);
    const id = parseId((req.params as { id: string }).id);
    const attrs = bodyAttributes(req, { type: "vacancy" });
    onlyAttributes(attrs, WRITE_ATTRIBUTES);
    const orgRef = organizationRef(req, attrs);
    const input = sentOnly((await validateAttributes(updateSchema, attrs, BASE)) as Input, attrs);
    checkInput(req, input);
    const cols = columnsOf(input);
    const doc = await inTenant(req, async (tx) => {
      const v = await writableVacancy(tx, req, actor, id);
      if (orgRef && orgRef.id !== v.organizationId)
        cols.organizationId = await organizationInCenter(tx, req, actor, orgRef);
      const status = input.status ?? v.status;
      const reason = transitionError(v.status, status);
      if (reason)
        throw new ApiError(422, {
          code: "validation_failed",
          field: reason,
          pointer: `${BASE}/status`,
          params: { from: v.status, to: status },
        });
      if (status === "published" && (v.status !== "published" || cols.organizationId !== undefined))
        await requireApprovedOrganization(tx, cols.organizationId ?? v.organizationId);
      const next = { ...v, ...cols, status };
      if (status === "published") {
        const problems = publishProblems(next);
        if (problems.length) throw new ApiError(422, publishErrors(problems, BASE));
      }
      const [updated] = await tx
        .update(vacancies)
        .set({
          ...cols,
          status,
          ...(status === "published" && !v.publishedAt ? { publishedAt: now() } : {}),
          updatedAt: now(),
        })
        .where(and(eq(vacancies.id, v.id), eq(vacancies.centerId, req.center.id)))
        .returning(vacancyColumns);
      // Published for the first time: new for the saved searches it matches.
      if (status === "published" && !v.publishedAt) await announce(tx, req, [v.id]);
      await audit(
        tx,
        req,
        status !== v.status ? "vacancy_status_changed" : "vacancy_updated",
        { type: "vacancy", id: v.id },
        { fields: Object.keys(attrs), ...(status !== v.status ? { from: v.status, to: status } : {}) },
      );
      const included = new Included();
      const [res] = await vacancyResources(tx, req, [updated!], parseInclude(req, VACANCY_INCLUDES), included);
      return document(req, res!, { included });
    });
    return jsonApi(reply).send(doc);
  });

  // Only drafts without applications are deleted; anything that was public is archived instead,
  // so applications and history stay.
  app.delete(`${API_PATHS.vacancies}/:id`, required, async (req, reply) => {
    const actor = requireActor(req);
    const id = parseId((req.params as { id: string }).id);
    await inTenant(req, async (tx) => {
      const v = await writableVacancy(tx, req, actor, id);
      const count = (await applicationsCount(tx, [v.id])).get(v.id) ?? 0;
      if (v.status !== "draft" || count > 0) throw new ApiError(409, { code: "vacancy_not_deletable" });
      await tx.delete(vacancies).where(and(eq(vacancies.id, v.id), eq(vacancies.centerId, req.center.id)));
      await audit(tx, req, "vacancy_deleted", { type: "vacancy", id: v.id }, { title: v.title });
    });
    return reply.code(204).send();
  });

  // Status and categories of many vacancies at once: every row is checked first; one failure
  // and nothing changes (422, one error per failed row, meta lists the rows that would have passed).
  app.post(API_PATHS.vacancyBulkUpdate, required, async (req, reply) => {
    const actor = requireActor(req);
    if (!mayManageVacancies(actor)) throw new ApiError(403, { code: "forbidden" });
    const body = req.body as { data?: Record<string, unknown> } | null;
    const direct = !!body?.data && typeof body.data === "object" && !Array.isArray(body.data) && "ids" in body.data;
    const base = direct ? "/data" : body && typeof body === "object" && "data" in body ? BASE : "";
    const attrs = direct
      ? Object.fromEntries(Object.entries(body.data!).filter(([k]) => k !== "type"))
      : bodyAttributes(req, { flat: true });
    onlyAttributes(attrs, ["ids", "status", "add_categories", "remove_categories"], base);
    const input = await validateAttributes(vacancyBulkUpdateSchema, attrs, base);
    if (!input.status && !input.add_categories?.length && !input.remove_categories?.length)
      throw new ApiError(422, { code: "validation_failed", field: "blank", pointer: `${base}/status` });
    const ids = input.ids.map(Number);
    const locale = requestLocale(req);
    const outcome = await inTenant(req, async (tx) => {
      const rows = await tx.select(vacancyColumns).from(vacancies).where(inArray(vacancies.id, ids));
      const byId = new Map(rows.map((r) => [r.id, r]));
      const unapproved =
        input.status === "published"
          ? await unapprovedOrganizations(
              tx,
              rows.filter((r) => r.status !== "published").map((r) => r.organizationId),
            )
          : new Set<number>();
      const failures: { index: number; reason: string; params: Record<string, unknown> }[] = [];
      const plans = new Map<number, { status: string; categories: string[]; publishedAt: Date | null }>();
      ids.forEach((id, index) => {
        const v = byId.get(id);
        if (!v || !canRead(actor, v, req.center.id))
          return void failures.push({ index, reason: "not_found", params: { id } });
        const params: Record<string, unknown> = { id, title: v.title };
        if (!managesVacancy(actor, v, req.center.id)) return void failures.push({ index, reason: "forbidden", params });
        const status = input.status ?? v.status;
        if (transitionError(v.status, status))
          return void failures.push({
            index,
            reason: "invalid_transition",
            params: { ...params, from: v.status, to: status },
          });
        const categories = [...new Set([...v.categories, ...(input.add_categories ?? [])])].filter(
          (c) => !(input.remove_categories ?? []).includes(c as VacancyCategory),
        );
        if (categories.length > VACANCY_LIST_MAX) return void failures.push({ index, reason: "too_long", params });
        if (status === "published") {
          if (v.status !== "published" && unapproved.has(v.organizationId))
            return void failures.push({ index, reason: "organization_not_approved", params });
          const [problem] = publishProblems(v);
          if (problem) return void failures.push({ index, reason: problem, params });
        }
        plans.set(id, {
          status,
          categories,
          publishedAt: status === "published" && !v.publishedAt ? now() : v.publishedAt,
        });
      });
      if (failures.length) {
        const failed = new Set(failures.map((f) => f.index));
        return {
          ok: false as const,
          errors: failures.map((f) => {
            const obj = renderError(
              422,
              { code: "validation_failed", field: f.reason, pointer: `${base}/ids/${f.index}` },
              locale,
            );
            return { ...obj, code: f.reason, detail: bulkRowDetail(f.reason, locale, f.params) };
          }),
          meta: {
            failed_ids: [...new Set(failures.map((f) => String(ids[f.index])))],
            succeeded_ids: [...new Set(ids.filter((_, i) => !failed.has(i)).map(String))],
          },
        };
      }
      const updated: VacancyRow[] = [];
      const firstPublished = [...plans.keys()].filter(
        (id) => plans.get(id)!.status === "published" && !byId.get(id)!.publishedAt,
      );
      for (const [id, plan] of plans) {
        const [row] = await tx
          .update(vacancies)
          .set({ status: plan.status, categories: plan.categories, publishedAt: plan.publishedAt, updatedAt: now() })
          .where(and(eq(vacancies.id, id), eq(vacancies.centerId, req.center.id)))
          .returning(vacancyColumns);
        if (!row) throw new ApiError(404, { code: "not_found" });
        updated.push(row);
      }
      await announce(tx, req, firstPublished);
      await audit(tx, req, "vacancies_bulk_updated", null, {
        ids: [...plans.keys()],
        status: input.status ?? null,
        add_categories: input.add_categories ?? [],
        remove_categories: input.remove_categories ?? [],
      });
      const data = await vacancyResources(tx, req, updated, new Set(), new Included());
      return { ok: true as const, doc: document(req, data, { meta: { total_count: updated.length } }) };
    });
    if (!outcome.ok) return jsonApi(reply, 422).send({ errors: outcome.errors, meta: outcome.meta });
    return jsonApi(reply).send(outcome.doc);
  });
}
