/**
 * Localized texts (nl, en) of the forms module's error codes and field names, merged into the
 * shared maps (server/http/messages.ts) once without overriding an existing entry.
 */
import type { Locale } from "@contract/enums.ts";
import { FIELD_NAMES, MESSAGES, type Message } from "../../http/messages.ts";

type Text = Record<Locale, string>;

const FORM_MESSAGES: Record<string, Message> = {
  form_options_needed: {
    title: { nl: "Keuzes ontbreken", en: "Choices missing" },
    detail: {
      nl: "Geef een keuzevraag minstens twee verschillende keuzes.",
      en: "Give a choice question at least two different choices.",
    },
  },
  form_closed: {
    title: { nl: "Formulier gesloten", en: "Form closed" },
    detail: {
      nl: "Dit formulier is gesloten: er kunnen geen antwoorden meer worden verstuurd.",
      en: "This form is closed: no more answers can be sent.",
    },
  },
};

const FORM_FIELD_NAMES: Record<string, Text> = {
  title: { nl: "Titel", en: "Title" },
  introduction: { nl: "Inleiding", en: "Introduction" },
  fields: { nl: "Vragen", en: "Questions" },
  label: { nl: "Vraag", en: "Question" },
  kind: { nl: "Soort vraag", en: "Kind of question" },
  required: { nl: "Verplicht", en: "Required" },
  help: { nl: "Toelichting", en: "Help text" },
  options: { nl: "Keuzes", en: "Choices" },
  key: { nl: "Sleutel", en: "Key" },
  answers: { nl: "Antwoorden", en: "Answers" },
  form_token: { nl: "Formulierlink", en: "Form link" },
};

let installed = false;
export function installFormMessages() {
  if (installed) return;
  installed = true;
  for (const [k, v] of Object.entries(FORM_MESSAGES)) if (!Object.hasOwn(MESSAGES, k)) MESSAGES[k] = v;
  for (const [k, v] of Object.entries(FORM_FIELD_NAMES)) if (!Object.hasOwn(FIELD_NAMES, k)) FIELD_NAMES[k] = v;
}
