/**
 * Uploads: staff only, images checked by their bytes and decoded, size and pixel limits, metadata
 * stripped and orientation applied, WebP variants for srcset (never enlarged), served with nosniff
 * and caching; uploads from before the variants keep working. Test images are made with sharp.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { crc32 } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PATHS } from "@contract/paths.ts";
import {
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_PIXELS,
  uploadSrcSet,
  uploadVariantUrl,
  type UploadAttributes,
} from "@contract/vacancies.ts";
import { Fixtures } from "@server/testing/fixtures.ts";
import { createTestContext, json, type Session, type TestContext } from "@server/testing/harness.ts";

let t: TestContext;
let dir: string;
let member: Session;
let volunteer: Session;

const RED = { r: 220, g: 20, b: 20 };
const BLUE = { r: 20, g: 20, b: 220 };

/** A plain image of `width` x `height` in one colour. */
const plain = (width: number, height: number, background = RED) =>
  sharp({ create: { width, height, channels: 3, background } });

let PNG: Buffer;

function multipart(content: Buffer, filename: string, type: string, field = "file") {
  const boundary = "----volunteerlytest";
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

async function send(as: Session | null, content: Buffer, filename = "foto.png", type = "image/png", locale = "nl") {
  const m = multipart(content, filename, type);
  return t.app.inject({
    method: "POST",
    url: API_PATHS.uploads,
    headers: { host: "demo.localhost", "accept-language": locale, ...m.headers, ...(as ? as.headers : {}) },
    payload: m.payload,
  });
}

async function uploaded(content: Buffer, filename = "foto.jpg"): Promise<UploadAttributes> {
  const res = await send(member, content, filename, "image/jpeg");
  expect(res.statusCode, res.body).toBe(201);
  return json(res).data.attributes as UploadAttributes;
}

const get = (url: string) => t.app.inject({ method: "GET", url, headers: { host: "rijnstad.localhost" } });

/** The colour of one pixel of an encoded image. */
async function pixel(image: Buffer, x: number, y: number) {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * 3;
  return { r: data[i]!, g: data[i + 1]!, b: data[i + 2]! };
}
const isRed = (p: { r: number; g: number; b: number }) => p.r > 150 && p.b < 100;
const isBlue = (p: { r: number; g: number; b: number }) => p.b > 150 && p.r < 100;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "volunteerly-uploads-test-"));
  t = await createTestContext({ uploadsDir: dir });
  const fx = new Fixtures(t.database);
  member = await t.signIn(await fx.actor("demo", "member"), "demo");
  volunteer = await t.signIn(await fx.actor("demo", "volunteer"), "demo");
  PNG = await plain(40, 30).png().toBuffer();
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("uploads", () => {
  it("stores an image of staff and serves it with its type, nosniff and long caching", async () => {
    const res = await send(member, PNG, "../../etc/vakantie foto.png");
    expect(res.statusCode).toBe(201);
    const a = json(res).data.attributes;
    expect(a).toMatchObject({
      content_type: "image/png",
      byte_size: PNG.length,
      filename: "vakantie foto.png",
      width: 40,
      height: 30,
    });
    expect(a.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    expect(readdirSync(dir)).toContain(a.url.split("/").pop());
    const file = await get(a.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/png");
    expect(file.headers["x-content-type-options"]).toBe("nosniff");
    expect(String(file.headers["cache-control"])).toContain("max-age=31536000");
    // Nothing to strip or turn: the upload is kept byte for byte.
    expect(file.rawPayload.equals(PNG)).toBe(true);
    const jpeg = await send(member, await plain(20, 20).jpeg().toBuffer(), "foto.jpg", "image/jpeg");
    expect(json(jpeg).data.attributes.content_type).toBe("image/jpeg");
  });

  it("checks the bytes, not the declared type or name", async () => {
    const html = await send(
      member,
      Buffer.from("<html><script>alert(1)</script></html>"),
      "foto.png",
      "image/png",
      "en",
    );
    expect(html.statusCode).toBe(422);
    expect(json(html).errors[0]).toMatchObject({ code: "file_type", source: { pointer: "/file" } });
    expect(json(html).errors[0].detail).toBe("Upload a PNG, JPEG or WebP image.");
    const renamed = await send(member, PNG, "foto.exe", "application/octet-stream");
    expect(renamed.statusCode).toBe(201);
    expect(json(renamed).data.attributes.url).toMatch(/\.png$/);
  });

  it("refuses files over the limit with a localized 413", async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(UPLOAD_MAX_BYTES)]);
    const res = await send(member, big);
    expect(res.statusCode).toBe(413);
    expect(json(res).errors[0].code).toBe("file_too_large");
    expect(json(res).errors[0].detail).toContain("5 MB");
  });

  it("needs signed-in staff and a multipart body with a file", async () => {
    expect((await send(null, PNG)).statusCode).toBe(401);
    expect((await send(volunteer, PNG)).statusCode).toBe(403);
    const json415 = await t.request("POST", API_PATHS.uploads, { as: member, body: { file: "x" } });
    expect(json415.statusCode).toBe(415);
    const empty = await send(member, Buffer.alloc(0));
    expect(empty.statusCode).toBe(422);
    // Multipart is accepted on this route only.
    const m = multipart(PNG, "foto.png", "image/png");
    const elsewhere = await t.app.inject({
      method: "POST",
      url: API_PATHS.vacancies,
      headers: { host: "demo.localhost", ...m.headers, ...member.headers },
      payload: m.payload,
    });
    expect(elsewhere.statusCode).toBe(415);
  });

  it("answers 404 for unknown or malformed keys", async () => {
    for (const url of [`/uploads/${"a".repeat(32)}.png`, "/uploads/..%2f..%2fetc%2fpasswd", "/uploads/x.svg"]) {
      const res = await t.app.inject({ method: "GET", url, headers: { host: "demo.localhost" } });
      expect(res.statusCode, url).toBe(404);
    }
  });
});

