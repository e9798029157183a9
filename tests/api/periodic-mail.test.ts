/**
 * The periodic vacancy mail (issue 17): who gets which vacancies (interests, place and distance,
 * weekly or monthly), nothing new -> no mail, one mail per period (again, or two runs at once),
 * and the one-click unsubscribe of RFC 8058 with its token.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Fixtures } from "@server/testing/fixtures.ts";
import { createTestContext, json, type TestContext } from "@server/testing/harness.ts";
import { PeriodicMailSchedule, runPeriodicMail } from "@server/modules/periodic-mail/service.ts";
import { isoWeek, periodKey } from "@server/modules/periodic-mail/period.ts";
import { makeOrganization, makeVolunteer } from "./support/applications.ts";

let t: TestContext;
let fx: Fixtures;
let orgId: number;
let orgName: string;

// A fixed calendar (Europe/Amsterdam): Tuesday 5 and 12 March 2030 are in weeks 10 and 11.
const START = new Date("2030-03-01T09:00:00Z");
const WEEK10 = new Date("2030-03-05T10:00:00Z");
const WEEK11 = new Date("2030-03-12T10:00:00Z");
const WEEK12 = new Date("2030-03-19T10:00:00Z");

const UTRECHT = { city: "Utrecht", latitude: 52.0907, longitude: 5.1214 };
const GRONINGEN = { city: "Groningen", latitude: 53.2194, longitude: 6.5665 };

async function vacancy(
  title: string,
  categories: string[],
  publishedAt: Date,
  where: { city: string; latitude: number; longitude: number } = UTRECHT,
  organization = orgId,
  status = "published",
) {
  const centerId = await fx.centerId("demo");
  const [row] = await t.database.query<{ id: number }>(
    `INSERT INTO vacancies (center_id, organization_id, title, status, published_at, categories, city, latitude, longitude)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [centerId, organization, title, status, publishedAt, categories, where.city, where.latitude, where.longitude],
  );
  return Number(row!.id);
}

/** A volunteer with these choices, whose previous mail went out at START (older vacancies are not new). */
async function volunteer(
  choice: { frequency: "weekly" | "monthly"; interests: string[]; near?: string; distance?: number },
  locale: "nl" | "en" = "nl",
) {
  const v = await makeVolunteer(t, fx, "demo", locale);
  await t.database.query(
    "UPDATE users SET periodic_mail = $2, interests = $3, periodic_mail_near = $4, periodic_mail_distance = $5 WHERE id = $1",
    [v.id, choice.frequency, choice.interests, choice.near ?? null, choice.distance ?? null],
  );
  await t.database.query(
    "INSERT INTO periodic_mails (center_id, user_id, frequency, period, created_at) VALUES ($1, $2, $3, 'week:2030-W08', $4)",
    [await fx.centerId("demo"), v.id, choice.frequency, START],
  );
  return v;
}

const mailsTo = async (email: string) => (await t.mails()).filter((m) => m.to === email);

let sport: Awaited<ReturnType<typeof volunteer>>;
let everything: Awaited<ReturnType<typeof volunteer>>;
let nearby: Awaited<ReturnType<typeof volunteer>>;
let monthly: Awaited<ReturnType<typeof volunteer>>;
let animals: Awaited<ReturnType<typeof volunteer>>;
let english: Awaited<ReturnType<typeof volunteer>>;

