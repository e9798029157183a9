import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { FORM_RESPONSES_PAGE_SIZE, type FormAnswer, type FormField, type FormStatus } from "@contract/forms.ts";
import { API_PATHS } from "@contract/paths.ts";
import type { AnswerValues, FormDef, FormReply, FormValues, PublicForm } from "@features/forms/types.ts";
import type { ApiClient } from "../../../api/client.ts";
import { isApiError } from "../../../api/errors.ts";
import type { Deserialized } from "../../../api/jsonapi.ts";
import { useServices } from "../../../services.tsx";

/** One query-key root for the forms domain. */
export const FORMS_KEY = ["forms"] as const;

const str = (v: unknown): string | null => (typeof v === "string" && v !== "" ? v : null);
const status = (v: unknown): FormStatus => (v === "open" ? "open" : "closed");
const fieldsOf = (v: unknown): FormField[] => (Array.isArray(v) ? (v as FormField[]) : []);

/**
 * Deserialized attributes arrive camelCased (api/jsonapi.ts): the fields' and answers' own keys
 * (`help`, `options`, `key`, `value`) have no underscore, so they read the same.
 */
export function toFormDef(r: Deserialized): FormDef {
  return {
    id: r.id,
    title: str(r.title) ?? "",
    introduction: str(r.introduction),
    status: status(r.status),
    fields: fieldsOf(r.fields),
    token: str(r.token) ?? "",
    responseCount: typeof r.responseCount === "number" ? r.responseCount : 0,
    updatedAt: str(r.updatedAt) ?? "",
  };
}

export function toReply(r: Deserialized): FormReply {
  return {
    id: r.id,
    formId: str(r.formId) ?? "",
    formTitle: str(r.formTitle) ?? "",
    answers: Array.isArray(r.answers) ? (r.answers as FormAnswer[]) : [],
    respondentName: str(r.respondentName),
    respondentEmail: str(r.respondentEmail),
    createdAt: str(r.createdAt) ?? "",
  };
}

/**
 * An API failure keyed as the forms' screens show it: an answer's message under its question's
 * key, an editor's under its path (`title`, `fields.0.label`).
 */
export function formFailure(error: unknown): Error & { fieldErrors?: Record<string, string>; status?: number } {
  if (!isApiError(error)) return error instanceof Error ? error : new Error(String(error));
  const fieldErrors: Record<string, string> = {};
  for (const e of error.errors) {
    const pointer = e.source?.pointer;
    if (!pointer?.startsWith("/data/attributes/")) continue;
    const path = pointer.slice("/data/attributes/".length).split("/");
    const key = path[0] === "answers" ? path.slice(1).join("/") : path.join(".");
    fieldErrors[key] ??= e.detail ?? e.title;
  }
  return Object.assign(new Error(error.errors[0]?.detail ?? error.message), { fieldErrors, status: error.status });
}

async function fetchPublicForm(client: ApiClient, token: string, signal?: AbortSignal): Promise<PublicForm> {
  const r = (await client.get<Deserialized>(API_PATHS.formByToken(token), { signal })).data;
  return {
    title: str(r.title) ?? "",
    introduction: str(r.introduction),
    status: status(r.status),
    fields: fieldsOf(r.fields),
  };
}

/** The form behind a link (a visitor's): 404 is an answer, not a failure to retry. */
export function usePublicForm(token: string | undefined) {
  const { client } = useServices();
  const query = useQuery({
    queryKey: [...FORMS_KEY, "by_token", token],
    queryFn: ({ signal }) => fetchPublicForm(client, token!, signal),
    enabled: !!token,
    retry: false,
  });
  const send = useCallback(
    async (answers: AnswerValues) => {
      try {
        await client.post(API_PATHS.formResponses, {
          data: { type: "form_response", attributes: { form_token: token, answers } },
        });
      } catch (error) {
        throw formFailure(error);
      }
    },
    [client, token],
  );
  return { query, send };
}

/** The signed-in user's own responses (newest first). */
export function useMyReplies() {
  const { client } = useServices();
  return useQuery({
    queryKey: [...FORMS_KEY, "mine"],
    queryFn: async ({ signal }) =>
      (
        await client.get<Deserialized[]>(API_PATHS.myFormResponses, { query: { page: { size: 100 } }, signal })
      ).data.map(toReply),
  });
}

const attributesOf = (v: FormValues) => ({
  title: v.title,
  introduction: v.introduction || null,
  status: v.status,
  fields: v.fields.map((f) => ({
    ...(f.key ? { key: f.key } : {}),
    label: f.label,
    kind: f.kind,
    required: f.required,
    help: f.help || null,
    options: f.kind === "choice" ? f.options : [],
  })),
});

/** Staff: the center's forms, a save, open/close, a new link, a delete; each refreshes the list. */
export function useFormsManagement() {
  const { client } = useServices();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: [...FORMS_KEY, "manage"],
    queryFn: async ({ signal }) => (await client.get<Deserialized[]>(API_PATHS.forms, { signal })).data.map(toFormDef),
  });
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: FORMS_KEY }), [queryClient]);
  const save = useCallback(
    async (id: string | null, values: FormValues) => {
      const attributes = attributesOf(values);
      try {
        if (id) await client.patch(API_PATHS.form(id), { data: { type: "form", id, attributes } });
        else await client.post(API_PATHS.forms, { data: { type: "form", attributes } });
      } catch (error) {
        throw formFailure(error);
      }
      await refresh();
    },
    [client, refresh],
  );
  const setStatus = useCallback(
    async (form: FormDef, next: FormStatus) => {
      await client.patch(API_PATHS.form(form.id), {
        data: { type: "form", id: form.id, attributes: { status: next } },
      });
      await refresh();
    },
    [client, refresh],
  );
  const regenerate = useCallback(
    async (form: FormDef) => {
      await client.post(API_PATHS.formToken(form.id), {});
      await refresh();
    },
    [client, refresh],
  );
  const remove = useMutation({
    mutationFn: (form: FormDef) => client.delete(API_PATHS.form(form.id)),
    onSuccess: refresh,
  });
  return { list, save, setStatus, regenerate, remove: remove.mutateAsync as (f: FormDef) => Promise<unknown> };
}

/** Staff: one form's newest responses (the CSV has all of them). */
export function useFormResponses(formId: string | null) {
  const { client } = useServices();
  return useQuery({
    queryKey: [...FORMS_KEY, "responses", formId],
    queryFn: async ({ signal }) => {
      const res = await client.get<Deserialized[]>(API_PATHS.formResponses, {
        query: { filter: { form_id_eq: formId! }, page: { size: FORM_RESPONSES_PAGE_SIZE } },
        signal,
      });
      const replies = res.data.map(toReply);
      return { replies, total: typeof res.meta.total_count === "number" ? res.meta.total_count : replies.length };
    },
    enabled: !!formId,
  });
}
