/**
 * Localized texts (nl, en) of the volunteer pool's field names and error codes, merged into the
 * shared maps (server/http/messages.ts) once without overriding an existing entry.
 */
import type { Locale } from "@contract/enums.ts";
import { FIELD_NAMES, MESSAGES, type Message } from "../../http/messages.ts";

type Text = Record<Locale, string>;

const POOL_MESSAGES: Record<string, Message> = {
  already_invited: {
    title: { nl: "Al uitgenodigd", en: "Already invited" },
    detail: {
      nl: "Deze vrijwilliger is al uitgenodigd voor deze vacature.",
      en: "This volunteer has already been invited to this vacancy.",
    },
  },
  not_in_pool: {
    title: { nl: "Niet in de vrijwilligerspool", en: "Not in the volunteer pool" },
    detail: {
      nl: "Deze vrijwilliger staat niet (meer) in de vrijwilligerspool van jullie centrale.",
      en: "This volunteer is not (or no longer) in your center's volunteer pool.",
    },
  },
  vacancy_not_open: {
    title: { nl: "Vacature niet open", en: "Vacancy not open" },
    detail: {
      nl: "Kies een gepubliceerde vacature van jullie eigen centrale.",
      en: "Choose a published vacancy of your own center.",
    },
  },
  place_required: {
    title: { nl: "Woonplaats nodig", en: "Place needed" },
    detail: {
      nl: "Vul je woonplaats of postcode in, zodat de centrale vacatures bij jou in de buurt kan vinden.",
      en: "Fill in your town or postcode, so that the center can find vacancies near you.",
    },
  },
};

const POOL_FIELD_NAMES: Record<string, Text> = {
  available: { nl: "Beschikbaar voor de vrijwilligerspool", en: "Available for the volunteer pool" },
  skills: { nl: "Vaardigheden", en: "Skills" },
  categories: { nl: "Interesses", en: "Interests" },
  place: { nl: "Woonplaats of postcode", en: "Town or postcode" },
  travel_km: { nl: "Reisafstand", en: "Travel distance" },
  vacancy_id: { nl: "Vacature", en: "Vacancy" },
  volunteer_id: { nl: "Vrijwilliger", en: "Volunteer" },
};

let installed = false;
export function installPoolMessages() {
  if (installed) return;
  installed = true;
  for (const [k, v] of Object.entries(POOL_MESSAGES)) if (!Object.hasOwn(MESSAGES, k)) MESSAGES[k] = v;
  for (const [k, v] of Object.entries(POOL_FIELD_NAMES)) if (!Object.hasOwn(FIELD_NAMES, k)) FIELD_NAMES[k] = v;
}
