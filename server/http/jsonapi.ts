/** JSON:API documents and the list query (include, filter, sort, page, fields) parsing. */
import type { FastifyRequest } from "fastify";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "@contract/paths.ts";
import type { JsonApiDocument, Resource } from "@contract/resources.ts";
import { ApiError, badRequest } from "./errors.ts";

export type Res = Resource<string, Record<string, unknown>>;

export const ref = (type: string, id: number | string | null | undefined) =>
  id === null || id === undefined ? null : { type, id: String(id) };

export function iso(d: Date | string | null | undefined): string | null {
  if (d === null || d === undefined) return null;
  return (d instanceof Date ? d : new Date(d)).toISOString();
}

/** Collects included resources without duplicates. */
export class Included {
  private readonly map = new Map<string, Res>();
  add(res: Res | null | undefined) {
    if (res) this.map.set(`${res.type}:${res.id}`, res);
  }
  list(): Res[] {
    return [...this.map.values()];
  }
}

export function queryObject(req: FastifyRequest): Record<string, unknown> {
  const q = req.query;
  return q && typeof q === "object" ? (q as Record<string, unknown>) : {};
}

/** Sparse fieldsets: `fields[type]=a,b`. */
export function parseFields(req: FastifyRequest): Map<string, Set<string>> {
  const raw = queryObject(req).fields;
  const out = new Map<string, Set<string>>();
  if (raw === undefined) return out;
  if (!raw || typeof raw !== "object" || Array.isArray(raw))
    throw badRequest("invalid_parameter", { parameter: "fields", params: { name: "fields" } });
  for (const [type, value] of Object.entries(raw as Record<string, unknown>)) {
    if (typeof value !== "string")
      throw badRequest("invalid_parameter", { parameter: `fields[${type}]`, params: { name: `fields[${type}]` } });
    out.set(
      type,
      new Set(
        value
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    );
  }
  return out;
}

function applyFields(res: Res, fields: Map<string, Set<string>>): Res {
  const set = fields.get(res.type);
  if (!set) return res;
  const attributes: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(res.attributes)) if (set.has(k)) attributes[k] = v;
  const out: Res = { ...res, attributes };
  if (res.relationships) {
    out.relationships = {};
    for (const [k, v] of Object.entries(res.relationships)) if (set.has(k)) out.relationships[k] = v;
  }
  return out;
}

export function document(
  req: FastifyRequest,
  data: Res | Res[] | null,
  options: { included?: Included; meta?: Record<string, unknown>; links?: JsonApiDocument["links"] } = {},
): JsonApiDocument<Res | Res[] | null> {
  const fields = parseFields(req);
  const shape = (r: Res) => applyFields(r, fields);
  const doc: JsonApiDocument<Res | Res[] | null> = {
    data: Array.isArray(data) ? data.map(shape) : data ? shape(data) : null,
  };
  const included = options.included?.list();
  if (included && included.length) doc.included = included.map(shape);
  if (options.links) doc.links = options.links;
  if (options.meta) doc.meta = options.meta;
  return doc;
}

/** `include=a,b.c` against an allowlist. */
export function parseInclude(req: FastifyRequest, allowed: readonly string[]): Set<string> {
  const raw = queryObject(req).include;
  if (raw === undefined || raw === "") return new Set();
  if (typeof raw !== "string")
    throw badRequest("invalid_include", { parameter: "include", params: { name: "include" } });
  const out = new Set<string>();
  for (const name of raw
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)) {
    if (!allowed.includes(name))
      throw badRequest("invalid_include", { parameter: "include", params: { name: name.slice(0, 50) } });
    out.add(name);
  }
  return out;
}

export type FilterKind = "id" | "ids" | "text" | "enum" | "enums" | "date";
export interface FilterDef {
  kind: FilterKind;
  values?: readonly string[];
}

export type ParsedFilters = Record<string, string | string[]>;

const ID_RE = /^\d{1,15}$/;

/** Ransack-style `filter[attr_predicate]=value` against an allowlist; anything else is a 400. */
export function parseFilters(req: FastifyRequest, allowed: Record<string, FilterDef>): ParsedFilters {
  const raw = queryObject(req).filter;
  if (raw === undefined) return {};
  if (!raw || typeof raw !== "object" || Array.isArray(raw))
    throw badRequest("invalid_filter", { parameter: "filter", params: { name: "filter" } });
  const out: ParsedFilters = {};
  for (const [name, value] of Object.entries(raw as Record<string, unknown>)) {
    const def = Object.hasOwn(allowed, name) ? allowed[name] : undefined;
    const fail = () =>
      new ApiError(400, {
        code: "invalid_filter",
        parameter: `filter[${name.slice(0, 50)}]`,
        params: { name: name.slice(0, 50) },
      });
    if (!def) throw fail();
    const list = def.kind === "ids" || def.kind === "enums";
    let values: string[];
    if (typeof value === "string") values = list ? value.split(",") : [value];
    else if (Array.isArray(value) && list && value.every((v) => typeof v === "string")) values = value as string[];
    else throw fail();
    values = values.map((v) => v.trim()).filter((v) => v !== "");
    if (!list && values.length !== 1) throw fail();
    if (values.length > 100) throw fail();
    for (const v of values) {
      if ((def.kind === "id" || def.kind === "ids") && !ID_RE.test(v)) throw fail();
      if ((def.kind === "enum" || def.kind === "enums") && !def.values?.includes(v)) throw fail();
      if (def.kind === "text" && v.length > 200) throw fail();
      if (def.kind === "date" && Number.isNaN(Date.parse(v))) throw fail();
    }
    out[name] = list ? values : values[0]!;
  }
  return out;
}

