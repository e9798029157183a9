/**
 * The volunteer pool (vrijwilligerspool): a volunteer opts in with skills, interests, availability
 * and a place; center staff of that center (no one else, no other center) find them by words,
 * skills, categories, parts of the week and distance, without contact details; staff invite them
 * to a published vacancy once (mail on the center's own address and an in-app notice), and see the
 * invitation go from sent to viewed to applied. Withdrawing leaves the pool at once; the export
 * holds the pool data and deleting the account removes it. 404 where the center has no volunteer
 * profiles (meedoen); a rate limit per staff member.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DASHBOARD_FIGURE_LISTS, figureHref } from "@contract/dashboard.ts";
import { API_PATHS } from "@contract/paths.ts";
import { POOL_INVITATIONS_PER_HOUR, POOL_PATHS } from "@contract/volunteer-pool.ts";
import { DEMO_PASSWORD } from "@server/db/seed.ts";
import { Fixtures } from "@server/testing/fixtures.ts";
import { createTestContext, json, type Session, type TestContext } from "@server/testing/harness.ts";

const HOME = "gelderland";
let t: TestContext;
let fx: Fixtures;
let admin: Session;
let otherAdmin: Session;
let volunteer: Session;
let volunteerId: string;
let volunteerEmail: string;
let vacancyId: string;
let secondVacancyId: string;

const good = {
  available: true,
  skills: ["rijbewijs", "koken"],
  categories: ["zorg", "buurt"],
  availability: ["weekday_morning", "weekend_afternoon"],
  place: "Arnhem",
  travel_km: 10,
  summary: "Gepensioneerd verpleegkundige, kookt graag voor een groep.",
};

const putProfile = (attributes: Record<string, unknown>, as: Session = volunteer, center = HOME) =>
  t.request("PUT", POOL_PATHS.profile, { as, center, body: { data: { type: "pool_profile", attributes } } });
const search = (query: string, as: Session = admin, center = HOME) =>
  t.request("GET", `${POOL_PATHS.volunteers}${query}`, { as, center });
const invite = (attributes: Record<string, unknown>, as: Session = admin, center = HOME) =>
  t.request("POST", POOL_PATHS.invitations, {
    as,
    center,
    body: { data: { type: "pool_invitation", attributes } },
    headers: { "x-forwarded-host": "evil.example" },
  });
const ids = (res: Parameters<typeof json>[0]) => (json(res).data as { id: string }[]).map((d) => d.id);

async function newVolunteer(key: string) {
  const email = await fx.actor(key, "volunteer");
  const session = await t.signIn(email, key === "public" ? HOME : key);
  const [row] = await t.database.query<{ id: string }>("SELECT id::text AS id FROM users WHERE email = $1", [email]);
  await t.database.query("UPDATE users SET first_name = 'Fenna', last_name = 'Poolstra' WHERE email = $1", [email]);
  return { email, session, id: row!.id };
}

beforeAll(async () => {
  t = await createTestContext();
  fx = new Fixtures(t.database);
  admin = await t.signIn(await fx.actor("public", "admin"), HOME);
  otherAdmin = await t.signIn(await fx.actor("heuvelrug", "admin"), "heuvelrug");
  ({ email: volunteerEmail, session: volunteer, id: volunteerId } = await newVolunteer("public"));
  const vacancies = await t.database.query<{ id: string }>(
    `SELECT v.id::text AS id FROM vacancies v JOIN centers c ON c.id = v.center_id
     WHERE c.key = 'public' AND v.status = 'published' ORDER BY v.id LIMIT 2`,
  );
  [vacancyId, secondVacancyId] = vacancies.map((v) => v.id) as [string, string];
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe("the volunteer's own pool profile", () => {
  it("starts outside the pool, refuses bad input per field in the user's language, then joins", async () => {
    const empty = await t.request("GET", POOL_PATHS.profile, { as: volunteer, center: HOME });
    expect(empty.statusCode).toBe(200);
    expect(json(empty).data.attributes).toMatchObject({ available: false, available_since: null, skills: [] });

    const noPlace = await putProfile({ ...good, place: "" });
    expect(noPlace.statusCode).toBe(422);
    expect(json(noPlace).errors[0].source.pointer).toBe("/data/attributes/place");
    expect(json(noPlace).errors[0].detail).toMatch(/woonplaats of postcode/i);
    const unknown = await t.request("PUT", POOL_PATHS.profile, {
      as: volunteer,
      center: HOME,
      body: { data: { type: "pool_profile", attributes: { ...good, place: "Atlantis" } } },
      headers: { "accept-language": "en" },
    });
    expect(unknown.statusCode).toBe(422);
    expect(json(unknown).errors[0].source.pointer).toBe("/data/attributes/place");
    const bad = await putProfile({ ...good, skills: ["jongleren"], travel_km: 0, email: "x@example.nl" });
    expect(bad.statusCode).toBe(422);
    expect(json(bad).errors[0].source.pointer).toBe("/data/attributes/email");
    const badSkill = await putProfile({ ...good, skills: ["jongleren"], travel_km: 0 });
    const pointers = (json(badSkill).errors as { source: { pointer: string } }[]).map((e) => e.source.pointer);
    expect(pointers).toEqual(expect.arrayContaining(["/data/attributes/skills/0", "/data/attributes/travel_km"]));
    for (const body of ["nonsense", { data: null }, { data: { type: "user", attributes: good } }]) {
      const res = await t.request("PUT", POOL_PATHS.profile, { as: volunteer, center: HOME, body });
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }

    const joined = await putProfile(good);
    expect(joined.statusCode).toBe(200);
    const a = json(joined).data.attributes;
    expect(a).toMatchObject({ available: true, place: "Arnhem", categories: ["zorg", "buurt"], travel_km: 10 });
    expect(a.available_since).toBeTruthy();
    // The categories are the account's interests (the periodic mail's too).
    const [user] = await t.database.query<{ interests: string[] }>("SELECT interests FROM users WHERE id = $1", [
      volunteerId,
    ]);
    expect(user!.interests).toEqual(["zorg", "buurt"]);
    // Saving again keeps "in the pool since".
    const again = await putProfile({ ...good, summary: "Ook handig met de computer." });
    expect(json(again).data.attributes.available_since).toBe(a.available_since);
  });

  it("is the volunteer's only: staff and organization people get a 403, visitors a 401", async () => {
    expect((await t.request("GET", POOL_PATHS.profile, { as: admin, center: HOME })).statusCode).toBe(403);
    const member = await t.signIn(await fx.actor("public", "member"), HOME);
    expect((await putProfile(good, member)).statusCode).toBe(403);
    expect((await t.request("GET", POOL_PATHS.profile, { center: HOME })).statusCode).toBe(401);
  });
});

describe("the staff's search", () => {
  it("finds the volunteer by words, skills, categories, part of the week and place, without contact details", async () => {
    const found = await search("?filter[q]=poolstra");
    expect(found.statusCode).toBe(200);
    expect(ids(found)).toEqual([volunteerId]);
    const attrs = json(found).data[0].attributes;
    expect(attrs).toMatchObject({ name: "Fenna Poolstra", place: "Arnhem", skills: ["rijbewijs", "koken"] });
    expect(found.body).not.toContain(volunteerEmail);
    expect(Object.keys(attrs)).not.toEqual(expect.arrayContaining(["email"]));
    expect(Object.keys(attrs)).not.toContain("phone");
    expect(Object.keys(attrs)).not.toContain("latitude");

    // A skill's name finds it too ("auto": Rijbewijs en auto).
    expect(ids(await search("?filter[q]=poolstra auto"))).toEqual([volunteerId]);
    expect(ids(await search("?filter[q]=poolstra&filter[skills_in]=rijbewijs,koken"))).toEqual([volunteerId]);
    // Skills: all of them; categories and parts of the week: any of them.
    expect(ids(await search("?filter[q]=poolstra&filter[skills_in]=rijbewijs,muziek"))).toEqual([]);
    expect(ids(await search("?filter[q]=poolstra&filter[categories_in]=dieren,zorg"))).toEqual([volunteerId]);
    expect(ids(await search("?filter[q]=poolstra&filter[categories_in]=dieren"))).toEqual([]);
    expect(ids(await search("?filter[q]=poolstra&filter[availability_in]=weekday_evening"))).toEqual([]);
    expect(ids(await search("?filter[q]=poolstra&filter[availability_in]=weekend_afternoon"))).toEqual([volunteerId]);
    // Near a place: within the volunteer's own travel distance (10 km from Arnhem) and the staff's.
    const near = await search("?filter[q]=poolstra&filter[near]=Oosterbeek");
    expect(ids(near)).toEqual([volunteerId]);
    expect(json(near).data[0].attributes.distance_km).toBeGreaterThan(0);
    expect(ids(await search("?filter[q]=poolstra&filter[near]=Oosterbeek&filter[distance]=2"))).toEqual([]);
    expect(ids(await search("?filter[q]=poolstra&filter[near]=Nijmegen&filter[distance]=50"))).toEqual([]);
    expect(ids(await search("?filter[q]=poolstra&filter[near]=6811"))).toEqual([volunteerId]);
  });

  it("answers bad filters with a 400, never a 500", async () => {
    for (const q of [
      "?filter[skills_in]=jongleren",
      "?filter[near]=Atlantis",
      "?filter[distance]=10",
      "?filter[near]=Arnhem&filter[distance]=veel",
      "?filter[nope]=1",
      "?page[number]=0",
    ]) {
      const res = await search(q);
      expect(res.statusCode, q).toBe(400);
      expect(json(res).errors[0].detail, q).toBeTruthy();
    }
  });

  it("is the center staff's only, and no center sees another's pool", async () => {
    expect((await search("", volunteer)).statusCode).toBe(403);
    const orgadmin = await t.signIn(await fx.actor("public", "orgadmin"), HOME);
    expect((await search("", orgadmin)).statusCode).toBe(403);
    expect((await t.request("GET", POOL_PATHS.volunteers, { center: HOME })).statusCode).toBe(401);
    const other = await search("?filter[q]=poolstra", otherAdmin, "heuvelrug");
    expect(other.statusCode).toBe(200);
    expect(ids(other)).not.toContain(volunteerId);
    const superadmin = await t.signIn(await fx.actor("public", "superadmin"), HOME);
    expect(ids(await search("?filter[q]=poolstra", superadmin))).toEqual([volunteerId]);
  });

  it("answers 404 where the center has no volunteer profiles (meedoen)", async () => {
    const meedoenAdmin = await t.signIn(await fx.actor("meedoen", "admin"), "meedoen");
    expect((await search("", meedoenAdmin, "meedoen")).statusCode).toBe(404);
    const meedoenVolunteer = await t.signIn(await fx.actor("meedoen", "volunteer"), "meedoen");
    expect((await putProfile(good, meedoenVolunteer, "meedoen")).statusCode).toBe(404);
  });
  it("shows the pool on the center staff's dashboard, equal to the list the figure opens", async () => {
    const figureOf = async (as: Session, center: string) =>
      json(await t.request("GET", API_PATHS.dashboard, { as, center })).data.attributes.pool_volunteers ?? null;
    const l = DASHBOARD_FIGURE_LISTS.pool_volunteers;
    expect(figureHref(l)).toBe("/vrijwilligerspool");
    const figure = (await figureOf(admin, HOME)) as number;
    expect(figure).toBeGreaterThan(0);
    expect(figure).toBe(json(await search("?page[size]=1")).meta.total_count);
    // Someone leaving the pool leaves the figure too.
    const leaver = await newVolunteer("public");
    expect((await putProfile(good, leaver.session)).statusCode).toBe(200);
    expect(await figureOf(admin, HOME)).toBe(figure + 1);
    expect((await putProfile({ ...good, available: false }, leaver.session)).statusCode).toBe(200);
    expect(await figureOf(admin, HOME)).toBe(figure);
    // Not for a volunteer, nor where the center has no volunteer profiles.
    expect(await figureOf(volunteer, HOME)).toBeNull();
    const meedoenAdmin = await t.signIn(await fx.actor("meedoen", "admin"), "meedoen");
    expect(await figureOf(meedoenAdmin, "meedoen")).toBeNull();
  });
});

describe("invitations", () => {
  it("invites once per vacancy, with a mail on the center's own address and an in-app notice; sent -> viewed -> applied", async () => {
    const res = await invite({ volunteer_id: volunteerId, vacancy_id: vacancyId, message: "Dit past echt bij jou!" });
    expect(res.statusCode).toBe(201);
    const invitation = json(res).data;
    expect(invitation.attributes).toMatchObject({ volunteer_id: volunteerId, vacancy_id: vacancyId, state: "sent" });

    const mail = await t.lastMailTo(volunteerEmail);
    expect(mail?.subject).toMatch(/^Uitnodiging: /);
    expect(mail?.text).toContain("Dit past echt bij jou!");
    expect(mail?.text).toMatch(new RegExp(`http://gelderland\\.localhost[^\\s]*/vacancies/${vacancyId}`));
    expect(mail?.text).not.toContain("evil.example");
    const notices = await t.database.query<{ link: string }>(
      "SELECT link FROM notifications WHERE user_id = $1 AND kind = 'pool_invitation'",
      [volunteerId],
    );
    expect(notices.map((n) => n.link)).toEqual([`/profile-edit?uitnodiging=${invitation.id}#vrijwilligerspool`]);

    const twice = await invite({ volunteer_id: volunteerId, vacancy_id: vacancyId });
    expect(twice.statusCode).toBe(409);
    expect(json(twice).errors[0].detail).toMatch(/al uitgenodigd/);
    const listed = await search("?filter[q]=poolstra");
    expect(json(listed).data[0].attributes.invited_vacancy_ids).toEqual([vacancyId]);

    const mine = await t.request("GET", POOL_PATHS.myInvitations, { as: volunteer, center: HOME });
    expect(ids(mine)).toEqual([invitation.id]);
    expect(json(mine).data[0].attributes.message).toBe("Dit past echt bij jou!");
    const viewed = await t.request("POST", POOL_PATHS.invitationViewed(invitation.id), { as: volunteer, center: HOME });
    expect(viewed.statusCode).toBe(200);
    expect(json(viewed).data.attributes.state).toBe("viewed");
    // Nobody else marks it.
    expect(
      (await t.request("POST", POOL_PATHS.invitationViewed(invitation.id), { as: admin, center: HOME })).statusCode,
    ).toBe(403);
    const stranger = await newVolunteer("public");
    expect(
      (await t.request("POST", POOL_PATHS.invitationViewed(invitation.id), { as: stranger.session, center: HOME }))
        .statusCode,
    ).toBe(404);

    await t.database.query(
      `INSERT INTO applications (center_id, vacancy_id, user_id, motivation, status)
       SELECT center_id, id, $2, 'Graag!', 'new' FROM vacancies WHERE id = $1`,
      [vacancyId, volunteerId],
    );
    const sent = await t.request("GET", `${POOL_PATHS.invitations}?filter[volunteer_id_eq]=${volunteerId}`, {
      as: admin,
      center: HOME,
    });
    expect(sent.statusCode).toBe(200);
    expect(json(sent).data.map((d: { attributes: { state: string } }) => d.attributes.state)).toEqual(["applied"]);
    // Another center's staff see none of it.
    const theirs = await t.request("GET", POOL_PATHS.invitations, { as: otherAdmin, center: "heuvelrug" });
    expect(ids(theirs)).not.toContain(invitation.id);
  });

  it("refuses a volunteer outside the pool, a vacancy that is not open or another center's, and bad input", async () => {
    const outsider = await newVolunteer("public");
    const notInPool = await invite({ volunteer_id: outsider.id, vacancy_id: vacancyId });
    expect(notInPool.statusCode).toBe(422);
    expect(json(notInPool).errors[0].source.pointer).toBe("/data/attributes/volunteer_id");
    const [draft] = await t.database.query<{ id: string }>(
      `SELECT v.id::text AS id FROM vacancies v JOIN centers c ON c.id = v.center_id
       WHERE c.key = 'public' AND v.status <> 'published' LIMIT 1`,
    );
    const closed = await invite({ volunteer_id: volunteerId, vacancy_id: draft!.id });
    expect(closed.statusCode).toBe(422);
    expect(json(closed).errors[0].source.pointer).toBe("/data/attributes/vacancy_id");
    // Another center's staff cannot reach this center's volunteer.
    const [theirVacancy] = await t.database.query<{ id: string }>(
      `SELECT v.id::text AS id FROM vacancies v JOIN centers c ON c.id = v.center_id
       WHERE c.key = 'heuvelrug' AND v.status = 'published' LIMIT 1`,
    );
    const cross = await invite({ volunteer_id: volunteerId, vacancy_id: theirVacancy!.id }, otherAdmin, "heuvelrug");
    expect(cross.statusCode).toBe(422);
    const foreignVacancy = await invite({ volunteer_id: volunteerId, vacancy_id: theirVacancy!.id });
    expect(foreignVacancy.statusCode).toBe(422);
    for (const attributes of [{}, { volunteer_id: "abc", vacancy_id: vacancyId }, { ...good }]) {
      const res = await invite(attributes);
      expect(res.statusCode, JSON.stringify(attributes)).toBe(422);
    }
    expect((await invite({ volunteer_id: volunteerId, vacancy_id: secondVacancyId }, volunteer)).statusCode).toBe(403);
  });

  it("limits the invitations per staff member per hour", async () => {
    const busy = await t.signIn(await fx.actor("public", "admin"), HOME);
    const codes: number[] = [];
    for (let i = 0; i <= POOL_INVITATIONS_PER_HOUR; i++)
      codes.push((await invite({ volunteer_id: volunteerId, vacancy_id: vacancyId }, busy)).statusCode);
    expect(codes.slice(0, POOL_INVITATIONS_PER_HOUR).every((c) => c === 409)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });
});

