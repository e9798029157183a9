/** Organizations: lists, detail, signup, update, status transitions, delete. */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import * as yup from "yup";
import { type OrganizationStatus } from "@contract/enums.ts";
import { organizationReasonSchema, hasDependents, organizationStatusChangeSchema } from "@contract/organizations.ts";
import { API_PATHS } from "@contract/paths.ts";
import {
  addressSchema,
  organizationProfileSchema,
  organizationAttributesSchema,
  organizationSignupSchema,
  organizationUpdateSchema,
  userSignupSchema,
} from "@contract/schemas.ts";
import { audit } from "../../audit.ts";
import { hashPassword } from "../../auth/passwords.ts";
import { centerBaseUrl, clientIp, inTenant, jsonApi, limit, requireActor } from "../../context.ts";
import { rowsOf, type Tx } from "../../db/client.ts";
import { sentColumns } from "../../db/patch.ts";
import {
  addresses,
  organizationProfiles,
  organizations,
  roles,
  users,
  vacancies,
  type Organization,
} from "../../db/schema.ts";
import { ApiError } from "../../http/errors.ts";
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
import { validate } from "../../http/validate.ts";
import { authorizeStatusChange } from "./status.ts";
import { queueUserMail } from "../../mail/send.ts";
import { accountCenter, signupAccepted, tellExistingOwner } from "../users/known-address.ts";
import { administersOrganization, belongsToOrganization, isStaff, managesCenter, type Actor } from "../../policy.ts";
import { localeOf, notify } from "../notifications/service.ts";
import { ORGANIZATION_STATUS_LABELS } from "../notifications/templates.ts";
import { createUserToken } from "../users/service.ts";
import { sanitizeDescription } from "../vacancies/sanitize.ts";
import { mayEditOrganization, mayReviewOrganizations } from "./policy.ts";
import { installOrganizationMessages } from "./messages.ts";
import { organizationDependents } from "./review.ts";
import { registerOrganizationReviewRoutes } from "./review-routes.ts";
import {
  ORGANIZATION_FILTERS,
  ORGANIZATION_INCLUDES,
  ORGANIZATION_SORTS,
  findOrganization,
  listOrganizations,
  organizationResources,
} from "./service.ts";

const organizationReasonOnly = yup.object({ reason: organizationReasonSchema });
const UPDATE_ATTRIBUTES = ["name", "organization_type", "status", "email", "phone", "website", "description"] as const;
const PRIORITY_TYPES = ["School", "VolunteerCenter"];

async function visibleOrganization(tx: Tx, req: FastifyRequest, actor: Actor, id: number): Promise<Organization> {
  const org = await findOrganization(tx, req.center.id, id);
  if (!org || !belongsToOrganization(actor, org.id)) throw new ApiError(404, { code: "not_found" });
  return org;
}

/** Organizations of the current user in this center; center staff without memberships (superadmins) get the center's own. */
async function currentOrganizations(tx: Tx, req: FastifyRequest, actor: Actor): Promise<Organization[]> {
  const ids = [...actor.memberOrgIds];
  let list = ids.length
    ? await tx
        .select()
        .from(organizations)
        .where(and(inArray(organizations.id, ids), eq(organizations.centerId, req.center.id)))
        .orderBy(asc(organizations.id))
    : [];
  if (!list.length && managesCenter(actor))
    list = await tx
      .select()
      .from(organizations)
      .where(and(eq(organizations.centerId, req.center.id), eq(organizations.organizationType, "VolunteerCenter")))
      .orderBy(asc(organizations.id));
  return list;
}

/**
 * A status change away from approved takes the organization's published vacancies out of the bank:
 * the database closes them in the same statement (migration 0015). Counted first, under a lock on
 * the organization (publishing takes a share lock on it), so the admins are told what went offline.
 */
async function vacanciesGoingOffline(tx: Tx, org: Organization, to: string): Promise<number> {
  if (to === org.status || to === "approved") return 0;
  await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, org.id)).for("update");
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(vacancies)
    .where(and(eq(vacancies.organizationId, org.id), eq(vacancies.status, "published")));
  return Number(row?.n ?? 0);
}

