/**
 * Errors Fastify and Node raise before our handlers run (issue 14 point 9) are JSON:API error
 * documents in the request's language like every other: a bad %-encoding in the path, a path
 * parameter over the limit (414), an unknown path or method, the media type, the body size, broken
 * JSON, and requests Node's HTTP parser refuses on the socket (a control character in the request
 * line, headers over Node's limit).
 */
import { connect } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, json, type Session, type TestContext } from "@server/testing/harness.ts";

let t: TestContext;
let admin: Session;
beforeAll(async () => {
  t = await createTestContext({ bodyLimit: 4096 });
  admin = await t.signIn("admin@demo.test");
});
afterAll(async () => {
  await t?.close();
});

function expectErrorDocument(
  res: { statusCode: number; body: string; headers: Record<string, unknown> },
  status: number,
  code: string,
) {
  expect(res.statusCode, res.body).toBe(status);
  expect(String(res.headers["content-type"])).toMatch(/^application\/vnd\.api\+json/);
  const doc = json(res);
  expect(Object.keys(doc)).toEqual(["errors"]);
  expect(doc.errors).toHaveLength(1);
  expect(doc.errors[0]).toMatchObject({ status: String(status), code });
  return doc.errors[0] as { title: string; detail: string };
}

describe("Fastify's own errors", () => {
  const cases: [string, string, number, string, Record<string, unknown>?][] = [
    ["a bad %-encoding in the path", "/api/v1/users/%", 400, "malformed_url"],
    ["an invalid UTF-8 escape in the path", "/api/v1/organizations/%ED%A0%80", 400, "malformed_url"],
    ["a path parameter of 300 characters", `/api/v1/users/${"1".repeat(300)}`, 414, "uri_too_long"],
    ["an unknown path", "/api/v1/bestaat-niet", 404, "not_found"],
    ["an unknown method", "/api/v1/feedback", 404, "not_found", { method: "DELETE" }],
    [
      "another media type",
      "/api/v1/feedback",
      415,
      "unsupported_media_type",
      { method: "POST", body: "<x/>", headers: { "content-type": "application/xml" } },
    ],
    [
      "a body over the limit",
      "/api/v1/feedback",
      413,
      "payload_too_large",
      { method: "POST", body: JSON.stringify({ message: "x".repeat(5000) }) },
    ],
    [
      "broken JSON",
      "/api/v1/feedback",
      400,
      "invalid_json",
      { method: "POST", body: '{"data":', headers: { "content-type": "application/json" } },
    ],
  ];

  it.each(cases)("%s: a JSON:API error in Dutch, or English when asked", async (_, url, status, code, extra = {}) => {
    const {
      method = "GET",
      body,
      headers = {},
    } = extra as {
      method?: string;
      body?: string;
      headers?: Record<string, string>;
    };
    const nl = expectErrorDocument(await t.request(method, url, { as: admin, body, headers }), status, code);
    const en = expectErrorDocument(
      await t.request(method, url, { as: admin, body, headers: { ...headers, "accept-language": "en-GB,en;q=0.9" } }),
      status,
      code,
    );
    expect(en.title).not.toBe(nl.title);
    const query = url.includes("?") ? "&locale=en" : "?locale=en";
    expect(
      expectErrorDocument(await t.request(method, `${url}${query}`, { as: admin, body, headers }), status, code).title,
    ).toBe(en.title);
  });
});

describe("requests Node's HTTP parser refuses", () => {
  let port = 0;
  beforeAll(async () => {
    await t.app.listen({ host: "127.0.0.1", port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });

  /** Raw bytes on a socket; the whole answer as text. */
  const raw = (request: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(port, "127.0.0.1", () => socket.end(Buffer.from(request, "latin1")));
      let answer = "";
      socket.setEncoding("latin1");
      socket.on("data", (c: string) => (answer += c));
      socket.on("close", () => resolve(answer));
      socket.on("error", reject);
    });

  const parse = (answer: string) => {
    const [head = "", body = ""] = answer.split("\r\n\r\n");
    const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
    const headers = Object.fromEntries(
      head
        .split("\r\n")
        .slice(1)
        .map((l) => [l.slice(0, l.indexOf(":")).toLowerCase(), l.slice(l.indexOf(":") + 1).trim()]),
    );
    return { statusCode: status, headers, body };
  };

  it("a control character in the request line is a 400 JSON:API error", async () => {
    const res = parse(await raw("GET /api/v1/users/\x01 HTTP/1.1\r\nHost: demo.localhost\r\n\r\n"));
    expect(expectErrorDocument(res, 400, "bad_request").title).toBe("Ongeldig verzoek");
    const en = parse(
      await raw("GET /api/v1/users/\x01 HTTP/1.1\r\nHost: demo.localhost\r\nAccept-Language: en\r\n\r\n"),
    );
    expect(expectErrorDocument(en, 400, "bad_request").title).toBe("Bad request");
  });

  it("headers over Node's limit are a 431 JSON:API error", async () => {
    const res = parse(
      await raw(`GET /api/v1/centers HTTP/1.1\r\nHost: demo.localhost\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`),
    );
    expectErrorDocument(res, 431, "headers_too_large");
  });
});
