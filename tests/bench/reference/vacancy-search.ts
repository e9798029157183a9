/**
 * The vacancy bank's search as issue 18 found it (commit e00cf57, when the issue measured its "today":
 * API 183 req/s, p99 106 ms): the handler of GET /api/v1/vacancies/search of that commit, with
 *  - its statement: migration 0013's `vacancy_search_page` over copies shaped as 0011 made them
 *    (`bench_reference`, installed by tests/bench/search.ts; `referenceStatement` gives the text),
 *  - its tenant transaction: BEGIN READ ONLY with the settings in one round trip, the prepared
 *    statement in a second, COMMIT not awaited (`database.tenant`, unchanged since),
 *  - its serialization: vacancyResources without the logos (no logo existed then), `document`, Fastify's
 *    JSON.stringify.
 * Served by the benchmark beside today's route, so both are measured in the same run on the same
 * database and the same app (the app-wide hooks are today's for both). Not part of the app.
 */
import type { FastifyInstance } from "fastify";
import { API_PATHS } from "../../../contract/paths.ts";
import { jsonApi } from "../../../server/context.ts";
import type { Database } from "../../../server/db/client.ts";
import { document, Included, pagination } from "../../../server/http/jsonapi.ts";
import { run, type Compiled } from "../../../server/perf/statements.ts";
import {
  parseSearch,
  searchResult,
  searchStatement,
  type SearchRow,
} from "../../../server/modules/vacancies/search.ts";
import { vacancyResources } from "../../../server/modules/vacancies/service.ts";

export const REFERENCE_SEARCH_PATH = `${API_PATHS.vacancySearch}_reference`;

/** Anonymous requests only (the benchmark's): the issue-time answer without its few-seconds cache. */
export function registerReferenceSearch(
  app: FastifyInstance,
  database: Database,
  referenceStatement: (c: Compiled) => Compiled,
) {
  app.get(REFERENCE_SEARCH_PATH, async (req, reply) => {
    const search = parseSearch(req);
    const answer = await database.tenant(
      req.center.id,
      async (tx) => {
        const q = searchStatement(search);
        const { rows, total } = searchResult(
          await run<SearchRow>(database, tx, referenceStatement(q.statement), q.values),
        );
        const extra = new Map(
          rows.map((r) => [
            r.id,
            { distanceKm: search.near ? r.distanceKm : undefined, rank: search.words.length ? r.rank : undefined },
          ]),
        );
        const included = new Included();
        const organizations = search.include.has("organization")
          ? rows.flatMap((r) => (r.organization ? [r.organization] : []))
          : undefined;
        const data = await vacancyResources(tx, req, rows, search.include, included, extra, {
          organizations,
          logos: new Map(),
        });
        return { data, included: included.list(), total };
      },
      true,
    );
    const included = new Included();
    for (const r of answer.included) included.add(r);
    const p = pagination(req, search.page, answer.total);
    return jsonApi(reply).send(
      document(req, answer.data, {
        included,
        meta: {
          ...p.meta,
          ...(search.near
            ? { near: { label: search.near.label, latitude: search.near.latitude, longitude: search.near.longitude } }
            : {}),
          sort: search.sort,
        },
        links: p.links,
      }),
    );
  });
}
