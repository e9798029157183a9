import type { ResourceKey } from "i18next";

const files = import.meta.glob<ResourceKey>("../../locales/nl/*.json", { eager: true, import: "default" });

/** Every Dutch message file of the app shell (app/locales/nl/<namespace>.json) by namespace, as one chunk. */
export default Object.fromEntries(
  Object.entries(files).map(([path, messages]) => [path.slice(path.lastIndexOf("/") + 1, -".json".length), messages]),
);
