/**
 * Links in mail come from the center's configuration (its base_url, else the host-map entry the
 * request matched, with the server's own scheme and port), never from the Host or X-Forwarded-*
 * headers; redirect_url must stay on that safe origin.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "@server/app.ts";
import type { StoredMail } from "@server/mail/mailer.ts";
import { Fixtures, uniqueEmail } from "@server/testing/fixtures.ts";
import { createTestContext, json, type TestContext } from "@server/testing/harness.ts";

const PORT = 3000;
let t: TestContext;
let fx: Fixtures;
beforeAll(async () => {
  t = await createTestContext({ port: PORT });
  fx = new Fixtures(t.database);
});
afterAll(async () => {
  await t?.close();
});

/** Hosts an attacker might send: none of them may put its own text into a link. */
const HOSTILE_HOSTS = [
  "rijnstad.localhost:3000@evil.example",
  "rijnstad.localhost@evil.example",
  "evil.example",
  "evil.example:3000",
  "rijnstad.localhost:3000/evil.example",
  "rijnstad.localhost:3000:4000",
  "rijnstad.localhost:99999",
  "rijnstad.localhost:80 evil.example",
  "[::1]:3000",
  "[evil.example]",
  "rijnstad.localhost..",
  "",
];

const origins = () => {
  const set = new Set<string>();
  for (const c of t.app.services.centers.all()) {
    if (c.baseUrl) set.add(new URL(c.baseUrl).origin);
    for (const h of c.hosts) set.add(`http://${h}:${PORT}`);
  }
  return set;
};

function expectSafeLinks(mail: StoredMail | undefined) {
  expect(mail, "a mail was sent").toBeDefined();
  expect(mail!.links.length).toBeGreaterThan(0);
  const allowed = origins();
  for (const link of mail!.links) {
    const url = new URL(link);
    expect(url.username + url.password, link).toBe("");
    expect(allowed.has(url.origin), `${link} is on a configured origin`).toBe(true);
    expect(link).not.toContain("evil");
  }
}

async function resetMail(email: string, headers: Record<string, string>, body: Record<string, unknown> = {}) {
  const before = (await t.mails()).length;
  const res = await t.request("POST", "/auth/password", { body: { email, ...body }, headers });
  const after = await t.mails();
  return {
    res,
    mail: after
      .slice(before)
      .filter((m) => m.to === email)
      .pop(),
  };
}

describe("reset links whatever the Host header says", () => {
  it("builds a center user's link from the configured host and port, or sends none", async () => {
    const email = await fx.actor("rijnstad", "volunteer");
    for (const hostHeader of HOSTILE_HOSTS) {
      const { res, mail } = await resetMail(email, { host: hostHeader });
      expect([200, 404], `${hostHeader}: ${res.body}`).toContain(res.statusCode);
      // A host outside the host map is the default center, where this user has no account: no mail.
      if (mail) {
        expectSafeLinks(mail);
        expect(new URL(mail.links[0]!).hostname).toBe("rijnstad.localhost");
      }
    }
  });

  it("builds the superadmin's link from the default center's configuration for a foreign Host", async () => {
    const email = await fx.actor("rijnstad", "superadmin");
    for (const hostHeader of HOSTILE_HOSTS) {
      const { res, mail } = await resetMail(email, { host: hostHeader });
      expect(res.statusCode, `${hostHeader}: ${res.body}`).toBe(200);
      expectSafeLinks(mail);
      // rijnstad's entry when the Host named it, else a configured host of the default center.
      const hosts = ["rijnstad.localhost", ...t.app.services.centers.default!.hosts];
      expect(hosts).toContain(new URL(mail!.links[0]!).hostname);
    }
  });

  it("uses the matched host-map entry with the server's port, not the header's spelling or port", async () => {
    const email = await fx.actor("rijnstad", "volunteer");
    for (const hostHeader of ["RIJNSTAD.localhost:8080", "rijnstad.localhost", "rijnstad.localhost.:3000"]) {
      const { mail } = await resetMail(email, { host: hostHeader });
      expectSafeLinks(mail);
      expect(mail!.links[0]).toMatch(/^http:\/\/rijnstad\.localhost:3000\/auth\/reset\?reset_password_token=/);
    }
  });

  it("ignores X-Forwarded-Host and X-Forwarded-Proto, with and without TRUST_PROXY", async () => {
    for (const trustProxy of [false, true]) {
      const app = await buildApp({
        database: t.database,
        web: false,
        port: PORT,
        trustProxy,
        passwordCost: 4,
        mail: { dir: t.mailDir },
        rateLimits: { generalPerIp: { max: 0, windowMs: 60_000 } },
      });
      try {
        for (const who of ["volunteer", "superadmin"] as const) {
          const email = await fx.actor("rijnstad", who);
          const res = await app.inject({
            method: "POST",
            url: "/auth/password",
            headers: {
              host: "rijnstad.localhost:3000",
              "x-forwarded-host": "evil.example",
              "x-forwarded-proto": "https",
              "x-forwarded-port": "8443",
              "x-forwarded-for": "203.0.113.9",
              "content-type": "application/json",
            },
            payload: { email },
          });
          expect(res.statusCode, res.body).toBe(200);
          await app.services.background.idle();
          await app.services.mailWorker.flush();
          const mail = app.services.mailer
            .list()
            .filter((m) => m.to === email)
            .pop();
          expectSafeLinks(mail);
          expect(mail!.links[0]).toMatch(/^http:\/\/rijnstad\.localhost:3000\/auth\/reset\?/);
        }
      } finally {
        await app.close();
      }
    }
  });

  it("puts the center's base_url first", async () => {
    await t.database.query(`update centers set base_url = 'https://heuvelrug.example.org/' where key = 'heuvelrug'`);
    await t.app.services.centers.reload();
    try {
      const email = await fx.actor("heuvelrug", "volunteer");
      const { mail } = await resetMail(email, { host: "heuvelrug.localhost:9999" });
      expect(mail!.links[0]).toMatch(/^https:\/\/heuvelrug\.example\.org\/auth\/reset\?reset_password_token=/);
      const ok = await resetMail(
        email,
        { host: "heuvelrug.localhost:9999" },
        { redirect_url: "https://heuvelrug.example.org/en/auth/reset" },
      );
      expect(ok.res.statusCode).toBe(200);
      const bad = await t.request("POST", "/auth/password", {
        headers: { host: "heuvelrug.localhost:9999" },
        body: { email, redirect_url: "http://heuvelrug.localhost:9999/auth/reset" },
      });
      expect(bad.statusCode).toBe(422);
    } finally {
      await t.database.query(`update centers set base_url = null where key = 'heuvelrug'`);
      await t.app.services.centers.reload();
    }
  });
});

