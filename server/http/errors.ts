/** API errors as JSON:API error objects, localized, and the global error handler. */
import { STATUS_CODES as STATUS_CODES_TEXT } from "node:http";
import type { Duplex } from "node:stream";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ValidationError } from "yup";
import type { Locale } from "@contract/enums.ts";
import type { JsonApiErrorObject } from "@contract/errors.ts";
import { MESSAGES, fieldName, interpolate } from "./messages.ts";

export interface ErrorSpec {
  code: string;
  pointer?: string;
  parameter?: string;
  header?: string;
  params?: Record<string, unknown>;
  /** A field message (detail) code when the top code is generic. */
  field?: string;
}

export class ApiError extends Error {
  readonly status: number;
  readonly errors: ErrorSpec[];
  readonly headers: Record<string, string>;
  constructor(status: number, errors: ErrorSpec | ErrorSpec[], headers: Record<string, string> = {}) {
    const list = Array.isArray(errors) ? errors : [errors];
    super(list.map((e) => e.code).join(","));
    this.status = status;
    this.errors = list;
    this.headers = headers;
  }
}

export const badRequest = (code = "bad_request", extra: Omit<ErrorSpec, "code"> = {}) =>
  new ApiError(400, { code, ...extra });
export const unauthorized = (code = "unauthorized") => new ApiError(401, { code });
export const forbidden = (code = "forbidden", extra: Omit<ErrorSpec, "code"> = {}) =>
  new ApiError(403, { code, ...extra });
export const notFound = () => new ApiError(404, { code: "not_found" });
export const conflict = (code = "conflict", extra: Omit<ErrorSpec, "code"> = {}) =>
  new ApiError(409, { code, ...extra });
export const unprocessable = (errors: ErrorSpec | ErrorSpec[]) => new ApiError(422, errors);

