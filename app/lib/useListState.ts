/**
 * A list's filters, sort and page in the URL (`?status=pending&q=zorg&sort=-name&page=2`), typed.
 *
 *   const LIST = { status: param.oneOf(ORGANIZATION_STATUSES), q: param.text(), sort: param.oneOf(SORTS, "name"), page: param.page() };
 *   const { state, update } = useListState(LIST);
 *   update({ status: "pending" });   // page back to 1, history entry replaced
 *   update({ page: 3 });             // a new history entry (Back returns to page 2)
 *
 * A value equal to its default leaves the URL (`?page=1` and `?sort=<default>` are never written);
 * a URL value that does not parse reads as the default. Parameters the schema does not name are
 * kept as they are. Changing anything but the page sends the list back to page 1.
 */
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";

export interface ParamCodec<T> {
  /** The value of a URL parameter (null: absent); anything invalid reads as the default. */
  parse: (raw: string | null) => T;
  /** The URL text of a value; undefined removes the parameter (the default). */
  serialize: (value: T) => string | undefined;
}

const MAX_PAGE = 10_000;

export const param = {
  /** Free text (a search), trimmed of nothing, cut at `max` characters; "" is absent. */
  text: (max = 100): ParamCodec<string> => ({
    parse: (raw) => (raw ?? "").slice(0, max),
    serialize: (v) => v.slice(0, max) || undefined,
  }),
  /** One of `values`; without a fallback the absent value is undefined ("all"). */
  oneOf: (<T extends string>(values: readonly T[], fallback?: T): ParamCodec<T | undefined> => ({
    parse: (raw) => (raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : fallback),
    serialize: (v) => (v === undefined || v === fallback || !(values as readonly string[]).includes(v) ? undefined : v),
  })) as {
    <T extends string>(values: readonly T[], fallback: T): ParamCodec<T>;
    <T extends string>(values: readonly T[]): ParamCodec<T | undefined>;
  },
  /** Several of `values`, comma-separated (`?status=pending,denied`); none is []. */
  manyOf: <T extends string>(values: readonly T[]): ParamCodec<T[]> => ({
    parse: (raw) => [
      ...new Set((raw ?? "").split(",").filter((v): v is T => (values as readonly string[]).includes(v))),
    ],
    serialize: (v) => v.filter((x) => (values as readonly string[]).includes(x)).join(",") || undefined,
  }),
  /** A positive id (`?organization=12`); anything else is undefined. */
  id: (): ParamCodec<string | undefined> => ({
    parse: (raw) => (raw && /^[1-9]\d{0,15}$/.test(raw) ? raw : undefined),
    serialize: (v) => (v && /^[1-9]\d{0,15}$/.test(v) ? v : undefined),
  }),
  /** `?mine=true`; false is absent. */
  flag: (): ParamCodec<boolean> => ({
    parse: (raw) => raw === "true",
    serialize: (v) => (v ? "true" : undefined),
  }),
  /** The page number: 1 (absent) up to 10,000. */
  page: (): ParamCodec<number> => ({
    parse: (raw) => {
      const n = Number(raw);
      return Number.isInteger(n) && n >= 1 ? Math.min(n, MAX_PAGE) : 1;
    },
    serialize: (v) => (Number.isInteger(v) && v > 1 ? String(Math.min(v, MAX_PAGE)) : undefined),
  }),
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a schema holds codecs of different value types
export type ListSchema = Record<string, ParamCodec<any>>;
export type ListState<S extends ListSchema> = { [K in keyof S]: ReturnType<S[K]["parse"]> };

/** The key of the page parameter: changing any other key sends the list back to page 1. */
export const PAGE_KEY = "page";

/** The schema's values read from the URL. */
export function readListState<S extends ListSchema>(schema: S, params: URLSearchParams): ListState<S> {
  const out = {} as ListState<S>;
  for (const key of Object.keys(schema) as (keyof S & string)[])
    out[key] = schema[key]!.parse(params.get(key)) as ListState<S>[typeof key];
  return out;
}

/** The URL after a change: changed keys written (defaults removed), the page reset unless it is what changed. */
export function writeListState<S extends ListSchema>(
  schema: S,
  params: URLSearchParams,
  change: Partial<ListState<S>>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const current = readListState(schema, params);
  let filterChanged = false;
  for (const [key, value] of Object.entries(change)) {
    const codec = schema[key];
    if (!codec) continue;
    const text = value === undefined ? undefined : codec.serialize(value);
    if (text === undefined) next.delete(key);
    else next.set(key, text);
    if (key !== PAGE_KEY && codec.serialize(current[key]) !== text) filterChanged = true;
  }
  if (filterChanged && !(PAGE_KEY in change)) next.delete(PAGE_KEY);
  return next;
}

export interface UpdateOptions {
  /** A new history entry (default: for a page change only; filters and sort replace the entry). */
  history?: "push" | "replace";
}

/** The list's state from the URL and `update` to change it; `params` for readers of the raw URL. */
export function useListState<S extends ListSchema>(schema: S) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(schema, params), [schema, params]);
  const update = useCallback(
    (change: Partial<ListState<S>>, options: UpdateOptions = {}) => {
      const paging = Object.keys(change).every((k) => k === PAGE_KEY);
      const push = (options.history ?? (paging ? "push" : "replace")) === "push";
      // A filter change keeps the scroll position; a new page starts at the top of the list.
      setParams((current) => writeListState(schema, current, change), { replace: !push, preventScrollReset: !paging });
    },
    [schema, setParams],
  );
  return { state, update, params };
}
