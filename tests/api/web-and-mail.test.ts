/** The page served with its injected configuration, client-route fallback, and the development mailbox. */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "@server/app.ts";
import { createTestContext, host, type TestContext } from "@server/testing/harness.ts";

let t: TestContext;
let dist: string;
beforeAll(async () => {
  t = await createTestContext();
  dist = mkdtempSync(join(tmpdir(), "volunteerly-dist-"));
  mkdirSync(join(dist, "assets"));
  writeFileSync(
    join(dist, "index.html"),
    '<!doctype html><html><head><title>App</title><!--volunteerly-config--></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>',
  );
  writeFileSync(join(dist, "assets", "app.js"), "console.log('app')");
  // Big enough to be worth compressing (precompress skips files under 1 kB).
  writeFileSync(join(dist, "assets", "big.js"), `export const words = ${JSON.stringify("vrijwilliger ".repeat(400))};`);
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

function configOf(html: string) {
  const m = html.match(/window\.__VOLUNTEERLY_CONFIG__=(.*?);<\/script>/);
  if (!m) throw new Error("no config in page");
  return JSON.parse(m[1]!);
}

describe("serving the front end", () => {
  it("injects the page configuration and serves client routes and assets", async () => {
    const app = await buildApp({ database: t.database, web: { root: dist, apiBaseUrl: "" } });
    try {
      const page = await app.inject({
        method: "GET",
        url: "/",
        headers: { host: host("rijnstad"), accept: "text/html" },
      });
      expect(page.statusCode).toBe(200);
      const config = configOf(page.body);
      const [demo] = await t.database.query<{ id: number }>("select id from centers where key = 'demo'");
      const [pub] = await t.database.query<{ id: number }>("select id from centers where key = 'public'");
      expect(config).toMatchObject({ apiBaseUrl: "", tenantCookieName: "tenant", defaultCenter: String(demo!.id) });
      expect(config.hostCenters["localhost"]).toBe(String(demo!.id));
      expect(config.hostCenters["demo.localhost"]).toBe(String(demo!.id));
      expect(config.hostCenters["gelderse-handen.localhost"]).toBe(String(pub!.id));
      expect(String(page.headers["content-security-policy"])).toMatch(/script-src 'self' 'sha256-/);
      expect(page.body).not.toContain("<!--volunteerly-config-->");
      expect(page.body.indexOf("__VOLUNTEERLY_CONFIG__")).toBeLessThan(page.body.indexOf("</head>"));
      const route = await app.inject({
        method: "GET",
        url: "/vacancies/search?q=zorg",
        headers: { host: host("demo"), accept: "text/html" },
      });
      expect(route.statusCode).toBe(200);
      expect(route.body).toContain("__VOLUNTEERLY_CONFIG__");
      const login = await app.inject({
        method: "GET",
        url: "/auth/login-1",
        headers: { host: host("demo"), accept: "text/html" },
      });
      expect(login.body).toContain('<div id="root">');
      const asset = await app.inject({ method: "GET", url: "/assets/app.js" });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers["cache-control"]).toContain("immutable");
      const missingAsset = await app.inject({ method: "GET", url: "/assets/missing.js" });
      expect(missingAsset.statusCode).toBe(404);
      const api = await app.inject({
        method: "GET",
        url: "/api/v1/unknown",
        headers: { host: host("demo"), accept: "text/html" },
      });
      expect(api.statusCode).toBe(404);
      expect(api.headers["content-type"]).toContain("application/vnd.api+json");
    } finally {
      await app.close();
    }
  });

  it("sends assets brotli- or gzip-compressed as the browser accepts, from copies made once", async () => {
    const { brotliDecompressSync, gunzipSync } = await import("node:zlib");
    const app = await buildApp({ database: t.database, web: { root: dist, apiBaseUrl: "" } });
    try {
      const plain = await app.inject({ method: "GET", url: "/assets/big.js" });
      expect(plain.headers["content-encoding"]).toBeUndefined();
      const br = await app.inject({ method: "GET", url: "/assets/big.js", headers: { "accept-encoding": "gzip, br" } });
      expect(br.headers["content-encoding"]).toBe("br");
      expect(br.headers["content-type"]).toContain("javascript");
      expect(br.headers["cache-control"]).toContain("immutable");
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 10);
      const gz = await app.inject({ method: "GET", url: "/assets/big.js", headers: { "accept-encoding": "gzip" } });
      expect(gz.headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
      // Tiny files get no stored copy; they still arrive intact.
      const { existsSync } = await import("node:fs");
      expect(existsSync(join(dist, "assets", "app.js.br"))).toBe(false);
      expect(existsSync(join(dist, "assets", "big.js.br"))).toBe(true);
      const small = await app.inject({ method: "GET", url: "/assets/app.js" });
      expect(small.body).toBe("console.log('app')");
    } finally {
      await app.close();
    }
  });

  it("compresses larger API answers for clients that accept it", async () => {
    const { brotliDecompressSync } = await import("node:zlib");
    const admin = await t.signIn("admin@demo.test");
    const res = await t.request("GET", "/api/v1/users?page[size]=100", {
      as: admin,
      headers: { "accept-encoding": "br" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    const doc = JSON.parse(brotliDecompressSync(res.rawPayload).toString());
    expect(doc.data.length).toBeGreaterThan(3);
    const plain = await t.request("GET", "/api/v1/users?page[size]=100", { as: admin });
    expect(plain.headers["content-encoding"]).toBeUndefined();
  });

  it("serves the new page after a rebuild replaced index.html", async () => {
    const { utimesSync } = await import("node:fs");
    const app = await buildApp({ database: t.database, web: { root: dist, apiBaseUrl: "" } });
    const original = readFileSync(join(dist, "index.html"), "utf8");
    try {
      const get = async () =>
        (await app.inject({ method: "GET", url: "/", headers: { host: host("demo"), accept: "text/html" } })).body;
      expect(await get()).toContain("/assets/app.js");
      writeFileSync(join(dist, "index.html"), original.replace("/assets/app.js", "/assets/app-2.js"));
      const later = new Date(Date.now() + 5000);
      utimesSync(join(dist, "index.html"), later, later);
      const page = await get();
      expect(page).toContain("/assets/app-2.js");
      expect(page).toContain("__VOLUNTEERLY_CONFIG__");
    } finally {
      writeFileSync(join(dist, "index.html"), original);
      await app.close();
    }
  });

  it("serves a placeholder page when the front end is not built", async () => {
    const app = await buildApp({ database: t.database, web: { root: join(dist, "nothing-here") } });
    try {
      const page = await app.inject({ method: "GET", url: "/dashboard", headers: { accept: "text/html" } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain("Volunteerly");
      expect(configOf(page.body).tenantCookieName).toBe("tenant");
    } finally {
      await app.close();
    }
  });

  it("escapes the configuration so it cannot close the script tag", async () => {
    const { injectConfig } = await import("@server/web/static.ts");
    const { html } = injectConfig("<html><head></head></html>", {
      apiBaseUrl: "</script><script>alert(1)</script>",
      hostCenters: {},
      defaultCenter: null,
      tenantCookieName: "tenant",
    });
    expect(html).not.toContain("</script><script>alert");
    expect(configOf(html).apiBaseUrl).toBe("</script><script>alert(1)</script>");
  });
});

describe("mail", () => {
  it("writes queued mail to the mail directory and lists it in the development mailbox", async () => {
    await t.request("POST", "/auth/password", { body: { email: "volunteer@demo.test" } });
    const mails = await t.mails();
    const mail = mails.find((m) => m.to === "volunteer@demo.test")!;
    expect(mail.links[0]).toContain("/auth/reset?reset_password_token=");
    const box = await t.app.inject({ method: "GET", url: "/dev/mailbox" });
    expect(box.statusCode).toBe(200);
    expect(box.body).toContain("volunteer@demo.test");
    expect(box.body).toContain("reset_password_token=");
    const one = await t.app.inject({ method: "GET", url: `/dev/mailbox/${encodeURIComponent(mail.id)}` });
    expect(one.body).toContain(mail.subject);
    // Readable on a phone: both pages declare the device's width.
    for (const page of [box, one]) expect(page.body).toContain('<meta name="viewport" content="width=device-width');
  });

  const box = (app: FastifyInstance, hostHeader: string, remoteAddress = "127.0.0.1", url = "/dev/mailbox") =>
    app.inject({ method: "GET", url, headers: { host: hostHeader }, remoteAddress });
  const expectJsonApi404 = (res: LightMyRequestResponse, label: string) => {
    expect(res.statusCode, label).toBe(404);
    expect(res.headers["content-type"], label).toContain("application/vnd.api+json");
    expect(JSON.parse(res.body).errors[0].code, label).toBe("not_found");
    expect(res.body, label).not.toContain("reset_password_token");
  };

  it("serves the mailbox to loopback host names from this machine", async () => {
    await t.request("POST", "/auth/password", { body: { email: "volunteer@demo.test" } });
    const mail = (await t.mails()).find((m) => m.to === "volunteer@demo.test")!;
    for (const hostHeader of [
      "localhost",
      "localhost:3000",
      "demo.localhost:3000",
      "rijnstad.localhost",
      "127.0.0.1:3000",
      "[::1]:3000",
    ])
      for (const from of ["127.0.0.1", "::1"]) {
        const list = await box(t.app, hostHeader, from);
        expect(list.statusCode, `${hostHeader} from ${from}`).toBe(200);
        expect(list.body).toContain("reset_password_token=");
        const one = await box(t.app, hostHeader, from, `/dev/mailbox/${encodeURIComponent(mail.id)}`);
        expect(one.statusCode, `${hostHeader} from ${from}`).toBe(200);
      }
  });

  it("answers any other host name with a JSON:API 404", async () => {
    const mail = (await t.mails())[0]!;
    for (const hostHeader of [
      "evil.example",
      "demo.example.org",
      "10.0.0.5:3000",
      "192.168.1.20",
      "127.0.0.2",
      "localhost.evil.example",
      "127.0.0.1.nip.io",
      "localhost:3000@evil.example",
      "evil.example@localhost",
      "[::2]",
    ]) {
      expectJsonApi404(await box(t.app, hostHeader), hostHeader);
      expectJsonApi404(
        await box(t.app, hostHeader, "127.0.0.1", `/dev/mailbox/${encodeURIComponent(mail.id)}`),
        hostHeader,
      );
    }
  });

  it("answers a loopback host name asked from another machine with a JSON:API 404", async () => {
    expectJsonApi404(await box(t.app, "localhost:3000", "192.0.2.10"), "from 192.0.2.10");
    const proxied = await buildApp({
      database: t.database,
      web: false,
      dev: true,
      trustProxy: true,
      mail: { dir: t.mailDir },
    });
    try {
      const res = await proxied.inject({
        method: "GET",
        url: "/dev/mailbox",
        headers: { host: "localhost:3000", "x-forwarded-for": "203.0.113.7" },
        remoteAddress: "127.0.0.1",
      });
      expectJsonApi404(res, "through a proxy for 203.0.113.7");
    } finally {
      await proxied.close();
    }
  });

  it("does not serve the mailbox when mail goes out by SMTP", async () => {
    const app = await buildApp({
      database: t.database,
      web: false,
      dev: true,
      mail: { smtpUrl: "smtp://127.0.0.1:1" },
    });
    try {
      expectJsonApi404(await box(app, "localhost:3000"), "SMTP");
    } finally {
      await app.close();
    }
  });

  it("does not register the mailbox outside development", async () => {
    const app = await buildApp({ database: t.database, web: false });
    try {
      expect((await app.inject({ method: "GET", url: "/dev/mailbox" })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it("keeps mail queued and retries when delivery fails", async () => {
    const app = await buildApp({ database: t.database, web: false, mail: { smtpUrl: "smtp://127.0.0.1:1" } });
    try {
      await t.request("POST", "/auth/password", { body: { email: "member@demo.test" } });
      const sent = await app.services.mailWorker.flush();
      expect(sent).toBe(0);
      // pg-boss keeps the job for a retry after its back-off delay, with the error as its output.
      const rows = await t.database.query<{ state: string; retry_count: number; error: string; later: boolean }>(
        `select state, retry_count, output->>'message' as error, start_after > now() as later from pgboss.job
          where name = 'mail' and data->>'to' = 'member@demo.test' order by created_on desc limit 1`,
      );
      expect(rows[0]).toMatchObject({ state: "retry", retry_count: 0, later: true });
      expect(rows[0]!.error).toMatch(/ECONNREFUSED|connect/);
    } finally {
      await app.close();
    }
  });
});
