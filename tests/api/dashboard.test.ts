/** GET /api/v1/dashboard: the counts each role may see, and null for the rest. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DASHBOARD_FIGURE_LISTS, type FigureKey } from "@contract/dashboard.ts";
import { API_PATHS } from "@contract/paths.ts";
import { VACANCY_ENDING_SOON_DAYS } from "@contract/vacancies.ts";
import { Fixtures } from "@server/testing/fixtures.ts";
import { createTestContext, json, type Session, type TestContext } from "@server/testing/harness.ts";
import { dutchToday } from "@server/modules/dashboard/routes.ts";
import { apply, makeOrganization, makeVacancy, makeVolunteer, statusBody } from "./support/applications.ts";

let t: TestContext;
let fx: Fixtures;
let org: Awaited<ReturnType<typeof makeOrganization>>;
let volunteer: Session;

const inDays = (days: number) => {
  const d = new Date(`${dutchToday(Date.now())}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

beforeAll(async () => {
  t = await createTestContext();
  fx = new Fixtures(t.database);
  org = await makeOrganization(fx, "demo", "Basisschool De Wilg");
  const soon = await makeVacancy(t, fx, "demo", org.orgId, { endDate: inDays(3) });
  const edge = await makeVacancy(t, fx, "demo", org.orgId, { endDate: inDays(VACANCY_ENDING_SOON_DAYS) });
  await makeVacancy(t, fx, "demo", org.orgId, { endDate: inDays(VACANCY_ENDING_SOON_DAYS + 1) });
  await makeVacancy(t, fx, "demo", org.orgId, { endDate: inDays(-1) });
  await makeVacancy(t, fx, "demo", org.orgId, { status: "draft", endDate: inDays(2) });
  await makeVacancy(t, fx, "demo", org.orgId, { status: "closed" });
  volunteer = await t.signIn((await makeVolunteer(t, fx, "demo")).email);
  const a = await apply(t, volunteer, soon);
  await apply(t, volunteer, edge);
  const other = await t.signIn((await makeVolunteer(t, fx, "demo")).email);
  const rejected = await apply(t, other, soon);
  const admin = await t.signIn(org.admin);
  await t.request("PATCH", `/api/v1/applications/${a.id}`, { as: admin, body: statusBody("in_progress") });
  await t.request("PATCH", `/api/v1/applications/${rejected.id}`, { as: admin, body: statusBody("rejected") });
});
afterAll(async () => {
  await t?.close();
});

const dashboard = async (as: Session | null, headers: Record<string, string> = {}) => {
  const res = await t.request("GET", "/api/v1/dashboard", { as, headers });
  return { status: res.statusCode, doc: res.statusCode === 200 ? json(res) : null };
};

async function centerCounts(key: string) {
  const [row] = await t.database.query<Record<string, number>>(
    `SELECT
       (SELECT count(*)::int FROM applications a JOIN centers c ON c.id = a.center_id WHERE c.key = $1 AND a.status = 'new') AS new_applications,
       (SELECT count(*)::int FROM applications a JOIN centers c ON c.id = a.center_id WHERE c.key = $1 AND a.status IN ('new','in_progress','accepted')) AS open_applications,
       (SELECT count(*)::int FROM vacancies v JOIN centers c ON c.id = v.center_id WHERE c.key = $1 AND v.status = 'published') AS published_vacancies,
       (SELECT count(*)::int FROM vacancies v JOIN centers c ON c.id = v.center_id WHERE c.key = $1 AND v.status = 'draft') AS draft_vacancies,
       (SELECT count(*)::int FROM vacancies v JOIN centers c ON c.id = v.center_id WHERE c.key = $1 AND v.status = 'published' AND v.end_date BETWEEN $2::date AND $3::date) AS vacancies_ending_soon,
       (SELECT count(*)::int FROM organizations o JOIN centers c ON c.id = o.center_id WHERE c.key = $1 AND o.status = 'pending') AS organizations_to_approve`,
    [key, inDays(0), inDays(VACANCY_ENDING_SOON_DAYS)],
  );
  return row!;
}

describe("GET /api/v1/dashboard", () => {
  it("gives organization staff the counts of their organization", async () => {
    const { status, doc } = await dashboard(await t.signIn(org.member));
    expect(status).toBe(200);
    expect(doc.data).toMatchObject({ type: "dashboard", id: "current" });
    expect(doc.data.attributes).toEqual({
      new_applications: 1,
      open_applications: 2,
      published_vacancies: 4,
      draft_vacancies: 1,
      vacancies_ending_soon: 2,
      organizations_to_approve: null,
      unread_notifications: 3,
      my_open_applications: 0,
    });
  });

  it("scopes organization staff to the selected organization", async () => {
    const other = await makeOrganization(fx, "demo");
    const { doc } = await dashboard(await t.signIn(other.admin), {
      "current-organization": String(other.orgId),
    });
    expect(doc.data.attributes).toMatchObject({ new_applications: 0, published_vacancies: 0, draft_vacancies: 0 });
    const foreign = await dashboard(await t.signIn(other.admin), { "current-organization": String(org.orgId) });
    expect(foreign.status).toBe(403);
  });

  it("gives volunteers only their own figures", async () => {
    const { doc } = await dashboard(volunteer);
    expect(doc.data.attributes).toEqual({
      new_applications: null,
      open_applications: null,
      published_vacancies: null,
      draft_vacancies: null,
      vacancies_ending_soon: null,
      organizations_to_approve: null,
      unread_notifications: 1,
      my_open_applications: 2,
    });
  });

  it("gives center staff and superadmins the whole center, and nothing of another", async () => {
    for (const as of [
      await t.signIn("admin@demo.test"),
      await t.signIn(await fx.actor("demo", "superadmin"), "demo"),
    ]) {
      const { doc } = await dashboard(as);
      expect(doc.data.attributes).toMatchObject(await centerCounts("demo"));
      expect(doc.data.attributes.vacancies_ending_soon).toBeGreaterThanOrEqual(2);
      expect(doc.data.attributes.organizations_to_approve).toBeGreaterThan(0);
    }
    const { doc } = await dashboard(await t.signIn("admin@rijnstad.test"));
    const rijnstad = await centerCounts("rijnstad");
    expect(doc.data.attributes).toMatchObject(rijnstad);
    // None of the demo center's figures leak in: the demo organization's vacancies are not counted.
    expect(rijnstad.published_vacancies).toBeLessThan((await centerCounts("demo")).published_vacancies!);
  });

  it("needs a signed-in user", async () => {
    expect((await dashboard(null)).status).toBe(401);
  });
});

describe("every figure equals the total of the list it opens", () => {
  /** The list call of a figure, as the page makes it (filters comma-separated). */
  const listTotal = async (as: Session, key: FigureKey, headers: Record<string, string>) => {
    const list = DASHBOARD_FIGURE_LISTS[key];
    const filter = Object.entries(list.filter)
      .map(([k, v]) => `filter[${k}]=${encodeURIComponent(typeof v === "string" ? v : v.join(","))}`)
      .join("&");
    const res = await t.request("GET", `${list.api}?${filter}&page[size]=1`, { as, headers });
    expect(res.statusCode, `${key}: ${res.body.slice(0, 200)}`).toBe(200);
    return json(res).meta.total_count as number;
  };

  it("for every role, with and without a selected organization", async () => {
    // A member who also volunteers somewhere: their own application is theirs, not the organization's.
    const member = await t.signIn(org.member);
    const elsewhere = await makeOrganization(fx, "demo");
    await apply(t, member, await makeVacancy(t, fx, "demo", elsewhere.orgId));
    const roles: Record<string, Session> = {
      volunteer,
      member,
      orgadmin: await t.signIn(org.admin),
      // The demo center's own admin: with its volunteer center selected (as the app does), the
      // published figure said 15 and its list showed 4.
      admin: await t.signIn("admin@demo.test"),
      superadmin: await t.signIn(await fx.actor("demo", "superadmin"), "demo"),
    };
    let compared = 0;
    for (const [role, as] of Object.entries(roles)) {
      const mine = await t.request("GET", API_PATHS.currentOrganizations, { as });
      const selected = (json(mine).data as { id: string }[]).map((o) => o.id);
      for (const headers of [{}, ...selected.map((id) => ({ "current-organization": id }))]) {
        const { doc } = await dashboard(as, headers);
        for (const [key, value] of Object.entries(doc.data.attributes as Record<FigureKey, number | null>)) {
          if (value === null) continue;
          expect({ role, headers, key, value }).toEqual({
            role,
            headers,
            key,
            value: await listTotal(as, key as FigureKey, headers),
          });
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(40);
  });
});
