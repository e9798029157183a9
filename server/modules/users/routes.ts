/** Users: lists with filters, detail, current user, signup and invitations, updates, roles, confirmation mail. */
import { and, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { USER_STATUS_TRANSITIONS, USER_STATUSES, type UserStatus } from "@contract/enums.ts";
import { USER_STATUS_REASON_MAX_LENGTH } from "@contract/users.ts";
import { API_PATHS } from "@contract/paths.ts";
import {
  accountDeletionSchema,
  roleChangeSchema,
  userInviteSchema,
  userSignupSchema,
  userUpdateSchema,
} from "@contract/schemas.ts";
import { audit } from "../../audit.ts";
import { hashPassword, verifyPassword } from "../../auth/passwords.ts";
import { revokeOtherClients } from "../../auth/tokens.ts";
import { centerBaseUrl, clientIp, inTenant, jsonApi, limit, requireActor } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { rowsOf } from "../../db/client.ts";
import { sentColumns } from "../../db/patch.ts";
import { feedback, formResponses, organizations, roles, users, type User } from "../../db/schema.ts";
import { resolveLocation } from "../../geo/index.ts";
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
  queryObject,
  type FilterDef,
  type ParsedFilters,
} from "../../http/jsonapi.ts";
import { attributesBase, validate } from "../../http/validate.ts";
import { queueUserMail } from "../../mail/send.ts";
import { administersOrganization, isStaff, managesCenter, type Actor } from "../../policy.ts";
import { roleResource, userResource } from "../serializers.ts";
import { assertEmailFree, registerEmailChangeRoutes, requestEmailChange } from "./email-change.ts";
import { impersonationAttributes, registerImpersonationRoutes } from "./impersonation.ts";
import { accountCenter, isUniqueViolation, signupAccepted, tellExistingOwner } from "./known-address.ts";
import {
  USER_EXPORT_SECTIONS,
  USER_INCLUDES,
  USER_SORTS,
  createUserToken,
  listUsers,
  userDocument,
  userResources,
} from "./service.ts";

export const USER_FILTERS: Record<string, FilterDef> = {
  id_eq: { kind: "id" },
  id_in: { kind: "ids" },
  organization_id_eq: { kind: "id" },
  organization_id_in: { kind: "ids" },
  with_role: { kind: "enum", values: ["volunteer", "member", "admin"] },
  status_eq: { kind: "enum", values: USER_STATUSES },
  status_in: { kind: "enums", values: USER_STATUSES },
  email_eq: { kind: "text" },
  email_cont: { kind: "text" },
  name_cont: { kind: "text" },
  created_at_gteq: { kind: "date" },
  created_at_lteq: { kind: "date" },
};
const SELF_ATTRIBUTES = [
  "email",
  "first_name",
  "last_name",
  "phone",
  "locale",
  "password",
  "password_confirmation",
  "current_password",
  "periodic_mail",
  "interests",
  "periodic_mail_near",
  "periodic_mail_distance",
] as const;
const ADMIN_ATTRIBUTES = ["email", "first_name", "last_name", "phone", "locale", "status", "status_reason"] as const;
/** The account itself: its owner's (center staff may correct the e-mail and set the status), never an organization admin's. */
const ACCOUNT_ATTRIBUTES = [
  "email",
  "status",
  "status_reason",
  "password",
  "password_confirmation",
  "current_password",
] as const;

/**
 * The users list (and its CSV export): the center's people are center staff's; organization staff
 * list the people of an organization (the specification's admin-list call) and see only those of
 * their own (the list's scope).
 */
export function assertListAllowed(actor: Actor, filters: ParsedFilters) {
  if (!isStaff(actor)) throw new ApiError(403, { code: "forbidden" });
  if (!managesCenter(actor) && !filters.organization_id_eq && !filters.organization_id_in)
    throw new ApiError(403, { code: "forbidden" });
}

/** Users the actor may see: center staff all of the center, organization staff those sharing an organization. */
function scopeCondition(actor: Actor): SQL | undefined {
  if (managesCenter(actor)) return undefined;
  const ids = [...actor.memberOrgIds];
  if (!ids.length) return eq(users.id, actor.user.id);
  return or(
    eq(users.id, actor.user.id),
    sql`exists (select 1 from ${roles} where ${and(eq(roles.userId, users.id), inArray(roles.organizationId, ids))})`,
  );
}

