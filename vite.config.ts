import MagicString from "magic-string";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { build, defineConfig, type Plugin, type ResolvedConfig, type Rolldown } from "vite";
import type * as FirstViewModuleNs from "./app/prerender/firstView.tsx";

type FirstViewModule = typeof FirstViewModuleNs;

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export const aliases = {
  "@tokens": here("./tokens"),
  "@ui": here("./ui"),
  "@features": here("./features"),
  "@app": here("./app"),
  "@contract": here("./contract"),
  "@server": here("./server"),
};

/**
 * `import ... from "yup"` resolves to app/i18n/yup.ts, which sets the app's localized messages
 * before any schema is built and re-exports yup. So the messages no longer need to be installed at
 * start, and yup travels with the pages that have forms, not with every first page load.
 */
export function localizedYup(): Plugin {
  const wrapper = here("./app/i18n/yup.ts");
  const own = [wrapper, here("./app/i18n/yupLocale.ts")];
  return {
    name: "volunteerly:localized-yup",
    enforce: "pre",
    resolveId(source, importer) {
      if (source !== "yup" || !importer) return null;
      if (own.includes(importer.split("?")[0]!)) return null;
      return wrapper;
    },
  };
}

/**
 * react-i18next imports useSyncExternalStore from the shim for React before 18; the shim hands
 * out React's own hook when there is one, which React 19 always has. The build takes React's hook
 * directly (app/lib/syncExternalStore.ts) and leaves the shim's fallback out of every first load.
 */
export function builtinSyncExternalStore(): Plugin {
  return {
    name: "volunteerly:builtin-sync-external-store",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer) {
      if (source !== "use-sync-external-store/shim" || !importer?.includes(`${"node_modules"}/react-i18next/`))
        return null;
      return here("./app/lib/syncExternalStore.ts");
    },
  };
}

/**
 * lucide-react's icon modules make their components with its `createLucideIcon`, whose icon
 * provider and stroke options the app does not use (~1 kB of every first load): a build takes the
 * app's own (ui/lib/lucideIcon.ts), which draws the same `<svg>`. `vite` (dev), the tests and
 * Storybook keep lucide's.
 */
export function lucideIcons(): Plugin {
  return {
    name: "volunteerly:lucide-icons",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer) {
      if (!/(^|\/)createLucideIcon\.mjs$/.test(source) || !importer?.includes(`${"node_modules"}/lucide-react/`))
        return null;
      return here("./ui/lib/lucideIcon.ts");
    },
  };
}

/** Code for the list of "feature/lng" keys: short when every feature has every language. */
function keyList(keys: readonly string[], languages: readonly string[]): string {
  const features = [...new Set(keys.map((key) => key.split("/")[0]!))];
  const all = features.flatMap((feature) => languages.map((lng) => `${feature}/${lng}`));
  if (all.length !== keys.length || all.some((key) => !keys.includes(key)))
    return `${JSON.stringify(keys.join(" "))}.split(" ")`;
  return `${JSON.stringify(features.join(" "))}.split(" ").flatMap((f) => ${JSON.stringify(languages.join(" "))}.split(" ").map((lng) => f + "/" + lng))`;
}

/** The virtual module of the message files (app/i18n/messages.ts reads it). */
const MESSAGE_FILES_ID = "virtual:volunteerly/message-files";

/**
 * The message files as data, not code: a build emits each language's shell messages
 * (app/locales/<lng>/*.json) as one JSON file and each feature's (features/<f>/locales/<lng>.json)
 * as one more, named with one hash of them all, and the app fetches them: JSON is parsed, not compiled, and is
 * no part of the scripts a page runs. `vite` (dev), the tests and Storybook import the files.
 * The module exports `shellMessages` (language -> loader) and `featureMessages` ("feature/lng" -> loader).
 */
