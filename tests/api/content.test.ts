/**
 * Content pages and menus (issue 16): center staff write pages of blocks and both menus, visitors
 * read published pages and the menus at once, rich text is sanitized with the vacancy
 * description's rules, slugs are unique per center and never a route of the product.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PATHS } from "@contract/paths.ts";
import { Fixtures } from "@server/testing/fixtures.ts";
import { createTestContext, json, type Session, type TestContext } from "@server/testing/harness.ts";

let t: TestContext;
let fx: Fixtures;
let admin: Session;
let member: Session;

const pageBody = (attributes: Record<string, unknown>) => ({ data: { type: "content_page", attributes } });
const itemBody = (attributes: Record<string, unknown>) => ({ data: { type: "menu_item", attributes } });
const createPage = (attributes: Record<string, unknown>, as: Session | null = admin, center = "rijnstad") =>
  t.request("POST", API_PATHS.contentPages, { as, center, body: pageBody(attributes) });
const patchPage = (id: string, attributes: Record<string, unknown>, as: Session | null = admin) =>
  t.request("PATCH", API_PATHS.contentPage(id), { as, center: "rijnstad", body: pageBody(attributes) });
const createItem = (attributes: Record<string, unknown>, as: Session | null = admin) =>
  t.request("POST", API_PATHS.menuItems, { as, center: "rijnstad", body: itemBody(attributes) });
const menu = async (as: Session | null = null, center = "rijnstad") =>
  json(await t.request("GET", API_PATHS.menuItems, { as, center })).data as {
    id: string;
    attributes: Record<string, unknown>;
  }[];
type Doc = { data: { id: string; attributes: Record<string, unknown> } };

const XSS =
  '<p onclick="steal()">Hallo <strong>wereld</strong><script>alert(1)</script></p><img src=x onerror="alert(1)"><a href="https://example.org" target="_blank">link</a><a href="javascript:alert(1)">kwaad</a><h1>Kop</h1>';

beforeAll(async () => {
  t = await createTestContext();
  fx = new Fixtures(t.database);
  admin = await t.signIn(await fx.actor("rijnstad", "admin"), "rijnstad");
  member = await t.signIn(await fx.actor("rijnstad", "member"), "rijnstad");
  // Rijnstad starts without the demo site, so these tests see only the pages and menus they make.
  const rijnstad = await fx.centerId("rijnstad");
  await t.database.query("DELETE FROM menu_items WHERE center_id = $1", [rijnstad]);
  await t.database.query("DELETE FROM content_pages WHERE center_id = $1", [rijnstad]);
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe("the demo sites", () => {
  it("give every demo center a home page, the four pages and both menus", async () => {
    for (const center of ["public", "demo", "heuvelrug", "meedoen"]) {
      const pages = json(await t.request("GET", `${API_PATHS.contentPages}?page[size]=50`, { center }))
        .data as Doc["data"][];
      const slugs = pages.map((p) => p.attributes.slug).sort();
      expect(slugs, center).toEqual([
        "",
        "over-ons",
        "privacyverklaring",
        "toegankelijkheidsverklaring",
        "voor-organisaties",
      ]);
      const items = await menu(null, center);
      expect(items.filter((m) => m.attributes.location === "header").length, center).toBeGreaterThan(1);
      expect(items.find((m) => m.attributes.label === "Privacyverklaring")?.attributes.href).toBe("/privacyverklaring");
    }
  });
});

describe("content pages", () => {
  it("stores a page of blocks with its rich text sanitized, shown to visitors only once published", async () => {
    const res = await createPage({
      title: "Over ons",
      slug: "over-ons-test",
      summary: "Wie wij zijn.",
      hero_image_url: "/uploads/hero.webp",
      hero_image_alt: "Vrijwilligers in het park",
      seo_description: "Over de vrijwilligerscentrale.",
      blocks: [
        { id: "b1", type: "rich_text", body: XSS },
        { type: "image", url: "https://example.org/foto.jpg", alt: "Een foto" },
        { type: "call_to_action", title: "Doe mee", label: "Zoek vacatures", href: "/vacancies/search" },
        { type: "vacancy_list", title: "Zorg", query: "q=zorg", limit: 3 },
        { type: "faq", items: [{ question: "Kost het iets?", body: "Nee.\nNooit." }] },
        { type: "contact", title: "Vragen?" },
      ],
    });
    expect(res.statusCode).toBe(201);
    const page = (json(res) as Doc).data;
    expect(page.attributes.status).toBe("draft");
    const blocks = page.attributes.blocks as Record<string, unknown>[];
    expect(blocks).toHaveLength(6);
    const html = String(blocks[0]!.body);
    expect(html).toContain("<strong>wereld</strong>");
    expect(html).not.toMatch(/script|onerror|onclick|<img|javascript:|target=/);
    expect(blocks[0]!.id).toBe("b1");
    expect(blocks[3]).toMatchObject({ type: "vacancy_list", query: "q=zorg", limit: 3 });

    // A draft is center staff's only.
    expect((await t.request("GET", API_PATHS.contentPage(page.id), { center: "rijnstad" })).statusCode).toBe(404);
    expect(
      (await t.request("GET", API_PATHS.contentPage(page.id), { center: "rijnstad", as: member })).statusCode,
    ).toBe(404);
    const bySlug = `${API_PATHS.contentPages}?filter[slug_eq]=over-ons-test`;
    expect(json(await t.request("GET", bySlug, { center: "rijnstad" })).data).toEqual([]);

    const published = await patchPage(page.id, { status: "published" });
    expect(published.statusCode).toBe(200);
    expect((json(published) as Doc).data.attributes.published_at).toBeTruthy();
    const seen = json(await t.request("GET", bySlug, { center: "rijnstad" })).data as Doc["data"][];
    expect(seen.map((p) => p.id)).toEqual([page.id]);
    // Not in another center.
    expect(json(await t.request("GET", bySlug, { center: "demo" })).data).toEqual([]);

    const unpublished = await patchPage(page.id, { status: "draft" });
    expect((json(unpublished) as Doc).data.attributes.published_at).toBeNull();
    expect(json(await t.request("GET", bySlug, { center: "rijnstad" })).data).toEqual([]);
  });

  it("refuses a taken slug, a product route as slug, bad blocks and unsafe links, in the user's language", async () => {
    expect((await createPage({ title: "Eén", slug: "dubbel" })).statusCode).toBe(201);
    const taken = await createPage({ title: "Twee", slug: "dubbel" });
    expect(taken.statusCode).toBe(422);
    expect(json(taken).errors![0]!.source?.pointer).toBe("/data/attributes/slug");
    // The same slug in another center is fine.
    expect(
      (
        await createPage(
          { title: "Twee", slug: "dubbel" },
          await t.signIn(await fx.actor("demo", "admin"), "demo"),
          "demo",
        )
      ).statusCode,
    ).toBe(201);

    for (const slug of ["vacancies", "Over Ons", "a/b", "-x"]) {
      const res = await createPage({ title: "X", slug });
      expect(res.statusCode, slug).toBe(422);
      expect(json(res).errors![0]!.source?.pointer).toBe("/data/attributes/slug");
    }
    const cases: [unknown, string][] = [
      [[{ type: "video", url: "x" }], "/data/attributes/blocks/0/type"],
      [[{ type: "rich_text" }], "/data/attributes/blocks/0/body"],
      [[{ type: "image", url: "javascript:alert(1)", alt: "x" }], "/data/attributes/blocks/0/url"],
      [
        [{ type: "call_to_action", title: "a", label: "b", href: "javascript:alert(1)" }],
        "/data/attributes/blocks/0/href",
      ],
      [[{ type: "faq", items: [] }], "/data/attributes/blocks/0/items"],
      [[{ type: "contact", onclick: "x" }], "/data/attributes/blocks/0/onclick"],
      [["tekst"], "/data/attributes/blocks/0"],
      [{ type: "rich_text" }, "/data/attributes/blocks"],
    ];
    for (const [blocks, pointer] of cases) {
      const res = await createPage({ title: "Blokken", slug: "blokken", blocks });
      expect(res.statusCode, JSON.stringify(blocks)).toBe(422);
      expect(json(res).errors![0]!.source?.pointer).toBe(pointer);
    }
    const english = await t.request("POST", API_PATHS.contentPages, {
      as: admin,
      center: "rijnstad",
      headers: { "accept-language": "en" },
      body: pageBody({ title: "" }),
    });
    expect(english.statusCode).toBe(422);
    expect(json(english).errors![0]!.title).toMatch(/[a-z]/i);
    expect(JSON.stringify(json(english).errors)).not.toMatch(/verplicht/i);
  });

  it("keeps the home page at the empty slug", async () => {
    const res = await createPage({ title: "Welkom bij Rijnstad", slug: "", status: "published", summary: "Doe mee!" });
    expect(res.statusCode).toBe(201);
    expect((json(res) as Doc).data.attributes.home).toBe(true);
    const home = json(await t.request("GET", `${API_PATHS.contentPages}?filter[home_eq]=true`, { center: "rijnstad" }))
      .data as Doc["data"][];
    expect(home.map((p) => p.attributes.title)).toEqual(["Welkom bij Rijnstad"]);
    expect((await createPage({ title: "Tweede home", slug: "" })).statusCode).toBe(422);
  });

  it("lets only center staff write, and deletes a page with its menu items", async () => {
    expect((await createPage({ title: "Lid", slug: "lid" }, member)).statusCode).toBe(403);
    expect((await createPage({ title: "Bezoeker", slug: "bezoeker" }, null)).statusCode).toBe(401);
    const page = (json(await createPage({ title: "Weg", slug: "weg", status: "published" })) as Doc).data;
    const item = await createItem({ label: "Weg", location: "header", target_type: "page", content_page_id: page.id });
    expect(item.statusCode).toBe(201);
    const del = await t.request("DELETE", API_PATHS.contentPage(page.id), { as: admin, center: "rijnstad" });
    expect(del.statusCode).toBe(204);
    expect((await menu()).some((m) => m.attributes.label === "Weg")).toBe(false);
  });

  it("filters the staff list by status and title, and refuses unknown filters", async () => {
    const drafts = json(
      await t.request("GET", `${API_PATHS.contentPages}?filter[status_eq]=draft&sort=-updated_at`, {
        as: admin,
        center: "rijnstad",
      }),
    );
    expect((drafts.data as Doc["data"][]).every((p) => p.attributes.status === "draft")).toBe(true);
    expect(drafts.meta?.total_count).toBeGreaterThan(0);
    const bad = await t.request("GET", `${API_PATHS.contentPages}?filter[center_id_eq]=1`, { center: "rijnstad" });
    expect(bad.statusCode).toBe(400);
  });
});

describe("menu items", () => {
  it("builds both menus with one level of nesting and keeps their order, seen by visitors at once", async () => {
    const page = (json(await createPage({ title: "Vrijwilligers", slug: "vrijwilligers", status: "published" })) as Doc)
      .data;
    const a = (
      json(
        await createItem({ label: "Vacatures", location: "header", target_type: "route", url: "/vacancies/search" }),
      ) as Doc
    ).data;
    const b = (
      json(
        await createItem({
          label: "Voor vrijwilligers",
          location: "header",
          target_type: "page",
          content_page_id: page.id,
        }),
      ) as Doc
    ).data;
    expect(b.attributes.href).toBe("/vrijwilligers");
    const child = await createItem({
      label: "Nieuws",
      location: "header",
      target_type: "url",
      url: "https://example.org/nieuws",
      parent_id: b.id,
    });
    expect(child.statusCode).toBe(201);
    const c = (json(child) as Doc).data;
    // No second level, no parent from the other menu.
    const deep = await createItem({
      label: "Diep",
      location: "header",
      target_type: "route",
      url: "/partners",
      parent_id: c.id,
    });
    expect(json(deep).errors![0]!.source?.pointer).toBe("/data/attributes/parent_id");
    const across = await createItem({
      label: "Elders",
      location: "footer",
      target_type: "route",
      url: "/partners",
      parent_id: b.id,
    });
    expect(across.statusCode).toBe(422);

    let header = (await menu()).filter((m) => m.attributes.location === "header");
    expect(header.map((m) => m.attributes.label)).toEqual(["Vacatures", "Voor vrijwilligers", "Nieuws"]);
    // Move "Voor vrijwilligers" up: its child comes along.
    expect(
      (
        await t.request("PATCH", API_PATHS.menuItem(b.id), {
          as: admin,
          center: "rijnstad",
          body: itemBody({ position: 0 }),
        })
      ).statusCode,
    ).toBe(200);
    header = (await menu()).filter((m) => m.attributes.location === "header");
    expect(header.map((m) => m.attributes.label)).toEqual(["Voor vrijwilligers", "Nieuws", "Vacatures"]);
    expect(header.map((m) => m.attributes.position)).toEqual([0, 0, 1]);
    // An item that leads to a draft page is hidden from visitors (with its children), not from staff.
    await patchPage(page.id, { status: "draft" });
    expect((await menu()).map((m) => m.attributes.label)).not.toContain("Nieuws");
    expect((await menu(admin)).map((m) => m.attributes.label)).toContain("Nieuws");
    // Another center's menu does not hold them.
    expect((await menu(null, "demo")).map((m) => m.id)).not.toContain(a.id);
  });

  it("refuses unsafe or mismatched targets", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ label: "X", location: "header", target_type: "url", url: "javascript:alert(1)" }, "/data/attributes/url"],
      [{ label: "X", location: "header", target_type: "route", url: "https://example.org" }, "/data/attributes/url"],
      [{ label: "X", location: "header", target_type: "url", url: "/over-ons" }, "/data/attributes/url"],
      [{ label: "X", location: "header", target_type: "page" }, "/data/attributes/content_page_id"],
      [{ label: "X", location: "zijkant", target_type: "route", url: "/" }, "/data/attributes/location"],
      [{ location: "header", target_type: "route", url: "/" }, "/data/attributes/label"],
      [
        { label: "X", location: "header", target_type: "page", content_page_id: "999999" },
        "/data/attributes/content_page_id",
      ],
    ];
    for (const [attrs, pointer] of cases) {
      const res = await createItem(attrs);
      expect(res.statusCode, JSON.stringify(attrs)).toBe(422);
      expect(json(res).errors![0]!.source?.pointer).toBe(pointer);
    }
    expect(
      (await createItem({ label: "X", location: "header", target_type: "route", url: "/" }, member)).statusCode,
    ).toBe(403);
  });
});
