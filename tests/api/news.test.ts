/**
 * News (issue 16): center staff write, publish and delete news; visitors read published news newest
 * first, paged, by slug, and in the center's Atom feed; the body is sanitized as a vacancy
 * description is; drafts and other centers' news stay hidden.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PATHS } from "@contract/paths.ts";
import { DEMO_NEWS, type DemoCenterKey } from "@server/db/demo-data.ts";
import { Fixtures } from "@server/testing/fixtures.ts";
import { createTestContext, json, type Session, type TestContext } from "@server/testing/harness.ts";

let t: TestContext;
let fx: Fixtures;
let admin: Session;
let rijnstadAdmin: Session;
let volunteer: Session;

const body = (attributes: Record<string, unknown>) => ({ data: { type: "news_item", attributes } });
const create = (attributes: Record<string, unknown>, as: Session | null = admin, center = "heuvelrug") =>
  t.request("POST", API_PATHS.newsItems, { as, center, body: body(attributes) });

beforeAll(async () => {
  t = await createTestContext();
  fx = new Fixtures(t.database);
  admin = await t.signIn(await fx.actor("heuvelrug", "admin"), "heuvelrug");
  rijnstadAdmin = await t.signIn(await fx.actor("rijnstad", "admin"), "rijnstad");
  volunteer = await t.signIn(await fx.actor("heuvelrug", "volunteer"), "heuvelrug");
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe("news items", () => {
  it("a published item is public at its slug and newest first in the list; a draft is not", async () => {
    const res = await create({
      title: "Vrijwilligers gezocht voor de Kerstmarkt!",
      summary: "Help mee op 14 december.",
      body: "<p>Kom helpen</p>",
      status: "published",
    });
    expect(res.statusCode).toBe(201);
    const item = json(res).data;
    expect(item.attributes).toMatchObject({
      slug: "vrijwilligers-gezocht-voor-de-kerstmarkt",
      status: "published",
      body: "<p>Kom helpen</p>",
    });
    expect(item.attributes.author_name).toBeTruthy();
    expect(item.attributes.published_at).toBeTruthy();
    const draft = json(await create({ title: "Nog geheim nieuws", status: "draft" })).data;

    const one = await t.request("GET", API_PATHS.newsItem(item.attributes.slug), { center: "heuvelrug" });
    expect(one.statusCode).toBe(200);
    expect(json(one).data.id).toBe(item.id);
    expect(
      (await t.request("GET", API_PATHS.newsItem(draft.attributes.slug), { center: "heuvelrug" })).statusCode,
    ).toBe(404);
    expect(
      (await t.request("GET", API_PATHS.newsItem(draft.id), { center: "heuvelrug", as: volunteer })).statusCode,
    ).toBe(404);
    expect((await t.request("GET", API_PATHS.newsItem(draft.id), { center: "heuvelrug", as: admin })).statusCode).toBe(
      200,
    );

    const list = json(await t.request("GET", `${API_PATHS.newsItems}?page[size]=50`, { center: "heuvelrug" }));
    const ids = list.data.map((d: { id: string }) => d.id);
    expect(ids[0]).toBe(item.id);
    expect(ids).not.toContain(draft.id);
    const dates = list.data.map((d: { attributes: { published_at: string } }) => d.attributes.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);

    // Staff see drafts in their management list; a visitor may not ask for them.
    const all = json(
      await t.request("GET", `${API_PATHS.newsItems}?filter[status_in]=draft,published&page[size]=100`, {
        center: "heuvelrug",
        as: admin,
      }),
    );
    expect(all.data.map((d: { id: string }) => d.id)).toContain(draft.id);
    expect(
      (await t.request("GET", `${API_PATHS.newsItems}?filter[status_in]=draft`, { center: "heuvelrug" })).statusCode,
    ).toBe(403);
  });

  it("pages the public list with meta.total_count and links", async () => {
    for (let i = 0; i < 3; i++) await create({ title: `Bericht nummer ${i}`, status: "published" });
    const res = json(
      await t.request("GET", `${API_PATHS.newsItems}?page[size]=2&page[number]=2`, { center: "heuvelrug" }),
    );
    expect(res.data).toHaveLength(2);
    expect(res.meta.total_count).toBeGreaterThanOrEqual(4);
    expect(res.links.prev).toContain("page%5Bnumber%5D=1");
  });

  it("gives a second item with the same title a slug of its own, and refuses a taken slug that was asked for", async () => {
    const a = json(await create({ title: "Open dag", status: "published" })).data;
    const b = json(await create({ title: "Open dag", status: "published" })).data;
    expect(a.attributes.slug).toBe("open-dag");
    expect(b.attributes.slug).toBe("open-dag-2");
    const taken = await create({ title: "Iets anders", slug: "open-dag" });
    expect(taken.statusCode).toBe(422);
    expect(json(taken).errors[0].source.pointer).toBe("/data/attributes/slug");
    // The same slug in another center is fine: slugs are per center.
    expect((await create({ title: "Open dag", status: "published" }, rijnstadAdmin, "rijnstad")).statusCode).toBe(201);
  });

  it("sanitizes the body with the vacancy description's payloads; a stored script never comes back", async () => {
    const res = await create({
      title: "Kwaadaardig",
      body: '<p onclick="steal()">Hallo <strong>wereld</strong><script>alert(1)</script></p><img src=x onerror="alert(1)"><a href="https://example.org" target="_blank">link</a><a href="javascript:alert(1)">kwaad</a><h1>Kop</h1>',
      status: "published",
    });
    expect(res.statusCode).toBe(201);
    const d = json(res).data.attributes.body as string;
    expect(d).toContain("<strong>wereld</strong>");
    expect(d).toContain('href="https://example.org"');
    expect(d).toContain("<h2>Kop</h2>");
    expect(d).not.toMatch(/script|onerror|onclick|<img|javascript:|target=/);
    const feed = (await t.request("GET", API_PATHS.newsFeed, { center: "heuvelrug" })).body;
    expect(feed).not.toMatch(/<script|onerror=|javascript:/i);
    const bad = await create({ title: "Plaatje", image_url: "javascript:alert(1)" });
    expect(bad.statusCode).toBe(422);
    expect(json(bad).errors[0].source.pointer).toBe("/data/attributes/image_url");
  });

  it("answers bad input with a 422 in the user's language", async () => {
    const res = await t.request("POST", API_PATHS.newsItems, {
      as: admin,
      center: "heuvelrug",
      body: body({ title: "", status: "gepubliceerd", colour: "red" }),
    });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors[0].source.pointer).toBe("/data/attributes/colour");
    const nl = json(await create({ title: "x" }));
    expect(nl.errors[0].detail).toContain("Titel");
    const en = await t.request("POST", `${API_PATHS.newsItems}?locale=en`, {
      as: admin,
      center: "heuvelrug",
      body: body({ title: "x" }),
      headers: { "accept-language": "en" },
    });
    expect(json(en).errors[0].detail).toContain("Title");
  });

  it("updates, unpublishes and deletes; staff of another center and a volunteer cannot", async () => {
    const item = json(await create({ title: "Wijzig mij", status: "published" })).data;
    const patch = (attributes: Record<string, unknown>, as: Session, center = "heuvelrug") =>
      t.request("PATCH", API_PATHS.newsItem(item.id), { as, center, body: body(attributes) });
    expect((await patch({ title: "Gewijzigd" }, volunteer)).statusCode).toBe(403);
    expect((await patch({ title: "Gewijzigd" }, rijnstadAdmin, "rijnstad")).statusCode).toBe(404);
    const ok = await patch({ title: "Gewijzigd", status: "draft" }, admin);
    expect(ok.statusCode).toBe(200);
    expect(json(ok).data.attributes).toMatchObject({ title: "Gewijzigd", status: "draft", slug: "wijzig-mij" });
    expect((await t.request("GET", API_PATHS.newsItem("wijzig-mij"), { center: "heuvelrug" })).statusCode).toBe(404);
    expect(
      (await t.request("DELETE", API_PATHS.newsItem(item.id), { as: rijnstadAdmin, center: "rijnstad" })).statusCode,
    ).toBe(404);
    expect(
      (await t.request("DELETE", API_PATHS.newsItem(item.id), { as: admin, center: "heuvelrug" })).statusCode,
    ).toBe(204);
    expect((await t.request("GET", API_PATHS.newsItem(item.id), { as: admin, center: "heuvelrug" })).statusCode).toBe(
      404,
    );
  });
});

describe("the Atom feed", () => {
  it("lists the center's published news with links on the center's own host, and nothing of another center", async () => {
    await create({ title: "Feed bericht Heuvelrug", summary: "Samenvatting & meer", status: "published" });
    await create({ title: "Feed concept Heuvelrug", status: "draft" });
    await create({ title: "Feed bericht Rijnstad", status: "published" }, rijnstadAdmin, "rijnstad");
    const res = await t.request("GET", API_PATHS.newsFeed, { center: "heuvelrug" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/atom\+xml/);
    expect(res.body).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(res.body).toContain("<title>Feed bericht Heuvelrug</title>");
    expect(res.body).toContain("Samenvatting &amp; meer");
    expect(res.body).toMatch(/href="http:\/\/heuvelrug\.localhost[^"]*\/nieuws\/feed-bericht-heuvelrug"/);
    expect(res.body).not.toContain("Feed concept Heuvelrug");
    expect(res.body).not.toContain("Rijnstad");
  });
});

describe("the demo news and partners", () => {
  it("give every demo center five published items (a credited photo only where the item names a fitting one) and partners in order", async () => {
    const rows = await t.database.query<{
      key: string;
      items: number;
      pictured: number;
      credited: number;
      partners: number;
    }>(
      `select c.key,
         (select count(*)::int from news_items n where n.center_id = c.id and n.status = 'published' and n.author_id is null) as items,
         (select count(*)::int from news_items n join uploads u on u.center_id = c.id and '/uploads/' || u.storage_key = n.image_url
            where n.center_id = c.id and n.image_alt <> '') as pictured,
         (select count(*)::int from news_items n where n.center_id = c.id and n.image_url is not null and n.body like '%Foto: %') as credited,
         (select count(*)::int from partners p where p.center_id = c.id) as partners
       from centers c where c.key in ('public', 'demo', 'rijnstad', 'heuvelrug', 'meedoen') order by c.key`,
    );
    expect(rows).toHaveLength(5);
    for (const r of rows) {
      expect(r.items, r.key).toBe(5);
      const named = DEMO_NEWS[r.key as DemoCenterKey].filter((n) => n.photo).length;
      expect(r.pictured, r.key).toBe(named);
      expect(r.credited, r.key).toBe(named);
      expect(r.partners, r.key).toBeGreaterThanOrEqual(3);
    }
  });
});