describe("leaving the pool, the export and deleting the account", () => {
  it("withdrawing takes the volunteer out of the search at once; invitations to them are refused", async () => {
    const left = await putProfile({ ...good, available: false });
    expect(left.statusCode).toBe(200);
    expect(json(left).data.attributes).toMatchObject({ available: false, available_since: null });
    expect(ids(await search("?filter[q]=poolstra"))).toEqual([]);
    expect((await invite({ volunteer_id: volunteerId, vacancy_id: secondVacancyId })).statusCode).toBe(422);
    expect((await putProfile(good)).statusCode).toBe(200);
  });

  it("the export holds the pool profile and invitations; deleting the account removes them", async () => {
    const exported = await t.request("GET", API_PATHS.currentUserExport, { as: volunteer, center: HOME });
    expect(exported.statusCode).toBe(200);
    const pool = JSON.parse(exported.body).volunteer_pool;
    expect(pool.profile).toMatchObject({ available: true, place: "Arnhem" });
    expect(pool.invitations).toHaveLength(1);
    const gone = await t.request("DELETE", API_PATHS.currentUser, {
      as: volunteer,
      center: HOME,
      body: { current_password: DEMO_PASSWORD },
    });
    expect(gone.statusCode).toBe(204);
    const [rows] = await t.database.query<{ profiles: string; invitations: string }>(
      `SELECT (SELECT count(*) FROM pool_profiles WHERE user_id = $1)::text AS profiles,
              (SELECT count(*) FROM pool_invitations WHERE user_id = $1)::text AS invitations`,
      [volunteerId],
    );
    expect(rows).toEqual({ profiles: "0", invitations: "0" });
  });
});
