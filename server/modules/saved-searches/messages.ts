/** Localized error texts (nl, en) of saved searches, merged into the shared maps once. */
import type { Locale } from "@contract/enums.ts";
import { FIELD_NAMES, MESSAGES, type Message } from "../../http/messages.ts";

const SAVED_SEARCH_MESSAGES: Record<string, Message> = {
  saved_searches_limit: {
    title: { nl: "Te veel zoekopdrachten", en: "Too many searches" },
    detail: {
      nl: "Je kunt hoogstens {max} zoekopdrachten bewaren. Verwijder er eerst een in je profiel.",
      en: "You can save at most {max} searches. Delete one in your profile first.",
    },
  },
};

const SAVED_SEARCH_FIELD_NAMES: Record<string, Record<Locale, string>> = {
  query: { nl: "Zoekopdracht", en: "Search" },
  near: { nl: "Plaats of postcode", en: "Place or postcode" },
  hours_max: { nl: "Uren per week", en: "Hours per week" },
};

let installed = false;
export function installSavedSearchMessages() {
  if (installed) return;
  installed = true;
  for (const [k, v] of Object.entries(SAVED_SEARCH_MESSAGES)) if (!Object.hasOwn(MESSAGES, k)) MESSAGES[k] = v;
  for (const [k, v] of Object.entries(SAVED_SEARCH_FIELD_NAMES)) if (!Object.hasOwn(FIELD_NAMES, k)) FIELD_NAMES[k] = v;
}
