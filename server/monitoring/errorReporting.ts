/**
 * The error-reporting service of section 7 (Sentry or a service that speaks its protocol, e.g.
 * GlitchTip): with SENTRY_DSN set, the server's unexpected errors (every 5xx answer that an error
 * caused, and promises nobody awaited) go there through the official SDK; without it the SDK is
 * not even loaded and nothing is sent. The browser gets the same DSN through the page
 * configuration (server/web/static.ts) and loads its own SDK only then (app/errors/report.ts).
 */
import type { FastifyInstance, FastifyRequest } from "fastify";

export interface ErrorReportingOptions {
  /** The project's DSN, e.g. https://<key>@o1.ingest.sentry.io/2; public by design (the browser has it too). */
  dsn: string;
  /** production, staging, ... (SENTRY_ENVIRONMENT). */
  environment?: string;
  /** The release the events belong to (SENTRY_RELEASE); by default the front end's build id. */
  release?: string;
}

/** What the request said, without anything personal: no headers, cookies, query or body. */
export interface ErrorContext {
  method?: string;
  /** The route's pattern (/api/v1/users/:id), not the URL with its ids and query. */
  route?: string;
  status?: number;
  requestId?: string;
  centerId?: number;
}

export interface ErrorReporter {
  capture(error: unknown, context?: ErrorContext): void;
  /** Sends what is queued (tests, and before the process exits). */
  flush(timeoutMs?: number): Promise<boolean>;
}

/** The reporting options from the environment, or undefined when no DSN is configured. */
export function errorReportingFromEnv(env: NodeJS.ProcessEnv = process.env): ErrorReportingOptions | undefined {
  const dsn = env.SENTRY_DSN?.trim();
  if (!dsn) return undefined;
  return {
    dsn,
    ...(env.SENTRY_ENVIRONMENT ? { environment: env.SENTRY_ENVIRONMENT } : {}),
    ...(env.SENTRY_RELEASE ? { release: env.SENTRY_RELEASE } : {}),
  };
}

/** The origin events are sent to (for the page's Content-Security-Policy), or null for a DSN that is no URL. */
export function dsnOrigin(dsn: string): string | null {
  try {
    const url = new URL(dsn);
    return url.protocol === "https:" || url.protocol === "http:" ? url.origin : null;
  } catch {
    return null;
  }
}

/** The SDK's data collection, all off. */
const NO_PERSONAL_DATA = { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false };

/**
 * Starts the SDK (loaded here, on demand). Only the integrations that describe an error are on:
 * no tracing, no instrumentation of http or the console, no request data (headers carry the
 * session's credentials), and the process's own handlers stay as they are (server/main.ts).
 */
export async function startErrorReporting(options: ErrorReportingOptions): Promise<ErrorReporter> {
  const Sentry = await import("@sentry/node");
  Sentry.init({
    dsn: options.dsn,
    environment: options.environment ?? process.env.NODE_ENV ?? "development",
    ...(options.release ? { release: options.release } : {}),
    // Nothing about the user or the request (the session's credentials travel in headers).
    dataCollection: NO_PERSONAL_DATA,
    defaultIntegrations: [
      Sentry.eventFiltersIntegration(),
      Sentry.functionToStringIntegration(),
      Sentry.linkedErrorsIntegration(),
      Sentry.dedupeIntegration(),
      Sentry.contextLinesIntegration(),
      Sentry.nodeContextIntegration(),
    ],
  });
  return {
    capture(error, context = {}) {
      Sentry.withScope((scope) => {
        if (context.route) scope.setTag("route", `${context.method ?? ""} ${context.route}`.trim());
        if (context.status) scope.setTag("status", String(context.status));
        if (context.centerId !== undefined) scope.setTag("center", String(context.centerId));
        if (context.requestId) scope.setTag("request_id", context.requestId);
        Sentry.captureException(error);
      });
    },
    flush: (timeoutMs = 2000) => Sentry.flush(timeoutMs),
  };
}

declare module "fastify" {
  interface FastifyInstance {
    /** The error-reporting service, when SENTRY_DSN is configured (server/monitoring/errorReporting.ts). */
    errorReporter: ErrorReporter | null;
  }
}

/**
 * Every answer of 500 or more that an error caused goes to the reporter, with the route's pattern
 * and the status; the answer itself is what the error handler made of it (http/errors.ts).
 */
export function reportServerErrors(app: FastifyInstance, reporter: ErrorReporter | null): void {
  app.decorate("errorReporter", reporter);
  if (!reporter) return;
  const failures = new WeakMap<FastifyRequest, unknown>();
  app.addHook("onError", async (req, _reply, error) => {
    failures.set(req, error);
  });
  app.addHook("onResponse", async (req, reply) => {
    if (reply.statusCode < 500 || !failures.has(req)) return;
    reporter.capture(failures.get(req), {
      method: req.method,
      route: req.routeOptions.url,
      status: reply.statusCode,
      requestId: req.id,
      centerId: (req.center as { id?: number } | null)?.id,
    });
  });
}
