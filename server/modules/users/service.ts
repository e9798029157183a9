/** User queries shared by the users and auth modules. */
import { and, asc, eq, inArray, isNotNull, sql, type SQL } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { rowsOf, type Tx } from "../../db/client.ts";
import { organizations, roles, userTokens, users, type Organization, type User } from "../../db/schema.ts";
import { Included, document } from "../../http/jsonapi.ts";
import { organizationResource, roleResource, userResource, type RoleRow } from "../serializers.ts";
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

/** Serialize users with the requested includes. */
export async function userResources(
  tx: Tx,
  req: FastifyRequest,
  list: User[],
  include: Set<string>,
  included: Included,
) {
  const ids = list.map((u) => u.id);
  const wantRoles = include.has("roles") || include.has("roles.organization");
  const roleMap = wantRoles ? await rolesByUser(tx, ids) : null;
  const orgMap =
    include.has("organizations") || include.has("roles.organization")
      ? await organizationsByUser(tx, ids, req.center.id)
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

export async function userDocument(tx: Tx, req: FastifyRequest, user: User, include: Set<string>) {
  const included = new Included();
  const [res] = await userResources(tx, req, [user], include, included);
  return document(req, res!, { included });
}

export const TOKEN_TTL_MS = {
  reset_password: 2 * 3600_000,
  confirmation: 3 * 24 * 3600_000,
  login: 5 * 60_000,
} as const;
export type UserTokenPurpose = keyof typeof TOKEN_TTL_MS;

/** A single-use token (stored hashed); earlier unused tokens of the same purpose are invalidated. */
export async function createUserToken(
  tx: Tx,
  centerId: number,
  userId: number,
  purpose: UserTokenPurpose,
  now: number,
  createdBy: number | null = null,
) {
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
  });
  return token;
}

/** Use a token once: returns its user, or null when unknown, used or expired. */
export async function consumeUserToken(
  tx: Tx,
  token: string,
  purpose: UserTokenPurpose,
  now: number,
): Promise<{ user: User; createdBy: number | null } | null> {
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
  return { user: row.user, createdBy: row.token.createdByUserId };
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
