/**
 * CSV downloads of lists (`GET /api/v1/<list>/export`): the same filters and sort as the JSON list,
 * answered as a file Excel opens with its accents intact.
 *
 * - `text/csv; charset=utf-8`, a UTF-8 byte-order mark first (Excel reads the file as UTF-8 only then),
 *   `Content-Disposition: attachment` with an ASCII `filename` and the UTF-8 `filename*`.
 * - RFC 4180 quoting: a field holding the separator, a double quote, CR or LF is quoted, quotes are
 *   doubled, lines end in CRLF. The separator follows the request's language: `;` for Dutch (what
 *   Excel expects where the decimal separator is a comma), `,` for English.
 * - Formula injection: a text cell that starts with = + - @ tab or CR gets a leading apostrophe,
 *   so a spreadsheet shows it as text instead of running it. Numbers are written as numbers.
 * - Batches: the rows come page by page (`pagedBatches`), each page in a short transaction of its
 *   own, and are written to the response as they come, so 10,000 rows are never held twice (nor a
 *   transaction open while a slow client reads). The first page is read before the answer starts:
 *   a failure there is still an ordinary JSON:API error.
 */
import { once } from "node:events";
import { PassThrough } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Locale } from "@contract/enums.ts";
import { requestLocale } from "./errors.ts";
import type { Page } from "./jsonapi.ts";

export type CsvValue = string | number | boolean | Date | null | undefined;
type Text = Record<Locale, string>;

export interface CsvColumn<T> {
  /** The header cell, in the request's language. */
  header: Text;
  value: (row: T, locale: Locale) => CsvValue;
}

export const CSV_BOM = "\uFEFF";
export const CSV_CONTENT_TYPE = "text/csv; charset=utf-8";
/** Rows per page read from the database. */
export const CSV_BATCH_SIZE = 500;
/** The most rows one export holds (a bound on the work one request can ask for). */
export const CSV_MAX_ROWS = 50_000;

export const csvDelimiter = (locale: Locale) => (locale === "nl" ? ";" : ",");

const FORMULA_START = /^[=+\-@\t\r]/;
const DATE_TIME = new Intl.DateTimeFormat("sv-SE", {
  timeZone: "Europe/Amsterdam",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

/** One cell: formula-neutralized, then quoted where RFC 4180 asks for it. */
export function csvCell(value: CsvValue, locale: Locale = "nl"): string {
  if (value === null || value === undefined) return "";
  let text: string;
  if (typeof value === "number") text = Number.isFinite(value) ? String(value) : "";
  else if (typeof value === "boolean") text = value ? (locale === "nl" ? "ja" : "yes") : locale === "nl" ? "nee" : "no";
  else if (value instanceof Date) text = Number.isNaN(value.getTime()) ? "" : DATE_TIME.format(value);
  else text = FORMULA_START.test(value) ? `'${value}` : value;
  // Either separator is quoted, so a cell reads the same in both languages' files.
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of cells, ending in CRLF. */
export function csvLine(values: readonly CsvValue[], locale: Locale = "nl"): string {
  return `${values.map((v) => csvCell(v, locale)).join(csvDelimiter(locale))}\r\n`;
}

/** The lines of some rows (no header, no BOM). */
export function csvRows<T>(rows: readonly T[], columns: readonly CsvColumn<T>[], locale: Locale): string {
  let out = "";
  for (const row of rows)
    out += csvLine(
      columns.map((c) => c.value(row, locale)),
      locale,
    );
  return out;
}

/** A whole small document (BOM, header, rows): for figures already in memory (analytics). */
export function csvDocument<T>(rows: readonly T[], columns: readonly CsvColumn<T>[], locale: Locale): string {
  return (
    CSV_BOM +
    csvLine(
      columns.map((c) => c.header[locale]),
      locale,
    ) +
    csvRows(rows, columns, locale)
  );
}

/** `attachment; filename="organisaties-2026-11-26.csv"; filename*=UTF-8''...` */
export function contentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** `organisaties-2026-11-26.csv`: a base name in the request's language with today's date. */
export function datedFileName(base: string, now = new Date()): string {
  return `${base}-${DATE_TIME.format(now).slice(0, 10)}.csv`;
}

/**
 * The pages of a list query, `size` rows at a time, until a short page or `maxRows`. `fetchPage`
 * runs each page in its own transaction (`inTenant`), with the list's own filters and sort (whose
 * last key is the id, so pages neither overlap nor skip while nothing changes).
 */
export async function* pagedBatches<T>(
  fetchPage: (page: Page) => Promise<readonly T[]>,
  { size = CSV_BATCH_SIZE, maxRows = CSV_MAX_ROWS }: { size?: number; maxRows?: number } = {},
): AsyncGenerator<readonly T[]> {
  let read = 0;
  for (let number = 1; read < maxRows; number++) {
    // The same page size throughout (the offset is (number - 1) * size); the last page is cut.
    const page = await fetchPage({ number, size });
    const list = page.length > maxRows - read ? page.slice(0, maxRows - read) : page;
    read += list.length;
    if (list.length) yield list;
    if (page.length < size) return;
  }
}

export interface CsvAnswer<T> {
  /** The file name without the date and extension, per language (`{ nl: "organisaties", en: "organizations" }`). */
  fileName: Text;
  columns: readonly CsvColumn<T>[];
  /** The rows, a batch at a time (`pagedBatches`), or all of them when they are few. */
  rows: AsyncIterable<readonly T[]> | readonly T[];
}

/** Answers the request with the CSV file; call it after parsing and authorizing, as the JSON list does. */
export async function sendCsv<T>(req: FastifyRequest, reply: FastifyReply, answer: CsvAnswer<T>) {
  const locale = requestLocale(req);
  const iterator: AsyncIterator<readonly T[]> = Array.isArray(answer.rows)
    ? (async function* () {
        yield answer.rows as readonly T[];
      })()
    : (answer.rows as AsyncIterable<readonly T[]>)[Symbol.asyncIterator]();
  // The first batch before the headers go out: its failure is an ordinary error answer.
  const first = await iterator.next();
  const stream = new PassThrough();
  reply
    .code(200)
    .header("content-type", CSV_CONTENT_TYPE)
    .header("content-disposition", contentDisposition(datedFileName(answer.fileName[locale])))
    .header("cache-control", "no-store");
  stream.write(
    CSV_BOM +
      csvLine(
        answer.columns.map((c) => c.header[locale]),
        locale,
      ),
  );
  void (async () => {
    try {
      let step = first;
      while (!step.done) {
        if (!stream.write(csvRows(step.value, answer.columns, locale))) await once(stream, "drain");
        step = await iterator.next();
      }
      stream.end();
    } catch (error) {
      req.log.error({ err: error }, "csv export failed after the first batch");
      stream.destroy(error as Error);
    }
  })();
  return reply.send(stream);
}
