/**
 * First views, rendered when the front end is built (vite.config.ts runs this module in Node after
 * the client build): the HTML of a public page exactly as the app's own first render draws it,
 * per tenant and language. The server puts it in the page (server/web/firstView.ts), so the
 * header, heading and search form show before any script has run; the app then renders the same
 * tree and replaces it in one commit (main.tsx), so nothing moves.
 *
 * What differs per visit is chosen by the server from the request, never guessed here: the
 * center's logo (a placeholder in the markup), the cookie banner (a variant with and without),
 * the language (one page per language), signed-in visitors (no first view at all).
 */
import type { ResourceKey } from "i18next";
import { renderToString } from "react-dom/server";
import { prerender } from "react-dom/static";
import type { JsonApiDocument, RenderedPage } from "@contract/resources.ts";
import { centerTheme } from "@tokens/center.ts";
import { CONSENT } from "@ui/constants.ts";
import { loadBelowTheFold } from "@ui/lib/belowTheFold.tsx";
import { installedMerge, installMerge } from "@ui/lib/mergeSlot.ts";
import { tenantKeys, tenantThemes, type TenantKey } from "@tokens/tenants.ts";
import { CREDENTIAL_KEYS } from "../api/credentials.ts";
import { appElement } from "../App.tsx";
import { CURRENT_CENTER_KEY, seedCurrentCenter, type CurrentCenter } from "../centerProfile.ts";
import type { PageConfig } from "../config.ts";
import { createI18n } from "../i18n/i18n.ts";
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALE_PREFIXES, LOCALES, stripLocale, type Locale } from "../i18n/locale.ts";
import { setFirstViewKnowsCenter } from "../layouts/hydrated.ts";
import { SCHEME_STORAGE_KEY } from "../layouts/panels.ts";
import { setServerCookies } from "../lib/cookies.ts";
import { findRoute, FIRST_LOAD_ROUTES, routeNamespaces } from "../routes/preload.ts";
import { pageTitle } from "../routes/Root.tsx";
import { loadFirstPage, memoryHistory } from "../routes/router.tsx";
import { routeById, routesFor } from "../routes/table.ts";
import { createServices } from "../services.tsx";
import { GELDERSE_HANDEN_HOSTS, resolveTenant } from "../tenant.ts";
import { themeHtmlAttributes } from "../theme.ts";

/** The pages that get a first view: the front door of the vacancy bank. */
export const FIRST_VIEW_ROUTES = ["vacancySearch"] as const;

/** Stands for the center's logo URL in the markup; the server puts the real (escaped) URL there. */
export const LOGO_PLACEHOLDER = "__VOLUNTEERLY_LOGO_URL__";
/**
 * Stand for the logo's intrinsic size in the markup (its img's width and height): the server puts the
 * center's known size there, or leaves both attributes out, as the app's first render will draw them.
 */
export const LOGO_SIZE_PLACEHOLDER = { width: 918273645, height: 546372819 } as const;

/**
 * Run in <head> before the first paint of a pre-rendered page: the colour scheme the visitor
 * picked (or the system's), as useColorScheme and useTenantTheme will set it.
 */
export const SCHEME_SCRIPT =
  `(function(){try{var d=document.documentElement,p=JSON.parse(localStorage.getItem(${JSON.stringify(SCHEME_STORAGE_KEY)})||'"system"'),` +
  `s=p==="dark"||(p!=="light"&&matchMedia("(prefers-color-scheme: dark)").matches)?"dark":"light";` +
  `d.setAttribute("data-color-scheme",s);d.style.colorScheme=s}catch(e){}})();`;

export interface FirstViewPage {
  /** The document's title. */
  title: string;
  /**
   * The content of #root with the center's logo (LOGO_PLACEHOLDER as its src, LOGO_SIZE_PLACEHOLDER as
   * its width and height) and without.
   */
  withLogo: string;
  withoutLogo: string;
  /** The cookie banner, which the page has while the visitor has not decided... */
  consentBanner: string;
  /** ...this many characters from the start of the page's markup (it comes first: the focus order). */
  consentBannerAt: number;
}

