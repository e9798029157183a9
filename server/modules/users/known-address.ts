/**
 * Signup with an address that already has an account (issue 14, point 5): the answer is the one a
 * fresh signup gets, no second account is made, and the owner of the address is mailed that they
 * already have an account and where (their center, its login and password-reset pages).
 */
import { sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { baseUrlOf } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { rowsOf } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { requestLocale } from "../../http/errors.ts";
import { queueUserMail } from "../../mail/send.ts";

/** The center of the account that has this address (null: a platform account), or undefined when none has it. */
export async function accountCenter(tx: Tx, email: string): Promise<number | null | undefined> {
  const row = rowsOf<{ center_id: number | string | null }>(
    await tx.execute(sql`select center_id from account_for_email(${email})`),
  )[0];
  if (!row) return undefined;
  return row.center_id === null ? null : Number(row.center_id);
}

/**
 * Mail the owner of `email`: they already have an account, at their center (a platform account:
 * at this one, where it signs in too). In a transaction of its own: the account may be of another
 * center, which this request's tenant transaction cannot read.
 */
export async function tellExistingOwner(req: FastifyRequest, email: string): Promise<void> {
  const s = req.server.services;
  await s.database.system(async (tx) => {
    const [owner] = await tx
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
      .limit(1);
    if (!owner) return;
    const center = (owner.centerId !== null && s.centers.byId(owner.centerId)) || req.center;
    // Links of the account's own center, from its own configuration, never from this request's host.
    const base = baseUrlOf(s, center, center.id === req.center.id ? req.headers.host : undefined);
    await queueUserMail(tx, req, owner, "account_exists", {
      center,
      requestCenter: req.center.name,
      url: `${base}/auth/login-1`,
      resetUrl: `${base}/auth/recover`,
    });
  });
}

/**
 * The answer to a visitor's signup (volunteer or organization), the same whether or not the address
 * already had an account: no id, nothing of the account, only that a mail is on its way.
 */
export function signupAccepted(req: FastifyRequest) {
  const en = requestLocale(req) === "en";
  return {
    meta: {
      success: true,
      message: en
        ? "Almost done: we have sent you an e-mail. Open the link in it to continue."
        : "Bijna klaar: we hebben je een e-mail gestuurd. Open de link daarin om verder te gaan.",
    },
  };
}

/** A unique violation of users_email_unique: a concurrent signup took the address first. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return (e?.code ?? e?.cause?.code) === "23505";
}
