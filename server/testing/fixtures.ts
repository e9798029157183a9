/** Test data created directly in the database (system context), per center key. */
import { and, eq, inArray } from "drizzle-orm";
import { hashPassword } from "../auth/passwords.ts";
import type { Database } from "../db/client.ts";
import { DEMO_PASSWORD } from "../db/seed.ts";
import { centers, organizations, roles, users } from "../db/schema.ts";

let n = 0;
const unique = () => `${Date.now().toString(36)}${(++n).toString(36)}`;

export type ActorRole = "volunteer" | "member" | "orgadmin" | "admin" | "superadmin";

export class Fixtures {
  private hash: Promise<string> | null = null;
  constructor(private readonly database: Database) {}

  /** A fresh, confirmed account with the demo password and the given role (member/orgadmin: of the center's School). */
  async actor(key: string, role: ActorRole): Promise<string> {
    this.hash ??= hashPassword(DEMO_PASSWORD, 4);
    const password = await this.hash;
    if (role === "superadmin") {
      const email = `super-${unique()}@volunteerly.test`;
      await this.database.system(async (tx) => {
        const [u] = await tx
          .insert(users)
          .values({
            centerId: null,
            email,
            encryptedPassword: password,
            firstName: "Super",
            lastName: "Admin",
            status: "active",
            locale: "nl",
            confirmedAt: new Date(),
          })
          .returning({ id: users.id });
        await tx.insert(roles).values({ centerId: null, userId: u!.id, name: "superadmin" });
      });
      return email;
    }
    const orgId =
      role === "member" || role === "orgadmin"
        ? await this.seededOrg(key, "School")
        : role === "admin"
          ? await this.seededOrg(key, "VolunteerCenter")
          : null;
    const u = await this.user(key, {
      role: role === "orgadmin" ? "admin" : role,
      orgId,
      password,
      email: `${role}-${unique()}@${key}.test`,
    });
    return u.email;
  }

  /**
   * Takes the roles of accounts a test is done with (by email), so that they no longer count as the
   * School's or the center's staff: every later application or question to the School would otherwise
   * add them as participants and notify and mail each of them (the authorization matrix makes about
   * a thousand actors; its creations slowed from under a second to a minute each).
   */
  async retire(emails: readonly string[]): Promise<void> {
    if (!emails.length) return;
    await this.database.system((tx) =>
      tx.delete(roles).where(
        inArray(
          roles.userId,
          tx
            .select({ id: users.id })
            .from(users)
            .where(inArray(users.email, [...emails])),
        ),
      ),
    );
  }

  private readonly memo = new Map<string, Promise<number>>();
  private cached(key: string, load: () => Promise<number>): Promise<number> {
    let p = this.memo.get(key);
    if (!p) {
      p = load();
      this.memo.set(key, p);
    }
    return p;
  }

  centerId(key: string): Promise<number> {
    return this.cached(`center:${key}`, () => this.loadCenterId(key));
  }

  private async loadCenterId(key: string): Promise<number> {
    const [c] = await this.database.system((tx) =>
      tx.select({ id: centers.id }).from(centers).where(eq(centers.key, key)),
    );
    if (!c) throw new Error(`no center ${key}`);
    return c.id;
  }

  /** The seeded organization of a type in a center (School = the one the demo member/orgadmin belong to). */
  seededOrg(key: string, type: "School" | "VolunteerCenter"): Promise<number> {
    return this.cached(`org:${key}:${type}`, () => this.loadSeededOrg(key, type));
  }

  private async loadSeededOrg(key: string, type: "School" | "VolunteerCenter"): Promise<number> {
    const centerId = await this.centerId(key);
    const rows = await this.database.system((tx) =>
      tx
        .select({ id: organizations.id })
        .from(organizations)
        .where(and(eq(organizations.centerId, centerId), eq(organizations.organizationType, type))),
    );
    return rows[0]!.id;
  }

  async org(key: string, attrs: { status?: string; type?: string; name?: string } = {}): Promise<number> {
    const centerId = await this.centerId(key);
    const [o] = await this.database.system((tx) =>
      tx
        .insert(organizations)
        .values({
          centerId,
          name: attrs.name ?? `Fixture org ${unique()}`,
          organizationType: attrs.type ?? "Foundation",
          status: attrs.status ?? "approved",
        })
        .returning({ id: organizations.id }),
    );
    return o!.id;
  }

  async user(
    key: string,
    attrs: {
      role?: string;
      orgId?: number | null;
      confirmed?: boolean;
      status?: string;
      email?: string;
      password?: string | null;
    } = {},
  ): Promise<{ id: number; email: string }> {
    const centerId = await this.centerId(key);
    const email = attrs.email ?? `fixture-${unique()}@${key}.test`;
    return this.database.system(async (tx) => {
      const [u] = await tx
        .insert(users)
        .values({
          centerId,
          email,
          encryptedPassword: attrs.password ?? null,
          firstName: "Fixture",
          lastName: key,
          status: attrs.status ?? "active",
          locale: "nl",
          confirmedAt: attrs.confirmed === false ? null : new Date(),
        })
        .returning({ id: users.id });
      if (attrs.role)
        await tx
          .insert(roles)
          .values({ centerId, userId: u!.id, name: attrs.role, organizationId: attrs.orgId ?? null });
      return { id: u!.id, email };
    });
  }
}

export const uniqueEmail = (key = "demo") => `new-${unique()}@${key}.test`;
