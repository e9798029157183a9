/** Request-scoped helpers and the fastify type augmentation. */
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Database, HeldTransaction, Tx } from "./db/client.ts";
import type { Background } from "./background.ts";
import type { Center } from "./db/schema.ts";
import type { DelayRule, LimitRule, RateLimiter } from "./auth/rate-limit.ts";
import type { Mailer } from "./mail/mailer.ts";
import type { MailWorker } from "./mail/queue.ts";
import type { Actor } from "./policy.ts";
import type { CenterRegistry } from "./tenancy.ts";
import { ApiError } from "./http/errors.ts";

export interface RateLimits {
  /** Sign-in attempts per IP (the scrypt work an IP may ask for). */
  signInPerIp: LimitRule;
  /** Failed sign-ins per IP, whatever the address. */
  signInFailuresPerIp: LimitRule;
  /** Failed sign-ins per (IP, address). */
  signInFailuresPerIpAndEmail: LimitRule;
  /** Failed sign-ins per address from everywhere: over max, IPs that have been failing wait a growing delay. */
  signInFailuresPerEmail: DelayRule;
  /** Password mails per address: over max the answer is the same, but no further mail goes out. */
  passwordMailPerEmail: LimitRule;
  passwordMailPerIpAndEmail: LimitRule;
  passwordMailPerIp: LimitRule;
  signupPerIp: LimitRule;
  /** General limit per IP for every request; max 0 disables it. */
  generalPerIp: LimitRule;
}

export interface Services {
  database: Database;
  centers: CenterRegistry;
  now: () => number;
  mailer: Mailer;
  mailWorker: MailWorker;
  limiter: RateLimiter;
  limits: RateLimits;
  passwordCost: number;
  port: number | null;
  /** Scheme and port of links in mail (with a center's host-map entry), from the configuration. */
  links: { scheme: "http" | "https"; port: number | null };
  /** Work after the answer (password mail). */
  background: Background;
  dev: boolean;
  routes: { method: string; url: string }[];
  /** Installation settings (environment), not per center. */
  settings: Settings;
}

export interface Settings {
  /** PUT /organizations/{id}/move (specification: "moving organizations", off in the merged default). */
  moveOrganizations: boolean;
}

export type AuthMode = "public" | "required";

declare module "fastify" {
  interface FastifyInstance {
    services: Services;
  }
  interface FastifyRequest {
    center: Center;
    actor: Actor | null;
    currentOrganizationId: number | null;
    /** The open transaction of the credential check (PostgreSQL), until a handler takes it over. */
    held: HeldTransaction | null;
  }
  interface FastifyContextConfig {
    /** public (default for tenant routes: the actor is loaded when credentials are sent) or required (401 without). */
    auth?: AuthMode;
    /** false for routes outside a center (static files, dev mailbox). */
    tenant?: boolean;
    /** false: the handler mostly needs no query beyond the credential check, so the check does
     * not open the request's transaction (PostgreSQL). */
    holdTransaction?: boolean;
  }
}

export function requireActor(req: FastifyRequest): Actor {
  if (!req.actor) throw new ApiError(401, { code: "unauthorized" });
  return req.actor;
}

/**
 * The handler's work in the request's center, in one transaction. The first call takes over the
 * transaction the credential check opened (PostgreSQL: one round trip fewer) and commits it at
 * its end; later calls open their own.
 */
export async function inTenant<T>(req: FastifyRequest, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const held = req.held;
  if (held && !held.done) {
    req.held = null;
    let result: T;
    try {
      result = await fn(held.tx);
    } catch (err) {
      await held.finish(false);
      throw err;
    }
    // A read-only transaction (GET) has nothing to make durable: answer without waiting for the
    // COMMIT (the connection returns to the pool once it is done).
    if (held.readOnly) void held.finish(true).catch(() => undefined);
    else await held.finish(true);
    return result;
  }
  // An anonymous GET or HEAD reads only (the vacancy bank, a vacancy, the center): read-only as a
  // signed-in GET's held transaction is, and the answer does not wait for the COMMIT either.
  // (Signed-in GETs that write, such as opening a conversation, hold no transaction and come here.)
  const readOnly = !req.actor && (req.method === "GET" || req.method === "HEAD");
  return req.server.services.database.tenant(req.center.id, fn, readOnly);
}

export function jsonApi(reply: FastifyReply, status = 200) {
  return reply.code(status).type("application/vnd.api+json; charset=utf-8");
}

export function clientIp(req: FastifyRequest): string {
  return req.ip ?? "unknown";
}

/** Throw the limiter's wait as a JSON:API 429 with retry-after. */
export function tooMany(wait: number) {
  if (wait > 0)
    throw new ApiError(429, { code: "rate_limited", params: { seconds: wait } }, { "retry-after": String(wait) });
}

/** Count a hit against a rule; 429 when over. */
export function limit(req: FastifyRequest, key: string, rule: LimitRule) {
  if (rule.max <= 0) return;
  tooMany(req.server.services.limiter.hit(key, rule));
}

/**
 * Base URL for links in mail and in answers: the center's configured base URL; else the host-map
 * entry the request's Host named (when it belongs to this center), else the center's first host,
 * with the scheme and port of the server's configuration. Never text of a request header.
 */
export function centerBaseUrl(req: FastifyRequest): string {
  return baseUrlOf(req.server.services, req.center, req.headers.host);
}

/** The base URL of any center (another center's links use its own configuration: no Host given). */
export function baseUrlOf(services: Services, c: Center, hostHeader?: string): string {
  if (c.baseUrl) return c.baseUrl.replace(/\/+$/, "");
  const { centers, links } = services;
  const matched = hostHeader === undefined ? null : centers.match(hostHeader);
  const host = matched && matched.center.id === c.id ? matched.host : (c.hosts[0]?.toLowerCase() ?? "localhost");
  const defaultPort = links.scheme === "https" ? 443 : 80;
  const port = links.port !== null && links.port !== defaultPort ? `:${links.port}` : "";
  return `${links.scheme}://${host}${port}`;
}
