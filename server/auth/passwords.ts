/** Password hashing with scrypt (node:crypto, no native dependencies). Format: scrypt$logN$r$p$salt$hash. */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

const KEYLEN = 32;

function scryptAsync(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** logN 15 (N = 32768, r = 8: about 32 MiB and 50-100 ms) in production; tests pass a lower cost. */
export async function hashPassword(password: string, logN = 15): Promise<string> {
  const salt = randomBytes(16);
  const N = 2 ** logN;
  const key = await scryptAsync(password, salt, KEYLEN, { N, r: 8, p: 1, maxmem: 256 * N * 8 });
  return `scrypt$${logN}$8$1$${salt.toString("base64")}$${key.toString("base64")}`;
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  if (!stored) {
    // Spend comparable time so unknown accounts are not told apart by timing.
    await hashPassword(password, 12);
    return false;
  }
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const logN = Number(parts[1]);
  const r = Number(parts[2]);
  const p = Number(parts[3]);
  if (!Number.isInteger(logN) || logN < 1 || logN > 20) return false;
  const salt = Buffer.from(parts[4]!, "base64");
  const expected = Buffer.from(parts[5]!, "base64");
  const N = 2 ** logN;
  const key = await scryptAsync(password, salt, expected.length, { N, r, p, maxmem: 256 * N * r });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
