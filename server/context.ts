/** Request-scoped helpers and the fastify type augmentation. */
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Database, Tx } from "./db/client.ts";
import type { Center } from "./db/schema.ts";
import type { LimitRule, RateLimiter } from "./auth/rate-limit.ts";
import type { Mailer } from "./mail/mailer.ts";
import type { MailWorker } from "./mail/outbox.ts";
import type { Actor } from "./policy.ts";
import type { CenterRegistry } from "./tenancy.ts";
import { ApiError } from "./http/errors.ts";

export interface RateLimits {
  signInPerIp: LimitRule;
  signInPerEmail: LimitRule;
  passwordMailPerEmail: LimitRule;
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
  dev: boolean;
  routes: { method: string; url: string }[];
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
  }
  interface FastifyContextConfig {
    /** public (default for tenant routes: the actor is loaded when credentials are sent) or required (401 without). */
    auth?: AuthMode;
    /** false for routes outside a center (static files, dev mailbox). */
    tenant?: boolean;
  }
}

export function requireActor(req: FastifyRequest): Actor {
  if (!req.actor) throw new ApiError(401, { code: "unauthorized" });
  return req.actor;
}

export function inTenant<T>(req: FastifyRequest, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return req.server.services.database.tenant(req.center.id, fn);
}

export function jsonApi(reply: FastifyReply, status = 200) {
  return reply.code(status).type("application/vnd.api+json; charset=utf-8");
}

export function clientIp(req: FastifyRequest): string {
  return req.ip ?? "unknown";
}

/** Count a hit against a rule; 429 when over. */
export function limit(req: FastifyRequest, key: string, rule: LimitRule) {
  if (rule.max <= 0) return;
  const wait = req.server.services.limiter.hit(key, rule);
  if (wait > 0)
    throw new ApiError(429, { code: "rate_limited", params: { seconds: wait } }, { "retry-after": String(wait) });
}

/** Base URL for links in mails: the center's configured base URL, else the request's own origin if
 * its host belongs to the center, else the center's first host. Never an arbitrary Host header. */
export function centerBaseUrl(req: FastifyRequest): string {
  const c = req.center;
  if (c.baseUrl) return c.baseUrl.replace(/\/+$/, "");
  const hostHeader = (req.headers.host ?? "").toLowerCase();
  const [host = "", port] = hostHeader.split(":");
  const proto = req.protocol === "https" ? "https" : "http";
  if (c.hosts.map((h) => h.toLowerCase()).includes(host)) return `${proto}://${host}${port ? `:${port}` : ""}`;
  const p = req.server.services.port;
  return `http://${c.hosts[0] ?? "localhost"}${p ? `:${p}` : ""}`;
}
