/**
 * The platform's default templates (nl, en): the mail subject and body and, for messages that also
 * appear in the app, the in-app title and summary. Placeholders per key: contract TEMPLATE_META.
 * A line "Label: {{link}}" becomes a button in the HTML mail (server/mail/layout.ts).
 */
import type { Locale } from "@contract/enums.ts";
import type { TemplateKey } from "@contract/notification-templates.ts";

export interface DefaultTemplate {
  subject: string;
  body: string;
  /** In-app title (default: the subject) and summary; only for keys with the in_app channel. */
  title?: string;
  summary?: string;
}

const lines = (...l: string[]) => l.join("\n");

export const DEFAULT_TEMPLATES: Readonly<Record<TemplateKey, Readonly<Record<Locale, DefaultTemplate>>>> = {
  application_received: {
    nl: {
      subject: "Nieuwe reactie op {{vacancy_title}}",
      summary: "{{volunteer_name}} heeft gereageerd op {{vacancy_title}}.",
      body: lines(
        "Hallo {{recipient_name}},",
        "",
        "{{volunteer_name}} heeft gereageerd op de vacature {{vacancy_title}} van {{organization_name}}.",
        "",
        "Bekijk de reactie: {{link}}",
      ),
    },
    en: {
      subject: "New response to {{vacancy_title}}",
      summary: "{{volunteer_name}} responded to {{vacancy_title}}.",
      body: lines(
        "Hello {{recipient_name}},",
        "",
        "{{volunteer_name}} responded to the vacancy {{vacancy_title}} of {{organization_name}}.",
        "",
        "View the response: {{link}}",
      ),
    },
  },
  application_withdrawn: {
    nl: {
      subject: "{{volunteer_name}} heeft de reactie op {{vacancy_title}} teruggetrokken",
      title: "Reactie teruggetrokken: {{vacancy_title}}",
      summary: "{{volunteer_name}} heeft de reactie op {{vacancy_title}} teruggetrokken.",
      body: lines(
        "Hallo {{recipient_name}},",
        "",
        "{{volunteer_name}} heeft de reactie op de vacature {{vacancy_title}} van {{organization_name}} teruggetrokken en is hiervoor niet meer beschikbaar.",
        "",
        "Bekijk de aanvraag: {{link}}",
      ),
    },
    en: {
      subject: "{{volunteer_name}} withdrew the response to {{vacancy_title}}",
      title: "Response withdrawn: {{vacancy_title}}",
      summary: "{{volunteer_name}} withdrew the response to {{vacancy_title}}.",
      body: lines(
        "Hello {{recipient_name}},",
        "",
        "{{volunteer_name}} withdrew the response to the vacancy {{vacancy_title}} of {{organization_name}} and is no longer available for it.",
        "",
        "View the application: {{link}}",
      ),
    },
  },
  application_status_changed: {
    nl: {
      subject: "Je reactie op {{vacancy_title}}: {{status_label}}",
      summary: "De status van je reactie op {{vacancy_title}} bij {{organization_name}} is nu: {{status_label}}.",
      body: lines(
        "Hallo {{recipient_name}},",
        "",
        "De status van je reactie op {{vacancy_title}} bij {{organization_name}} is nu: {{status_label}}.",
        "",
        "Bekijk je reactie: {{link}}",
      ),
    },
    en: {
      subject: "Your response to {{vacancy_title}}: {{status_label}}",
      summary: "The status of your response to {{vacancy_title}} at {{organization_name}} is now: {{status_label}}.",
      body: lines(
        "Hello {{recipient_name}},",
        "",
        "The status of your response to {{vacancy_title}} at {{organization_name}} is now: {{status_label}}.",
        "",
        "View your response: {{link}}",
      ),
    },
  },
  organization_approved: {
    nl: {
      subject: "{{organization_name}} is goedgekeurd",
      summary:
        "{{organization_name}} is goedgekeurd door {{center_name}}. Je kunt nu vacatures publiceren.{{#if reason}}\nToelichting: {{reason}}{{/if}}",
      body: lines(
        "Hallo {{recipient_name}},",
        "",
        "Goed nieuws: {{organization_name}} is goedgekeurd door {{center_name}}. Je kunt nu vacatures publiceren in de vacaturebank.",
        "{{#if reason}}",
        "Toelichting: {{reason}}",
        "{{/if}}",
        "",
        "Bekijk de organisatie: {{link}}",
      ),
    },
    en: {
      subject: "{{organization_name}} is approved",
      summary:
        "{{organization_name}} was approved by {{center_name}}. You can now publish vacancies.{{#if reason}}\nReason: {{reason}}{{/if}}",
      body: lines(
        "Hello {{recipient_name}},",
        "",
        "Good news: {{organization_name}} was approved by {{center_name}}. You can now publish vacancies in the vacancy bank.",
        "{{#if reason}}",
        "Reason: {{reason}}",
        "{{/if}}",
        "",
        "View the organization: {{link}}",
      ),
    },
  },
  organization_denied: {
    nl: {
      subject: "{{organization_name}} is niet goedgekeurd",
      summary:
        "{{center_name}} heeft {{organization_name}} niet goedgekeurd.{{#if reason}}\nToelichting: {{reason}}{{/if}}",
      body: lines(
        "Hallo {{recipient_name}},",
        "",
        "{{center_name}} heeft {{organization_name}} niet goedgekeurd. Vacatures van de organisatie staan daarom niet in de vacaturebank.",
        "{{#if reason}}",
        "Toelichting: {{reason}}",
        "{{/if}}",
        "",
        "Heb je vragen? Beantwoord dan deze mail of neem contact op met {{center_name}}.",
        "",
        "Bekijk de organisatie: {{link}}",
      ),
    },
    en: {
      subject: "{{organization_name}} was not approved",
      summary: "{{center_name}} did not approve {{organization_name}}.{{#if reason}}\nReason: {{reason}}{{/if}}",
      body: lines(
        "Hello {{recipient_name}},",
        "",
        "{{center_name}} did not approve {{organization_name}}. The organization's vacancies are therefore not in the vacancy bank.",
        "{{#if reason}}",
        "Reason: {{reason}}",
        "{{/if}}",
        "",
        "Any questions? Then answer this mail or contact {{center_name}}.",
        "",
        "View the organization: {{link}}",
      ),
    },
  },
  organization_status_changed: {
    nl: {
      subject: "Status van {{organization_name}}: {{status_label}}",
      summary:
        "De status van {{organization_name}} bij {{center_name}} is nu: {{status_label}}.{{#if reason}}\nToelichting: {{reason}}{{/if}}",
      body: lines(
        "Hallo {{recipient_name}},",
        "",
        "De status van {{organization_name}} bij {{center_name}} is nu: {{status_label}}.",
        "{{#if reason}}",
        "Toelichting: {{reason}}",
        "{{/if}}",
        "",
        "Bekijk de organisatie: {{link}}",
      ),
    },
    en: {
      subject: "Status of {{organization_name}}: {{status_label}}",
      summary:
        "The status of {{organization_name}} at {{center_name}} is now: {{status_label}}.{{#if reason}}\nReason: {{reason}}{{/if}}",
      body: lines(
        "Hello {{recipient_name}},",
        "",
        "The status of {{organization_name}} at {{center_name}} is now: {{status_label}}.",
        "{{#if reason}}",
        "Reason: {{reason}}",
        "{{/if}}",
        "",
        "View the organization: {{link}}",
      ),
    },
  },
  organization_vacancies_closed: {
    nl: {
      subject: "{{organization_name}} is {{status_label}}: vacatures offline gehaald",
      title: "Vacatures van {{organization_name}} offline gehaald",
      summary:
        "{{organization_name}} is nu {{status_label}}. De gepubliceerde vacatures staan daarom niet meer in de vacaturebank.",
      body: lines(
        "Hallo {{recipient_name}},",
        "",
        "De status van {{organization_name}} bij {{center_name}} is nu: {{status_label}}.",
        "{{#if reason}}",
        "Toelichting: {{reason}}",
        "{{/if}}",
        "",
        "Daarom hebben we de gepubliceerde vacatures van {{organization_name}} offline gehaald: ze staan niet meer in de vacaturebank en er kan niet meer op gereageerd worden. Ze zijn gesloten, niet verwijderd. Wordt de organisatie weer goedgekeurd, dan kun je ze zelf opnieuw publiceren.",
        "",
        "Bekijk de organisatie: {{link}}",
      ),
    },
    en: {
      subject: "{{organization_name}} is {{status_label}}: vacancies taken offline",
      title: "Vacancies of {{organization_name}} taken offline",
      summary:
        "{{organization_name}} is now {{status_label}}. Its published vacancies are therefore no longer in the vacancy bank.",
      body: lines(
        "Hello {{recipient_name}},",
        "",
        "The status of {{organization_name}} at {{center_name}} is now: {{status_label}}.",
        "{{#if reason}}",
        "Reason: {{reason}}",
        "{{/if}}",
        "",
        "We have therefore taken the published vacancies of {{organization_name}} offline: they are no longer in the vacancy bank and nobody can respond to them. They are closed, not deleted. If the organization is approved again, you can publish them again yourself.",
        "",
        "View the organization: {{link}}",
      ),
    },
  },
  new_message: {
    nl: {
      subject: "Nieuw bericht over {{subject}}",
      title: "Nieuw bericht van {{sender_name}}",
      summary: "{{sender_name}} stuurde een bericht over {{subject}}.",
      body: lines(
        "Hallo {{recipient_name}},",
        "",
        "{{sender_name}} stuurde je een bericht over {{subject}}:",
        "",
        "{{message}}",
        "",
        "Lees en beantwoord het bericht: {{link}}",
      ),
    },
    en: {
      subject: "New message about {{subject}}",
      title: "New message from {{sender_name}}",
      summary: "{{sender_name}} sent a message about {{subject}}.",
      body: lines(
        "Hello {{recipient_name}},",
        "",
        "{{sender_name}} sent you a message about {{subject}}:",
        "",
        "{{message}}",
        "",
        "Read and answer the message: {{link}}",
      ),
    },
  },
  periodic_vacancy_mail: {
    nl: {
      subject: "Nieuwe vacatures bij {{center_name}}",
      body: lines(
        "Hallo {{recipient_name}},",
        "",
        "Sinds je vorige mail zijn er nieuwe vacatures die passen bij wat je zoekt:",
        "",
        "{{#each vacancies}}",
        "{{title}} ({{organization}}{{#if place}}, {{place}}{{/if}})",
        "Bekijk de vacature: {{link}}",
        "",
        "{{/each}}",
        "{{#if more_count}}En nog {{more_count}} in de vacaturebank: {{search_link}}",
        "",
        "{{/if}}",
        "{{#if saved_search_vacancies}}Nieuw voor je bewaarde zoekopdrachten:",
        "",
        "{{#each saved_search_vacancies}}",
        "{{title}} ({{organization}}{{#if place}}, {{place}}{{/if}}), voor je zoekopdracht '{{search}}'",
        "Bekijk de vacature: {{link}}",
        "",
        "{{/each}}",
        "Je zoekopdrachten: {{saved_searches_link}}",
        "",
        "{{/if}}",
        "Je krijgt deze mail omdat je dat zelf hebt gekozen.",
        "",
        "Instellingen wijzigen: {{change_link}}",
        "",
        "Geen mail meer: {{stop_link}}",
      ),
    },
    en: {
      subject: "New vacancies at {{center_name}}",
      body: lines(
        "Hello {{recipient_name}},",
        "",
        "Since your previous mail, new vacancies were published that match what you are looking for:",
        "",
        "{{#each vacancies}}",
        "{{title}} ({{organization}}{{#if place}}, {{place}}{{/if}})",
        "View the vacancy: {{link}}",
        "",
        "{{/each}}",
        "{{#if more_count}}And {{more_count}} more in the vacancy bank: {{search_link}}",
        "",
        "{{/if}}",
        "{{#if saved_search_vacancies}}New for your saved searches:",
        "",
        "{{#each saved_search_vacancies}}",
        "{{title}} ({{organization}}{{#if place}}, {{place}}{{/if}}), for your search '{{search}}'",
        "View the vacancy: {{link}}",
        "",
        "{{/each}}",
        "Your searches: {{saved_searches_link}}",
        "",
        "{{/if}}",
        "You get this mail because you chose it yourself.",
        "",
        "Change settings: {{change_link}}",
        "",
        "No more mail: {{stop_link}}",
      ),
    },
  },
  contact_form_received: {
    nl: {
      subject: "Contactformulier {{center_name}}: {{subject}}",
      body: lines(
        "Hallo{{#if recipient_name}} {{recipient_name}}{{/if}},",
        "",
        "{{sender_name}} ({{sender_email}}) stuurde een bericht via het contactformulier van {{center_name}}. Beantwoord het door te mailen naar {{sender_email}}.",
        "",
        "Onderwerp: {{subject}}",
        "",
        "{{message}}",
        "",
        "Naar het contactformulier: {{link}}",
      ),
    },
    en: {
      subject: "Contact form {{center_name}}: {{subject}}",
      body: lines(
        "Hello{{#if recipient_name}} {{recipient_name}}{{/if}},",
        "",
        "{{sender_name}} ({{sender_email}}) sent a message through the contact form of {{center_name}}. Answer it by mailing {{sender_email}}.",
        "",
        "Subject: {{subject}}",
        "",
        "{{message}}",
        "",
        "To the contact form: {{link}}",
      ),
    },
  },
  confirmation_instructions: {
    nl: {
      subject: "Bevestig je account bij {{center_name}}",
      body: lines(
        "Hallo {{recipient_name}},",
        "",
        "Welkom bij {{center_name}}! Bevestig je e-mailadres via de link hieronder. De link is 3 dagen geldig.",
        "",
        "Account bevestigen: {{link}}",
      ),
    },
    en: {
      subject: "Confirm your account at {{center_name}}",
      body: lines(
        "Hello {{recipient_name}},",
        "",
        "Welcome to {{center_name}}! Please confirm your e-mail address with the link below. The link is valid for 3 days.",
        "",
        "Confirm account: {{link}}",
      ),
    },
  },
  user_invited: {
    nl: {
      subject: "Je bent uitgenodigd voor {{center_name}}",
      body: lines(
        "Hallo {{recipient_name}},",
        "",
        "Er is een account voor je aangemaakt bij {{center_name}}. Kies via de link hieronder een wachtwoord. De link is 3 dagen geldig.",
        "",
        "Wachtwoord kiezen: {{link}}",
      ),
    },
    en: {
      subject: "You are invited to {{center_name}}",
      body: lines(
        "Hello {{recipient_name}},",
        "",
        "An account was created for you at {{center_name}}. Choose a password with the link below. The link is valid for 3 days.",
        "",
        "Choose a password: {{link}}",
      ),
    },
  },
  reset_password_instructions: {
    nl: {
      subject: "Wachtwoord herstellen bij {{center_name}}",
      body: lines(
        "Hallo {{recipient_name}},",
        "",
        "Iemand heeft gevraagd je wachtwoord te herstellen. Was jij dat niet, negeer deze mail dan. De link is 2 uur geldig en werkt één keer.",
        "",
        "Nieuw wachtwoord kiezen: {{link}}",
      ),
    },
    en: {
      subject: "Reset your password at {{center_name}}",
      body: lines(
        "Hello {{recipient_name}},",
        "",
        "Someone asked to reset your password. If that was not you, ignore this mail. The link is valid for 2 hours and works once.",
        "",
        "Choose a new password: {{link}}",
      ),
    },
  },
  email_change_confirmation: {
    nl: {
      subject: "Bevestig je nieuwe e-mailadres bij {{center_name}}",
      body: lines(
        "Hallo {{recipient_name}},",
        "",
        "Er is gevraagd om {{new_email}} voortaan te gebruiken voor je account bij {{center_name}}. Bevestig dit adres via de link hieronder; tot dan blijft je oude adres in gebruik. De link is 3 dagen geldig.",
        "",
        "Heb je dit niet gevraagd? Negeer deze mail dan, er verandert niets.",
        "",
        "Nieuw e-mailadres bevestigen: {{link}}",
      ),
    },
    en: {
      subject: "Confirm your new e-mail address at {{center_name}}",
      body: lines(
        "Hello {{recipient_name}},",
        "",
        "Someone asked to use {{new_email}} for your account at {{center_name}} from now on. Confirm this address with the link below; until then your old address stays in use. The link is valid for 3 days.",
        "",
        "Did you not ask for this? Then ignore this mail; nothing changes.",
        "",
        "Confirm new e-mail address: {{link}}",
      ),
    },
  },
  email_change_requested: {
    nl: {
      subject: "Wijziging van je e-mailadres bij {{center_name}} aangevraagd",
      body: lines(
        "Hallo {{recipient_name}},",
        "",
        "Er is gevraagd het e-mailadres van je account bij {{center_name}} te wijzigen in {{new_email}}. De wijziging gaat pas in als dat adres bevestigd is; tot dan log je in met dit adres.",
        "",
        "Was jij dit niet? Maak het dan ongedaan via de link hieronder. Je account houdt dan dit adres, alle sessies worden uitgelogd en je kiest een nieuw wachtwoord. De link is 14 dagen geldig.",
        "",
        "Dit was ik niet: ongedaan maken: {{link}}",
      ),
    },
    en: {
      subject: "Change of your e-mail address at {{center_name}} requested",
      body: lines(
        "Hello {{recipient_name}},",
        "",
        "Someone asked to change the e-mail address of your account at {{center_name}} to {{new_email}}. The change only takes effect once that address is confirmed; until then you sign in with this address.",
        "",
        "Was this not you? Then undo it with the link below. Your account keeps this address, every session is signed out and you choose a new password. The link is valid for 14 days.",
        "",
        "This was not me: undo: {{link}}",
      ),
    },
  },
  email_changed: {
    nl: {
      subject: "Het e-mailadres van je account bij {{center_name}} is gewijzigd",
      body: lines(
        "Hallo {{recipient_name}},",
        "",
        "Het e-mailadres van je account bij {{center_name}} is gewijzigd in {{new_email}}. Je logt voortaan in met dat adres.",
        "",
        "Was jij dit niet? Maak het dan ongedaan via de link hieronder. Je account houdt dan dit adres, alle sessies worden uitgelogd en je kiest een nieuw wachtwoord. De link is 14 dagen geldig.",
        "",
        "Dit was ik niet: ongedaan maken: {{link}}",
      ),
    },
    en: {
      subject: "The e-mail address of your account at {{center_name}} was changed",
      body: lines(
        "Hello {{recipient_name}},",
        "",
        "The e-mail address of your account at {{center_name}} was changed to {{new_email}}. From now on you sign in with that address.",
        "",
        "Was this not you? Then undo it with the link below. Your account keeps this address, every session is signed out and you choose a new password. The link is valid for 14 days.",
        "",
        "This was not me: undo: {{link}}",
      ),
    },
  },
  account_exists: {
    nl: {
      subject: "Je hebt al een account bij {{center_name}}",
      body: lines(
        "Hallo {{recipient_name}},",
        "",
        "Er is geprobeerd met dit e-mailadres een account aan te maken bij {{request_center}}, maar je hebt al een account bij {{center_name}}. Daar kun je gewoon inloggen; een tweede account is niet nodig.",
        "",
        "Weet je je wachtwoord niet meer? Kies dan een nieuw wachtwoord. Was jij dit niet? Dan hoef je niets te doen.",
        "",
        "Inloggen: {{link}}",
        "",
        "Nieuw wachtwoord kiezen: {{reset_link}}",
      ),
    },
    en: {
      subject: "You already have an account at {{center_name}}",
      body: lines(
        "Hello {{recipient_name}},",
        "",
        "Someone tried to create an account with this e-mail address at {{request_center}}, but you already have an account at {{center_name}}. You can simply sign in there; you do not need a second account.",
        "",
        "Forgot your password? Then choose a new one. Was this not you? Then you need not do anything.",
        "",
        "Sign in: {{link}}",
        "",
        "Choose a new password: {{reset_link}}",
      ),
    },
  },
  saved_search_match: {
    nl: {
      subject: "Nieuwe vacature voor je zoekopdracht '{{search_name}}'",
      title: "Nieuwe vacature voor '{{search_name}}'",
      summary: "{{vacancy_title}} bij {{organization_name}} past bij je bewaarde zoekopdracht.",
      body: lines(
        "Hallo {{recipient_name}},",
        "",
        "{{vacancy_title}} bij {{organization_name}} past bij je bewaarde zoekopdracht '{{search_name}}'.",
        "",
        "Bekijk de vacature: {{link}}",
        "",
        "Alle resultaten van je zoekopdracht: {{search_link}}",
      ),
    },
    en: {
      subject: "New vacancy for your search '{{search_name}}'",
      title: "New vacancy for '{{search_name}}'",
      summary: "{{vacancy_title}} at {{organization_name}} matches your saved search.",
      body: lines(
        "Hello {{recipient_name}},",
        "",
        "{{vacancy_title}} at {{organization_name}} matches your saved search '{{search_name}}'.",
        "",
        "View the vacancy: {{link}}",
        "",
        "All results of your search: {{search_link}}",
      ),
    },
  },
  help_request_received: {
    nl: {
      subject: "Hulpvraag van {{requester_name}}: {{kind_label}}",
      body: lines(
        "Hallo{{#if recipient_name}} {{recipient_name}}{{/if}},",
        "",
        "{{requester_name}} uit {{area}} vraagt via de website van {{center_name}} om een-op-een-hulp: {{kind_label}}.",
        "",
        "{{description}}",
        "",
        "Contact: {{requester_contact}}",
        "",
        "Zoek een vrijwilliger: {{link}}",
      ),
    },
    en: {
      subject: "Help request from {{requester_name}}: {{kind_label}}",
      body: lines(
        "Hello{{#if recipient_name}} {{recipient_name}}{{/if}},",
        "",
        "{{requester_name}} from {{area}} asks for one-on-one help through the website of {{center_name}}: {{kind_label}}.",
        "",
        "{{description}}",
        "",
        "Contact: {{requester_contact}}",
        "",
        "Find a volunteer: {{link}}",
      ),
    },
  },
  help_request_confirmation: {
    nl: {
      subject: "We hebben je hulpvraag ontvangen",
      body: lines(
        "Hallo {{recipient_name}},",
        "",
        "Bedankt voor je hulpvraag ({{kind_label}}). {{center_name}} zoekt een vrijwilliger die bij je past en neemt binnen vijf werkdagen contact met je op.",
        "",
        "Je gegevens gebruiken we alleen om een vrijwilliger voor je te zoeken. Wil je je vraag intrekken of iets aanpassen? Antwoord dan op deze mail.",
        "",
        "Meer over een-op-een-hulp: {{link}}",
      ),
    },
    en: {
      subject: "We received your request for help",
      body: lines(
        "Hello {{recipient_name}},",
        "",
        "Thank you for your request ({{kind_label}}). {{center_name}} looks for a volunteer who suits you and contacts you within five working days.",
        "",
        "We use your details only to find a volunteer for you. Want to withdraw or change your request? Just reply to this mail.",
        "",
        "More about one-on-one help: {{link}}",
      ),
    },
  },
  help_request_matched: {
    nl: {
      subject: "Je bent gekoppeld aan {{requester_name}}",
      body: lines(
        "Hallo {{recipient_name}},",
        "",
        "{{center_name}} heeft je gekoppeld aan {{requester_name}} uit {{area}}, die hulp vraagt bij: {{kind_label}}.",
        "",
        "{{description}}",
        "",
        "Neem contact op via {{requester_contact}} om kennis te maken. Past het toch niet? Laat het de centrale weten.",
      ),
    },
    en: {
      subject: "You have been matched with {{requester_name}}",
      body: lines(
        "Hello {{recipient_name}},",
        "",
        "{{center_name}} matched you with {{requester_name}} from {{area}}, who asks for help with: {{kind_label}}.",
        "",
        "{{description}}",
        "",
        "Get in touch through {{requester_contact}} to meet. Does it not work out? Let the center know.",
      ),
    },
  },
  workshop_registration_confirmed: {
    nl: {
      subject: "Je bent aangemeld voor {{workshop_title}}",
      title: "Aangemeld: {{workshop_title}}",
      summary: "Je hebt een plaats bij {{workshop_title}} op {{session_date}}, {{session_time}}.",
      body: lines(
        "Hallo {{recipient_name}},",
        "",
        "Je bent aangemeld voor de workshop {{workshop_title}} van {{center_name}}.",
        "",
        "Wanneer: {{session_date}}, {{session_time}}",
        "Waar: {{location}}",
        "",
        "Kun je toch niet? Meld je dan af, zodat iemand van de wachtlijst je plaats krijgt.",
        "",
        "Bekijk de workshop: {{link}}",
      ),
    },
    en: {
      subject: "You are registered for {{workshop_title}}",
      title: "Registered: {{workshop_title}}",
      summary: "You have a place at {{workshop_title}} on {{session_date}}, {{session_time}}.",
      body: lines(
        "Hello {{recipient_name}},",
        "",
        "You are registered for the workshop {{workshop_title}} of {{center_name}}.",
        "",
        "When: {{session_date}}, {{session_time}}",
        "Where: {{location}}",
        "",
        "Can't make it after all? Please cancel, so someone on the waiting list gets your place.",
        "",
        "View the workshop: {{link}}",
      ),
    },
  },
  workshop_waiting_list: {
    nl: {
      subject: "Je staat op de wachtlijst voor {{workshop_title}}",
      title: "Wachtlijst: {{workshop_title}}",
      summary: "Je staat op plaats {{position}} van de wachtlijst voor {{workshop_title}} op {{session_date}}.",
      body: lines(
        "Hallo {{recipient_name}},",
        "",
        "De workshop {{workshop_title}} op {{session_date}}, {{session_time}} is vol. Je staat op plaats {{position}} van de wachtlijst.",
        "",
        "Komt er een plaats vrij, dan krijg jij die automatisch en laten we het je weten.",
        "",
        "Bekijk de workshop: {{link}}",
      ),
    },
    en: {
      subject: "You are on the waiting list for {{workshop_title}}",
      title: "Waiting list: {{workshop_title}}",
      summary: "You are number {{position}} on the waiting list for {{workshop_title}} on {{session_date}}.",
      body: lines(
        "Hello {{recipient_name}},",
        "",
        "The workshop {{workshop_title}} on {{session_date}}, {{session_time}} is full. You are number {{position}} on the waiting list.",
        "",
        "When a place comes free, you get it automatically and we let you know.",
        "",
        "View the workshop: {{link}}",
      ),
    },
  },
  workshop_place_available: {
    nl: {
      subject: "Er is een plaats voor je vrijgekomen: {{workshop_title}}",
      title: "Plaats vrijgekomen: {{workshop_title}}",
      summary: "Je hebt nu een plaats bij {{workshop_title}} op {{session_date}}, {{session_time}}.",
      body: lines(
        "Hallo {{recipient_name}},",
        "",
        "Goed nieuws: er is een plaats vrijgekomen bij de workshop {{workshop_title}}. Je stond op de wachtlijst en bent nu aangemeld.",
        "",
        "Wanneer: {{session_date}}, {{session_time}}",
        "Waar: {{location}}",
        "",
        "Kun je toch niet? Meld je dan af, zodat de volgende op de wachtlijst je plaats krijgt.",
        "",
        "Bekijk de workshop: {{link}}",
      ),
    },
    en: {
      subject: "A place came free for you: {{workshop_title}}",
      title: "Place available: {{workshop_title}}",
      summary: "You now have a place at {{workshop_title}} on {{session_date}}, {{session_time}}.",
      body: lines(
        "Hello {{recipient_name}},",
        "",
        "Good news: a place came free at the workshop {{workshop_title}}. You were on the waiting list and are now registered.",
        "",
        "When: {{session_date}}, {{session_time}}",
        "Where: {{location}}",
        "",
        "Can't make it after all? Please cancel, so the next person on the waiting list gets your place.",
        "",
        "View the workshop: {{link}}",
      ),
    },
  },
  workshop_session_cancelled: {
    nl: {
      subject: "Geannuleerd: {{workshop_title}} op {{session_date}}",
      title: "Workshop geannuleerd: {{workshop_title}}",
      summary: "{{center_name}} heeft {{workshop_title}} op {{session_date}}, {{session_time}} geannuleerd.",
      body: lines(
        "Hallo {{recipient_name}},",
        "",
        "Helaas gaat de workshop {{workshop_title}} op {{session_date}}, {{session_time}} niet door. {{center_name}} heeft deze bijeenkomst geannuleerd; je aanmelding vervalt.",
        "",
        "Misschien is er een andere datum waarop je kunt: {{link}}",
      ),
    },
    en: {
      subject: "Cancelled: {{workshop_title}} on {{session_date}}",
      title: "Workshop cancelled: {{workshop_title}}",
      summary: "{{center_name}} cancelled {{workshop_title}} on {{session_date}}, {{session_time}}.",
      body: lines(
        "Hello {{recipient_name}},",
        "",
        "Unfortunately the workshop {{workshop_title}} on {{session_date}}, {{session_time}} will not take place. {{center_name}} cancelled this session; your registration lapses.",
        "",
        "Perhaps another date suits you: {{link}}",
      ),
    },
  },
  pool_invitation: {
    nl: {
      subject: "Uitnodiging: {{vacancy_title}} bij {{organization_name}}",
      title: "Uitnodiging voor {{vacancy_title}}",
      summary: "{{sender_name}} van {{center_name}} denkt dat {{vacancy_title}} bij {{organization_name}} bij je past.",
      body: lines(
        "Hallo{{#if recipient_name}} {{recipient_name}}{{/if}},",
        "",
        "Je staat in de vrijwilligerspool van {{center_name}}. {{sender_name}} denkt dat deze vacature bij je past: {{vacancy_title}} bij {{organization_name}}.",
        "{{#if message}}",
        "{{message}}",
        "{{/if}}",
        "Bekijk de vacature en reageer als je wilt: {{link}}",
        "",
        "Geen interesse? Dan hoef je niets te doen. Je uitnodigingen en je deelname aan de vrijwilligerspool beheer je in je profiel: {{invitations_link}}",
      ),
    },
    en: {
      subject: "Invitation: {{vacancy_title}} at {{organization_name}}",
      title: "Invitation to {{vacancy_title}}",
      summary: "{{sender_name}} of {{center_name}} thinks {{vacancy_title}} at {{organization_name}} suits you.",
      body: lines(
        "Hello{{#if recipient_name}} {{recipient_name}}{{/if}},",
        "",
        "You are in the volunteer pool of {{center_name}}. {{sender_name}} thinks this vacancy suits you: {{vacancy_title}} at {{organization_name}}.",
        "{{#if message}}",
        "{{message}}",
        "{{/if}}",
        "View the vacancy and respond if you like: {{link}}",
        "",
        "Not interested? Then you need not do anything. Manage your invitations and your place in the volunteer pool in your profile: {{invitations_link}}",
      ),
    },
  },
};

