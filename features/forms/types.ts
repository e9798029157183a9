import { formatLongDate, intlLocale } from "@contract/amsterdam-time.ts";
import {
  answerProblem,
  normalizeAnswer,
  type AnswerProblem,
  type FormAnswer,
  type FormField,
  type FormFieldKind,
  type FormStatus,
} from "@contract/forms.ts";

export type { FormAnswer, FormField, FormFieldKind, FormStatus };
export type LoadState = "loading" | "failed" | "ready";

/** A form as the staff's screens use it. */
export interface FormDef {
  id: string;
  title: string;
  introduction: string | null;
  status: FormStatus;
  fields: FormField[];
  token: string;
  responseCount: number;
  updatedAt: string;
}

/** What a visitor's link shows. */
export interface PublicForm {
  title: string;
  introduction: string | null;
  status: FormStatus;
  fields: FormField[];
}

/** One response (staff see who sent it; one's own list does not need that). */
export interface FormReply {
  id: string;
  formId: string;
  formTitle: string;
  answers: FormAnswer[];
  respondentName?: string | null;
  respondentEmail?: string | null;
  createdAt: string;
}

/** The answers being typed: text per key, true/false for a checkbox. */
export type AnswerValues = Record<string, string | boolean>;

/** What the form editor edits. */
export interface FormValues {
  title: string;
  introduction: string;
  status: FormStatus;
  fields: FormField[];
}

export const emptyFormValues: FormValues = { title: "", introduction: "", status: "closed", fields: [] };

export const formValuesOf = (f: FormDef): FormValues => ({
  title: f.title,
  introduction: f.introduction ?? "",
  status: f.status,
  fields: f.fields.map((field) => ({ ...field, options: [...field.options] })),
});

/** A submit failure: messages per field (answer key, or the editor's path such as `fields.0.label`). */
export type Failure = Error & { fieldErrors?: Record<string, string>; status?: number };

/** The problem of one typed answer by the rules the server applies (contract/forms.ts). */
export function problemOf(field: FormField, value: string | boolean | undefined): AnswerProblem | null {
  const normalized = normalizeAnswer(field, value);
  return normalized === undefined ? "invalid" : answerProblem(field, normalized);
}

export function formatDateTime(iso: string, locale: string): string {
  return formatLongDate(iso, locale, true);
}

/** A YYYY-MM-DD answer as a reader writes it ("3 maart 2026"). */
export function formatAnswerDate(value: string, locale: string): string {
  const [y, m, d] = value.split("-").map(Number);
  if (!y || !m || !d) return value;
  return new Intl.DateTimeFormat(intlLocale(locale), {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(y, m - 1, d)));
}
