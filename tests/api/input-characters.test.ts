/**
 * Characters no text may hold (issue 14 point 8): NUL (PostgreSQL refuses 0x00), other control
 * characters and lone surrogates (not valid UTF-8) answer 422 pointing at the attribute, in every
 * text attribute; tab and line breaks pass in long text only. In the query string they answer 400
 * naming the parameter, and a %-escape that is not valid UTF-8 is a 400 as well. Never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PATHS } from "@contract/paths.ts";
import { feedbackSchema, userUpdateSchema } from "@contract/schemas.ts";
import { vacancySchema } from "@contract/vacancy-schemas.ts";
import { Fixtures } from "@server/testing/fixtures.ts";
import { createTestContext, json, type Session, type TestContext } from "@server/testing/harness.ts";
import { apply, makeOrganization, makeVacancy, makeVolunteer } from "./support/applications.ts";

let t: TestContext;
let centerAdmin: Session;
let orgAdmin: Session;
let volunteer: Session;
let orgId: number;
let conversationId: string;

beforeAll(async () => {
  t = await createTestContext();
  const fx = new Fixtures(t.database);
  const org = await makeOrganization(fx, "demo", "Buurthuis De Linde");
  orgId = org.orgId;
  orgAdmin = await t.signIn(org.admin);
  centerAdmin = await t.signIn("admin@demo.test");
  volunteer = await t.signIn((await makeVolunteer(t, fx, "demo")).email);
  const application = await apply(t, volunteer, await makeVacancy(t, fx, "demo", orgId, { title: "Bardienst" }));
  conversationId = application.attributes.conversation_id as string;
});
afterAll(async () => {
  await t?.close();
});

interface Case {
  name: string;
  method: string;
  url: () => string;
  as: () => Session | null;
  type: string;
  /** Valid attributes besides the one under test. */
  base?: () => Record<string, unknown>;
  attribute: string;
}

const cases: Case[] = [
  {
    name: "feedback message",
    method: "POST",
    url: () => "/api/v1/feedback",
    as: () => null,
    type: "feedback",
    attribute: "message",
  },
  ...(["title", "summary", "description"] as const).map((attribute): Case => ({
    name: `vacancy ${attribute}`,
    method: "POST",
    url: () => API_PATHS.vacancies,
    as: () => orgAdmin,
    type: "vacancy",
    base: () => ({ organization_id: String(orgId), title: "Gastvrouw in het buurthuis" }),
    attribute,
  })),
  {
    name: "organization name",
    method: "PUT",
    url: () => `/api/v1/organizations/${orgId}`,
    as: () => centerAdmin,
    type: "organization",
    attribute: "name",
  },
  ...(["first_name", "last_name", "phone"] as const).map((attribute): Case => ({
    name: `user ${attribute}`,
    method: "PATCH",
    url: () => "/api/v1/current_user",
    as: () => volunteer,
    type: "user",
    attribute,
  })),
  {
    name: "message body",
    method: "POST",
    url: () => `/api/v1/conversations/${conversationId}/messages`,
    as: () => volunteer,
    type: "message",
    attribute: "body",
  },
];

/** The request body as JSON text, with `raw` spliced in as the attribute's JSON string literal. */
function send(c: Case, raw: string, locale = "nl") {
  const attributes = { ...c.base?.(), [c.attribute]: "__VALUE__" };
  const text = JSON.stringify({ data: { type: c.type, attributes } }).replace('"__VALUE__"', raw);
  return t.request(c.method, c.url(), { as: c.as(), body: text, headers: { "accept-language": locale } });
}

function expect422(res: { statusCode: number; body: string }, attribute: string) {
  expect(res.statusCode, res.body).toBe(422);
  const doc = json(res);
  const error = doc.errors.find(
    (e: { source?: { pointer?: string } }) => e.source?.pointer === `/data/attributes/${attribute}`,
  );
  expect(error, res.body).toMatchObject({ status: "422", code: "invalid_characters" });
  return error as { detail: string };
}

