/**
 * Localized texts (nl, en) of the social map's field names and its own error code, merged into the
 * shared maps (server/http/messages.ts) once without overriding an existing entry (as news does).
 */
import type { Locale } from "@contract/enums.ts";
import { FIELD_NAMES, MESSAGES, type Message } from "../../http/messages.ts";

type Text = Record<Locale, string>;

const SOCIAL_MAP_MESSAGES: Record<string, Message> = {
  out_of_range: {
    title: { nl: "Buiten het bereik", en: "Out of range" },
    detail: {
      nl: "{field} moet tussen {min} en {max} liggen.",
      en: "{field} must be between {min} and {max}.",
    },
  },
  closes_before_opens: {
    title: { nl: "Sluitingstijd te vroeg", en: "Closing time too early" },
    detail: {
      nl: "{field} moet later zijn dan de openingstijd.",
      en: "{field} must be later than the opening time.",
    },
  },
};

const SOCIAL_MAP_FIELD_NAMES: Record<string, Text> = {
  category: { nl: "Categorie", en: "Category" },
  street: { nl: "Straat", en: "Street" },
  house_number: { nl: "Huisnummer", en: "House number" },
  postcode: { nl: "Postcode", en: "Postcode" },
  city: { nl: "Plaats", en: "Town" },
  latitude: { nl: "Breedtegraad", en: "Latitude" },
  longitude: { nl: "Lengtegraad", en: "Longitude" },
  opening_hours: { nl: "Openingstijden", en: "Opening hours" },
  opening_hours_note: { nl: "Toelichting bij de openingstijden", en: "Note on the opening hours" },
  day: { nl: "Dag", en: "Day" },
  opens: { nl: "Openingstijd", en: "Opening time" },
  closes: { nl: "Sluitingstijd", en: "Closing time" },
  description: { nl: "Beschrijving", en: "Description" },
};

let installed = false;
export function installSocialMapMessages() {
  if (installed) return;
  installed = true;
  for (const [k, v] of Object.entries(SOCIAL_MAP_MESSAGES)) if (!Object.hasOwn(MESSAGES, k)) MESSAGES[k] = v;
  for (const [k, v] of Object.entries(SOCIAL_MAP_FIELD_NAMES)) if (!Object.hasOwn(FIELD_NAMES, k)) FIELD_NAMES[k] = v;
}
