/**
 * The center's logo in mail, as PNG. Most mail programs (Gmail, Outlook) draw no SVG, and the
 * demo centers' logos are SVG; uploaded logos may be WebP, which Outlook does not show either.
 * `GET /mail-logo.png` on the center's host draws the center's own logo 96 px high (sharp, as the
 * image variants), read through the app itself so that a file of the build and an upload are
 * found alike, on the center's own host. Kept in memory per logo address; the mail's link
 * carries a hash of that address, so a new logo gets a new link.
 */
import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import type { Center } from "../../db/schema.ts";
import { notFound } from "../../http/errors.ts";

export const MAIL_LOGO_PATH = "/mail-logo.png";
/** Twice the 48 px the mail shows it at: sharp on a 2x screen. */
const HEIGHT = 96;
const MAX_BYTES = 5 * 1024 * 1024;

/** The path of a logo on the center's own site ("/tenants/x/logo.svg", "/uploads/..."), else null. */
function sitePath(logo: string | null | undefined): string | null {
  const given = logo?.trim();
  if (!given || /^[a-z][a-z0-9+.-]*:|^\/\//i.test(given)) return null;
  return `/${given.replace(/^\/+/, "")}`;
}

/** The logo a center's mail links to: our PNG for a logo of the site itself, an outside address as it is. */
export function mailLogoUrl(center: Pick<Center, "websiteLogoUrl">, baseUrl: string): string | null {
  const given = center.websiteLogoUrl?.trim() || null;
  if (given && /^https:\/\//i.test(given)) return given;
  const logo = sitePath(given);
  if (!logo) return null;
  const version = createHash("sha256").update(logo).digest("base64url").slice(0, 10);
  return `${baseUrl}${MAIL_LOGO_PATH}?v=${version}`;
}

export function registerMailLogoRoute(app: FastifyInstance) {
  const drawn = new Map<string, Promise<Buffer | null>>();
  const draw = (logo: string, host: string | undefined) => {
    const key = `${host ?? ""} ${logo}`;
    let png = drawn.get(key);
    if (!png) {
      png = (async () => {
        const res = await app.inject({ method: "GET", url: logo, headers: host ? { host } : {} });
        if (res.statusCode !== 200 || res.rawPayload.length > MAX_BYTES) return null;
        return await sharp(res.rawPayload, { density: 288, limitInputPixels: 40_000_000 })
          .resize({ height: HEIGHT, withoutEnlargement: false })
          .png()
          .toBuffer();
      })().catch(() => null);
      if (drawn.size >= 100) drawn.delete(drawn.keys().next().value!);
      drawn.set(key, png);
    }
    return png;
  };

  app.get(MAIL_LOGO_PATH, async (req, reply) => {
    const logo = sitePath(req.center.websiteLogoUrl);
    const png = logo ? await draw(logo, req.headers.host) : null;
    if (!png) {
      // Not cached: a logo added later, or a broken one mended, shows at the next request.
      if (logo) drawn.delete(`${req.headers.host ?? ""} ${logo}`);
      throw notFound();
    }
    return (
      reply
        .code(200)
        .type("image/png")
        .header("cache-control", "public, max-age=86400")
        .header("x-content-type-options", "nosniff")
        // Read by mail programs on other sites (webmail), not only by our own pages.
        .header("cross-origin-resource-policy", "cross-origin")
        .send(png)
    );
  });
}
