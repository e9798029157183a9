/**
 * Which characters text may hold. PostgreSQL refuses NUL (0x00) and text that is not valid UTF-8
 * (a lone UTF-16 surrogate from JSON such as "\ud800"); other control characters are refused too,
 * as nobody types them. Long text (a message, a description) may hold tabs and line breaks;
 * single-line text (names, titles, phone numbers) may not. Forms and the server apply the same
 * rules: the schemas get them through `textObject` (contract/text-rules.ts), and the server checks
 * every string of every request body besides (server/http/validate.ts).
 */
/** No control character and no lone surrogate (with the u flag a lone surrogate is one code point of \p{Cs}). */
export const SINGLE_LINE_TEXT = /^[^\p{Cc}\p{Cs}]*$/u;
/** As SINGLE_LINE_TEXT, but tab, line feed and carriage return are allowed. */
// eslint-disable-next-line no-control-regex -- the control characters are what the rule refuses
export const LONG_TEXT = /^[^\p{Cs}\0-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F]*$/u;

/** Fields of long text (text areas): tab and line breaks allowed. */
export const LONG_TEXT_FIELDS: ReadonlySet<string> = new Set([
  "message",
  "description",
  "summary",
  "motivation",
  "availability",
  "body",
  "reason",
]);

/** The yup test name of the rule; the server answers it with the code `invalid_characters`. */
export const CHARACTERS_TEST = "characters";
