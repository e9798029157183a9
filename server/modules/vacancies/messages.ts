/**
 * Localized texts (nl, en) of the error codes and field names of the vacancies, search and uploads
 * modules. Kept here and merged into the shared maps (server/http/messages.ts) once, without
 * overriding an existing entry, so this module owns its texts.
 */
import type { Locale } from "@contract/enums.ts";
import { FIELD_NAMES, MESSAGES, interpolate, type Message } from "../../http/messages.ts";

type Text = Record<Locale, string>;
const m = (titleNl: string, titleEn: string, detailNl: string, detailEn: string): Message => ({
  title: { nl: titleNl, en: titleEn },
  detail: { nl: detailNl, en: detailEn },
});

export const VACANCY_MESSAGES: Record<string, Message> = {
  publish_requires_description: m(
    "Beschrijving nodig",
    "Description needed",
    "Geef de vacature een beschrijving voordat je hem publiceert.",
    "Add a description before you publish the vacancy.",
  ),
  publish_requires_location: m(
    "Locatie nodig",
    "Location needed",
    "Vul een adres (postcode of plaats) in of kies 'op afstand' voordat je de vacature publiceert.",
    "Enter an address (postcode or place) or choose 'remote' before you publish the vacancy.",
  ),
  organization_not_approved: m(
    "Organisatie niet goedgekeurd",
    "Organization not approved",
    "Alleen goedgekeurde organisaties kunnen vacatures publiceren. Sla de vacature op als concept: zodra de vrijwilligerscentrale je organisatie heeft goedgekeurd, kun je hem publiceren.",
    "Only approved organizations can publish vacancies. Save the vacancy as a draft: once the volunteer center has approved your organization, you can publish it.",
  ),
  sharing_disabled: m(
    "Delen staat uit",
    "Sharing is off",
    "Vacatures delen met andere centrales staat niet aan voor deze centrale.",
    "Sharing vacancies with other centers is not enabled for this center.",
  ),
  vacancy_not_deletable: m(
    "Kan niet verwijderen",
    "Cannot delete",
    "Alleen concepten zonder reacties kun je verwijderen. Archiveer deze vacature in plaats daarvan.",
    "Only drafts without applications can be deleted. Archive this vacancy instead.",
  ),
  unknown_place: m(
    "Plaats onbekend",
    "Unknown place",
    "We kennen de plaats of postcode '{near}' niet. Probeer een andere plaatsnaam of een postcode als 1234 AB.",
    "We don't know the place or postcode '{near}'. Try another place name or a postcode like 1234 AB.",
  ),
  parameter_requires: m(
    "Parameter mist",
    "Parameter missing",
    "De parameter '{name}' werkt alleen samen met '{requires}'.",
    "The parameter '{name}' only works together with '{requires}'.",
  ),
  bulk_failed: m(
    "Niets gewijzigd",
    "Nothing changed",
    "Eén of meer vacatures konden niet worden gewijzigd, daarom is er niets gewijzigd.",
    "One or more vacancies could not be changed, so nothing was changed.",
  ),
  file_missing: m("Geen bestand", "No file", "Kies een bestand om te uploaden.", "Choose a file to upload."),
  file_too_large: m(
    "Bestand te groot",
    "File too large",
    "Het bestand is groter dan {max} MB. Kies een kleiner bestand.",
    "The file is larger than {max} MB. Choose a smaller file.",
  ),
  file_type: m(
    "Bestandstype niet toegestaan",
    "File type not allowed",
    "Upload een afbeelding in PNG-, JPEG- of WebP-formaat.",
    "Upload a PNG, JPEG or WebP image.",
  ),
  multipart_expected: m(
    "Verkeerd formaat",
    "Wrong format",
    "Stuur het bestand als multipart/form-data met één bestand in het veld 'file'.",
    "Send the file as multipart/form-data with one file in the field 'file'.",
  ),
};

