/**
 * Forms (PRODUCT.md section 4): center staff build a questionnaire and publish it by a secret
 * link; anyone with the link answers it (checked on the server per kind, in Dutch and English with
 * a pointer per answer); staff list and export the responses; a signed-in user sees only their own;
 * a closed form refuses; another center's link is a 404; anonymous answers are rate-limited.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PATHS } from "@contract/paths.ts";
import { FORM_TOKEN_PATTERN } from "@contract/forms.ts";
import { Fixtures } from "@server/testing/fixtures.ts";
import { createTestContext, json, type Session, type TestContext } from "@server/testing/harness.ts";

const RESPONSE_LIMIT = 4;
let t: TestContext;
let fx: Fixtures;
let admin: Session;
let superadmin: Session;
let otherAdmin: Session;
let volunteer: Session;
let otherVolunteer: Session;
let member: Session;
let orgadmin: Session;

const formBody = (attributes: Record<string, unknown>) => ({ data: { type: "form", attributes } });
const answerBody = (form_token: string, answers: Record<string, unknown>) => ({
  data: { type: "form_response", attributes: { form_token, answers } },
});

const FIELDS = [
  { key: "naam", label: "Naam", kind: "text", required: true },
  { key: "mail", label: "E-mailadres", kind: "email", required: true },
  { key: "uitleg", label: "Toelichting", kind: "long_text" },
  { key: "keuze", label: "Welke dag?", kind: "choice", required: true, options: ["Zaterdag", "Zondag"] },
  { key: "akkoord", label: "Ik kom zeker", kind: "checkbox", required: true },
  { key: "datum", label: "Geboortedatum", kind: "date" },
];
const GOOD = {
  naam: "Jan de Vries",
  mail: "jan@example.nl",
  uitleg: "Ik neem taart mee.\n<script>alert(1)</script>",
  keuze: "Zondag",
  akkoord: true,
  datum: "1980-02-29",
};

async function newForm(as: Session = admin, center = "heuvelrug", extra: Record<string, unknown> = {}) {
  const res = await t.request("POST", API_PATHS.forms, {
    as,
    center,
    body: formBody({
      title: "Aanmelding open dag",
      introduction: "Kom je ook?",
      status: "open",
      fields: FIELDS,
      ...extra,
    }),
  });
  expect(res.statusCode).toBe(201);
  return json(res).data as { id: string; attributes: { token: string; status: string; fields: { key: string }[] } };
}

const answer = (
  token: string,
  answers: Record<string, unknown>,
  as: Session | null = null,
  center = "heuvelrug",
  locale = "nl",
) => t.request("POST", `${API_PATHS.formResponses}?locale=${locale}`, { as, center, body: answerBody(token, answers) });

beforeAll(async () => {
  // The rest of the limits are the defaults (server/app.ts DEFAULT_LIMITS); the general one is off.
  t = await createTestContext({
    rateLimits: {
      signupPerIp: { max: RESPONSE_LIMIT, windowMs: 60_000 },
      generalPerIp: { max: 0, windowMs: 60_000 },
    },
  });
  fx = new Fixtures(t.database);
  admin = await t.signIn(await fx.actor("heuvelrug", "admin"), "heuvelrug");
  superadmin = await t.signIn(await fx.actor("heuvelrug", "superadmin"), "heuvelrug");
  otherAdmin = await t.signIn(await fx.actor("rijnstad", "admin"), "rijnstad");
  volunteer = await t.signIn(await fx.actor("heuvelrug", "volunteer"), "heuvelrug");
  otherVolunteer = await t.signIn(await fx.actor("heuvelrug", "volunteer"), "heuvelrug");
  member = await t.signIn(await fx.actor("heuvelrug", "member"), "heuvelrug");
  orgadmin = await t.signIn(await fx.actor("heuvelrug", "orgadmin"), "heuvelrug");
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe("forms: staff", () => {
  it("center admin and superadmin build, list, edit, close and delete forms; the token is 128 random bits", async () => {
    const form = await newForm();
    expect(form.attributes.token).toMatch(FORM_TOKEN_PATTERN);
    expect(form.attributes.fields.map((f) => f.key)).toEqual(FIELDS.map((f) => f.key));
    const second = await newForm(superadmin);
    expect(second.attributes.token).not.toBe(form.attributes.token);

    const list = json(await t.request("GET", API_PATHS.forms, { as: admin, center: "heuvelrug" }));
    const mine = list.data.find((d: { id: string }) => d.id === form.id);
    expect(mine.attributes.response_count).toBe(0);
    expect(mine.attributes.token).toBe(form.attributes.token);

    // Fields without a key get a free one; reordering keeps the keys.
    const patched = await t.request("PATCH", API_PATHS.form(form.id), {
      as: admin,
      center: "heuvelrug",
      body: formBody({
        title: "Aanmelding open dag (nieuw)",
        fields: [FIELDS[1], FIELDS[0], { label: "Opmerking", kind: "text" }],
      }),
    });
    expect(patched.statusCode).toBe(200);
    expect(json(patched).data.attributes.fields.map((f: { key: string }) => f.key)).toEqual(["mail", "naam", "veld-3"]);

    const regenerated = json(
      await t.request("POST", API_PATHS.formToken(form.id), { as: admin, center: "heuvelrug" }),
    ).data;
    expect(regenerated.attributes.token).toMatch(FORM_TOKEN_PATTERN);
    expect(regenerated.attributes.token).not.toBe(form.attributes.token);
    // The old link stops working.
    expect(
      (await t.request("GET", API_PATHS.formByToken(form.attributes.token), { center: "heuvelrug" })).statusCode,
    ).toBe(404);
    expect(
      (await t.request("GET", API_PATHS.formByToken(regenerated.attributes.token), { center: "heuvelrug" })).statusCode,
    ).toBe(200);

    expect((await t.request("DELETE", API_PATHS.form(second.id), { as: admin, center: "heuvelrug" })).statusCode).toBe(
      204,
    );
    expect((await t.request("GET", API_PATHS.form(second.id), { as: admin, center: "heuvelrug" })).statusCode).toBe(
      404,
    );
  });

  it("volunteers, organization members and admins, and visitors may not manage forms", async () => {
    const form = await newForm();
    for (const as of [volunteer, member, orgadmin, null]) {
      const expected = as ? 403 : 401;
      expect((await t.request("GET", API_PATHS.forms, { as, center: "heuvelrug" })).statusCode).toBe(expected);
      expect((await t.request("GET", API_PATHS.form(form.id), { as, center: "heuvelrug" })).statusCode).toBe(expected);
      expect(
        (await t.request("POST", API_PATHS.forms, { as, center: "heuvelrug", body: formBody({ title: "Stiekem" }) }))
          .statusCode,
      ).toBe(expected);
      expect(
        (await t.request("PATCH", API_PATHS.form(form.id), { as, center: "heuvelrug", body: formBody({ title: "X" }) }))
          .statusCode,
      ).toBe(expected);
      expect((await t.request("POST", API_PATHS.formToken(form.id), { as, center: "heuvelrug" })).statusCode).toBe(
        expected,
      );
      expect((await t.request("DELETE", API_PATHS.form(form.id), { as, center: "heuvelrug" })).statusCode).toBe(
        expected,
      );
      expect(
        (
          await t.request("GET", `${API_PATHS.formResponses}?filter[form_id_eq]=${form.id}`, {
            as,
            center: "heuvelrug",
          })
        ).statusCode,
      ).toBe(expected);
      expect(
        (
          await t.request("GET", `${API_PATHS.formResponsesExport}?filter[form_id_eq]=${form.id}`, {
            as,
            center: "heuvelrug",
          })
        ).statusCode,
      ).toBe(expected);
    }
  });

  it("another center's staff never see, change or export a form", async () => {
    const form = await newForm();
    const as = otherAdmin;
    expect((await t.request("GET", API_PATHS.form(form.id), { as, center: "rijnstad" })).statusCode).toBe(404);
    expect(
      (await t.request("PATCH", API_PATHS.form(form.id), { as, center: "rijnstad", body: formBody({ title: "Weg" }) }))
        .statusCode,
    ).toBe(404);
    expect((await t.request("POST", API_PATHS.formToken(form.id), { as, center: "rijnstad" })).statusCode).toBe(404);
    expect((await t.request("DELETE", API_PATHS.form(form.id), { as, center: "rijnstad" })).statusCode).toBe(404);
    expect(
      (await t.request("GET", `${API_PATHS.formResponses}?filter[form_id_eq]=${form.id}`, { as, center: "rijnstad" }))
        .statusCode,
    ).toBe(404);
    const list = json(await t.request("GET", API_PATHS.forms, { as, center: "rijnstad" }));
    expect(list.data.map((d: { id: string }) => d.id)).not.toContain(form.id);
  });

  it("refuses a bad form with a pointer per field, in Dutch and in English", async () => {
    const bad = formBody({
      title: "",
      status: "half",
      fields: [
        { label: "", kind: "text" },
        { label: "Kleur", kind: "colour" },
        { label: "Dag", kind: "choice", options: ["Maandag"] },
        { key: "a", label: "Eén", kind: "text" },
        { key: "a", label: "Twee", kind: "text" },
      ],
    });
    const nl = await t.request("POST", `${API_PATHS.forms}?locale=nl`, { as: admin, center: "heuvelrug", body: bad });
    expect(nl.statusCode).toBe(422);
    const pointers = json(nl).errors.map((e: { source: { pointer: string } }) => e.source.pointer);
    expect(pointers).toEqual(
      expect.arrayContaining([
        "/data/attributes/title",
        "/data/attributes/status",
        "/data/attributes/fields/0/label",
        "/data/attributes/fields/1/kind",
      ]),
    );
    expect(
      json(nl).errors.find((e: { source: { pointer: string } }) => e.source.pointer.endsWith("/title")).detail,
    ).toMatch(/^Titel /);
    const en = await t.request("POST", `${API_PATHS.forms}?locale=en`, { as: admin, center: "heuvelrug", body: bad });
    expect(
      json(en).errors.find((e: { source: { pointer: string } }) => e.source.pointer.endsWith("/title")).detail,
    ).toMatch(/^Title /);

    // With valid kinds, the choice without two options and the repeated key are refused.
    const options = await t.request("POST", `${API_PATHS.forms}?locale=nl`, {
      as: admin,
      center: "heuvelrug",
      body: formBody({
        title: "Keuzes",
        fields: [
          { label: "Dag", kind: "choice", options: ["Maandag", "Maandag"] },
          { key: "a", label: "Eén", kind: "text" },
          { key: "a", label: "Twee", kind: "text" },
        ],
      }),
    });
    expect(options.statusCode).toBe(422);
    const errors = json(options).errors as { source: { pointer: string }; detail: string }[];
    expect(errors.find((e) => e.source.pointer === "/data/attributes/fields/0/options")?.detail).toBe(
      "Geef een keuzevraag minstens twee verschillende keuzes.",
    );
    expect(errors.map((e) => e.source.pointer)).toContain("/data/attributes/fields/2/key");
  });
});

describe("forms: answering", () => {
  it("a visitor reads an open form by its link and answers it; staff see the response, the count and the CSV", async () => {
    const form = await newForm();
    const token = form.attributes.token;
    const read = await t.request("GET", API_PATHS.formByToken(token), { center: "heuvelrug" });
    expect(read.statusCode).toBe(200);
    const attrs = json(read).data.attributes;
    expect(attrs.title).toBe("Aanmelding open dag");
    expect(attrs.fields).toHaveLength(FIELDS.length);
    // A visitor never learns the token from the answer, nor the count.
    expect(attrs.token).toBeUndefined();
    expect(attrs.response_count).toBeUndefined();

    const res = await answer(token, { ...GOOD, naam: "  Jan de Vries  " });
    expect(res.statusCode).toBe(201);
    const stored = json(res).data.attributes;
    expect(stored.answers.find((a: { key: string }) => a.key === "naam").value).toBe("Jan de Vries");
    // Plain text is stored as given, never altered into HTML.
    expect(stored.answers.find((a: { key: string }) => a.key === "uitleg").value).toBe(GOOD.uitleg);

    const list = json(
      await t.request("GET", `${API_PATHS.formResponses}?filter[form_id_eq]=${form.id}`, {
        as: admin,
        center: "heuvelrug",
      }),
    );
    expect(list.data).toHaveLength(1);
    expect(list.data[0].attributes.respondent_name).toBeNull();
    expect(list.meta.total_count).toBe(1);
    const one = json(await t.request("GET", API_PATHS.form(form.id), { as: admin, center: "heuvelrug" }));
    expect(one.data.attributes.response_count).toBe(1);
    const all = json(await t.request("GET", API_PATHS.forms, { as: admin, center: "heuvelrug" }));
    expect(all.data.find((d: { id: string }) => d.id === form.id).attributes.response_count).toBe(1);

    const csv = await t.request("GET", `${API_PATHS.formResponsesExport}?filter[form_id_eq]=${form.id}`, {
      as: admin,
      center: "heuvelrug",
    });
    expect(csv.statusCode).toBe(200);
    expect(String(csv.headers["content-type"])).toMatch(/^text\/csv/);
    const lines = csv.body.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe(
      "Ingevuld op;Naam;Account (e-mailadres);Naam;E-mailadres;Toelichting;Welke dag?;Ik kom zeker;Geboortedatum",
    );
    expect(lines[1]).toContain(";Jan de Vries;jan@example.nl;");
    expect(lines[1]).toContain(";Zondag;ja;1980-02-29");
  });

  it("checks every answer by its kind, with a pointer per question and its label in the message (nl and en)", async () => {
    const form = await newForm();
    const bad = { naam: "", mail: "geen-adres", keuze: "Maandag", akkoord: false, datum: "2026-02-30", uitleg: 5 };
    const nl = await answer(form.attributes.token, bad);
    expect(nl.statusCode).toBe(422);
    const byKey = Object.fromEntries(
      (json(nl).errors as { source: { pointer: string }; detail: string; code: string }[]).map((e) => [
        e.source.pointer.split("/").pop(),
        e,
      ]),
    );
    expect(Object.keys(byKey).sort()).toEqual(["akkoord", "datum", "keuze", "mail", "naam", "uitleg"]);
    expect(byKey.naam!.source.pointer).toBe("/data/attributes/answers/naam");
    expect(byKey.naam!.detail).toBe("Naam is een vereist veld");
    expect(byKey.mail!.detail).toBe("E-mailadres is geen geldig e-mailadres.");
    expect(byKey.keuze!.detail).toBe("Welke dag? moet een van de toegestane waarden zijn.");
    expect(byKey.datum!.detail).toBe("Geboortedatum is niet geldig.");
    expect(byKey.akkoord!.code).toBe("blank");
    expect(byKey.uitleg!.detail).toBe("Toelichting is niet geldig.");
    const en = await answer(form.attributes.token, bad, null, "heuvelrug", "en");
    const enDetails = (json(en).errors as { detail: string }[]).map((e) => e.detail);
    expect(enDetails).toContain("Geboortedatum is not valid.");
    expect(enDetails).toContain("Naam is a required field.");

    // An unknown question, a wrong token shape and answers that are no object are refused too.
    const unknown = await answer(form.attributes.token, { ...GOOD, extra: "x" });
    expect(unknown.statusCode).toBe(422);
    expect(json(unknown).errors[0].source.pointer).toBe("/data/attributes/answers/extra");
    const shape = await t.request("POST", API_PATHS.formResponses, {
      center: "heuvelrug",
      body: { data: { type: "form_response", attributes: { form_token: "kort", answers: [] } } },
    });
    expect(shape.statusCode).toBe(422);
    expect(json(shape).errors[0].source.pointer).toBe("/data/attributes/form_token");
    // Nothing was stored.
    const list = json(
      await t.request("GET", `${API_PATHS.formResponses}?filter[form_id_eq]=${form.id}`, {
        as: admin,
        center: "heuvelrug",
      }),
    );
    expect(list.data).toHaveLength(0);
  });

  it("a closed form says so and refuses answers; an unknown or another center's token is a 404", async () => {
    const form = await newForm(admin, "heuvelrug", { status: "closed" });
    const read = json(await t.request("GET", API_PATHS.formByToken(form.attributes.token), { center: "heuvelrug" }));
    expect(read.data.attributes.status).toBe("closed");
    expect(read.data.attributes.fields).toEqual([]);
    const refused = await answer(form.attributes.token, GOOD);
    expect(refused.statusCode).toBe(409);
    expect(json(refused).errors[0].detail).toMatch(/gesloten/);

    const elsewhere = await newForm(otherAdmin, "rijnstad");
    expect(
      (await t.request("GET", API_PATHS.formByToken(elsewhere.attributes.token), { center: "heuvelrug" })).statusCode,
    ).toBe(404);
    expect((await answer(elsewhere.attributes.token, GOOD)).statusCode).toBe(404);
    const unknown = await t.request("GET", `${API_PATHS.formByToken("A".repeat(22))}?locale=nl`, {
      center: "heuvelrug",
    });
    expect(unknown.statusCode).toBe(404);
    expect((await t.request("GET", API_PATHS.formByToken("../../etc"), { center: "heuvelrug" })).statusCode).toBe(404);
  });

  it("a signed-in user's response is theirs: listed in /mine, newest first, never another user's", async () => {
    const form = await newForm();
    const other = await newForm(admin, "heuvelrug", { title: "Evaluatie training" });
    expect((await answer(form.attributes.token, GOOD, volunteer)).statusCode).toBe(201);
    expect((await answer(other.attributes.token, GOOD, volunteer)).statusCode).toBe(201);
    expect((await answer(form.attributes.token, { ...GOOD, naam: "Iemand anders" }, otherVolunteer)).statusCode).toBe(
      201,
    );

    const mine = json(await t.request("GET", API_PATHS.myFormResponses, { as: volunteer, center: "heuvelrug" }));
    expect(mine.data.map((d: { attributes: { form_title: string } }) => d.attributes.form_title)).toEqual([
      "Evaluatie training",
      "Aanmelding open dag",
    ]);
    expect(mine.data[0].attributes.respondent_email).toBeUndefined();
    const theirs = json(await t.request("GET", API_PATHS.myFormResponses, { as: otherVolunteer, center: "heuvelrug" }));
    expect(theirs.data).toHaveLength(1);
    expect(theirs.data[0].attributes.answers.find((a: { key: string }) => a.key === "naam").value).toBe(
      "Iemand anders",
    );
    expect((await t.request("GET", API_PATHS.myFormResponses, { center: "heuvelrug" })).statusCode).toBe(401);
    // The person's own data export holds them too.
    const exported = json(
      await t.request("GET", API_PATHS.currentUserExport, { as: otherVolunteer, center: "heuvelrug" }),
    );
    expect(exported.form_responses).toHaveLength(1);
    expect(JSON.stringify(exported.form_responses[0].answers)).toContain("Iemand anders");

    // Staff see who answered.
    const list = json(
      await t.request("GET", `${API_PATHS.formResponses}?filter[form_id_eq]=${form.id}`, {
        as: admin,
        center: "heuvelrug",
      }),
    );
    expect(
      list.data.map((d: { attributes: { respondent_email: string } }) => d.attributes.respondent_email),
    ).toHaveLength(2);
    expect(
      list.data.every((d: { attributes: { respondent_email: string | null } }) => d.attributes.respondent_email),
    ).toBe(true);
  });

  it("the responses list needs its form; its filters are allowlisted", async () => {
    expect((await t.request("GET", API_PATHS.formResponses, { as: admin, center: "heuvelrug" })).statusCode).toBe(400);
    expect(
      (await t.request("GET", `${API_PATHS.formResponses}?filter[form_id_eq]=abc`, { as: admin, center: "heuvelrug" }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.request("GET", `${API_PATHS.formResponses}?filter[user_id_eq]=1`, { as: admin, center: "heuvelrug" }))
        .statusCode,
    ).toBe(400);
  });

  it("the demo volunteer of each center has answered a demo form", async () => {
    const demoVolunteer = await t.signIn("volunteer@demo.test", "demo");
    const mine = json(await t.request("GET", API_PATHS.myFormResponses, { as: demoVolunteer, center: "demo" }));
    expect(mine.data.map((d: { attributes: { form_title: string } }) => d.attributes.form_title)).toContain(
      "Aanmelding vrijwilligersborrel",
    );
  });

  it("anonymous answers are rate-limited per address (429 with retry-after)", async () => {
    const form = await newForm();
    const statuses: number[] = [];
    for (let i = 0; i < RESPONSE_LIMIT + 1; i++) statuses.push((await answer(form.attributes.token, GOOD)).statusCode);
    // Earlier anonymous answers in this file count too: the last one is over the limit.
    expect(statuses.at(-1)).toBe(429);
    // A signed-in user is counted on their own account, not on the address.
    expect((await answer(form.attributes.token, GOOD, superadmin)).statusCode).toBe(201);
  });
});
