/**
 * Default notification templates (nl, en): the mail subject, the in-app title and body, and the
 * mail text, with `{placeholder}`s. Per-center overrides (notification templates screen) come later
 * and use the same keys and placeholders.
 */
import type { ApplicationStatus, NotificationKind } from "@contract/applications.ts";
import type { Locale, OrganizationStatus } from "@contract/enums.ts";

export interface NotificationTemplate {
  subject: string;
  title: string;
  body: string;
  mail: string;
}

/** Placeholders the templates may use. */
export interface TemplateParams {
  recipient_name?: string;
  vacancy_title?: string;
  volunteer_name?: string;
  organization_name?: string;
  status_label?: string;
  author_name?: string;
  subject?: string;
  center_name?: string;
  /** Why an organization's status changed (the reviewer's words; the line is left out when empty). */
  reason?: string;
  /** Absolute URL of the page in the app. */
  link?: string;
}

export const STATUS_LABELS: Readonly<Record<Locale, Readonly<Record<ApplicationStatus, string>>>> = {
  nl: {
    new: "Nieuw",
    in_progress: "In behandeling",
    accepted: "Geaccepteerd",
    rejected: "Afgewezen",
    withdrawn: "Teruggetrokken",
  },
  en: { new: "New", in_progress: "In progress", accepted: "Accepted", rejected: "Rejected", withdrawn: "Withdrawn" },
};

/** An organization's status as the sentence "... is nu: {status_label}" ends. */
export const ORGANIZATION_STATUS_LABELS: Readonly<Record<Locale, Readonly<Record<OrganizationStatus, string>>>> = {
  nl: { approved: "goedgekeurd", pending: "wacht op goedkeuring", denied: "afgewezen", archived: "gearchiveerd" },
  en: { approved: "approved", pending: "awaiting approval", denied: "denied", archived: "archived" },
};

export const NOTIFICATION_TEMPLATES: Readonly<
  Record<NotificationKind, Readonly<Record<Locale, NotificationTemplate>>>
> = {
  application_received: {
    nl: {
      subject: "Nieuwe reactie op {vacancy_title}",
      title: "Nieuwe reactie op {vacancy_title}",
      body: "{volunteer_name} heeft gereageerd op {vacancy_title}.",
      mail: [
        "Hallo {recipient_name},",
        "",
        "{volunteer_name} heeft gereageerd op de vacature {vacancy_title} van {organization_name}.",
        "",
        "Bekijk de reactie: {link}",
      ].join("\n"),
    },
    en: {
      subject: "New response to {vacancy_title}",
      title: "New response to {vacancy_title}",
      body: "{volunteer_name} responded to {vacancy_title}.",
      mail: [
        "Hello {recipient_name},",
        "",
        "{volunteer_name} responded to the vacancy {vacancy_title} of {organization_name}.",
        "",
        "View the response: {link}",
      ].join("\n"),
    },
  },
  application_withdrawn: {
    nl: {
      subject: "{volunteer_name} heeft de reactie op {vacancy_title} teruggetrokken",
      title: "Reactie teruggetrokken: {vacancy_title}",
      body: "{volunteer_name} heeft de reactie op {vacancy_title} teruggetrokken.",
      mail: [
        "Hallo {recipient_name},",
        "",
        "{volunteer_name} heeft de reactie op de vacature {vacancy_title} van {organization_name} teruggetrokken en is hiervoor niet meer beschikbaar.",
        "",
        "Bekijk de aanvraag: {link}",
      ].join("\n"),
    },
    en: {
      subject: "{volunteer_name} withdrew the response to {vacancy_title}",
      title: "Response withdrawn: {vacancy_title}",
      body: "{volunteer_name} withdrew the response to {vacancy_title}.",
      mail: [
        "Hello {recipient_name},",
        "",
        "{volunteer_name} withdrew the response to the vacancy {vacancy_title} of {organization_name} and is no longer available for it.",
        "",
        "View the application: {link}",
      ].join("\n"),
    },
  },
  application_status_changed: {
    nl: {
      subject: "Je reactie op {vacancy_title}: {status_label}",
      title: "Je reactie op {vacancy_title}: {status_label}",
      body: "De status van je reactie op {vacancy_title} bij {organization_name} is nu: {status_label}.",
      mail: [
        "Hallo {recipient_name},",
        "",
        "De status van je reactie op {vacancy_title} bij {organization_name} is nu: {status_label}.",
        "",
        "Bekijk je reactie: {link}",
      ].join("\n"),
    },
    en: {
      subject: "Your response to {vacancy_title}: {status_label}",
      title: "Your response to {vacancy_title}: {status_label}",
      body: "The status of your response to {vacancy_title} at {organization_name} is now: {status_label}.",
      mail: [
        "Hello {recipient_name},",
        "",
        "The status of your response to {vacancy_title} at {organization_name} is now: {status_label}.",
        "",
        "View your response: {link}",
      ].join("\n"),
    },
  },
  organization_status_changed: {
    nl: {
      subject: "Status van {organization_name}: {status_label}",
      title: "Status van {organization_name}: {status_label}",
      body: "De status van {organization_name} bij {center_name} is nu: {status_label}.\nToelichting: {reason}",
      mail: [
        "Hallo {recipient_name},",
        "",
        "De status van {organization_name} bij {center_name} is nu: {status_label}.",
        "",
        "Toelichting: {reason}",
        "",
        "Bekijk de organisatie: {link}",
      ].join("\n"),
    },
    en: {
      subject: "Status of {organization_name}: {status_label}",
      title: "Status of {organization_name}: {status_label}",
      body: "The status of {organization_name} at {center_name} is now: {status_label}.\nReason: {reason}",
      mail: [
        "Hello {recipient_name},",
        "",
        "The status of {organization_name} at {center_name} is now: {status_label}.",
        "",
        "Reason: {reason}",
        "",
        "View the organization: {link}",
      ].join("\n"),
    },
  },
  // Denied or archived while vacancies were published: they are closed, and the admins are told.
  organization_vacancies_closed: {
    nl: {
      subject: "{organization_name} is {status_label}: vacatures offline gehaald",
      title: "Vacatures van {organization_name} offline gehaald",
      body: "{organization_name} is nu {status_label}. De gepubliceerde vacatures staan daarom niet meer in de vacaturebank.",
      mail: [
        "Hallo {recipient_name},",
        "",
        "De status van {organization_name} bij {center_name} is nu: {status_label}.",
        "",
        "Toelichting: {reason}",
        "",
        "Daarom hebben we de gepubliceerde vacatures van {organization_name} offline gehaald: ze staan niet meer in de vacaturebank en er kan niet meer op gereageerd worden. Ze zijn gesloten, niet verwijderd. Wordt de organisatie weer goedgekeurd, dan kun je ze zelf opnieuw publiceren.",
        "",
        "Bekijk de organisatie: {link}",
      ].join("\n"),
    },
    en: {
      subject: "{organization_name} is {status_label}: vacancies taken offline",
      title: "Vacancies of {organization_name} taken offline",
      body: "{organization_name} is now {status_label}. Its published vacancies are therefore no longer in the vacancy bank.",
      mail: [
        "Hello {recipient_name},",
        "",
        "The status of {organization_name} at {center_name} is now: {status_label}.",
        "",
        "Reason: {reason}",
        "",
        "We have therefore taken the published vacancies of {organization_name} offline: they are no longer in the vacancy bank and nobody can respond to them. They are closed, not deleted. If the organization is approved again, you can publish them again yourself.",
        "",
        "View the organization: {link}",
      ].join("\n"),
    },
  },
  new_message: {
    nl: {
      subject: "Nieuw bericht over {subject}",
      title: "Nieuw bericht van {author_name}",
      body: "{author_name} stuurde een bericht over {subject}.",
      mail: [
        "Hallo {recipient_name},",
        "",
        "{author_name} stuurde je een bericht over {subject}.",
        "",
        "Lees het: {link}",
      ].join("\n"),
    },
    en: {
      subject: "New message about {subject}",
      title: "New message from {author_name}",
      body: "{author_name} sent a message about {subject}.",
      mail: [
        "Hello {recipient_name},",
        "",
        "{author_name} sent you a message about {subject}.",
        "",
        "Read it: {link}",
      ].join("\n"),
    },
  },
};

