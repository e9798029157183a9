/**
 * Localized texts (nl, en) of workshops' field names and error codes, merged into the shared maps
 * (server/http/messages.ts) once without overriding an existing entry.
 */
import type { Locale } from "@contract/enums.ts";
import { FIELD_NAMES, MESSAGES, type Message } from "../../http/messages.ts";

type Text = Record<Locale, string>;

const WORKSHOP_MESSAGES: Record<string, Message> = {
  workshop_registration_closed: {
    title: { nl: "Aanmelden niet mogelijk", en: "Registration not possible" },
    detail: {
      nl: "Voor deze bijeenkomst kun je je niet meer aanmelden: ze is begonnen, voorbij of geannuleerd.",
      en: "You can no longer register for this session: it has started, is over or was cancelled.",
    },
  },
  workshop_has_registrations: {
    title: { nl: "Workshop heeft aanmeldingen", en: "Workshop has registrations" },
    detail: {
      nl: "Deze workshop heeft aanmeldingen en kan niet worden verwijderd. Annuleer de workshop, dan krijgen de deelnemers bericht.",
      en: "This workshop has registrations and cannot be deleted. Cancel the workshop instead, so the participants are told.",
    },
  },
  session_cancelled: {
    title: { nl: "Bijeenkomst geannuleerd", en: "Session cancelled" },
    detail: {
      nl: "Deze bijeenkomst is geannuleerd en kan niet meer worden gewijzigd.",
      en: "This session was cancelled and can no longer be changed.",
    },
  },
  capacity_below_registered: {
    title: { nl: "Te weinig plaatsen", en: "Too few places" },
    detail: {
      nl: "Er hebben zich al {min} mensen aangemeld; kies minstens zoveel plaatsen.",
      en: "{min} people have already registered; choose at least that many places.",
    },
  },
  location_required: {
    title: { nl: "Locatie ontbreekt", en: "Location missing" },
    detail: {
      nl: "Vul de locatie in, of kies voor een online bijeenkomst.",
      en: "Fill in the location, or choose an online session.",
    },
  },
};

const WORKSHOP_FIELD_NAMES: Record<string, Text> = {
  title: { nl: "Titel", en: "Title" },
  description: { nl: "Beschrijving", en: "Description" },
  starts_at: { nl: "Begin", en: "Start" },
  ends_at: { nl: "Einde", en: "End" },
  location: { nl: "Locatie", en: "Location" },
  capacity: { nl: "Aantal plaatsen", en: "Number of places" },
  online: { nl: "Online", en: "Online" },
};

let installed = false;
export function installWorkshopMessages() {
  if (installed) return;
  installed = true;
  for (const [k, v] of Object.entries(WORKSHOP_MESSAGES)) if (!Object.hasOwn(MESSAGES, k)) MESSAGES[k] = v;
  for (const [k, v] of Object.entries(WORKSHOP_FIELD_NAMES)) if (!Object.hasOwn(FIELD_NAMES, k)) FIELD_NAMES[k] = v;
}