/** Names of the templates and placeholders as the screens and error messages show them. */
export const TEMPLATE_NAMES: Readonly<Record<TemplateKey, Record<Locale, string>>> = {
  application_received: { nl: "Nieuwe reactie op een vacature", en: "New response to a vacancy" },
  application_status_changed: { nl: "Status van een reactie gewijzigd", en: "Status of a response changed" },
  application_withdrawn: { nl: "Reactie teruggetrokken", en: "Response withdrawn" },
  organization_approved: { nl: "Organisatie goedgekeurd", en: "Organization approved" },
  organization_denied: { nl: "Organisatie afgewezen", en: "Organization denied" },
  organization_status_changed: { nl: "Status van een organisatie gewijzigd", en: "Status of an organization changed" },
  organization_vacancies_closed: { nl: "Vacatures offline gehaald", en: "Vacancies taken offline" },
  new_message: { nl: "Nieuw bericht", en: "New message" },
  periodic_vacancy_mail: { nl: "Periodieke vacaturemail", en: "Periodic vacancy mail" },
  contact_form_received: { nl: "Bericht via het contactformulier", en: "Message through the contact form" },
  user_invited: { nl: "Uitnodiging voor een account", en: "Invitation to an account" },
  confirmation_instructions: { nl: "Account bevestigen", en: "Confirm account" },
  reset_password_instructions: { nl: "Wachtwoord herstellen", en: "Reset password" },
  email_change_confirmation: { nl: "Nieuw e-mailadres bevestigen", en: "Confirm new e-mail address" },
  email_change_requested: { nl: "Wijziging e-mailadres aangevraagd", en: "E-mail address change requested" },
  email_changed: { nl: "E-mailadres gewijzigd", en: "E-mail address changed" },
  account_exists: { nl: "Je hebt al een account", en: "You already have an account" },
  saved_search_match: { nl: "Nieuwe vacature voor een bewaarde zoekopdracht", en: "New vacancy for a saved search" },
  help_request_received: { nl: "Nieuwe hulpvraag (een-op-een-hulp)", en: "New request for one-on-one help" },
  help_request_confirmation: { nl: "Bevestiging van een hulpvraag", en: "Confirmation of a request for help" },
  help_request_matched: {
    nl: "Vrijwilliger gekoppeld aan een hulpvraag",
    en: "Volunteer matched to a request for help",
  },
  workshop_registration_confirmed: { nl: "Aangemeld voor een workshop", en: "Registered for a workshop" },
  workshop_waiting_list: { nl: "Op de wachtlijst van een workshop", en: "On the waiting list of a workshop" },
  workshop_place_available: { nl: "Plaats vrijgekomen bij een workshop", en: "Place available at a workshop" },
  workshop_session_cancelled: { nl: "Workshop geannuleerd", en: "Workshop cancelled" },
  pool_invitation: { nl: "Uitnodiging uit de vrijwilligerspool", en: "Invitation from the volunteer pool" },
};