/** Columns a user's profile update may change, and the attribute each comes from (e-mail: confirmed first). */
const PROFILE_COLUMNS = {
  firstName: "first_name",
  lastName: "last_name",
  phone: "phone",
  locale: "locale",
} as const;
/** Preferences only the user sets on their own account. */
const OWN_COLUMNS = {
  periodicMail: "periodic_mail",
  interests: "interests",
  periodicMailNear: "periodic_mail_near",
  periodicMailDistance: "periodic_mail_distance",
} as const;

/** The attributes only the user themself sees (current_user). */
function withOwnAttributes<D extends { data: unknown }>(doc: D, user: User): D {
  const data = doc.data as { attributes: Record<string, unknown> };
  data.attributes.periodic_mail = user.periodicMail;
  data.attributes.interests = user.interests;
  data.attributes.periodic_mail_near = user.periodicMailNear;
  data.attributes.periodic_mail_distance = user.periodicMailDistance;
  // A new address waiting for its confirmation (the account still uses `email`).
  data.attributes.unconfirmed_email = user.unconfirmedEmail;
  return doc;
}

async function findUser(tx: Tx, req: FastifyRequest, actor: Actor, id: number): Promise<User> {
  if (id === actor.user.id) return actor.user;
  if (!isStaff(actor)) throw new ApiError(403, { code: "forbidden" });
  const rows = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.centerId, req.center.id), scopeCondition(actor)))
    .limit(1);
  if (!rows[0]) throw new ApiError(404, { code: "not_found" });
  return rows[0];
}

async function isSuperadmin(tx: Tx, userId: number) {
  return (
    rowsOf(await tx.execute(sql`select 1 from ${roles} where user_id = ${userId} and name = 'superadmin'`)).length > 0
  );
}

async function isCenterStaffUser(tx: Tx, userId: number) {
  const rows = await tx
    .select({ id: roles.id })
    .from(roles)
    .innerJoin(organizations, eq(organizations.id, roles.organizationId))
    .where(
      and(eq(roles.userId, userId), eq(roles.name, "admin"), eq(organizations.organizationType, "VolunteerCenter")),
    )
    .limit(1);
  return rows.length > 0;
}

/** The optional reason of a status change (kept in the audit log), taken out of the attributes. */
function statusReason(attrs: Record<string, unknown>, base: string): string | null {
  const raw = attrs.status_reason;
  delete attrs.status_reason;
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== "string" || raw.length > USER_STATUS_REASON_MAX_LENGTH)
    throw new ApiError(422, { code: "validation_failed", field: "invalid", pointer: `${base}/status_reason` });
  return raw.trim() || null;
}

/**
 * A status change by center staff: only along USER_STATUS_TRANSITIONS, never of their own account or
 * a superadmin's; `active` needs an account that was confirmed, `invited` one that never was.
 */
async function assertStatusChange(tx: Tx, actor: Actor, target: User, next: UserStatus, base: string) {
  const pointer = `${base}/status`;
  if (target.id === actor.user.id) throw new ApiError(409, { code: "own_account", pointer });
  if (await isSuperadmin(tx, target.id)) throw new ApiError(403, { code: "forbidden", pointer });
  const allowed = USER_STATUS_TRANSITIONS[target.status as UserStatus] ?? [];
  const fits = next === "active" ? target.confirmedAt !== null : next === "invited" ? !target.confirmedAt : true;
  if (!allowed.includes(next) || !fits)
    throw new ApiError(422, { code: "invalid_transition", pointer, params: { from: target.status, to: next } });
  return next;
}

/**
 * An invitation of an address that has an account in this center: the role is added to it (no second
 * account, no invitation mail) and the answer says so, with the account's id.
 */
