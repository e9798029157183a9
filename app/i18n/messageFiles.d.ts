/** The message files, loaded as data (messageFiles in vite.config.ts). */
declare module "virtual:volunteerly/message-files" {
  import type { ResourceKey } from "i18next";
  /** Language -> the app shell's namespaces of that language. */
  export const shellMessages: Record<string, (() => Promise<Record<string, ResourceKey>>) | undefined>;
  /** "feature/language" -> that feature's messages. */
  export const featureMessages: Record<string, (() => Promise<ResourceKey>) | undefined>;
}
