/**
 * Localized texts (nl, en) of the activity calendar's field names and error codes, merged into the
 * shared maps (server/http/messages.ts) once without overriding an existing entry.
 */
import type { Locale } from "@contract/enums.ts";
import { FIELD_NAMES, MESSAGES, type Message } from "../../http/messages.ts";

type Text = Record<Locale, string>;

const ACTIVITY_MESSAGES: Record<string, Message> = {
  activity_full: {
    title: { nl: "Activiteit vol", en: "Activity full" },
    detail: {
      nl: "Alle plaatsen voor deze activiteit zijn bezet. Je kunt je niet meer aanmelden.",
      en: "Every place for this activity is taken. You can no longer register.",
    },
  },
  registration_not_possible: {
    title: { nl: "Aanmelden niet mogelijk", en: "Registration not possible" },
    detail: {
      nl: "Voor deze activiteit kun je je hier niet aanmelden: ze is voorbij of je meldt je aan via de link van de organisator.",
      en: "You cannot register for this activity here: it is over, or you register through the organizer's link.",
    },
  },
};

const ACTIVITY_FIELD_NAMES: Record<string, Text> = {
  title: { nl: "Titel", en: "Title" },
  description: { nl: "Beschrijving", en: "Description" },
  starts_at: { nl: "Begin", en: "Start" },
  ends_at: { nl: "Einde", en: "End" },
  location: { nl: "Locatie", en: "Location" },
  category: { nl: "Soort activiteit", en: "Kind of activity" },
  organization_id: { nl: "Organisatie", en: "Organization" },
  registration_url: { nl: "Link om je aan te melden", en: "Registration link" },
  capacity: { nl: "Aantal plaatsen", en: "Number of places" },
};

let installed = false;
export function installActivityMessages() {
  if (installed) return;
  installed = true;
  for (const [k, v] of Object.entries(ACTIVITY_MESSAGES)) if (!Object.hasOwn(MESSAGES, k)) MESSAGES[k] = v;
  for (const [k, v] of Object.entries(ACTIVITY_FIELD_NAMES)) if (!Object.hasOwn(FIELD_NAMES, k)) FIELD_NAMES[k] = v;
}
