/** The Fastify application factory shared by main.ts and the tests. */
import { constants as zlibConstants } from "node:zlib";
import compress from "@fastify/compress";
import cors from "@fastify/cors";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from "fastify";
import { AUTH_HEADERS, REQUEST_HEADERS } from "@contract/enums.ts";
import { RateLimiter } from "./auth/rate-limit.ts";
import { Background } from "./background.ts";
import { checkSession } from "./auth/tokens.ts";
import type { RateLimits, Services } from "./context.ts";
import type { Database, HeldTransaction, Tx } from "./db/client.ts";
import {
  ApiError,
  clientError,
  frameworkError,
  installErrorHandling,
  sendError,
  serviceUnavailable,
} from "./http/errors.ts";
import { installQueryCheck, parseQueryString } from "./http/query.ts";
import { refuseForbiddenText } from "./http/validate.ts";
import { registerSecurityHeaders } from "./http/security-headers.ts";
import { GENERIC_PLAN_ROUTES } from "./perf/plans.ts";
import { createMailer } from "./mail/mailer.ts";
import { MailWorker, type MailQueueSettings } from "./mail/queue.ts";
import { actorFrom, managesCenter } from "./policy.ts";
import { CenterRegistry, checkTenantHeaders } from "./tenancy.ts";
import { registerAuthRoutes } from "./modules/auth/routes.ts";
import { registerCenterRoutes } from "./modules/centers/routes.ts";
import { registerFeedbackRoutes } from "./modules/feedback/routes.ts";
import { registerApplicationDomainRoutes } from "./modules/applications/index.ts";
import { registerOrganizationRoutes } from "./modules/organizations/routes.ts";
import { registerUserRoutes } from "./modules/users/routes.ts";
import { registerDevRoutes } from "./web/dev.ts";
import { registerWeb, type WebOptions } from "./web/static.ts";
import { reportServerErrors, startErrorReporting, type ErrorReportingOptions } from "./monitoring/errorReporting.ts";
import { organizations } from "./db/schema.ts";
import { and, eq } from "drizzle-orm";

export interface AppOptions {
  database: Database;
  logger?: FastifyServerOptions["logger"];
  /** Mail: SMTP when smtpUrl is set, else files in dir. */
  mail?: {
    smtpUrl?: string | undefined;
    dir?: string | undefined;
    from?: string;
    workerIntervalMs?: number;
    startWorker?: boolean;
    /** Retry settings of the pg-boss mail queue (tests shorten the delay). */
    queue?: Partial<MailQueueSettings>;
  };
  rateLimits?: Partial<RateLimits>;
  /** scrypt cost (log2 N); 15 in production, lower in tests. */
  passwordCost?: number;
  /** Development-only routes (/dev/mailbox). */
  dev?: boolean;
  web?: WebOptions | false;
  /** Extra allowed CORS origins besides the centers' own hosts. */
  corsOrigins?: string[];
  /** Public port, for links and CORS origins of the dev hosts. */
  port?: number;
  /** Scheme of links in mail built from a host-map entry (env PUBLIC_SCHEME); default http. */
  linkScheme?: "http" | "https";
  /** Port of those links (env PUBLIC_PORT); default `port`, left out when it is the scheme's default. */
  linkPort?: number | null;
  trustProxy?: boolean;
  bodyLimit?: number;
  /** Injectable clock (ms), for token lifetime tests. */
  now?: () => number;
  /** The "moving organizations" configuration flag (env MOVE_ORGANIZATIONS=1); default off. */
  moveOrganizations?: boolean;
  /** Where uploaded files are stored (default: `uploads` next to the mail directory). */
  uploadsDir?: string;
  /** The error-reporting service (SENTRY_DSN); without it nothing is reported and its SDK is not loaded. */
  errorReporting?: ErrorReportingOptions | undefined;
}