export interface SortKey {
  field: string;
  desc: boolean;
}
export function parseSort(req: FastifyRequest, allowed: readonly string[], fallback: SortKey[]): SortKey[] {
  const raw = queryObject(req).sort;
  if (raw === undefined || raw === "") return fallback;
  if (typeof raw !== "string") throw badRequest("invalid_sort", { parameter: "sort", params: { name: "sort" } });
  const keys: SortKey[] = [];
  for (const part of raw
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)) {
    const desc = part.startsWith("-");
    const field = desc ? part.slice(1) : part;
    if (!allowed.includes(field))
      throw badRequest("invalid_sort", { parameter: "sort", params: { name: part.slice(0, 50) } });
    keys.push({ field, desc });
  }
  return keys.length ? keys.slice(0, 5) : fallback;
}

export interface Page {
  number: number;
  size: number;
}
export function parsePage(req: FastifyRequest): Page {
  const raw = queryObject(req).page;
  if (raw === undefined) return { number: 1, size: DEFAULT_PAGE_SIZE };
  if (!raw || typeof raw !== "object" || Array.isArray(raw))
    throw badRequest("invalid_page", { parameter: "page", params: { name: "page", max: MAX_PAGE_SIZE } });
  const obj = raw as Record<string, unknown>;
  const page: Page = { number: 1, size: DEFAULT_PAGE_SIZE };
  for (const [key, value] of Object.entries(obj)) {
    const fail = () =>
      badRequest("invalid_page", {
        parameter: `page[${key.slice(0, 20)}]`,
        params: { name: `page[${key.slice(0, 20)}]`, max: MAX_PAGE_SIZE },
      });
    if (key !== "number" && key !== "size") throw fail();
    if (typeof value !== "string" || !/^\d{1,7}$/.test(value)) throw fail();
    const n = Number(value);
    if (key === "number") {
      if (n < 1 || n > 1_000_000) throw fail();
      page.number = n;
    } else {
      if (n < 1 || n > MAX_PAGE_SIZE) throw fail();
      page.size = n;
    }
  }
  return page;
}

/** Pagination links and meta for a list. */
export function pagination(req: FastifyRequest, page: Page, total: number) {
  const last = Math.max(1, Math.ceil(total / page.size));
  const url = new URL(req.url, "http://x");
  const link = (n: number) => {
    url.searchParams.set("page[number]", String(n));
    url.searchParams.set("page[size]", String(page.size));
    return `${url.pathname}?${url.searchParams.toString()}`;
  };
  return {
    meta: { total_count: total, page_number: page.number, page_size: page.size, page_count: last },
    links: {
      self: link(page.number),
      first: link(1),
      prev: page.number > 1 ? link(Math.min(page.number - 1, last)) : null,
      next: page.number < last ? link(page.number + 1) : null,
      last: link(last),
    },
  };
}

/**
 * The request body's resource attributes: JSON:API `{data: {type, attributes}}`, or a plain
 * `{<key>: {...}}` / flat object for the devise-style calls. Always a fresh object without a prototype chain.
 */
export function bodyAttributes(
  req: FastifyRequest,
  options: { type?: string; wrapper?: string; flat?: boolean } = {},
): Record<string, unknown> {
  const body = req.body;
  if (body === undefined || body === null) return {};
  if (typeof body !== "object" || Array.isArray(body)) throw new ApiError(400, { code: "bad_request", pointer: "" });
  const obj = body as Record<string, unknown>;
  if ("data" in obj) {
    const data = obj.data;
    if (!data || typeof data !== "object" || Array.isArray(data))
      throw new ApiError(400, { code: "bad_request", pointer: "/data" });
    const d = data as Record<string, unknown>;
    if (options.type && d.type !== undefined && d.type !== options.type)
      throw new ApiError(409, { code: "conflict", pointer: "/data/type" });
    const attrs = d.attributes ?? {};
    if (!attrs || typeof attrs !== "object" || Array.isArray(attrs))
      throw new ApiError(400, { code: "bad_request", pointer: "/data/attributes" });
    return clean(attrs as Record<string, unknown>);
  }
  if (options.wrapper && options.wrapper in obj) {
    const inner = obj[options.wrapper];
    if (!inner || typeof inner !== "object" || Array.isArray(inner))
      throw new ApiError(400, { code: "bad_request", pointer: `/${options.wrapper}` });
    return clean(inner as Record<string, unknown>);
  }
  if (options.flat) return clean(obj);
  return {};
}

function clean(obj: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const [k, v] of Object.entries(obj)) {
    if (k === "__proto__" || k === "constructor" || k === "prototype") continue;
    out[k] = v;
  }
  return { ...out };
}

/** Reject attributes that are not in the allowlist (422 with a pointer), so typos never pass silently. */
export function onlyAttributes(attrs: Record<string, unknown>, allowed: readonly string[], base = "/data/attributes") {
  const unknown = Object.keys(attrs).filter((k) => !allowed.includes(k));
  if (unknown.length)
    throw new ApiError(
      422,
      unknown
        .slice(0, 10)
        .map((k) => ({ code: "validation_failed", field: "invalid", pointer: `${base}/${k.slice(0, 50)}` })),
    );
}

export function parseId(value: unknown): number {
  if (typeof value !== "string" || !ID_RE.test(value)) throw new ApiError(404, { code: "not_found" });
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new ApiError(404, { code: "not_found" });
  return n;
}
