/** yup validation of request attributes, mapped to JSON:API 422 errors with source pointers. */
import type { FastifyRequest } from "fastify";
import { ValidationError, type AnyObjectSchema, type InferType } from "yup";
import { LONG_TEXT } from "@contract/text.ts";
import { ApiError, fromYup } from "./errors.ts";

/**
 * Validate with yup. Objects and arrays where a string is expected (or an array where an object is,
 * and the reverse) are refused first (yup's string transforms would throw a TypeError on them), so
 * bad input is always a 422, never a 500. Array elements of the wrong type are yup's to refuse.
 */
export async function validate<S extends AnyObjectSchema>(
  schema: S,
  attrs: Record<string, unknown>,
  base: string,
): Promise<InferType<S>> {
  const fields = (schema as unknown as { fields?: Record<string, { type?: string }> }).fields ?? {};
  const fits = (type: string | undefined, v: object) =>
    type === "array" ? Array.isArray(v) : type === "object" && !Array.isArray(v);
  const wrong = Object.entries(attrs).filter(
    ([k, v]) => Object.hasOwn(fields, k) && v !== null && typeof v === "object" && !fits(fields[k]?.type, v),
  );
  if (wrong.length)
    throw new ApiError(
      422,
      wrong.map(([k]) => ({ code: "validation_failed", field: "invalid", pointer: `${base}/${k}` })),
    );
  try {
    return (await schema.validate(attrs, { abortEarly: false, stripUnknown: true })) as InferType<S>;
  } catch (err) {
    if (err instanceof ValidationError) throw fromYup(err, base);
    if (err instanceof TypeError)
      throw new ApiError(422, { code: "validation_failed", field: "invalid", pointer: base });
    throw err;
  }
}

/** Where attributes live in this request's body: JSON:API data, a wrapper key, or the top level. */
export function attributesBase(req: FastifyRequest, wrapper?: string): string {
  const body = req.body as Record<string, unknown> | null | undefined;
  if (body && typeof body === "object" && "data" in body) return "/data/attributes";
  if (wrapper && body && typeof body === "object" && wrapper in body) return `/${wrapper}`;
  return "";
}

const CAMEL = /[A-Z]/g;
/** Accept camelCase keys (the client's field names) next to the snake_case wire names. */
export function snakeKeys(attrs: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(attrs)) {
    const snake = k.replace(CAMEL, (c) => `_${c.toLowerCase()}`);
    if (!(snake in out)) out[snake] = v;
  }
  return out;
}

const escapePointer = (key: string) => key.replace(/~/g, "~0").replace(/\//g, "~1");

/**
 * The JSON pointer of the first string (or key) in a parsed body that holds a character no text
 * may hold (contract/text.ts: control characters other than tab and line breaks, lone
 * surrogates), or null. Iterative: a deeply nested body cannot overflow the stack.
 */
export function forbiddenTextPointer(body: unknown): string | null {
  const stack: [unknown, string][] = [[body, ""]];
  while (stack.length) {
    const [value, pointer] = stack.pop()!;
    if (typeof value === "string") {
      if (!LONG_TEXT.test(value)) return pointer;
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push([value[i], `${pointer}/${i}`]);
    } else if (value !== null && typeof value === "object") {
      const entries = Object.entries(value as Record<string, unknown>);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, v] = entries[i]!;
        const at = `${pointer}/${escapePointer(key)}`;
        if (!LONG_TEXT.test(key)) return at;
        stack.push([v, at]);
      }
    }
  }
  return null;
}

/**
 * Every request body, whatever the route: text PostgreSQL would refuse (NUL, invalid UTF-8) or
 * nobody types (other control characters) is a 422 pointing at it. The schemas refine this per
 * field (no tab or line break in single-line text).
 */
export function refuseForbiddenText(body: unknown) {
  if (body === null || typeof body !== "object") return;
  const pointer = forbiddenTextPointer(body);
  if (pointer !== null)
    throw new ApiError(422, { code: "validation_failed", field: "invalid_characters", pointer: pointer.slice(0, 200) });
}