/** The organization's admins hear of its new status, in the app and by mail, and of vacancies taken offline. */
async function notifyAdmins(
  tx: Tx,
  req: FastifyRequest,
  org: Organization,
  closedVacancies: number,
  reason: string | null = null,
) {
  const admins = await tx
    .select({ user: users })
    .from(roles)
    .innerJoin(users, eq(users.id, roles.userId))
    .where(and(eq(roles.organizationId, org.id), eq(roles.name, "admin")));
  for (const { user } of admins)
    await notify(tx, req, {
      kind: closedVacancies > 0 ? "organization_vacancies_closed" : "organization_status_changed",
      template:
        closedVacancies > 0
          ? "organization_vacancies_closed"
          : org.status === "approved"
            ? "organization_approved"
            : org.status === "denied"
              ? "organization_denied"
              : "organization_status_changed",
      recipient: user,
      params: {
        organization_name: org.name,
        status_label: ORGANIZATION_STATUS_LABELS[localeOf(user)][org.status as OrganizationStatus] ?? org.status,
        reason: reason ?? "",
      },
      path: `/organizations/${org.id}`,
    });
}

/**
 * One organization's status change by a reviewer (center staff): the transition table, the
 * center's own organization only for a superadmin, vacancies taken offline, the audit entry with
 * the reason, and the admins told (mail and in-app) with that reason.
 */
export async function changeStatus(
  tx: Tx,
  req: FastifyRequest,
  actor: Actor,
  org: Organization,
  to: OrganizationStatus,
  reason: string | null,
  base: string,
): Promise<Organization> {
  authorizeStatusChange(actor, org, to, reason, base);
  if (to === org.status) return org;
  const closed = await vacanciesGoingOffline(tx, org, to);
  const [updated] = await tx
    .update(organizations)
    .set({ status: to, updatedAt: new Date(req.server.services.now()) })
    .where(eq(organizations.id, org.id))
    .returning();
  await audit(
    tx,
    req,
    "organization_status_changed",
    { type: "organization", id: org.id },
    { from: org.status, to, ...(reason ? { reason } : {}), ...(closed ? { vacancies_closed: closed } : {}) },
  );
  await notifyAdmins(tx, req, updated!, closed, reason);
  return updated!;
}