beforeAll(async () => {
  t = await createTestContext();
  fx = new Fixtures(t.database);
  orgName = "Sportclub De Sprinters";
  orgId = (await makeOrganization(fx, "demo", orgName)).orgId;
  sport = await volunteer({ frequency: "weekly", interests: ["sport"] });
  everything = await volunteer({ frequency: "weekly", interests: [] });
  nearby = await volunteer({ frequency: "weekly", interests: ["sport", "zorg"], near: "Utrecht", distance: 10 });
  monthly = await volunteer({ frequency: "monthly", interests: ["sport"] });
  animals = await volunteer({ frequency: "weekly", interests: ["dieren"] });
  english = await volunteer({ frequency: "weekly", interests: ["sport"] }, "en");

  await vacancy("Trainer jeugdvoetbal", ["sport"], new Date("2030-03-04T08:00:00Z"));
  await vacancy("Maatje in het verpleeghuis", ["zorg"], new Date("2030-03-04T09:00:00Z"));
  await vacancy("Scheidsrechter in Groningen", ["sport"], new Date("2030-03-04T10:00:00Z"), GRONINGEN);
  // Not in the bank: a draft, a vacancy of an organization that is not approved, one from before the previous mail.
  await vacancy("Concept: zwembadhulp", ["sport"], new Date("2030-03-04T08:00:00Z"), UTRECHT, orgId, "draft");
  const pending = await fx.org("demo", { status: "pending", name: "Nog niet goedgekeurd" });
  await vacancy(
    "Van een wachtende organisatie",
    ["sport"],
    new Date("2030-03-04T08:00:00Z"),
    UTRECHT,
    pending,
    "draft",
  );
  await vacancy("Oud nieuws: tennisles", ["sport"], new Date("2030-02-20T08:00:00Z"));
});
afterAll(async () => {
  await t?.close();
});

describe("periods", () => {
  it("weeks are ISO weeks and months calendar months, in Dutch time", () => {
    expect(isoWeek(2026, 12, 31)).toEqual({ year: 2026, week: 53 });
    expect(isoWeek(2027, 1, 4)).toEqual({ year: 2027, week: 1 });
    expect(periodKey("weekly", WEEK10)).toBe("week:2030-W10");
    expect(periodKey("monthly", WEEK10)).toBe("month:2030-03");
    // 23:30 UTC on 31 March is already 1 April in Amsterdam (summer time).
    expect(periodKey("monthly", new Date("2030-03-31T23:30:00Z"))).toBe("month:2030-04");
  });
});