async function addRoleToKnownAccount(
  tx: Tx,
  req: FastifyRequest,
  actor: Actor,
  email: string,
  role: string,
  orgId: number | null,
  base: string,
) {
  const [user] = await tx
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, eq(users.centerId, req.center.id)))
    .limit(1);
  if (!user) throw new ApiError(422, { code: "validation_failed", field: "taken", pointer: `${base}/email` });
  // Organization admins add people to their own organization; the account's other roles stay its own.
  if (!managesCenter(actor) && (await isCenterStaffUser(tx, user.id)))
    throw new ApiError(422, { code: "validation_failed", field: "taken", pointer: `${base}/email` });
  const added = await tx
    .insert(roles)
    .values({ centerId: req.center.id, userId: user.id, name: role, organizationId: orgId })
    .onConflictDoNothing()
    .returning({ id: roles.id });
  if (added.length)
    await audit(
      tx,
      req,
      "role_added",
      { type: "user", id: user.id },
      { name: role, organization_id: orgId, invited: true },
    );
  const doc = await userDocument(tx, req, user, new Set(["roles"]));
  return { ...doc, meta: { success: true, email, existing_account: true, role_added: added.length > 0 } };
}

/** May the actor manage (edit, change roles of) this user? Center staff: any center user; org admins: users of their organizations who are not center staff. */
async function assertManages(tx: Tx, actor: Actor, target: User) {
  if (managesCenter(actor)) return;
  const shared = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.userId, target.id), inArray(roles.organizationId, [...actor.adminOrgIds, 0])))
    .limit(1);
  if (!shared.length || (await isCenterStaffUser(tx, target.id))) throw new ApiError(403, { code: "forbidden" });
}

function roleInput(req: FastifyRequest): Record<string, unknown> {
  const body = req.body as Record<string, unknown> | null | undefined;
  // `{role: {name, organization_id}}`, JSON:API data, or flat `{role: "admin", organization_id}`.
  const flatRole = !!body && typeof body === "object" && typeof body.role === "string";
  const attrs = bodyAttributes(req, flatRole ? { flat: true } : { wrapper: "role", flat: true, type: "role" });
  const q = queryObject(req);
  const merged: Record<string, unknown> = { ...attrs };
  for (const k of ["name", "role", "organization_id"])
    if (merged[k] === undefined && typeof q[k] === "string") merged[k] = q[k];
  if (merged.name === undefined && merged.role !== undefined) merged.name = merged.role;
  delete merged.role;
  if (typeof merged.organization_id === "number") merged.organization_id = String(merged.organization_id);
  return merged;
}

