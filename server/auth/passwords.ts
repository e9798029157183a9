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

const dummies = new Map<number, Promise<string>>();

/** A hash at `logN` of a random password nobody knows, made once per cost. */
function dummyHash(logN: number): Promise<string> {
  let hash = dummies.get(logN);
  if (!hash) {
    hash = hashPassword(randomBytes(24).toString("base64"), logN);
    dummies.set(logN, hash);
  }
  return hash;
}

/**
 * True when `password` matches `stored`. Without a usable stored hash (unknown address, no
 * password yet, a malformed value) the password is checked against a dummy hash made with the
 * production parameters (`logN`, the app's passwordCost), so that every path costs the same.
 */
export async function verifyPassword(password: string, stored: string | null | undefined, logN = 15): Promise<boolean> {
  const parsed = stored ? parse(stored) : null;
  if (!parsed) {
    await check(password, parse(await dummyHash(logN))!);
    return false;
  }
  return check(password, parsed);
}

interface Parsed {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  expected: Buffer;
}

function parse(stored: string): Parsed | null {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return null;
  const logN = Number(parts[1]);
  const r = Number(parts[2]);
  const p = Number(parts[3]);
  if (!Number.isInteger(logN) || logN < 1 || logN > 20) return null;
  if (!Number.isInteger(r) || r < 1 || r > 32 || !Number.isInteger(p) || p < 1 || p > 16) return null;
  const expected = Buffer.from(parts[5]!, "base64");
  if (expected.length === 0) return null;
  return { N: 2 ** logN, r, p, salt: Buffer.from(parts[4]!, "base64"), expected };
}

async function check(password: string, { N, r, p, salt, expected }: Parsed): Promise<boolean> {
  const key = await scryptAsync(password, salt, expected.length, { N, r, p, maxmem: 256 * N * r });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
