/**
 * devise_token_auth on the wire: /auth/sign_in, /auth/sign_out, /auth/validate_token,
 * /auth/password (POST mail, PUT reset), /auth/token (login-token exchange), plus
 * /api/v1/confirm and /api/v1/sign_in_as_user.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { and, eq, isNull, or, sql } from "drizzle-orm";
import * as yup from "yup";
import { API_PATHS } from "@contract/paths.ts";
import { IMPERSONATION_MINUTES } from "@contract/users.ts";
import { confirmSchema, passwordResetRequestSchema, passwordUpdateSchema, signInSchema } from "@contract/schemas.ts";
import { hashPassword, verifyPassword } from "../../auth/passwords.ts";
import { issueToken, revokeClient, revokeOtherClients, tokenIdOf, type Credentials } from "../../auth/tokens.ts";
import { audit } from "../../audit.ts";
import { centerBaseUrl, clientIp, inTenant, jsonApi, limit, requireActor, tooMany } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { rowsOf } from "../../db/client.ts";
import { users, type User } from "../../db/schema.ts";
import { ApiError } from "../../http/errors.ts";
import { bodyAttributes, parseInclude } from "../../http/jsonapi.ts";
import { attributesBase, snakeKeys, validate } from "../../http/validate.ts";
import { queueUserMail } from "../../mail/send.ts";
import { managesCenter } from "../../policy.ts";
import { beginImpersonation, createImpersonation, isImpersonated } from "../users/impersonation.ts";
import { consumeUserToken, createUserToken, userDocument, USER_INCLUDES } from "../users/service.ts";

const AUTH_INCLUDE = new Set(["roles"]);

function setCredentials(reply: FastifyReply, c: Credentials) {
  for (const [k, v] of Object.entries(c)) reply.header(k, v);
}

async function findUserByEmail(tx: Tx, centerId: number, email: string): Promise<User | undefined> {
  const rows = await tx
    .select()
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
        or(eq(users.centerId, centerId), isNull(users.centerId)),
      ),
    )
    .limit(1);
  return rows[0];
}

/** Sign a user in: checks confirmation and status, issues a client token. */
async function startSession(
  tx: Tx,
  req: FastifyRequest,
  reply: FastifyReply,
  user: User,
  /** A session that ends early (sign in as a user), and what to do with its token's id. */
  limited?: { endsAt: number; started: (tokenId: number) => Promise<void> },
) {
  const now = req.server.services.now();
  const creds = await issueToken(tx, user, req.center.id, now, limited?.endsAt);
  if (limited) await limited.started((await tokenIdOf(tx, user.id, creds.client))!);
  const [updated] = await tx
    .update(users)
    .set({ lastSignInAt: new Date(now), signInCount: sql`${users.signInCount} + 1` })
    .where(eq(users.id, user.id))
    .returning();
  setCredentials(reply, creds);
  return userDocument(tx, req, updated ?? user, AUTH_INCLUDE);
}

function assertCanSignIn(user: User) {
  if (user.status === "invited" || !user.confirmedAt) throw new ApiError(401, { code: "unconfirmed" });
  if (user.status !== "active") throw new ApiError(401, { code: "inactive_account" });
}

/** A redirect_url may only lead to the safe base (centerBaseUrl): same scheme, host and port. */
export function allowedRedirect(req: FastifyRequest, url: string | undefined): boolean {
  if (!url) return true;
  try {
    const u = new URL(url);
    return u.username === "" && u.password === "" && u.origin === new URL(centerBaseUrl(req)).origin;
  } catch {
    return false;
  }
}

