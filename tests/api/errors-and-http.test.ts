/** Error documents, media types, parsing safety, languages, CORS and security headers. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, host, json, type Session, type TestContext } from "@server/testing/harness.ts";

let t: TestContext;
let admin: Session;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.signIn("admin@demo.test");
});
afterAll(async () => {
  await t?.close();
});

function expectErrorDoc(
  res: { statusCode: number; body: string; headers: Record<string, unknown> },
  status: number,
  code?: string,
) {
  expect(res.statusCode).toBe(status);
  expect(String(res.headers["content-type"])).toContain("application/vnd.api+json");
  const doc = json(res);
  expect(Array.isArray(doc.errors)).toBe(true);
  for (const e of doc.errors) {
    expect(e.status).toBe(String(status));
    expect(typeof e.title).toBe("string");
    expect(typeof e.detail).toBe("string");
    expect(JSON.stringify(e)).not.toMatch(/\n\s+at |node_modules|\.ts:\d+/);
  }
  if (code) expect(doc.errors[0].code).toBe(code);
  return doc;
}

describe("error documents", () => {
  it("answers 404 for unknown API paths", async () => {
    expectErrorDoc(await t.request("GET", "/api/v1/nope"), 404, "not_found");
    expectErrorDoc(await t.request("GET", "/api/v1/organizations/abc", { as: admin }), 404, "not_found");
    expectErrorDoc(
      await t.request("GET", "/api/v1/organizations/99999999999999999999", { as: admin }),
      404,
      "not_found",
    );
  });

  it("answers 401 without credentials, in Dutch by default and English on request", async () => {
    const nl = expectErrorDoc(await t.request("GET", "/api/v1/current_user"), 401, "unauthorized");
    expect(nl.errors[0].title).toBe("Niet ingelogd");
    const en = expectErrorDoc(
      await t.request("GET", "/api/v1/current_user", { headers: { "accept-language": "en-GB,en;q=0.9" } }),
      401,
    );
    expect(en.errors[0].title).toBe("Not authorized");
    const q = expectErrorDoc(await t.request("GET", "/api/v1/current_user?locale=en"), 401);
    expect(q.errors[0].title).toBe("Not authorized");
  });

  it("answers 415 for other media types and accepts both JSON types", async () => {
    expectErrorDoc(
      await t.request("POST", "/api/v1/feedback", { body: "message=hi", headers: { "content-type": "text/plain" } }),
      415,
      "unsupported_media_type",
    );
    expect(
      (
        await t.request("POST", "/api/v1/feedback", {
          body: { message: "a" },
          headers: { "content-type": "application/json" },
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await t.request("POST", "/api/v1/feedback", {
          body: { message: "b" },
          headers: { "content-type": "application/vnd.api+json" },
        })
      ).statusCode,
    ).toBe(201);
  });

  it("answers 400 for broken JSON and prototype pollution attempts", async () => {
    expectErrorDoc(
      await t.request("POST", "/api/v1/feedback", { body: "{nope", headers: { "content-type": "application/json" } }),
      400,
      "invalid_json",
    );
    expectErrorDoc(
      await t.request("POST", "/api/v1/feedback", { body: '{"message":"x","__proto__":{"admin":true}}' }),
      400,
    );
    expectErrorDoc(
      await t.request("POST", "/api/v1/feedback", {
        body: '{"message":"x","constructor":{"prototype":{"admin":true}}}',
      }),
      400,
    );
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
    const q = await t.request("GET", "/api/v1/organizations?__proto__[admin]=1&filter[__proto__][x]=1", { as: admin });
    expect(q.statusCode).toBeLessThan(500);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it("answers 413 for bodies over the limit", async () => {
    const res = await t.request("POST", "/api/v1/feedback", { body: { message: "x".repeat(300_000) } });
    expectErrorDoc(res, 413, "payload_too_large");
  });

  it("answers 400 for filters, includes, sorts and pages outside the allowlist", async () => {
    const cases: [string, string, string][] = [
      ["/api/v1/organizations?filter[password_eq]=x", "invalid_filter", "filter[password_eq]"],
      ["/api/v1/organizations?filter[status_eq]=weird", "invalid_filter", "filter[status_eq]"],
      ["/api/v1/users?filter[organization_id_eq]=abc", "invalid_filter", "filter[organization_id_eq]"],
      ["/api/v1/users?filter[with_role]=superadmin", "invalid_filter", "filter[with_role]"],
      ["/api/v1/organizations?include=users", "invalid_include", "include"],
      ["/api/v1/organizations?sort=encrypted_password", "invalid_sort", "sort"],
      ["/api/v1/organizations?page[size]=1001", "invalid_page", "page[size]"],
      ["/api/v1/organizations?page[number]=0", "invalid_page", "page[number]"],
      ["/api/v1/organizations?page=3", "invalid_page", "page"],
    ];
    for (const [url, code, parameter] of cases) {
      const doc = expectErrorDoc(await t.request("GET", url, { as: admin }), 400, code);
      expect(doc.errors[0].source.parameter, url).toBe(parameter);
    }
    expect((await t.request("GET", "/api/v1/users?page[size]=1000", { as: admin })).statusCode).toBe(200);
  });

  it("points at invalid attributes with 422", async () => {
    const [org] = await t.database.query<{ id: number }>(
      "select o.id from organizations o join centers c on c.id = o.center_id where c.key = 'demo' and o.organization_type = 'School'",
    );
    const res = await t.request("PUT", `/api/v1/organizations/${org!.id}`, {
      as: admin,
      body: {
        data: {
          type: "organization",
          id: String(org!.id),
          attributes: { status: "closed", name: "", website: "not a url", colour: "red" },
        },
      },
    });
    const doc = expectErrorDoc(res, 422);
    expect(doc.errors.map((e: { source: { pointer: string } }) => e.source.pointer)).toEqual([
      "/data/attributes/colour",
    ]);
    const res2 = await t.request("PUT", `/api/v1/organizations/${org!.id}`, {
      as: admin,
      headers: { "accept-language": "en" },
      body: {
        data: {
          type: "organization",
          id: String(org!.id),
          attributes: { status: "closed", name: "", website: "not a url" },
        },
      },
    });
    const doc2 = expectErrorDoc(res2, 422);
    expect(doc2.errors.map((e: { source: { pointer: string } }) => e.source.pointer).sort()).toEqual([
      "/data/attributes/name",
      "/data/attributes/status",
      "/data/attributes/website",
    ]);
    expect(doc2.errors.find((e: { source: { pointer: string } }) => e.source.pointer.endsWith("/name")).detail).toMatch(
      /Name/,
    );
  });

  it("answers 409 when the resource type does not match the endpoint", async () => {
    expectErrorDoc(
      await t.request("POST", "/api/v1/feedback", { body: { data: { type: "user", attributes: { message: "x" } } } }),
      409,
      "conflict",
    );
  });
});

describe("HTTP hygiene", () => {
  it("sets security headers", async () => {
    const res = await t.request("GET", "/api/v1/volunteer_centers");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["strict-transport-security"]).toBeTruthy();
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(res.headers["x-powered-by"]).toBeUndefined();
  });

  it("allows CORS only for the centers' own origins and exposes the credential headers", async () => {
    const ok = await t.app.inject({
      method: "OPTIONS",
      url: "/api/v1/current_user",
      headers: {
        host: host("demo"),
        origin: "http://rijnstad.localhost",
        "access-control-request-method": "GET",
        "access-control-request-headers": "access-token,client,uid,tenant",
      },
    });
    expect(ok.headers["access-control-allow-origin"]).toBe("http://rijnstad.localhost");
    const get = await t.app.inject({
      method: "GET",
      url: "/api/v1/volunteer_centers",
      headers: { host: host("demo"), origin: "http://demo.localhost" },
    });
    expect(String(get.headers["access-control-expose-headers"])).toContain("access-token");
    const evil = await t.app.inject({
      method: "OPTIONS",
      url: "/api/v1/current_user",
      headers: { host: host("demo"), origin: "https://evil.example.com", "access-control-request-method": "GET" },
    });
    expect(evil.headers["access-control-allow-origin"]).toBeUndefined();
  });
});
