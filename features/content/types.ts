import type { ContentBlock, ContentPageAttributes, MenuItemAttributes, VacancyListBlock } from "@contract/content.ts";

type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;
type Camelize<T> = { [K in keyof T as K extends string ? CamelCase<K> : K]: T[K] };

/** A content page as the screens take it (the deserialized resource, camelCase attributes). */
export interface ContentPage extends Camelize<ContentPageAttributes> {
  id: string;
}

/** A menu item as the screens take it. */
export interface MenuItem extends Camelize<MenuItemAttributes> {
  id: string;
}

export type { ContentBlock, VacancyListBlock };

/** The center's contact details, for the contact block. */
export interface CenterContact {
  name: string;
  email?: string | null;
  phone?: string | null;
  address?: string | null;
  contactName?: string | null;
  contactRole?: string | null;
}

/** Where a screen's data is. */
export type LoadState = "loading" | "error" | "success";