/** What the build writes (dist/client/.vite/first-views.json) and the server reads. */
export interface FirstViews {
  version: 1;
  logoPlaceholder: string;
  logoSizePlaceholder: { readonly width: number; readonly height: number };
  headScript: string;
  defaultLocale: Locale;
  locales: readonly Locale[];
  /** Locale -> its path prefix ('/en'); the default locale has none. */
  localePrefixes: Partial<Record<Locale, string>>;
  localeCookie: string;
  consentCookie: string;
  /** Signed in when all of these cookies are there: such visitors get no first view. */
  credentialCookies: readonly string[];
  /** Hosts on which the app redirects every page elsewhere (no first view). */
  redirectHosts: readonly string[];
  /** The theme of a center whose key is not one of the seeded tenants. */
  fallbackTenant: TenantKey;
  tenants: Record<string, { i18n: boolean; htmlAttributes: Record<string, string> }>;
  routes: { id: string; path: string; namespaces: string[] }[];
  /** `${routeId}|${tenant}|${locale}` -> the page. */
  pages: Record<string, FirstViewPage>;
}

const appMessages = import.meta.glob<ResourceKey>("../locales/*/*.json", { eager: true, import: "default" });
const featureMessages = import.meta.glob<ResourceKey>("../../features/*/locales/*.json", {
  eager: true,
  import: "default",
});

/** Every message of one language, by namespace. */
function resources(locale: Locale): Record<string, Record<string, ResourceKey>> {
  const namespaces: Record<string, ResourceKey> = {};
  for (const [path, messages] of Object.entries(appMessages)) {
    const [, lng, ns] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path)!;
    if (lng === locale) namespaces[ns!] = messages;
  }
  for (const [path, messages] of Object.entries(featureMessages)) {
    const [, ns, lng] = /\/features\/([^/]+)\/locales\/([^/]+)\.json$/.exec(path)!;
    if (lng === locale) namespaces[ns!] = messages;
  }
  return { [locale]: namespaces };
}

/**
 * The markup of a tree in which nothing suspends (messages and the page's code are there first).
 * React's hints for the document's head (a preload of the logo) are left out: they are not part
 * of the root that the browser's render takes over.
 */
function html(node: React.ReactNode): string {
  return renderToString(node).replace(/^(<link [^>]*>)+/, "");
}

interface Variant {
  tenant: TenantKey;
  locale: Locale;
  routeId: string;
  path: string;
  logo: boolean;
  consentGiven: boolean;
}

/** One render of the whole app at `path`, as a first-time (signed-out) visitor's browser would draw it. */
async function render(variant: Variant): Promise<{ html: string; title: string }> {
  const config: PageConfig = {
    apiBaseUrl: "",
    hostCenters: {},
    defaultCenter: "0",
    tenantCookieName: "tenant",
    centerKeys: { "0": variant.tenant },
  };
  const tenant = resolveTenant(config, "first-view")!;
  setServerCookies(
    variant.consentGiven
      ? `${CONSENT.cookieName}=${encodeURIComponent(JSON.stringify({ analytical: false, thirdParty: false }))}`
      : "",
  );
  const i18n = await createI18n({ locale: variant.locale, resources: resources(variant.locale) });
  const services = createServices({
    config,
    tenant,
    i18n,
    crossOrigin: false,
    fetch: () => new Promise<Response>(() => {}),
  });
  const center: CurrentCenter = {
    id: "0",
    name: tenant.theme.name,
    profile: variant.logo
      ? {
          websiteLogoUrl: LOGO_PLACEHOLDER,
          websiteLogoWidth: LOGO_SIZE_PLACEHOLDER.width,
          websiteLogoHeight: LOGO_SIZE_PLACEHOLDER.height,
        }
      : null,
  };
  services.queryClient.setQueryData(CURRENT_CENTER_KEY, center);
  const markup = html(appElement(services, memoryHistory(variant.path)));
  services.queryClient.clear();
  const title = pageTitle(i18n.t(`routes:${variant.routeId}`), tenant.theme.name);
  return { html: markup, title };
}

/** What `longer` has that `shorter` has not, as one piece: the text and where it goes (from the start). */
function insertion(shorter: string, longer: string): { text: string; at: number } {
  let start = 0;
  while (start < shorter.length && shorter[start] === longer[start]) start++;
  let end = 0;
  while (end < shorter.length - start && shorter[shorter.length - 1 - end] === longer[longer.length - 1 - end]) end++;
  const text = longer.slice(start, longer.length - end);
  if (shorter.length - start !== end || start + text.length + end !== longer.length)
    throw new Error("first views: the cookie banner is not one piece of the page");
  return { text, at: start };
}