export function registerOrganizationRoutes(app: FastifyInstance) {
  installOrganizationMessages();
  const s = app.services;
  const required = { config: { auth: "required" as const } };

  app.get(API_PATHS.currentOrganizations, required, async (req, reply) => {
    const actor = requireActor(req);
    const include = parseInclude(req, ORGANIZATION_INCLUDES);
    const doc = await inTenant(req, async (tx) => {
      const list = await currentOrganizations(tx, req, actor);
      const included = new Included();
      const data = await organizationResources(tx, req, list, include, included);
      return document(req, data, { included, meta: { total_count: list.length } });
    });
    return jsonApi(reply).send(doc);
  });

  app.get(API_PATHS.currentOrganization, required, async (req, reply) => {
    const actor = requireActor(req);
    const include = parseInclude(req, ORGANIZATION_INCLUDES);
    const doc = await inTenant(req, async (tx) => {
      let org: Organization | undefined;
      if (req.currentOrganizationId !== null)
        org = await visibleOrganization(tx, req, actor, req.currentOrganizationId);
      else {
        const list = await currentOrganizations(tx, req, actor);
        org = list.find((o) => PRIORITY_TYPES.includes(o.organizationType)) ?? list[0];
      }
      if (!org) throw new ApiError(404, { code: "not_found" });
      const included = new Included();
      const [res] = await organizationResources(tx, req, [org], include, included);
      return document(req, res!, { included });
    });
    return jsonApi(reply).send(doc);
  });

  app.get(API_PATHS.organizations, required, async (req, reply) => {
    const actor = requireActor(req);
    const include = parseInclude(req, ORGANIZATION_INCLUDES);
    const filters = parseFilters(req, ORGANIZATION_FILTERS);
    const sort = parseSort(req, ORGANIZATION_SORTS, [{ field: "name", desc: false }]);
    const page = parsePage(req);
    if (!isStaff(actor)) throw new ApiError(403, { code: "forbidden" });
    const doc = await inTenant(req, async (tx) => {
      // The page, the total and the included vacancies in one compiled statement.
      const { list, total } = await listOrganizations(tx, s.database, {
        centerId: req.center.id,
        filters,
        sort,
        page,
        memberIds: managesCenter(actor) ? null : [...actor.memberOrgIds],
        withVacancies: include.has("vacancies"),
      });
      const included = new Included();
      const data = await organizationResources(tx, req, list, include, included);
      const p = pagination(req, page, total);
      return document(req, data, { included, meta: p.meta, links: p.links });
    });
    return jsonApi(reply).send(doc);
  });

  app.get(`${API_PATHS.organizations}/:id`, required, async (req, reply) => {
    const actor = requireActor(req);
    const id = parseId((req.params as { id: string }).id);
    const include = parseInclude(req, ORGANIZATION_INCLUDES);
    if (!isStaff(actor)) throw new ApiError(403, { code: "forbidden" });
    const doc = await inTenant(req, async (tx) => {
      const org = await visibleOrganization(tx, req, actor, id);
      const included = new Included();
      const [res] = await organizationResources(tx, req, [org], include, included);
      // What depends on it: the profile offers delete only when nothing does, and the move screen shows what moves.
      const meta = mayEditOrganization(actor, org.id) ? { dependents: await organizationDependents(tx, org.id) } : {};
      return document(req, res!, { included, meta });
    });
    return jsonApi(reply).send(doc);
  });

  // Organization signup (visitor: pending organization + its first admin, confirmation mail),
  // or creation by a signed-in user (center staff: approved; others: pending, they become its admin).
  app.post(API_PATHS.organizations, async (req, reply) => {
    const actor = req.actor;
    const attrs = bodyAttributes(req, { type: "organization" });
    onlyAttributes(attrs, [...UPDATE_ATTRIBUTES.filter((a) => a !== "status"), "user"]);
    const base = "/data/attributes";
    const staff = managesCenter(actor);
    const { user: userAttrs, ...orgAttrs } = attrs;
    const input = staff
      ? await validate(organizationAttributesSchema, orgAttrs, base)
      : await validate(organizationSignupSchema, orgAttrs, base);
    if (input.organization_type === "VolunteerCenter" && !actor?.superadmin)
      throw new ApiError(403, { code: "forbidden", pointer: `${base}/organization_type` });
    if (!actor && (!userAttrs || typeof userAttrs !== "object" || Array.isArray(userAttrs)))
      throw new ApiError(422, { code: "validation_failed", field: "blank", pointer: `${base}/user` });
    const signup = actor
      ? undefined
      : await validate(userSignupSchema, { ...(userAttrs as Record<string, unknown>) }, `${base}/user`);
    if (!actor) limit(req, `signup:ip:${clientIp(req)}`, s.limits.signupPerIp);
    const hash = signup ? await hashPassword(signup.password, s.passwordCost) : null;
    const now = s.now();
    const doc = await inTenant(req, async (tx) => {
      // A visitor whose address already has an account: no organization, no second account; the
      // owner is told where theirs is (signed in, they can register the organization) and the
      // answer is the same (issue 14, point 5).
      if (!actor && signup && (await accountCenter(tx, signup.email)) !== undefined) return null;
      const [org] = await tx
        .insert(organizations)
        .values({
          centerId: req.center.id,
          name: input.name,
          organizationType: input.organization_type,
          status: staff ? "approved" : "pending",
          email: input.email ?? null,
          phone: input.phone ?? null,
          website: input.website ?? null,
          description: sanitizeDescription(input.description),
        })
        .returning();
      if (!actor && signup) {
        const [user] = await tx
          .insert(users)
          .values({
            centerId: req.center.id,
            email: signup.email,
            encryptedPassword: hash,
            firstName: signup.first_name,
            lastName: signup.last_name,
            phone: signup.phone ?? null,
            locale: signup.locale ?? "nl",
            status: "active",
            confirmationSentAt: new Date(now),
          })
          .returning();
        await tx
          .insert(roles)
          .values({ centerId: req.center.id, userId: user!.id, name: "admin", organizationId: org!.id });
        const token = await createUserToken(tx, req.center.id, user!.id, "confirmation", now);
        await queueUserMail(tx, req, user!, "confirmation_instructions", {
          url: `${centerBaseUrl(req)}/confirm?confirmation_token=${token}`,
        });
        await audit(
          tx,
          req,
          "organization_signup",
          { type: "organization", id: org!.id },
          { user_id: user!.id },
          user!.id,
        );
      } else if (actor && !staff) {
        await tx
          .insert(roles)
          .values({ centerId: req.center.id, userId: actor.user.id, name: "admin", organizationId: org!.id });
        await audit(tx, req, "organization_created", { type: "organization", id: org!.id });
      } else {
        await audit(tx, req, "organization_created", { type: "organization", id: org!.id });
      }
      const [res] = await organizationResources(tx, req, [org!], new Set(), new Included());
      return document(req, res!);
    });
    if (!actor) {
      if (!doc) await tellExistingOwner(req, signup!.email);
      return jsonApi(reply, 201).send(signupAccepted(req));
    }
    return jsonApi(reply, 201).send(doc);
  });

  app.put(`${API_PATHS.organizations}/:id`, required, async (req, reply) => {
    const actor = requireActor(req);
    const id = parseId((req.params as { id: string }).id);
    if (!isStaff(actor)) throw new ApiError(403, { code: "forbidden" });
    const attrs = bodyAttributes(req, { type: "organization" });
    onlyAttributes(attrs, [...UPDATE_ATTRIBUTES, "address", "profile", "reason"]);
    const base = "/data/attributes";
    const { address: addressAttrs, profile: profileAttrs, reason: reasonAttr, ...orgAttrs } = attrs;
    const input = await validate(organizationUpdateSchema, orgAttrs, base);
    const reasonText = (await validate(organizationReasonOnly, { reason: reasonAttr }, base)).reason ?? null;
    if (input.description) input.description = sanitizeDescription(input.description);
    const nested = async (
      value: unknown,
      schema: typeof addressSchema | typeof organizationProfileSchema,
      key: string,
      allowed: string[],
    ) => {
      if (value === undefined) return undefined;
      if (!value || typeof value !== "object" || Array.isArray(value))
        throw new ApiError(422, { code: "validation_failed", field: "invalid", pointer: `${base}/${key}` });
      const obj = { ...(value as Record<string, unknown>) };
      onlyAttributes(obj, allowed, `${base}/${key}`);
      return (await validate(schema, obj, `${base}/${key}`)) as Record<string, unknown>;
    };
    const address = await nested(addressAttrs, addressSchema, "address", [
      "street",
      "house_number",
      "postcode",
      "city",
      "latitude",
      "longitude",
    ]);
    const profile = await nested(profileAttrs, organizationProfileSchema, "profile", [
      "summary",
      "logo_url",
      "contact_name",
      "contact_email",
      "contact_phone",
    ]);
    const doc = await inTenant(req, async (tx) => {
      const org = await visibleOrganization(tx, req, actor, id);
      if (!administersOrganization(actor, org.id)) throw new ApiError(403, { code: "forbidden" });
      const staff = managesCenter(actor);
      if (input.status !== undefined && input.status !== org.status && !staff)
        throw new ApiError(403, { code: "forbidden", pointer: `${base}/status` });
      const reason = input.status !== undefined && input.status !== org.status ? reasonText : null;
      if (input.organization_type !== undefined && input.organization_type !== org.organizationType) {
        if (
          !staff ||
          ((input.organization_type === "VolunteerCenter" || org.organizationType === "VolunteerCenter") &&
            !actor.superadmin)
        )
          throw new ApiError(403, { code: "forbidden", pointer: `${base}/organization_type` });
      }
      if (input.status !== undefined) authorizeStatusChange(actor, org, input.status, reasonText, base);
      const closed = input.status === undefined ? 0 : await vacanciesGoingOffline(tx, org, input.status);
      const [updated] = await tx
        .update(organizations)
        .set({
          ...sentColumns(input, {
            name: "name",
            organizationType: "organization_type",
            status: "status",
            email: "email",
            phone: "phone",
            website: "website",
            description: "description",
          }),
          updatedAt: new Date(s.now()),
        })
        .where(eq(organizations.id, org.id))
        .returning();
      if (address) {
        const values = {
          street: address.street as string | null | undefined,
          houseNumber: address.house_number as string | null | undefined,
          postcode: address.postcode as string | null | undefined,
          city: address.city as string | null | undefined,
          latitude: address.latitude as number | null | undefined,
          longitude: address.longitude as number | null | undefined,
          updatedAt: new Date(s.now()),
        };
        await tx
          .insert(addresses)
          .values({ centerId: req.center.id, organizationId: org.id, ...values })
          .onConflictDoUpdate({ target: addresses.organizationId, set: values });
      }
      if (profile) {
        const values = {
          summary: profile.summary as string | null | undefined,
          logoUrl: profile.logo_url as string | null | undefined,
          contactName: profile.contact_name as string | null | undefined,
          contactEmail: profile.contact_email as string | null | undefined,
          contactPhone: profile.contact_phone as string | null | undefined,
          updatedAt: new Date(s.now()),
        };
        await tx
          .insert(organizationProfiles)
          .values({ centerId: req.center.id, organizationId: org.id, ...values })
          .onConflictDoUpdate({ target: organizationProfiles.organizationId, set: values });
      }
      await audit(
        tx,
        req,
        "organization_updated",
        { type: "organization", id: org.id },
        {
          fields: Object.keys(attrs),
          ...(updated!.status !== org.status ? { from: org.status, to: updated!.status } : {}),
          ...(reason ? { reason } : {}),
          ...(closed ? { vacancies_closed: closed } : {}),
        },
      );
      if (updated!.status !== org.status) await notifyAdmins(tx, req, updated!, closed, reason);
      const include = new Set<string>([...(address ? ["address"] : []), ...(profile ? ["profile"] : [])]);
      const included = new Included();
      const [res] = await organizationResources(tx, req, [updated!], include, included);
      return document(req, res!, { included });
    });
    return jsonApi(reply).send(doc);
  });

  app.put(`${API_PATHS.organizations}/:id/approve`, required, async (req, reply) => {
    const actor = requireActor(req);
    const id = parseId((req.params as { id: string }).id);
    if (!mayReviewOrganizations(actor)) throw new ApiError(403, { code: "forbidden" });
    const attrs = bodyAttributes(req, { type: "organization" });
    onlyAttributes(attrs, ["status", "reason"]);
    const base = "/data/attributes";
    const input = await validate(organizationStatusChangeSchema, { status: "approved", ...attrs }, base);
    const doc = await inTenant(req, async (tx) => {
      const org = await findOrganization(tx, req.center.id, id);
      if (!org) throw new ApiError(404, { code: "not_found" });
      const updated = await changeStatus(tx, req, actor, org, input.status, input.reason ?? null, base);
      const [res] = await organizationResources(tx, req, [updated], new Set(), new Included());
      return document(req, res!);
    });
    return jsonApi(reply).send(doc);
  });

  registerOrganizationReviewRoutes(app, changeStatus);

  // Move an organization to another center (superadmin, installation flag on). The definer
  // function move_organization() does the move in the request's transaction: only an
  // organization of the request's center, with its address, profile, vacancies and roles.
  app.put(`${API_PATHS.organizations}/:id/move`, required, async (req, reply) => {
    const actor = requireActor(req);
    if (!s.settings.moveOrganizations) throw new ApiError(404, { code: "not_found" });
    const id = parseId((req.params as { id: string }).id);
    if (!actor.superadmin) throw new ApiError(403, { code: "forbidden" });
    const attrs = bodyAttributes(req, { type: "organization" });
    onlyAttributes(attrs, ["volunteer_center_id"]);
    const pointer = "/data/attributes/volunteer_center_id";
    const raw = attrs.volunteer_center_id;
    if (raw === undefined || raw === null || raw === "")
      throw new ApiError(422, { code: "validation_failed", field: "blank", pointer });
    const text = typeof raw === "number" ? String(raw) : raw;
    const target = typeof text === "string" && /^\d{1,15}$/.test(text) ? s.centers.byId(Number(text)) : undefined;
    if (!target || target.id === req.center.id)
      throw new ApiError(422, { code: "validation_failed", field: "invalid", pointer });
    const outcome = await inTenant(req, async (tx) => {
      const [row] = rowsOf<{ r: string }>(
        await tx.execute(
          sql`select move_organization(${id}::bigint, ${target.id}::bigint, ${actor.user.id}::bigint, ${req.ip}) as r`,
        ),
      );
      return row?.r;
    });
    if (outcome === "not_found") throw new ApiError(404, { code: "not_found" });
    if (outcome === "volunteer_center") throw new ApiError(409, { code: "conflict" });
    if (outcome !== "moved") throw new ApiError(422, { code: "validation_failed", field: "invalid", pointer });
    // The organization now lives in the target center: read it there.
    const doc = await s.database.tenant(target.id, async (tx) => {
      const org = await findOrganization(tx, target.id, id);
      if (!org) throw new ApiError(404, { code: "not_found" });
      const included = new Included();
      const [res] = await organizationResources(tx, req, [org], new Set(["address", "profile"]), included);
      return document(req, res!, { included, meta: { volunteer_center_id: String(target.id) } });
    });
    return jsonApi(reply).send(doc);
  });

  app.delete(`${API_PATHS.organizations}/:id`, required, async (req, reply) => {
    const actor = requireActor(req);
    const id = parseId((req.params as { id: string }).id);
    if (!managesCenter(actor)) throw new ApiError(403, { code: "forbidden" });
    await inTenant(req, async (tx) => {
      const org = await findOrganization(tx, req.center.id, id);
      if (!org) throw new ApiError(404, { code: "not_found" });
      if (org.organizationType === "VolunteerCenter") throw new ApiError(409, { code: "conflict" });
      // Only an organization nothing depends on: otherwise archive it (its history stays).
      const dependents = await organizationDependents(tx, org.id);
      if (hasDependents(dependents))
        throw new ApiError(409, { code: "organization_has_dependents", params: { ...dependents } });
      await tx.delete(organizations).where(eq(organizations.id, org.id));
      await audit(tx, req, "organization_deleted", { type: "organization", id: org.id }, { name: org.name });
    });
    return reply.code(204).send();
  });
}