/**
 * Fill `{placeholder}`s. A placeholder without a value (or an unknown one) renders as nothing and
 * the spaces it leaves are tidied, so a user never sees `{vacancy_title}`; a line that only
 * labelled a missing value ("Bekijk de reactie: {link}") is left out.
 */
export function renderText(template: string, params: TemplateParams): string {
  const values = params as Record<string, unknown>;
  const value = (key: string) => {
    const v = Object.hasOwn(values, key) ? values[key] : undefined;
    return typeof v === "string" ? v.trim() : "";
  };
  const lines: string[] = [];
  const source = template.split("\n");
  for (const line of source) {
    const last = /\{(\w+)\}\s*$/.exec(line);
    const rendered = line
      .replace(/\{(\w+)\}/g, (_, key: string) => value(key))
      .replace(/[ \t]{2,}/g, " ")
      .replace(/ ([.,:;!?])/g, "$1")
      .trim();
    if (last && !value(last[1]!) && rendered.endsWith(":")) {
      // A one-line text (subject, title) keeps its words, without the dangling colon.
      if (source.length === 1) lines.push(rendered.slice(0, -1).trim());
      continue;
    }
    lines.push(rendered);
  }
  return lines
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

export interface RenderedNotification {
  subject: string;
  title: string;
  body: string;
  text: string;
  html: string;
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Mail text as minimal HTML: paragraphs, and the link clickable. */
function toHtml(text: string, link: string | undefined): string {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => {
      let html = esc(p).replace(/\n/g, "<br>");
      if (link) html = html.replace(esc(link), `<a href="${esc(link)}">${esc(link)}</a>`);
      return `<p>${html}</p>`;
    });
  return `<!doctype html><html><body>${paragraphs.join("")}</body></html>`;
}

export function renderNotification(
  kind: NotificationKind,
  locale: Locale,
  params: TemplateParams,
  templates: Readonly<
    Record<NotificationKind, Readonly<Record<Locale, NotificationTemplate>>>
  > = NOTIFICATION_TEMPLATES,
): RenderedNotification {
  const tpl = templates[kind][locale];
  const text = renderText(tpl.mail, params);
  return {
    subject: renderText(tpl.subject, params),
    title: renderText(tpl.title, params),
    body: renderText(tpl.body, params),
    text,
    html: toHtml(text, params.link),
  };
}