/** Every first view of every tenant and language. */
export async function renderFirstViews(): Promise<FirstViews> {
  const pages: Record<string, FirstViewPage> = {};
  const tenants: FirstViews["tenants"] = {};
  const routes: FirstViews["routes"] = [];
  try {
    for (const key of tenantKeys) {
      const tenant = resolveTenant({ ...emptyConfig, centerKeys: { "0": key } }, "first-view")!;
      tenants[key] = { i18n: tenant.features.i18n, htmlAttributes: themeHtmlAttributes(tenantThemes[key], "light") };
    }
    for (const routeId of FIRST_VIEW_ROUTES) {
      const def = routeById(routeId)!;
      await loadFirstPage(routeId, false);
      // The footer and the other parts that the browser takes over later: in full in the markup.
      await loadBelowTheFold();
      routes.push({ id: routeId, path: def.path, namespaces: routeNamespaces(routeId) });
      for (const tenant of tenantKeys) {
        const locales = tenants[tenant]!.i18n ? LOCALES : [DEFAULT_LOCALE];
        for (const locale of locales) {
          const path = `${LOCALE_PREFIXES[locale] ?? ""}${def.path}`;
          const base = { tenant, locale, routeId, path };
          const withLogo = await render({ ...base, logo: true, consentGiven: true });
          const withoutLogo = await render({ ...base, logo: false, consentGiven: true });
          const withBanner = await render({ ...base, logo: false, consentGiven: false });
          const banner = insertion(withoutLogo.html, withBanner.html);
          if (!withLogo.html.startsWith(withoutLogo.html.slice(0, banner.at)))
            throw new Error(`first view ${routeId}/${tenant}/${locale}: the logo changes the page before the banner`);
          pages[`${routeId}|${tenant}|${locale}`] = {
            title: withLogo.title,
            withLogo: withLogo.html,
            withoutLogo: withoutLogo.html,
            consentBanner: banner.text,
            consentBannerAt: banner.at,
          };
        }
      }
    }
  } finally {
    setServerCookies("");
  }
  return {
    version: 1,
    logoPlaceholder: LOGO_PLACEHOLDER,
    logoSizePlaceholder: LOGO_SIZE_PLACEHOLDER,
    headScript: SCHEME_SCRIPT,
    defaultLocale: DEFAULT_LOCALE,
    locales: LOCALES,
    localePrefixes: LOCALE_PREFIXES,
    localeCookie: LOCALE_COOKIE,
    consentCookie: CONSENT.cookieName,
    credentialCookies: CREDENTIAL_KEYS,
    redirectHosts: GELDERSE_HANDEN_HOSTS,
    fallbackTenant: "demo",
    tenants,
    routes,
    pages,
  };
}

const emptyConfig: PageConfig = {
  apiBaseUrl: "",
  hostCenters: {},
  defaultCenter: "0",
  tenantCookieName: "tenant",
  centerKeys: {},
};

/**
 * The pages the server renders per request with the center's content (server/web/pageRenderer.ts):
 * the home page and content pages (`/:slug?`), the news list and items, the partners and the vacancy
 * bank with its first page of results (the bare path only: a link with a query is drawn by the app;
 * where the server renders none, the build's views are used as before). Their HTML depends on the
 * center's data, so the build cannot draw them; the server keeps this module (the build's SSR
 * bundle) and renders them when a visitor asks, cached until the content changes.
 */
export const CONTENT_ROUTES: readonly string[] = [
  "page",
  "news",
  "partners",
  "vacancySearch",
  "activities",
  "activitiesOverview",
  "socialMap",
];

export interface PageRequest {
  config: PageConfig;
  /** The request's Host header (the center, as the browser's app resolves it). */
  host: string;
  /** The answer to GET volunteer_centers/current?include=profile, as the page embeds it. */
  center: JsonApiDocument;
  locale: Locale;
  /** The path as requested, with its language prefix, without a query. */
  path: string;
  consentGiven: boolean;
  /** Answers the app's API requests as a signed-out visitor of the center would be answered. */
  fetch: typeof fetch;
}

/** Loads the code of every page and part that renderPage draws (before a new build removes the files). */
export async function prepareRenderer(): Promise<void> {
  for (const id of CONTENT_ROUTES) await loadFirstPage(id, false);
  await loadBelowTheFold();
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * The page at `request.path` as the app's first render draws it for a signed-out visitor once the
 * page's data is there; null when the page has no such view (not one of CONTENT_ROUTES, an unknown
 * page, a failed request): the app then draws it itself, as before. One render at a time: the
 * cookies a render sees are module state (setServerCookies).
 */
export function renderPage(request: PageRequest): Promise<RenderedPage | null> {
  const run = queue.then(() => renderPageNow(request));
  queue = run.catch(() => null);
  return run;
}

/** Renders until every query the page starts has its data (a block's list appears with its page). */
const MAX_PASSES = 4;

