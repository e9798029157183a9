/** Localized titles and details of API errors (nl default, en). */
import type { Locale } from "@contract/enums.ts";
import { NO_TENANT_MESSAGE, PASSWORD_RESET_CREDENTIALS_MESSAGE, WRONG_CENTER_MESSAGE } from "@contract/errors.ts";

type Text = Record<Locale, string>;
export interface Message {
  title: Text;
  detail: Text;
}

const m = (titleNl: string, titleEn: string, detailNl: string, detailEn: string): Message => ({
  title: { nl: titleNl, en: titleEn },
  detail: { nl: detailNl, en: detailEn },
});

export const MESSAGES: Record<string, Message> = {
  bad_request: m(
    "Ongeldig verzoek",
    "Bad request",
    "Het verzoek kon niet worden verwerkt.",
    "The request could not be processed.",
  ),
  invalid_json: m(
    "Ongeldige JSON",
    "Invalid JSON",
    "De inhoud van het verzoek is geen geldige JSON.",
    "The request body is not valid JSON.",
  ),
  invalid_filter: m(
    "Ongeldig filter",
    "Invalid filter",
    "Het filter '{name}' wordt niet ondersteund of heeft een ongeldige waarde.",
    "The filter '{name}' is not supported or has an invalid value.",
  ),
  invalid_include: m(
    "Ongeldige include",
    "Invalid include",
    "De relatie '{name}' kan niet worden meegeladen.",
    "The relationship '{name}' cannot be included.",
  ),
  invalid_sort: m(
    "Ongeldige sortering",
    "Invalid sort",
    "Er kan niet gesorteerd worden op '{name}'.",
    "Sorting by '{name}' is not supported.",
  ),
  invalid_page: m(
    "Ongeldige pagina",
    "Invalid page",
    "De paginering '{name}' is ongeldig (pagina vanaf 1, grootte 1 tot en met {max}).",
    "The pagination parameter '{name}' is invalid (page from 1, size 1 to {max}).",
  ),
  invalid_parameter: m(
    "Ongeldige parameter",
    "Invalid parameter",
    "De parameter '{name}' is ongeldig.",
    "The parameter '{name}' is invalid.",
  ),
  unauthorized: m(
    "Niet ingelogd",
    "Not authorized",
    "Je moet ingelogd zijn om dit te doen.",
    "You need to sign in to do this.",
  ),
  invalid_credentials: m(
    "Inloggen mislukt",
    "Sign-in failed",
    "Ongeldige combinatie van e-mailadres en wachtwoord.",
    "Invalid e-mail and password combination.",
  ),
  unconfirmed: m(
    "Account niet bevestigd",
    "Account not confirmed",
    "Bevestig eerst je e-mailadres via de link in je mail.",
    "Please confirm your e-mail address with the link in your mail first.",
  ),
  inactive_account: m(
    "Account niet actief",
    "Account not active",
    "Dit account is niet actief.",
    "This account is not active.",
  ),
  wrong_center: m(
    WRONG_CENTER_MESSAGE,
    WRONG_CENTER_MESSAGE,
    `Dit account is geregistreerd bij een andere partner in de samenwerking (${WRONG_CENTER_MESSAGE}). Neem contact op met de beheerder van deze website.`,
    `This account is registered with another partner in the cooperation (${WRONG_CENTER_MESSAGE}). Please contact the administrator of this website.`,
  ),
  forbidden: m(
    "Verboden toegang",
    "Forbidden",
    "Je hebt geen toegangsrechten voor deze actie.",
    "You are not allowed to do this.",
  ),
  not_found: m(
    "Niet gevonden",
    "Not found",
    "Dit item bestaat niet of je hebt er geen toegang toe.",
    "This item does not exist or you have no access to it.",
  ),
  no_tenant: m(
    NO_TENANT_MESSAGE,
    NO_TENANT_MESSAGE,
    "Er is geen vrijwilligerscentrale ingesteld voor dit adres.",
    "No volunteer center is configured for this address.",
  ),
  conflict: m(
    "Conflict",
    "Conflict",
    "Dit kan niet in de huidige toestand.",
    "This is not possible in the current state.",
  ),
  last_admin: m(
    "Laatste beheerder",
    "Last administrator",
    "Je bent de laatste beheerder van {organizations}. Maak eerst iemand anders beheerder of vraag de vrijwilligerscentrale om hulp.",
    "You are the last administrator of {organizations}. Make someone else an administrator first, or ask the volunteer center for help.",
  ),
  own_account: m(
    "Eigen account",
    "Own account",
    "Je eigen account verwijder je via je profiel, met je wachtwoord.",
    "Delete your own account from your profile, with your password.",
  ),
  taken: m("Al in gebruik", "Already taken", "Deze waarde is al in gebruik.", "This value is already taken."),
  owner_only: m(
    "Alleen de eigenaar van het account",
    "Only the account's owner",
    "Het e-mailadres, het wachtwoord en de status van een account wijzig je niet voor een ander. Organisatiebeheerders beheren lidmaatschap en rollen; een e-mailadres corrigeren kan alleen het vrijwilligerscentrum, en de eigenaar bevestigt dan het nieuwe adres.",
    "You cannot change someone else's e-mail address, password or status. Organization admins manage membership and roles; only the volunteer center can correct an e-mail address, and the owner then confirms the new address.",
  ),
  email_taken: m(
    "E-mailadres al in gebruik",
    "E-mail address already taken",
    "Dit e-mailadres is inmiddels in gebruik voor een ander account. Je e-mailadres is niet gewijzigd.",
    "This e-mail address is now used by another account. Your e-mail address was not changed.",
  ),
  already_confirmed: m(
    "Al bevestigd",
    "Already confirmed",
    "Dit account is al bevestigd.",
    "This account has already been confirmed.",
  ),
  unsupported_media_type: m(
    "Niet ondersteund mediatype",
    "Unsupported media type",
    "Stuur application/vnd.api+json of application/json.",
    "Send application/vnd.api+json or application/json.",
  ),
  payload_too_large: m(
    "Verzoek te groot",
    "Payload too large",
    "De inhoud van het verzoek is te groot.",
    "The request body is too large.",
  ),
  validation_failed: m(
    "Ongeldige invoer",
    "Invalid input",
    "Controleer de ingevulde gegevens.",
    "Please check the submitted data.",
  ),
  blank: m("Verplicht veld", "Required field", "{field} is een vereist veld", "{field} is a required field."),
  invalid: m("Ongeldige waarde", "Invalid value", "{field} is niet geldig.", "{field} is not valid."),
  too_short: m(
    "Te kort",
    "Too short",
    "{field} moet minstens {min} tekens lang zijn.",
    "{field} must be at least {min} characters.",
  ),
  too_long: m(
    "Te lang",
    "Too long",
    "{field} mag hoogstens {max} tekens lang zijn.",
    "{field} must be at most {max} characters.",
  ),
  invalid_email: m(
    "Ongeldig e-mailadres",
    "Invalid e-mail",
    "{field} is geen geldig e-mailadres.",
    "{field} must be a valid e-mail address.",
  ),
  confirmation_mismatch: m(
    "Komt niet overeen",
    "Does not match",
    "De wachtwoorden komen niet overeen.",
    "The passwords do not match.",
  ),
  inclusion: m(
    "Ongeldige keuze",
    "Invalid choice",
    "{field} moet een van de toegestane waarden zijn.",
    "{field} must be one of the allowed values.",
  ),
  invalid_transition: m(
    "Ongeldige statuswijziging",
    "Invalid status change",
    "De status kan niet van '{from}' naar '{to}' gaan.",
    "The status cannot change from '{from}' to '{to}'.",
  ),
  already_applied: m(
    "Al gereageerd",
    "Already applied",
    "Je hebt al op deze vacature gereageerd.",
    "You have already responded to this vacancy.",
  ),
  invalid_token: m(
    "Ongeldige of verlopen link",
    "Invalid or expired link",
    "Deze link is ongeldig, al gebruikt of verlopen.",
    "This link is invalid, already used or expired.",
  ),
  missing_reset_credentials: m(
    PASSWORD_RESET_CREDENTIALS_MESSAGE,
    PASSWORD_RESET_CREDENTIALS_MESSAGE,
    "Open de link uit de herstelmail opnieuw of log in.",
    PASSWORD_RESET_CREDENTIALS_MESSAGE,
  ),
  invalid_redirect: m(
    "Ongeldig doel",
    "Invalid redirect",
    "Dit doeladres is niet toegestaan.",
    "This redirect target is not allowed.",
  ),
  rate_limited: m(
    "Te veel verzoeken",
    "Too many requests",
    "Probeer het over {seconds} seconden opnieuw.",
    "Please try again in {seconds} seconds.",
  ),
  method_not_allowed: m(
    "Methode niet toegestaan",
    "Method not allowed",
    "Deze methode wordt hier niet ondersteund.",
    "This method is not supported here.",
  ),
  service_unavailable: m(
    "Even niet beschikbaar",
    "Temporarily unavailable",
    "De dienst is even niet bereikbaar. Probeer het over {seconds} seconden opnieuw.",
    "The service is briefly unavailable. Please try again in {seconds} seconds.",
  ),
  malformed_url: m(
    "Ongeldig adres",
    "Malformed address",
    "Het adres van het verzoek bevat een ongeldige %-codering.",
    "The request's address contains an invalid %-encoding.",
  ),
  uri_too_long: m(
    "Adres te lang",
    "Address too long",
    "Het adres van het verzoek of een deel ervan is te lang.",
    "The request's address, or a part of it, is too long.",
  ),
  headers_too_large: m(
    "Verzoek te groot",
    "Headers too large",
    "Je browser stuurt te veel gegevens mee met het verzoek (bijvoorbeeld cookies).",
    "Your browser sends too much data along with the request (cookies, for example).",
  ),
  request_timeout: m(
    "Verzoek duurde te lang",
    "Request timeout",
    "Het verzoek kwam niet op tijd binnen. Probeer het opnieuw.",
    "The request did not arrive in time. Please try again.",
  ),
  invalid_characters: m(
    "Ongeldige tekens",
    "Invalid characters",
    "{field} bevat tekens die niet zijn toegestaan (zoals stuurtekens).",
    "{field} contains characters that are not allowed (such as control characters).",
  ),
  internal_error: m(
    "Er ging iets mis",
    "Something went wrong",
    "Er ging iets mis aan onze kant. Probeer het later opnieuw.",
    "Something went wrong on our side. Please try again later.",
  ),
  // Analytics periods (contract/analytics.ts resolvePeriod).
  invalid_date: m(
    "Ongeldige datum",
    "Invalid date",
    "'{value}' is geen bestaande datum. Gebruik de vorm JJJJ-MM-DD, bijvoorbeeld 2026-03-01.",
    "'{value}' is not a real date. Use the form YYYY-MM-DD, for example 2026-03-01.",
  ),
  period_incomplete: m(
    "Periode onvolledig",
    "Period incomplete",
    "Kies voor een eigen periode zowel een begindatum als een einddatum.",
    "For a chosen period, give both a start date and an end date.",
  ),
  period_order: m(
    "Periode klopt niet",
    "Period is reversed",
    "De einddatum ligt vóór de begindatum.",
    "The end date is before the start date.",
  ),
  period_too_long: m(
    "Periode te lang",
    "Period too long",
    "Een periode is hoogstens {max} dagen (twee jaar). Kies een kortere periode.",
    "A period is at most {max} days (two years). Choose a shorter period.",
  ),
  period_out_of_bounds: m(
    "Datum buiten bereik",
    "Date out of range",
    "Kies een datum vanaf {min} tot en met vandaag.",
    "Choose a date from {min} up to and including today.",
  ),
  // Center settings (issue 16).
  contrast_insufficient: m(
    "Te weinig contrast",
    "Not enough contrast",
    "Deze kleuren zijn niet goed leesbaar: {pair_nl} haalt {ratio}:1 in het {scheme_nl} kleurenschema, WCAG AA vraagt minstens 4,5:1.",
    "These colours are hard to read: {pair_en} reaches {ratio}:1 in the {scheme_en} colour scheme, WCAG AA asks for at least 4.5:1.",
  ),
  invalid_shades: m(
    "Ongeldige tinten",
    "Invalid shades",
    "{field} moet geldige JSON zijn met precies de elf sleutels 50, 100, 200, 300, 400, 500, 600, 700, 800, 900 en 950, elk met een kleur.",
    "{field} must be valid JSON with exactly the eleven keys 50, 100, 200, 300, 400, 500, 600, 700, 800, 900 and 950, each holding a colour.",
  ),
};

