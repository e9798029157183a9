/** The organization and user calls of specification section 7: lists, filters, transitions, roles. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CENTERS } from "@server/db/demo-data.ts";
import { DEMO_PASSWORD } from "@server/db/seed.ts";
import { Fixtures } from "@server/testing/fixtures.ts";
import { createTestContext, json, type Session, type TestContext } from "@server/testing/harness.ts";

let t: TestContext;
let fx: Fixtures;
let admin: Session;
let school: number;
beforeAll(async () => {
  t = await createTestContext();
  fx = new Fixtures(t.database);
  admin = await t.signIn("admin@demo.test");
  school = await fx.seededOrg("demo", "School");
});
afterAll(async () => {
  await t?.close();
});

const put = (s: Session, id: number | string, attributes: Record<string, unknown>, suffix = "") =>
  t.request("PUT", `/api/v1/organizations/${id}${suffix}`, {
    as: s,
    body: {
      data: {
        type: "organization",
        id: String(id),
        // Denying and archiving need a reason (issue 15); the tests of that rule are in organizations.test.ts.
        attributes: ["denied", "archived"].includes(String(attributes.status))
          ? { reason: "Reden voor de test.", ...attributes }
          : attributes,
      },
    },
  });

describe("organizations", () => {
  it("lists with include, filters, sort and pagination", async () => {
    const res = await t.request(
      "GET",
      "/api/v1/organizations?include=vacancies&filter[status_in]=approved,pending&sort=-name&page[size]=2&page[number]=2",
      { as: admin },
    );
    expect(res.statusCode).toBe(200);
    const doc = json(res);
    const [count] = await t.database.query<{ n: number }>(
      "select count(*)::int as n from organizations o join centers c on c.id = o.center_id where c.key = 'demo' and o.status in ('approved', 'pending')",
    );
    expect(count!.n).toBeGreaterThan(4);
    expect(doc.meta).toMatchObject({ total_count: count!.n, page_number: 2, page_size: 2 });
    expect(doc.data).toHaveLength(2);
    expect(doc.links.next).toContain("page%5Bnumber%5D=3");
    const all = json(
      await t.request("GET", "/api/v1/organizations?include=vacancies&page[size]=100&sort=name", { as: admin }),
    );
    const names = all.data.map((o: { attributes: { name: string } }) => o.attributes.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : 1)));
    const withVacancies = all.data.find(
      (o: { relationships: { vacancies: { data: unknown[] } } }) => o.relationships.vacancies.data.length > 0,
    );
    const ids = withVacancies.relationships.vacancies.data.map((r: { id: string }) => r.id);
    for (const id of ids)
      expect(all.included.some((r: { type: string; id: string }) => r.type === "vacancy" && r.id === id)).toBe(true);
    const found = json(
      await t.request("GET", "/api/v1/organizations?filter[name_cont]=regenboog&filter[organization_type_eq]=School", {
        as: admin,
      }),
    );
    expect(found.data.map((o: { id: string }) => o.id)).toEqual([String(school)]);
    const literal = json(await t.request("GET", "/api/v1/organizations?filter[name_cont]=%25", { as: admin }));
    expect(literal.data).toEqual([]);
  });

  it("shows organization staff only their own organizations", async () => {
    const s = await t.signIn("member@demo.test");
    const doc = json(await t.request("GET", "/api/v1/organizations", { as: s }));
    expect(doc.data.map((o: { id: string }) => o.id)).toEqual([String(school)]);
    const current = json(await t.request("GET", "/api/v1/current_organizations", { as: s }));
    expect(current.data.map((o: { id: string }) => o.id)).toEqual([String(school)]);
    const one = json(await t.request("GET", `/api/v1/current_organization?include=address,profile`, { as: s }));
    expect(one.data.relationships.address.data.type).toBe("address");
    expect(one.included.map((r: { type: string }) => r.type).sort()).toEqual(["address", "organization_profile"]);
  });

  it("gives a superadmin the center's own organization as current organization", async () => {
    const s = await t.signIn("superadmin@volunteerly.test", "demo");
    const doc = json(await t.request("GET", "/api/v1/current_organization", { as: s }));
    expect(doc.data.attributes.organization_type).toBe("VolunteerCenter");
  });

  it("follows the allowed status transitions through approve and update", async () => {
    const id = await fx.org("demo", { status: "pending" });
    expect(json(await put(admin, id, { status: "approved" }, "/approve")).data.attributes.status).toBe("approved");
    const back = await put(admin, id, { status: "pending" }, "/approve");
    expect(back.statusCode).toBe(422);
    expect(json(back).errors[0]).toMatchObject({
      code: "invalid_transition",
      source: { pointer: "/data/attributes/status" },
    });
    expect(json(await put(admin, id, { status: "archived" })).data.attributes.status).toBe("archived");
    expect(json(await put(admin, id, { status: "approved" })).data.attributes.status).toBe("approved");
    expect((await put(admin, id, { status: "denied" }, "/approve")).statusCode).toBe(200);
    const noBody = await t.request("PUT", `/api/v1/organizations/${id}/approve`, { as: admin });
    expect(json(noBody).data.attributes.status).toBe("approved");
  });

  it("lets an organization admin edit their organization but not its status or type", async () => {
    const s = await t.signIn("orgadmin@demo.test");
    const ok = await put(s, school, { description: "Onze school", website: "https://regenboog.example.org" });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(json(ok).data.attributes.description).toBe("Onze school");
    expect((await put(s, school, { status: "archived" })).statusCode).toBe(403);
    expect((await put(s, school, { organization_type: "Company" })).statusCode).toBe(403);
  });

  it("updates the address and profile with the organization", async () => {
    const s = await t.signIn("orgadmin@demo.test");
    const res = await put(s, school, {
      address: { street: "Schoolstraat", house_number: "5", postcode: "3511 AB", city: "Utrecht" },
      profile: { summary: "Een fijne school", contact_email: "Info@Regenboog.example.org" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      json(res)
        .included.map((r: { type: string }) => r.type)
        .sort(),
    ).toEqual(["address", "organization_profile"]);
    const doc = json(await t.request("GET", `/api/v1/organizations/${school}?include=address,profile`, { as: s }));
    const address = doc.included.find((r: { type: string }) => r.type === "address");
    const profile = doc.included.find((r: { type: string }) => r.type === "organization_profile");
    expect(address.attributes).toMatchObject({ street: "Schoolstraat", postcode: "3511 AB", city: "Utrecht" });
    expect(profile.attributes).toMatchObject({
      summary: "Een fijne school",
      contact_email: "info@regenboog.example.org",
    });
    const bad = await put(s, school, { address: { postcode: "nope", planet: "Mars" } });
    expect(bad.statusCode).toBe(422);
    expect(json(bad).errors[0].source.pointer).toBe("/data/attributes/address/planet");
    const bad2 = await put(s, school, { profile: "x" });
    expect(json(bad2).errors[0].source.pointer).toBe("/data/attributes/profile");
    const bad3 = await put(s, school, { address: { postcode: "nope" } });
    expect(json(bad3).errors[0].source.pointer).toBe("/data/attributes/address/postcode");
  });

  it("protects the center's own organization", async () => {
    const vc = await fx.seededOrg("demo", "VolunteerCenter");
    expect((await t.request("DELETE", `/api/v1/organizations/${vc}`, { as: admin })).statusCode).toBe(409);
    expect((await put(admin, vc, { status: "archived" }, "/approve")).statusCode).toBe(403);
    expect((await put(admin, school, { organization_type: "VolunteerCenter" })).statusCode).toBe(403);
    const gone = await fx.org("demo");
    expect((await t.request("DELETE", `/api/v1/organizations/${gone}`, { as: admin })).statusCode).toBe(204);
    expect((await t.request("GET", `/api/v1/organizations/${gone}`, { as: admin })).statusCode).toBe(404);
  });
});

describe("users", () => {
  it("filters the admins of an organization (the specification's call)", async () => {
    const res = await t.request(
      "GET",
      `/api/v1/users/?filter[organization_id_eq]=${school}&filter[with_role]=admin&page[size]=1000`,
      { as: admin },
    );
    expect(res.statusCode).toBe(200);
    const doc = json(res);
    expect(doc.data.map((u: { attributes: { email: string } }) => u.attributes.email)).toEqual(["orgadmin@demo.test"]);
    expect(doc.meta.total_count).toBe(1);
  });

  it("includes roles and organizations", async () => {
    const [member] = await t.database.query<{ id: number }>("select id from users where email = 'member@demo.test'");
    const doc = json(await t.request("GET", `/api/v1/users/${member!.id}?include=roles,organizations`, { as: admin }));
    expect(doc.data.relationships.roles.data).toHaveLength(1);
    expect(doc.data.relationships.organizations.data).toEqual([{ type: "organization", id: String(school) }]);
    expect(doc.included.map((r: { type: string }) => r.type).sort()).toEqual(["organization", "role"]);
    const first = DEMO_CENTERS.demo.people.member.first.toLowerCase();
    const list = json(
      await t.request(
        "GET",
        `/api/v1/users?include=organizations&filter[name_cont]=${first}&filter[status_eq]=active`,
        {
          as: admin,
        },
      ),
    );
    // Other people of the center may share the first name (the demo's volunteer pool): every one found has it.
    const found = list.data as { attributes: { email: string; first_name: string; last_name: string } }[];
    expect(found.map((u) => u.attributes.email)).toContain("member@demo.test");
    for (const u of found)
      expect(`${u.attributes.first_name} ${u.attributes.last_name}`.toLowerCase()).toContain(first);
  });

  it("adds and removes roles", async () => {
    const u = await fx.user("demo", { role: "volunteer" });
    const add = await t.request("PUT", `/api/v1/users/${u.id}/add_role`, {
      as: admin,
      body: { role: { name: "member", organization_id: String(school) } },
    });
    expect(add.statusCode, add.body).toBe(200);
    expect(
      json(add)
        .included.map((r: { attributes: { name: string } }) => r.attributes.name)
        .sort(),
    ).toEqual(["member", "volunteer"]);
    const flat = await t.request("PUT", `/api/v1/users/${u.id}/add_role`, {
      as: admin,
      body: { role: "admin", organization_id: school },
    });
    expect(flat.statusCode, flat.body).toBe(200);
    expect(
      (
        await t.request("DELETE", `/api/v1/users/${u.id}/remove_role`, {
          as: admin,
          body: { role: "admin", organization_id: String(school) },
        })
      ).statusCode,
    ).toBe(200);
    const missingOrg = await t.request("PUT", `/api/v1/users/${u.id}/add_role`, {
      as: admin,
      body: { data: { type: "role", attributes: { name: "admin" } } },
    });
    expect(missingOrg.statusCode).toBe(422);
    expect(
      (await t.request("PUT", `/api/v1/users/${u.id}/add_role`, { as: admin, body: { role: { name: "superadmin" } } }))
        .statusCode,
    ).toBe(403);
    const otherOrg = await fx.seededOrg("rijnstad", "School");
    expect(
      (
        await t.request("PUT", `/api/v1/users/${u.id}/add_role`, {
          as: admin,
          body: { role: { name: "member", organization_id: String(otherOrg) } },
        })
      ).statusCode,
    ).toBe(422);
    const rm = await t.request("DELETE", `/api/v1/users/${u.id}/remove_role?name=member&organization_id=${school}`, {
      as: admin,
    });
    expect(rm.statusCode).toBe(200);
    expect(json(rm).included.map((r: { attributes: { name: string } }) => r.attributes.name)).toEqual(["volunteer"]);
    expect(
      (
        await t.request("DELETE", `/api/v1/users/${u.id}/remove_role?name=member&organization_id=${school}`, {
          as: admin,
        })
      ).statusCode,
    ).toBe(404);
    const [me] = await t.database.query<{ id: number }>("select id from users where email = 'admin@demo.test'");
    const vc = await fx.seededOrg("demo", "VolunteerCenter");
    expect(
      (await t.request("DELETE", `/api/v1/users/${me!.id}/remove_role?name=admin&organization_id=${vc}`, { as: admin }))
        .statusCode,
    ).toBe(409);
  });

  it("keeps organization admins to their own organization's users", async () => {
    const s = await t.signIn("orgadmin@demo.test");
    const outsider = await fx.user("demo", { role: "member", orgId: await fx.org("demo") });
    expect(
      (await t.request("PATCH", `/api/v1/users/${outsider.id}`, { as: s, body: { user: { first_name: "X" } } }))
        .statusCode,
    ).toBe(404);
    const [centerAdmin] = await t.database.query<{ id: number }>(
      "select id from users where email = 'admin@demo.test'",
    );
    expect(
      (
        await t.request("PUT", `/api/v1/users/${centerAdmin!.id}/add_role`, {
          as: s,
          body: { role: { name: "member", organization_id: String(school) } },
        })
      ).statusCode,
    ).toBe(404);
    const mine = await fx.user("demo", { role: "member", orgId: school });
    const status = await t.request("PATCH", `/api/v1/users/${mine.id}`, {
      as: s,
      body: { data: { type: "user", attributes: { status: "archived" } } },
    });
    expect(status.statusCode).toBe(403);
    const rename = await t.request("PATCH", `/api/v1/users/${mine.id}`, {
      as: s,
      body: { data: { type: "user", attributes: { last_name: "Jansen" } } },
    });
    // Nor the name: the account is its owner's (PRODUCT.md section 3); center staff may correct it.
    expect(rename.statusCode).toBe(403);
    expect(json(rename).errors[0].code).toBe("owner_only");
  });

  it("updates the current user, requiring the current password for a new password", async () => {
    const email = await fx.actor("demo", "volunteer");
    const s = await t.signIn(email);
    const res = await t.request("PATCH", "/api/v1/current_user", {
      as: s,
      body: { user: { first_name: "Vera", locale: "en" } },
    });
    expect(res.statusCode).toBe(200);
    expect(json(res).data.attributes).toMatchObject({ first_name: "Vera", locale: "en" });
    const noCurrent = await t.request("PATCH", "/api/v1/current_user", {
      as: s,
      body: { user: { password: "Heel-Nieuw-123", password_confirmation: "Heel-Nieuw-123" } },
    });
    expect(noCurrent.statusCode).toBe(422);
    expect(json(noCurrent).errors[0].source.pointer).toBe("/user/current_password");
    const withCurrent = await t.request("PATCH", "/api/v1/current_user", {
      as: s,
      body: {
        user: { password: "Heel-Nieuw-123", password_confirmation: "Heel-Nieuw-123", current_password: DEMO_PASSWORD },
      },
    });
    expect(withCurrent.statusCode).toBe(200);
    const status = await t.request("PATCH", "/api/v1/current_user", { as: s, body: { user: { status: "active" } } });
    expect(status.statusCode).toBe(422);
  });

  it("deletes users of the center, never oneself", async () => {
    const u = await fx.user("demo", { role: "volunteer" });
    expect((await t.request("DELETE", `/api/v1/users/${u.id}`, { as: admin })).statusCode).toBe(204);
    expect((await t.request("GET", `/api/v1/users/${u.id}`, { as: admin })).statusCode).toBe(404);
    const [me] = await t.database.query<{ id: number }>("select id from users where email = 'admin@demo.test'");
    expect((await t.request("DELETE", `/api/v1/users/${me!.id}`, { as: admin })).statusCode).toBe(409);
  });
});

describe("feedback", () => {
  it("stores the widget's message and validates it", async () => {
    const res = await t.request("POST", "/api/v1/feedback", {
      body: {
        message: "  Fijne site  ",
        name: "Piet",
        email: "piet@example.org",
        url: "http://demo.localhost/vacancies",
      },
    });
    expect(res.statusCode).toBe(201);
    expect(json(res).data.attributes).toMatchObject({ message: "Fijne site", name: "Piet" });
    const rows = await t.database.query<{ message: string; center_id: number }>(
      "select message, center_id from feedback order by id desc limit 1",
    );
    expect(rows[0]!.message).toBe("Fijne site");
    const empty = await t.request("POST", "/api/v1/feedback", { body: { message: "   " } });
    expect(empty.statusCode).toBe(422);
    expect(json(empty).errors[0].source.pointer).toBe("/message");
  });
});