async function renderPageNow(request: PageRequest): Promise<RenderedPage | null> {
  const bare = stripLocale(request.path);
  const route = findRoute(bare, routesFor(false));
  if (!route || !CONTENT_ROUTES.includes(route.id)) return null;
  const slug = bare.split("/").filter(Boolean);
  const tenant = resolveTenant(request.config, request.host.replace(/:\d+$/, ""));
  if (!tenant) return null;
  await prepareRenderer();
  const i18n = await createI18n({ locale: request.locale, resources: resources(request.locale) });
  const services = createServices({
    config: request.config,
    tenant,
    i18n,
    crossOrigin: false,
    fetch: request.fetch,
  });
  const { queryClient } = services;
  seedCurrentCenter(queryClient, tenant.centerId, { __VOLUNTEERLY_CENTER__: request.center } as unknown as Window);
  const center = queryClient.getQueryData<CurrentCenter>(CURRENT_CENTER_KEY);
  if (!center) return null;
  const cookies = request.consentGiven
    ? `${CONSENT.cookieName}=${encodeURIComponent(JSON.stringify({ analytical: false, thirdParty: false }))}`
    : "";
  const cache = queryClient.getQueryCache();
  // The browser's first render of a landing page (home, content pages, the bank) has no class merge
  // (ui/lib/cn.ts); another page's route brings it. The server's render draws the same classes, else
  // the takeover would find other class attributes (the bank's sort select did).
  const merge = installedMerge();
  if (FIRST_LOAD_ROUTES.has(route.id)) installMerge(undefined);
  // The center's header menu and footer are drawn here (their data goes with the page), so that
  // nothing fills in after the takeover (the footer moved on a short page's first screen).
  setFirstViewKnowsCenter(true);
  try {
    let markup = "";
    for (let pass = 0; ; pass++) {
      markup = await renderOnce(appElement(services, memoryHistory(request.path)), cookies);
      const waiting = cache.getAll().filter((q) => {
        const enabled = (q.options as { enabled?: unknown }).enabled;
        return q.state.status === "pending" && enabled !== false && typeof enabled !== "function";
      });
      if (waiting.length === 0) break;
      if (pass === MAX_PASSES) return null;
      await Promise.all(waiting.map((q) => q.fetch().catch(() => undefined)));
    }
    const queries = cache.getAll();
    if (queries.some((q) => q.state.status === "error")) return null;
    // An unknown slug: the app shows the 404 screen (set after its first render).
    const page =
      route.id === "page" && slug[0]
        ? queryClient.getQueryData<{ title: string }>(["content", "slug", slug[0]])
        : undefined;
    if (page === null) return null;
    // A page of a feature the center has not switched on: the app shows the 404 screen (as before).
    if (route.feature && !services.tenant.features[route.feature]) return null;
    // A part that could not be drawn here would be drawn anew by the browser: no first view then.
    if (markup.includes("<!--$!-->") || markup.includes("<script") || markup.includes("<template")) return null;
    const theme = centerTheme(tenant.key, { ...(center.profile ?? {}), name: center.profile?.name ?? center.name });
    // A news item's title as its page sets it (app/routes/modules/news/News.tsx).
    const item =
      route.id === "news" && slug[1]
        ? queryClient.getQueryData<{ title: string }>(["news_items", "item", slug[1]])
        : undefined;
    if (route.id === "news" && slug[1] && !item) return null;
    return {
      routeId: route.id,
      title: item
        ? `${item.title} - ${center.name}`
        : pageTitle(page ? page.title : i18n.t(`routes:${route.id}`), theme.name),
      html: markup,
      namespaces: routeNamespaces(route.id),
      htmlAttributes: themeHtmlAttributes(theme, "light"),
      data: queries
        .filter((q) => q.state.status === "success" && q.queryHash !== JSON.stringify(CURRENT_CENTER_KEY))
        .map((q) => [q.queryKey, q.state.data]),
    };
  } finally {
    installMerge(installedMerge() ?? merge); // kept when the render itself brought it (a lazy part)
    setFirstViewKnowsCenter(false);
    queryClient.clear();
  }
}

/** One render that waits for the code of the parts it draws (their Suspense boundaries), as its markup. */
async function renderOnce(node: React.ReactNode, cookies: string): Promise<string> {
  setServerCookies(cookies);
  try {
    const errors: unknown[] = [];
    // Every boundary in place, none sent later with a script (which the policy would block).
    const { prelude } = await prerender(node, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => void errors.push(error),
    });
    const text = await new Response(prelude).text();
    if (errors.length > 0) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
    return text.replace(/^(<link [^>]*>)+/, "");
  } finally {
    setServerCookies("");
  }
}
