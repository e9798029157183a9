import type { JsonApiDocument, Resource, ResourceIdentifier } from "@contract/resources.ts";

/** A deserialized resource: id, type, camelCase attributes and the related items merged in. */
export type Deserialized = { id: string; type: string } & Record<string, unknown>;

export function camelCase(key: string): string {
  return key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

export function snakeCase(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Keys of plain objects camelCased, deeply (shade maps keyed '50'...'950' stay as they are). */
export function camelKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(camelKeys);
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [camelCase(k), camelKeys(v)]));
}

export function snakeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(snakeKeys);
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [snakeCase(k), snakeKeys(v)]));
}

/**
 * JSON:API document -> plain objects (specification section 3): attributes camelCased, each
 * relationship replaced by the included resource (deserialized in turn) or, when it was not
 * included, by its identifier. Cycles between included resources are cut by reusing objects.
 */
export function deserialize<T = Deserialized>(doc: JsonApiDocument): T | T[] | null {
  const included = new Map<string, Resource>();
  for (const r of [...(doc.included ?? []), ...(Array.isArray(doc.data) ? doc.data : doc.data ? [doc.data] : [])]) {
    included.set(`${r.type}:${r.id}`, r);
  }
  const done = new Map<string, Deserialized>();

  const one = (resource: Resource): Deserialized => {
    const key = `${resource.type}:${resource.id}`;
    const seen = done.get(key);
    if (seen) return seen;
    const out: Deserialized = { id: resource.id, type: resource.type };
    done.set(key, out);
    Object.assign(out, camelKeys(resource.attributes ?? {}));
    for (const [name, rel] of Object.entries(resource.relationships ?? {})) {
      if (!("data" in rel)) continue;
      const resolve = (ident: ResourceIdentifier) => {
        const full = included.get(`${ident.type}:${ident.id}`);
        return full ? one(full) : { id: ident.id, type: ident.type };
      };
      out[camelCase(name)] = Array.isArray(rel.data) ? rel.data.map(resolve) : rel.data ? resolve(rel.data) : null;
    }
    return out;
  };

  if (doc.data === null || doc.data === undefined) return null;
  return (Array.isArray(doc.data) ? doc.data.map(one) : one(doc.data)) as T | T[];
}