export function messageFiles(): Plugin {
  const resolvedId = `\0${MESSAGE_FILES_ID}`;
  let command: "build" | "serve" = "serve";
  let ssr = false;
  let base = "/";
  let assetsDir = "assets";
  const shellFiles = (language: string) =>
    readdirSync(here(`./app/locales/${language}`))
      .filter((f) => f.endsWith(".json"))
      .map((f) => [f.slice(0, -".json".length), here(`./app/locales/${language}/${f}`)] as const);
  const languages = () => readdirSync(here("./app/locales"));
  const featureFilesOf = () =>
    readdirSync(here("./features")).flatMap((feature) => {
      const dir = here(`./features/${feature}/locales`);
      if (!existsSync(dir)) return [];
      return readdirSync(dir)
        .filter((f) => f.endsWith(".json"))
        .map((f) => [`${feature}/${f.slice(0, -".json".length)}`, `${dir}/${f}`] as const);
    });
  return {
    name: "volunteerly:message-files",
    configResolved(config) {
      command = config.command;
      ssr = Boolean(config.build.ssr);
      base = config.base;
      assetsDir = config.build.assetsDir;
    },
    resolveId(source) {
      return source === MESSAGE_FILES_ID ? resolvedId : null;
    },
    load(id) {
      if (id !== resolvedId) return null;
      const shell = languages();
      const features = featureFilesOf();
      // The first views are rendered from bundled messages (app/prerender/firstView.tsx).
      if (ssr) return "export const shellMessages = {};\nexport const featureMessages = {};";
      if (command === "serve") {
        const imports = (files: readonly (readonly [string, string])[]) =>
          `Promise.all([${files.map(([, file]) => `import(${JSON.stringify(file)})`).join(",")}])` +
          `.then((m) => Object.fromEntries(${JSON.stringify(files.map(([name]) => name))}.map((n, i) => [n, m[i].default])))`;
        return [
          `export const shellMessages = {${shell.map((lng) => `${JSON.stringify(lng)}: () => ${imports(shellFiles(lng))}`).join(",")}};`,
          `export const featureMessages = {${features.map(([key, file]) => `${JSON.stringify(key)}: () => import(${JSON.stringify(file)}).then((m) => m.default)`).join(",")}};`,
        ].join("\n");
      }
      // One hash for all the message files (of every language), so that the start needs no table of
      // 60 file names: a file's address is its name and that hash (a changed message renews them all).
      const read = (file: string) => {
        this.addWatchFile(file);
        return JSON.parse(readFileSync(file, "utf8")) as unknown;
      };
      const files = new Map<string, unknown>();
      for (const lng of shell)
        files.set(`shell-${lng}`, Object.fromEntries(shellFiles(lng).map(([ns, file]) => [ns, read(file)])));
      for (const [key, file] of features) files.set(key.replace("/", "-"), read(file));
      const hash = createHash("sha256");
      for (const [name, data] of files) hash.update(`${name}\0${JSON.stringify(data)}\0`);
      const version = hash.digest("base64url").slice(0, 8);
      const dir = `${assetsDir}/messages-`;
      for (const [name, data] of files)
        this.emitFile({
          type: "asset",
          name: `messages-${name}.json`,
          fileName: `${dir}${name}-${version}.json`,
          source: JSON.stringify(data),
        });
      return [
        `const file = (name) => () => fetch(${JSON.stringify(`${base}${dir}`)} + name + ${JSON.stringify(`-${version}.json`)}).then((res) => res.ok ? res.json() : Promise.reject(new Error(res.status + " " + res.url)));`,
        `export const shellMessages = Object.fromEntries(${JSON.stringify(shell.join(" "))}.split(" ").map((lng) => [lng, file("shell-" + lng)]));`,
        // "feature/lng" for each file: as features x languages where every feature has every language.
        `export const featureMessages = Object.fromEntries(${keyList(
          features.map(([key]) => key),
          shell,
        )}.map((key) => [key, file(key.replace("/", "-"))]));`,
      ].join("\n");
    },
  };
}

/**
 * react-router publishes its production build only under dist/production; the package's exports
 * point every bundler at the development build (dev warnings and their strings included). A
 * production build takes the production files; `vite` (dev) and the tests keep the warnings.
 */
export function productionReactRouter(): Plugin {
  const dist = here("./node_modules/react-router/dist/production/");
  const files: Record<string, string> = {
    "react-router": `${dist}index.mjs`,
    "react-router/dom": `${dist}dom-export.mjs`,
  };
  return {
    name: "volunteerly:production-react-router",
    apply: "build",
    enforce: "pre",
    resolveId(source) {
      return files[source] ?? null;
    },
  };
}