/** Details of the per-row errors of a bulk update, naming the vacancy. */
export const BULK_ROW_DETAILS: Record<string, Text> = {
  not_found: {
    nl: "Vacature {id} bestaat niet of je hebt er geen toegang toe.",
    en: "Vacancy {id} does not exist or you have no access to it.",
  },
  forbidden: {
    nl: "'{title}' ({id}): je mag deze vacature niet wijzigen.",
    en: "'{title}' ({id}): you are not allowed to change this vacancy.",
  },
  invalid_transition: {
    nl: "'{title}' ({id}): de status kan niet van '{from}' naar '{to}' gaan.",
    en: "'{title}' ({id}): the status cannot change from '{from}' to '{to}'.",
  },
  publish_requires_description: {
    nl: "'{title}' ({id}): geef de vacature eerst een beschrijving.",
    en: "'{title}' ({id}): add a description first.",
  },
  publish_requires_location: {
    nl: "'{title}' ({id}): vul eerst een adres in of kies 'op afstand'.",
    en: "'{title}' ({id}): enter an address or choose 'remote' first.",
  },
  organization_not_approved: {
    nl: "'{title}' ({id}): de organisatie is niet goedgekeurd, dus deze vacature kan niet gepubliceerd worden.",
    en: "'{title}' ({id}): the organization is not approved, so this vacancy cannot be published.",
  },
  too_long: {
    nl: "'{title}' ({id}): te veel categorieën.",
    en: "'{title}' ({id}): too many categories.",
  },
};

export const VACANCY_FIELD_NAMES: Record<string, Text> = {
  title: { nl: "Titel", en: "Title" },
  summary: { nl: "Samenvatting", en: "Summary" },
  description: { nl: "Beschrijving", en: "Description" },
  categories: { nl: "Categorieën", en: "Categories" },
  skills: { nl: "Vaardigheden", en: "Skills" },
  target_groups: { nl: "Doelgroepen", en: "Target groups" },
  remote: { nl: "Op afstand", en: "Remote" },
  address: { nl: "Adres", en: "Address" },
  street: { nl: "Straat", en: "Street" },
  house_number: { nl: "Huisnummer", en: "House number" },
  postcode: { nl: "Postcode", en: "Postcode" },
  city: { nl: "Plaats", en: "Place" },
  hours_per_week: { nl: "Uren per week", en: "Hours per week" },
  schedule: { nl: "Rooster", en: "Schedule" },
  start_date: { nl: "Startdatum", en: "Start date" },
  end_date: { nl: "Einddatum", en: "End date" },
  positions: { nl: "Aantal plaatsen", en: "Positions" },
  minimum_age: { nl: "Minimumleeftijd", en: "Minimum age" },
  vog_required: { nl: "VOG nodig", en: "Certificate of conduct required" },
  contact_name: { nl: "Naam contactpersoon", en: "Contact name" },
  contact_email: { nl: "E-mailadres contactpersoon", en: "Contact e-mail" },
  contact_phone: { nl: "Telefoonnummer contactpersoon", en: "Contact phone" },
  image_url: { nl: "Afbeelding", en: "Image" },
  image_alt: { nl: "Beschrijving van de afbeelding", en: "Image description" },
  shared_with_centers: { nl: "Gedeeld met", en: "Shared with" },
  organization_id: { nl: "Organisatie", en: "Organization" },
  organization: { nl: "Organisatie", en: "Organization" },
  ids: { nl: "Vacatures", en: "Vacancies" },
  add_categories: { nl: "Categorieën toevoegen", en: "Categories to add" },
  remove_categories: { nl: "Categorieën verwijderen", en: "Categories to remove" },
  file: { nl: "Bestand", en: "File" },
};

let installed = false;
/** Merge the texts above into the shared maps (idempotent; existing entries win). */
export function installVacancyMessages() {
  if (installed) return;
  installed = true;
  for (const [k, v] of Object.entries(VACANCY_MESSAGES)) if (!Object.hasOwn(MESSAGES, k)) MESSAGES[k] = v;
  for (const [k, v] of Object.entries(VACANCY_FIELD_NAMES)) if (!Object.hasOwn(FIELD_NAMES, k)) FIELD_NAMES[k] = v;
}

export const bulkRowDetail = (reason: string, locale: Locale, params: Record<string, unknown>) =>
  interpolate((BULK_ROW_DETAILS[reason] ?? BULK_ROW_DETAILS.forbidden!)[locale], params);
