/**
 * The built front end (dist/client) on the same port as the API, with the page configuration
 * injected as window.__VOLUNTEERLY_CONFIG__. Unknown non-API GET paths get index.html (client routes).
 */
import { createHash } from "node:crypto";
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import { existsSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { TENANT_COOKIE_NAME } from "@contract/enums.ts";
import { API_PATHS } from "@contract/paths.ts";
import {
  BUILD_MANIFEST_PATH,
  EARLY_CLICKS_GLOBAL,
  EARLY_PRESSES_GLOBAL,
  FIRST_VIEW_DATA_ID,
  PAGE_CONFIG_GLOBAL,
  type JsonApiDocument,
  type PageConfig,
} from "@contract/resources.ts";
import type { Center } from "../db/schema.ts";
import { dsnOrigin, type ErrorReportingOptions } from "../monitoring/errorReporting.ts";
import { ApiError, sendError } from "../http/errors.ts";
import { chooseFirstView, escapeAttribute, firstViewsLoader, visitOf, type FirstView } from "./firstView.ts";
import { contentViews, rendererLoader, type PageRendererModule } from "./pageRenderer.ts";
import { themeAttributes } from "@tokens/attributes.ts";
import { CENTER_STYLE_ID } from "@tokens/css.ts";
import { isTenantKey, tenantThemes } from "@tokens/tenants.ts";
import { centerCss, seededKeyOf, themeOfCenter } from "../modules/settings/theme.ts";
import { CONTENT_WRITE, metaTags, pageMetaLoader } from "../modules/content/seo.ts";

/** Writes whose result other centers show too (shared vacancies and their organizations). */
const SHARED_WRITE = /^\/api\/v1\/(vacancies|organizations)(\/|$|\?)/;
import { precompress } from "./precompress.ts";

export interface WebOptions {
  /** Directory of the built front end; without index.html a placeholder page is served. */
  root?: string;
  apiBaseUrl?: string;
  /** The error-reporting service the browser reports to (its DSN goes into the page configuration). */
  errorReporting?: ErrorReportingOptions | undefined;
  /** Renders pages with content per request; by default the build's (tests pass the source module). */
  renderer?: () => Promise<PageRendererModule | null>;
  /** How long a page waits for such a render (then it goes without; the render serves the next visitor). */
  renderBudgetMs?: number;
}

const PLACEHOLDER = `<!doctype html>
<html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Volunteerly</title></head>
<body><main><h1>Volunteerly</h1><p>De API draait. De front-end is nog niet gebouwd (npx vite build).</p>
<p>The API is running. The front end has not been built yet.</p></main></body></html>`;

export function pageConfig(
  app: FastifyInstance,
  apiBaseUrl = "",
  build: { buildId?: string | null; errorReporting?: ErrorReportingOptions | undefined } = {},
): PageConfig {
  const centers = app.services.centers;
  const reporting = build.errorReporting;
  return {
    apiBaseUrl,
    hostCenters: centers.hostMap(),
    defaultCenter: centers.default ? String(centers.default.id) : null,
    tenantCookieName: TENANT_COOKIE_NAME,
    centerKeys: Object.fromEntries(centers.all().map((c) => [String(c.id), c.key])),
    ...(build.buildId ? { buildId: build.buildId } : {}),
    ...(reporting
      ? {
          errorReporting: {
            dsn: reporting.dsn,
            ...(reporting.environment ? { environment: reporting.environment } : {}),
            ...((reporting.release ?? build.buildId) ? { release: reporting.release ?? build.buildId! } : {}),
          },
        }
      : {}),
  };
}

/** A build's id: a hash of its index.html, which names every entry chunk by its content hash. */
export function buildIdOf(indexHtml: string): string {
  return createHash("sha256").update(indexHtml).digest("hex").slice(0, 16);
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

/** The element after a first view: the first paint waits until the parser has reached it. */
const FIRST_VIEW_END = "first-view-end";

/** The global the page's current center (GET volunteer_centers/current?include=profile) is put in. */
export const CURRENT_CENTER_GLOBAL = "__VOLUNTEERLY_CENTER__";

/** The encoding a request accepts for the page (brotli, then gzip), from its Accept-Encoding. */
export function pageEncoding(acceptEncoding: string | undefined): "br" | "gzip" | undefined {
  const accepted = new Set(
    (acceptEncoding ?? "")
      .split(",")
      .map((part) => part.trim().split(";"))
      .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  return accepted.has("br") ? "br" : accepted.has("gzip") ? "gzip" : undefined;
}

const sha256 = (script: string) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`;

function contentSecurityPolicy(scriptHashes: string[], reportTo: string | null = null): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(" ")} https://www.googletagmanager.com`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self' https://api.iconify.design https://api.simplesvg.com https://api.unisvg.com https://*.google-analytics.com${reportTo ? ` ${reportTo}` : ""}`,
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/**
 * Starts the page's scripts (module entries, and the modules they import, preloaded in parallel)
 * and fetches its message files (`data`, JSON) right after the first paint of a first view: on the next frame, at once in a hidden tab, and
 * after 3 s whatever happens.
 */
export function afterPaintLoader(scripts: string[], preloads: string[], data: string[] = []): string {
  return (
    // Buttons clicked before the app has taken the page over are noted and kept from it, so that it
    // does them in order once it has (not links or a form's submit: those work without it). So are
    // checkboxes and radio buttons (the consent banner's categories), held unticked meanwhile: ticked
    // by the browser, the app would never know (app/prerender/takeover.ts ticks them through it).
    `(function(){var c=window.${EARLY_CLICKS_GLOBAL}=[];document.addEventListener("click",function(e){` +
    `var t=e.target,b=t&&t.closest?t.closest("button"):null,x=t&&t.tagName==="INPUT"&&(t.type==="checkbox"||t.type==="radio");` +
    `if((b||x)&&window.${EARLY_CLICKS_GLOBAL}===c&&!(b&&b.type==="submit"&&b.form)){c.push(b||t);if(x)e.preventDefault();e.stopPropagation()}},true);` +
    // So are the presses on buttons (pointerdown, on which a menu opens): the app does them with the click.
    `var p=window.${EARLY_PRESSES_GLOBAL}=[];document.addEventListener("pointerdown",function(e){` +
    `var t=e.target,b=t&&t.closest?t.closest("button"):null;` +
    `if(b&&window.${EARLY_CLICKS_GLOBAL}===c&&!(b.type==="submit"&&b.form)){p.push(b);e.stopPropagation()}},true)})();` +
    `(function(){var s=${scriptJson(scripts)},p=${scriptJson(preloads)},d=${scriptJson(data)},done=false;` +
    `function go(){if(done)return;done=true;var f=document.createDocumentFragment();` +
    `p.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="anonymous";l.href=h;f.appendChild(l)});` +
    `d.forEach(function(h){var l=document.createElement("link");l.rel="preload";l.as="fetch";l.crossOrigin="anonymous";l.href=h;f.appendChild(l)});` +
    `s.forEach(function(h){var e=document.createElement("script");e.type="module";e.crossOrigin="anonymous";e.src=h;f.appendChild(e)});` +
    `document.head.appendChild(f)}` +
    `if(document.hidden){go()}else{requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,3000)}})();`
  );
}

/**
 * The page for one request: the configuration, the center of the host (so that the app does not
 * ask for it first), and for a few public pages the first view (./firstView.ts) with the
 * attributes, title and preloads that go with it.
 */
export function assemblePage(
  html: string,
  parts: {
    centerScript?: string;
    faviconUrl?: string | null;
    firstView?: FirstView | null;
    centerCss?: string;
    /** The page's own head (server/modules/content/seo.ts): title, description, Open Graph, JSON-LD. */
    meta?: { title: string; description: string | null; tags: string } | null;
  },
): { html: string; scriptHashes: string[] } {
  const { centerScript, faviconUrl, firstView: view, meta } = parts;
  const hashes: string[] = [];
  let out = html;
  if (meta) {
    if (meta.description)
      out = out.replace(
        /<meta name="description"[^>]*>/,
        () => `<meta name="description" content="${escapeAttribute(meta.description!)}" />`,
      );
    if (!view) out = out.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeAttribute(meta.title)}</title>`);
    // Data blocks (application/ld+json) are not scripts that run: no hash in the policy.
    out = out.replace("</head>", () => `${meta.tags}</head>`);
  }
  // The center's own colours (settings, or a center the build did not know): before the first
  // paint, so nothing shows in the seeded colours first. CSS cannot close the element: no '<' in it.
  if (parts.centerCss)
    out = out.replace(
      "</head>",
      () => `<style id="${CENTER_STYLE_ID}">${parts.centerCss!.replace(/</g, "\\3c ")}</style></head>`,
    );
  const script = `${centerScript ?? ""}${view ? view.headScript : ""}`;
  if (script) {
    hashes.push(sha256(script));
    const tag = `<script>${script}</script>`;
    // Right after the configuration (which the app reads first), else before </head>.
    const config = out.indexOf(`window.${PAGE_CONFIG_GLOBAL}=`);
    const end = config >= 0 ? out.indexOf("</script>", config) : -1;
    out =
      end >= 0
        ? `${out.slice(0, end + "</script>".length)}${tag}${out.slice(end + "</script>".length)}`
        : out.replace("</head>", () => `${tag}</head>`);
  }
  if (faviconUrl)
    out = out.replace(/<link rel="icon"[^>]*>/, () => `<link rel="icon" href="${escapeAttribute(faviconUrl)}" />`);
  if (view) {
    const attributes = Object.entries({ lang: view.locale, ...view.htmlAttributes })
      .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
      .join("");
    const scheme = view.htmlAttributes["data-color-scheme"] ?? "light";
    out = out.replace(/<html[^>]*>/, () => `<html${attributes} style="color-scheme: ${escapeAttribute(scheme)}">`);
    out = out.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeAttribute(view.title)}</title>`);
    // The page is drawn from the HTML; its scripts make it work and are fetched once it has
    // been painted, so that the stylesheet and the logo do not share the line with them.
    const scripts: string[] = [];
    const preloads: string[] = [];
    out = out.replace(/<script type="module"[^>]*?\ssrc="([^"]+)"[^>]*><\/script>\s*/g, (_, src: string) => {
      scripts.push(src);
      return "";
    });
    out = out.replace(/<link rel="modulepreload"[^>]*?\shref="([^"]+)"[^>]*>\s*/g, (_, href: string) => {
      preloads.push(href);
      return "";
    });
    const loader = afterPaintLoader(
      scripts,
      [...new Set([...preloads, ...view.modulepreload])].filter((href) => !scripts.includes(href)),
      view.messages,
    );
    hashes.push(sha256(loader));
    const stylesheets = view.stylesheets
      .map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`)
      .join("");
    // The first paint waits until the whole first view is parsed (a browser may paint a long
    // page half parsed: the header's tools would then grow into place, a layout shift).
    const expect = `<link rel="expect" href="#${FIRST_VIEW_END}" blocking="render">`;
    out = out.replace("</head>", () => `${stylesheets}${expect}</head>`);
    // The data the markup was drawn from: a data block (not run, so no hash in the policy), escaped
    // so that nothing in the content can close the element.
    const data =
      view.data === undefined
        ? ""
        : `<script type="application/json" id="${FIRST_VIEW_DATA_ID}">${scriptJson(view.data)}</script>`;
    out = out.replace(
      '<div id="root"></div>',
      () =>
        `<div id="root" data-first-view="${escapeAttribute(view.routeId)}">${view.root}</div>${data}<script id="${FIRST_VIEW_END}">${loader}</script>`,
    );
  }
  return { html: out, scriptHashes: hashes };
}

/**
 * What the page takes from the center's stored look: the attributes on <html> (shape, header,
 * footer), and whether the build's first view (drawn with the seeded center's name, header and
 * footer) still fits it. A renamed center, another header or a new center gets no first view
 * rather than one that changes when the app takes over.
 */
export function centerLook(center: Center): { htmlAttributes: Record<string, string>; firstViewFits: boolean } {
  const look = themeOfCenter(center);
  const seeded = tenantThemes[seededKeyOf(center.key)];
  return {
    htmlAttributes: {
      [themeAttributes.shape]: look.shape,
      [themeAttributes.header]: look.header,
      [themeAttributes.footer]: look.footer,
    },
    firstViewFits:
      isTenantKey(center.key) &&
      look.name === seeded.name &&
      look.header === seeded.header &&
      look.footer === seeded.footer,
  };
}

export async function registerWeb(app: FastifyInstance, options: WebOptions) {
  const root = options.root ? resolve(options.root) : null;
  const indexFile = root ? join(root, "index.html") : null;
  const hasBuild = !!indexFile && existsSync(indexFile);
  const firstViews = hasBuild ? firstViewsLoader(root!) : () => null;
  let cached: {
    html: string;
    scriptHash: string;
    mtimeMs: number;
    buildId: string | null;
    centers: number;
    config: PageConfig;
  } | null = null;
  // The error-reporting service's origin, where the browser sends its events (connect-src).
  const reportTo = options.errorReporting ? dsnOrigin(options.errorReporting.dsn) : null;
  // A rebuild replaces index.html (and the asset names in it): serve the new one, not a stale copy.
  const builtAt = () => (hasBuild ? (statSync(indexFile!, { throwIfNoEntry: false })?.mtimeMs ?? 0) : 0);
  const page = () => {
    const mtimeMs = builtAt();
    // The host map is in the configuration: a new center (or new hosts) makes a new page.
    const centersVersion = app.services.centers.version;
    // Missing for a moment while a build rewrites dist/: keep serving the last page.
    if (cached && cached.centers === centersVersion && (cached.mtimeMs === mtimeMs || mtimeMs === 0)) return cached;
    const raw = hasBuild ? readFileSync(indexFile!, "utf8") : PLACEHOLDER;
    const buildId = hasBuild ? buildIdOf(raw) : null;
    const config = pageConfig(app, options.apiBaseUrl ?? "", { buildId, errorReporting: options.errorReporting });
    const { html, scriptHash } = injectConfig(raw, config);
    cached = { html, scriptHash, mtimeMs, buildId, centers: centersVersion, config };
    return cached;
  };

  /** The current center's document as the API answers it; once per center. */
  const centerDocuments = new WeakMap<Center, Promise<JsonApiDocument | null>>();
  const centerDocument = (center: Center, host: string) => {
    let document = centerDocuments.get(center);
    if (!document) {
      document = app
        .inject({
          method: "GET",
          url: `${API_PATHS.currentVolunteerCenter}?include=profile`,
          headers: { host, accept: "application/vnd.api+json" },
        })
        .then((res) => {
          if (res.statusCode === 200) return res.json<JsonApiDocument>();
          throw new Error(`current center: ${res.statusCode}`);
        })
        .catch(() => {
          // Not kept: the next page asks again; this one lets the app fetch the center itself.
          centerDocuments.delete(center);
          return null;
        });
      centerDocuments.set(center, document);
    }
    return document;
  };
  const centerScript = (document: JsonApiDocument | null) =>
    document ? `window.${CURRENT_CENTER_GLOBAL}=${scriptJson(document)};` : undefined;

  // Pages with the center's content, rendered per request (./pageRenderer.ts).
  const contents = contentViews(app, app.services.now, options.renderBudgetMs);
  const loadRenderer = hasBuild ? rendererLoader(root!) : null;

  /** The page's head from the center's content, cached; emptied when the center's content changes. */
  const heads = pageMetaLoader(app.services);
  app.addHook("onResponse", async (req, reply) => {
    if (req.method === "GET" || req.method === "HEAD" || reply.statusCode >= 400) return;
    if (CONTENT_WRITE.test(req.url) && req.center) {
      heads.cache.invalidate(req.center.id);
      // A vacancy (or its organization) shows in other centers' banks and home pages when shared.
      if (SHARED_WRITE.test(req.url)) contents.cache.invalidateAll();
      else contents.cache.invalidate(req.center.id);
    }
  });
  const pageHead = async (center: Center, req: FastifyRequest) => {
    const path = (req.url.split("?")[0] ?? "/").replace(/^\/en(?=\/|$)/, "").replace(/(.)\/+$/, "$1") || "/";
    const locale = /^\/en(\/|$)/.test(req.url) ? "en" : "nl";
    const meta = await heads.load(center, path, req.headers.host).catch(() => null);
    return meta
      ? { title: meta.title, description: meta.description, tags: metaTags(meta, center.name, locale) }
      : null;
  };

  /**
   * `ownCompression`: pages of client routes come from the not-found handler, which
   * @fastify/compress does not see (it compresses routes); those are compressed here.
   */
  const sendPage = async (req: FastifyRequest, reply: FastifyReply, ownCompression = false) => {
    const base = page();
    let center: Center | undefined;
    try {
      center = hasBuild ? app.services.centers.resolve(req.headers.host) : undefined;
    } catch {
      center = undefined; // no tenant: the app says so
    }
    const look = center ? centerLook(center) : null;
    const host = String(req.headers.host ?? "");
    const views = center ? firstViews() : null;
    const request = { url: req.url, host, cookie: req.headers.cookie, acceptLanguage: req.headers["accept-language"] };
    const document = center ? await centerDocument(center, host) : null;
    let view: FirstView | null = null;
    if (center && views) {
      // The center's own content: rendered with its data (whatever the center's name and look).
      const visit = visitOf(views, request, center);
      const renderer = visit ? await (options.renderer ?? (() => loadRenderer!(views)))() : null;
      if (visit && renderer)
        view = await contents
          .view({ center, centerDocument: document, config: base.config, host, visit, views, renderer })
          .catch((error: unknown) => {
            req.log.warn({ err: error }, "first view not rendered");
            return null;
          });
    }
    // Else the build's view (drawn without the center's data) where it fits the center.
    if (!view && center && views && look?.firstViewFits)
      view = chooseFirstView(views, request, {
        key: center.key,
        websiteLogoUrl: center.websiteLogoUrl,
        logoSize: app.services.centers.logoSize(center.id),
      });
    const meta = center ? await pageHead(center, req) : null;
    const { html, scriptHashes } = assemblePage(base.html, {
      meta,
      centerScript: centerScript(document),
      faviconUrl: center?.faviconUrl,
      firstView: view && look ? { ...view, htmlAttributes: { ...view.htmlAttributes, ...look.htmlAttributes } } : view,
      centerCss: center ? centerCss(center).css : "",
    });
    reply
      .code(200)
      .header("content-security-policy", contentSecurityPolicy([base.scriptHash, ...scriptHashes], reportTo))
      .header("cache-control", "no-cache")
      // The page differs by these (first views: language, cookie banner, signed in).
      .header("vary", "Accept-Encoding, Cookie, Accept-Language")
      .type("text/html; charset=utf-8");
    const encoding = ownCompression && html.length > 1024 ? pageEncoding(req.headers["accept-encoding"]) : undefined;
    if (!encoding) return reply.send(html);
    const body =
      encoding === "br"
        ? brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(html, { level: 6 });
    return reply.header("content-encoding", encoding).send(body);
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
  app.get("/", { config: { tenant: false } }, async (req, reply) => sendPage(req, reply));
  // Section 7: the build an open tab compares its own with now and then (app/version/watch.ts).
  app.get(BUILD_MANIFEST_PATH, { config: { tenant: false } }, async (_req, reply) =>
    reply.header("cache-control", "no-cache, no-store").send({ buildId: page().buildId }),
  );
  app.get("/index.html", { config: { tenant: false } }, async (req, reply) => sendPage(req, reply));

  app.setNotFoundHandler(async (req: FastifyRequest, reply: FastifyReply) => {
    const accept = String(req.headers.accept ?? "");
    if (
      (req.method === "GET" || req.method === "HEAD") &&
      !isApiPath(req.url) &&
      !/\.[a-z0-9]{1,8}(\?|$)/i.test(req.url.split("?")[0] ?? "") &&
      (accept === "" || accept.includes("text/html") || accept.includes("*/*"))
    )
      return sendPage(req, reply, true);
    return sendError(reply, req, new ApiError(404, { code: "not_found" }));
  });
}
