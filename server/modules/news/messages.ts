/**
 * Localized texts (nl, en) of the field names and error codes of the news, partners and contact
 * form modules, merged into the shared maps (server/http/messages.ts) once without overriding an
 * existing entry (as the vacancies module does).
 */
import type { Locale } from "@contract/enums.ts";
import { FIELD_NAMES, MESSAGES, type Message } from "../../http/messages.ts";

type Text = Record<Locale, string>;

const SITE_MESSAGES: Record<string, Message> = {
  consent_required: {
    title: { nl: "Toestemming nodig", en: "Consent needed" },
    detail: {
      nl: "Geef toestemming om je bericht en gegevens te bewaren, anders kunnen we je niet antwoorden.",
      en: "Agree that we keep your message and details, otherwise we cannot answer you.",
    },
  },
};

const SITE_FIELD_NAMES: Record<string, Text> = {
  title: { nl: "Titel", en: "Title" },
  slug: { nl: "Webadres (slug)", en: "Web address (slug)" },
  summary: { nl: "Samenvatting", en: "Summary" },
  image_url: { nl: "Afbeelding", en: "Image" },
  image_alt: { nl: "Beschrijving van de afbeelding", en: "Image description" },
  author_name: { nl: "Auteur", en: "Author" },
  logo_url: { nl: "Logo", en: "Logo" },
  link: { nl: "Website", en: "Website" },
  description: { nl: "Beschrijving", en: "Description" },
  position: { nl: "Plaats in de volgorde", en: "Position in the order" },
  subject: { nl: "Onderwerp", en: "Subject" },
  consent: { nl: "Toestemming", en: "Consent" },
};

let installed = false;
export function installSiteMessages() {
  if (installed) return;
  installed = true;
  for (const [k, v] of Object.entries(SITE_MESSAGES)) if (!Object.hasOwn(MESSAGES, k)) MESSAGES[k] = v;
  for (const [k, v] of Object.entries(SITE_FIELD_NAMES)) if (!Object.hasOwn(FIELD_NAMES, k)) FIELD_NAMES[k] = v;
}
