/**
 * The security headers of @fastify/helmet, set by one cheap hook. The plugin calls
 * `helmet(options)` on every request, which validates and rebuilds the whole configuration each
 * time (about 30 µs: half the time of a small answer on a bare route). Without CSP nonces every
 * header it sets is the same on every answer, so they are taken once at start-up from the plugin
 * itself, with the same options: the answers carry exactly the headers the plugin would set.
 */
import helmet, { type FastifyHelmetOptions } from "@fastify/helmet";
import Fastify, { type FastifyInstance } from "fastify";

/** The headers @fastify/helmet adds to an answer with these options. */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  if (options.enableCSPNonces) throw new Error("CSP nonces differ per answer: register @fastify/helmet instead");
  const probe = async (withHelmet: boolean) => {
    const app = Fastify();
    if (withHelmet) await app.register(helmet, options);
    app.get("/", async () => "");
    const res = await app.inject({ url: "/" });
    await app.close();
    return res.headers;
  };
  const plain = await probe(false);
  const secured = await probe(true);
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(secured)) {
    if (name in plain) continue;
    if (typeof value !== "string") throw new Error(`Unexpected helmet header ${name}`);
    out[name] = value;
  }
  return out;
}

/** Every answer (API, static files, errors, 404s) gets the security headers, as with the plugin. */
export async function registerSecurityHeaders(app: FastifyInstance, options: FastifyHelmetOptions) {
  const headers = await helmetHeaders(options);
  const entries = Object.entries(headers);
  app.addHook("onRequest", (_req, reply, done) => {
    for (const [name, value] of entries) reply.header(name, value);
    done();
  });
}
