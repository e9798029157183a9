import { TEMPLATE_KEYS, TEMPLATE_META } from "@contract/notification-templates.ts";
import type { TemplateDetail, TemplatePreview, TemplateSummary } from "./types.ts";

export const TEMPLATE_SUMMARIES: TemplateSummary[] = TEMPLATE_KEYS.map((key) => ({
  key,
  channels: TEMPLATE_META[key].channels,
  security: TEMPLATE_META[key].security,
  customized: key === "application_received" ? ["nl"] : key === "new_message" ? ["nl", "en"] : [],
}));

export const APPLICATION_RECEIVED: TemplateDetail = {
  key: "application_received",
  channels: ["mail", "in_app"],
  security: false,
  customized: ["nl"],
  placeholders: TEMPLATE_META.application_received.placeholders,
  lists: {},
  translations: {
    nl: {
      subject: "Aanmelding voor {{vacancy_title}}",
      body: "Beste {{recipient_name}},\n\n{{volunteer_name}} wil graag helpen bij {{vacancy_title}}. Neem binnen een week contact op, dan blijft het enthousiasme erin!\n\nNaar de aanmelding: {{link}}",
    },
    en: {
      subject: "New response to {{vacancy_title}}",
      body: "Hello {{recipient_name}},\n\n{{volunteer_name}} responded to the vacancy {{vacancy_title}} of {{organization_name}}.\n\nView the response: {{link}}",
    },
  },
  defaults: {
    nl: {
      subject: "Nieuwe reactie op {{vacancy_title}}",
      body: "Hallo {{recipient_name}},\n\n{{volunteer_name}} heeft gereageerd op de vacature {{vacancy_title}} van {{organization_name}}.\n\nBekijk de reactie: {{link}}",
    },
    en: {
      subject: "New response to {{vacancy_title}}",
      body: "Hello {{recipient_name}},\n\n{{volunteer_name}} responded to the vacancy {{vacancy_title}} of {{organization_name}}.\n\nView the response: {{link}}",
    },
  },
};

export const PERIODIC_MAIL: TemplateDetail = {
  key: "periodic_vacancy_mail",
  channels: ["mail"],
  security: false,
  customized: [],
  placeholders: TEMPLATE_META.periodic_vacancy_mail.placeholders,
  lists: { vacancies: ["title", "organization", "place", "link"] },
  translations: {
    nl: {
      subject: "Nieuwe vacatures bij {{center_name}}",
      body: "Hallo {{recipient_name}},\n\n{{#each vacancies}}\n{{title}} ({{organization}})\nBekijk de vacature: {{link}}\n\n{{/each}}\nGeen mail meer: {{stop_link}}",
    },
    en: {
      subject: "New vacancies at {{center_name}}",
      body: "Hello {{recipient_name}},\n\n{{#each vacancies}}\n{{title}} ({{organization}})\nView the vacancy: {{link}}\n\n{{/each}}\nNo more mail: {{stop_link}}",
    },
  },
  defaults: {
    nl: { subject: "Nieuwe vacatures bij {{center_name}}", body: "Hallo {{recipient_name}}," },
    en: { subject: "New vacancies at {{center_name}}", body: "Hello {{recipient_name}}," },
  },
};

export const RESET_PASSWORD: TemplateDetail = {
  ...APPLICATION_RECEIVED,
  key: "reset_password_instructions",
  channels: ["mail"],
  security: true,
  customized: [],
  placeholders: TEMPLATE_META.reset_password_instructions.placeholders,
};

export const PREVIEW: TemplatePreview = {
  subject: "Aanmelding voor Voorleesvrijwilliger bibliotheek",
  html: `<!doctype html><html lang="nl"><body style="margin:0;background:#f1f5f9;font-family:Arial,sans-serif"><div style="max-width:600px;margin:24px auto;background:#fff;border-top:4px solid #0f766e;border-radius:8px;padding:24px"><h1 style="font-size:20px">Aanmelding voor Voorleesvrijwilliger bibliotheek</h1><p>Beste Sanne de Boer,</p><p>Ahmed Yilmaz wil graag helpen bij Voorleesvrijwilliger bibliotheek.</p><a href="#" style="display:inline-block;background:#0f766e;color:#fff;padding:12px 20px;border-radius:6px;font-weight:bold;text-decoration:none">Naar de aanmelding</a></div></body></html>`,
};
