/**
 * Notification templates (issue 17): the list and one template for center staff only, a center's
 * wording checked (unknown placeholders refused in the user's language) and sanitized, used for
 * the next mail and in-app message, reset to the default, preview and test mail; another center
 * never sees or gets it; a broken stored wording falls back to the default; and each user's
 * choice of in-app, e-mail or both, honoured by the sending path (security mails always sent).
 */
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PATHS } from "@contract/paths.ts";
import { PREFERENCE_KEYS, TEMPLATE_KEYS } from "@contract/notification-templates.ts";
import { notificationTemplateOverrides } from "@server/db/schema.ts";
import { Fixtures } from "@server/testing/fixtures.ts";
import { createTestContext, json, type Session, type TestContext } from "@server/testing/harness.ts";
import { apply, makeOrganization, makeVacancy, makeVolunteer, notificationsOf } from "./support/applications.ts";

let t: TestContext;
let fx: Fixtures;
let admin: Session;
let rijnstadAdmin: Session;
let volunteer: Session;
let orgAdmin: Session;

beforeAll(async () => {
  t = await createTestContext();
  fx = new Fixtures(t.database);
  admin = await t.signIn("admin@demo.test");
  rijnstadAdmin = await t.signIn("admin@rijnstad.test");
  volunteer = await t.signIn("volunteer@demo.test");
  orgAdmin = await t.signIn("orgadmin@demo.test");
});
afterAll(async () => {
  await t?.close();
});

const tpl = (key: string) => API_PATHS.notificationTemplate(key);
const patchBody = (translations: Record<string, unknown>) => ({
  data: { type: "notification_template", attributes: { translations } },
});
const draft = (attributes: Record<string, unknown>) => ({
  data: { type: "notification_template_preview", attributes },
});
const OWN = {
  subject: "Aanmelding voor {{vacancy_title}} via {{center_name}}",
  body: "Beste {{recipient_name}},\n\n{{volunteer_name}} wil graag helpen bij {{vacancy_title}}.\n\nNaar de aanmelding: {{link}}",
};

describe("GET /api/v1/notification_templates", () => {
  it("lists every template with its channels for center staff, none changed at first", async () => {
    const res = await t.request("GET", API_PATHS.notificationTemplates, { as: admin });
    expect(res.statusCode, res.body).toBe(200);
    const data = json(res).data as { id: string; attributes: Record<string, unknown> }[];
    expect(data.map((d) => d.id)).toEqual([...TEMPLATE_KEYS]);
    const received = data.find((d) => d.id === "application_received")!.attributes;
    expect(received).toMatchObject({ channels: ["mail", "in_app"], security: false, customized: [] });
    expect(data.find((d) => d.id === "reset_password_instructions")!.attributes).toMatchObject({
      channels: ["mail"],
      security: true,
    });
  });

  it("is for center staff only", async () => {
    for (const as of [volunteer, orgAdmin])
      expect((await t.request("GET", API_PATHS.notificationTemplates, { as })).statusCode).toBe(403);
    expect((await t.request("GET", API_PATHS.notificationTemplates)).statusCode).toBe(401);
    expect((await t.request("GET", tpl("new_message"), { as: volunteer })).statusCode).toBe(403);
    expect(
      (await t.request("PATCH", tpl("new_message"), { as: orgAdmin, body: patchBody({ nl: OWN }) })).statusCode,
    ).toBe(403);
    expect((await t.request("DELETE", tpl("new_message"), { as: volunteer })).statusCode).toBe(403);
  });

  it("answers an unknown key with 404", async () => {
    expect((await t.request("GET", tpl("bestaat_niet"), { as: admin })).statusCode).toBe(404);
    expect((await t.request("GET", tpl("__proto__"), { as: admin })).statusCode).toBe(404);
  });
});

