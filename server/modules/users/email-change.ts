/**
 * E-mail changes (issue 14, point 2): only the owner changes the address (center staff may correct
 * one), and the change takes effect when the NEW address confirms it. Until then the account keeps
 * its address for sign-in, password reset and the uid of its tokens; the pending one waits in
 * users.unconfirmed_email. The OLD address is told at once, with an undo link that restores it,
 * cancels what is pending, signs out every session and asks for a new password.
 */
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import * as yup from "yup";
import { API_PATHS } from "@contract/paths.ts";
import { audit } from "../../audit.ts";
import { revokeOtherClients } from "../../auth/tokens.ts";
import { centerBaseUrl, clientIp, inTenant, jsonApi, limit, requireActor } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { rowsOf } from "../../db/client.ts";
import { userTokens, users, type User } from "../../db/schema.ts";
import { ApiError } from "../../http/errors.ts";
import { bodyAttributes } from "../../http/jsonapi.ts";
import { attributesBase, snakeKeys, validate } from "../../http/validate.ts";
import { queueUserMail } from "../../mail/send.ts";
import { isUniqueViolation } from "./known-address.ts";
import { consumeUserToken, createUserToken } from "./service.ts";

/** One account per e-mail across all centers: 422 'taken' at the pointer when the address is in use. */
export async function assertEmailFree(tx: Tx, email: string, pointer: string) {
  if (await emailInUse(tx, email)) throw new ApiError(422, { code: "validation_failed", field: "taken", pointer });
}

async function emailInUse(tx: Tx, email: string): Promise<boolean> {
  return rowsOf(await tx.execute(sql`select 1 from account_for_email(${email})`)).length > 0;
}

const link = (req: FastifyRequest, param: string, token: string) =>
  `${centerBaseUrl(req)}/confirm?${param}=${encodeURIComponent(token)}`;

/**
 * Ask for a change of the user's address to `email` (already checked to be free): the new address
 * gets the confirmation link, the old one the notice with the undo link. Returns the updated user
 * (same `email`, the new one in `unconfirmedEmail`).
 */
export async function requestEmailChange(
  tx: Tx,
  req: FastifyRequest,
  user: User,
  email: string,
  requestedBy: number | null,
): Promise<User> {
  const now = req.server.services.now();
  const [updated] = await tx
    .update(users)
    .set({ unconfirmedEmail: email, updatedAt: new Date(now) })
    .where(eq(users.id, user.id))
    .returning();
  const confirm = await createUserToken(tx, req.center.id, user.id, "email_change", now, requestedBy, email);
  const undo = await createUserToken(tx, req.center.id, user.id, "email_undo", now, requestedBy, user.email);
  await queueUserMail(tx, req, updated!, "email_change_confirmation", {
    to: email,
    email,
    url: link(req, "email_change_token", confirm),
  });
  await queueUserMail(tx, req, updated!, "email_change_requested", {
    email,
    url: link(req, "email_undo_token", undo),
  });
  await audit(
    tx,
    req,
    "user_email_change_requested",
    { type: "user", id: user.id },
    { by: requestedBy === user.id ? "owner" : "center_staff" },
  );
  return updated!;
}

/** Unused tokens of these purposes of the user stop working. */
async function voidTokens(tx: Tx, userId: number, purposes: string[], now: number) {
  await tx
    .update(userTokens)
    .set({ usedAt: new Date(now) })
    .where(and(eq(userTokens.userId, userId), inArray(userTokens.purpose, purposes), isNull(userTokens.usedAt)));
}

const tokenSchema = yup.object({ token: yup.string().max(200).required() });