type Sample = Record<string, unknown>;

const helpSample = (nl: boolean) => ({
  requester_name: "Riek Jansen",
  requester_contact: "riek.jansen@example.nl, 026 123 4567",
  kind_label: nl ? "hulp bij de administratie" : "help with paperwork",
  area: "Arnhem-Presikhaaf",
  description: nl
    ? "Ik krijg veel post van instanties en raak het overzicht kwijt. Wie helpt me eens per maand?"
    : "I get a lot of official letters and lose track. Who can help me once a month?",
});
const workshopSample = (nl: boolean, base: string) => ({
  workshop_title: nl ? "Omgaan met dementie" : "Dealing with dementia",
  session_date: nl ? "dinsdag 12 januari 2027" : "Tuesday 12 January 2027",
  session_time: "19:30 - 21:30",
  location: nl ? "Vrijwilligerscentrale, Stationsplein 4, Zeist" : "Volunteer center, Stationsplein 4, Zeist",
  link: `${base}/workshops?workshop=1`,
});
const person = { nl: "Sanne de Boer", en: "Sanne de Boer" };

/** Sample data for the preview and the test mail (links are made absolute on the center's address). */
export function sampleData(key: TemplateKey, locale: Locale, centerName: string, base: string): Sample {
  const nl = locale === "nl";
  const common: Sample = { recipient_name: person[locale], center_name: centerName, link: `${base}/notificaties` };
  const vacancy = nl ? "Voorleesvrijwilliger bibliotheek" : "Reading volunteer at the library";
  const org = "Stichting De Buurtkamer";
  const extra: Partial<Record<TemplateKey, Sample>> = {
    application_received: { volunteer_name: "Ahmed Yilmaz", vacancy_title: vacancy, organization_name: org },
    application_withdrawn: { volunteer_name: "Ahmed Yilmaz", vacancy_title: vacancy, organization_name: org },
    application_status_changed: {
      volunteer_name: "Ahmed Yilmaz",
      vacancy_title: vacancy,
      organization_name: org,
      status_label: nl ? "Geaccepteerd" : "Accepted",
    },
    organization_approved: { organization_name: org, status_label: nl ? "goedgekeurd" : "approved", reason: "" },
    organization_denied: {
      organization_name: org,
      status_label: nl ? "afgewezen" : "denied",
      reason: nl ? "We missen nog een contactpersoon." : "We still miss a contact person.",
    },
    organization_status_changed: {
      organization_name: org,
      status_label: nl ? "gearchiveerd" : "archived",
      reason: "",
    },
    organization_vacancies_closed: {
      organization_name: org,
      status_label: nl ? "gearchiveerd" : "archived",
      reason: "",
    },
    new_message: {
      sender_name: "Ahmed Yilmaz",
      subject: vacancy,
      message: nl
        ? "Ik kan dinsdagmiddag langskomen. Past dat?"
        : "I can come by on Tuesday afternoon. Does that suit you?",
    },
    periodic_vacancy_mail: {
      vacancy_count: 2,
      vacancies: [
        { title: vacancy, organization: "Bibliotheek Zuid", place: "Zeist", link: `${base}/vacancies/1` },
        {
          title: nl ? "Maatje voor een wandeling" : "Walking buddy",
          organization: org,
          place: "Driebergen",
          link: `${base}/vacancies/2`,
        },
      ],
      change_link: `${base}/profile-edit/periodieke-mail`,
      stop_link: `${base}/profile-edit/periodieke-mail`,
      saved_search_vacancies: [
        {
          search: nl ? "Natuur in Zeist" : "Nature in Zeist",
          title: nl ? "Begeleider in de schooltuin" : "School garden guide",
          organization: "Basisschool De Regenboog",
          place: "Zeist",
          link: `${base}/vacancies/3`,
        },
      ],
      saved_searches_link: `${base}/profile-edit/zoekopdrachten`,
    },
    contact_form_received: {
      sender_name: "Ahmed Yilmaz",
      sender_email: "ahmed@example.nl",
      subject: nl ? "Vraag over de VOG" : "Question about the certificate of conduct",
      message: nl ? "Wie betaalt de VOG voor vrijwilligers?" : "Who pays for the volunteers' certificate?",
      link: `${base}/contactformulier`,
    },
    email_change_confirmation: { new_email: "sanne.nieuw@example.nl" },
    email_change_requested: { new_email: "sanne.nieuw@example.nl" },
    email_changed: { new_email: "sanne.nieuw@example.nl" },
    account_exists: { reset_link: `${base}/auth/recover`, request_center: centerName },
    saved_search_match: {
      search_name: nl ? "Natuur in Zeist" : "Nature in Zeist",
      vacancy_title: nl ? "Begeleider in de schooltuin" : "School garden guide",
      organization_name: org,
      link: `${base}/vacancies/1`,
      search_link: `${base}/vacancies/search?q=natuur&near=Zeist&distance=10`,
    },
    help_request_received: { ...helpSample(nl), link: `${base}/een-op-een-hulp/aanvragen` },
    help_request_confirmation: { kind_label: helpSample(nl).kind_label, link: `${base}/een-op-een-hulp` },
    help_request_matched: helpSample(nl),
    workshop_registration_confirmed: workshopSample(nl, base),
    workshop_waiting_list: { ...workshopSample(nl, base), position: 2 },
    workshop_place_available: workshopSample(nl, base),
    workshop_session_cancelled: workshopSample(nl, base),
    pool_invitation: {
      sender_name: "Petra Jansen",
      vacancy_title: vacancy,
      organization_name: org,
      message: nl
        ? "Je schreef dat je graag voorleest: dit lijkt me echt iets voor jou!"
        : "You wrote that you like reading aloud: this seems just right for you!",
      link: `${base}/vacancies/1`,
      invitations_link: `${base}/profile-edit#vrijwilligerspool`,
    },
  };
  return { ...common, ...(extra[key] ?? {}) };
}