describe("the periodic job", () => {
  it("sends each volunteer the new vacancies of their interests and place, with links to change or stop it", async () => {
    const result = await runPeriodicMail(t.app.services, WEEK10);
    expect(result.sent).toBeGreaterThanOrEqual(5);

    const [toSport, ...moreSport] = await mailsTo(sport.email);
    expect(moreSport).toEqual([]);
    const [center] = await t.database.query<{ name: string }>("SELECT name FROM centers WHERE key = 'demo'");
    expect(toSport!.subject).toBe(`Nieuwe vacatures bij ${center!.name}`);
    expect(toSport!.text).toContain("Trainer jeugdvoetbal");
    expect(toSport!.text).toContain("Scheidsrechter in Groningen");
    expect(toSport!.text).toContain(orgName);
    for (const absent of [
      "Maatje in het verpleeghuis",
      "Concept: zwembadhulp",
      "Van een wachtende organisatie",
      "Oud nieuws",
    ])
      expect(toSport!.text).not.toContain(absent);
    // Links from the center's configured address, never a request's.
    expect(toSport!.links).toContain("http://demo.localhost/profile-edit/periodieke-mail");
    expect(toSport!.links.some((l) => l.startsWith("http://demo.localhost/periodieke-mail/afmelden?token="))).toBe(
      true,
    );
    expect(toSport!.links.some((l) => /^http:\/\/demo\.localhost\/vacancies\/\d+$/.test(l))).toBe(true);
    expect(toSport!.html).toContain("Trainer jeugdvoetbal");
    expect(toSport!.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(toSport!.headers?.["List-Unsubscribe"]).toMatch(
      /^<http:\/\/demo\.localhost\/api\/v1\/periodic_mail\/unsubscribe\?token=[A-Za-z0-9_-]{43}>$/,
    );

    // No interests: everything new in the bank.
    const [toAll] = await mailsTo(everything.email);
    for (const title of ["Trainer jeugdvoetbal", "Maatje in het verpleeghuis", "Scheidsrechter in Groningen"])
      expect(toAll!.text).toContain(title);

    // A place and a distance: Groningen is too far from Utrecht.
    const [toNearby] = await mailsTo(nearby.email);
    expect(toNearby!.text).toContain("Trainer jeugdvoetbal");
    expect(toNearby!.text).toContain("Maatje in het verpleeghuis");
    expect(toNearby!.text).not.toContain("Scheidsrechter in Groningen");

    // Monthly gets its first mail too.
    expect(await mailsTo(monthly.email)).toHaveLength(1);

    // In English for an English-speaking volunteer.
    const [toEnglish] = await mailsTo(english.email);
    expect(toEnglish!.subject).toMatch(/^New vacancies at /);
    expect(toEnglish!.text).toContain("No more mail");
  });

  it("sends nothing when nothing is new, and nothing twice in one period", async () => {
    // Nothing with animals was published: no mail, and the week is done.
    expect(await mailsTo(animals.email)).toEqual([]);
    const [row] = await t.database.query<{ vacancy_ids: unknown[] }>(
      "SELECT vacancy_ids FROM periodic_mails WHERE user_id = $1 AND period = 'week:2030-W10'",
      [animals.id],
    );
    expect(row?.vacancy_ids).toEqual([]);

    // A new sport vacancy later in the same week: the week's mail has gone, so nothing now.
    await vacancy("Begeleider zwemles", ["sport"], new Date("2030-03-05T11:00:00Z"));
    const before = (await t.mails()).length;
    const again = await runPeriodicMail(t.app.services, new Date("2030-03-06T10:00:00Z"));
    expect(again.sent).toBe(0);
    expect((await t.mails()).length).toBe(before);
  });

  it("next week: weekly volunteers get what is new since their previous mail, monthly ones wait for the next month", async () => {
    await vacancy("Tafeltennistrainer", ["sport"], new Date("2030-03-11T08:00:00Z"));
    await runPeriodicMail(t.app.services, WEEK11);
    const mails = await mailsTo(sport.email);
    expect(mails).toHaveLength(2);
    const second = mails[1]!;
    expect(second.subject).toMatch(/^Nieuwe vacatures bij /);
    expect(second.text).toContain("Begeleider zwemles");
    expect(second.text).toContain("Tafeltennistrainer");
    expect(second.text).not.toContain("Trainer jeugdvoetbal");
    expect(await mailsTo(monthly.email)).toHaveLength(1);
  });

  it("two runs at the same time send one mail per volunteer", async () => {
    await vacancy("Sportdag vrijwilliger", ["sport"], new Date("2030-03-18T08:00:00Z"));
    const [a, b] = await Promise.all([
      runPeriodicMail(t.app.services, WEEK12),
      runPeriodicMail(t.app.services, WEEK12),
    ]);
    expect(a.sent + b.sent).toBeGreaterThanOrEqual(3);
    for (const v of [sport, everything, english]) {
      const mails = await mailsTo(v.email);
      expect(mails.filter((m) => m.text.includes("Sportdag vrijwilliger"))).toHaveLength(1);
    }
    const [count] = await t.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM periodic_mails WHERE user_id = $1 AND period = 'week:2030-W12'",
      [sport.id],
    );
    expect(Number(count!.n)).toBe(1);
  });
});

