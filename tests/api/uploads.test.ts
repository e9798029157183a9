/** Uploads: staff only, images checked by their bytes, size limit, served with nosniff and caching. */
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PATHS } from "@contract/paths.ts";
import { UPLOAD_MAX_BYTES } from "@contract/vacancies.ts";
import { Fixtures } from "@server/testing/fixtures.ts";
import { createTestContext, json, type Session, type TestContext } from "@server/testing/harness.ts";

let t: TestContext;
let dir: string;
let member: Session;
let volunteer: Session;

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from("0000000d49484452000000010000000108060000001f15c489", "hex"),
]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);

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

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "volunteerly-uploads-test-"));
  t = await createTestContext({ uploadsDir: dir });
  const fx = new Fixtures(t.database);
  member = await t.signIn(await fx.actor("demo", "member"), "demo");
  volunteer = await t.signIn(await fx.actor("demo", "volunteer"), "demo");
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
    expect(a).toMatchObject({ content_type: "image/png", byte_size: PNG.length, filename: "vakantie foto.png" });
    expect(a.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    expect(readdirSync(dir)).toContain(a.url.split("/").pop());
    const file = await t.app.inject({ method: "GET", url: a.url, headers: { host: "rijnstad.localhost" } });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/png");
    expect(file.headers["x-content-type-options"]).toBe("nosniff");
    expect(String(file.headers["cache-control"])).toContain("max-age=31536000");
    expect(file.rawPayload.equals(PNG)).toBe(true);
    const jpeg = await send(member, JPEG, "foto.jpg", "image/jpeg");
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
