/**
 * First views: the front-end build renders a few public pages (app/prerender/firstView.tsx) per
 * tenant and language into dist/client/.vite/first-views.json. This picks the one that fits a
 * request (center, language, cookie banner, logo) so that the page arrives with its header,
 * heading and search form as HTML, drawn before any script has run; the app then replaces it
 * with the same markup. Signed-in visitors, links with a query and unknown pages get none.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

/** The file the build writes (see FirstViews in app/prerender/firstView.tsx and vite.config.ts). */
export interface FirstViewsFile {
  version: 1;
  logoPlaceholder: string;
  /** Stand for the logo's width and height in its img (a build before them has none). */
  logoSizePlaceholder?: { width: number; height: number };
  headScript: string;
  defaultLocale: string;
  locales: readonly string[];
  localePrefixes: Record<string, string | undefined>;
  localeCookie: string;
  consentCookie: string;
  credentialCookies: readonly string[];
  redirectHosts: readonly string[];
  fallbackTenant: string;
  tenants: Record<string, { i18n: boolean; htmlAttributes: Record<string, string> }>;
  routes: { id: string; path: string; namespaces: string[] }[];
  pages: Record<
    string,
    { title: string; withLogo: string; withoutLogo: string; consentBanner: string; consentBannerAt: number }
  >;
  assets: {
    routes: Record<string, { js: string[]; css: string[] }>;
    messages: Record<string, Record<string, string>>;
  };
  /** The build's SSR bundle, relative to the root: renders pages with content per request (./pageRenderer.ts). */
  renderer?: string;
}

export const FIRST_VIEWS_FILE = join(".vite", "first-views.json");

/** The first views of a build, re-read when a rebuild replaced them; null without any. */
export function firstViewsLoader(root: string): () => FirstViewsFile | null {
  const file = join(root, FIRST_VIEWS_FILE);
  let cached: { views: FirstViewsFile | null; mtimeMs: number } | null = null;
  return () => {
    const mtimeMs = existsSync(file) ? (statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0) : 0;
    if (cached && cached.mtimeMs === mtimeMs) return cached.views;
    let views: FirstViewsFile | null = null;
    try {
      const parsed = mtimeMs ? (JSON.parse(readFileSync(file, "utf8")) as FirstViewsFile) : null;
      views = parsed?.version === 1 ? parsed : null;
    } catch {
      // Half-written while a build runs: serve pages without first views until it is complete.
      views = null;
    }
    cached = { views, mtimeMs };
    return views;
  };
}

export interface FirstViewRequest {
  /** Path and query as requested. */
  url: string;
  host: string;
  cookie?: string;
  acceptLanguage?: string;
}

export interface FirstViewCenter {
  key: string;
  websiteLogoUrl?: string | null;
  /** The logo's intrinsic size, when known (CenterRegistry.logoSize), as the API's profile gives it. */
  logoSize?: { width: number; height: number } | null;
}

/** What the page gets: attributes and title, the scripts to preload, the markup for #root. */
export interface FirstView {
  routeId: string;
  locale: string;
  title: string;
  htmlAttributes: Record<string, string>;
  headScript: string;
  modulepreload: string[];
  /** The page's message files (JSON), fetched together with the scripts. */
  messages: string[];
  stylesheets: string[];
  root: string;
  /** The query data the markup was drawn from (pages with content), for the app's first render. */
  data?: unknown;
}

export function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    const raw = part.slice(eq + 1).trim();
    if (!name || name in out) continue;
    try {
      out[name] = decodeURIComponent(raw);
    } catch {
      out[name] = raw;
    }
  }
  return out;
}

/** 'en-GB' -> 'en' when supported. */
function toLocale(tag: string | undefined, locales: readonly string[]): string | undefined {
  const base = tag?.trim().toLowerCase().split(/[-_;]/)[0];
  return base && locales.includes(base) ? base : undefined;
}

/**
 * The languages of Accept-Language, most wanted first (what the browser also reports as
 * navigator.languages, which the app reads).
 */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? "")
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((l) => l.tag && l.tag !== "*" && l.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((l) => l.tag);
}

/** The banner shows while the visitor has not decided on analytical and third-party cookies. */
function consentDecided(raw: string | undefined): boolean {
  if (!raw) return false;
  try {
    const value = JSON.parse(raw) as Record<string, unknown> | null;
    return typeof value?.analytical === "boolean" && typeof value.thirdParty === "boolean";
  } catch {
    return false;
  }
}

