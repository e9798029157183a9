/**
 * The query string of every request (Fastify's `querystringParser`), parsed by qs with nested
 * `filter[...]`/`page[...]` keys. A %-escape that is not valid UTF-8 (`%`, `%zz`, `%ED%A0%80`) is a
 * 400, and a control character in a key or value (`%00`) a 400 naming the parameter, for every
 * route alike, before any handler or the database sees it.
 *
 * The router calls the parser while it looks the route up, where an exception would escape Fastify's
 * error handling; so a refusal is handed on as a marker on the parsed object, and `installQueryCheck`
 * turns it into the error at the start of the request.
 */
import type { FastifyInstance } from "fastify";
import qs from "qs";
import { SINGLE_LINE_TEXT } from "@contract/text.ts";
import { ApiError } from "./errors.ts";

const REFUSED = Symbol("refused query");

type Parsed = Record<string, unknown> & { [REFUSED]?: ApiError };

const refused = (error: ApiError): Parsed => ({ [REFUSED]: error });

/** `filter[name_cont]` of `filter%5Bname_cont%5D=...`, shortened for the error document. */
const parameterName = (key: string) => key.slice(0, 50);

export function parseQueryString(str: string): Parsed {
  if (str === "") return {};
  for (const pair of str.split("&")) {
    let key: string;
    let value: string;
    try {
      const eq = pair.indexOf("=");
      key = decodeURIComponent((eq < 0 ? pair : pair.slice(0, eq)).replace(/\+/g, " "));
      value = eq < 0 ? "" : decodeURIComponent(pair.slice(eq + 1).replace(/\+/g, " "));
    } catch {
      return refused(new ApiError(400, { code: "malformed_url" }));
    }
    if (!SINGLE_LINE_TEXT.test(key) || !SINGLE_LINE_TEXT.test(value)) {
      const name = SINGLE_LINE_TEXT.test(key) ? parameterName(key) : "";
      return refused(
        new ApiError(400, {
          code: "invalid_characters",
          ...(name ? { parameter: name } : {}),
          params: { field: name || "?" },
        }),
      );
    }
  }
  try {
    return qs.parse(str, {
      allowPrototypes: false,
      plainObjects: true,
      depth: 3,
      arrayLimit: 100,
      parameterLimit: 200,
      allowDots: false,
    }) as Parsed;
  } catch {
    return refused(new ApiError(400, { code: "bad_request" }));
  }
}

/** The first onRequest hook: a query string parseQueryString refused answers its error. */
export function installQueryCheck(app: FastifyInstance) {
  app.addHook("onRequest", async (req) => {
    const error = (req.query as Parsed | undefined)?.[REFUSED];
    if (error) throw error;
  });
}