export function registerEmailChangeRoutes(app: FastifyInstance) {
  const s = app.services;

  const tokenInput = async (req: FastifyRequest) => {
    const attrs = snakeKeys(bodyAttributes(req, { flat: true }));
    limit(req, `emailchange:ip:${clientIp(req)}`, s.limits.signInPerIp);
    return (await validate(tokenSchema, attrs, attributesBase(req))).token;
  };
  const invalid = (req: FastifyRequest) =>
    new ApiError(404, { code: "invalid_token", pointer: `${attributesBase(req)}/token` });

  // The new address confirms: it becomes the account's address. Every session ends (their uid is the
  // old address); the owner signs in with the new one. Confirming signs nobody in: the link proves
  // the mailbox, not the account.
  app.post(API_PATHS.confirmEmailChange, async (req, reply) => {
    const token = await tokenInput(req);
    const now = s.now();
    const result = await inTenant(req, async (tx) => {
      const found = await consumeUserToken(tx, token, "email_change", now);
      const pending = found?.user.unconfirmedEmail;
      // A cancelled, undone or replaced change: its link no longer works.
      if (!found || !found.email || !pending || pending.toLowerCase() !== found.email.toLowerCase()) throw invalid(req);
      const user = found.user;
      // The address may have been taken since it was asked for (another account, another center).
      if (await emailInUse(tx, pending)) throw new ApiError(409, { code: "email_taken" });
      const [updated] = await tx
        .update(users)
        .set({ email: pending, unconfirmedEmail: null, updatedAt: new Date(now) })
        .where(eq(users.id, user.id))
        .returning();
      await voidTokens(tx, user.id, ["email_change", "reset_password", "login"], now);
      const undo = await createUserToken(tx, req.center.id, user.id, "email_undo", now, null, user.email);
      await queueUserMail(tx, req, user, "email_changed", { email: pending, url: link(req, "email_undo_token", undo) });
      await audit(tx, req, "user_email_changed", { type: "user", id: user.id }, {}, user.id);
      return updated!;
    }).catch((err: unknown) => {
      // Taken by a concurrent confirmation between the check and the update (users_email_unique).
      if (isUniqueViolation(err)) throw new ApiError(409, { code: "email_taken" });
      throw err;
    });
    await s.database.system((tx) => revokeOtherClients(tx, result.id, null));
    return jsonApi(reply).send({ meta: { email: result.email } });
  });

  // The old address undoes: it is the account's address again, nothing stays pending, every session
  // ends and the password no longer works; the answer carries a reset token to choose a new one
  // (the link proved the old mailbox, as a reset mail would).
  app.post(API_PATHS.undoEmailChange, async (req, reply) => {
    const token = await tokenInput(req);
    const now = s.now();
    const result = await inTenant(req, async (tx) => {
      const found = await consumeUserToken(tx, token, "email_undo", now);
      if (!found || !found.email) throw invalid(req);
      const user = found.user;
      const restore = user.email.toLowerCase() !== found.email.toLowerCase();
      if (restore && (await emailInUse(tx, found.email))) throw new ApiError(409, { code: "email_taken" });
      const [updated] = await tx
        .update(users)
        .set({
          ...(restore ? { email: found.email } : {}),
          unconfirmedEmail: null,
          encryptedPassword: null,
          updatedAt: new Date(now),
        })
        .where(eq(users.id, user.id))
        .returning();
      await voidTokens(tx, user.id, ["email_change", "email_undo", "reset_password", "login"], now);
      const reset = await createUserToken(tx, req.center.id, user.id, "reset_password", now);
      await audit(tx, req, "user_email_change_undone", { type: "user", id: user.id }, { restored: restore }, user.id);
      return { user: updated!, reset };
    });
    await s.database.system((tx) => revokeOtherClients(tx, result.user.id, null));
    return jsonApi(reply).send({ meta: { email: result.user.email, reset_password_token: result.reset } });
  });

  // The owner cancels a pending change (e.g. a typo, or one a center admin asked for).
  app.delete(API_PATHS.currentUserEmailChange, { config: { auth: "required" } }, async (req, reply) => {
    const actor = requireActor(req);
    const now = s.now();
    const updated = await inTenant(req, async (tx) => {
      const [u] = await tx
        .update(users)
        .set({ unconfirmedEmail: null, updatedAt: new Date(now) })
        .where(eq(users.id, actor.user.id))
        .returning();
      await voidTokens(tx, actor.user.id, ["email_change"], now);
      if (actor.user.unconfirmedEmail)
        await audit(tx, req, "user_email_change_cancelled", { type: "user", id: actor.user.id });
      return u!;
    });
    return jsonApi(reply).send({ meta: { email: updated.email, unconfirmed_email: null } });
  });
}