describe("one-click unsubscribe", () => {
  const tokenOf = (header: string | undefined) => /token=([A-Za-z0-9_-]{43})/.exec(header ?? "")![1]!;
  const choice = async (id: number) =>
    (await t.database.query<{ periodic_mail: string }>("SELECT periodic_mail FROM users WHERE id = $1", [id]))[0]!
      .periodic_mail;
  const post = (token: string, center = "demo") =>
    t.request("POST", `/api/v1/periodic_mail/unsubscribe?token=${token}`, {
      center,
      body: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });

  it("stops the mail of the token's own volunteer only, without signing in; again is fine", async () => {
    const received = await mailsTo(nearby.email);
    const mail = received.at(-1);
    const token = tokenOf(mail!.headers?.["List-Unsubscribe"]);
    // Another center's host does not know the token (row-level security).
    const elsewhere = await post(token, "rijnstad");
    expect(elsewhere.statusCode).toBe(404);
    expect(json(elsewhere).errors[0].code).toBe("invalid_token");
    expect(await choice(nearby.id)).toBe("weekly");

    const res = await post(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data.attributes.periodic_mail).toBe("never");
    expect(await choice(nearby.id)).toBe("never");
    expect(await choice(sport.id)).toBe("weekly");
    // The mail client may post twice; the page may be opened again.
    expect((await post(token)).statusCode).toBe(200);
    // JSON from the page works as well.
    const fromPage = await t.request("POST", `/api/v1/periodic_mail/unsubscribe?token=${token}`, { center: "demo" });
    expect(fromPage.statusCode).toBe(200);

    // The next run sends nothing to someone who stopped.
    await vacancy("Nog een sportvacature", ["sport"], new Date("2030-03-25T08:00:00Z"));
    await runPeriodicMail(t.app.services, new Date("2030-03-26T10:00:00Z"));
    expect(await mailsTo(nearby.email)).toHaveLength(received.length);
    expect(await mailsTo(sport.email)).toHaveLength(4);
  });

  it("refuses a forged, altered or malformed token with a clear message", async () => {
    const [mail] = await mailsTo(sport.email);
    const token = tokenOf(mail!.headers?.["List-Unsubscribe"]);
    const altered = (token[0] === "A" ? "B" : "A") + token.slice(1);
    for (const bad of [altered, "A".repeat(43), "short", `${token}x`, ""]) {
      const res = await post(bad);
      expect(res.statusCode, bad).toBe(404);
      expect(json(res).errors[0]).toMatchObject({ code: "invalid_token", title: "Ongeldige of verlopen link" });
    }
    expect(await choice(sport.id)).toBe("weekly");
    const unknown = await t.request("POST", `/api/v1/periodic_mail/unsubscribe?token=${token}&user=1`, {
      center: "demo",
    });
    expect(unknown.statusCode).toBe(400);
  });
});

