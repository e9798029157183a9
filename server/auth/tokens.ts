/**
 * devise_token_auth-style credentials: one token per (user, client), stored as a SHA-256 hash
 * (the token is 32 random bytes, so a fast hash suffices), rotated on every request outside a
 * 5 s batch window, with a 2-week idle lifetime and an absolute lifetime.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, inArray, ne } from "drizzle-orm";
import type { Database, HeldTransaction, Tx } from "../db/client.ts";
import { authTokens, type AuthToken, type User } from "../db/schema.ts";

export const TOKEN_POLICY = {
  batchWindowMs: 5_000,
  idleMs: 14 * 24 * 3600 * 1000,
  absoluteMs: 90 * 24 * 3600 * 1000,
  maxClients: 10,
};

export interface Credentials {
  "access-token": string;
  client: string;
  uid: string;
  expiry: string;
  "token-type": "Bearer";
}

export const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");
export const randomToken = (bytes = 32) => randomBytes(bytes).toString("base64url");

export function credentialsFor(user: User, client: string, token: string, expiresAt: Date): Credentials {
  return {
    "access-token": token,
    client,
    uid: user.email,
    expiry: String(Math.floor(expiresAt.getTime() / 1000)),
    "token-type": "Bearer",
  };
}

/** A new client for the user; the oldest clients beyond the maximum are dropped. */
export async function issueToken(
  tx: Tx,
  user: User,
  centerId: number,
  now: number,
  /** An earlier end than the absolute lifetime (a "sign in as a user" session ends with it). */
  endsAt?: number,
): Promise<Credentials> {
  const existing = await tx
    .select({ id: authTokens.id })
    .from(authTokens)
    .where(eq(authTokens.userId, user.id))
    .orderBy(asc(authTokens.rotatedAt), asc(authTokens.id));
  const excess = existing.length - (TOKEN_POLICY.maxClients - 1);
  if (excess > 0)
    await tx.delete(authTokens).where(
      inArray(
        authTokens.id,
        existing.slice(0, excess).map((r) => r.id),
      ),
    );
  const client = randomToken(16);
  const token = randomToken();
  const absolute = new Date(Math.min(now + TOKEN_POLICY.absoluteMs, endsAt ?? Infinity));
  const expires = new Date(Math.min(now + TOKEN_POLICY.idleMs, absolute.getTime()));
  await tx.insert(authTokens).values({
    centerId,
    userId: user.id,
    clientId: client,
    tokenHash: sha256(token),
    rotatedAt: new Date(now),
    expiresAt: expires,
    absoluteExpiresAt: absolute,
    createdAt: new Date(now),
  });
  return credentialsFor(user, client, token, expires);
}

/** The id of a user's client token (after issueToken). */
export async function tokenIdOf(tx: Tx, userId: number, client: string): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: authTokens.id })
    .from(authTokens)
    .where(and(eq(authTokens.userId, userId), eq(authTokens.clientId, client)))
    .limit(1);
  return row?.id;
}

/**
 * A fresh token for the request's own client, e.g. after the e-mail address (the uid) changed: the
 * old token stays valid for requests already in flight (as after a rotation).
 */
export async function reissueToken(tx: Tx, user: User, token: AuthToken, now: number): Promise<Credentials> {
  const fresh = randomToken();
  const expires = new Date(Math.min(now + TOKEN_POLICY.idleMs, token.absoluteExpiresAt.getTime()));
  await tx
    .update(authTokens)
    .set({
      tokenHash: sha256(fresh),
      previousTokenHash: token.tokenHash,
      rotatedAt: new Date(now),
      rotationSeen: false,
      expiresAt: expires,
    })
    .where(eq(authTokens.id, token.id));
  return credentialsFor(user, token.clientId, fresh, expires);
}

export async function revokeClient(tx: Tx, tokenId: number) {
  await tx.delete(authTokens).where(eq(authTokens.id, tokenId));
}

/** Drop every client of the user except one (password change, reset). */
export async function revokeOtherClients(tx: Tx, userId: number, keepTokenId: number | null) {
  await tx
    .delete(authTokens)
    .where(
      keepTokenId === null
        ? eq(authTokens.userId, userId)
        : and(eq(authTokens.userId, userId), ne(authTokens.id, keepTokenId)),
    );
}

interface SessionJson {
  token: {
    id: number;
    center_id: number;
    user_id: number;
    client_id: string;
    current: boolean;
    rotation_seen: boolean;
    rotated_at: string;
    expires_at: string;
    absolute_expires_at: string;
    created_at: string;
    token_hash: string;
  };
  user: Record<string, unknown>;
  roles: { id: number; name: string; organization_id: number | null; organization_type: string | null }[];
}

const date = (v: unknown) => (v === null || v === undefined ? null : new Date(String(v)));

function userFromJson(u: Record<string, unknown>): User {
  return {
    id: Number(u.id),
    centerId: u.center_id === null ? null : Number(u.center_id),
    email: String(u.email),
    encryptedPassword: (u.encrypted_password as string | null) ?? null,
    firstName: (u.first_name as string | null) ?? null,
    lastName: (u.last_name as string | null) ?? null,
    phone: (u.phone as string | null) ?? null,
    status: String(u.status),
    locale: String(u.locale),
    confirmedAt: date(u.confirmed_at),
    confirmationSentAt: date(u.confirmation_sent_at),
    lastSignInAt: date(u.last_sign_in_at),
    signInCount: Number(u.sign_in_count ?? 0),
    periodicMail: String(u.periodic_mail ?? "never"),
    interests: Array.isArray(u.interests) ? (u.interests as string[]) : [],
    periodicMailNear: (u.periodic_mail_near as string | null) ?? null,
    periodicMailDistance: u.periodic_mail_distance == null ? null : Number(u.periodic_mail_distance),
    unconfirmedEmail: (u.unconfirmed_email as string | null) ?? null,
    notificationPreferences:
      u.notification_preferences && typeof u.notification_preferences === "object"
        ? (u.notification_preferences as Record<string, string>)
        : {},
    createdAt: date(u.created_at)!,
    updatedAt: date(u.updated_at)!,
  };
}

