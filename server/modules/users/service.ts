/** User queries shared by the users and auth modules. */
import { and, asc, desc, eq, gte, ilike, inArray, isNotNull, lte, or, sql, type SQL } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { rowsOf, type Database, type Tx } from "../../db/client.ts";
import { organizations, roles, userTokens, users, type Organization, type User } from "../../db/schema.ts";
import { Included, document, type Page, type ParsedFilters, type SortKey } from "../../http/jsonapi.ts";
import { Binder, aliased, compiled, extended, run } from "../../perf/statements.ts";
import { managesCenter, type Actor } from "../../policy.ts";
import { likePattern } from "../organizations/service.ts";
import { organizationJson, organizationResource, roleResource, userResource, type RoleRow } from "../serializers.ts";
import { randomToken, sha256 } from "../../auth/tokens.ts";

export const USER_INCLUDES = ["roles", "organizations", "roles.organization"] as const;

export async function rolesByUser(tx: Tx, userIds: number[]): Promise<Map<number, RoleRow[]>> {
  const out = new Map<number, RoleRow[]>(userIds.map((id) => [id, []]));
  if (!userIds.length) return out;
  const rows = await tx
    .select({ id: roles.id, userId: roles.userId, name: roles.name, organizationId: roles.organizationId })
    .from(roles)
    .where(inArray(roles.userId, userIds))
    .orderBy(asc(roles.id));
  for (const r of rows) out.get(r.userId)?.push(r);
  return out;
}

export async function organizationsByUser(
  tx: Tx,
  userIds: number[],
  centerId: number,
): Promise<Map<number, Organization[]>> {
  const out = new Map<number, Organization[]>(userIds.map((id) => [id, []]));
  if (!userIds.length) return out;
  const rows = await tx
    .selectDistinct({ userId: roles.userId, org: organizations })
    .from(roles)
    .innerJoin(organizations, eq(organizations.id, roles.organizationId))
    .where(and(inArray(roles.userId, userIds), isNotNull(roles.organizationId), eq(organizations.centerId, centerId)))
    .orderBy(asc(organizations.id));
  for (const r of rows) {
    const list = out.get(r.userId);
    if (list && !list.some((o) => o.id === r.org.id)) list.push(r.org);
  }
  return out;
}

/** A user with their organizations in this center when the list statement brought them along. */
export type UserRow = User & { organizations?: Organization[] };

/** Serialize users with the requested includes. */
export async function userResources(
  tx: Tx,
  req: FastifyRequest,
  list: UserRow[],
  include: Set<string>,
  included: Included,
) {
  const ids = list.map((u) => u.id);
  const wantRoles = include.has("roles") || include.has("roles.organization");
  const roleMap = wantRoles ? await rolesByUser(tx, ids) : null;
  const orgMap =
    include.has("organizations") || include.has("roles.organization")
      ? list.every((u) => u.organizations)
        ? new Map(list.map((u) => [u.id, u.organizations!]))
        : await organizationsByUser(tx, ids, req.center.id)
      : null;
  return list.map((u) => {
    const userRoles = roleMap?.get(u.id) ?? [];
    const orgs = orgMap?.get(u.id) ?? [];
    if (roleMap) for (const r of userRoles) included.add(roleResource(r));
    if (include.has("organizations") || include.has("roles.organization"))
      for (const o of orgs) included.add(organizationResource(o));
    return userResource(u, {
      ...(roleMap ? { roles: userRoles } : {}),
      ...(include.has("organizations") ? { organizations: orgs } : {}),
    });
  });
}

const SORT_COLUMNS = {
  id: users.id,
  email: users.email,
  first_name: users.firstName,
  last_name: users.lastName,
  status: users.status,
  created_at: users.createdAt,
  last_sign_in_at: users.lastSignInAt,
} as const;
/** The sort attribute's Drizzle key (the alias in compiled statements). */
const SORT_KEYS: Record<keyof typeof SORT_COLUMNS, string> = {
  id: "id",
  email: "email",
  first_name: "firstName",
  last_name: "lastName",
  status: "status",
  created_at: "createdAt",
  last_sign_in_at: "lastSignInAt",
};
export const USER_SORTS = Object.keys(SORT_COLUMNS) as (keyof typeof SORT_COLUMNS)[];

