import { formatPostcode, type VacancyCategory, type VacancySchedule, type VacancyStatus } from "@contract/vacancies.ts";
import type { VacancyPayload } from "@contract/vacancy-schemas.ts";
import type { Vacancy } from "./types.ts";

/** The add/edit form's values (camelCase, as the server's field errors arrive through toSubmitFailure). */
export interface VacancyFormValues {
  title: string;
  summary: string;
  description: string;
  categories: VacancyCategory[];
  /** Comma-separated in the form, a list on the wire. */
  skills: string;
  targetGroups: string;
  remote: boolean;
  street: string;
  houseNumber: string;
  postcode: string;
  city: string;
  hoursPerWeek: number | null;
  schedule: VacancySchedule | "";
  startDate: string;
  endDate: string;
  positions: number | null;
  minimumAge: number | null;
  vogRequired: boolean;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  imageUrl: string;
  imageAlt: string;
  sharedWithCenters: string[];
}

/** What the submit buttons mean: keep as draft, publish, or save keeping the current status. */
export type VacancyIntent = "draft" | "publish" | "save";

export const EMPTY_VACANCY_FORM: VacancyFormValues = {
  title: "",
  summary: "",
  description: "",
  categories: [],
  skills: "",
  targetGroups: "",
  remote: false,
  street: "",
  houseNumber: "",
  postcode: "",
  city: "",
  hoursPerWeek: null,
  schedule: "",
  startDate: "",
  endDate: "",
  positions: null,
  minimumAge: null,
  vogRequired: false,
  contactName: "",
  contactEmail: "",
  contactPhone: "",
  imageUrl: "",
  imageAlt: "",
  sharedWithCenters: [],
};

/** 'koken, , Engels ,koken' -> ['koken', 'Engels'] */
export function splitList(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of text.split(/[,\n]/)) {
    const item = part.trim().replace(/\s+/g, " ");
    if (item && !seen.has(item.toLowerCase())) {
      seen.add(item.toLowerCase());
      out.push(item);
    }
  }
  return out;
}

/** A vacancy from the API -> the form's values (nulls become empty fields). */
export function formValuesOf(v: Vacancy): VacancyFormValues {
  return {
    title: v.title ?? "",
    summary: v.summary ?? "",
    description: v.description ?? "",
    categories: [...(v.categories ?? [])],
    skills: (v.skills ?? []).join(", "),
    targetGroups: (v.targetGroups ?? []).join(", "),
    remote: v.remote ?? false,
    street: v.address?.street ?? "",
    houseNumber: v.address?.houseNumber ?? "",
    postcode: v.address?.postcode ?? v.postcode ?? "",
    city: v.address?.city ?? v.city ?? "",
    hoursPerWeek: v.hoursPerWeek ?? null,
    schedule: v.schedule ?? "",
    startDate: v.startDate ?? "",
    endDate: v.endDate ?? "",
    positions: v.positions ?? null,
    minimumAge: v.minimumAge ?? null,
    vogRequired: v.vogRequired ?? false,
    contactName: v.contactName ?? "",
    contactEmail: v.contactEmail ?? "",
    contactPhone: v.contactPhone ?? "",
    imageUrl: v.imageUrl ?? "",
    imageAlt: v.imageAlt ?? "",
    sharedWithCenters: [...(v.sharedWithCenters ?? [])],
  };
}

const orNull = (s: string) => (s.trim() === "" ? null : s.trim());

/** 1234ab -> 1234 AB; anything else as typed (trimmed), for the schema to judge. */
export function normalizePostcode(postcode: string): string {
  return formatPostcode(postcode) ?? postcode.trim();
}

/**
 * The form's values -> data.attributes of POST/PATCH /api/v1/vacancies (snake_case, the
 * contract's VacancyPayload). `status` follows the intent; 'save' leaves it as it is.
 * `sharing` false leaves shared_with_centers out (tenants without centre sharing).
 */
export function toVacancyAttributes(
  values: VacancyFormValues,
  intent: VacancyIntent,
  sharing = false,
): Omit<VacancyPayload, "status"> & { status?: VacancyStatus } {
  const address = {
    street: orNull(values.street),
    house_number: orNull(values.houseNumber),
    postcode: values.postcode.trim() ? normalizePostcode(values.postcode) : null,
    city: orNull(values.city),
  };
  const hasAddress = Object.values(address).some((v) => v !== null);
  const attributes: Omit<VacancyPayload, "status"> & { status?: VacancyStatus } = {
    title: values.title.trim(),
    summary: orNull(values.summary),
    description: values.description.trim() === "" ? null : values.description,
    categories: values.categories,
    skills: splitList(values.skills),
    target_groups: splitList(values.targetGroups),
    remote: values.remote,
    address: hasAddress ? address : null,
    hours_per_week: values.hoursPerWeek,
    schedule: values.schedule || null,
    start_date: orNull(values.startDate),
    end_date: orNull(values.endDate),
    positions: values.positions,
    minimum_age: values.minimumAge,
    vog_required: values.vogRequired,
    contact_name: orNull(values.contactName),
    contact_email: orNull(values.contactEmail),
    contact_phone: orNull(values.contactPhone),
    image_url: orNull(values.imageUrl),
    image_alt: values.imageUrl.trim() ? orNull(values.imageAlt) : null,
  };
  if (sharing) attributes.shared_with_centers = values.sharedWithCenters;
  if (intent === "draft") attributes.status = "draft";
  if (intent === "publish") attributes.status = "published";
  return attributes;
}

/** Whether rich text has any visible text ('<p></p>' has none). */
export function hasText(html: string | null | undefined): boolean {
  return Boolean(
    html &&
    html
      .replace(/<[^>]*>/g, "")
      .replace(/&nbsp;/g, " ")
      .trim(),
  );
}