/**
 * Libraries that build their components and contexts at the top level of one large module:
 * `React.forwardRef(...)`, `React.createContext(...)` and `X.displayName = "..."` look like side
 * effects to the bundler, so every component they define stays in the bundle, used or not
 * (react-router's Form, NavLink, fetchers and data-router contexts). Those calls are pure and
 * displayName only names components in React's developer tools, so in a production build the calls
 * are marked pure and the names dropped: the bundler then leaves out what the app does not use.
 */
const PURE_CALLS_IN = /[\\/]node_modules[\\/](react-router|react-i18next|@tanstack[\\/]react-query)[\\/].*\.m?js$/;

/** The transform of pureReactCalls: the calls marked pure, the displayName lines dropped (null: nothing to change). */
export function markPureReactCalls(
  code: string,
  id: string,
): { code: string; map: ReturnType<MagicString["generateMap"]> } | null {
  const s = new MagicString(code);
  for (const m of code.matchAll(/^[\w$]+\.displayName = [^;\n]+;$/gm)) s.remove(m.index, m.index + m[0].length);
  // Calls of the factories only: not a `function memo(` declaration, nor some object's `.memo(` method.
  for (const m of code.matchAll(
    /(?<![\w$.]|@__PURE__ \*\/ |function\s+)(?:React\d*\.)?(?:forwardRef|createContext|memo)\(/g,
  ))
    s.appendLeft(m.index, "/* @__PURE__ */ ");
  return s.hasChanged() ? { code: s.toString(), map: s.generateMap({ hires: true, source: id }) } : null;
}

export function pureReactCalls(): Plugin {
  return {
    name: "volunteerly:pure-react-calls",
    apply: "build",
    transform: { filter: { id: PURE_CALLS_IN }, handler: markPureReactCalls },
  };
}

/**
 * The libraries every page runs on, as one long-cached chunk instead of a dozen small ones. Only
 * what the first render always needs belongs here: anything else would be downloaded up front too.
 */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store|@tanstack[\\/](query-core|react-query))[\\/]|[\\/]app[\\/]lib[\\/]syncExternalStore\.ts$/;

/**
 * Libraries whose index re-exports every part: importing one part through it must not count as
 * importing them all. Their index is read once to learn which file or package each name is.
 */
const BARRELS: Record<string, RegExp> = {
  "radix-ui": /[\\/]node_modules[\\/]radix-ui[\\/]dist[\\/]index\.mjs$/,
  "lucide-react": /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/,
  // TanStack Query: the first load runs queries, not mutations, infinite or suspense queries (issue 18).
  "@tanstack/react-query": /[\\/]node_modules[\\/]@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/]index\.js$/,
  "@tanstack/query-core": /[\\/]node_modules[\\/]@tanstack[\\/]query-core[\\/]build[\\/]modern[\\/]index\.js$/,
};

/** name -> the module ids (a file, or every file of a package) it stands for, read from a barrel index. */
function barrelNames(
  index: string,
  ids: readonly string[],
  lookup: (barrel: string) => Map<string, string[]> | undefined = () => undefined,
): Map<string, string[]> {
  const source = readFileSync(index, "utf8");
  const names = new Map<string, string[]>();
  // TanStack Query: import { QueryClient } from "./queryClient.js"; ... export { QueryClient, x as y };
  // and `export * from "@tanstack/query-core"` (another barrel: its names as it maps them).
  const imported = new Map<string, string>();
  for (const [, list, target] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"](\.[^'"]+)['"]/g))
    for (const part of list!.split(",")) {
      const [name, local = name] = part.trim().split(/\s+as\s+/);
      if (name) imported.set(local!, fileURLToPath(new URL(target!, `file://${index}`)));
    }
  for (const [, list] of source.matchAll(/export\s*\{([^}]*)\}\s*;/g))
    for (const part of list!.split(",")) {
      const [local, name = local] = part.trim().split(/\s+as\s+/);
      const file = local && imported.get(local);
      if (file) names.set(name!, [file]);
    }
  for (const [, pkg] of source.matchAll(/export\s*\*\s*from\s*['"]([^'".][^'"]*)['"]/g))
    for (const [name, files] of lookup(pkg!) ?? []) if (!names.has(name)) names.set(name, files);
  // lucide-react: export { default as Bell, default as BellIcon } from './icons/bell.mjs';
  for (const [, list, target] of source.matchAll(/export\s*\{([^}]*)\}\s*from\s*['"](\.[^'"]+)['"]/g)) {
    const file = fileURLToPath(new URL(target!, `file://${index}`));
    for (const part of list!.split(",")) names.set(part.split(" as ").pop()!.trim(), [file]);
  }
  // radix-ui: import * as Toast from "@radix-ui/react-toast";
  for (const [, name, pkg] of source.matchAll(/import\s*\*\s*as\s+(\w+)\s+from\s*['"]([^'"]+)['"]/g)) {
    const dir = `/node_modules/${pkg}/`;
    names.set(
      name!,
      ids.filter((id) => id.replaceAll("\\", "/").includes(dir)),
    );
  }
  return names;
}

