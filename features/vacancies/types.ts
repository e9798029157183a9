import type { VacancyAttributes } from "@contract/vacancies.ts";

type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;
/** An object type with its snake_case keys camelCased, as the app's JSON:API deserializer delivers it. */
export type Camelize<T> = { [K in keyof T as K extends string ? CamelCase<K> : K]: T[K] };

/** A vacancy as the screens take it: the deserialized resource (camelCase attributes). */
export interface Vacancy extends Camelize<VacancyAttributes> {
  id: string;
  /** The included organization (include=organization); its name at least. */
  organization?: { id: string; name?: string } | null;
  /** The included address (include=address), for the detail page. */
  address?: {
    street?: string | null;
    houseNumber?: string | null;
    postcode?: string | null;
    city?: string | null;
  } | null;
  /** Name of the center that shares this vacancy (shared vacancies only). */
  sharedBy: string | null;
}