export function registerUserRoutes(app: FastifyInstance) {
  const s = app.services;
  registerEmailChangeRoutes(app);
  registerImpersonationRoutes(app);
  const required = { config: { auth: "required" as const } };

  app.get(API_PATHS.users, required, async (req, reply) => {
    const actor = requireActor(req);
    const include = parseInclude(req, USER_INCLUDES);
    const filters = parseFilters(req, USER_FILTERS);
    const sort = parseSort(req, USER_SORTS, [{ field: "last_name", desc: false }]);
    const page = parsePage(req);
    assertListAllowed(actor, filters);
    const doc = await inTenant(req, async (tx) => {
      // The page, the total and the included organizations in one compiled statement.
      const { list, total } = await listUsers(tx, s.database, {
        centerId: req.center.id,
        actor,
        filters,
        sort,
        page,
        withOrganizations: include.has("organizations") || include.has("roles.organization"),
      });
      const included = new Included();
      const data = await userResources(tx, req, list, include, included);
      const p = pagination(req, page, total);
      return document(req, data, { included, meta: p.meta, links: p.links });
    });
    return jsonApi(reply).send(doc);
  });

  app.get(API_PATHS.currentUser, { config: { auth: "required", holdTransaction: false } }, async (req, reply) => {
    const actor = requireActor(req);
    const include = parseInclude(req, USER_INCLUDES);
    // Whether staff act as this user (the bar across the top): one indexed look-up of the session's token.
    const impersonation = actor.token ? await inTenant(req, (tx) => impersonationAttributes(tx, actor, s.now())) : null;
    const own = <D extends { data: unknown }>(doc: D) => {
      const out = withOwnAttributes(doc, actor.user);
      if (impersonation) Object.assign((out.data as { attributes: object }).attributes, impersonation);
      return out;
    };
    // The credential check already loaded the user and their roles in this center.
    if ([...include].every((i) => i === "roles")) {
      const included = new Included();
      const withRoles = include.has("roles");
      if (withRoles) for (const r of actor.roles) included.add(roleResource(r));
      return jsonApi(reply).send(
        own(document(req, userResource(actor.user, withRoles ? { roles: actor.roles } : {}), { included })),
      );
    }
    const doc = await inTenant(req, (tx) => userDocument(tx, req, actor.user, include));
    return jsonApi(reply).send(own(doc));
  });

  app.get(`${API_PATHS.users}/:id`, required, async (req, reply) => {
    const actor = requireActor(req);
    const id = parseId((req.params as { id: string }).id);
    const include = parseInclude(req, USER_INCLUDES);
    const doc = await inTenant(req, async (tx) => {
      const target = await findUser(tx, req, actor, id);
      const d = await userDocument(tx, req, target, include);
      // Center staff (who may correct the address) see a change that waits for its confirmation.
      if (managesCenter(actor) || target.id === actor.user.id)
        (d.data as { attributes: Record<string, unknown> }).attributes.unconfirmed_email = target.unconfirmedEmail;
      return d;
    });
    return jsonApi(reply).send(doc);
  });

  // Volunteer signup (visitor) or an invitation by center staff / an organization admin.
  app.post(API_PATHS.users, async (req, reply) => {
    const actor = req.actor;
    const attrs = bodyAttributes(req, { type: "user", wrapper: "user" });
    const base = attributesBase(req, "user");
    const now = s.now();
    if (!actor) {
      limit(req, `signup:ip:${clientIp(req)}`, s.limits.signupPerIp);
      const input = await validate(userSignupSchema, attrs, base);
      // Hashed on both paths: a known address answers in comparable time.
      const hash = await hashPassword(input.password, s.passwordCost);
      const known = await inTenant(req, async (tx) => {
        if ((await accountCenter(tx, input.email)) !== undefined) return true;
        const [user] = await tx
          .insert(users)
          .values({
            centerId: req.center.id,
            email: input.email,
            encryptedPassword: hash,
            firstName: input.first_name,
            lastName: input.last_name,
            phone: input.phone ?? null,
            locale: input.locale ?? "nl",
            status: "active",
            confirmationSentAt: new Date(now),
          })
          .returning();
        await tx.insert(roles).values({ centerId: req.center.id, userId: user!.id, name: "volunteer" });
        const token = await createUserToken(tx, req.center.id, user!.id, "confirmation", now);
        // After confirming, the page the visitor came from (a path of this site, checked by the schema).
        const back = input.redirect_path ? `&redirect=${encodeURIComponent(input.redirect_path)}` : "";
        await queueUserMail(tx, req, user!, "confirmation_instructions", {
          url: `${centerBaseUrl(req)}/confirm?confirmation_token=${token}${back}`,
        });
        await audit(tx, req, "user_signup", { type: "user", id: user!.id }, {}, user!.id);
        return false;
      }).catch((err: unknown) => {
        if (isUniqueViolation(err)) return true; // a concurrent signup took the address first
        throw err;
      });
      // A known address: no second account; its owner is told where theirs is. The answer is the same.
      if (known) await tellExistingOwner(req, input.email);
      return jsonApi(reply, 201).send(signupAccepted(req));
    }
    if (!managesCenter(actor) && actor.adminOrgIds.size === 0) throw new ApiError(403, { code: "forbidden" });
    const input = await validate(userInviteSchema, attrs, base);
    const role = input.role ?? (managesCenter(actor) ? "volunteer" : "member");
    let orgId = input.organization_id ? Number(input.organization_id) : null;
    if (!managesCenter(actor)) {
      if (role === "volunteer") throw new ApiError(403, { code: "forbidden", pointer: `${base}/role` });
      if (orgId === null && actor.adminOrgIds.size === 1) orgId = [...actor.adminOrgIds][0]!;
      if (orgId === null || !actor.adminOrgIds.has(orgId))
        throw new ApiError(403, { code: "forbidden", pointer: `${base}/organization_id` });
    }
    if (role !== "volunteer" && orgId === null)
      throw new ApiError(422, { code: "validation_failed", field: "blank", pointer: `${base}/organization_id` });
    if (role === "volunteer") orgId = null;
    const known = await inTenant(req, async (tx) => {
      if (orgId !== null) {
        const org = await tx
          .select({ id: organizations.id })
          .from(organizations)
          .where(and(eq(organizations.id, orgId), eq(organizations.centerId, req.center.id)));
        if (!org.length)
          throw new ApiError(422, { code: "validation_failed", field: "invalid", pointer: `${base}/organization_id` });
      }
      // An account of this center gets the role added, and the inviter is told so. One of another
      // center (or a platform account) is not revealed: the answer is a fresh invitation's, and its
      // owner is told instead.
      const owner = await accountCenter(tx, input.email);
      if (owner === req.center.id) return addRoleToKnownAccount(tx, req, actor, input.email, role, orgId, base);
      if (owner !== undefined) return true;
      const [user] = await tx
        .insert(users)
        .values({
          centerId: req.center.id,
          email: input.email,
          firstName: input.first_name,
          lastName: input.last_name,
          phone: input.phone ?? null,
          locale: input.locale ?? "nl",
          status: "invited",
          confirmationSentAt: new Date(now),
        })
        .returning();
      await tx.insert(roles).values({ centerId: req.center.id, userId: user!.id, name: role, organizationId: orgId });
      const token = await createUserToken(tx, req.center.id, user!.id, "confirmation", now, actor.user.id);
      await queueUserMail(tx, req, user!, "user_invited", {
        url: `${centerBaseUrl(req)}/confirm?confirmation_token=${token}`,
      });
      await audit(tx, req, "user_invited", { type: "user", id: user!.id }, { role, organization_id: orgId });
      return false;
    });
    if (typeof known === "object") return jsonApi(reply).send(known);
    if (known) await tellExistingOwner(req, input.email);
    // No id: an invitation of another center's address must read like any other (the list shows the new user).
    return jsonApi(reply, 201).send({ meta: { success: true, email: input.email } });
  });

  /**
   * PATCH of the signed-in user's own account. A new e-mail address waits for its confirmation
   * (unconfirmed_email): the account signs in with the old one until then, the old one is told.
   */
  const updateSelf = async (
    req: FastifyRequest,
    reply: FastifyReply,
    actor: Actor,
    attrs: Record<string, unknown>,
    base: string,
  ) => {
    onlyAttributes(attrs, SELF_ATTRIBUTES, base);
    const input = await validate(userUpdateSchema, attrs, base);
    // The periodic mail's place: one the vacancy bank knows (empty: anywhere).
    if (input.periodic_mail_near !== undefined) {
      input.periodic_mail_near = input.periodic_mail_near || null;
      if (input.periodic_mail_near && !resolveLocation(input.periodic_mail_near))
        throw new ApiError(422, {
          code: "unknown_place",
          pointer: `${base}/periodic_mail_near`,
          params: { near: input.periodic_mail_near },
        });
    }
    const emailChanged = input.email !== undefined && input.email !== actor.user.email.toLowerCase();
    const sensitive = input.password !== undefined || emailChanged;
    if (sensitive && !(await verifyPassword(input.current_password ?? "", actor.user.encryptedPassword)))
      throw new ApiError(422, { code: "validation_failed", field: "invalid", pointer: `${base}/current_password` });
    const hash = input.password ? await hashPassword(input.password, s.passwordCost) : undefined;
    const doc = await inTenant(req, async (tx) => {
      if (emailChanged) await assertEmailFree(tx, input.email!, `${base}/email`);
      const [changed] = await tx
        .update(users)
        .set({
          ...sentColumns(input, PROFILE_COLUMNS),
          ...sentColumns(input, OWN_COLUMNS),
          ...(hash ? { encryptedPassword: hash } : {}),
          updatedAt: new Date(s.now()),
        })
        .where(eq(users.id, actor.user.id))
        .returning();
      await audit(
        tx,
        req,
        "user_updated",
        { type: "user", id: actor.user.id },
        { fields: Object.keys(attrs).filter((k) => !k.includes("password")) },
      );
      const updated = emailChanged
        ? await requestEmailChange(tx, req, changed!, input.email!, actor.user.id)
        : changed!;
      const doc = await userDocument(tx, req, updated, parseInclude(req, USER_INCLUDES));
      return withOwnAttributes(doc, updated);
    });
    if (hash && actor.token) await s.database.system((tx) => revokeOtherClients(tx, actor.user.id, actor.token!.id));
    return doc;
  };

  app.patch(API_PATHS.currentUser, required, async (req, reply) => {
    const actor = requireActor(req);
    const attrs = bodyAttributes(req, { type: "user", wrapper: "user" });
    return jsonApi(reply).send(await updateSelf(req, reply, actor, attrs, attributesBase(req, "user")));
  });

  app.patch(`${API_PATHS.users}/:id`, required, async (req, reply) => {
    const actor = requireActor(req);
    const id = parseId((req.params as { id: string }).id);
    const attrs = bodyAttributes(req, { type: "user", wrapper: "user" });
    const base = attributesBase(req, "user");
    if (id === actor.user.id) return jsonApi(reply).send(await updateSelf(req, reply, actor, attrs, base));
    // Only the owner changes the account itself. Center staff may correct the e-mail (confirmed by the
    // new address) and set the status; organization admins manage membership and roles only.
    const refused = ACCOUNT_ATTRIBUTES.filter(
      (k) => k in attrs && (!managesCenter(actor) || !(k === "email" || k === "status" || k === "status_reason")),
    );
    if (refused.length)
      throw new ApiError(
        403,
        refused.map((k) => ({ code: "owner_only", pointer: `${base}/${k}` })),
      );
    onlyAttributes(attrs, ADMIN_ATTRIBUTES, base);
    const reason = statusReason(attrs, base);
    const input = await validate(userUpdateSchema, attrs, base);
    const doc = await inTenant(req, async (tx) => {
      const target = await findUser(tx, req, actor, id);
      // Organization admins manage membership and roles, never the account itself (PRODUCT.md section 3):
      // not its name or phone either (their own people: 403, anyone else stays a 404).
      if (!managesCenter(actor))
        throw new ApiError(
          403,
          Object.keys(attrs).map((k) => ({ code: "owner_only", pointer: `${base}/${k}` })),
        );
      const statusChange =
        input.status !== undefined && input.status !== target.status
          ? await assertStatusChange(tx, actor, target, input.status as UserStatus, base)
          : null;
      const emailChanged = input.email !== undefined && input.email !== target.email.toLowerCase();
      if (emailChanged) {
        if (await isSuperadmin(tx, target.id))
          throw new ApiError(403, { code: "owner_only", pointer: `${base}/email` });
        await assertEmailFree(tx, input.email!, `${base}/email`);
      }
      const [changed] = await tx
        .update(users)
        .set({
          ...sentColumns(input, PROFILE_COLUMNS),
          ...sentColumns(input, { status: "status" }),
          updatedAt: new Date(s.now()),
        })
        .where(eq(users.id, target.id))
        .returning();
      const fields = Object.keys(attrs).filter((k) => k !== "status");
      if (fields.length) await audit(tx, req, "user_updated", { type: "user", id: target.id }, { fields });
      if (statusChange) {
        // Deactivated or archived: signed out everywhere at once.
        if (statusChange !== "active" && statusChange !== "invited") await revokeOtherClients(tx, target.id, null);
        await audit(
          tx,
          req,
          "user_status_changed",
          { type: "user", id: target.id },
          { from: target.status, to: statusChange, ...(reason ? { reason } : {}) },
        );
      }
      const updated = emailChanged
        ? await requestEmailChange(tx, req, changed!, input.email!, actor.user.id)
        : changed!;
      const doc = await userDocument(tx, req, updated, parseInclude(req, USER_INCLUDES));
      // The address stays until the new one confirms; staff see what waits.
      return { ...doc, meta: { unconfirmed_email: updated.unconfirmedEmail } };
    });
    return jsonApi(reply).send(doc);
  });

  // Deleting your own account (AVG/GDPR): with your password; never leaves an organization without an admin.
  app.delete(API_PATHS.currentUser, required, async (req, reply) => {
    const actor = requireActor(req);
    const base = attributesBase(req, "user");
    const attrs = bodyAttributes(req, { type: "user", wrapper: "user", flat: true });
    onlyAttributes(attrs, ["current_password"], base);
    const input = await validate(accountDeletionSchema, attrs, base);
    if (!(await verifyPassword(input.current_password, actor.user.encryptedPassword)))
      throw new ApiError(422, { code: "validation_failed", field: "invalid", pointer: `${base}/current_password` });
    await inTenant(req, async (tx) => {
      const orphaned = rowsOf<{ name: string }>(
        await tx.execute(sql`
          select o.name from ${roles} r join ${organizations} o on o.id = r.organization_id
          where r.user_id = ${actor.user.id} and r.name = 'admin'
            and not exists (select 1 from ${roles} r2 join ${users} u2 on u2.id = r2.user_id
                            where r2.organization_id = r.organization_id and r2.name = 'admin'
                              and r2.user_id <> r.user_id and u2.status <> 'archived')
          order by o.name`),
      );
      if (orphaned.length)
        throw new ApiError(409, {
          code: "last_admin",
          params: { organizations: orphaned.map((o) => o.name).join(", ") },
        });
      // No personal data in the audit log: the id is enough to answer "what happened to account 42".
      // Written first: deleting the user then clears the entry's actor reference (ON DELETE SET NULL).
      await audit(tx, req, "user_deleted_self", { type: "user", id: actor.user.id }, {});
      await tx.delete(feedback).where(eq(feedback.userId, actor.user.id));
      // Answers to the center's forms hold what the person typed (names, addresses): gone with the account.
      await tx.delete(formResponses).where(eq(formResponses.userId, actor.user.id));
      await tx.delete(users).where(eq(users.id, actor.user.id));
    });
    return reply.code(204).send();
  });

  // The signed-in user's own data, as a download (AVG/GDPR right of access).
  app.get(API_PATHS.currentUserExport, required, async (req, reply) => {
    const actor = requireActor(req);
    const data = await inTenant(req, async (tx) => {
      const memberships = rowsOf<{ role: string; organization: string | null }>(
        await tx.execute(sql`
          select r.name as role, o.name as organization from ${roles} r
          left join ${organizations} o on o.id = r.organization_id
          where r.user_id = ${actor.user.id} order by r.id`),
      );
      const sentFeedback = await tx
        .select({ message: feedback.message, url: feedback.url, created_at: feedback.createdAt })
        .from(feedback)
        .where(eq(feedback.userId, actor.user.id));
      const sections: Record<string, unknown> = {};
      for (const section of USER_EXPORT_SECTIONS) sections[section.name] = await section.load(tx, actor.user.id);
      return { memberships, feedback: sentFeedback, ...sections };
    });
    const u = actor.user;
    const body = {
      exported_at: new Date(s.now()).toISOString(),
      center: req.center.name,
      user: {
        email: u.email,
        first_name: u.firstName,
        last_name: u.lastName,
        phone: u.phone,
        locale: u.locale,
        status: u.status,
        periodic_mail: u.periodicMail,
        interests: u.interests,
        confirmed_at: u.confirmedAt?.toISOString() ?? null,
        last_sign_in_at: u.lastSignInAt?.toISOString() ?? null,
        sign_in_count: u.signInCount,
        created_at: u.createdAt.toISOString(),
      },
      ...data,
    };
    return reply
      .header("content-type", "application/json; charset=utf-8")
      .header("content-disposition", `attachment; filename="volunteerly-gegevens-${u.id}.json"`)
      .header("cache-control", "no-store")
      .send(JSON.stringify(body, null, 2));
  });

  app.delete(`${API_PATHS.users}/:id`, required, async (req, reply) => {
    const actor = requireActor(req);
    const id = parseId((req.params as { id: string }).id);
    if (!managesCenter(actor)) throw new ApiError(403, { code: "forbidden" });
    if (id === actor.user.id) throw new ApiError(409, { code: "own_account" });
    await inTenant(req, async (tx) => {
      const target = await findUser(tx, req, actor, id);
      await tx.delete(users).where(and(eq(users.id, target.id), eq(users.centerId, req.center.id)));
      await audit(tx, req, "user_deleted", { type: "user", id: target.id }, { email: target.email });
    });
    return reply.code(204).send();
  });

  app.put(`${API_PATHS.users}/:id/add_role`, required, async (req, reply) => {
    const actor = requireActor(req);
    const id = parseId((req.params as { id: string }).id);
    if (!managesCenter(actor) && actor.adminOrgIds.size === 0) throw new ApiError(403, { code: "forbidden" });
    const base = attributesBase(req, "role");
    const input = await validate(roleChangeSchema, roleInput(req), base);
    const orgId = input.organization_id ? Number(input.organization_id) : null;
    if (input.name === "superadmin") throw new ApiError(403, { code: "forbidden", pointer: `${base}/name` });
    if ((input.name === "member" || input.name === "admin") !== (orgId !== null))
      throw new ApiError(422, {
        code: "validation_failed",
        field: orgId === null ? "blank" : "invalid",
        pointer: `${base}/organization_id`,
      });
    if (!managesCenter(actor) && (orgId === null || !administersOrganization(actor, orgId)))
      throw new ApiError(403, { code: "forbidden" });
    const doc = await inTenant(req, async (tx) => {
      const target = await findUser(tx, req, actor, id);
      if (target.id !== actor.user.id || !managesCenter(actor)) {
        if (target.id === actor.user.id) throw new ApiError(403, { code: "forbidden" });
        await assertManages(tx, actor, target);
      }
      if (
        orgId !== null &&
        !(
          await tx
            .select({ id: organizations.id })
            .from(organizations)
            .where(and(eq(organizations.id, orgId), eq(organizations.centerId, req.center.id)))
        ).length
      )
        throw new ApiError(422, { code: "validation_failed", field: "invalid", pointer: `${base}/organization_id` });
      await tx
        .insert(roles)
        .values({ centerId: req.center.id, userId: target.id, name: input.name, organizationId: orgId })
        .onConflictDoNothing();
      await audit(tx, req, "role_added", { type: "user", id: target.id }, { name: input.name, organization_id: orgId });
      return userDocument(tx, req, target, new Set(["roles"]));
    });
    return jsonApi(reply).send(doc);
  });

  app.delete(`${API_PATHS.users}/:id/remove_role`, required, async (req, reply) => {
    const actor = requireActor(req);
    const id = parseId((req.params as { id: string }).id);
    if (!managesCenter(actor) && actor.adminOrgIds.size === 0) throw new ApiError(403, { code: "forbidden" });
    const base = attributesBase(req, "role");
    const input = await validate(roleChangeSchema, roleInput(req), base);
    const orgId = input.organization_id ? Number(input.organization_id) : null;
    if (input.name === "superadmin") throw new ApiError(403, { code: "forbidden", pointer: `${base}/name` });
    if (!managesCenter(actor) && (orgId === null || !administersOrganization(actor, orgId)))
      throw new ApiError(403, { code: "forbidden" });
    const doc = await inTenant(req, async (tx) => {
      const target = await findUser(tx, req, actor, id);
      if (target.id !== actor.user.id) await assertManages(tx, actor, target);
      else if (input.name === "admin") throw new ApiError(409, { code: "conflict" }); // no locking yourself out
      const removed = await tx
        .delete(roles)
        .where(
          and(
            eq(roles.userId, target.id),
            eq(roles.name, input.name),
            orgId === null ? sql`${roles.organizationId} is null` : eq(roles.organizationId, orgId),
          ),
        )
        .returning({ id: roles.id });
      if (!removed.length) throw new ApiError(404, { code: "not_found" });
      await audit(
        tx,
        req,
        "role_removed",
        { type: "user", id: target.id },
        { name: input.name, organization_id: orgId },
      );
      return userDocument(tx, req, target, new Set(["roles"]));
    });
    return jsonApi(reply).send(doc);
  });

  app.post(`${API_PATHS.users}/:id/resend_confirmation_instructions`, required, async (req, reply) => {
    const actor = requireActor(req);
    const id = parseId((req.params as { id: string }).id);
    if (!managesCenter(actor) && actor.adminOrgIds.size === 0) throw new ApiError(403, { code: "forbidden" });
    const doc = await inTenant(req, async (tx) => {
      const target = await findUser(tx, req, actor, id);
      if (target.id === actor.user.id) throw new ApiError(409, { code: "already_confirmed" });
      await assertManages(tx, actor, target);
      if (target.confirmedAt && target.status !== "invited") throw new ApiError(409, { code: "already_confirmed" });
      limit(req, `confirmmail:${target.id}`, s.limits.passwordMailPerEmail);
      const token = await createUserToken(tx, req.center.id, target.id, "confirmation", s.now(), actor.user.id);
      const url = `${centerBaseUrl(req)}/confirm?confirmation_token=${token}`;
      await queueUserMail(tx, req, target, target.status === "invited" ? "user_invited" : "confirmation_instructions", {
        url,
      });
      const [updated] = await tx
        .update(users)
        .set({ confirmationSentAt: new Date(s.now()) })
        .where(eq(users.id, target.id))
        .returning();
      await audit(tx, req, "confirmation_resent", { type: "user", id: target.id });
      return { ...(await userDocument(tx, req, updated!, new Set())), meta: { success: true } };
    });
    return jsonApi(reply).send(doc);
  });
}