export type SessionCheck =
  | { ok: false }
  | {
      ok: true;
      user: User;
      token: AuthToken;
      roles: { id: number; name: string; organizationId: number | null; organizationType: string | null }[];
      credentials: Credentials | null;
    };

/**
 * The credential check of every request in one round trip (the auth_session() function filters
 * by the request's center), plus a tenant transaction only when the token rotates or expired.
 */
export async function checkSession(
  database: Pick<Database, "query" | "tenant" | "beginWithSession">,
  centerId: number,
  h: { token: string; client: string; uid: string },
  now: number,
  /** Receives the request's open transaction (PostgreSQL), for the handler to continue in. */
  hold?: (held: HeldTransaction) => void,
  readOnly = false,
  /** Generic plans for the request's prepared statements (perf/plans.ts). */
  genericPlans = false,
): Promise<SessionCheck> {
  if (h.token.length > 200 || h.client.length > 100 || h.uid.length > 300) return { ok: false };
  const hash = sha256(h.token);
  let raw: unknown;
  // Writes (rotation, expiry) commit at once, so the new token is durable before any answer,
  // whatever the handler does next; the handler then gets a transaction of its own.
  let write: <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>;
  if (database.beginWithSession && hold) {
    const { held, session } = await database.beginWithSession(
      centerId,
      { client: h.client, uid: h.uid, hash },
      readOnly,
      genericPlans,
    );
    hold(held);
    raw = session;
    write = async (fn) => {
      // A read-only transaction (GET) cannot rotate: give it up and write in a transaction of its own.
      if (held.readOnly) {
        await held.finish(false);
        return database.tenant(centerId, fn);
      }
      const result = await fn(held.tx);
      await held.finish(true);
      return result;
    };
  } else {
    const [row] = await database.query<{ s: unknown }>("SELECT auth_session($1, $2, $3, $4) AS s", [
      centerId,
      h.client,
      h.uid,
      hash,
    ]);
    raw = row?.s ?? null;
    write = (fn) => database.tenant(centerId, fn);
  }
  const s: SessionJson | null =
    typeof raw === "string" ? (JSON.parse(raw) as SessionJson) : ((raw ?? null) as SessionJson | null);
  if (!s) return { ok: false };
  const user = userFromJson(s.user);
  const token: AuthToken = {
    id: Number(s.token.id),
    centerId: Number(s.token.center_id),
    userId: Number(s.token.user_id),
    clientId: s.token.client_id,
    tokenHash: s.token.token_hash,
    previousTokenHash: null,
    rotatedAt: new Date(s.token.rotated_at),
    rotationSeen: s.token.rotation_seen !== false,
    expiresAt: new Date(s.token.expires_at),
    absoluteExpiresAt: new Date(s.token.absolute_expires_at),
    createdAt: new Date(s.token.created_at),
  };
  const roles = s.roles.map((r) => ({
    id: Number(r.id),
    name: r.name,
    organizationId: r.organization_id === null ? null : Number(r.organization_id),
    organizationType: r.organization_type,
  }));
  if (token.expiresAt.getTime() <= now || token.absoluteExpiresAt.getTime() <= now) {
    await write((tx) => tx.delete(authTokens).where(eq(authTokens.id, token.id)));
    return { ok: false };
  }
  if (user.status !== "active") return { ok: false };
  const inWindow = now - token.rotatedAt.getTime() < TOKEN_POLICY.batchWindowMs;
  // Inside the batch window the current and the previous token are valid, for parallel requests.
  if (inWindow) {
    if (s.token.current && !token.rotationSeen) {
      // The client has the last rotation's token: from now on the previous one is only good inside
      // the window. (Outside it the rotation below records the same by replacing the previous.)
      await write((tx) => tx.update(authTokens).set({ rotationSeen: true }).where(eq(authTokens.id, token.id)));
      token.rotationSeen = true;
    }
    return { ok: true, user, token, roles, credentials: null };
  }
  // Outside it, the previous token is refused once the client has presented the newer one. Before
  // that, the client never got the last rotation's token (its answer was aborted: a reload, a
  // cancelled fetch): rotate again from the token it has instead of signing it out.
  if (!s.token.current && token.rotationSeen) return { ok: false };
  const fresh = randomToken();
  const expires = new Date(Math.min(now + TOKEN_POLICY.idleMs, token.absoluteExpiresAt.getTime()));
  const updated = await write((tx) =>
    tx
      .update(authTokens)
      .set({
        tokenHash: sha256(fresh),
        // The token being replaced: the presented one (the current, or the previous the client kept).
        previousTokenHash: hash,
        rotatedAt: new Date(now),
        rotationSeen: false,
        expiresAt: expires,
      })
      .where(and(eq(authTokens.id, token.id), eq(authTokens.tokenHash, token.tokenHash)))
      .returning({ id: authTokens.id }),
  );
  // A concurrent request rotated first: the presented token is now the previous one, valid in the window.
  if (!updated.length) return { ok: true, user, token, roles, credentials: null };
  return { ok: true, user, token, roles, credentials: credentialsFor(user, token.clientId, fresh, expires) };
}