export function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** What a first view depends on in a request: the page, its language, the cookie banner. */
export interface Visit {
  /** The path without its language prefix and trailing slash. */
  path: string;
  /** The path's language prefix's locale, if it has one. */
  pathLocale?: string;
  locale: string;
  tenantKey: string;
  consentDecided: boolean;
  /** The link holds a query (a search, a page number). */
  query: boolean;
}

/** The visit of a signed-out visitor, or null for a page that gets no first view at all. */
export function visitOf(views: FirstViewsFile, request: FirstViewRequest, center: FirstViewCenter): Visit | null {
  const [path = "/", query] = request.url.split("?", 2);
  const hostname = request.host.replace(/:\d+$/, "").toLowerCase();
  if (views.redirectHosts.includes(hostname)) return null;
  const cookies = parseCookies(request.cookie);
  if (views.credentialCookies.every((name) => Boolean(cookies[name]))) return null;

  const tenantKey = views.tenants[center.key] ? center.key : views.fallbackTenant;
  const tenant = views.tenants[tenantKey];
  if (!tenant) return null;
  let bare = path.length > 1 ? path.replace(/\/+$/, "") : path;
  let pathLocale: string | undefined;
  for (const [locale, prefix] of Object.entries(views.localePrefixes)) {
    if (prefix && (bare === prefix || bare.startsWith(`${prefix}/`))) {
      pathLocale = locale;
      bare = bare.slice(prefix.length) || "/";
    }
  }
  // A tenant without internationalisation sends /en/... to the Dutch page (a redirect in the app).
  if (pathLocale && !tenant.i18n) return null;
  // As the app decides (main.tsx): Dutch only, or the path, the cookie, the browser, Dutch.
  const locale = !tenant.i18n
    ? views.defaultLocale
    : (pathLocale ??
      toLocale(cookies[views.localeCookie], views.locales) ??
      acceptedLanguages(request.acceptLanguage)
        .map((tag) => toLocale(tag, views.locales))
        .find(Boolean) ??
      views.defaultLocale);
  return {
    path: bare,
    ...(pathLocale ? { pathLocale } : {}),
    locale,
    tenantKey,
    consentDecided: consentDecided(cookies[views.consentCookie]),
    query: query !== undefined && query !== "",
  };
}

/**
 * The logo's img with the center's width and height, as the app's first render draws it (the header
 * keeps the logo's room before the image arrives); without both when the size is not known.
 */
function withLogoSize(root: string, views: FirstViewsFile, size: FirstViewCenter["logoSize"]): string {
  const placeholder = views.logoSizePlaceholder;
  if (!placeholder) return root;
  const known = size && size.width > 0 && size.height > 0 ? size : null;
  return root
    .split(` width="${placeholder.width}"`)
    .join(known ? ` width="${known.width}"` : "")
    .split(` height="${placeholder.height}"`)
    .join(known ? ` height="${known.height}"` : "");
}

/** The build's first view for a request, or null when the page has none (the app renders it as before). */
export function chooseFirstView(
  views: FirstViewsFile,
  request: FirstViewRequest,
  center: FirstViewCenter,
): FirstView | null {
  const visit = visitOf(views, request, center);
  // A link with a search in it shows that search, not the empty form.
  if (!visit || visit.query) return null;
  const { locale, tenantKey } = visit;
  const route = views.routes.find((r) => r.path === visit.path);
  if (!route) return null;
  const page = views.pages[`${route.id}|${tenantKey}|${locale}`];
  if (!page) return null;

  const logo = center.websiteLogoUrl?.trim();
  let root = logo ? page.withLogo : page.withoutLogo;
  if (!visit.consentDecided) {
    const at = page.consentBannerAt;
    root = `${root.slice(0, at)}${page.consentBanner}${root.slice(at)}`;
  }
  if (logo) root = withLogoSize(root.split(views.logoPlaceholder).join(escapeAttribute(logo)), views, center.logoSize);
  const assets = views.assets.routes[route.id] ?? { js: [], css: [] };
  const messages = views.assets.messages[locale] ?? {};
  const messageFiles = ["shell", ...route.namespaces]
    .map((ns) => messages[ns])
    .filter((file): file is string => Boolean(file));
  return {
    routeId: route.id,
    locale,
    title: page.title,
    htmlAttributes: views.tenants[tenantKey]!.htmlAttributes,
    headScript: views.headScript,
    modulepreload: assets.js,
    messages: messageFiles,
    stylesheets: assets.css,
    root,
  };
}
