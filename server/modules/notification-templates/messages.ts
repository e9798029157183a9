/** Localized error texts (nl, en) of the notification templates, merged into the shared maps once. */
import type { Locale } from "@contract/enums.ts";
import { FIELD_NAMES, MESSAGES, type Message } from "../../http/messages.ts";

const TEMPLATE_MESSAGES: Record<string, Message> = {
  unknown_placeholder: {
    title: { nl: "Onbekende invulplek", en: "Unknown placeholder" },
    detail: {
      nl: "{field} gebruikt {{{name}}}, maar dat kan in deze melding niet. Wel mogelijk: {allowed}.",
      en: "{field} uses {{{name}}}, which this message cannot fill in. You can use: {allowed}.",
    },
  },
  template_syntax: {
    title: { nl: "Tekst klopt niet", en: "Text is not valid" },
    detail: {
      nl: "{field} heeft een invulplek die niet goed is afgesloten of een opbouw die niet wordt ondersteund ({name}). Gebruik {{naam}}, {{#if naam}}...{{/if}} of {{#each lijst}}...{{/each}}.",
      en: "{field} has a placeholder that is not closed properly or a construction that is not supported ({name}). Use {{name}}, {{#if name}}...{{/if}} or {{#each list}}...{{/each}}.",
    },
  },
};

const TEMPLATE_FIELD_NAMES: Record<string, Record<Locale, string>> = {
  body: { nl: "Tekst", en: "Text" },
  translations: { nl: "Vertalingen", en: "Translations" },
  preferences: { nl: "Voorkeuren", en: "Preferences" },
};

let installed = false;
export function installTemplateMessages() {
  if (installed) return;
  installed = true;
  for (const [k, v] of Object.entries(TEMPLATE_MESSAGES)) if (!Object.hasOwn(MESSAGES, k)) MESSAGES[k] = v;
  for (const [k, v] of Object.entries(TEMPLATE_FIELD_NAMES)) if (!Object.hasOwn(FIELD_NAMES, k)) FIELD_NAMES[k] = v;
}