/** Why these figures: docs/decisions.md, "Sign-in and password-mail limits". */
export const DEFAULT_LIMITS: RateLimits = {
  signInPerIp: { max: 60, windowMs: 5 * 60_000 },
  signInFailuresPerIp: { max: 20, windowMs: 15 * 60_000 },
  signInFailuresPerIpAndEmail: { max: 5, windowMs: 15 * 60_000 },
  signInFailuresPerEmail: { max: 50, windowMs: 60 * 60_000, maxDelayMs: 5 * 60_000 },
  passwordMailPerEmail: { max: 5, windowMs: 60 * 60_000 },
  passwordMailPerIpAndEmail: { max: 3, windowMs: 15 * 60_000 },
  passwordMailPerIp: { max: 20, windowMs: 15 * 60_000 },
  signupPerIp: { max: 20, windowMs: 60 * 60_000 },
  generalPerIp: { max: 1200, windowMs: 60_000 },
};

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: options.bodyLimit ?? 256 * 1024,
    onProtoPoisoning: "error",
    onConstructorPoisoning: "error",
    routerOptions: {
      querystringParser: parseQueryString,
      ignoreTrailingSlash: true,
      maxParamLength: 200,
    },
    // Errors raised before a route is found, or by Node's HTTP parser: JSON:API as well.
    frameworkErrors: frameworkError,
    clientErrorHandler: clientError,
  });

  const now = options.now ?? Date.now;
  // A dropped database connection is logged; the request that used it answers 503 (http/errors.ts).
  options.database.onConnectionError = (err) => app.log.warn({ err }, "database connection lost");
  const centers = new CenterRegistry(options.database);
  await centers.reload();
  const mailer = createMailer({ smtpUrl: options.mail?.smtpUrl, dir: options.mail?.dir, from: options.mail?.from });
  const mailWorker = new MailWorker(options.database, mailer, {
    intervalMs: options.mail?.workerIntervalMs ?? 1000,
    queue: options.mail?.queue ?? {},
    log: (msg, err) => app.log.warn({ err }, msg),
  });
  // pg-boss's schema, the mail queue and the application role's grants, before any request queues mail.
  await mailWorker.install();
  const services: Services = {
    database: options.database,
    centers,
    now,
    mailer,
    mailWorker,
    limiter: new RateLimiter(now),
    limits: { ...DEFAULT_LIMITS, ...options.rateLimits },
    passwordCost: options.passwordCost ?? 15,
    port: options.port ?? null,
    links: { scheme: options.linkScheme ?? "http", port: options.linkPort ?? options.port ?? null },
    background: new Background(() => app.log),
    dev: options.dev ?? false,
    routes: [],
    settings: { moveOrganizations: options.moveOrganizations ?? false },
  };
  app.decorate("services", services);
  app.decorateRequest("center", null as never);
  app.decorateRequest("actor", null);
  app.decorateRequest("currentOrganizationId", null);
  app.decorateRequest("held", null);
  // The request's transaction opened by the credential check (PostgreSQL) and not taken over by
  // a handler (it has done no writes: rotation commits at once) goes back to the pool after the
  // answer.
  const release = async (req: FastifyRequest) => {
    const held = req.held;
    req.held = null;
    if (held && !held.done) await held.finish(false);
  };
  app.addHook("onResponse", release);
  app.addHook("onRequestAbort", release);

  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const m of methods) if (m !== "HEAD" && m !== "OPTIONS") services.routes.push({ method: m, url: route.url });
  });

  // JSON:API media type (and plain JSON) with prototype-poisoning protection; nothing else (415).
  app.removeContentTypeParser("text/plain");
  app.addContentTypeParser(
    ["application/vnd.api+json"],
    { parseAs: "string" },
    app.getDefaultJsonParser("error", "error"),
  );
  installErrorHandling(app);
  installQueryCheck(app);
  reportServerErrors(app, options.errorReporting ? await startErrorReporting(options.errorReporting) : null);

  // @fastify/helmet's headers, taken once from the plugin (http/security-headers.ts).
  await registerSecurityHeaders(app, {
    contentSecurityPolicy: false, // set per HTML page in web/static.ts; the API answers JSON only
    crossOriginResourcePolicy: { policy: "same-site" },
  });
  // Answers over 1 kB (a page of search results, a user list) compressed for clients that accept it,
  // with a fast brotli level; the front end's assets are precompressed at the best level (web/precompress.ts).
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  const port = options.port;
  const allowed = () => {
    const set = new Set(options.corsOrigins ?? []);
    for (const c of centers.all()) {
      if (c.baseUrl) set.add(new URL(c.baseUrl).origin);
      for (const h of c.hosts) {
        set.add(`http://${h}${port ? `:${port}` : ""}`);
        set.add(`https://${h}`);
      }
    }
    return set;
  };
  await app.register(cors, {
    origin: (origin, cb) => cb(null, !origin || allowed().has(origin)),
    credentials: true,
    methods: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
    allowedHeaders: ["content-type", "accept", "accept-language", ...AUTH_HEADERS, ...Object.values(REQUEST_HEADERS)],
    exposedHeaders: [...AUTH_HEADERS],
    maxAge: 600,
  });
  if (services.limits.generalPerIp.max > 0) {
    await app.register(rateLimit, {
      global: true,
      max: services.limits.generalPerIp.max,
      timeWindow: services.limits.generalPerIp.windowMs,
      errorResponseBuilder: (_req, ctx) =>
        new ApiError(
          429,
          { code: "rate_limited", params: { seconds: Math.ceil(ctx.ttl / 1000) } },
          { "retry-after": String(Math.ceil(ctx.ttl / 1000)) },
        ),
    });
  }

  // Tenant resolution for every API route.
  app.addHook("onRequest", async (req) => {
    if (req.routeOptions.config?.tenant === false || !req.routeOptions.url) return;
    req.center = centers.resolve(req.headers.host);
    req.currentOrganizationId = checkTenantHeaders(req, req.center).currentOrganizationId;
  });

  // Authentication (devise_token_auth headers) and the current-organization header check.
  app.addHook("preHandler", async (req, reply) => {
    const config = req.routeOptions.config;
    if (config?.tenant === false || !req.routeOptions.url) return;
    const h = (n: string) => {
      const v = req.headers[n];
      return typeof v === "string" && v !== "" ? v : undefined;
    };
    const token = h("access-token");
    const client = h("client");
    const uid = h("uid");
    if (token && client && uid) {
      const hold =
        config?.holdTransaction === false
          ? undefined
          : (held: HeldTransaction) => {
              req.held = held;
            };
      const readOnly = req.method === "GET" || req.method === "HEAD";
      const genericPlans = GENERIC_PLAN_ROUTES.has(req.routeOptions.url);
      const check = await checkSession(
        services.database,
        req.center.id,
        { token, client, uid },
        now(),
        hold,
        readOnly,
        genericPlans,
      );
      if (check.ok) {
        const actor = actorFrom(check.user, check.token, check.roles);
        req.actor = actor;
        if (check.credentials) for (const [k, v] of Object.entries(check.credentials)) reply.header(k, v);
        const orgId = req.currentOrganizationId;
        if (orgId !== null && !actor.memberOrgIds.has(orgId)) {
          if (!managesCenter(actor))
            throw new ApiError(403, { code: "forbidden", header: REQUEST_HEADERS.currentOrganization });
          const find = (tx: Tx) =>
            tx
              .select({ id: organizations.id })
              .from(organizations)
              .where(and(eq(organizations.id, orgId), eq(organizations.centerId, req.center.id)))
              .limit(1);
          const found =
            req.held && !req.held.done ? await find(req.held.tx) : await services.database.tenant(req.center.id, find);
          if (!found.length)
            throw new ApiError(404, { code: "not_found", header: REQUEST_HEADERS.currentOrganization });
        }
      }
    }
    if (config?.auth === "required" && !req.actor) throw new ApiError(401, { code: "unauthorized" });
  });
  // After authentication: text no field may hold, anywhere in the body (422 with its pointer).
  app.addHook("preHandler", async (req) => refuseForbiddenText(req.body));

  app.get("/healthz", { config: { tenant: false } }, async () => ({ status: "ok" }));
  // Ready to serve: the database answers (within two seconds). A load balancer sends no traffic
  // while this is a 503 (a database restart), and the process itself stays up (/healthz).
  app.get("/readyz", { config: { tenant: false } }, async () => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("timeout exceeded when trying to connect")), 2000);
    });
    try {
      await Promise.race([options.database.query("SELECT 1"), timeout]);
    } catch {
      throw serviceUnavailable();
    } finally {
      clearTimeout(timer);
    }
    return { status: "ok" };
  });
  registerAuthRoutes(app);
  registerCenterRoutes(app);
  registerOrganizationRoutes(app);
  registerUserRoutes(app);
  registerFeedbackRoutes(app);
  (await import("./modules/vacancies/routes.ts")).registerVacancyModules(app, options);
  registerApplicationDomainRoutes(app);
  (await import("./modules/activity/routes.ts")).registerActivityRoutes(app);
  (await import("./modules/organizations/export.ts")).registerOrganizationExport(app);
  (await import("./modules/users/export.ts")).registerUserExport(app);
  (await import("./modules/audit/routes.ts")).registerAuditRoutes(app);
  (await import("./modules/analytics/routes.ts")).registerAnalyticsRoutes(app);
  (await import("./modules/settings/routes.ts")).registerSettingsRoutes(app);
  (await import("./modules/news/routes.ts")).registerNewsRoutes(app);
  (await import("./modules/partners/routes.ts")).registerPartnerRoutes(app);
  (await import("./modules/social-map/routes.ts")).registerSocialMapRoutes(app);
  (await import("./modules/contact/routes.ts")).registerContactRoutes(app);
  (await import("./modules/content/routes.ts")).registerContentRoutes(app);
  (await import("./modules/periodic-mail/routes.ts")).registerPeriodicMailRoutes(app, {
    schedule: !!options.mail?.startWorker,
  });
  (await import("./modules/notification-templates/routes.ts")).registerNotificationTemplateRoutes(app);
  (await import("./modules/saved-searches/routes.ts")).registerSavedSearchRoutes(app);
  (await import("./modules/help-requests/routes.ts")).registerHelpRequestRoutes(app);
  (await import("./modules/forms/routes.ts")).registerFormRoutes(app);
  (await import("./modules/activities/routes.ts")).registerActivityCalendarRoutes(app);
  (await import("./modules/workshops/routes.ts")).registerWorkshopRoutes(app);
  (await import("./modules/volunteer-pool/routes.ts")).registerVolunteerPoolRoutes(app);
  if (services.dev) registerDevRoutes(app);
  if (options.web !== false) await registerWeb(app, { errorReporting: options.errorReporting, ...options.web });
  else app.setNotFoundHandler((req, reply) => sendError(reply, req, new ApiError(404, { code: "not_found" })));

  if (options.mail?.startWorker) mailWorker.start();
  app.addHook("onClose", async () => {
    await services.background.idle();
    await mailWorker.stop();
  });
  return app;
}