/** The parts of barrel libraries a source file imports by name (`import { Toast } from "radix-ui"`). */
function barrelParts(file: string, lookup: (barrel: string) => Map<string, string[]> | undefined): string[] {
  let source: string;
  try {
    source = readFileSync(file, "utf8");
  } catch {
    return [];
  }
  const parts: string[] = [];
  for (const [, names, from] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
    const map = lookup(from!);
    if (!map) continue;
    for (const entry of names!.split(",")) {
      const name = entry.trim().split(/\s+as\s+/)[0]!;
      if (name && !name.startsWith("type ")) parts.push(...(map.get(name) ?? []));
    }
  }
  return parts;
}

/**
 * Public pages that visits often start on: what each imports beyond the shell travels as one
 * chunk (see appChunks). Other pages that share a piece load that chunk too.
 */
const LANDING_PAGES: Record<string, string> = {
  "vacancy-bank": here("./app/routes/modules/vacancies/Search.tsx"),
  home: here("./app/routes/modules/content/Page.tsx"),
};

/** The chunk of what several landing pages share (the vacancy cards of the bank and the home page). */
const LANDING_SHARED = "landing-shared";

/**
 * The app shell (App.tsx and everything it imports: providers, layouts, header, footer, their ui
 * pieces, icons and Radix parts) as one chunk, and each landing page's own imports as one more.
 * Left to itself the bundler cuts out every module that a lazy page shares with another (an icon,
 * a hook, a ui component, a Radix part), which made a first load of dozens of small requests.
 * What the start (main.tsx) imports stays with the start; the framework has its own chunk.
 */
export function appChunks(): { plugin: Plugin; test: (group: string) => (id: string) => boolean } {
  const groups = new Map<string, Set<string>>();
  const plugin: Plugin = {
    name: "volunteerly:app-shell",
    apply: "build",
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const isBarrel = (id: string) => Object.values(BARRELS).some((pattern) => pattern.test(id));
      const maps = new Map<string, Map<string, string[]>>();
      const lookup = (barrel: string) => {
        const pattern = BARRELS[barrel];
        const index = pattern && ids.find((id) => pattern.test(id));
        if (!index) return undefined;
        if (!maps.has(index)) maps.set(index, barrelNames(index, ids, lookup));
        return maps.get(index);
      };
      const closure = (start: string) => {
        const seen = new Set<string>();
        const stack = [start];
        while (stack.length > 0) {
          const id = stack.pop()!;
          if (seen.has(id) || isBarrel(id)) continue;
          seen.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
          // The app's files, and the libraries' that import a barrel (react-query's of query-core).
          if (!id.startsWith("\0") && (!id.includes("node_modules") || /[\\/]@tanstack[\\/]/.test(id)))
            stack.push(...barrelParts(id.split("?")[0]!, lookup));
        }
        return seen;
      };
      const taken = closure(here("./app/main.tsx"));
      // Of the libraries, only what a first load runs: the rest (infinite queries, say) goes with the pages that use it.
      const firstLoad = new Set(taken);
      for (const start of [here("./app/App.tsx"), ...Object.values(LANDING_PAGES)])
        for (const id of closure(start)) firstLoad.add(id);
      groups.set("framework", new Set([...firstLoad].filter((id) => FRAMEWORK.test(id))));
      const group = (name: string, module: string) => {
        const members = new Set<string>();
        // The module goes with its group: one chunk, fewer requests and less to download.
        for (const id of closure(module))
          if (!taken.has(id) && !id.startsWith("\0") && !FRAMEWORK.test(id)) members.add(id);
        members.forEach((id) => taken.add(id));
        groups.set(name, members);
      };
      group("shell", here("./app/App.tsx"));
      // What two landing pages share goes in a chunk of its own: the home page's first load does not
      // carry the vacancy bank's search screen for its cards, nor the bank the home page's blocks.
      const seen = new Map<string, number>();
      for (const module of Object.values(LANDING_PAGES))
        for (const id of closure(module))
          if (!taken.has(id) && !id.startsWith("\0") && !FRAMEWORK.test(id)) seen.set(id, (seen.get(id) ?? 0) + 1);
      const shared = new Set([...seen].filter(([, n]) => n > 1).map(([id]) => id));
      shared.forEach((id) => taken.add(id));
      groups.set(LANDING_SHARED, shared);
      for (const [name, module] of Object.entries(LANDING_PAGES)) group(name, module);
    },
  };
  plugin.generateBundle = function (_options, bundle) {
    // A module a group missed (say, a barrel import it could not follow) would leave a chunk that
    // the group imports and that imports the group back: such a page breaks at start, so the build fails.
    const chunks = Object.values(bundle).filter((c) => c.type === "chunk");
    for (const group of chunks.filter((c) => groups.has(c.name)))
      for (const chunk of chunks)
        if (group.imports.includes(chunk.fileName) && chunk.imports.includes(group.fileName))
          this.error(`chunk groups: ${chunk.fileName} and ${group.fileName} import each other`);
  };
  return { plugin, test: (name) => (id) => groups.get(name)?.has(id) ?? false };
}

