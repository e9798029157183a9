/**
 * The built front end (dist/client) on the same port as the API, with the page configuration
 * injected as window.__VOLUNTEERLY_CONFIG__. Unknown non-API GET paths get index.html (client routes).
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { TENANT_COOKIE_NAME } from "@contract/enums.ts";
import { PAGE_CONFIG_GLOBAL, type PageConfig } from "@contract/resources.ts";
import { ApiError, sendError } from "../http/errors.ts";
import { precompress } from "./precompress.ts";

export interface WebOptions {
  /** Directory of the built front end; without index.html a placeholder page is served. */
  root?: string;
  apiBaseUrl?: string;
}

const PLACEHOLDER = `<!doctype html>
<html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Volunteerly</title></head>
<body><main><h1>Volunteerly</h1><p>De API draait. De front-end is nog niet gebouwd (npx vite build).</p>
<p>The API is running. The front end has not been built yet.</p></main></body></html>`;

export function pageConfig(app: FastifyInstance, apiBaseUrl = ""): PageConfig {
  const centers = app.services.centers;
  return {
    apiBaseUrl,
    hostCenters: centers.hostMap(),
    defaultCenter: centers.default ? String(centers.default.id) : null,
    tenantCookieName: TENANT_COOKIE_NAME,
    centerKeys: Object.fromEntries(centers.all().map((c) => [String(c.id), c.key])),
  };
}

/** JSON inside <script>: escape what could close the tag or start a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export function injectConfig(html: string, config: PageConfig): { html: string; scriptHash: string } {
  const script = `window.${PAGE_CONFIG_GLOBAL}=${scriptJson(config)};`;
  const hash = createHash("sha256").update(script).digest("base64");
  const tag = `<script>${script}</script>`;
  const marker = "<!--volunteerly-config-->";
  const out = html.includes(marker)
    ? html.replace(marker, () => tag)
    : html.includes("</head>")
      ? html.replace("</head>", () => `${tag}</head>`)
      : `${tag}${html}`;
  return { html: out, scriptHash: `'sha256-${hash}'` };
}

const isApiPath = (url: string) =>
  /^\/(api|auth\/(sign_in|sign_out|password|validate_token)|dev|healthz)(\/|$|\?)/.test(url);

export async function registerWeb(app: FastifyInstance, options: WebOptions) {
  const root = options.root ? resolve(options.root) : null;
  const indexFile = root ? join(root, "index.html") : null;
  const hasBuild = !!indexFile && existsSync(indexFile);
  let cached: { html: string; csp: string; mtimeMs: number } | null = null;
  // A rebuild replaces index.html (and the asset names in it): serve the new one, not a stale copy.
  const builtAt = () => (hasBuild ? (statSync(indexFile!, { throwIfNoEntry: false })?.mtimeMs ?? 0) : 0);
  const page = () => {
    const mtimeMs = builtAt();
    // Missing for a moment while a build rewrites dist/: keep serving the last page.
    if (cached && (cached.mtimeMs === mtimeMs || mtimeMs === 0)) return cached;
    const raw = hasBuild ? readFileSync(indexFile!, "utf8") : PLACEHOLDER;
    const { html, scriptHash } = injectConfig(raw, pageConfig(app, options.apiBaseUrl ?? ""));
    const csp = [
      "default-src 'self'",
      `script-src 'self' ${scriptHash} https://www.googletagmanager.com`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob: https:",
      "font-src 'self' data:",
      "connect-src 'self' https://api.iconify.design https://api.simplesvg.com https://api.unisvg.com https://*.google-analytics.com https://*.sentry.io",
      "frame-ancestors 'self'",
      "base-uri 'self'",
      "form-action 'self'",
      "object-src 'none'",
    ].join("; ");
    cached = { html, csp, mtimeMs };
    return cached;
  };
  const sendPage = (reply: FastifyReply) => {
    const p = page();
    return reply
      .code(200)
      .header("content-security-policy", p.csp)
      .header("cache-control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(p.html);
  };

  if (hasBuild) {
    precompress(root!);
    await app.register(fastifyStatic, {
      // The .br/.gz copies written by precompress(), chosen by the request's Accept-Encoding.
      preCompressed: true,
      root: root!,
      wildcard: false,
      index: false,
      serve: true,
      cacheControl: false,
      globIgnore: ["index.html"], // served below, with the configuration injected
      setHeaders: (res, path) => {
        res.header("cache-control", /[\\/]assets[\\/]/.test(path) ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }
  app.get("/", { config: { tenant: false } }, async (_req, reply) => sendPage(reply));
  app.get("/index.html", { config: { tenant: false } }, async (_req, reply) => sendPage(reply));

  app.setNotFoundHandler(async (req: FastifyRequest, reply: FastifyReply) => {
    const accept = String(req.headers.accept ?? "");
    if (
      (req.method === "GET" || req.method === "HEAD") &&
      !isApiPath(req.url) &&
      !/\.[a-z0-9]{1,8}(\?|$)/i.test(req.url.split("?")[0] ?? "") &&
      (accept === "" || accept.includes("text/html") || accept.includes("*/*"))
    )
      return sendPage(reply);
    return sendError(reply, req, new ApiError(404, { code: "not_found" }));
  });
}
