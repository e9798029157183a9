/** Tenant (volunteer center) resolution from the Host header, and the checks of the tenant headers. */
import { asc } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { APP_CONTEXTS, REQUEST_HEADERS } from "@contract/enums.ts";
import type { Database } from "./db/client.ts";
import { centers, type Center } from "./db/schema.ts";
import { ApiError } from "./http/errors.ts";

export class CenterRegistry {
  private list: Center[] = [];
  private byHostMap = new Map<string, Center>();
  private byIdMap = new Map<number, Center>();
  private defaultCenter: Center | undefined;

  constructor(private readonly database: Database) {}

  async reload(): Promise<void> {
    // centers is public configuration (no RLS); read it as the application role.
    const rows = await this.database.unscoped((tx) => tx.select().from(centers).orderBy(asc(centers.id)));
    this.list = rows;
    this.byHostMap = new Map();
    this.byIdMap = new Map(rows.map((c) => [c.id, c]));
    for (const c of rows) for (const h of c.hosts) this.byHostMap.set(h.toLowerCase(), c);
    this.defaultCenter = rows.find((c) => c.isDefault);
  }

  all(): Center[] {
    return this.list;
  }
  byId(id: number): Center | undefined {
    return this.byIdMap.get(id);
  }
  byKey(key: string): Center | undefined {
    return this.list.find((c) => c.key === key);
  }
  get default(): Center | undefined {
    return this.defaultCenter;
  }

  /** Host map first, then the default center; 'No tenant found' when neither exists. */
  resolve(hostHeader: string | undefined): Center {
    const host = normalizeHost(hostHeader);
    const center = (host && this.byHostMap.get(host)) || this.defaultCenter;
    if (!center) throw new ApiError(404, { code: "no_tenant" });
    return center;
  }

  /** host -> center id, for the page configuration. */
  hostMap(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [h, c] of this.byHostMap) out[h] = String(c.id);
    return out;
  }
}

export function normalizeHost(host: string | undefined): string {
  if (!host) return "";
  const h = host.trim().toLowerCase();
  if (h.startsWith("[")) return h.slice(0, h.indexOf("]") + 1);
  return h.split(":")[0] ?? "";
}

function header(req: FastifyRequest, name: string): string | undefined {
  const v = req.headers[name];
  if (Array.isArray(v)) return v[0];
  return typeof v === "string" && v.trim() !== "" ? v.trim() : undefined;
}

/**
 * The tenant and volunteer-center headers may name the resolved center (by id or key), and
 * nothing else: a header naming another center is a 403. The app-context header must be a known
 * context; the center's own context is what the server uses.
 */
export function checkTenantHeaders(
  req: FastifyRequest,
  center: Center,
): { appContext: string | null; currentOrganizationId: number | null } {
  for (const name of [REQUEST_HEADERS.tenant, REQUEST_HEADERS.volunteerCenter]) {
    const v = header(req, name);
    if (v !== undefined && v !== String(center.id) && v !== center.key)
      throw new ApiError(403, { code: "forbidden", header: name });
  }
  const ctx = header(req, REQUEST_HEADERS.appContext);
  if (ctx !== undefined && !(APP_CONTEXTS as readonly string[]).includes(ctx))
    throw new ApiError(400, {
      code: "invalid_parameter",
      header: REQUEST_HEADERS.appContext,
      params: { name: REQUEST_HEADERS.appContext },
    });
  const org = header(req, REQUEST_HEADERS.currentOrganization);
  let currentOrganizationId: number | null = null;
  if (org !== undefined && org !== "null" && org !== "undefined") {
    if (!/^\d{1,15}$/.test(org))
      throw new ApiError(400, {
        code: "invalid_parameter",
        header: REQUEST_HEADERS.currentOrganization,
        params: { name: REQUEST_HEADERS.currentOrganization },
      });
    currentOrganizationId = Number(org);
  }
  return { appContext: center.appContext ?? null, currentOrganizationId };
}
