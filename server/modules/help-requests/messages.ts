/**
 * Localized texts (nl, en) of the help requests' field names, error codes and kinds of help,
 * merged into the shared maps (server/http/messages.ts) once without overriding an existing entry.
 */
import type { Locale } from "@contract/enums.ts";
import type { HelpKind } from "@contract/help-requests.ts";
import { FIELD_NAMES, MESSAGES, type Message } from "../../http/messages.ts";
import { installSiteMessages } from "../news/messages.ts";

type Text = Record<Locale, string>;

/** The kinds of help as a mail names them ("hulp bij ..."): lower case, to stand inside a sentence. */
export const HELP_KIND_LABELS: Readonly<Record<HelpKind, Text>> = {
  buddy: { nl: "een maatje", en: "a buddy" },
  paperwork: { nl: "hulp bij de administratie", en: "help with paperwork" },
  groceries: { nl: "hulp bij boodschappen", en: "help with groceries" },
  digital: { nl: "digitale hulp", en: "help with computer and phone" },
  language: { nl: "een taalmaatje", en: "a language buddy" },
  transport: { nl: "vervoer", en: "transport" },
  odd_jobs: { nl: "hulp bij klusjes", en: "help with odd jobs" },
  other: { nl: "andere hulp", en: "other help" },
};

const HELP_MESSAGES: Record<string, Message> = {
  contact_required: {
    title: { nl: "Contactgegevens nodig", en: "Contact details needed" },
    detail: {
      nl: "Vul een e-mailadres of telefoonnummer in (of allebei), zodat we contact met je kunnen opnemen.",
      en: "Fill in an e-mail address or phone number (or both), so that we can get in touch with you.",
    },
  },
  help_consent_required: {
    title: { nl: "Toestemming nodig", en: "Consent needed" },
    detail: {
      nl: "Geef toestemming om je hulpvraag en gegevens te bewaren, anders kunnen we geen vrijwilliger voor je zoeken.",
      en: "Agree that we keep your request and details, otherwise we cannot find a volunteer for you.",
    },
  },
  status_transition: {
    title: { nl: "Statuswijziging niet mogelijk", en: "Status change not possible" },
    detail: {
      nl: "Een hulpvraag gaat van nieuw naar 'zoekt vrijwilliger' naar gekoppeld; afsluiten kan altijd, en een afgesloten hulpvraag blijft afgesloten.",
      en: "A request goes from new to 'finding a volunteer' to matched; closing is always possible, and a closed request stays closed.",
    },
  },
  volunteer_required: {
    title: { nl: "Vrijwilliger nodig", en: "Volunteer needed" },
    detail: {
      nl: "Kies eerst een vrijwilliger om de hulpvraag aan te koppelen.",
      en: "First choose a volunteer to match the request to.",
    },
  },
  not_a_volunteer: {
    title: { nl: "Geen vrijwilliger van de centrale", en: "Not a volunteer of the center" },
    detail: {
      nl: "Kies een actieve vrijwilliger van jullie eigen centrale.",
      en: "Choose an active volunteer of your own center.",
    },
  },
};

const HELP_FIELD_NAMES: Record<string, Text> = {
  phone: { nl: "Telefoonnummer", en: "Phone number" },
  kind: { nl: "Soort hulp", en: "Kind of help" },
  area: { nl: "Woonplaats of wijk", en: "Town or neighbourhood" },
  note: { nl: "Notitie", en: "Note" },
  volunteer_id: { nl: "Vrijwilliger", en: "Volunteer" },
};

let installed = false;
export function installHelpRequestMessages() {
  installSiteMessages();
  if (installed) return;
  installed = true;
  for (const [k, v] of Object.entries(HELP_MESSAGES)) if (!Object.hasOwn(MESSAGES, k)) MESSAGES[k] = v;
  for (const [k, v] of Object.entries(HELP_FIELD_NAMES)) if (!Object.hasOwn(FIELD_NAMES, k)) FIELD_NAMES[k] = v;
}
