/**
 * GET /api/v1/analytics and /api/v1/analytics/organizations: every figure of contract/analytics.ts
 * against hand-built data in March 2019 (a month the demo data never reaches), the first answer
 * set by the database triggers (status change, message by staff, not by the volunteer), Dutch
 * day boundaries, every role, the other center, and bad periods.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { namedRange, previousRange, type AnalyticsAttributes } from "@contract/analytics.ts";
import { API_PATHS } from "@contract/paths.ts";
import { dutchToday } from "@server/modules/vacancies/service.ts";
import { Fixtures } from "@server/testing/fixtures.ts";
import { createTestContext, json, type Session, type TestContext } from "@server/testing/harness.ts";
import { apply, makeOrganization, makeVacancy, makeVolunteer, statusBody } from "./support/applications.ts";

let t: TestContext;
let fx: Fixtures;
let admin: Session;
const ids = { a: 0, b: 0, x: 0 };

const MARCH = "filter[date_gteq]=2019-03-01&filter[date_lteq]=2019-03-31";

/** Dutch wall-clock time in 2018-2019 as an instant (summer time from 31 March 2019 02:00, CEST, UTC+2). */
const cet = (day: string, time: string) =>
  new Date(
    `${day}T${time}:00${(day > "2019-03-31" || (day === "2019-03-31" && time >= "03:00")) && day < "2019-10-27" ? "+02:00" : "+01:00"}`,
  );

async function sql<T = Record<string, unknown>>(text: string, params: unknown[] = []) {
  return t.database.query<T>(text, params);
}

async function org(key: string, name: string, status: string, createdAt: Date) {
  const centerId = await fx.centerId(key);
  const [o] = await sql<{ id: number }>(
    "INSERT INTO organizations (center_id, name, organization_type, status, created_at) VALUES ($1, $2, 'Foundation', $3, $4) RETURNING id",
    [centerId, name, status, createdAt],
  );
  return Number(o!.id);
}

async function vacancy(key: string, orgId: number, publishedAt: Date | null, status = "published") {
  const centerId = await fx.centerId(key);
  const [v] = await sql<{ id: number }>(
    "INSERT INTO vacancies (center_id, organization_id, title, status, published_at) VALUES ($1, $2, 'Analysevacature', $3, $4) RETURNING id",
    [centerId, orgId, status, publishedAt],
  );
  return Number(v!.id);
}

async function volunteerCreated(key: string, createdAt: Date, role = "volunteer", orgId: number | null = null) {
  const u = await fx.user(key, { role, orgId });
  await sql("UPDATE users SET created_at = $2 WHERE id = $1", [u.id, createdAt]);
  await sql("UPDATE roles SET created_at = $2 WHERE user_id = $1", [u.id, createdAt]);
  return u.id;
}

/** An application created at `at`, with its conversation (as the applications module makes it). */
async function application(key: string, vacancyId: number, userId: number, at: Date) {
  const centerId = await fx.centerId(key);
  const [a] = await sql<{ id: number }>(
    "INSERT INTO applications (center_id, vacancy_id, user_id, motivation, status, status_changed_at, created_at) VALUES ($1, $2, $3, 'Graag!', 'new', $4, $4) RETURNING id",
    [centerId, vacancyId, userId, at],
  );
  const [c] = await sql<{ id: number }>(
    "INSERT INTO conversations (center_id, subject, subject_type, subject_id) VALUES ($1, 'Aanmelding', 'application', $2) RETURNING id",
    [centerId, a!.id],
  );
  return { id: Number(a!.id), conversation: Number(c!.id), centerId };
}

const setStatus = (id: number, status: string, at: Date) =>
  sql("UPDATE applications SET status = $2, status_changed_at = $3 WHERE id = $1", [id, status, at]);
const message = (app: { conversation: number; centerId: number }, authorId: number, at: Date) =>
  sql(
    "INSERT INTO messages (center_id, conversation_id, author_id, body, created_at) VALUES ($1, $2, $3, 'Hallo', $4)",
    [app.centerId, app.conversation, authorId, at],
  );