/**
 * `<link rel="modulepreload">` in the page for the app chunk that main.tsx imports and everything
 * it imports (framework, shell): the browser fetches them together with main.tsx instead of
 * after it has run, one round trip less before the first paint.
 */
export function preloadApp(): Plugin {
  return {
    name: "volunteerly:preload-app",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return;
        const app = Object.values(bundle).find(
          (c) => c.type === "chunk" && c.moduleIds.includes(here("./app/App.tsx")),
        );
        if (!app || app.type !== "chunk") return;
        const files = new Set<string>();
        const add = (file: string) => {
          const chunk = bundle[file];
          if (files.has(file) || !chunk || chunk.type !== "chunk") return;
          files.add(file);
          chunk.imports.forEach(add);
        };
        add(app.fileName);
        return [...files].map((file) => ({
          tag: "link",
          attrs: { rel: "modulepreload", crossorigin: true, href: `/${file}` },
          injectTo: "head" as const,
        }));
      },
    },
  };
}

/** Route id -> the module of the page, for the pages that get a first view (app/prerender/firstView.tsx). */
const FIRST_VIEW_MODULES: Record<string, string> = {
  vacancySearch: here("./app/routes/modules/vacancies/Search.tsx"),
  // Rendered by the server per request, with the center's content (renderPage in firstView.tsx).
  page: here("./app/routes/modules/content/Page.tsx"),
  news: here("./app/routes/modules/news/News.tsx"),
  partners: here("./app/routes/modules/partners/Partners.tsx"),
  activities: here("./app/routes/modules/activities/Calendar.tsx"),
  activitiesOverview: here("./app/routes/modules/activities/Overview.tsx"),
  socialMap: here("./app/routes/modules/social-map/SocialMap.tsx"),
};

/**
 * The parts of a first view whose code the first load leaves out (ui/lib/belowTheFold.tsx): the
 * build's render loads them (loadBelowTheFold), so that the server's markup has them in full.
 */
const FIRST_VIEW_PARTS = [
  here("./app/layouts/SiteFooter.tsx"),
  here("./app/layouts/SiteHeader.tsx"),
  here("./app/consent/ConsentManager.tsx"),
  here("./app/feedback/FeedbackButton.tsx"),
  // The home page's sections below its first screen (app/routes/modules/content/Page.tsx).
  here("./app/routes/modules/activities/Home.tsx"),
  here("./app/routes/modules/content/NewsAndPartners.tsx"),
  here("./features/vacancies/SearchFilters.tsx"),
  here("./ui/Pagination/Pagination.tsx"),
  here("./ui/NewsTeaser/NewsTeaser.tsx"),
  here("./ui/PartnerStrip/PartnerStrip.tsx"),
  // Loaded by a content page's questions block (rendered by the server, see renderPage).
  here("./features/content/FaqBlock.tsx"),
  // The vacancy cards of the home page and of vacancy-list blocks (app/routes/modules/content/Page.tsx).
  here("./app/routes/modules/content/VacancyList.tsx"),
  // The home page's next activities (app/routes/modules/activities/Home.tsx).
  here("./features/activities/HomeActivityCards.tsx"),
];

