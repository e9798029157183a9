/**
 * Demo approval queue (called from the demo seed; data in demo-data.ts DEMO_APPROVAL_QUEUE): per
 * center the organizations that signed up and wait, each with its first admin and the audit entry
 * that names who signed up and when, one a likely duplicate of an approved organization (its
 * e-mail address or website); and the status history of the denied and the archived organization,
 * with the center admin's reasons. Idempotent: a center whose signups exist is left alone.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Database, Tx } from "../../db/client.ts";
import {
  DEMO_APPROVAL_QUEUE,
  DEMO_CENTERS,
  type DemoCenterKey,
  type DemoPerson,
  type DemoSignup,
} from "../../db/demo-data.ts";
import { demoLogos } from "../../db/demo-logos.ts";
import { addressOf, fullName } from "../../db/seed-address.ts";
import { demoLogoFile } from "../../db/seed-images.ts";
import {
  addresses,
  auditLog,
  centers,
  organizationProfiles,
  organizations,
  roles,
  uploads,
  users,
  type Organization,
} from "../../db/schema.ts";

const DAY = 86_400_000;
const emailOf = (p: DemoPerson, domain: string) =>
  `${`${p.first}.${p.last}`.toLowerCase().replace(/\s+/g, "")}@${domain}`;

interface Center {
  id: number;
  key: DemoCenterKey;
  adminId: number | null;
}

/** The organization's first admin, as the signup makes one (confirmed: they answered the mail). */
async function signer(tx: Tx, c: Center, orgId: number, p: DemoPerson, email: string, at: Date) {
  const [user] = await tx
    .insert(users)
    .values({
      centerId: c.id,
      email,
      firstName: p.first,
      lastName: p.last,
      status: "active",
      locale: "nl",
      confirmationSentAt: at,
      confirmedAt: new Date(at.getTime() + 20 * 60_000),
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  await tx.insert(roles).values({ centerId: c.id, userId: user!.id, name: "admin", organizationId: orgId });
  await tx.insert(auditLog).values({
    centerId: c.id,
    actorUserId: user!.id,
    action: "organization_signup",
    subjectType: "organization",
    subjectId: String(orgId),
    data: { user_id: user!.id },
    createdAt: at,
  });
}

async function signup(tx: Tx, c: Center, s: DemoSignup, now: number) {
  const at = new Date(now - s.daysAgo * DAY - 3 * 3_600_000);
  let email = emailOf(s.by, s.domain);
  let website = `https://${s.domain}`;
  if (s.duplicateOf) {
    const [original] = await tx
      .select()
      .from(organizations)
      .where(and(eq(organizations.centerId, c.id), eq(organizations.name, s.duplicateOf.name)));
    if (original?.email && s.duplicateOf.same === "email") email = original.email;
    if (original?.website && s.duplicateOf.same === "website") website = original.website.replace("://", "://www.");
  }
  const [org] = await tx
    .insert(organizations)
    .values({
      centerId: c.id,
      name: s.name,
      organizationType: s.type,
      status: "pending",
      email,
      phone: s.phone,
      website,
      description: s.description,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  await tx.insert(addresses).values(addressOf(c.id, org!.id, s));
  await tx.insert(organizationProfiles).values({
    centerId: c.id,
    organizationId: org!.id,
    summary: s.summary,
    contactName: fullName(s.by),
    contactEmail: email,
    contactPhone: s.phone,
  });
  // A shared mailbox (the duplicate by e-mail) is the organization's, not the person's.
  await signer(tx, c, org!.id, s.by, emailOf(s.by, s.domain), at);
}

/** A status change of the center admin with its reason, in the organization's history. */
async function reviewed(tx: Tx, c: Center, org: Organization, from: string, reason: string, at: Date) {
  await tx.insert(auditLog).values({
    centerId: c.id,
    actorUserId: c.adminId,
    action: "organization_status_changed",
    subjectType: "organization",
    subjectId: String(org.id),
    data: { from, to: org.status, reason },
    createdAt: at,
  });
}

async function seedCenter(tx: Tx, c: Center, now: number) {
  const queue = DEMO_APPROVAL_QUEUE[c.key];
  const data = DEMO_CENTERS[c.key];
  const [done] = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.centerId, c.id), eq(organizations.name, queue.signups[0]!.name)));
  if (done) return;
  const orgs = await tx.select().from(organizations).where(eq(organizations.centerId, c.id));
  const byStatus = (status: string) => {
    const demo = data.organizations.find((o) => o.status === status);
    return orgs.find((o) => o.name === demo?.name);
  };
  // The center's organizations joined over the past years, not all on the day the demo was seeded.
  for (const [i, demo] of data.organizations.entries()) {
    const row = orgs.find((o) => o.name === demo.name);
    const daysAgo =
      demo.status === "denied"
        ? queue.denied.daysAgo + 2
        : demo.status === "archived"
          ? 400 + i * 30
          : demo.status === "approved"
            ? 90 + i * 47
            : null;
    if (row && daysAgo !== null)
      await tx
        .update(organizations)
        .set({ createdAt: new Date(now - daysAgo * DAY - 2 * 3_600_000) })
        .where(eq(organizations.id, row.id));
  }
  const own = orgs.find((o) => o.organizationType === "VolunteerCenter");
  if (own)
    await tx
      .update(organizations)
      .set({ createdAt: new Date(now - 3 * 365 * DAY) })
      .where(eq(organizations.id, own.id));
  const pending = byStatus("pending");
  if (pending) {
    const at = new Date(now - queue.pending.daysAgo * DAY - 5 * 3_600_000);
    const domain = data.organizations.find((o) => o.name === pending.name)!.domain;
    await tx.update(organizations).set({ createdAt: at }).where(eq(organizations.id, pending.id));
    await signer(tx, c, pending.id, queue.pending.by, emailOf(queue.pending.by, domain), at);
  }
  for (const s of queue.signups) await signup(tx, c, s, now);
  const denied = byStatus("denied");
  if (denied) {
    const at = new Date(now - queue.denied.daysAgo * DAY);
    await reviewed(tx, c, denied, "pending", queue.denied.reason, at);
  }
  const archived = byStatus("archived");
  if (archived) {
    const at = new Date(now - queue.archived.daysAgo * DAY);
    await reviewed(tx, c, archived, "approved", queue.archived.reason, at);
  }
}

export async function seedApprovalQueueDemo(database: Database, now = Date.now()): Promise<void> {
  await database.system(async (tx) => {
    const list = await tx.select({ id: centers.id, key: centers.key }).from(centers);
    for (const row of list) {
      if (!(row.key in DEMO_APPROVAL_QUEUE)) continue;
      const [admin] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, `admin@${row.key}.test`));
      await tx.execute(sql`select set_config('app.center_id', ${String(row.id)}, true)`);
      await seedCenter(tx, { id: row.id, key: row.key as DemoCenterKey, adminId: admin?.id ?? null }, now);
    }
  });
}

