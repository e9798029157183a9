/**
 * First views rendered per request, with the center's content: the home page, content pages and
 * the news list (CONTENT_ROUTES in app/prerender/firstView.tsx) arrive as HTML drawn from the
 * center's published content, with the data they were drawn from as a JSON data block, so that
 * the app's first render draws the same page and takes the markup over (no loading state, no
 * flash). The build keeps its SSR bundle for this (`renderer` in first-views.json).
 *
 * Each render is cached per center, language, path and cookie banner, and forgotten when the
 * center's content changes (the same hook that empties the pages' heads, see registerWeb), or
 * after five minutes (news published for a later moment).
 */
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance } from "fastify";
import { dayKey } from "@contract/amsterdam-time.ts";
import type { JsonApiDocument, PageConfig, RenderedPage } from "@contract/resources.ts";
import type { Center } from "../db/schema.ts";
import { PageMetaCache } from "../modules/content/seo.ts";
import type { FirstView, FirstViewsFile, Visit } from "./firstView.ts";

/** What the SSR bundle (app/prerender/firstView.tsx) offers the server. */
export interface PageRendererModule {
  CONTENT_ROUTES: readonly string[];
  prepareRenderer(): Promise<void>;
  renderPage(request: {
    config: PageConfig;
    host: string;
    center: JsonApiDocument;
    locale: string;
    path: string;
    consentGiven: boolean;
    fetch: typeof fetch;
  }): Promise<RenderedPage | null>;
}

/** How long a page waits for its first view to be rendered, by default. */
const RENDER_BUDGET_MS = 5_000;

/** Headers of the app's requests that would make them a signed-in visitor's: never sent. */
const CREDENTIAL_HEADERS = /^(access-token|client|uid|authorization|cookie|x-current-organization)$/i;

/**
 * A fetch for the renderer that asks this server's own API (no network), as a signed-out visitor
 * on the center's host: what every visitor may see, and nothing else. Reads only.
 */
export function ownApiFetch(app: FastifyInstance, host: string): typeof fetch {
  return async (input, init) => {
    const method = (init?.method ?? "GET").toUpperCase();
    if (method !== "GET") throw new Error(`first views read only (${method})`);
    const url = new URL(input instanceof Request ? input.url : String(input), "http://first-view.invalid");
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => {
      if (!CREDENTIAL_HEADERS.test(name)) headers[name] = value;
    });
    const res = await app.inject({ method: "GET", url: `${url.pathname}${url.search}`, headers: { ...headers, host } });
    const out = new Headers();
    for (const [name, value] of Object.entries(res.headers))
      if (value !== undefined) out.set(name, Array.isArray(value) ? value.join(", ") : String(value));
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers: out });
  };
}

/** Loads the renderer of a build once per file (with every page's code, before a rebuild removes it). */
export function rendererLoader(root: string): (views: FirstViewsFile) => Promise<PageRendererModule | null> {
  const loaded = new Map<string, Promise<PageRendererModule | null>>();
  return (views) => {
    if (!views.renderer) return Promise.resolve(null);
    const file = resolve(join(root, views.renderer));
    let module = loaded.get(file);
    if (!module) {
      module = import(pathToFileURL(file).href)
        .then(async (m: PageRendererModule) => {
          await m.prepareRenderer();
          return m;
        })
        .catch((error: unknown) => {
          console.error("[first views] the renderer could not be loaded", error);
          return null;
        });
      loaded.set(file, module);
    }
    return module;
  };
}

export interface ContentViewInput {
  center: Center;
  /** The current center as the page embeds it (null: the page has none, so no first view). */
  centerDocument: JsonApiDocument | null;
  config: PageConfig;
  host: string;
  visit: Visit;
  views: FirstViewsFile;
  renderer: PageRendererModule;
}

/** The first views of the center's content pages, cached per center and emptied when it changes. */
export function contentViews(app: FastifyInstance, now: () => number = () => Date.now(), budgetMs = RENDER_BUDGET_MS) {
  const cache = new PageMetaCache<RenderedPage>(now);
  return {
    cache,
    async view(input: ContentViewInput): Promise<FirstView | null> {
      const { center, centerDocument, visit, views, renderer } = input;
      if (!centerDocument || visit.query) return null;
      const path = `${visit.pathLocale ? (views.localePrefixes[visit.pathLocale] ?? "") : ""}${visit.path}`;
      // The day is part of the key: the calendar marks today, lists say "vandaag"; a view drawn
      // yesterday is not served after midnight (Amsterdam time, as the pages draw their dates).
      const key = `${dayKey(new Date(now()))}|${input.host}|${visit.locale}|${visit.consentDecided ? 1 : 0}|${path}`;
      const rendering = cache.get(center.id, key, () =>
        renderer.renderPage({
          config: input.config,
          host: input.host,
          center: centerDocument,
          locale: visit.locale,
          path,
          consentGiven: visit.consentDecided,
          fetch: ownApiFetch(app, input.host),
        }),
      );
      // A page is not kept waiting for a render (one at a time, see renderPage): past the budget it
      // goes without a first view, and the render, once done, serves the next visitors.
      let timer: NodeJS.Timeout | undefined;
      const page = await Promise.race([
        rendering,
        new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), budgetMs))),
      ]).finally(() => clearTimeout(timer));
      if (!page) return null;
      const assets = views.assets.routes[page.routeId] ?? { js: [], css: [] };
      const messages = views.assets.messages[visit.locale] ?? {};
      return {
        routeId: page.routeId,
        locale: visit.locale,
        title: page.title,
        htmlAttributes: page.htmlAttributes,
        headScript: views.headScript,
        modulepreload: assets.js,
        messages: ["shell", ...page.namespaces].map((ns) => messages[ns]).filter((f): f is string => Boolean(f)),
        stylesheets: assets.css,
        root: page.html,
        data: page.data,
      };
    },
  };
}
