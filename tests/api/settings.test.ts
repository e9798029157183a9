/**
 * Center settings (issue 16): the center's profile changed by its staff, the contrast check that
 * refuses unreadable colours and names the pair, the run-time theme CSS with its ETag, and a new
 * center made by a superadmin that answers on its host without a restart.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PATHS } from "@contract/paths.ts";
import { Fixtures, uniqueEmail } from "@server/testing/fixtures.ts";
import { createTestContext, json, type Session, type TestContext } from "@server/testing/harness.ts";

let t: TestContext;
let fx: Fixtures;
let admin: Session;

const body = (attributes: Record<string, unknown>) => ({ data: { type: "center_profile", attributes } });
const patch = (attributes: Record<string, unknown>, as: Session | null = admin, center = "rijnstad") =>
  t.request("PATCH", API_PATHS.currentVolunteerCenter, { as, center, body: body(attributes) });
const profileOf = async (center: string) => {
  const doc = json(await t.request("GET", `${API_PATHS.currentVolunteerCenter}?include=profile`, { center }));
  return doc.included![0]!.attributes as Record<string, unknown>;
};

beforeAll(async () => {
  t = await createTestContext();
  fx = new Fixtures(t.database);
  admin = await t.signIn(await fx.actor("rijnstad", "admin"), "rijnstad");
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe("PATCH /api/v1/volunteer_centers/current", () => {
  it("saves the general settings, and every visitor reads them on the next request", async () => {
    const res = await patch({
      name: "Vacaturebank Rijnstad-Oost",
      email: "Info@Rijnstad.test",
      phone: "026 123 45 67",
      street: "Stationsplein",
      house_number: "12",
      postcode: "6811 KL",
      city: "Rijnstad",
      default_locale: "en",
    });
    expect(res.statusCode).toBe(200);
    const profile = await profileOf("rijnstad");
    expect(profile).toMatchObject({
      name: "Vacaturebank Rijnstad-Oost",
      email: "info@rijnstad.test",
      postcode: "6811 KL",
      default_locale: "en",
    });
    // Another center is untouched.
    expect((await profileOf("demo")).name).toBe("Demo Vrijwilligerscentrale");
  });

  it("saves footer columns, social links and the contact person", async () => {
    const footer_columns = [{ title: "Over ons", links: [{ label: "Wie zijn wij", url: "/over-ons" }] }];
    const social_links = [{ platform: "instagram", url: "https://instagram.com/rijnstad" }];
    const res = await patch({
      footer_columns,
      social_links,
      footer_show_address: false,
      contact_name: "Fatima el Amrani",
      contact_role: "Consulent vrijwilligerswerk",
      contact_email: "fatima@rijnstad.test",
      contact_phone: "026 765 43 21",
    });
    expect(res.statusCode).toBe(200);
    expect(await profileOf("rijnstad")).toMatchObject({
      footer_columns,
      social_links,
      footer_show_address: false,
      contact_name: "Fatima el Amrani",
    });
  });

  it("refuses links that run script or lead off the site by a protocol-relative path", async () => {
    for (const url of ["javascript:alert(1)", "//evil.example/x", "data:text/html,<b>x</b>"]) {
      const res = await patch({ footer_columns: [{ title: "X", links: [{ label: "Y", url }] }] });
      expect(res.statusCode).toBe(422);
      expect(json(res).errors![0]!.source?.pointer).toBe("/data/attributes/footer_columns/0/links/0/url");
    }
    const social = await patch({ social_links: [{ platform: "x", url: "/relative" }] });
    expect(social.statusCode).toBe(422);
  });

  it("refuses custom shades without all eleven keys, with a clear message", async () => {
    const ten = Object.fromEntries(
      ["50", "100", "200", "300", "400", "500", "600", "700", "800", "900"].map((k) => [k, "#112233"]),
    );
    for (const shades of ["{not json", JSON.stringify(ten), JSON.stringify({ ...ten, 950: "no colour" })]) {
      const res = await t.request("PATCH", API_PATHS.currentVolunteerCenter, {
        as: admin,
        center: "rijnstad",
        body: body({ primary_color_shades: shades }),
        headers: { "accept-language": "nl" },
      });
      expect(res.statusCode).toBe(422);
      const error = json(res).errors![0]!;
      expect(error.code).toBe("invalid_shades");
      expect(error.source?.pointer).toBe("/data/attributes/primary_color_shades");
      expect(error.detail).toContain("elf sleutels");
    }
  });

  it("refuses a combination that fails WCAG AA and names the failing pair", async () => {
    const res = await t.request("PATCH", API_PATHS.currentVolunteerCenter, {
      as: admin,
      center: "rijnstad",
      body: body({ text_color: "#bbbbbb" }),
      headers: { "accept-language": "nl" },
    });
    expect(res.statusCode).toBe(422);
    const errors = json(res).errors!;
    expect(errors.every((e: { code?: string }) => e.code === "contrast_insufficient")).toBe(true);
    const first = errors[0]!;
    expect(first.source?.pointer).toBe("/data/attributes/text_color");
    expect(first.detail).toContain("tekst op de achtergrond");
    expect(first.detail).toMatch(/\d\.\d\d:1/);
    // Nothing was saved.
    expect((await profileOf("rijnstad")).text_color).toBeNull();
  });

  it("saves a new preset and the logo; the theme CSS follows at once, with an ETag", async () => {
    const before = await t.request("GET", API_PATHS.currentVolunteerCenterTheme, { center: "heuvelrug" });
    expect(before.statusCode).toBe(200);
    // The seeded stylesheet paints an unchanged center: nothing of its own.
    expect(before.body).toBe("");
    const heuvelrugAdmin = await t.signIn(await fx.actor("heuvelrug", "admin"), "heuvelrug");
    const res = await patch(
      { primary_color_preset: "rose", website_logo_url: "/uploads/0123456789abcdef0123456789abcdef.png" },
      heuvelrugAdmin,
      "heuvelrug",
    );
    expect(res.statusCode).toBe(200);
    expect(await profileOf("heuvelrug")).toMatchObject({
      primary_color_preset: "rose",
      website_logo_url: "/uploads/0123456789abcdef0123456789abcdef.png",
    });
    const css = await t.request("GET", API_PATHS.currentVolunteerCenterTheme, { center: "heuvelrug" });
    expect(css.headers["content-type"]).toMatch(/^text\/css/);
    expect(css.headers["cache-control"]).toBe("no-cache");
    // rose-600 as the solid fill of buttons.
    expect(css.body).toContain("--vl-solid: 236 0 63;");
    const etag = String(css.headers.etag);
    const again = await t.request("GET", API_PATHS.currentVolunteerCenterTheme, {
      center: "heuvelrug",
      headers: { "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
    // The profile is revalidated too, and answers 304 while unchanged.
    const profile = await t.request("GET", `${API_PATHS.currentVolunteerCenter}?include=profile`, {
      center: "heuvelrug",
    });
    expect(profile.headers["cache-control"]).toBe("no-cache");
    const profileAgain = await t.request("GET", `${API_PATHS.currentVolunteerCenter}?include=profile`, {
      center: "heuvelrug",
      headers: { "if-none-match": String(profile.headers.etag) },
    });
    expect(profileAgain.statusCode).toBe(304);
  });

  it("refuses an unknown attribute, a logo that is not an image address, and an unknown preset", async () => {
    expect((await patch({ key: "other" })).statusCode).toBe(422);
    expect((await patch({ website_logo_url: "javascript:alert(1)" })).statusCode).toBe(422);
    expect((await patch({ primary_color_preset: "chartreuse" })).statusCode).toBe(422);
    expect((await patch({ footer_columns: "not a list" })).statusCode).toBe(422);
  });

  it("is for the center's own staff only", async () => {
    expect((await patch({ phone: "1" }, null)).statusCode).toBe(401);
    const orgAdmin = await t.signIn(await fx.actor("rijnstad", "orgadmin"), "rijnstad");
    expect((await patch({ phone: "1" }, orgAdmin)).statusCode).toBe(403);
    // Staff of demo cannot reach rijnstad's settings through rijnstad's host or headers.
    const demoAdmin = await t.signIn(await fx.actor("demo", "admin"), "demo");
    const viaHeader = await t.request("PATCH", API_PATHS.currentVolunteerCenter, {
      as: demoAdmin,
      center: "demo",
      headers: { "volunteer-center": "rijnstad" },
      body: body({ phone: "1" }),
    });
    expect(viaHeader.statusCode).toBe(403);
    expect((await profileOf("rijnstad")).phone).not.toBe("1");
  });
});

describe("POST /api/v1/volunteer_centers", () => {
  const newCenter = (attributes: Record<string, unknown> = {}) => ({
    data: {
      type: "volunteer_center",
      attributes: {
        name: "Vrijwilligerscentrale Zutphen",
        key: "zutphen",
        hosts: ["zutphen.localhost", "vrijwilligers-zutphen.example.org"],
        primary_color_preset: "orange",
        secondary_color_preset: "teal",
        muted_color_preset: "stone",
        admin_email: uniqueEmail(),
        admin_first_name: "Joost",
        admin_last_name: "de Wit",
        ...attributes,
      },
    },
  });

  it("creates a center that answers on its host at once, and invites its first admin there", async () => {
    const superadmin = await t.signIn(await fx.actor("demo", "superadmin"), "demo");
    const unknownBefore = json(
      await t.request("GET", API_PATHS.currentVolunteerCenter, { headers: { host: "zutphen.localhost" } }),
    );
    // Before: an unknown host falls back to the default center.
    expect(unknownBefore.data).toMatchObject({ attributes: { key: "demo" } });
    const payload = newCenter();
    const res = await t.request("POST", API_PATHS.volunteerCenters, { as: superadmin, body: payload });
    expect(res.statusCode).toBe(201);
    const after = json(
      await t.request("GET", `${API_PATHS.currentVolunteerCenter}?include=profile`, {
        headers: { host: "zutphen.localhost" },
      }),
    );
    expect(after.data).toMatchObject({ attributes: { key: "zutphen", name: "Vrijwilligerscentrale Zutphen" } });
    expect(after.included![0]!.attributes).toMatchObject({ primary_color_preset: "orange" });
    // Its theme is its own (no seeded stylesheet knows it).
    const css = await t.request("GET", API_PATHS.currentVolunteerCenterTheme, {
      headers: { host: "vrijwilligers-zutphen.example.org" },
    });
    expect(css.body).toContain(":root:root:root");
    const mail = await t.lastMailTo(payload.data.attributes.admin_email as string);
    expect(mail?.text).toMatch(/http:\/\/zutphen\.localhost(:\d+)?\/confirm\?confirmation_token=/);
  });

  it("refuses a key or host that is taken, and is for superadmins only", async () => {
    const superadmin = await t.signIn(await fx.actor("demo", "superadmin"), "demo");
    const taken = await t.request("POST", API_PATHS.volunteerCenters, {
      as: superadmin,
      body: newCenter({ key: "rijnstad", hosts: ["demo.localhost"] }),
    });
    expect(taken.statusCode).toBe(422);
    expect(json(taken).errors!.map((e: { source?: { pointer?: string } }) => e.source?.pointer)).toEqual([
      "/data/attributes/key",
      "/data/attributes/hosts/0",
    ]);
    const bad = await t.request("POST", API_PATHS.volunteerCenters, {
      as: superadmin,
      body: newCenter({ key: "Bad Key!", hosts: ["not a host"] }),
    });
    expect(bad.statusCode).toBe(422);
    const centerAdmin = await t.signIn(await fx.actor("demo", "admin"), "demo");
    const refused = await t.request("POST", API_PATHS.volunteerCenters, {
      as: centerAdmin,
      body: newCenter({ key: "apeldoorn", hosts: ["apeldoorn.localhost"] }),
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe("the page of a center (server/web/static.ts)", () => {
  it("carries the center's own colours before the first paint, and no first view once the seeded one no longer fits", async () => {
    const { assemblePage, centerLook } = await import("@server/web/static.ts");
    const { centerCss } = await import("@server/modules/settings/theme.ts");
    const heuvelrug = t.app.services.centers.byKey("heuvelrug")!;
    const html = '<html><head><title>x</title></head><body><div id="root"></div></body></html>';
    const page = assemblePage(html, { centerCss: centerCss(heuvelrug).css }).html;
    expect(page).toMatch(/<style id="vl-center-theme">:root:root:root \{[^<]*--vl-solid: 236 0 63;/);
    // Demo is as seeded: the generated stylesheet paints it, nothing is added.
    expect(assemblePage(html, { centerCss: centerCss(t.app.services.centers.byKey("demo")!).css }).html).toBe(html);
    expect(centerLook(heuvelrug).firstViewFits).toBe(true);
    expect(centerLook(t.app.services.centers.byKey("rijnstad")!).firstViewFits).toBe(false); // renamed above
    expect(centerLook(t.app.services.centers.byKey("zutphen")!).firstViewFits).toBe(false); // not seeded
    expect(centerLook(t.app.services.centers.byKey("rijnstad")!).htmlAttributes).toMatchObject({
      "data-shape": "straight",
      "data-footer": "dark-blue",
    });
  });
});
