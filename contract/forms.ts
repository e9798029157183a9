/**
 * Forms (PRODUCT.md section 4): a center-defined questionnaire published by a secret token link
 * (`/forms/:token`), its responses stored and listed for center staff (`/content/forms`), and the
 * signed-in user's own responses at `/profile-replies`.
 */
import * as yup from "yup";
import { LONG_TEXT, SINGLE_LINE_TEXT } from "./text.ts";
import { textObject } from "./text-rules.ts";

export const FORM_FIELD_KINDS = ["text", "long_text", "choice", "checkbox", "date", "email"] as const;
export type FormFieldKind = (typeof FORM_FIELD_KINDS)[number];
export const FORM_STATUSES = ["open", "closed"] as const;
export type FormStatus = (typeof FORM_STATUSES)[number];

export const FORM_TITLE_MAX = 150;
export const FORM_INTRODUCTION_MAX = 2000;
export const FORM_FIELDS_MAX = 30;
export const FORM_FIELD_LABEL_MAX = 200;
export const FORM_FIELD_HELP_MAX = 300;
export const FORM_FIELD_OPTIONS_MAX = 20;
export const FORM_FIELD_OPTION_MAX = 100;
/** Longest answer to a text (single line) and a long-text field. */
export const FORM_ANSWER_TEXT_MAX = 500;
export const FORM_ANSWER_LONG_TEXT_MAX = 5000;
/** 128 random bits, base64url without padding: 22 characters. */
export const FORM_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;
export const FORM_FIELD_KEY_PATTERN = /^[a-z0-9_-]{1,40}$/;
/** The form's responses in one staff list page at most. */
export const FORM_RESPONSES_PAGE_SIZE = 50;

/** One question of a form. */
export interface FormField {
  /** Stable within the form: answers are keyed by it. */
  key: string;
  label: string;
  kind: FormFieldKind;
  required: boolean;
  help: string | null;
  /** The choices of a `choice` field (at least two); empty for other kinds. */
  options: string[];
}

/** The wire attributes of a `form` resource. `token` and `response_count` only for center staff. */
export interface FormAttributes {
  title: string;
  introduction: string | null;
  status: FormStatus;
  fields: FormField[];
  token?: string;
  response_count?: number;
  created_at: string;
  updated_at: string;
}

/** One answer as stored: a snapshot of the question with the value given. */
export interface FormAnswer {
  key: string;
  label: string;
  kind: FormFieldKind;
  /** Text, an option, YYYY-MM-DD, an e-mail address, or a checkbox's true/false; null when left empty. */
  value: string | boolean | null;
}

/** The wire attributes of a `form_response` resource. */
export interface FormResponseAttributes {
  form_id: string;
  form_title: string;
  answers: FormAnswer[];
  /** Center staff only: the signed-in respondent's name and address (null when anonymous). */
  respondent_name?: string | null;
  respondent_email?: string | null;
  created_at: string;
}

export const formFieldSchema = textObject({
  key: yup.string().trim().matches(FORM_FIELD_KEY_PATTERN, { name: "key" }).nullable().optional(),
  label: yup.string().trim().min(1).max(FORM_FIELD_LABEL_MAX).required(),
  kind: yup.string().oneOf(FORM_FIELD_KINDS).required(),
  required: yup.boolean().optional(),
  help: yup.string().trim().max(FORM_FIELD_HELP_MAX).nullable().optional(),
  options: yup
    .array()
    .of(yup.string().trim().min(1).max(FORM_FIELD_OPTION_MAX).required())
    .max(FORM_FIELD_OPTIONS_MAX)
    .optional(),
});

/** POST /api/v1/forms and PATCH /api/v1/forms/{id}: data.attributes. */
export const formSchema = textObject({
  title: yup.string().trim().min(3).max(FORM_TITLE_MAX).required(),
  introduction: yup.string().trim().max(FORM_INTRODUCTION_MAX).nullable().optional(),
  status: yup.string().oneOf(FORM_STATUSES).optional(),
  fields: yup.array().of(formFieldSchema).max(FORM_FIELDS_MAX).optional(),
});
export type FormInput = yup.InferType<typeof formSchema>;

/** What is wrong with one answer (an error code of the API's messages), or null. */
export type AnswerProblem = "blank" | "invalid" | "invalid_email" | "inclusion" | "too_long" | "invalid_characters";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date in the form YYYY-MM-DD. */
export function isFormDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** An answer as the wire carries it, normalized (text trimmed; empty text is null), or `undefined` when its type is wrong. */
export function normalizeAnswer(field: Pick<FormField, "kind">, raw: unknown): string | boolean | null | undefined {
  if (raw === undefined || raw === null) return field.kind === "checkbox" ? false : null;
  if (field.kind === "checkbox") return typeof raw === "boolean" ? raw : undefined;
  if (typeof raw !== "string") return undefined;
  const text = raw.trim();
  return text === "" ? null : text;
}

/** The rules the browser and the server share for one answer: the same code on both sides. */
export function answerProblem(field: FormField, value: string | boolean | null): AnswerProblem | null {
  if (field.kind === "checkbox") return field.required && value !== true ? "blank" : null;
  if (value === null || value === false || value === "") return field.required ? "blank" : null;
  if (typeof value !== "string") return "invalid";
  switch (field.kind) {
    case "long_text":
      if (!LONG_TEXT.test(value)) return "invalid_characters";
      return value.length > FORM_ANSWER_LONG_TEXT_MAX ? "too_long" : null;
    case "text":
      if (!SINGLE_LINE_TEXT.test(value)) return "invalid_characters";
      return value.length > FORM_ANSWER_TEXT_MAX ? "too_long" : null;
    case "email":
      return value.length > 254 || !EMAIL.test(value) ? "invalid_email" : null;
    case "date":
      return isFormDate(value) ? null : "invalid";
    case "choice":
      return field.options.includes(value) ? null : "inclusion";
  }
  return "invalid";
}

/** The largest answer length per kind (for the inputs' maxLength and the server's too_long message). */
export const answerMax = (kind: FormFieldKind): number | undefined =>
  kind === "long_text" ? FORM_ANSWER_LONG_TEXT_MAX : kind === "text" ? FORM_ANSWER_TEXT_MAX : undefined;