/** Dutch and English names of attributes used in field messages. */
export const FIELD_NAMES: Record<string, Text> = {
  // Center settings (issue 16).
  primary_color_shades: { nl: "Aangepaste primaire tinten", en: "Custom primary shades" },
  secondary_color_shades: { nl: "Aangepaste secundaire tinten", en: "Custom secondary shades" },
  background_color: { nl: "Achtergrondkleur", en: "Background colour" },
  text_color: { nl: "Tekstkleur", en: "Text colour" },
  website_logo_url: { nl: "Logo", en: "Logo" },
  favicon_url: { nl: "Favicon", en: "Favicon" },
  default_locale: { nl: "Standaardtaal", en: "Default language" },
  footer_columns: { nl: "Footerkolommen", en: "Footer columns" },
  social_links: { nl: "Sociale media", en: "Social links" },
  contact_photo_url: { nl: "Foto", en: "Photo" },
  hosts: { nl: "Hostnamen", en: "Host names" },
  key: { nl: "Sleutel", en: "Key" },
  email: { nl: "E-mailadres", en: "E-mail" },
  password: { nl: "Wachtwoord", en: "Password" },
  password_confirmation: { nl: "Wachtwoordbevestiging", en: "Password confirmation" },
  current_password: { nl: "Huidig wachtwoord", en: "Current password" },
  first_name: { nl: "Voornaam", en: "First name" },
  last_name: { nl: "Achternaam", en: "Last name" },
  name: { nl: "Naam", en: "Name" },
  organization_type: { nl: "Soort organisatie", en: "Organization type" },
  status: { nl: "Status", en: "Status" },
  message: { nl: "Bericht", en: "Message" },
  website: { nl: "Website", en: "Website" },
  phone: { nl: "Telefoonnummer", en: "Phone" },
  locale: { nl: "Taal", en: "Language" },
  confirmation_token: { nl: "Bevestigingscode", en: "Confirmation token" },
  reset_password_token: { nl: "Herstelcode", en: "Reset token" },
  vacancy_id: { nl: "Vacature", en: "Vacancy" },
  motivation: { nl: "Motivatie", en: "Motivation" },
  availability: { nl: "Beschikbaarheid", en: "Availability" },
  body: { nl: "Bericht", en: "Message" },
  read: { nl: "Gelezen", en: "Read" },
};

export function interpolate(text: string, params: Record<string, unknown>): string {
  return text.replace(/\{(\w+)\}/g, (_, k: string) => (params[k] === undefined ? `{${k}}` : String(params[k])));
}

export function fieldName(path: string, locale: Locale): string {
  const key = path.split(".").pop() ?? path;
  return FIELD_NAMES[key]?.[locale] ?? key;
}
