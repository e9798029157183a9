/** Round trip through a well-known JSON:API client deserializer (jsona). */
import { Jsona } from "jsona";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, json, type TestContext } from "@server/testing/harness.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t?.close();
});

const jsona = new Jsona();
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- deserialized models are untyped
type Model = Record<string, any>;

describe("jsona deserializes our documents", () => {
  it("organizations with included vacancies, address and profile", async () => {
    const s = await t.signIn("admin@demo.test");
    const doc = json(
      await t.request(
        "GET",
        "/api/v1/organizations?include=vacancies,address,profile&filter[organization_type_eq]=School",
        { as: s },
      ),
    );
    const list = jsona.deserialize(doc) as Model[];
    expect(list).toHaveLength(1);
    const school = list[0]!;
    expect(school.type).toBe("organization");
    expect(school.organization_type).toBe("School");
    expect(school.address.city).toBe("Utrecht");
    expect(school.profile.type).toBe("organization_profile");
    const titles = await t.database.query<{ title: string }>(
      "select title from vacancies where organization_id = $1 order by title",
      [Number(school.id)],
    );
    expect(titles.length).toBeGreaterThan(1);
    expect(school.vacancies.map((v: { title: string }) => v.title).sort()).toEqual(titles.map((r) => r.title).sort());
  });

  it("the current user with roles and their organizations", async () => {
    const s = await t.signIn("orgadmin@demo.test");
    const doc = json(await t.request("GET", "/api/v1/current_user?include=roles,organizations", { as: s }));
    const user = jsona.deserialize(doc) as Model;
    expect(user.email).toBe("orgadmin@demo.test");
    expect(user.roles.map((r: { name: string }) => r.name)).toEqual(["admin"]);
    expect(user.organizations[0].name).toMatch(/Regenboog/);
    // And back: serializing the model gives the same resource identity.
    const again = jsona.serialize({ stuff: user, includeNames: ["roles"] }) as { data: { type: string; id: string } };
    expect(again.data).toMatchObject({ type: "user", id: doc.data.id });
  });

  it("the current center with its profile", async () => {
    const doc = json(
      await t.request("GET", "/api/v1/volunteer_centers/current?include=profile", { center: "meedoen" }),
    );
    const center = jsona.deserialize(doc) as Model;
    expect(center.name).toBe("Meedoen");
    expect(center.profile).toMatchObject({ primary_color: "purple", secondary_color: "yellow", muted_color: "gray" });
  });
});
