/** CSV exports of lists (server/http/csv.ts): same filters, sort and visibility as the JSON lists. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Fixtures } from "@server/testing/fixtures.ts";
import { createTestContext, json, type Session, type TestContext } from "@server/testing/harness.ts";

let t: TestContext;
let fx: Fixtures;
let admin: Session;
let orgadmin: Session;
let volunteer: Session;
let school: number;
beforeAll(async () => {
  t = await createTestContext();
  fx = new Fixtures(t.database);
  admin = await t.signIn("admin@demo.test");
  orgadmin = await t.signIn("orgadmin@demo.test");
  volunteer = await t.signIn("volunteer@demo.test");
  school = await fx.seededOrg("demo", "School");
});
afterAll(async () => {
  await t?.close();
});

/** The CSV's lines without the BOM, split into cells (no quoted separators in these tests). */
function lines(body: string, sep = ";"): string[][] {
  expect(body.charCodeAt(0)).toBe(0xfeff);
  return body
    .slice(1)
    .split("\r\n")
    .filter(Boolean)
    .map((l) => l.split(sep));
}

describe("GET /api/v1/organizations/export", () => {
  it("answers the filtered, sorted list as a Dutch CSV download with a BOM", async () => {
    const url = "filter[status_in]=approved,pending&sort=-name";
    const res = await t.request("GET", `/api/v1/organizations/export?${url}`, { as: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="organisaties-\d{4}-\d\d-\d\d\.csv"/);
    const [header, ...rows] = lines(res.body);
    expect(header).toEqual([
      "Naam",
      "Soort",
      "Status",
      "Plaats",
      "Gepubliceerde vacatures",
      "E-mailadres",
      "Telefoonnummer",
      "Website",
      "Aangemeld op",
    ]);
    const list = json(await t.request("GET", `/api/v1/organizations?${url}&page[size]=1000`, { as: admin }));
    expect(rows.map((r) => r[0])).toEqual(list.data.map((o: { attributes: { name: string } }) => o.attributes.name));
    expect(new Set(rows.map((r) => r[2]))).toEqual(new Set(["Goedgekeurd", "Wacht op goedkeuring"]));
  });

  it("writes English headers for an English request and counts published vacancies", async () => {
    const res = await t.request("GET", `/api/v1/organizations/export?filter[id_eq]=${school}`, {
      as: admin,
      headers: { "accept-language": "en" },
    });
    const [header, row] = lines(res.body, ",");
    expect(header!.slice(0, 5)).toEqual(["Name", "Type", "Status", "Place", "Published vacancies"]);
    expect(res.headers["content-disposition"]).toContain('filename="organizations-');
    const [n] = await t.database.query<{ n: number }>(
      "select count(*)::int as n from vacancies where organization_id = $1 and status = 'published'",
      [school],
    );
    expect(row![1]).toBe("School");
    expect(Number(row![4])).toBe(n!.n);
  });

  it("neutralizes formulas in names and quotes separators", async () => {
    await fx.org("demo", { name: "=HYPERLINK(1;2)" });
    const res = await t.request("GET", "/api/v1/organizations/export?filter[name_cont]=HYPERLINK", { as: admin });
    expect(res.body.split("\r\n")[1]).toMatch(/^"'=HYPERLINK\(1;2\)";/);
  });

  it("reads more rows than one batch, none twice", async () => {
    const centerId = await fx.centerId("demo");
    await t.database.query(
      "insert into organizations (center_id, name, organization_type, status) select $1, 'Bulkexport ' || lpad(i::text, 4, '0'), 'Foundation', 'approved' from generate_series(1, 1203) i",
      [centerId],
    );
    const res = await t.request("GET", "/api/v1/organizations/export?filter[name_cont]=Bulkexport&sort=-name", {
      as: admin,
    });
    const rows = lines(res.body).slice(1);
    expect(rows).toHaveLength(1203);
    expect(new Set(rows.map((r) => r[0])).size).toBe(1203);
    expect(rows[0]![0]).toBe("Bulkexport 1203");
    expect(rows.at(-1)![0]).toBe("Bulkexport 0001");
  });

  it("shows organization staff only their own organizations, and nobody else anything", async () => {
    const own = lines((await t.request("GET", "/api/v1/organizations/export", { as: orgadmin })).body).slice(1);
    const [org] = await t.database.query<{ name: string }>("select name from organizations where id = $1", [school]);
    expect(own.map((r) => r[0])).toEqual([org!.name]);
    expect((await t.request("GET", "/api/v1/organizations/export", { as: volunteer })).statusCode).toBe(403);
    expect((await t.request("GET", "/api/v1/organizations/export")).statusCode).toBe(401);
    const bad = await t.request("GET", "/api/v1/organizations/export?filter[status_eq]=weg", { as: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers["content-type"]).toContain("json");
    expect(json(bad).errors[0].title).toBeTruthy();
  });
});

describe("GET /api/v1/users/export", () => {
  it("answers the center's users with roles, never another center's", async () => {
    await fx.user("rijnstad", { role: "volunteer", email: "export-other@rijnstad.test" });
    const res = await t.request("GET", "/api/v1/users/export?sort=email", { as: admin });
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = lines(res.body);
    expect(header).toEqual([
      "Voornaam",
      "Achternaam",
      "E-mailadres",
      "Rollen",
      "Status",
      "Laatst ingelogd",
      "Aangemaakt op",
    ]);
    const emails = rows.map((r) => r[2]);
    expect(emails).toContain("orgadmin@demo.test");
    expect(emails).not.toContain("export-other@rijnstad.test");
    expect(emails).toEqual([...emails].sort());
    const orgadminRow = rows.find((r) => r[2] === "orgadmin@demo.test")!;
    expect(orgadminRow[3]).toMatch(/^"?Beheerder \(/);
  });

  it("filters as the list does and refuses organization admins, as the list does", async () => {
    const res = await t.request(
      "GET",
      `/api/v1/users/export?filter[organization_id_eq]=${school}&filter[with_role]=admin`,
      {
        as: admin,
      },
    );
    const list = json(
      await t.request(
        "GET",
        `/api/v1/users?filter[organization_id_eq]=${school}&filter[with_role]=admin&page[size]=1000`,
        {
          as: admin,
        },
      ),
    );
    expect(
      lines(res.body)
        .slice(1)
        .map((r) => r[2])
        .sort(),
    ).toEqual(list.data.map((u: { attributes: { email: string } }) => u.attributes.email).sort());
    // The center's people are for center staff only (issue 15): an organization admin is refused, as on the list.
    expect((await t.request("GET", "/api/v1/users/export", { as: orgadmin })).statusCode).toBe(403);
    expect((await t.request("GET", "/api/v1/users/export", { as: volunteer })).statusCode).toBe(403);
  });
});
