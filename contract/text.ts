/**
 * Which characters text may hold. PostgreSQL refuses NUL (0x00) and text that is not valid UTF-8
 * (a lone UTF-16 surrogate from JSON such as "\ud800"); other control characters are refused too,
 * as nobody types them. Long text (a message, a description) may hold tabs and line breaks;
 * single-line text (names, titles, phone numbers) may not. Forms and the server apply the same
 * rules: the schemas get them through `textRules`, and the server checks every string of every
 * request body besides (server/http/validate.ts).
 */
import { object, type AnyObject, type ObjectSchema, type ObjectShape, type Schema } from "yup";

/** No control character and no lone surrogate (with the u flag a lone surrogate is one code point of \p{Cs}). */
export const SINGLE_LINE_TEXT = /^[^\p{Cc}\p{Cs}]*$/u;
/** As SINGLE_LINE_TEXT, but tab, line feed and carriage return are allowed. */
export const LONG_TEXT = /^(?:[\t\n\r]|[^\p{Cc}\p{Cs}])*$/u;

/** Fields of long text (text areas): tab and line breaks allowed. */
export const LONG_TEXT_FIELDS: ReadonlySet<string> = new Set([
  "message",
  "description",
  "summary",
  "motivation",
  "availability",
  "body",
]);

/** The yup test name of the rule; the server answers it with the code `invalid_characters`. */
export const CHARACTERS_TEST = "characters";

export const allowedText = (value: string, longText: boolean) => (longText ? LONG_TEXT : SINGLE_LINE_TEXT).test(value);

interface Described {
  type: string;
  fields?: Record<string, Schema>;
  innerType?: Schema;
}

function withRule(field: Schema, longText: boolean): Schema {
  const d = field as unknown as Described & {
    matches(re: RegExp, o: object): Schema;
    of(s: Schema): Schema;
  };
  if (d.type === "string")
    return d.matches(longText ? LONG_TEXT : SINGLE_LINE_TEXT, { name: CHARACTERS_TEST, excludeEmptyString: true });
  if (d.type === "array" && d.innerType) return d.of(withRule(d.innerType, longText));
  if (d.type === "object" && d.fields) return textRules(field as unknown as ObjectSchema<AnyObject>);
  return field;
}

/** The schema with the character rule on each of its string fields (and strings in arrays and nested objects). */
export function textRules<S extends ObjectSchema<AnyObject>>(schema: S): S {
  const fields = (schema as unknown as Described).fields ?? {};
  const shaped: Record<string, Schema> = {};
  for (const [name, field] of Object.entries(fields)) shaped[name] = withRule(field, LONG_TEXT_FIELDS.has(name));
  return schema.shape(shaped) as unknown as S;
}

/** `yup.object` with the character rule on its string fields: the schemas of the contract are built with it. */
export const textObject = ((spec?: ObjectShape) => textRules(object(spec))) as typeof object;
