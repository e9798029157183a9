/**
 * A page's blocks as stored: each checked against its type's schema, rich text reduced to the
 * vacancy description's allowlist, links and images only of the safe kinds. Nothing else survives.
 */
import { BLOCK_SCHEMAS, BLOCK_TYPES, type BlockType, type ContentBlock } from "@contract/content.ts";
import { ApiError } from "../../http/errors.ts";
import { validate } from "../../http/validate.ts";
import { sanitizeDescription } from "../vacancies/sanitize.ts";

const BLOCK_ID = /^[\w-]{1,40}$/;

/** The rich text of a block, sanitized ('' when nothing readable is left). */
export const sanitizeRichText = (html: string): string => sanitizeDescription(html) ?? "";

/** Validated, sanitized blocks; a 422 with the pointer of the first bad one. */
export async function cleanBlocks(raw: unknown[], base: string): Promise<ContentBlock[]> {
  const out: ContentBlock[] = [];
  for (const [i, block] of raw.entries()) {
    const pointer = `${base}/blocks/${i}`;
    if (!block || typeof block !== "object" || Array.isArray(block))
      throw new ApiError(422, { code: "validation_failed", field: "invalid", pointer });
    const { type, id, ...rest } = block as Record<string, unknown>;
    if (typeof type !== "string" || !(BLOCK_TYPES as readonly string[]).includes(type))
      throw new ApiError(422, { code: "validation_failed", field: "invalid", pointer: `${pointer}/type` });
    if (id !== undefined && (typeof id !== "string" || !BLOCK_ID.test(id)))
      throw new ApiError(422, { code: "validation_failed", field: "invalid", pointer: `${pointer}/id` });
    const schema = BLOCK_SCHEMAS[type as BlockType];
    const unknown = Object.keys(rest).filter((k) => !Object.hasOwn(schema.fields, k));
    if (unknown.length)
      throw new ApiError(422, { code: "validation_failed", field: "invalid", pointer: `${pointer}/${unknown[0]}` });
    const values = (await validate(schema, rest, pointer)) as Record<string, unknown>;
    if (type === "rich_text") values.body = sanitizeRichText(String(values.body));
    out.push({ ...(id ? { id } : {}), type, ...values } as ContentBlock);
  }
  return out;
}