/** `?locale=` read from the raw URL, for requests whose query was never parsed (a bad URL). */
const RAW_LOCALE = /[?&]locale=(en|nl)(?:&|#|$)/;

export function requestLocale(req: Pick<FastifyRequest, "query" | "headers" | "url">): Locale {
  const q = req.query as Record<string, unknown> | undefined;
  const fromQuery = q && typeof q.locale === "string" ? q.locale : RAW_LOCALE.exec(req.url ?? "")?.[1];
  if (fromQuery === "en" || fromQuery === "nl") return fromQuery;
  return headerLocale(req.headers["accept-language"]);
}

function headerLocale(header: unknown): Locale {
  if (typeof header === "string") {
    const langs = header
      .split(",")
      .map((part) => {
        const [tag = "", ...rest] = part.trim().split(";");
        const q = rest.find((r) => r.trim().startsWith("q="));
        return { tag: tag.trim().toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
      })
      .sort((a, b) => b.q - a.q);
    for (const { tag } of langs) {
      if (tag.startsWith("nl")) return "nl";
      if (tag.startsWith("en")) return "en";
    }
  }
  return "nl";
}

export function renderError(status: number, spec: ErrorSpec, locale: Locale): JsonApiErrorObject {
  const msg = MESSAGES[spec.code] ?? MESSAGES.bad_request!;
  const detailMsg = spec.field ? (MESSAGES[spec.field] ?? msg) : msg;
  const field = spec.pointer ? fieldName(spec.pointer.split("/").pop() ?? "", locale) : (spec.parameter ?? "");
  const params = { field, ...spec.params };
  const obj: JsonApiErrorObject = {
    status: String(status),
    code: spec.field ?? spec.code,
    title: interpolate(msg.title[locale], params),
    detail: interpolate(detailMsg.detail[locale], params),
  };
  if (spec.pointer || spec.parameter || spec.header) {
    obj.source = {};
    if (spec.pointer) obj.source.pointer = spec.pointer;
    if (spec.parameter) obj.source.parameter = spec.parameter;
    if (spec.header) obj.source.header = spec.header;
  }
  return obj;
}

const YUP_CODES: Record<string, string> = {
  required: "blank",
  optionality: "blank",
  nullable: "blank",
  min: "too_short",
  max: "too_long",
  email: "invalid_email",
  oneOf: "inclusion",
  typeError: "invalid",
  matches: "invalid",
  url: "invalid",
  characters: "invalid_characters",
  shades: "invalid_shades",
};

/** Map a yup ValidationError (abortEarly: false) to field errors under `base` (e.g. /data/attributes). */
export function fromYup(err: ValidationError, base: string): ApiError {
  const inner = err.inner.length ? err.inner : [err];
  const specs: ErrorSpec[] = inner.map((e) => {
    const path = (e.path ?? "").replace(/\[(\w+)\]/g, ".$1");
    const pointer = path ? `${base}/${path.split(".").join("/")}` : base;
    let code = YUP_CODES[e.type ?? ""] ?? "invalid";
    if (e.type === "oneOf" && /password_confirmation$/.test(path)) code = "confirmation_mismatch";
    const params = (e.params ?? {}) as Record<string, unknown>;
    return { code: "validation_failed", field: code, pointer, params: { min: params.min, max: params.max } };
  });
  return new ApiError(422, specs);
}

function send(
  reply: FastifyReply,
  req: FastifyRequest,
  status: number,
  specs: ErrorSpec[],
  headers: Record<string, string> = {},
) {
  const locale = requestLocale(req);
  for (const [k, v] of Object.entries(headers)) reply.header(k, v);
  return reply
    .code(status)
    .type("application/vnd.api+json; charset=utf-8")
    .send({ errors: specs.map((s) => renderError(status, s, locale)) });
}

/** Seconds a client waits before trying again while the database is away (a restart takes a few). */
export const RETRY_AFTER_UNAVAILABLE = 5;

const CONNECTION_ERRNOS = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENOTFOUND"]);
const CONNECTION_MESSAGES =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|Connection ended unexpectedly/i;

/**
 * The database is unreachable or dropped the connection (a restart, a failover, the network): a
 * PostgreSQL error of class 08 (connection exception) or 57P01-57P03 (shutdown, starting up), a
 * refused or reset socket, or pg's own "Connection terminated" errors; also when wrapped (Drizzle's
 * query errors carry the driver's error as `cause`).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (/^08/.test(code) || /^57P0[123]$/.test(code) || CONNECTION_ERRNOS.has(code)))
      return true;
    if (typeof message === "string" && CONNECTION_MESSAGES.test(message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

export const serviceUnavailable = () =>
  new ApiError(
    503,
    { code: "service_unavailable", params: { seconds: RETRY_AFTER_UNAVAILABLE } },
    { "retry-after": String(RETRY_AFTER_UNAVAILABLE) },
  );

export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | ApiError | Error, req, reply) => {
    if (error instanceof ApiError) return send(reply, req, error.status, error.errors, error.headers);
    if (isDatabaseUnavailable(error)) {
      req.log.warn({ err: error }, "database unavailable");
      const e = serviceUnavailable();
      return send(reply, req, e.status, e.errors, e.headers);
    }
    if (error instanceof ValidationError) {
      const e = fromYup(error, "/data/attributes");
      return send(reply, req, e.status, e.errors);
    }
    // Database constraint errors caused by input (a race on a unique e-mail, a value out of range).
    const pgCode =
      (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
    if (pgCode === "23505") return send(reply, req, 409, [{ code: "taken" }]);
    if (pgCode === "22P02" || pgCode === "22003" || pgCode === "22007" || pgCode === "22008")
      return send(reply, req, 400, [{ code: "bad_request" }]);
    const fe = error as FastifyError;
    const code = fe.code ?? "";
    const status = fe.statusCode ?? 500;
    if (code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") return send(reply, req, 415, [{ code: "unsupported_media_type" }]);
    if (code === "FST_ERR_CTP_BODY_TOO_LARGE") return send(reply, req, 413, [{ code: "payload_too_large" }]);
    if (code === "FST_ERR_CTP_EMPTY_JSON_BODY" || code === "FST_ERR_CTP_INVALID_CONTENT_LENGTH")
      return send(reply, req, 400, [{ code: "invalid_json" }]);
    if (
      fe instanceof SyntaxError ||
      code === "FST_ERR_CTP_INVALID_JSON_BODY" ||
      (/JSON|prototype|constructor/i.test(fe.message) && status === 400)
    )
      return send(reply, req, 400, [{ code: "invalid_json" }]);
    if (status === 429) {
      const retry = reply.getHeader("retry-after");
      return send(reply, req, 429, [{ code: "rate_limited", params: { seconds: retry ?? 60 } }]);
    }
    if (status >= 400 && status < 500)
      return send(reply, req, status, [{ code: STATUS_CODES[status] ?? "bad_request" }]);
    if (status === 503) {
      const e = serviceUnavailable();
      return send(reply, req, e.status, e.errors, e.headers);
    }
    req.log.error({ err: error }, "unhandled error");
    return send(reply, req, 500, [{ code: "internal_error" }]);
  });
}

/** The error code of a 4xx that Fastify or Node raise themselves. */
const STATUS_CODES: Record<number, string> = {
  400: "bad_request",
  404: "not_found",
  405: "method_not_allowed",
  408: "request_timeout",
  413: "payload_too_large",
  414: "uri_too_long",
  415: "unsupported_media_type",
  431: "headers_too_large",
};

/**
 * Fastify's errors before a route is found (its `frameworkErrors` option): a URL whose
 * %-encoding is not valid UTF-8 (400) and a path parameter over `maxParamLength` (414), as JSON:API.
 */
export function frameworkError(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  if (error.code === "FST_ERR_MAX_PARAM_LENGTH") return send(reply, req, 414, [{ code: "uri_too_long" }]);
  if (error.code === "FST_ERR_BAD_URL") return send(reply, req, 400, [{ code: "malformed_url" }]);
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  return send(reply, req, status, [{ code: STATUS_CODES[status] ?? "bad_request" }]);
}

const CLIENT_ERRORS: Record<string, [number, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, "request_timeout"],
  HPE_HEADER_OVERFLOW: [431, "headers_too_large"],
};

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (its `clientErrorHandler` option):
 * a request line or header that is not HTTP, headers over Node's limit, a request that took too
 * long. Answered as JSON:API on the raw socket, in the language the raw request asked for.
 */
export function clientError(err: Error & { code?: string; rawPacket?: unknown }, socket: Duplex) {
  if (err.code === "ECONNRESET" || socket.destroyed) return;
  const [status, code] = CLIENT_ERRORS[err.code ?? ""] ?? [400, "bad_request"];
  const raw = Buffer.isBuffer(err.rawPacket) ? err.rawPacket.toString("latin1", 0, 16_384) : "";
  const url = /^[A-Z]+ (\S*)/.exec(raw)?.[1] ?? "";
  const locale = requestLocale({
    url,
    query: undefined,
    headers: { "accept-language": /\r\naccept-language:[ \t]*([^\r\n]*)/i.exec(raw)?.[1] },
  });
  const body = JSON.stringify({ errors: [renderError(status, { code }, locale)] });
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES_TEXT[status] ?? "Bad Request"}\r\nConnection: close\r\n` +
        `Content-Type: application/vnd.api+json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  socket.destroy();
}

export function sendError(reply: FastifyReply, req: FastifyRequest, error: ApiError) {
  return send(reply, req, error.status, error.errors, error.headers);
}