/** What the server adds to a first view's page: the page's own code and messages, preloaded. */
export interface FirstViewAssets {
  /** Route id -> scripts and stylesheets of the page beyond what index.html already loads. */
  routes: Record<string, { js: string[]; css: string[] }>;
  /** Locale -> namespace -> the JSON file of its messages ('shell' for the app's own namespaces). */
  messages: Record<string, Record<string, string>>;
}

/** The scripts and stylesheets a chunk needs (itself and its static imports), as URLs. */
function chunkClosure(bundle: Rolldown.OutputBundle, fileName: string, into = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== "chunk" || into.has(`/${fileName}`)) return into;
  into.add(`/${fileName}`);
  for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(`/${css}`);
  chunk.imports.forEach((file) => chunkClosure(bundle, file, into));
  return into;
}

/** Assets of the first views, read from the client bundle. */
export function firstViewAssets(bundle: Rolldown.OutputBundle): FirstViewAssets {
  const chunks = Object.values(bundle).filter((c): c is Rolldown.OutputChunk => c.type === "chunk");
  const byModule = (id: string) => chunks.find((c) => c.moduleIds.includes(id));
  // What index.html loads already: the entry, and the app it preloads (preloadApp).
  const loaded = new Set<string>();
  for (const chunk of chunks.filter((c) => c.isEntry || c.moduleIds.includes(here("./app/App.tsx"))))
    chunkClosure(bundle, chunk.fileName, loaded);
  const routes: FirstViewAssets["routes"] = {};
  for (const [id, module] of Object.entries(FIRST_VIEW_MODULES)) {
    const chunk = byModule(module);
    if (!chunk) throw new Error(`first views: no chunk for ${module}`);
    const files = [...chunkClosure(bundle, chunk.fileName)].filter((file) => !loaded.has(file));
    routes[id] = { js: files.filter((f) => f.endsWith(".js")), css: files.filter((f) => f.endsWith(".css")) };
  }
  const messages: FirstViewAssets["messages"] = {};
  // The message files that messageFiles emitted: messages-shell-<lng>.json, messages-<feature>-<lng>.json.
  for (const asset of Object.values(bundle)) {
    if (asset.type !== "asset") continue;
    for (const name of asset.names) {
      const file = /^messages-([\w-]+)-(\w+)\.json$/.exec(name);
      if (file) (messages[file[2]!] ??= {})[file[1]!] = `/${asset.fileName}`;
    }
  }
  return { routes, messages };
}

/**
 * First views (app/prerender/firstView.tsx): after the client build, the app is built once more
 * for Node (only what the first views import; the other pages' code is left out), run, and its
 * HTML written with the page's assets to dist/client/.vite/first-views.json for the server.
 */