export function registerAuthRoutes(app: FastifyInstance) {
  const s = app.services;

  app.post(API_PATHS.signIn, async (req, reply) => {
    const attrs = snakeKeys(bodyAttributes(req, { wrapper: "user", flat: true }));
    const input = await validate(signInSchema, attrs, attributesBase(req, "user"));
    const { limiter, limits } = s;
    const ip = clientIp(req);
    const email = input.email.toLowerCase();
    const failed = {
      ip: `signin:failed:ip:${ip}`,
      pair: `signin:failed:ip-email:${ip}:${email}`,
      email: `signin:failed:email:${email}`,
    };
    // Tight limits per IP and per (IP, address), on failures; per address only a high ceiling whose
    // growing delay holds back IPs that have been failing: the owner signing in from an IP with no
    // failures is never locked out by someone else's guesses.
    limit(req, `signin:ip:${ip}`, limits.signInPerIp);
    tooMany(limiter.reached(failed.ip, limits.signInFailuresPerIp));
    tooMany(limiter.reached(failed.pair, limits.signInFailuresPerIpAndEmail));
    if (limiter.count(failed.ip) > 0) tooMany(limiter.delay(failed.email, limits.signInFailuresPerEmail));
    const invalid = () => {
      limiter.hit(failed.ip, limits.signInFailuresPerIp);
      limiter.hit(failed.pair, limits.signInFailuresPerIpAndEmail);
      limiter.hit(failed.email, limits.signInFailuresPerEmail);
      return new ApiError(401, { code: "invalid_credentials" });
    };
    const doc = await inTenant(req, async (tx) => {
      // Every branch verifies one hash at the production cost (a dummy one when there is no
      // account), so the time of the answer does not tell whether the address exists.
      const user = await findUserByEmail(tx, req.center.id, input.email);
      if (!user) {
        const acct = rowsOf<{ center_id: number | null; encrypted_password: string | null }>(
          await tx.execute(sql`select center_id, encrypted_password from account_for_email(${input.email})`),
        )[0];
        const ok = await verifyPassword(input.password, acct?.encrypted_password ?? null, s.passwordCost);
        if (ok && acct && acct.center_id !== null && acct.center_id !== req.center.id)
          throw new ApiError(401, { code: "wrong_center" });
        throw invalid();
      }
      if (!(await verifyPassword(input.password, user.encryptedPassword, s.passwordCost))) throw invalid();
      assertCanSignIn(user);
      await audit(tx, req, "sign_in", { type: "user", id: user.id }, {}, user.id);
      return startSession(tx, req, reply, user);
    });
    limiter.reset(failed.pair);
    return jsonApi(reply).send(doc);
  });

  app.delete(API_PATHS.signOut, { config: { auth: "required" } }, async (req, reply) => {
    const actor = requireActor(req);
    await inTenant(req, async (tx) => {
      if (actor.token) await revokeClient(tx, actor.token.id);
    });
    // No fresh credentials after sign-out.
    for (const h of ["access-token", "client", "uid", "expiry", "token-type"]) reply.removeHeader(h);
    return reply.code(204).send();
  });

  app.get(API_PATHS.validateToken, { config: { auth: "required" } }, async (req, reply) => {
    const actor = requireActor(req);
    const include = parseInclude(req, USER_INCLUDES);
    const doc = await inTenant(req, (tx) => userDocument(tx, req, actor.user, include.size ? include : AUTH_INCLUDE));
    return jsonApi(reply).send(doc);
  });

  // Password reset mail: the same answer, in the same time, whether or not the address is known
  // here. The answer leaves first; the token and the mail are made afterwards, in a transaction of
  // their own (failures there are logged).
  const answered = new WeakMap<FastifyRequest, () => void>();
  const release = async (req: FastifyRequest) => answered.get(req)?.();
  app.post(API_PATHS.password, { onResponse: release, onRequestAbort: release }, async (req, reply) => {
    const attrs = snakeKeys(bodyAttributes(req, { wrapper: "user", flat: true }));
    const input = await validate(passwordResetRequestSchema, attrs, attributesBase(req, "user"));
    if (!allowedRedirect(req, input.redirect_url))
      throw new ApiError(422, { code: "invalid_redirect", pointer: `${attributesBase(req, "user")}/redirect_url` });
    const ip = clientIp(req);
    const email = input.email.toLowerCase();
    limit(req, `pwmail:ip:${ip}`, s.limits.passwordMailPerIp);
    limit(req, `pwmail:ip-email:${ip}:${email}`, s.limits.passwordMailPerIpAndEmail);
    // Over the address's ceiling the answer stays the same but no further mail goes out: the owner
    // already has a recent mail whose link works (each new token replaces the one before).
    const rule = s.limits.passwordMailPerEmail;
    const mail = rule.max <= 0 || s.limiter.hit(`pwmail:email:${email}`, rule) === 0;
    const center = req.center;
    const link = new URL(input.redirect_url ?? `${centerBaseUrl(req)}/auth/reset`);
    if (mail) {
      // Starts once the answer has left (onResponse), or the client has gone (abort, closed socket).
      const sent = new Promise<void>((resolve) => {
        answered.set(req, resolve);
        reply.raw.once("close", () => resolve());
      });
      s.background.run("password mail", async () => {
        await sent;
        await new Promise((resolve) => setImmediate(resolve)); // after the answer's own callbacks
        await s.database.tenant(center.id, async (tx) => {
          const user = await findUserByEmail(tx, center.id, input.email);
          if (!user || user.status === "archived" || user.status === "inactive") return;
          const token = await createUserToken(tx, center.id, user.id, "reset_password", s.now());
          link.searchParams.set("reset_password_token", token);
          await queueUserMail(tx, req, user, "reset_password_instructions", { url: link.toString() });
        });
      });
    }
    return jsonApi(reply).send({
      meta: {
        success: true,
        message: req.headers["accept-language"]?.startsWith("en")
          ? "If this address is registered here, an e-mail with instructions is on its way."
          : "Als dit adres hier bekend is, ontvang je een e-mail met instructies.",
      },
    });
  });

  const updatePassword = async (req: FastifyRequest, reply: FastifyReply) => {
    const attrs = snakeKeys(bodyAttributes(req, { wrapper: "user", flat: true }));
    const base = attributesBase(req, "user");
    const hasHeaders = Boolean(req.headers.uid && req.headers.client && req.headers["access-token"]);
    const token =
      typeof attrs.reset_password_token === "string" && attrs.reset_password_token !== ""
        ? attrs.reset_password_token
        : undefined;
    if (!token && !hasHeaders) throw new ApiError(401, { code: "missing_reset_credentials" });
    const input = await validate(
      passwordUpdateSchema,
      {
        ...attrs,
        ...(hasHeaders
          ? {
              uid: String(req.headers.uid),
              client: String(req.headers.client),
              access_token: String(req.headers["access-token"]),
            }
          : {}),
      },
      base,
    );
    const hash = await hashPassword(input.password, s.passwordCost);
    const now = s.now();
    if (token) {
      limit(req, `reset:ip:${clientIp(req)}`, s.limits.signInPerIp);
      const result = await inTenant(req, async (tx) => {
        const found = await consumeUserToken(tx, token, "reset_password", now);
        if (!found) throw new ApiError(401, { code: "invalid_token", pointer: `${base}/reset_password_token` });
        const [user] = await tx
          .update(users)
          .set({
            encryptedPassword: hash,
            confirmedAt: found.user.confirmedAt ?? new Date(now),
            status: found.user.status === "invited" ? "active" : found.user.status,
            updatedAt: new Date(now),
          })
          .where(eq(users.id, found.user.id))
          .returning();
        await audit(tx, req, "password_reset", { type: "user", id: found.user.id }, {}, found.user.id);
        return user!;
      });
      // Every other client of the account is signed out, in every center (superadmins sign in at several).
      await s.database.system((tx) => revokeOtherClients(tx, result.id, null));
      if (result.status !== "active")
        return jsonApi(reply).send(await inTenant(req, (tx) => userDocument(tx, req, result, AUTH_INCLUDE)));
      const doc = await inTenant(req, (tx) => startSession(tx, req, reply, result));
      return jsonApi(reply).send(doc);
    }
    const actor = req.actor;
    if (!actor) throw new ApiError(401, { code: "unauthorized" });
    const doc = await inTenant(req, async (tx) => {
      const [user] = await tx
        .update(users)
        .set({ encryptedPassword: hash, updatedAt: new Date(now) })
        .where(eq(users.id, actor.user.id))
        .returning();
      await audit(tx, req, "password_changed", { type: "user", id: actor.user.id });
      return userDocument(tx, req, user!, AUTH_INCLUDE);
    });
    await s.database.system(async (tx) => {
      if (actor.token) await revokeOtherClients(tx, actor.user.id, actor.token.id);
    });
    return jsonApi(reply).send(doc);
  };
  app.put(API_PATHS.password, updatePassword);
  app.patch(API_PATHS.password, updatePassword);

  // Token login (/auth/token page): a single-use, short-lived login token becomes a session.
  app.post(API_PATHS.tokenLogin, async (req, reply) => {
    const attrs = snakeKeys(bodyAttributes(req, { flat: true }));
    const input = await validate(yup.object({ token: yup.string().max(200).required() }), attrs, attributesBase(req));
    limit(req, `tokenlogin:ip:${clientIp(req)}`, s.limits.signInPerIp);
    const doc = await inTenant(req, async (tx) => {
      const found = await consumeUserToken(tx, input.token, "login", s.now());
      if (!found) throw new ApiError(401, { code: "invalid_token", pointer: `${attributesBase(req)}/token` });
      if (found.user.status !== "active") throw new ApiError(401, { code: "inactive_account" });
      // Sign in as a user: the session ends with the impersonation; the staff member's token is revoked.
      const impersonation = await beginImpersonation(tx, req, found.id, s.now());
      await audit(
        tx,
        req,
        "token_login",
        { type: "user", id: found.user.id },
        { issued_by: found.createdBy, ...(impersonation ? { impersonation: true } : {}) },
        found.createdBy,
      );
      return startSession(
        tx,
        req,
        reply,
        found.user,
        impersonation
          ? { endsAt: impersonation.row.expiresAt.getTime(), started: impersonation.startSession }
          : undefined,
      );
    });
    return jsonApi(reply).send(doc);
  });

  app.post(API_PATHS.confirm, async (req, reply) => {
    const attrs = snakeKeys(bodyAttributes(req, { wrapper: "user", flat: true }));
    const base = attributesBase(req, "user");
    const input = await validate(confirmSchema, attrs, base);
    limit(req, `confirm:ip:${clientIp(req)}`, s.limits.signInPerIp);
    const now = s.now();
    const hash = input.password ? await hashPassword(input.password, s.passwordCost) : null;
    const doc = await inTenant(req, async (tx) => {
      const found = await consumeUserToken(tx, input.confirmation_token, "confirmation", now);
      if (!found) throw new ApiError(404, { code: "invalid_token", pointer: `${base}/confirmation_token` });
      const user = found.user;
      if (user.confirmedAt && user.status !== "invited") throw new ApiError(409, { code: "already_confirmed" });
      if (user.status === "invited" && !hash)
        throw new ApiError(422, { code: "validation_failed", field: "blank", pointer: `${base}/password` });
      const [updated] = await tx
        .update(users)
        .set({
          confirmedAt: new Date(now),
          status: user.status === "invited" ? "active" : user.status,
          ...(hash ? { encryptedPassword: hash } : {}),
          updatedAt: new Date(now),
        })
        .where(eq(users.id, user.id))
        .returning();
      await audit(tx, req, "user_confirmed", { type: "user", id: user.id }, {}, user.id);
      if (updated!.status !== "active") return userDocument(tx, req, updated!, AUTH_INCLUDE);
      return startSession(tx, req, reply, updated!);
    });
    return jsonApi(reply).send(doc);
  });

  // Center staff (or a superadmin) signs in as a user of this center, never as a superadmin.
  app.post(API_PATHS.signInAsUser, { config: { auth: "required" } }, async (req, reply) => {
    const actor = requireActor(req);
    if (!managesCenter(actor)) throw new ApiError(403, { code: "forbidden" });
    const attrs = snakeKeys(bodyAttributes(req, { wrapper: "user", flat: true, type: "user" }));
    const raw = attrs.user_id ?? attrs.id;
    const base = attributesBase(req, "user");
    const targetId = typeof raw === "number" ? String(raw) : raw;
    if (typeof targetId !== "string" || !/^\d{1,15}$/.test(targetId))
      throw new ApiError(422, { code: "validation_failed", field: "blank", pointer: `${base}/user_id` });
    const doc = await inTenant(req, async (tx) => {
      const [target] = await tx
        .select()
        .from(users)
        .where(and(eq(users.id, Number(targetId)), eq(users.centerId, req.center.id)))
        .limit(1);
      if (!target) throw new ApiError(404, { code: "not_found" });
      const targetRoles = await tx.execute(
        sql`select 1 from roles where user_id = ${target.id} and name = 'superadmin'`,
      );
      if (rowsOf(targetRoles).length) throw new ApiError(403, { code: "forbidden" });
      if (target.id === actor.user.id)
        throw new ApiError(422, { code: "validation_failed", field: "invalid", pointer: `${base}/user_id` });
      if (target.status !== "active") throw new ApiError(409, { code: "conflict" });
      // Not from a session that is itself someone else's (the way back would be lost).
      if (await isImpersonated(tx, actor, s.now())) throw new ApiError(403, { code: "forbidden" });
      const token = await createImpersonation(tx, req, actor, target, s.now());
      await audit(tx, req, "sign_in_as_user", { type: "user", id: target.id }, { target_email: target.email });
      const d = await userDocument(tx, req, target, AUTH_INCLUDE);
      const url = new URL(`${centerBaseUrl(req)}/auth/token`);
      url.searchParams.set("token", token);
      return {
        ...d,
        meta: { login_token: token, expires_in: 300, session_minutes: IMPERSONATION_MINUTES },
        links: { login: url.toString() },
      };
    });
    return jsonApi(reply, 201).send(doc);
  });
}