describe("image variants", () => {
  it("makes WebP variants of 320, 640 and 1280 px wide and serves them for srcset", async () => {
    const a = await uploaded(await plain(2000, 1500).jpeg().toBuffer());
    expect([a.width, a.height]).toEqual([2000, 1500]);
    const key = a.url.slice("/uploads/".length, -".jpg".length);
    expect(a.variants).toEqual(
      [320, 640, 1280].map((w) => ({
        url: `/uploads/${key}.w${w}.webp`,
        width: w,
        height: (w * 3) / 4,
        content_type: "image/webp",
        byte_size: expect.any(Number) as number,
      })),
    );
    // The contract helpers build the same URLs from the image URL alone (a vacancy's image_url).
    expect(a.variants.map((v) => v.url)).toEqual([320, 640, 1280].map((w) => uploadVariantUrl(a.url, w as 320)));
    expect(uploadSrcSet(a.url)).toBe(a.variants.map((v) => `${v.url} ${v.width}w`).join(", "));
    expect(uploadSrcSet("https://example.org/foto.jpg")).toBeNull();
    for (const v of a.variants) {
      const res = await get(v.url);
      expect(res.statusCode, v.url).toBe(200);
      expect(res.headers["content-type"]).toBe("image/webp");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(res.rawPayload.length).toBe(v.byte_size);
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["webp", v.width, v.height]);
    }
  });

  it("never enlarges: a narrow image has its own width as its widest variant", async () => {
    const a = await uploaded(await plain(500, 300).png().toBuffer(), "smal.png");
    expect(a.variants.map((v) => [v.width, v.height])).toEqual([
      [320, 192],
      [500, 300],
    ]);
    // Every nominal width answers (srcset from the URL alone), none wider than the image.
    for (const w of [640, 1280] as const) {
      const res = await get(uploadVariantUrl(a.url, w)!);
      expect(res.statusCode).toBe(200);
      expect((await sharp(res.rawPayload).metadata()).width).toBe(500);
    }
    const tiny = await uploaded(await plain(100, 80).png().toBuffer(), "klein.png");
    expect(tiny.variants.map((v) => v.width)).toEqual([100]);
  });

  it("strips the metadata (EXIF with GPS, XMP) from the image and its variants", async () => {
    const photo = await plain(800, 600)
      .withExif({
        IFD0: { Make: "VolunteerlyCam", Artist: "Fatima el Amrani" },
        IFD3: { GPSLatitudeRef: "N", GPSMapDatum: "WGS-84-SECRET" },
      })
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF/>XMP-SECRET</x:xmpmeta>')
      .jpeg()
      .toBuffer();
    // The test image does carry what must go.
    const before = await sharp(photo).metadata();
    expect(before.exif?.includes("WGS-84-SECRET")).toBe(true);
    expect(photo.includes("VolunteerlyCam")).toBe(true);
    expect(photo.includes("XMP-SECRET")).toBe(true);

    const a = await uploaded(photo);
    for (const url of [a.url, ...a.variants.map((v) => v.url)]) {
      const body = (await get(url)).rawPayload;
      const meta = await sharp(body).metadata();
      expect(meta.exif, url).toBeUndefined();
      expect(meta.xmp, url).toBeUndefined();
      for (const secret of ["WGS-84-SECRET", "VolunteerlyCam", "Fatima", "XMP-SECRET"])
        expect(body.includes(secret), `${url} ${secret}`).toBe(false);
    }
    // What is on disk is what is served: no copy with the GPS position is kept.
    for (const f of readdirSync(dir)) expect(readFileSync(join(dir, f)).includes("WGS-84-SECRET"), f).toBe(false);
    expect(a.byte_size).toBe((await get(a.url)).rawPayload.length);
  });

  it("applies the EXIF orientation (a phone photo taken upright stays upright)", async () => {
    // Stored landscape, left half red and right half blue, with "rotate 90 degrees clockwise".
    const stored = await sharp({ create: { width: 400, height: 200, channels: 3, background: RED } })
      .composite([{ input: { create: { width: 200, height: 200, channels: 3, background: BLUE } }, left: 200, top: 0 }])
      .withMetadata({ orientation: 6 })
      .jpeg({ quality: 95 })
      .toBuffer();
    expect((await sharp(stored).metadata()).orientation).toBe(6);
    const a = await uploaded(stored);
    expect([a.width, a.height]).toEqual([200, 400]);
    expect(a.variants.map((v) => [v.width, v.height])).toEqual([[200, 400]]);
    for (const url of [a.url, a.variants[0]!.url]) {
      const body = (await get(url)).rawPayload;
      const meta = await sharp(body).metadata();
      expect([meta.width, meta.height, meta.orientation ?? 1], url).toEqual([200, 400, 1]);
      // Upright: the left half is now on top.
      expect(isRed(await pixel(body, 100, 20)), url).toBe(true);
      expect(isBlue(await pixel(body, 100, 380)), url).toBe(true);
    }
  });

  it("refuses a corrupt image with a clear 422 and stores nothing", async () => {
    const photo = await plain(300, 200).jpeg().toBuffer();
    const files = readdirSync(dir).length;
    const cases = [
      photo.subarray(0, photo.length / 2),
      (await plain(300, 200).png().toBuffer()).subarray(0, 60),
      (await plain(300, 200).webp().toBuffer()).subarray(0, 40),
      // Only the first bytes of a PNG (the type check alone would take it).
      Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex"),
    ];
    for (const [i, bytes] of cases.entries()) {
      const res = await send(member, bytes, "kapot.jpg", "image/jpeg", "en");
      expect(res.statusCode, String(i)).toBe(422);
      expect(json(res).errors[0]).toMatchObject({
        code: "image_unreadable",
        source: { pointer: "/file" },
        detail:
          "We cannot read this image; the file may be damaged or incomplete. Save the image again or choose another one.",
      });
    }
    const nl = await send(member, cases[0]!, "kapot.jpg", "image/jpeg", "nl");
    expect(json(nl).errors[0].detail).toMatch(/^We kunnen deze afbeelding niet lezen/);
    expect(readdirSync(dir).length).toBe(files);
  });

  it("refuses an image of more than 40 megapixels before decoding it", async () => {
    // A tiny PNG whose header claims 10000 x 10000 pixels (a decompression bomb, 100 megapixels).
    const png = Buffer.from(await plain(10, 10).png().toBuffer());
    png.writeUInt32BE(10_000, 16);
    png.writeUInt32BE(10_000, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    expect(await sharp(png).metadata()).toMatchObject({ width: 10_000, height: 10_000 });
    for (const [locale, detail] of [
      ["en", "The image has 100 megapixels; the maximum is 40 megapixels. Make the image smaller and try again."],
      [
        "nl",
        "De afbeelding heeft 100 megapixel; het maximum is 40 megapixel. Maak de afbeelding kleiner en probeer het opnieuw.",
      ],
    ] as const) {
      const res = await send(member, png, "groot.png", "image/png", locale);
      expect(res.statusCode).toBe(422);
      expect(json(res).errors[0]).toMatchObject({ code: "image_too_large", source: { pointer: "/file" }, detail });
    }
    expect(UPLOAD_MAX_PIXELS).toBe(40_000_000);
  });

  it("answers a JSON:API 404 for a variant of an unknown upload or of a width not offered", async () => {
    const a = await uploaded(await plain(800, 600).jpeg().toBuffer());
    const key = a.url.slice("/uploads/".length, -".jpg".length);
    for (const url of [
      `/uploads/${"b".repeat(32)}.w640.webp`,
      `/uploads/${key}.w500.webp`,
      `/uploads/${key}.w640.png`,
      `/uploads/${key}.w640.webp.tmp`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"]).toContain("application/vnd.api+json");
      expect(json(res).errors[0]).toMatchObject({ status: "404", code: "not_found" });
    }
  });

  it("keeps serving uploads from before the variants, and makes their variants on first request", async () => {
    // Stored the old way: the file as uploaded, no variants.
    const key = randomBytes(16).toString("hex");
    const old = await plain(1600, 1200).jpeg().toBuffer();
    writeFileSync(join(dir, `${key}.jpg`), old);
    const url = `/uploads/${key}.jpg`;
    const original = await get(url);
    expect(original.statusCode).toBe(200);
    expect(original.headers["content-type"]).toBe("image/jpeg");
    expect(original.rawPayload.equals(old)).toBe(true);

    const variant = await get(uploadVariantUrl(url, 640)!);
    expect(variant.statusCode).toBe(200);
    expect(variant.headers["content-type"]).toBe("image/webp");
    expect(variant.headers["cache-control"]).toContain("immutable");
    expect((await sharp(variant.rawPayload).metadata()).width).toBe(640);
    for (const w of [320, 640, 1280]) expect(existsSync(join(dir, `${key}.w${w}.webp`)), String(w)).toBe(true);
    expect((await get(uploadVariantUrl(url, 1280)!)).rawPayload.length).toBe(
      readFileSync(join(dir, `${key}.w1280.webp`)).length,
    );

    // An old file that cannot be processed is answered with itself, briefly cached; never a 500.
    const broken = randomBytes(16).toString("hex");
    const junk = Buffer.concat([Buffer.from("89504e470d0a1a0a", "hex"), randomBytes(64)]);
    writeFileSync(join(dir, `${broken}.png`), junk);
    for (let i = 0; i < 2; i++) {
      const res = await get(`/uploads/${broken}.w320.webp`);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("image/png");
      expect(res.headers["cache-control"]).toBe("public, max-age=300");
      expect(res.rawPayload.equals(junk)).toBe(true);
    }
    expect(existsSync(join(dir, `${broken}.w320.webp`))).toBe(false);
  });
});

describe("an organization's logo", () => {
  it("saves our own upload as the profile's logo_url, and refuses what is not an image address", async () => {
    const fx = new Fixtures(t.database);
    const orgadmin = await t.signIn(await fx.actor("demo", "orgadmin"), "demo");
    const school = await fx.seededOrg("demo", "School");
    const res = await send(orgadmin, PNG, "logo.png");
    expect(res.statusCode, res.body).toBe(201);
    const url = json(res).data.attributes.url as string;
    const put = (logo_url: unknown) =>
      t.request("PUT", `/api/v1/organizations/${school}`, {
        as: orgadmin,
        body: { data: { type: "organization", id: String(school), attributes: { profile: { logo_url } } } },
      });
    const saved = await put(url);
    expect(saved.statusCode, saved.body).toBe(200);
    const shown = json(await t.request("GET", `/api/v1/organizations/${school}?include=profile`, { as: orgadmin }));
    const profile = shown.included.find((r: { type: string }) => r.type === "organization_profile");
    expect(profile.attributes.logo_url).toBe(url);
    expect((await put("https://example.org/logo.png")).statusCode).toBe(200);
    expect((await put(null)).statusCode).toBe(200);
    for (const bad of ["javascript:alert(1)", "/uploads/../../etc/passwd", "/elders/logo.png"]) {
      const refused = await put(bad);
      expect(refused.statusCode, bad).toBe(422);
      expect(json(refused).errors[0].source.pointer).toBe("/data/attributes/profile/logo_url");
    }
  });
});
