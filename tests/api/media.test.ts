/**
 * The center's media (issue 16): the image library with the shipped, credited photos, search by
 * alt text and tag, staff's own images with alt text and tags; the files of /content/file-upload
 * (images and PDFs checked by their bytes, size limited, image variants); center staff only, never
 * another center's; markup in alt text and tags never survives.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MEDIA_FILE_MAX_BYTES } from "@contract/media.ts";
import { API_PATHS } from "@contract/paths.ts";
import { SHIPPED_PHOTOS } from "@server/modules/media/shipped.ts";
import { createTestContext, json, type Session, type TestContext } from "@server/testing/harness.ts";

let t: TestContext;
let dir: string;
let admin: Session;
let orgadmin: Session;
let volunteer: Session;
let otherAdmin: Session;

/** The payloads of the vacancy description tests. */
const XSS = [
  '<p onclick="steal()">Hallo <strong>wereld</strong><script>alert(1)</script></p>',
  '<img src=x onerror="alert(1)">',
  '<a href="javascript:alert(1)">kwaad</a>',
];

const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

function multipart(content: Buffer, filename: string, type: string) {
  const boundary = "----volunteerlymedia";
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

function upload(as: Session, url: string, content: Buffer, filename: string, type: string, host = "demo.localhost") {
  const m = multipart(content, filename, type);
  return t.app.inject({
    method: "POST",
    url,
    headers: { host, "accept-language": "nl", ...m.headers, ...as.headers },
    payload: m.payload,
  });
}

const stockBody = (attributes: Record<string, unknown>) => ({ data: { type: "stock_image", attributes } });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "volunteerly-media-test-"));
  t = await createTestContext({ uploadsDir: dir });
  admin = await t.signIn("admin@demo.test");
  orgadmin = await t.signIn("orgadmin@demo.test");
  volunteer = await t.signIn("volunteer@demo.test");
  otherAdmin = await t.signIn("admin@rijnstad.test");
}, 600_000);
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the image library", () => {
  it("starts with the shipped photos, credited, whose files are served", async () => {
    const res = await t.request("GET", `${API_PATHS.stockImages}?page[size]=100`, { as: admin });
    expect(res.statusCode, res.body).toBe(200);
    const shipped = json(res).data.filter((r: { attributes: { shipped: boolean } }) => r.attributes.shipped);
    expect(shipped).toHaveLength(SHIPPED_PHOTOS.length);
    for (const r of shipped) {
      expect(r.attributes.alt.length).toBeGreaterThan(5);
      expect(r.attributes.credit).toMatchObject({
        author: expect.any(String),
        license: expect.stringMatching(/^(CC|GPL)/),
        license_url: expect.stringMatching(/^https:\/\//),
        source: expect.stringContaining("Debian"),
      });
    }
    expect(json(res).meta.tags).toContain("natuur");
    const file = await t.request("GET", shipped[0].attributes.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/jpeg");
    const variant = await t.request("GET", shipped[0].attributes.url.replace(/\.jpg$/, ".w320.webp"));
    expect(variant.statusCode).toBe(200);
    expect(variant.headers["content-type"]).toBe("image/webp");
  });

  it("finds images by words of the alt text or a tag, and by tag", async () => {
    const q = await t.request("GET", `${API_PATHS.stockImages}?filter[q]=beekje bos`, { as: orgadmin });
    expect(q.statusCode).toBe(200);
    expect(json(q).data.map((r: { attributes: { alt: string } }) => r.attributes.alt)).toEqual([
      "Een beekje tussen rotsen en bomen in het bos",
    ]);
    const tag = await t.request("GET", `${API_PATHS.stockImages}?filter[tag]=vogels`, { as: admin });
    expect(json(tag).data).toHaveLength(1);
    const none = await t.request("GET", `${API_PATHS.stockImages}?filter[q]=${encodeURIComponent("%_\\")}`, {
      as: admin,
    });
    expect(json(none).data).toHaveLength(0);
  });

  it("takes staff's own image with alt text and tags, changes and removes it; markup never survives", async () => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#c33" } })
      .png()
      .toBuffer();
    const up = await upload(admin, API_PATHS.uploads, png, "eigen.png", "image/png");
    expect(up.statusCode).toBe(201);
    const uploadId = json(up).data.id;
    const created = await t.request("POST", API_PATHS.stockImages, {
      as: admin,
      body: stockBody({
        upload_id: uploadId,
        alt: `Vrijwilligers bij de kerstmarkt ${XSS[0]}`,
        tags: ["Markt", XSS[1], "markt"],
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const a = json(created).data.attributes;
    expect(a).toMatchObject({ url: json(up).data.attributes.url, width: 64, height: 48, shipped: false, credit: null });
    expect(a.alt).toBe("Vrijwilligers bij de kerstmarkt Hallo wereldalert(1)");
    expect(a.tags).toEqual(["markt"]);
    expect(JSON.stringify(a)).not.toMatch(/<|onerror|onclick|javascript:/);
    const id = json(created).data.id;
    const patched = await t.request("PATCH", API_PATHS.stockImage(id), {
      as: admin,
      body: stockBody({ alt: "Kraam op de kerstmarkt", tags: ["kerst", "markt"] }),
    });
    expect(json(patched).data.attributes).toMatchObject({ alt: "Kraam op de kerstmarkt", tags: ["kerst", "markt"] });
    const found = await t.request("GET", `${API_PATHS.stockImages}?filter[q]=kraam`, { as: admin });
    expect(json(found).data.map((r: { id: string }) => r.id)).toEqual([id]);
    expect((await t.request("DELETE", API_PATHS.stockImage(id), { as: admin })).statusCode).toBe(204);
    expect(json(await t.request("GET", `${API_PATHS.stockImages}?filter[q]=kraam`, { as: admin })).data).toEqual([]);
    // The file stays: a page that shows it keeps it.
    expect((await t.request("GET", a.url)).statusCode).toBe(200);
  });

  it("hides a removed shipped photo for good", async () => {
    const list = json(await t.request("GET", `${API_PATHS.stockImages}?filter[tag]=honden`, { as: admin })).data;
    expect(list).toHaveLength(1);
    expect((await t.request("DELETE", API_PATHS.stockImage(list[0].id), { as: admin })).statusCode).toBe(204);
    const after = json(await t.request("GET", `${API_PATHS.stockImages}?page[size]=100`, { as: admin }));
    expect(after.data.some((r: { id: string }) => r.id === list[0].id)).toBe(false);
    expect(
      (await t.request("PATCH", API_PATHS.stockImage(list[0].id), { as: admin, body: stockBody({ alt: "x" }) }))
        .statusCode,
    ).toBe(404);
  });

  it("refuses bad input with a clear 422 in the user's language", async () => {
    const blank = await t.request("POST", API_PATHS.stockImages, {
      as: admin,
      body: stockBody({ upload_id: "1", alt: "<b></b>" }),
      headers: { "accept-language": "nl" },
    });
    expect(blank.statusCode).toBe(422);
    const unknown = await t.request("POST", API_PATHS.stockImages, {
      as: admin,
      body: stockBody({ upload_id: "999999999", alt: "Iets" }),
      headers: { "accept-language": "en" },
    });
    expect(unknown.statusCode).toBe(422);
    expect(json(unknown).errors[0].detail).toMatch(/not one of this center's uploads/);
    const tooMany = await t.request("PATCH", API_PATHS.stockImage(1), {
      as: admin,
      body: stockBody({ tags: Array.from({ length: 20 }, (_, i) => `t${i}`) }),
    });
    expect([404, 422]).toContain(tooMany.statusCode);
    const extra = await t.request("POST", API_PATHS.stockImages, { as: admin, body: stockBody({ url: "/x.png" }) });
    expect(extra.statusCode).toBe(422);
  });

  it("is for staff only and never shows another center's images", async () => {
    expect((await t.request("GET", API_PATHS.stockImages, { as: volunteer })).statusCode).toBe(403);
    expect((await t.request("GET", API_PATHS.stockImages)).statusCode).toBe(401);
    const mine = json(await t.request("GET", `${API_PATHS.stockImages}?page[size]=100`, { as: admin })).data;
    const theirs = await t.request("PATCH", API_PATHS.stockImage(mine[0].id), {
      as: otherAdmin,
      center: "rijnstad",
      body: stockBody({ alt: "Overgenomen" }),
    });
    expect(theirs.statusCode).toBe(404);
    const post = await t.request("POST", API_PATHS.stockImages, {
      as: orgadmin,
      body: stockBody({ upload_id: "1", alt: "Iets" }),
    });
    expect(post.statusCode).toBe(403);
  });
});

describe("files", () => {
  it("stores a PDF and an image, lists them newest first and serves them", async () => {
    const pdf = await upload(admin, API_PATHS.mediaFiles, PDF, "jaarverslag 2026.pdf", "application/pdf");
    expect(pdf.statusCode, pdf.body).toBe(201);
    const p = json(pdf).data.attributes;
    expect(p).toMatchObject({ content_type: "application/pdf", filename: "jaarverslag 2026.pdf", variants: [] });
    const served = await t.request("GET", p.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("application/pdf");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(String(served.headers["content-security-policy"])).toContain("script-src 'none'");
    const jpg = await sharp({ create: { width: 800, height: 400, channels: 3, background: "#3a3" } })
      .jpeg()
      .toBuffer();
    const img = await upload(admin, API_PATHS.mediaFiles, jpg, "flyer.jpg", "image/jpeg");
    expect(img.statusCode).toBe(201);
    const i = json(img).data.attributes;
    expect(i).toMatchObject({ content_type: "image/jpeg", width: 800, height: 400 });
    expect(i.variants.map((v: { width: number }) => v.width)).toEqual([320, 640, 800]);
    for (const v of i.variants) expect((await t.request("GET", v.url)).statusCode).toBe(200);
    const list = json(await t.request("GET", API_PATHS.mediaFiles, { as: admin }));
    expect(list.data.slice(0, 2).map((r: { id: string }) => r.id)).toEqual([json(img).data.id, json(pdf).data.id]);
    // A vacancy's image upload is not one of these files.
    expect(list.data.every((r: { attributes: { filename: string } }) => r.attributes.filename !== "eigen.png")).toBe(
      true,
    );
  });

  it("gives the center's logo its size: a shipped SVG's, an uploaded image's, none for another site's", async () => {
    const logoOf = async () => {
      const res = await t.request("GET", `${API_PATHS.currentVolunteerCenter}?include=profile`);
      const profile = json(res).included[0].attributes;
      return [profile.website_logo_url, profile.website_logo_width, profile.website_logo_height];
    };
    const setLogo = async (url: string | null) => {
      const res = await t.request("PATCH", API_PATHS.currentVolunteerCenter, {
        as: admin,
        body: { data: { type: "center_profile", attributes: { website_logo_url: url } } },
      });
      expect(res.statusCode, res.body).toBe(200);
      return json(res).included[0].attributes;
    };
    // The seeded logo: public/tenants/demo/logo.svg, viewBox 0 0 64 64.
    const [seeded] = await logoOf();
    expect(await logoOf()).toEqual(["/tenants/demo/logo.svg", 64, 64]);

    const wide = await sharp({ create: { width: 360, height: 120, channels: 3, background: "#336" } })
      .png()
      .toBuffer();
    const img = json(await upload(admin, API_PATHS.mediaFiles, wide, "logo.png", "image/png")).data.attributes;
    // The answer to the change already has it, and so has every later look-up (the page, the app).
    expect(await setLogo(img.url)).toMatchObject({ website_logo_width: 360, website_logo_height: 120 });
    expect(await logoOf()).toEqual([img.url, 360, 120]);
    // A variant has the original's proportions.
    await setLogo(img.variants[0].url);
    expect((await logoOf()).slice(1)).toEqual([360, 120]);
    await setLogo("https://example.org/logo.png");
    expect(await logoOf()).toEqual(["https://example.org/logo.png", null, null]);
    await setLogo(null);
    expect(await logoOf()).toEqual([null, null, null]);
    await setLogo(seeded);
  });

  it("checks the bytes, not the name, and the size", async () => {
    const html = await upload(
      admin,
      API_PATHS.mediaFiles,
      Buffer.from("<html><script>alert(1)</script></html>"),
      "a.pdf",
      "application/pdf",
    );
    expect(html.statusCode).toBe(422);
    expect(json(html).errors[0].detail).toBe("Upload een afbeelding (PNG, JPEG of WebP) of een PDF.");
    const big = await upload(
      admin,
      API_PATHS.mediaFiles,
      Buffer.concat([PDF, Buffer.alloc(MEDIA_FILE_MAX_BYTES)]),
      "groot.pdf",
      "application/pdf",
    );
    expect(big.statusCode).toBe(413);
    const xssName = await upload(
      admin,
      API_PATHS.mediaFiles,
      PDF,
      '<img src=x onerror="alert(1)">.pdf',
      "application/pdf",
    );
    expect(xssName.statusCode).toBe(201);
    expect(json(xssName).data.attributes.filename).not.toMatch(/[<>"]/);
  });

  it("deletes a file with its variants; only center staff, only its own", async () => {
    const jpg = await sharp({ create: { width: 400, height: 200, channels: 3, background: "#33a" } })
      .jpeg()
      .toBuffer();
    const img = json(await upload(admin, API_PATHS.mediaFiles, jpg, "weg.jpg", "image/jpeg")).data;
    const key = img.attributes.url
      .split("/")
      .pop()
      .replace(/\.jpg$/, "");
    expect(readdirSync(dir).filter((f) => f.startsWith(key)).length).toBe(4);
    expect(
      (await t.request("DELETE", API_PATHS.mediaFile(img.id), { as: otherAdmin, center: "rijnstad" })).statusCode,
    ).toBe(404);
    expect((await t.request("DELETE", API_PATHS.mediaFile(img.id), { as: orgadmin })).statusCode).toBe(403);
    expect((await upload(orgadmin, API_PATHS.mediaFiles, jpg, "x.jpg", "image/jpeg")).statusCode).toBe(403);
    expect((await t.request("GET", API_PATHS.mediaFiles, { as: orgadmin })).statusCode).toBe(403);
    expect((await t.request("DELETE", API_PATHS.mediaFile(img.id), { as: admin })).statusCode).toBe(204);
    expect(readdirSync(dir).filter((f) => f.startsWith(key))).toEqual([]);
    expect(existsSync(join(dir, `${key}.jpg`))).toBe(false);
    expect((await t.request("GET", img.attributes.url)).statusCode).toBe(404);
    const other = json(await t.request("GET", API_PATHS.mediaFiles, { as: otherAdmin, center: "rijnstad" }));
    expect(other.data).toEqual([]);
  });
});

describe("the gelderse-handen landing page", () => {
  it("is a published content page of the public tenant, shown on its campaign host", async () => {
    const res = await t.request("GET", `${API_PATHS.contentPages}?filter[slug_eq]=gelderse-handen`, {
      headers: { host: "gelderse-handen.localhost" },
    });
    expect(res.statusCode).toBe(200);
    const [page] = json(res).data;
    expect(page.attributes).toMatchObject({ title: "Gelderse Handen", status: "published" });
    expect(page.attributes.blocks.length).toBeGreaterThan(3);
    const elsewhere = await t.request("GET", `${API_PATHS.contentPages}?filter[slug_eq]=gelderse-handen`);
    expect(json(elsewhere).data).toEqual([]);
  });
});
