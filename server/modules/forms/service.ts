/** The SQL and the rules of the forms module. */
import { randomBytes } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import {
  FORM_FIELD_KEY_PATTERN,
  answerProblem,
  normalizeAnswer,
  type FormAnswer,
  type FormField,
  type FormInput,
} from "@contract/forms.ts";
import type { Tx } from "../../db/client.ts";
import { formResponses, forms, users, type FormResponseRow, type FormRow } from "../../db/schema.ts";
import { ApiError, type ErrorSpec } from "../../http/errors.ts";

/** An unguessable link token: 128 random bits, base64url (22 characters). */
export const newFormToken = (): string => randomBytes(16).toString("base64url");

/** A key for a new field: "veld-1", "veld-2" ... not yet used in the form. */
function freeKey(used: Set<string>): string {
  for (let n = used.size + 1; ; n++) {
    const key = `veld-${n}`;
    if (!used.has(key)) return key;
  }
}

/**
 * The fields as stored: each with a unique key (kept where given, else made), options only for a
 * choice (at least two, no duplicates), help text null when empty. 422 with pointers otherwise.
 */
export function storedFields(input: NonNullable<FormInput["fields"]>, base: string): FormField[] {
  const errors: ErrorSpec[] = [];
  const used = new Set<string>();
  for (const f of input) if (f?.key && FORM_FIELD_KEY_PATTERN.test(f.key)) used.add(f.key);
  const seen = new Set<string>();
  const out = input.map((f, i) => {
    let key = f!.key && FORM_FIELD_KEY_PATTERN.test(f!.key) ? f!.key : "";
    if (key && seen.has(key))
      errors.push({ code: "validation_failed", field: "taken", pointer: `${base}/fields/${i}/key` });
    if (!key) {
      key = freeKey(used);
      used.add(key);
    }
    seen.add(key);
    const kind = f!.kind as FormField["kind"];
    const options = kind === "choice" ? [...new Set((f!.options ?? []).map((o) => o!.trim()))] : [];
    if (kind === "choice" && options.length < 2)
      errors.push({ code: "validation_failed", field: "form_options_needed", pointer: `${base}/fields/${i}/options` });
    return { key, label: f!.label, kind, required: f!.required === true, help: f!.help || null, options };
  });
  if (errors.length) throw new ApiError(422, errors);
  return out;
}

/**
 * The answers to an open form checked against its fields with the rules the browser uses
 * (contract/forms.ts answerProblem); a snapshot of each question with its value, or 422 with a
 * pointer per answer (`/data/attributes/answers/<key>`) naming the question.
 */
export function checkedAnswers(fields: readonly FormField[], raw: Record<string, unknown>, base: string): FormAnswer[] {
  const errors: ErrorSpec[] = [];
  const known = new Set(fields.map((f) => f.key));
  for (const key of Object.keys(raw))
    if (!known.has(key))
      errors.push({
        code: "validation_failed",
        field: "invalid",
        pointer: `${base}/answers/${key.slice(0, 60)}`,
        params: { field: key.slice(0, 60) },
      });
  const answers = fields.map((f) => {
    const value = normalizeAnswer(f, Object.hasOwn(raw, f.key) ? raw[f.key] : undefined);
    const problem = value === undefined ? "invalid" : answerProblem(f, value);
    if (problem)
      errors.push({
        code: "validation_failed",
        field: problem,
        pointer: `${base}/answers/${f.key}`,
        params: { field: f.label, max: f.kind === "long_text" ? 5000 : 500 },
      });
    return { key: f.key, label: f.label, kind: f.kind, value: value ?? null };
  });
  if (errors.length) throw new ApiError(422, errors);
  return answers;
}

/** The center's forms, newest first, each with its number of responses. */
export async function listForms(tx: Tx, centerId: number): Promise<(FormRow & { responseCount: number })[]> {
  const rows = await tx
    .select({
      form: forms,
      // Qualified by hand: an unqualified "id" inside the subquery would be the response's own.
      count: sql<number>`(select count(*)::int from form_responses r where r.form_id = "forms"."id")`,
    })
    .from(forms)
    .where(eq(forms.centerId, centerId))
    .orderBy(desc(forms.id));
  return rows.map((r) => ({ ...r.form, responseCount: Number(r.count) }));
}

export async function findForm(tx: Tx, centerId: number, id: number): Promise<FormRow | null> {
  const [row] = await tx
    .select()
    .from(forms)
    .where(and(eq(forms.id, id), eq(forms.centerId, centerId)))
    .limit(1);
  return row ?? null;
}

export async function responseCount(tx: Tx, formId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(formResponses)
    .where(eq(formResponses.formId, formId));
  return Number(row?.n ?? 0);
}

/** The form behind a link, only of this center. */
export async function findFormByToken(tx: Tx, centerId: number, token: string): Promise<FormRow | null> {
  const [row] = await tx
    .select()
    .from(forms)
    .where(and(eq(forms.token, token), eq(forms.centerId, centerId)))
    .limit(1);
  return row ?? null;
}

export type ResponseWithPeople = FormResponseRow & {
  formTitle: string;
  respondentName: string | null;
  respondentEmail: string | null;
};

const respondentName = sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`;

export type ResponseFilter = { formId: number; userId?: never } | { userId: number; formId?: never };

/** Responses of one form (newest first, paged) or of one user (all), with the respondent's name and the form's title. */
export async function listResponses(
  tx: Tx,
  centerId: number,
  where: ResponseFilter,
  page: { number: number; size: number },
): Promise<{ rows: ResponseWithPeople[]; total: number }> {
  const rows = await tx
    .select({
      response: formResponses,
      formTitle: forms.title,
      name: respondentName,
      email: users.email,
      total: sql<number>`count(*) over ()`,
    })
    .from(formResponses)
    .innerJoin(forms, eq(forms.id, formResponses.formId))
    .leftJoin(users, eq(users.id, formResponses.userId))
    .where(
      and(
        eq(formResponses.centerId, centerId),
        where.formId !== undefined ? eq(formResponses.formId, where.formId) : undefined,
        where.userId !== undefined ? eq(formResponses.userId, where.userId) : undefined,
      ),
    )
    .orderBy(desc(formResponses.createdAt), desc(formResponses.id))
    .limit(page.size)
    .offset((page.number - 1) * page.size);
  return {
    rows: rows.map((r) => ({
      ...r.response,
      formTitle: r.formTitle,
      respondentName: r.name ?? null,
      respondentEmail: r.email ?? null,
    })),
    total: Number(rows[0]?.total ?? 0),
  };
}