beforeAll(async () => {
  t = await createTestContext();
  fx = new Fixtures(t.database);
  admin = await t.signIn(await fx.actor("demo", "admin"), "demo");

  ids.a = await org("demo", "Stichting Analyse A", "approved", cet("2019-03-01", "09:00"));
  ids.b = await org("demo", "Vereniging Analyse B", "approved", cet("2019-02-10", "09:00"));
  ids.x = await org("demo", "Nog Te Keuren X", "pending", cet("2019-03-05", "09:00"));
  const staffA = await volunteerCreated("demo", cet("2018-01-01", "09:00"), "admin", ids.a);
  const staffB = await volunteerCreated("demo", cet("2018-01-01", "09:00"), "member", ids.b);
  // Org member created in March: an account, not a new volunteer.
  await volunteerCreated("demo", cet("2019-03-03", "09:00"), "member", ids.a);

  const vA = await vacancy("demo", ids.a, cet("2019-03-01", "09:00"));
  await vacancy("demo", ids.a, cet("2019-03-15", "09:00"), "closed");
  const vB = await vacancy("demo", ids.b, cet("2019-02-20", "09:00"));
  await vacancy("demo", ids.b, null, "draft");

  const v1 = await volunteerCreated("demo", cet("2019-03-02", "08:00"));
  const v2 = await volunteerCreated("demo", cet("2019-03-31", "23:30"));
  const v3 = await volunteerCreated("demo", cet("2019-02-14", "12:00"));
  // 1 April 00:30 Dutch time is 31 March in UTC: April's.
  await volunteerCreated("demo", cet("2019-04-01", "00:30"));
  // Volunteers of long ago (one open application per vacancy and volunteer).
  const [old1, old2, old3] = [
    await volunteerCreated("demo", cet("2018-05-01", "09:00")),
    await volunteerCreated("demo", cet("2018-05-01", "09:00")),
    await volunteerCreated("demo", cet("2018-05-01", "09:00")),
  ];

  // Organization A: accepted after 4 h; answered by a message after 24 h; waiting; withdrawn after
  // only the volunteer wrote.
  const a1 = await application("demo", vA, v1, cet("2019-03-02", "10:00"));
  await setStatus(a1.id, "accepted", cet("2019-03-02", "14:00"));
  await message(a1, staffA, cet("2019-03-03", "10:00"));
  const a2 = await application("demo", vA, v2, cet("2019-03-05", "10:00"));
  await message(a2, v2, cet("2019-03-05", "11:00"));
  await message(a2, staffA, cet("2019-03-06", "10:00"));
  await application("demo", vA, v3, cet("2019-03-10", "10:00"));
  const a4 = await application("demo", vA, old1!, cet("2019-03-11", "10:00"));
  await message(a4, old1!, cet("2019-03-11", "12:00"));
  await setStatus(a4.id, "withdrawn", cet("2019-03-12", "10:00"));
  // Organization B: rejected after 10 h (then reconsidered: the first answer stays); the last
  // evening of March; just after midnight on 1 April (not March's).
  const b1 = await application("demo", vB, v2, cet("2019-03-20", "10:00"));
  await setStatus(b1.id, "rejected", cet("2019-03-20", "20:00"));
  await setStatus(b1.id, "in_progress", cet("2019-03-25", "20:00"));
  await setStatus(b1.id, "rejected", cet("2019-03-26", "20:00"));
  await application("demo", vB, v3, cet("2019-03-31", "23:30"));
  await application("demo", vB, v1, cet("2019-04-01", "00:30"));
  // The previous period (29 January - 28 February): one, in progress after 2 h.
  const c1 = await application("demo", vB, old2!, cet("2019-02-15", "10:00"));
  await setStatus(c1.id, "in_progress", cet("2019-02-15", "12:00"));
  await message(c1, staffB, cet("2019-02-15", "11:00"));
  // Before the previous period.
  await application("demo", vB, old3!, cet("2019-01-28", "10:00"));

  // Another center, same month.
  const rOrg = await org("rijnstad", "Rijnstad Analyse", "approved", cet("2019-03-01", "09:00"));
  const rVac = await vacancy("rijnstad", rOrg, cet("2019-03-01", "09:00"));
  const rVol = await volunteerCreated("rijnstad", cet("2019-03-02", "09:00"));
  await application("rijnstad", rVac, rVol, cet("2019-03-03", "10:00"));
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const get = async (url: string, as: Session | null = admin, headers: Record<string, string> = {}) => {
  const res = await t.request("GET", url, { as, headers });
  return { status: res.statusCode, doc: json(res) };
};
const figures = async (query = MARCH, as: Session = admin) => {
  const { status, doc } = await get(`${API_PATHS.analytics}?${query}`, as);
  expect(status, JSON.stringify(doc)).toBe(200);
  return doc.data.attributes as AnalyticsAttributes;
};

describe("GET /api/v1/analytics: the center's figures", () => {
  it("counts March 2019 as contract/analytics.ts defines, against February", async () => {
    const f = await figures();
    expect(f.period).toBe("range");
    expect([f.from, f.to, f.previous_from, f.previous_to]).toEqual([
      "2019-03-01",
      "2019-03-31",
      "2019-01-29",
      "2019-02-28",
    ]);
    expect(f.current).toEqual({
      vacancies_published: 2,
      applications_received: 6,
      applications_by_status: { new: 3, in_progress: 0, accepted: 1, rejected: 1, withdrawn: 1 },
      accepted_share: 0.167,
      // 4 h, 10 h, 24 h (the volunteer's own message and the withdrawal are no answers).
      median_first_answer_hours: 10,
      answered: 3,
      awaiting_answer: 2,
      new_volunteers: 2,
      organizations_by_status: { approved: 1, pending: 1, denied: 0, archived: 0 },
    });
    expect(f.previous).toEqual({
      vacancies_published: 1,
      applications_received: 1,
      applications_by_status: { new: 0, in_progress: 1, accepted: 0, rejected: 0, withdrawn: 0 },
      accepted_share: 0,
      // The message an hour in came before the status change.
      median_first_answer_hours: 1,
      answered: 1,
      awaiting_answer: 0,
      new_volunteers: 1,
      organizations_by_status: { approved: 1, pending: 0, denied: 0, archived: 0 },
    });
  });

  it("gives a series per day with the empty days, adding up to the figures", async () => {
    const f = await figures();
    expect(f.bucket).toBe("day");
    expect(f.series).toHaveLength(31);
    expect(f.series[0]!.start).toBe("2019-03-01");
    expect(f.series.at(-1)!.start).toBe("2019-03-31");
    expect(f.series.reduce((n, p) => n + p.applications_received, 0)).toBe(6);
    expect(f.series.reduce((n, p) => n + p.vacancies_published, 0)).toBe(2);
    expect(f.series.find((p) => p.start === "2019-03-31")!.applications_received).toBe(1);
  });

  it("buckets by week and month for longer periods", async () => {
    const q = await figures("filter[date_gteq]=2019-01-01&filter[date_lteq]=2019-03-31");
    expect(q.bucket).toBe("week");
    expect(q.series[0]!.start).toBe("2018-12-31");
    const y = await figures("filter[date_gteq]=2018-06-01&filter[date_lteq]=2019-05-31");
    expect(y.bucket).toBe("month");
    expect(y.series).toHaveLength(12);
    expect(y.series.find((p) => p.start === "2019-03-01")!.applications_received).toBe(6);
    expect(y.series.find((p) => p.start === "2019-04-01")!.applications_received).toBe(1);
    expect(y.current.applications_received).toBe(9);
  });

  it("names the periods, each with the period before (today in the Netherlands)", async () => {
    const today = dutchToday(Date.now());
    for (const period of ["this_month", "last_month", "this_year"] as const) {
      const f = await figures(`filter[period_eq]=${period}`);
      const range = namedRange(period, today);
      expect([f.from, f.to]).toEqual([range.from, range.to]);
      const prev = previousRange(period, range);
      expect([f.previous_from, f.previous_to]).toEqual([prev.from, prev.to]);
    }
    // No filter: this month.
    const d = await figures("");
    expect(d.period).toBe("this_month");
  });

  it("follows the applications API: a new application, and the organization's answer by message", async () => {
    const org2 = await makeOrganization(fx, "demo", "Stichting Vandaag");
    const vac = await makeVacancy(t, fx, "demo", org2.orgId);
    const before = await figures("filter[period_eq]=this_month");
    const volunteer = await t.signIn((await makeVolunteer(t, fx, "demo")).email);
    const created = await apply(t, volunteer, vac);
    const after = await figures("filter[period_eq]=this_month");
    expect(after.current.applications_received).toBe(before.current.applications_received + 1);
    expect(after.current.awaiting_answer).toBe(before.current.awaiting_answer + 1);
    const staff = await t.signIn(org2.admin);
    const convId = created.attributes.conversation_id as string;
    const posted = await t.request("POST", `${API_PATHS.conversations}/${convId}/messages`, {
      as: staff,
      body: { data: { type: "message", attributes: { body: "Welkom! Wanneer kun je langskomen?" } } },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const answered = await figures("filter[period_eq]=this_month");
    expect(answered.current.answered).toBe(before.current.answered + 1);
    expect(answered.current.awaiting_answer).toBe(before.current.awaiting_answer);
    // A later status change does not move the first answer.
    const [{ first }] = (await sql<{ first: Date }>(
      "SELECT first_answered_at AS first FROM applications WHERE id = $1",
      [Number(created.id)],
    )) as [{ first: Date }];
    const patched = await t.request("PATCH", API_PATHS.application(created.id), {
      as: staff,
      body: statusBody("accepted"),
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const [again] = await sql<{ first: Date }>("SELECT first_answered_at AS first FROM applications WHERE id = $1", [
      Number(created.id),
    ]);
    expect(again!.first.toISOString()).toBe(first.toISOString());
  });
});

describe("GET /api/v1/analytics/organizations: per organization", () => {
  const list = async (query: string, as: Session = admin) => {
    const { status, doc } = await get(`${API_PATHS.analyticsOrganizations}?${MARCH}&${query}`, as);
    expect(status, JSON.stringify(doc)).toBe(200);
    return doc;
  };

  it("gives each organization the figures of its own vacancies", async () => {
    const doc = await list("page[size]=1000");
    const byId = new Map<string, Record<string, unknown>>(
      doc.data.map((r: { id: string; attributes: Record<string, unknown> }) => [r.id, r.attributes]),
    );
    expect(doc.data[0].type).toBe("analytics_organization");
    expect(byId.get(String(ids.a))).toMatchObject({
      organization_name: "Stichting Analyse A",
      organization_status: "approved",
      vacancies_published: 2,
      applications_received: 4,
      new: 2,
      in_progress: 0,
      accepted: 1,
      rejected: 0,
      withdrawn: 1,
      accepted_share: 0.25,
      median_first_answer_hours: 14,
      answered: 2,
      awaiting_answer: 1,
      previous_applications_received: 0,
    });
    expect(byId.get(String(ids.b))).toMatchObject({
      vacancies_published: 0,
      applications_received: 2,
      new: 1,
      rejected: 1,
      median_first_answer_hours: 10,
      awaiting_answer: 1,
      previous_applications_received: 1,
      previous_awaiting_answer: 0,
    });
    expect(byId.get(String(ids.x))).toMatchObject({ applications_received: 0, median_first_answer_hours: null });
    // The rows add up to the center's figures.
    const sum = (k: string) => [...byId.values()].reduce((n, r) => n + Number(r[k]), 0);
    const center = await figures();
    expect(sum("applications_received")).toBe(center.current.applications_received);
    expect(sum("awaiting_answer")).toBe(center.current.awaiting_answer);
    expect(sum("vacancies_published")).toBe(center.current.vacancies_published);
    expect(doc.meta.total_count).toBe(byId.size);
    expect(doc.meta.from).toBe("2019-03-01");
  });

  it("sorts by any figure (empty figures last) and pages", async () => {
    const mine = new Set([String(ids.a), String(ids.b), String(ids.x)]);
    const order = async (sort: string) =>
      ((await list(`sort=${sort}&page[size]=1000`)).data as { id: string }[])
        .map((r) => r.id)
        .filter((id) => mine.has(id));
    expect(await order("median_first_answer_hours")).toEqual([String(ids.b), String(ids.a), String(ids.x)]);
    expect(await order("-median_first_answer_hours")).toEqual([String(ids.a), String(ids.b), String(ids.x)]);
    expect(await order("-applications_received")).toEqual([String(ids.a), String(ids.b), String(ids.x)]);
    expect(await order("organization_name")).toEqual([String(ids.x), String(ids.a), String(ids.b)]);
    const page = await list("sort=-applications_received&page[size]=1&page[number]=1");
    expect(page.data).toHaveLength(1);
    expect(page.data[0].id).toBe(String(ids.a));
    expect(page.links.next).toContain("page%5Bnumber%5D=2");
    const one = await list(`filter[organization_id_eq]=${ids.b}`);
    expect(one.data.map((r: { id: string }) => r.id)).toEqual([String(ids.b)]);
  });

  it("refuses unknown sorts", async () => {
    const { status, doc } = await get(`${API_PATHS.analyticsOrganizations}?sort=password`);
    expect(status).toBe(400);
    expect(doc.errors[0].code).toBe("invalid_sort");
  });
});

describe("who may see analytics", () => {
  it("center staff and superadmins; organization staff and volunteers not; visitors sign in", async () => {
    for (const path of [API_PATHS.analytics, API_PATHS.analyticsOrganizations]) {
      expect((await get(path, null)).status).toBe(401);
      for (const role of ["volunteer", "member", "orgadmin"] as const) {
        const s = await t.signIn(await fx.actor("demo", role), "demo");
        const res = await get(path, s);
        expect(res.status, role).toBe(403);
        expect(res.doc.errors[0].status).toBe("403");
      }
      const sa = await t.signIn(await fx.actor("demo", "superadmin"), "demo");
      expect((await get(`${path}?${MARCH}`, sa)).status).toBe(200);
    }
  });

  it("superadmins see the same March as center staff", async () => {
    const sa = await t.signIn(await fx.actor("demo", "superadmin"), "demo");
    expect((await figures(MARCH, sa)).current).toEqual((await figures()).current);
  });

  it("another center's staff see only their center", async () => {
    const other = await t.signIn(await fx.actor("rijnstad", "admin"), "rijnstad");
    const f = await figures(MARCH, other);
    expect(f.current.applications_received).toBe(1);
    expect(f.current.vacancies_published).toBe(1);
    const doc = (await get(`${API_PATHS.analyticsOrganizations}?${MARCH}&page[size]=1000`, other)).doc;
    expect(JSON.stringify(doc)).not.toMatch(/Analyse A|Analyse B/);
    // Demo's organization asked by id at rijnstad: nothing.
    const asked = await get(`${API_PATHS.analyticsOrganizations}?${MARCH}&filter[organization_id_eq]=${ids.a}`, other);
    expect(asked.doc.data).toEqual([]);
    // Demo staff cannot read rijnstad's center by asking with rijnstad's host.
    const res = await t.request("GET", `${API_PATHS.analytics}?${MARCH}`, { as: admin, center: "rijnstad" });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe("bad periods", () => {
  const bad = async (query: string, locale = "nl") => {
    const res = await t.request("GET", `${API_PATHS.analytics}?${query}`, {
      as: admin,
      headers: { "accept-language": locale },
    });
    return { status: res.statusCode, error: json(res).errors?.[0] };
  };

  it("answers 422 with a message naming the filter", async () => {
    const cases: [string, string, string][] = [
      ["filter[date_gteq]=2019-02-30&filter[date_lteq]=2019-03-31", "invalid_date", "filter[date_gteq]"],
      ["filter[date_gteq]=1-3-2019&filter[date_lteq]=2019-03-31", "invalid_date", "filter[date_gteq]"],
      ["filter[date_gteq]=2019-03-01", "period_incomplete", "filter[date_lteq]"],
      ["filter[period_eq]=range&filter[date_lteq]=2019-03-01", "period_incomplete", "filter[date_gteq]"],
      ["filter[date_gteq]=2019-03-31&filter[date_lteq]=2019-03-01", "period_order", "filter[date_lteq]"],
      ["filter[date_gteq]=2017-01-01&filter[date_lteq]=2019-03-01", "period_too_long", "filter[date_lteq]"],
      ["filter[date_gteq]=1999-12-31&filter[date_lteq]=2000-01-31", "period_out_of_bounds", "filter[date_gteq]"],
      ["filter[date_gteq]=2019-03-01&filter[date_lteq]=2999-01-01", "period_out_of_bounds", "filter[date_lteq]"],
    ];
    for (const [query, code, parameter] of cases) {
      const { status, error } = await bad(query);
      expect({ query, status, code: error.code, parameter: error.source?.parameter }).toEqual({
        query,
        status: 422,
        code,
        parameter,
      });
      expect(error.detail).not.toMatch(/\{\w+\}/);
    }
    expect((await bad("filter[date_gteq]=2019-02-30&filter[date_lteq]=2019-03-31")).error.detail).toBe(
      "'2019-02-30' is geen bestaande datum. Gebruik de vorm JJJJ-MM-DD, bijvoorbeeld 2026-03-01.",
    );
    expect((await bad("filter[date_gteq]=2017-01-01&filter[date_lteq]=2019-03-01", "en")).error.detail).toBe(
      "A period is at most 731 days (two years). Choose a shorter period.",
    );
  });

  it("answers 400 for an unknown period or filter", async () => {
    for (const q of ["filter[period_eq]=decade", "filter[year_eq]=2019", "filter=2019"]) {
      const { status, error } = await bad(q);
      expect(status, q).toBe(400);
      expect(error.code).toBe("invalid_filter");
    }
    // A range of exactly two years is allowed.
    expect((await bad("filter[date_gteq]=2017-03-31&filter[date_lteq]=2019-03-31")).status).toBe(200);
  });
});

describe("CSV export", () => {
  const csv = async (path: string, query: string, locale = "nl") => {
    const res = await t.request("GET", `${path}?${query}`, { as: admin, headers: { "accept-language": locale } });
    expect(res.statusCode, res.body).toBe(200);
    expect(String(res.headers["content-type"])).toMatch(/^text\/csv/);
    return {
      lines: res.body
        .replace(/^\uFEFF/, "")
        .split("\r\n")
        .filter(Boolean),
      res,
    };
  };

  it("exports every figure of the page with the previous period, then the series", async () => {
    const { lines, res } = await csv(API_PATHS.analyticsExport, MARCH);
    expect(String(res.headers["content-disposition"])).toMatch(/analyse-\d{4}-\d{2}-\d{2}\.csv/);
    expect(lines[0]).toBe("Cijfer;Periode 2019-03-01 - 2019-03-31;Vorige periode 2019-01-29 - 2019-02-28");
    expect(lines).toContain("Aanmeldingen;6;1");
    expect(lines).toContain("Aanmeldingen: nieuw;3;0");
    expect(lines).toContain("Aandeel geaccepteerd (%);16.7;0");
    expect(lines).toContain("Mediane tijd tot eerste antwoord (uren);10;1");
    expect(lines).toContain("Wachten op eerste antwoord;2;0");
    expect(lines).toContain("Nieuwe vrijwilligers;2;1");
    expect(lines).toContain("Nieuwe organisaties: wacht op goedkeuring;1;0");
    expect(lines).toContain("Aanmeldingen (dag 2019-03-31);1;");
    expect(lines).toContain("Gepubliceerde vacatures (dag 2019-03-01);1;");
    const en = await csv(API_PATHS.analyticsExport, MARCH, "en");
    expect(en.lines[0]).toBe("Figure,Period 2019-03-01 - 2019-03-31,Previous period 2019-01-29 - 2019-02-28");
    expect(en.lines).toContain("Applications received,6,1");
  });

  it("exports the per-organization table with the list's sort", async () => {
    const { lines } = await csv(
      API_PATHS.analyticsOrganizationsExport,
      `${MARCH}&sort=-applications_received,organization_name`,
    );
    expect(lines[0]!.split(";").slice(0, 4)).toEqual([
      "Organisatie",
      "Status",
      "Gepubliceerde vacatures",
      "Aanmeldingen",
    ]);
    const a = lines.findIndex((l) => l.startsWith("Stichting Analyse A;"));
    const b = lines.findIndex((l) => l.startsWith("Vereniging Analyse B;"));
    expect(a).toBeGreaterThan(0);
    expect(a).toBeLessThan(b);
    expect(lines[a]).toBe("Stichting Analyse A;Goedgekeurd;2;4;2;0;1;0;1;25;14;1;0");
  });

  it("refuses what the JSON refuses", async () => {
    const member = await t.signIn(await fx.actor("demo", "member"), "demo");
    expect((await t.request("GET", API_PATHS.analyticsExport, { as: member })).statusCode).toBe(403);
    const bad = await t.request(
      "GET",
      `${API_PATHS.analyticsExport}?filter[date_gteq]=2019-13-01&filter[date_lteq]=2019-03-31`,
      {
        as: admin,
      },
    );
    expect(bad.statusCode).toBe(422);
    expect(json(bad).errors[0].code).toBe("invalid_date");
  });
});
