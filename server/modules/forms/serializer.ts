/** Form rows -> JSON:API `form` and `form_response` resources (contract/forms.ts). */
import { API_PATHS } from "@contract/paths.ts";
import type { FormRow } from "../../db/schema.ts";
import { iso, type Res } from "../../http/jsonapi.ts";
import type { ResponseWithPeople } from "./service.ts";

/** Staff see the token and the count; a visitor only what the page shows (the fields only while open). */
export function formResource(f: FormRow, staff: { responseCount: number } | null): Res {
  const open = f.status === "open";
  return {
    type: "form",
    id: String(f.id),
    attributes: {
      title: f.title,
      introduction: f.introduction,
      status: f.status,
      fields: staff || open ? f.fields : [],
      ...(staff ? { token: f.token, response_count: staff.responseCount } : {}),
      created_at: iso(f.createdAt),
      updated_at: iso(f.updatedAt),
    },
    ...(staff ? { links: { self: API_PATHS.form(f.id) } } : {}),
  };
}

/** The respondent's name and address only for center staff; a user's own list never needs them. */
export function formResponseResource(r: ResponseWithPeople, staff: boolean): Res {
  return {
    type: "form_response",
    id: String(r.id),
    attributes: {
      form_id: String(r.formId),
      form_title: r.formTitle,
      answers: r.answers,
      ...(staff ? { respondent_name: r.respondentName, respondent_email: r.respondentEmail } : {}),
      created_at: iso(r.createdAt),
    },
  };
}