/**
 * The demo organizations' logos (server/db/demo-logos.ts): each an upload of its center, set as the
 * profile's logo_url where the organization has none yet (a logo the center changed stays).
 */
export async function seedDemoLogos(database: Database): Promise<number> {
  let set = 0;
  await database.system(async (tx) => {
    const all = await tx.select({ id: centers.id, key: centers.key }).from(centers);
    for (const logo of demoLogos()) {
      const center = all.find((c) => c.key === logo.center);
      if (!center) continue;
      // Row-level security also applies to the owner (FORCE): work inside the center's context.
      await tx.execute(sql`select set_config('app.center_id', ${String(center.id)}, true)`);
      const [profile] = await tx
        .select({ id: organizationProfiles.id, logoUrl: organizationProfiles.logoUrl })
        .from(organizationProfiles)
        .innerJoin(organizations, eq(organizations.id, organizationProfiles.organizationId))
        .where(and(eq(organizations.centerId, center.id), eq(organizations.name, logo.organization)));
      if (!profile || profile.logoUrl) continue;
      const file = demoLogoFile(logo);
      const [upload] = await tx
        .select({ id: uploads.id })
        .from(uploads)
        .where(and(eq(uploads.centerId, center.id), eq(uploads.storageKey, file.storageKey)));
      if (!upload)
        await tx.insert(uploads).values({
          centerId: center.id,
          userId: null,
          filename: file.filename,
          contentType: "image/png",
          byteSize: file.bytes.length,
          storageKey: file.storageKey,
          width: 512,
          height: 512,
        });
      await tx.update(organizationProfiles).set({ logoUrl: file.url }).where(eq(organizationProfiles.id, profile.id));
      set++;
    }
  });
  return set;
}
