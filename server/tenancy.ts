/** Tenant (volunteer center) resolution from the Host header, and the checks of the tenant headers. */
import { asc } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { APP_CONTEXTS, REQUEST_HEADERS } from "@contract/enums.ts";
import type { Database } from "./db/client.ts";
import { centers, type Center } from "./db/schema.ts";
import { ApiError } from "./http/errors.ts";
import { LogoSizes, type LogoSize } from "./modules/settings/logoSize.ts";

export class CenterRegistry {
  private list: Center[] = [];
  private byHostMap = new Map<string, Center>();
  private byIdMap = new Map<number, Center>();
  private defaultCenter: Center | undefined;
  /** Counts reloads: what is built from the centers (the page configuration) is rebuilt when it moves. */
  version = 0;

  constructor(
    private readonly database: Database,
    /** Measured once per logo URL, not on every reload (./modules/settings/logoSize.ts). */
    private readonly logoSizes = new LogoSizes(),
  ) {}

  async reload(): Promise<void> {
    // centers is public configuration (no RLS); read it as the application role.
    const rows = await this.database.unscoped((tx) => tx.select().from(centers).orderBy(asc(centers.id)));
    this.list = rows;
    this.byHostMap = new Map();
    this.byIdMap = new Map(rows.map((c) => [c.id, c]));
    for (const c of rows) for (const h of c.hosts) this.byHostMap.set(h.toLowerCase(), c);
    this.defaultCenter = rows.find((c) => c.isDefault);
    // Known with the centers, so that every page and profile can give the logo's room at once.
    await this.logoSizes.update(this.database, rows);
    this.version++;
  }

  /** The intrinsic size of the center's logo, when it is known (./modules/settings/logoSize.ts). */
  logoSize(centerId: number): LogoSize | null {
    return this.logoSizes.get(centerId);
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
    const center = this.match(hostHeader)?.center ?? this.defaultCenter;
    if (!center) throw new ApiError(404, { code: "no_tenant" });
    return center;
  }

  /**
   * The host-map entry a Host header names exactly (strictly parsed, see parseHost), with its
   * center; undefined for anything else. Links are built from the entry, never from the header.
   */
  match(hostHeader: string | undefined): { host: string; center: Center } | undefined {
    const host = parseHost(hostHeader)?.name;
    const center = host ? this.byHostMap.get(host) : undefined;
    return host && center ? { host, center } : undefined;
  }

  /** host -> center id, for the page configuration. */
  hostMap(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [h, c] of this.byHostMap) out[h] = String(c.id);
    return out;
  }
}

const LABEL = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
/** RFC 3986 Host: a DNS name (one trailing dot allowed), an IPv4 address or a bracketed IPv6 literal, then an optional port. */
const HOST_RE = new RegExp(`^(?:(${LABEL}(?:\\.${LABEL})*)\\.?|(\\[[0-9a-f:.]{2,45}\\]))(?::(\\d{1,5}))?$`);

/**
 * A Host header taken apart strictly: name (lower case, without a trailing dot; IPv6 literals
 * keep their brackets) and port. Anything else (userinfo '@', a path, spaces, a second port, a
 * port over 65535, a name over 253 characters) is null: such a Host names no center.
 */
export function parseHost(header: string | undefined): { name: string; port: number | null } | null {
  if (!header || header.length > 260) return null;
  const m = HOST_RE.exec(header.toLowerCase());
  if (!m) return null;
  const name = m[1] ?? m[2]!;
  const port = m[3] === undefined ? null : Number(m[3]);
  if (name.length > 253 || (port !== null && (port < 1 || port > 65535))) return null;
  return { name, port };
}

/** localhost, *.localhost, 127.0.0.1 and [::1]: names that only ever reach this machine. */
export function isLoopbackName(name: string): boolean {
  return name === "localhost" || name.endsWith(".localhost") || name === "127.0.0.1" || name === "[::1]";
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