export function firstViews(): Plugin {
  let config: ResolvedConfig;
  let assets: FirstViewAssets | undefined;
  // ui/lib/merge.ts: the class merge of `cn`, which every page other than a landing page loads with it.
  const wanted = [...Object.values(FIRST_VIEW_MODULES), ...FIRST_VIEW_PARTS, here("./ui/lib/merge.ts")];
  return {
    name: "volunteerly:first-views",
    apply: "build",
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      // Only the app's own client build (not Storybook's, not a library or Node build).
      const main = here("./app/main.tsx");
      if (config.build.ssr || !Object.values(bundle).some((c) => c.type === "chunk" && c.moduleIds.includes(main)))
        return;
      assets = firstViewAssets(bundle);
    },
    async closeBundle() {
      if (!assets) return;
      const outDir = join(config.root, config.build.outDir);
      // A folder of its own per build: Node keeps imported modules by URL. Kept: the server renders
      // the pages with the center's content per request with it (server/web/pageRenderer.ts).
      const ssrRoot = join(outDir, "..", "ssr");
      const ssrDir = join(ssrRoot, String(Date.now()));
      await build({
        configFile: false,
        root: config.root,
        mode: config.mode,
        logLevel: "warn",
        resolve: { alias: aliases },
        plugins: [
          localizedYup(),
          lucideIcons(),
          messageFiles(),
          react(),
          {
            name: "volunteerly:first-views-only",
            enforce: "pre",
            // Pages and panels that a first view does not show stay out of this build.
            async resolveId(source, importer, options) {
              if (options.kind !== "dynamic-import" || !importer) return null;
              const resolved = await this.resolve(source, importer, { skipSelf: true });
              if (resolved && wanted.includes(resolved.id.split("?")[0]!)) return resolved;
              return { id: source, external: true };
            },
          },
        ],
        build: {
          ssr: here("./app/prerender/firstView.tsx"),
          outDir: ssrDir,
          emptyOutDir: true,
          minify: false,
          sourcemap: false,
          copyPublicDir: false,
          rolldownOptions: { output: { entryFileNames: "firstView.mjs" } },
        },
      });
      const entry = pathToFileURL(join(ssrDir, "firstView.mjs")).href;
      const { renderFirstViews } = (await import(entry)) as FirstViewModule;
      const views = await renderFirstViews();
      mkdirSync(join(outDir, ".vite"), { recursive: true });
      const file = join(outDir, ".vite", "first-views.json");
      const renderer = relative(outDir, join(ssrDir, "firstView.mjs")).split("\\").join("/");
      writeFileSync(file, JSON.stringify({ ...views, assets, renderer }));
      // Earlier builds' renderers: a running server has loaded what it needs of its own (prepare()).
      for (const old of readdirSync(ssrRoot))
        if (join(ssrRoot, old) !== ssrDir) rmSync(join(ssrRoot, old), { recursive: true, force: true });
      config.logger.info(`first views: ${Object.keys(views.pages).length} pages in ${relative(config.root, file)}`);
    },
  };
}

/** Chunks that index.html loads or preloads on every page (the start, the framework, the shell). */
const ALWAYS_LOADED = /(^|\/)(framework|shell|rolldown-runtime)-[\w-]+\.js$/;

/** The chunks of the landing pages (see LANDING_PAGES). */
const LANDING_CHUNK = new RegExp(`(^|/)(${Object.keys(LANDING_PAGES).join("|")})-[\\w-]+\\.js$`);

const chunks = appChunks();

export default defineConfig({
  plugins: [
    localizedYup(),
    productionReactRouter(),
    pureReactCalls(),
    builtinSyncExternalStore(),
    lucideIcons(),
    messageFiles(),
    react(),
    tailwindcss(),
    chunks.plugin,
    preloadApp(),
    firstViews(),
  ],
  resolve: { alias: aliases },
  build: {
    outDir: "dist/client",
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    // The manifest lets the front-end benchmark name each route chunk (tests/bench/frontend.ts).
    manifest: true,
    modulePreload: {
      // Every browser the product supports preloads modules itself.
      polyfill: false,
      // The chunks every page has loaded before any page's code (the page preloads them, see
      // preloadApp) are left out of each lazy import's list: shorter lists in the start's code.
      // Only the landing pages (where visits start) keep the list of the scripts they import, so
      // that those come in parallel on a first load; any other page's scripts are fetched as the
      // browser reads its imports (a link's page starts loading when it is pointed at or focused,
      // app/routes/preload.ts). Stylesheets are always listed: nothing else loads them.
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === "js"
          ? deps.filter((dep) => dep.endsWith(".css") || (LANDING_CHUNK.test(file) && !ALWAYS_LOADED.test(dep)))
          : deps,
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // A group takes only its own modules, not what they import (the start's modules stay in the start).
          includeDependenciesRecursively: false,
          groups: [
            { name: "framework", test: chunks.test("framework"), priority: 10 },
            { name: "shell", test: chunks.test("shell"), priority: 5 },
            { name: LANDING_SHARED, test: chunks.test(LANDING_SHARED), priority: 4 },
            ...Object.keys(LANDING_PAGES).map((name) => ({ name, test: chunks.test(name), priority: 3 })),
          ],
        },
      },
    },
  },
});