/** The list filters' conditions; every value goes through the binder (perf/statements.ts). */
function userConditions(f: ParsedFilters, b: Binder): SQL[] {
  const c: SQL[] = [];
  const one = (k: string) => f[k] as string | undefined;
  const many = (k: string) => f[k] as string[] | undefined;
  if (one("id_eq")) c.push(eq(users.id, b.bind(Number(one("id_eq")))));
  if (many("id_in")) c.push(sql`${users.id} = any(${b.bind(many("id_in")!.map(Number))})`);
  if (one("status_eq")) c.push(eq(users.status, b.bind(one("status_eq")!)));
  if (many("status_in")) c.push(sql`${users.status} = any(${b.bind(many("status_in")!)})`);
  if (one("email_eq")) c.push(sql`lower(${users.email}) = lower(${b.bind(one("email_eq")!)})`);
  if (one("email_cont")) c.push(ilike(users.email, b.bind(likePattern(one("email_cont")!))));
  if (one("name_cont")) {
    const p = b.bind(likePattern(one("name_cont")!));
    c.push(
      or(
        ilike(users.firstName, p),
        ilike(users.lastName, p),
        ilike(sql`coalesce(${users.firstName},'') || ' ' || coalesce(${users.lastName},'')`, p),
        ilike(users.email, p),
      )!,
    );
  }
  if (one("created_at_gteq")) c.push(gte(users.createdAt, b.bind(new Date(one("created_at_gteq")!))));
  if (one("created_at_lteq")) c.push(lte(users.createdAt, b.bind(new Date(one("created_at_lteq")!))));
  const orgIds = one("organization_id_eq")
    ? [Number(one("organization_id_eq"))]
    : many("organization_id_in")?.map(Number);
  const role = one("with_role");
  if (orgIds || role) {
    const rc: SQL[] = [eq(roles.userId, users.id)];
    if (orgIds) rc.push(sql`${roles.organizationId} = any(${b.bind(orgIds)})`);
    if (role) rc.push(eq(roles.name, b.bind(role)));
    c.push(sql`exists (select 1 from ${roles} where ${and(...rc)})`);
  }
  return c;
}

function userOrder(keys: SortKey[]): SQL[] {
  const out = keys.map((k) => {
    const col = SORT_COLUMNS[k.field as keyof typeof SORT_COLUMNS];
    // Never signed in: at the end either way.
    if (k.field === "last_sign_in_at") return sql`${col} ${sql.raw(k.desc ? "desc" : "asc")} nulls last`;
    return k.desc ? desc(col) : asc(col);
  });
  if (!keys.some((k) => k.field === "id")) out.push(asc(users.id));
  return out;
}

/** Users the actor may see: center staff all of the center, organization staff those sharing an organization. */
function listScope(actor: Actor, b: Binder): { kind: string; condition?: SQL } {
  if (managesCenter(actor)) return { kind: "center" };
  const ids = [...actor.memberOrgIds];
  if (!ids.length) return { kind: "self", condition: eq(users.id, b.bind(actor.user.id)) };
  return {
    kind: "members",
    condition: or(
      eq(users.id, b.bind(actor.user.id)),
      sql`exists (select 1 from ${roles} where ${roles.userId} = ${users.id} and ${roles.organizationId} = any(${b.bind(ids)}))`,
    )!,
  };
}

/**
 * A page of the users list and the total, in one compiled statement (perf/statements.ts); with
 * `withOrganizations` each user's organizations in this center come along (json_agg per row).
 */
export async function listUsers(
  tx: Tx,
  database: Database,
  q: {
    centerId: number;
    actor: Actor;
    filters: ParsedFilters;
    sort: SortKey[];
    page: Page;
    withOrganizations: boolean;
  },
): Promise<{ list: UserRow[]; total: number }> {
  const b = new Binder();
  const scope = listScope(q.actor, b);
  const where = and(eq(users.centerId, b.bind(q.centerId)), scope.condition, ...userConditions(q.filters, b));
  const limit = b.bind(q.page.size);
  const offset = b.bind((q.page.number - 1) * q.page.size);
  const shape = `${Object.keys(q.filters).sort().join(",")}|${q.sort.map((k) => `${k.desc ? "-" : ""}${k.field}`).join(",")}|${scope.kind}`;
  const page = compiled(`users:${shape}`, () =>
    tx
      .select({ ...aliased(users), total: sql<number>`count(*) over ()`.as("total") })
      .from(users)
      .where(where)
      .orderBy(...userOrder(q.sort))
      .limit(limit)
      .offset(offset)
      .toSQL(),
  );
  const values: Record<string, unknown> = { ...b.values, center: q.centerId };
  const statement = q.withOrganizations
    ? extended(
        `users+organizations:${shape}`,
        page,
        (text, next) => {
          const order = q.sort.map(
            (k) =>
              `p."${SORT_KEYS[k.field as keyof typeof SORT_KEYS]}" ${k.desc ? "desc" : "asc"}${k.field === "last_sign_in_at" ? " nulls last" : ""}`,
          );
          if (!q.sort.some((k) => k.field === "id")) order.push(`p."id" asc`);
          return (
            `select p.*, (select coalesce(json_agg(${organizationJson.sql} order by o."id"), '[]'::json) ` +
            `from "organizations" o where o."center_id" = $${next} and o."id" in ` +
            `(select r."organization_id" from "roles" r where r."user_id" = p."id")) as "organizations" ` +
            `from (${text}) p order by ${order.join(", ")}`
          );
        },
        ["center"],
      )
    : page;
  const rows = await run<UserRow & { total: number }>(database, tx, statement, values);
  if (q.withOrganizations)
    for (const r of rows) r.organizations = (r.organizations ?? []).map((o) => organizationJson.map(o) as Organization);
  let total = Number(rows[0]?.total ?? 0);
  if (!rows.length && q.page.number > 1) {
    const count = compiled(`users-count:${shape}`, () =>
      tx
        .select({ n: sql<number>`count(*)::int`.as("n") })
        .from(users)
        .where(where)
        .toSQL(),
    );
    const [row] = await run<{ n: number }>(database, tx, count, values);
    total = Number(row?.n ?? 0);
  }
  for (const r of rows) delete (r as { total?: number }).total;
  return { list: rows, total };
}

