import type { ResourceKey } from "i18next";

const files = import.meta.glob<ResourceKey>("../../locales/en/*.json", { eager: true, import: "default" });

/** Every English message file of the app shell (app/locales/en/<namespace>.json) by namespace, as one chunk. */
export default Object.fromEntries(
  Object.entries(files).map(([path, messages]) => [path.slice(path.lastIndexOf("/") + 1, -".json".length), messages]),
);
