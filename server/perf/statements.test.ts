/**
 * The throughput work must not change any answer: the compiled list statements return what the
 * plain Drizzle queries return (also for a second request of the same shape with other values),
 * the included rows they bring along match the separate include queries, and the security
 * headers are exactly @fastify/helmet's.
 */
import helmet from "@fastify/helmet";
import { and, asc, desc, eq, ilike, inArray, isNotNull, sql } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { organizations, roles, users, vacancies } from "../db/schema.ts";
import { Included, type ParsedFilters } from "../http/jsonapi.ts";
import { listOrganizations, organizationResources } from "../modules/organizations/service.ts";
import { listUsers, organizationsByUser } from "../modules/users/service.ts";
import type { Actor } from "../policy.ts";
import { createTestContext, json, type TestContext } from "../testing/harness.ts";
import { Binder, compiled } from "./statements.ts";

let t: TestContext;
let centerId: number;
const req = {} as never;

beforeAll(async () => {
  t = await createTestContext();
  centerId = t.app.services.centers.byKey("demo")!.id;
});
afterAll(async () => {
  await t?.close();
});

const page = (size: number, number = 1) => ({ size, number });
const centerStaff = { superadmin: true, memberOrgIds: new Set<number>() } as unknown as Actor;

describe("compiled list statements", () => {
  it("list organizations as Drizzle does, with other values in a cached shape too", async () => {
    await t.database.tenant(centerId, async (tx) => {
      for (const term of ["a", "e", "zzz-none"]) {
        const got = await listOrganizations(tx, t.database, {
          centerId,
          filters: { name_cont: term },
          sort: [{ field: "name", desc: true }],
          page: page(3),
          memberIds: null,
          withVacancies: false,
        });
        const where = and(eq(organizations.centerId, centerId), ilike(organizations.name, `%${term}%`));
        const want = await tx
          .select()
          .from(organizations)
          .where(where)
          .orderBy(desc(organizations.name), asc(organizations.id))
          .limit(3);
        const [count] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(organizations)
          .where(where);
        expect(got.list).toEqual(want);
        expect(got.total).toBe(count!.n);
      }
    });
  });

  it("limit organization staff to their organizations and count past the last page", async () => {
    await t.database.tenant(centerId, async (tx) => {
      const [first, second] = await tx
        .select({ id: organizations.id })
        .from(organizations)
        .where(eq(organizations.centerId, centerId))
        .orderBy(asc(organizations.id))
        .limit(2);
      const q = { centerId, filters: {}, sort: [], withVacancies: true };
      const mine = await listOrganizations(tx, t.database, { ...q, page: page(10), memberIds: [second!.id] });
      expect(mine.list.map((o) => o.id)).toEqual([second!.id]);
      expect(mine.total).toBe(1);
      const past = await listOrganizations(tx, t.database, {
        ...q,
        page: page(10, 5),
        memberIds: [first!.id, second!.id],
      });
      expect(past.list).toEqual([]);
      expect(past.total).toBe(2);
    });
  });

  it("bring along the same vacancies as the include query", async () => {
    await t.database.tenant(centerId, async (tx) => {
      const { list } = await listOrganizations(tx, t.database, {
        centerId,
        filters: {},
        sort: [{ field: "name", desc: false }],
        page: page(100),
        memberIds: null,
        withVacancies: true,
      });
      expect(list.some((o) => o.vacancies!.length > 0)).toBe(true);
      const include = new Set(["vacancies"]);
      const fromStatement = new Included();
      const a = await organizationResources(tx, req, list, include, fromStatement);
      const fromQuery = new Included();
      const b = await organizationResources(
        tx,
        req,
        list.map(({ vacancies: _v, ...o }) => o),
        include,
        fromQuery,
      );
      expect(a).toEqual(b);
      expect(fromStatement.list()).toEqual(fromQuery.list());
      const [n] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(vacancies)
        .where(eq(vacancies.centerId, centerId));
      expect(fromQuery.list()).toHaveLength(n!.n);
    });
  });

  it("list users with their organizations as the separate queries do", async () => {
    await t.database.tenant(centerId, async (tx) => {
      const [org] = await tx
        .select({ id: roles.organizationId })
        .from(roles)
        .innerJoin(users, eq(users.id, roles.userId))
        .where(and(eq(users.centerId, centerId), isNotNull(roles.organizationId)))
        .limit(1);
      const cases: ParsedFilters[] = [{}, { organization_id_eq: String(org!.id) }];
      for (const filters of cases) {
        const got = await listUsers(tx, t.database, {
          centerId,
          actor: centerStaff,
          filters,
          sort: [{ field: "last_name", desc: false }],
          page: page(1000),
          withOrganizations: true,
        });
        const ids = got.list.map((u) => u.id);
        const want = await tx
          .select()
          .from(users)
          .where(inArray(users.id, ids.length ? ids : [0]))
          .orderBy(asc(users.lastName), asc(users.id));
        expect(got.list.map(({ organizations: _o, ...u }) => u)).toEqual(want);
        const orgs = await organizationsByUser(tx, ids, centerId);
        for (const u of got.list) expect(u.organizations).toEqual(orgs.get(u.id));
        expect(got.list.some((u) => u.organizations!.length > 0)).toBe(true);
      }
    });
  });

  it("refuse a value frozen into a cached statement", async () => {
    const b = new Binder();
    expect(() =>
      compiled("test:literal", () =>
        t.database.db
          .select()
          .from(organizations)
          .where(and(eq(organizations.id, b.bind(1)), eq(organizations.name, "literal")))
          .toSQL(),
      ),
    ).toThrow(/not a placeholder/);
  });
});

describe("security headers", () => {
  it("are exactly the headers of @fastify/helmet with the same options", async () => {
    const probe = Fastify();
    await probe.register(helmet, { contentSecurityPolicy: false, crossOriginResourcePolicy: { policy: "same-site" } });
    probe.get("/", async () => "");
    const ref = (await probe.inject({ url: "/" })).headers;
    await probe.close();
    const expected = Object.keys(ref).filter(
      (h) => !["content-type", "content-length", "date", "connection"].includes(h),
    );
    expect(expected).toContain("strict-transport-security");
    for (const res of [
      await t.request("GET", "/healthz"),
      await t.request("GET", "/api/v1/organizations"),
      await t.request("GET", "/api/v1/no-such-route"),
    ]) {
      for (const h of expected) expect(res.headers[h], h).toBe(ref[h]);
    }
    const signedIn = await t.signIn("admin@demo.test");
    const list = await t.request("GET", "/api/v1/organizations?include=vacancies", { as: signedIn });
    expect(json(list).data.length).toBeGreaterThan(0);
    for (const h of expected) expect(list.headers[h], h).toBe(ref[h]);
  });
});
