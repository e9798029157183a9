/**
 * Localized texts (nl, en) of the organizations back office's error codes and field names, merged
 * into the shared maps (server/http/messages.ts) once, without overriding an existing entry.
 */
import type { Locale } from "@contract/enums.ts";
import { FIELD_NAMES, MESSAGES, type Message } from "../../http/messages.ts";

const m = (titleNl: string, titleEn: string, detailNl: string, detailEn: string): Message => ({
  title: { nl: titleNl, en: titleEn },
  detail: { nl: detailNl, en: detailEn },
});

export const ORGANIZATION_MESSAGES: Record<string, Message> = {
  organization_has_dependents: m(
    "Organisatie niet verwijderd",
    "Organization not deleted",
    "Deze organisatie heeft nog {vacancies} vacature(s), {people} persoon/personen, {applications} reactie(s) en {conversations} gesprek(ken). Archiveer de organisatie in plaats van haar te verwijderen.",
    "This organization still has {vacancies} vacancies, {people} people, {applications} applications and {conversations} conversations. Archive the organization instead of deleting it.",
  ),
  too_many_organizations: m(
    "Te veel organisaties",
    "Too many organizations",
    "Beoordeel hoogstens {count} organisaties tegelijk.",
    "Review at most {count} organizations at once.",
  ),
};

export const ORGANIZATION_FIELD_NAMES: Record<string, Record<Locale, string>> = {
  reason: { nl: "Toelichting", en: "Reason" },
  organization_type: { nl: "Soort organisatie", en: "Type of organization" },
  website: { nl: "Website", en: "Website" },
  volunteer_center_id: { nl: "Vrijwilligerscentrale", en: "Volunteer center" },
};

let installed = false;
/** Merge the texts above into the shared maps (idempotent; existing entries win). */
export function installOrganizationMessages() {
  if (installed) return;
  installed = true;
  for (const [k, v] of Object.entries(ORGANIZATION_MESSAGES)) if (!Object.hasOwn(MESSAGES, k)) MESSAGES[k] = v;
  for (const [k, v] of Object.entries(ORGANIZATION_FIELD_NAMES)) if (!Object.hasOwn(FIELD_NAMES, k)) FIELD_NAMES[k] = v;
}