export async function userDocument(tx: Tx, req: FastifyRequest, user: User, include: Set<string>) {
  const included = new Included();
  const [res] = await userResources(tx, req, [user], include, included);
  return document(req, res!, { included });
}

export const TOKEN_TTL_MS = {
  reset_password: 2 * 3600_000,
  confirmation: 3 * 24 * 3600_000,
  login: 5 * 60_000,
  /** Mailed to a new address; confirming it makes it the account's address. */
  email_change: 3 * 24 * 3600_000,
  /** Mailed to the old address with the notice of a change: undoing is possible for two weeks. */
  email_undo: 14 * 24 * 3600_000,
} as const;
export type UserTokenPurpose = keyof typeof TOKEN_TTL_MS;

/** A single-use token (stored hashed); earlier unused tokens of the same purpose are invalidated (not undo links). */
export async function createUserToken(
  tx: Tx,
  centerId: number,
  userId: number,
  purpose: UserTokenPurpose,
  now: number,
  createdBy: number | null = null,
  /** The address the token is about (email_change, email_undo). */
  email: string | null = null,
) {
  // Undo links stay valid when another change follows: a second request must not void the first notice's link.
  if (purpose !== "email_undo")
    await tx
      .update(userTokens)
      .set({ usedAt: new Date(now) })
      .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), eq(userTokens.centerId, centerId)));
  const token = randomToken();
  await tx.insert(userTokens).values({
    centerId,
    userId,
    purpose,
    tokenHash: sha256(token),
    expiresAt: new Date(now + TOKEN_TTL_MS[purpose]),
    createdByUserId: createdBy,
    email,
  });
  return token;
}

/** Use a token once: returns its user, or null when unknown, used or expired. */
export async function consumeUserToken(
  tx: Tx,
  token: string,
  purpose: UserTokenPurpose,
  now: number,
): Promise<{ id: number; user: User; createdBy: number | null; email: string | null } | null> {
  if (typeof token !== "string" || token.length < 10 || token.length > 200) return null;
  const rows = await tx
    .select({ token: userTokens, user: users })
    .from(userTokens)
    .innerJoin(users, eq(users.id, userTokens.userId))
    .where(and(eq(userTokens.tokenHash, sha256(token)), eq(userTokens.purpose, purpose)))
    .limit(1)
    .for("update");
  const row = rows[0];
  if (!row || row.token.usedAt || row.token.expiresAt.getTime() <= now) return null;
  await tx
    .update(userTokens)
    .set({ usedAt: new Date(now) })
    .where(eq(userTokens.id, row.token.id));
  return { id: row.token.id, user: row.user, createdBy: row.token.createdByUserId, email: row.token.email };
}

export function displayName(u: Pick<User, "firstName" | "lastName" | "email">) {
  return [u.firstName, u.lastName].filter(Boolean).join(" ") || u.email;
}

/**
 * More of a user's own data for the export (GET /api/v1/current_user/export): each domain module that
 * keeps personal data adds a section (e.g. applications, messages).
 */
export interface UserExportSection {
  name: string;
  load: (tx: Tx, userId: number) => Promise<unknown>;
}
const rowsFor = async (tx: Tx, query: SQL) => rowsOf(await tx.execute(query));
export const USER_EXPORT_SECTIONS: UserExportSection[] = [
  {
    name: "applications",
    load: (tx, userId) =>
      rowsFor(
        tx,
        sql`select a.id, v.title as vacancy, o.name as organization, a.status, a.motivation, a.availability,
                   a.created_at, a.status_changed_at
            from applications a join vacancies v on v.id = a.vacancy_id join organizations o on o.id = v.organization_id
            where a.user_id = ${userId} order by a.id`,
      ),
  },
  {
    name: "messages",
    load: (tx, userId) =>
      rowsFor(
        tx,
        sql`select m.id, c.subject as conversation, m.body, m.created_at
            from messages m join conversations c on c.id = m.conversation_id
            where m.author_id = ${userId} order by m.id`,
      ),
  },
  {
    name: "notifications",
    load: (tx, userId) =>
      rowsFor(
        tx,
        sql`select kind, title, body, link, read_at, created_at from notifications where user_id = ${userId} order by id`,
      ),
  },
];