describe("any Host header (property)", () => {
  const junk = fc.string({
    unit: fc.constantFrom(..."abcz019.-:@[]/\\?#%_ ".split(""), "evil.example", "localhost", ":3000", "%40"),
    maxLength: 12,
  });
  const configured = ["rijnstad.localhost", "demo.localhost", "localhost", "heuvelrug.localhost"];
  const hostHeader = fc.oneof(
    junk,
    fc.tuple(junk, fc.constantFrom(...configured), junk).map(([a, h, b]) => `${a}${h}${b}`),
    fc.tuple(fc.constantFrom(...configured), junk).map(([h, b]) => `${h}${b}`),
  );

  it("never puts header text into a link: every link is on a configured origin", async () => {
    const superadmin = await fx.actor("rijnstad", "superadmin"); // has an account at every center
    await fc.assert(
      fc.asyncProperty(hostHeader, async (h) => {
        const { res, mail } = await resetMail(superadmin, { host: h });
        if (res.statusCode === 404) return; // no center at all (there is a default one here)
        expect(res.statusCode, `${h}: ${res.body}`).toBe(200);
        expectSafeLinks(mail);
      }),
      { numRuns: 40 },
    );
  });
});

describe("redirect_url", () => {
  it("is refused unless it is on the safe origin, whatever the Host header says", async () => {
    const email = await fx.actor("rijnstad", "volunteer");
    const superadmin = await fx.actor("rijnstad", "superadmin");
    for (const who of [email, superadmin])
      for (const hostHeader of ["rijnstad.localhost:3000@evil.example", "evil.example", "rijnstad.localhost:8080"])
        for (const redirect of [
          "http://evil.example/steal",
          "http://rijnstad.localhost:3000@evil.example/steal",
          "http://rijnstad.localhost:8080/auth/reset",
          "https://rijnstad.localhost:3000/auth/reset",
        ]) {
          const res = await t.request("POST", "/auth/password", {
            headers: { host: hostHeader },
            body: { email: who, redirect_url: redirect },
          });
          expect(res.statusCode, `${hostHeader} ${redirect}: ${res.body}`).toBe(422);
          expect(json(res).errors[0]).toMatchObject({ code: "invalid_redirect", source: { pointer: "/redirect_url" } });
        }
    const { res, mail } = await resetMail(
      email,
      { host: "rijnstad.localhost:3000" },
      { redirect_url: "http://rijnstad.localhost:3000/en/auth/reset" },
    );
    expect(res.statusCode).toBe(200);
    expect(mail!.links[0]).toMatch(/^http:\/\/rijnstad\.localhost:3000\/en\/auth\/reset\?reset_password_token=/);
  });
});

describe("other mail links", () => {
  it("builds the signup confirmation link from the configuration", async () => {
    const email = uniqueEmail("rijnstad");
    const res = await t.request("POST", "/api/v1/users", {
      headers: { host: "rijnstad.localhost:3000@evil.example" },
      body: {
        data: {
          type: "user",
          attributes: {
            email,
            password: "Nieuw-Wachtwoord-42",
            password_confirmation: "Nieuw-Wachtwoord-42",
            first_name: "Fenna",
            last_name: "Vos",
          },
        },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expectSafeLinks(await t.lastMailTo(email));
  });

  it("builds the sign-in-as login link from the configuration", async () => {
    const admin = await t.signIn(await fx.actor("rijnstad", "admin"), "rijnstad");
    const target = await fx.actor("rijnstad", "volunteer");
    const [row] = await t.database.query<{ id: number }>("select id from users where email = $1", [target]);
    const res = await t.request("POST", "/api/v1/sign_in_as_user", {
      as: admin,
      headers: { host: "rijnstad.localhost:8080" },
      body: { user_id: row!.id },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res).links.login).toMatch(/^http:\/\/rijnstad\.localhost:3000\/auth\/token\?token=/);
  });
});
