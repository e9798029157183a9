/** Answers that browsers always revalidate (no-cache) and that cost a 304 when nothing changed. */
import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

export const etagOf = (body: string) => `"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`;

/** A body with a strong ETag: 304 when the browser has it. The answer differs per host (center). */
export function sendWithEtag(req: FastifyRequest, reply: FastifyReply, etag: string, type: string, body: string) {
  reply.header("etag", etag).header("cache-control", "no-cache").header("vary", "Host");
  const match = String(req.headers["if-none-match"] ?? "")
    .split(",")
    .map((t) => t.trim().replace(/^W\//, ""));
  if (match.includes(etag) || match.includes("*")) return reply.code(304).send();
  return reply.type(type).send(body);
}
