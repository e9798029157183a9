/**
 * Sign in as a user (PRODUCT.md section 3: center staff of their own center, a superadmin anywhere;
 * never as a superadmin). The way back is kept on the server, not in the browser:
 *
 * 1. POST /api/v1/sign_in_as_user (staff): a single-use login token (5 minutes) and an
 *    impersonation row with its end (IMPERSONATION_MINUTES).
 * 2. POST /auth/token (the staff member's browser): the login token becomes the user's session,
 *    whose token expires with the impersonation; the staff member's own token is revoked there, so
 *    the browser holds only the user's credential and nothing of the staff member's to leak.
 * 3. POST /api/v1/sign_in_as_user/return (the impersonated session): ends the user's session and
 *    issues the staff member a fresh one, while the impersonation is open and they are still staff.
 *
 * Every step is in the audit log (subject: the user), with the staff member as actor.
 */
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { IMPERSONATION_MINUTES, USER_PATHS } from "@contract/users.ts";
import { audit } from "../../audit.ts";
import { issueToken, revokeClient, sha256 } from "../../auth/tokens.ts";
import { inTenant, jsonApi, requireActor } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { rowsOf } from "../../db/client.ts";
import { impersonations, userTokens, users, type Impersonation, type User } from "../../db/schema.ts";
import { ApiError } from "../../http/errors.ts";
import { actorFrom, managesCenter, type Actor } from "../../policy.ts";
import { createUserToken, displayName, userDocument } from "./service.ts";

export const IMPERSONATION_MS = IMPERSONATION_MINUTES * 60_000;

/** The open impersonation of this session (its auth token), if any. */
export async function openImpersonation(tx: Tx, tokenId: number, now: number): Promise<Impersonation | undefined> {
  const [row] = await tx
    .select()
    .from(impersonations)
    .where(
      and(
        eq(impersonations.authTokenId, tokenId),
        isNull(impersonations.endedAt),
        gt(impersonations.expiresAt, new Date(now)),
      ),
    )
    .limit(1);
  return row;
}

/** Is the actor's session one that staff opened as this user? (Sign in as a user does not nest.) */
export async function isImpersonated(tx: Tx, actor: Actor, now: number): Promise<boolean> {
  return !!actor.token && !!(await openImpersonation(tx, actor.token.id, now));
}

/** Step 1: the login token for the staff member's browser, and the impersonation it starts. */
export async function createImpersonation(tx: Tx, req: FastifyRequest, actor: Actor, target: User, now: number) {
  const token = await createUserToken(tx, req.center.id, target.id, "login", now, actor.user.id);
  const [login] = await tx
    .select({ id: userTokens.id })
    .from(userTokens)
    .where(eq(userTokens.tokenHash, sha256(token)))
    .limit(1);
  await tx.insert(impersonations).values({
    centerId: req.center.id,
    staffUserId: actor.user.id,
    targetUserId: target.id,
    loginTokenId: Number(login!.id),
    expiresAt: new Date(now + IMPERSONATION_MS),
  });
  return token;
}

/**
 * Step 2, inside the token exchange: when the login token belongs to an impersonation, the new
 * session ends with it and the staff member's own token (the request's credential) is revoked.
 * Returns the absolute end of the session, or null for an ordinary login token.
 */
export async function beginImpersonation(
  tx: Tx,
  req: FastifyRequest,
  loginTokenId: number,
  now: number,
): Promise<{ row: Impersonation; startSession: (tokenId: number) => Promise<void> } | null> {
  const [row] = await tx
    .select()
    .from(impersonations)
    .where(and(eq(impersonations.loginTokenId, loginTokenId), isNull(impersonations.startedAt)))
    .limit(1);
  if (!row) return null;
  if (row.expiresAt.getTime() <= now) throw new ApiError(401, { code: "invalid_token" });
  // The staff member's own credential: not kept (the way back is this row).
  if (req.actor?.token && req.actor.user.id === row.staffUserId) await revokeClient(tx, req.actor.token.id);
  return {
    row,
    startSession: async (tokenId) => {
      await tx
        .update(impersonations)
        .set({ authTokenId: tokenId, startedAt: new Date(now) })
        .where(eq(impersonations.id, row.id));
    },
  };
}

/** What current_user tells the browser while staff act as this user (the bar across the top). */
export async function impersonationAttributes(tx: Tx, actor: Actor, now: number) {
  if (!actor.token) return null;
  const row = await openImpersonation(tx, actor.token.id, now);
  if (!row) return null;
  const [staff] = await tx.select().from(users).where(eq(users.id, row.staffUserId)).limit(1);
  return {
    impersonated_by: staff ? displayName(staff) : null,
    impersonation_expires_at: row.expiresAt.toISOString(),
  };
}

async function staffRoles(tx: Tx, userId: number, centerId: number) {
  return rowsOf<{ id: number; name: string; organization_id: number | null; organization_type: string | null }>(
    await tx.execute(sql`
      select r.id, r.name, r.organization_id, o.organization_type from roles r
      left join organizations o on o.id = r.organization_id and o.center_id = ${centerId}
      where r.user_id = ${userId} and (r.organization_id is null or o.id is not null)`),
  ).map((r) => ({
    id: Number(r.id),
    name: r.name,
    organizationId: r.organization_id === null ? null : Number(r.organization_id),
    organizationType: r.organization_type,
  }));
}

export function registerImpersonationRoutes(app: FastifyInstance) {
  const s = app.services;
  // Step 3: back to the staff member's own account, without signing in again.
  app.post(USER_PATHS.signInAsUserReturn, { config: { auth: "required" } }, async (req, reply: FastifyReply) => {
    const actor = requireActor(req);
    const now = s.now();
    const doc = await inTenant(req, async (tx) => {
      const row = actor.token ? await openImpersonation(tx, actor.token.id, now) : undefined;
      if (!row) throw new ApiError(409, { code: "conflict" });
      await tx
        .update(impersonations)
        .set({ endedAt: new Date(now) })
        .where(eq(impersonations.id, row.id));
      await revokeClient(tx, actor.token!.id);
      const [staff] = await tx.select().from(users).where(eq(users.id, row.staffUserId)).limit(1);
      // Still staff of this center, and still allowed in: otherwise they sign in again.
      const still = staff && actorFrom(staff, null, await staffRoles(tx, staff.id, req.center.id));
      if (!staff || staff.status !== "active" || !managesCenter(still!))
        throw new ApiError(401, { code: "unauthorized" });
      await audit(
        tx,
        req,
        "sign_in_as_user_returned",
        { type: "user", id: row.targetUserId },
        { staff_user_id: staff.id },
        staff.id,
      );
      const creds = await issueToken(tx, staff, req.center.id, now);
      for (const [k, v] of Object.entries(creds)) reply.header(k, v);
      const d = await userDocument(tx, req, staff, new Set(["roles"]));
      return { ...d, meta: { user_id: String(row.targetUserId) } };
    });
    return jsonApi(reply).send(doc);
  });
}
