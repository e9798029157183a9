import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

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
 * The libraries every page runs on, as one long-cached chunk instead of a dozen small ones. Only
 * what the first render always needs belongs here: anything else would be downloaded up front too.
 */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store|@tanstack[\\/](query-core|react-query)|jotai)[\\/]/;

/**
 * Libraries whose index re-exports every part: importing one part through it must not count as
 * importing them all. Their index is read once to learn which file or package each name is.
 */
const BARRELS: Record<string, RegExp> = {
  "radix-ui": /[\\/]node_modules[\\/]radix-ui[\\/]dist[\\/]index\.mjs$/,
  "lucide-react": /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/,
};

/** name -> the module ids (a file, or every file of a package) it stands for, read from a barrel index. */
function barrelNames(index: string, ids: readonly string[]): Map<string, string[]> {
  const source = readFileSync(index, "utf8");
  const names = new Map<string, string[]>();
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
};

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
        if (!maps.has(index)) maps.set(index, barrelNames(index, ids));
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
          if (!id.includes("node_modules") && !id.startsWith("\0"))
            stack.push(...barrelParts(id.split("?")[0]!, lookup));
        }
        return seen;
      };
      const taken = closure(here("./app/main.tsx"));
      const group = (name: string, module: string) => {
        const members = new Set<string>();
        // The module itself stays the chunk that is imported (lazily); the group takes what it imports.
        taken.add(module);
        for (const id of closure(module))
          if (!taken.has(id) && !id.startsWith("\0") && !FRAMEWORK.test(id)) members.add(id);
        members.forEach((id) => taken.add(id));
        groups.set(name, members);
      };
      group("shell", here("./app/App.tsx"));
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
        const app = Object.values(bundle).find((c) => c.type === "chunk" && c.facadeModuleId === here("./app/App.tsx"));
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

const chunks = appChunks();

export default defineConfig({
  plugins: [localizedYup(), react(), tailwindcss(), chunks.plugin, preloadApp()],
  resolve: { alias: aliases },
  build: {
    outDir: "dist/client",
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    // The manifest lets the front-end benchmark name each route chunk (tests/bench/frontend.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // A group takes only its own modules, not what they import (the start's modules stay in the start).
          includeDependenciesRecursively: false,
          groups: [
            { name: "framework", test: FRAMEWORK, priority: 10 },
            { name: "shell", test: chunks.test("shell"), priority: 5 },
            ...Object.keys(LANDING_PAGES).map((name) => ({ name, test: chunks.test(name), priority: 4 })),
          ],
        },
      },
    },
  },
});
