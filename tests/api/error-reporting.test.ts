/**
 * Section 7: the error-reporting service and the build manifest. The service is a stand-in: a plain
 * HTTP server that collects the envelopes the official SDK sends to the DSN's host (as Sentry's
 * ingest would); our own server runs for real.
 */
import { createServer, type Server } from "node:http";
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "@server/app.ts";
import { createTestContext, host, type TestContext } from "@server/testing/harness.ts";

/** Sentry's envelope: a header line, then item header and payload lines. */
function eventsOf(envelopes: string[]): { exception?: { values?: { value?: string }[] }; tags?: object }[] {
  const events = [];
  for (const envelope of envelopes) {
    const lines = envelope.split("\n").filter(Boolean);
    for (let i = 1; i + 1 < lines.length; i += 2) {
      const item = JSON.parse(lines[i]!) as { type?: string };
      if (item.type === "event") events.push(JSON.parse(lines[i + 1]!));
    }
  }
  return events;
}

let t: TestContext;
let dist: string;
let ingest: Server;
let dsn: string;
const envelopes: string[] = [];

beforeAll(async () => {
  t = await createTestContext();
  dist = mkdtempSync(join(tmpdir(), "volunteerly-dist-"));
  writeFileSync(
    join(dist, "index.html"),
    '<!doctype html><html><head><title>App</title><!--volunteerly-config--></head><body><div id="root"></div><script type="module" src="/assets/app-1.js"></script></body></html>',
  );
  ingest = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      envelopes.push((req.headers["content-encoding"] === "gzip" ? gunzipSync(body) : body).toString("utf8"));
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => ingest.listen(0, "127.0.0.1", resolve));
  const { port } = ingest.address() as { port: number };
  dsn = `http://public0key@127.0.0.1:${port}/42`;
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => ingest?.close(resolve));
  rmSync(dist, { recursive: true, force: true });
});

function configOf(html: string) {
  const m = html.match(/window\.__VOLUNTEERLY_CONFIG__=(.*?);<\/script>/);
  if (!m) throw new Error("no config in page");
  return JSON.parse(m[1]!);
}

/** An app with a route that fails, registered here only: production has no way to reach it. */
async function appWithFailingRoute(errorReporting?: { dsn: string }): Promise<FastifyInstance> {
  const app = await buildApp({ database: t.database, web: { root: dist }, errorReporting });
  app.get("/test-only/boom", async () => {
    throw new Error("boom from a test-only route");
  });
  app.get("/test-only/teapot", async (_req, reply) => reply.code(418).send({}));
  await app.ready();
  return app;
}

describe("the error-reporting service (section 7)", () => {
  it("is not configured without a DSN: no reporter, nothing in the page, no host in connect-src", async () => {
    const app = await appWithFailingRoute();
    try {
      expect(app.errorReporter).toBeNull();
      const res = await app.inject({ method: "GET", url: "/test-only/boom", headers: { host: host("demo") } });
      expect(res.statusCode).toBe(500);
      const page = await app.inject({ method: "GET", url: "/", headers: { host: host("demo"), accept: "text/html" } });
      expect(configOf(page.body).errorReporting).toBeUndefined();
      expect(String(page.headers["content-security-policy"])).not.toMatch(/sentry|127\.0\.0\.1/);
      expect(envelopes).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it("receives a server error through the SDK, with its route and status but nothing of the request", async () => {
    const app = await appWithFailingRoute({ dsn });
    try {
      const res = await app.inject({
        method: "GET",
        url: "/test-only/boom?email=secret%40example.test",
        headers: { host: host("demo"), "access-token": "do-not-send", cookie: "uid=do-not-send" },
      });
      // The answer is the usual JSON:API document; the report goes out beside it.
      expect(res.statusCode).toBe(500);
      expect(res.json().errors[0].code).toBe("internal_error");
      // A 4xx is the client's business, not an error of ours.
      expect(
        (await app.inject({ method: "GET", url: "/test-only/teapot", headers: { host: host("demo") } })).statusCode,
      ).toBe(418);
      expect(await app.errorReporter!.flush(5000)).toBe(true);

      const events = eventsOf(envelopes);
      expect(events).toHaveLength(1);
      expect(events[0]!.exception?.values?.[0]?.value).toBe("boom from a test-only route");
      expect(events[0]!.tags).toMatchObject({ route: "GET /test-only/boom", status: "500" });
      expect(envelopes.join("")).not.toMatch(/do-not-send|secret/);

      // The browser gets the DSN (and may send to its host), and the build as its release.
      const page = await app.inject({ method: "GET", url: "/", headers: { host: host("demo"), accept: "text/html" } });
      const config = configOf(page.body);
      expect(config.errorReporting).toEqual({ dsn, release: config.buildId });
      const connect = String(page.headers["content-security-policy"]).match(/connect-src [^;]*/)![0];
      expect(connect).toContain(new URL(dsn).origin);
    } finally {
      await app.close();
    }
  });
});

describe("the build manifest (section 7)", () => {
  it("names the build the server serves, uncached, and a new one after a deploy", async () => {
    const app = await buildApp({ database: t.database, web: { root: dist } });
    try {
      const manifest = await app.inject({
        method: "GET",
        url: "/build-manifest.json",
        headers: { host: host("demo") },
      });
      expect(manifest.statusCode).toBe(200);
      expect(manifest.headers["cache-control"]).toMatch(/no-cache/);
      const { buildId } = manifest.json() as { buildId: string };
      expect(buildId).toMatch(/^[0-9a-f]{16}$/);
      const page = await app.inject({ method: "GET", url: "/", headers: { host: host("demo"), accept: "text/html" } });
      expect(configOf(page.body).buildId).toBe(buildId);

      // A deploy writes a new index.html (new chunk names).
      writeFileSync(
        join(dist, "index.html"),
        '<!doctype html><html><head><title>App</title><!--volunteerly-config--></head><body><div id="root"></div><script type="module" src="/assets/app-2.js"></script></body></html>',
      );
      const later = Date.now() / 1000 + 5;
      utimesSync(join(dist, "index.html"), later, later);
      const next = await app.inject({ method: "GET", url: "/build-manifest.json", headers: { host: host("demo") } });
      expect(next.json().buildId).toMatch(/^[0-9a-f]{16}$/);
      expect(next.json().buildId).not.toBe(buildId);
    } finally {
      await app.close();
    }
  });
});