describe("changing a template", () => {
  it("stores the center's wording, marks it changed, and the next application's mail and in-app message use it", async () => {
    const res = await t.request("PATCH", tpl("application_received"), { as: admin, body: patchBody({ nl: OWN }) });
    expect(res.statusCode, res.body).toBe(200);
    const attrs = json(res).data.attributes;
    expect(attrs.customized).toEqual(["nl"]);
    expect(attrs.translations.nl).toEqual(OWN);
    expect(attrs.translations.en.subject).toBe(attrs.defaults.en.subject);
    expect(attrs.placeholders).toContain("volunteer_name");

    const org = await makeOrganization(fx, "demo", "Speeltuinvereniging De Wip");
    const vacancy = await makeVacancy(t, fx, "demo", org.orgId, { title: "Speeltuinhulp op zaterdag" });
    const vol = await makeVolunteer(t, fx, "demo");
    await apply(t, await t.signIn(vol.email), vacancy);
    const mail = await t.lastMailTo(org.admin);
    expect(mail?.subject).toBe(
      "Aanmelding voor Speeltuinhulp op zaterdag via Demo Vrijwilligerscentrale".replace(
        "Demo Vrijwilligerscentrale",
        (await t.database.query<{ name: string }>("SELECT name FROM centers WHERE key = 'demo'"))[0]!.name,
      ),
    );
    expect(mail?.text).toContain("wil graag helpen bij Speeltuinhulp op zaterdag.");
    expect(mail?.text).toMatch(/Naar de aanmelding: http:\/\/[^\s]+\/applications\/\d+/);
    expect(mail?.html).toContain(">Naar de aanmelding</a>");
    const inbox = await notificationsOf(t, org.admin);
    expect(inbox[0]?.title).toContain("Aanmelding voor Speeltuinhulp op zaterdag");
  });

  it("refuses an unknown placeholder with a clear 422 in the user's language, naming it and the allowed ones", async () => {
    const body = patchBody({ nl: { subject: "Hoi {{wachtwoord}}", body: OWN.body } });
    const nl = await t.request("PATCH", tpl("application_received"), { as: admin, body });
    expect(nl.statusCode).toBe(422);
    const [err] = json(nl).errors;
    expect(err.code).toBe("unknown_placeholder");
    expect(err.source.pointer).toBe("/data/attributes/translations/nl/subject");
    expect(err.detail).toContain("{{wachtwoord}}");
    expect(err.detail).toContain("{{volunteer_name}}");
    expect(err.detail).toMatch(/kan in deze melding niet/);
    const en = await t.request("PATCH", `${tpl("application_received")}?locale=en`, { as: admin, body });
    expect(json(en).errors[0].detail).toMatch(/cannot fill in/);
  });

  it("refuses broken syntax, helpers, blank and overlong texts and unknown fields with a 4xx, never a 500", async () => {
    const cases: unknown[] = [
      patchBody({ nl: { subject: "x", body: "{{#if link}}open" } }),
      patchBody({ nl: { subject: "x", body: "{{lookup this 'constructor'}}" } }),
      patchBody({ nl: { subject: "x", body: "{{> evil}}" } }),
      patchBody({ nl: { subject: "", body: "x" } }),
      patchBody({ nl: { subject: "x".repeat(201), body: "x" } }),
      patchBody({ nl: { subject: "x", body: "y".repeat(10_001) } }),
      patchBody({ nl: { subject: 5, body: "x" } }),
      patchBody({ de: { subject: "x", body: "x" } }),
      patchBody({ nl: { subject: "x", body: "x", html: "<b>" } }),
      patchBody({ nl: "tekst" }),
      { data: { type: "notification_template", attributes: {} } },
      { data: { type: "notification_template", attributes: { translations: [] } } },
      { data: { type: "iets_anders", attributes: {} } },
      "geen json-object",
    ];
    for (const body of cases) {
      const res = await t.request("PATCH", tpl("new_message"), { as: admin, body });
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(json(res).errors[0].detail).toBeTruthy();
    }
  });

  it("sanitizes the body: tags and scripts are dropped, the text stays", async () => {
    const res = await t.request("PATCH", tpl("new_message"), {
      as: admin,
      body: patchBody({
        en: {
          subject: "<b>Message</b> from {{sender_name}}",
          body: 'Hi {{recipient_name}}<script>alert("x")</script>,\n\n<img src=x onerror=alert(1)>Read it: {{link}}',
        },
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const en = json(res).data.attributes.translations.en;
    expect(en.subject).toBe("Message from {{sender_name}}");
    expect(en.body).toBe("Hi {{recipient_name}},\n\nRead it: {{link}}");
  });

  it("resets to the platform default", async () => {
    const res = await t.request("DELETE", tpl("new_message"), { as: admin });
    expect(res.statusCode).toBe(200);
    const attrs = json(res).data.attributes;
    expect(attrs.customized).toEqual([]);
    expect(attrs.translations).toEqual(attrs.defaults);
  });

  it("never shows or uses one center's wording in another center", async () => {
    const other = await t.request("GET", tpl("application_received"), { as: rijnstadAdmin, center: "rijnstad" });
    expect(json(other).data.attributes.customized).toEqual([]);
    // The demo admin's session does not work at another center.
    expect(
      (await t.request("GET", API_PATHS.notificationTemplates, { as: admin, center: "rijnstad" })).statusCode,
    ).toBe(401);
    // Row-level security: inside the other center's context the demo center's rows do not exist.
    const rijnstad = Number(
      (await t.database.query<{ id: number }>("SELECT id FROM centers WHERE key = 'rijnstad'"))[0]!.id,
    );
    const rows = await t.database.tenant(rijnstad, (tx) => tx.select().from(notificationTemplateOverrides));
    expect(rows).toEqual([]);
    const own = await t.database.query<{ n: number }>("SELECT count(*)::int AS n FROM notification_template_overrides");
    expect(own[0]!.n).toBeGreaterThan(0);
  });

  it("falls back to the default when a stored wording cannot be used, and the mail still goes out", async () => {
    await t.database.query(
      `INSERT INTO notification_template_overrides (center_id, key, locale, subject, body)
       SELECT id, 'reset_password_instructions', 'nl', 'Herstel {{geheim}}', 'Kapot {{#if' FROM centers WHERE key = 'demo'`,
    );
    const res = await t.request("POST", "/auth/password", { body: { email: "volunteer@demo.test" } });
    expect(res.statusCode).toBe(200);
    const mail = await t.lastMailTo("volunteer@demo.test");
    expect(mail?.subject).toMatch(/^Wachtwoord herstellen bij /);
    expect(mail?.text).toContain("Nieuw wachtwoord kiezen: http");
    await t.database.query("DELETE FROM notification_template_overrides WHERE key = 'reset_password_instructions'");
  });
});

describe("preview and test mail", () => {
  it("renders a draft with sample data in the center's look", async () => {
    const res = await t.request("POST", `${tpl("periodic_vacancy_mail")}/preview`, {
      as: admin,
      body: draft({
        locale: "nl",
        subject: "Nieuw bij {{center_name}}",
        body: "{{#each vacancies}}{{title}}: {{link}}\n\n{{/each}}",
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const a = json(res).data.attributes;
    expect(a.subject).toMatch(/^Nieuw bij /);
    expect(a.text).toContain("Voorleesvrijwilliger bibliotheek: http://demo.localhost");
    expect(a.html).toContain('<meta name="color-scheme" content="light dark">');
    expect(a.html).toContain(">Voorleesvrijwilliger bibliotheek</a>");
  });

  it("refuses a draft with an unknown placeholder", async () => {
    const res = await t.request("POST", `${tpl("new_message")}/preview`, {
      as: admin,
      body: draft({ locale: "en", subject: "x", body: "{{vacancies}}" }),
    });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors[0].code).toBe("unknown_placeholder");
    const bad = await t.request("POST", `${tpl("new_message")}/preview`, {
      as: admin,
      body: draft({ locale: "de", subject: "x", body: "y" }),
    });
    expect(bad.statusCode).toBe(422);
  });

  it("mails the draft to the signed-in staff member only", async () => {
    const res = await t.request("POST", `${tpl("user_invited")}/test_mail`, {
      as: admin,
      body: draft({
        locale: "nl",
        subject: "Welkom bij {{center_name}}",
        body: "Hallo {{recipient_name}},\n\nKies een wachtwoord: {{link}}",
      }),
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(json(res).data.attributes.to).toBe("admin@demo.test");
    const mail = await t.lastMailTo("admin@demo.test");
    expect(mail?.subject).toMatch(/^\[Test\] Welkom bij /);
    expect(mail?.html).toContain(">Kies een wachtwoord</a>");
    expect(
      (
        await t.request("POST", `${tpl("user_invited")}/test_mail`, {
          as: volunteer,
          body: draft({ locale: "nl", subject: "x", body: "y" }),
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe("notification preferences", () => {
  const prefs = (preferences: Record<string, unknown>) => ({
    data: { type: "notification_preferences", attributes: { preferences } },
  });

  it("shows 'both' for every kind at first and stores a choice per kind", async () => {
    const vol = await makeVolunteer(t, fx, "demo");
    const s = await t.signIn(vol.email);
    const first = json(await t.request("GET", API_PATHS.notificationPreferences, { as: s })).data.attributes
      .preferences;
    expect(Object.keys(first).sort()).toEqual([...PREFERENCE_KEYS].sort());
    expect(new Set(Object.values(first))).toEqual(new Set(["both"]));
    const res = await t.request("PATCH", API_PATHS.notificationPreferences, {
      as: s,
      body: prefs({ application_status_changed: "in_app", new_message: "mail" }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data.attributes.preferences).toMatchObject({
      application_status_changed: "in_app",
      new_message: "mail",
      application_received: "both",
    });
  });

  it("refuses unknown kinds, security mails and unknown choices with a 422", async () => {
    for (const body of [
      prefs({ reset_password_instructions: "in_app" }),
      prefs({ new_message: "never" }),
      prefs({ x: "both" }),
      prefs([] as never),
    ]) {
      const res = await t.request("PATCH", API_PATHS.notificationPreferences, { as: volunteer, body });
      expect(res.statusCode).toBe(422);
    }
    expect((await t.request("GET", API_PATHS.notificationPreferences)).statusCode).toBe(401);
  });

  it("is honoured by the sending path: in-app only gets no mail, e-mail only gets no in-app message", async () => {
    const org = await makeOrganization(fx, "demo", "Repair Café Zeist");
    const vacancy = await makeVacancy(t, fx, "demo", org.orgId, { title: "Fietsenmaker in het Repair Café" });
    const orgSession = await t.signIn(org.admin);
    await t.request("PATCH", API_PATHS.notificationPreferences, {
      as: orgSession,
      body: prefs({ application_received: "in_app" }),
    });
    const vol = await makeVolunteer(t, fx, "demo");
    const before = (await t.mails()).filter((m) => m.to === org.admin).length;
    await apply(t, await t.signIn(vol.email), vacancy);
    expect((await t.mails()).filter((m) => m.to === org.admin).length).toBe(before);
    expect((await notificationsOf(t, org.admin)).length).toBe(1);

    await t.request("PATCH", API_PATHS.notificationPreferences, {
      as: orgSession,
      body: prefs({ application_received: "mail" }),
    });
    const vol2 = await makeVolunteer(t, fx, "demo");
    await apply(t, await t.signIn(vol2.email), vacancy);
    expect((await t.mails()).filter((m) => m.to === org.admin).length).toBe(before + 1);
    expect((await notificationsOf(t, org.admin)).length).toBe(1);
  });
});

describe("the logo in mail", () => {
  const profile = (attributes: Record<string, unknown>) =>
    t.request("PATCH", API_PATHS.currentVolunteerCenter, {
      as: admin,
      body: { data: { type: "center_profile", attributes } },
    });
  const logoOfPreview = async () => {
    const res = await t.request("POST", `${tpl("new_message")}/preview`, {
      as: admin,
      body: draft({ locale: "nl", subject: "Nieuw bericht", body: "Hallo {{recipient_name}}" }),
    });
    expect(res.statusCode, res.body).toBe(200);
    return /<img src="([^"]+)"/.exec(json(res).data.attributes.html as string)?.[1];
  };

  it("is a PNG drawn from the center's own logo (mail programs show no SVG or WebP), on the center's own address", async () => {
    const shipped = json(await t.request("GET", `${API_PATHS.stockImages}?page[size]=1`, { as: admin })).data[0];
    const webp = String(shipped.attributes.url).replace(/\.jpg$/, ".w320.webp");
    const before = await logoOfPreview();
    expect(before).toMatch(/^http:\/\/demo\.localhost(:\d+)?\/mail-logo\.png\?v=[\w-]{10}$/);
    try {
      expect((await profile({ website_logo_url: webp })).statusCode).toBe(200);
      const src = await logoOfPreview();
      expect(src).toMatch(/^http:\/\/demo\.localhost(:\d+)?\/mail-logo\.png\?v=[\w-]{10}$/);
      expect(src, "a new logo gets a new link").not.toBe(before);

      const logo = await t.request("GET", new URL(src!).pathname, { center: "demo" });
      expect(logo.statusCode).toBe(200);
      expect(logo.headers["content-type"]).toBe("image/png");
      const meta = await sharp(logo.rawPayload).metadata();
      expect([meta.format, meta.height]).toEqual(["png", 96]);
    } finally {
      await profile({ website_logo_url: null });
    }
    // Without a logo the mail names the center in text, and the PNG address has nothing to draw.
    expect(await logoOfPreview()).toBeUndefined();
    expect((await t.request("GET", "/mail-logo.png", { center: "demo" })).statusCode).toBe(404);
  });
});