describe("place and distance on the own account", () => {
  it("are saved with PATCH /api/v1/current_user, checked against the places the bank knows", async () => {
    const v = await makeVolunteer(t, fx, "demo");
    const s = await t.signIn(v.email);
    const patch = (attributes: Record<string, unknown>) =>
      t.request("PATCH", "/api/v1/current_user", {
        as: s,
        body: { user: attributes },
        headers: { "content-type": "application/json" },
      });
    const ok = await patch({ periodic_mail: "weekly", periodic_mail_near: " Doorn ", periodic_mail_distance: 25 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(json(ok).data.attributes).toMatchObject({ periodic_mail_near: "Doorn", periodic_mail_distance: 25 });

    const unknown = await patch({ periodic_mail_near: "Atlantis" });
    expect(unknown.statusCode).toBe(422);
    expect(json(unknown).errors[0]).toMatchObject({
      code: "unknown_place",
      source: { pointer: "/user/periodic_mail_near" },
    });
    const far = await patch({ periodic_mail_distance: 500 });
    expect(far.statusCode).toBe(422);

    const cleared = await patch({ periodic_mail_near: "", periodic_mail_distance: null });
    expect(cleared.statusCode).toBe(200);
    expect(json(cleared).data.attributes).toMatchObject({ periodic_mail_near: null, periodic_mail_distance: null });
    // Only on the own account: an admin's view of the user does not show them.
    const admin = await t.signIn("admin@demo.test");
    const seen = json(await t.request("GET", `/api/v1/users/${v.id}`, { as: admin }));
    expect(seen.data.attributes.periodic_mail_near).toBeUndefined();
  });
});

describe("development run", () => {
  it("POST /dev/jobs/periodic-mail runs the job on a loopback host name only", async () => {
    const res = await t.request("POST", "/dev/jobs/periodic-mail", { center: "demo" });
    expect(res.statusCode).toBe(200);
    expect(json(res).meta).toMatchObject({ sent: expect.any(Number), empty: expect.any(Number) });
    const outside = await t.app.inject({
      method: "POST",
      url: "/dev/jobs/periodic-mail",
      headers: { host: "vrijwilligers.example.nl" },
    });
    expect(outside.statusCode).toBe(404);
    const remote = await t.app.inject({
      method: "POST",
      url: "/dev/jobs/periodic-mail",
      headers: { host: "demo.localhost" },
      remoteAddress: "203.0.113.9",
    });
    expect(remote.statusCode).toBe(404);
  });
});

describe("the schedule's tick", () => {
  // Week 23 of 2030 in summer time (UTC+2): 05:59 UTC is 07:59 in the Netherlands.
  const BEFORE_EIGHT = new Date("2030-06-04T05:59:00Z");
  const AT_EIGHT = new Date("2030-06-04T06:00:00Z");
  const LATER = new Date("2030-06-04T06:10:00Z");
  const rowsOf = async (id: number, period: string) =>
    Number(
      (
        await t.database.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM periodic_mails WHERE user_id = $1 AND period = $2",
          [id, period],
        )
      )[0]!.n,
    );

  it("sends from 08:00 Dutch time only, once per period, also when run twice or by two processes at once", async () => {
    const ticker = await volunteer({ frequency: "weekly", interests: ["sport"] });
    await vacancy("Zomerkamp sportleider", ["sport"], new Date("2030-06-03T08:00:00Z"));
    // Two processes, each with its own schedule, on one database.
    const one = new PeriodicMailSchedule(t.app.services);
    const two = new PeriodicMailSchedule(t.app.services);

    expect(await one.tick(BEFORE_EIGHT)).toBeNull();
    expect(await mailsTo(ticker.email)).toEqual([]);
    expect(await rowsOf(ticker.id, "week:2030-W23")).toBe(0);

    const [a, b] = await Promise.all([one.tick(AT_EIGHT), two.tick(AT_EIGHT)]);
    expect(a!.sent + b!.sent).toBeGreaterThanOrEqual(1);
    expect((await mailsTo(ticker.email)).map((m) => m.text.includes("Zomerkamp sportleider"))).toEqual([true]);

    // The next ticks of the same week, in either process, send nothing more.
    expect(await one.tick(LATER)).toEqual({ sent: 0, empty: 0 });
    expect(await two.tick(LATER)).toEqual({ sent: 0, empty: 0 });
    expect(await mailsTo(ticker.email)).toHaveLength(1);
    expect(await rowsOf(ticker.id, "week:2030-W23")).toBe(1);
  });

  it("is one query when nobody is due: no center's transaction is opened", async () => {
    await runPeriodicMail(t.app.services, LATER);
    const database = t.app.services.database;
    let tenantCalls = 0;
    let systemCalls = 0;
    const counted = {
      ...t.app.services,
      database: {
        ...database,
        tenant: ((...args: Parameters<typeof database.tenant>) => {
          tenantCalls += 1;
          return database.tenant(...args);
        }) as typeof database.tenant,
        system: ((...args: Parameters<typeof database.system>) => {
          systemCalls += 1;
          return database.system(...args);
        }) as typeof database.system,
      },
    };
    expect(await new PeriodicMailSchedule(counted).tick(LATER)).toEqual({ sent: 0, empty: 0 });
    expect([systemCalls, tenantCalls]).toEqual([1, 0]);
    // Before 08:00 not even that.
    expect(await new PeriodicMailSchedule(counted).tick(new Date("2030-06-05T05:00:00Z"))).toBeNull();
    expect([systemCalls, tenantCalls]).toEqual([1, 0]);
  });
});
