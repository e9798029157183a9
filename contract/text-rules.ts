/** The character rules of contract/text.ts on yup schemas: the contract's object schemas are built with `textObject`. */
import { date, object, type AnyObject, type ObjectSchema, type ObjectShape, type Schema } from "yup";
import { CHARACTERS_TEST, LONG_TEXT, LONG_TEXT_FIELDS, SINGLE_LINE_TEXT } from "./text.ts";

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

/** Years a moment of the calendar or a workshop may fall in. */
const MOMENT_YEARS = { from: 2000, to: 2199 } as const;

/**
 * A moment sent as ISO 8601 text ("2027-03-10T18:30:00Z"). A number, or a year outside 2000-2199, is
 * not valid (yup alone reads -1000000000 as the year -100000, which the database refuses: a 500).
 */
export const isoMoment = () =>
  date().transform((value: unknown, original: unknown) => {
    if (original === undefined || original === null) return value;
    const ok =
      typeof original === "string" &&
      /^\d{4}-\d{2}-\d{2}/.test(original) &&
      value instanceof Date &&
      !Number.isNaN(value.getTime()) &&
      value.getUTCFullYear() >= MOMENT_YEARS.from &&
      value.getUTCFullYear() <= MOMENT_YEARS.to;
    return ok ? value : new Date(Number.NaN);
  });