describe("text attributes", () => {
  it.each(cases)("$name: NUL, other control characters and a lone surrogate answer 422 at the attribute", async (c) => {
    // NUL, a bell, an escape, DEL and a C1 control inside the text; lone high and low surrogates.
    for (const raw of ['"Buurt\\u0000huis"', '"Buurt\\u0007huis"', '"\\u001b[31mrood"', '"a\\u007fb"', '"a\\u0085b"'])
      expect422(await send(c, raw), c.attribute);
    expect422(await send(c, '"Buurt\\ud800huis"'), c.attribute);
    const en = expect422(await send(c, '"Buurt\\udc00huis"', "en"), c.attribute);
    expect(en.detail).toMatch(/contains characters that are not allowed/);
  });

  it("allows tab and line breaks in long text only", async () => {
    const feedback = cases[0]!;
    const ok = await send(feedback, JSON.stringify("Regel een\nRegel\ttwee\r\n"));
    expect(ok.statusCode, ok.body).toBe(201);
    const firstName = cases.find((c) => c.attribute === "first_name")!;
    expect(expect422(await send(firstName, JSON.stringify("Jan\tJansen")), "first_name").detail).toMatch(
      /Voornaam bevat tekens die niet zijn toegestaan/,
    );
    expect422(await send(firstName, JSON.stringify("Jan\nJansen")), "first_name");
    const summary = cases.find((c) => c.name === "vacancy summary")!;
    expect((await send(summary, JSON.stringify("Gezellig.\nElke week."))).statusCode).toBe(201);
  });

  it("points into nested attributes and keys as well", async () => {
    const res = await t.request("PUT", `/api/v1/organizations/${orgId}`, {
      as: centerAdmin,
      body: '{"data":{"type":"organization","attributes":{"address":{"city":"Utrecht\\u0000"}}}}',
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(json(res).errors[0].source.pointer).toBe("/data/attributes/address/city");
    const key = await t.request("POST", "/api/v1/feedback", { body: '{"data":{"attributes":{"mes\\u0000sage":"x"}}}' });
    expect(key.statusCode, key.body).toBe(422);
    expect(json(key).errors[0].source.pointer).toBe("/data/attributes/mes\u0000sage");
  });

  it("the contract's schemas (the forms) refuse the same", async () => {
    expect(await feedbackSchema.isValid({ message: "a\u0000b" })).toBe(false);
    expect(await feedbackSchema.isValid({ message: "a\nb\tc" })).toBe(true);
    expect(await userUpdateSchema.isValid({ first_name: "Jan\tJansen" })).toBe(false);
    expect(await userUpdateSchema.isValid({ phone: "06\ud800" })).toBe(false);
    expect(await vacancySchema.isValid({ title: "Gastvrouw\u0000", organization_id: "1" })).toBe(false);
    const error = await feedbackSchema.validate({ message: "a\u0001" }).catch((e: { type: string }) => e);
    expect((error as { type: string }).type).toBe("characters");
  });
});

describe("query strings", () => {
  const expect400 = (res: { statusCode: number; body: string; headers: Record<string, unknown> }, code: string) => {
    expect(res.statusCode, res.body).toBe(400);
    expect(String(res.headers["content-type"])).toMatch(/application\/vnd\.api\+json/);
    const [error] = json(res).errors;
    expect(error).toMatchObject({ status: "400", code });
    return error as { source?: { parameter?: string }; detail: string };
  };

  it("a control character in a filter, q, sort or include is a 400 naming the parameter", async () => {
    const filter = expect400(
      await t.request("GET", "/api/v1/organizations?filter[name_cont]=%00", { as: centerAdmin }),
      "invalid_characters",
    );
    expect(filter.source?.parameter).toBe("filter[name_cont]");
    for (const [url, parameter] of [
      ["/api/v1/vacancies/search?q=a%00b", "q"],
      ["/api/v1/vacancies/search?q=%1B", "q"],
      ["/api/v1/users?sort=name%00", "sort"],
      ["/api/v1/users?include=roles%07", "include"],
      ["/api/v1/users?filter[name_cont]=Jan%0AJansen", "filter[name_cont]"],
    ] as const)
      expect(
        expect400(await t.request("GET", url, { as: centerAdmin }), "invalid_characters").source?.parameter,
        url,
      ).toBe(parameter);
  });

  it("a %-escape that is not valid UTF-8 is a 400, in the request's language", async () => {
    for (const url of [
      "/api/v1/vacancies/search?q=%",
      "/api/v1/vacancies/search?q=%ED%A0%80",
      "/api/v1/vacancies/search?q=%zz",
      "/api/v1/organizations?filter[name_cont]=%C3",
      "/api/v1/users/%",
    ])
      expect400(await t.request("GET", url, { as: centerAdmin }), "malformed_url");
    const en = expect400(await t.request("GET", "/api/v1/vacancies/search?q=%&locale=en"), "malformed_url");
    expect(en.detail).toMatch(/invalid %-encoding/);
  });
});
