/**
 * Demo seed: the five centers of PRODUCT.md section 2 with branding and flags, their
 * VolunteerCenter organization, the organizations of their region in several types and statuses,
 * and the demo users `<role>@<center>.test` plus superadmin@volunteerly.test (password
 * Vrijwilliger!2026), with the names, places and texts of demo-data.ts.
 * Idempotent: existing centers and users are left alone.
 */
import { eq, sql } from "drizzle-orm";
import { hashPassword } from "../auth/passwords.ts";
import type { Database, Tx } from "./client.ts";
import { DEMO_CENTERS, SUPERADMIN_PERSON, type DemoCenterKey } from "./demo-data.ts";
import { addressOf, fullName } from "./seed-address.ts";
import { addresses, centers, organizationProfiles, organizations, roles, users } from "./schema.ts";

export const DEMO_PASSWORD = "Vrijwilliger!2026";
export const DEMO_ROLES = ["volunteer", "member", "orgadmin", "admin"] as const;
export const SUPERADMIN_EMAIL = "superadmin@volunteerly.test";

interface CenterSeed {
  key: string;
  name: string;
  hosts: string[];
  isDefault?: boolean;
  appContext: "meedoen" | "gelderland" | null;
  primary: string;
  secondary: string;
  muted: string;
  shape?: "rounded" | "straight";
  header?: string;
  footer?: string;
  features: Record<string, boolean>;
}

const base = { moving_organizations: false, staged_doos: false, allow_inactive_users: false };

export const CENTER_SEEDS: CenterSeed[] = [
  {
    key: "public",
    name: "Gelderse Vrijwilligers",
    hosts: ["gelderland.localhost", "gelderse-handen.localhost"],
    appContext: "gelderland",
    primary: "emerald",
    secondary: "sky",
    muted: "stone",
    header: "legacy",
    features: {
      ...base,
      volunteer_profiles: true,
      activities: true,
      peer_to_peer: true,
      centre_sharing: true,
      i18n: true,
    },
  },
  {
    key: "demo",
    name: "Demo Vrijwilligerscentrale",
    hosts: ["demo.localhost", "localhost"],
    isDefault: true,
    appContext: null,
    primary: "indigo",
    secondary: "pink",
    muted: "slate",
    features: {
      ...base,
      volunteer_profiles: true,
      activities: true,
      peer_to_peer: false,
      centre_sharing: false,
      i18n: false,
    },
  },
  {
    key: "rijnstad",
    name: "Vacaturebank Rijnstad",
    hosts: ["rijnstad.localhost"],
    appContext: null,
    primary: "sky",
    secondary: "orange",
    muted: "zinc",
    shape: "straight",
    footer: "dark-blue",
    features: {
      ...base,
      volunteer_profiles: true,
      activities: false,
      peer_to_peer: false,
      centre_sharing: false,
      i18n: false,
    },
  },
  {
    key: "heuvelrug",
    name: "Vrijwilligerspunt Heuvelrug",
    hosts: ["heuvelrug.localhost"],
    appContext: null,
    primary: "teal",
    secondary: "lime",
    muted: "neutral",
    features: {
      ...base,
      volunteer_profiles: true,
      activities: true,
      peer_to_peer: false,
      centre_sharing: false,
      i18n: false,
    },
  },
  {
    key: "meedoen",
    name: "Meedoen",
    hosts: ["meedoen.localhost"],
    appContext: "meedoen",
    primary: "purple",
    secondary: "yellow",
    muted: "gray",
    features: {
      ...base,
      volunteer_profiles: false,
      activities: false,
      peer_to_peer: false,
      centre_sharing: false,
      i18n: true,
    },
  },
];

export interface SeedResult {
  centers: string[];
  created: string[];
  logins: { email: string; password: string; center: string; role: string }[];
}

async function seedCenter(tx: Tx, c: CenterSeed, hash: string, now: Date): Promise<{ created: boolean; id: number }> {
  const existing = await tx.select({ id: centers.id }).from(centers).where(eq(centers.key, c.key));
  if (existing[0]) return { created: false, id: existing[0].id };
  const [center] = await tx
    .insert(centers)
    .values({
      key: c.key,
      name: c.name,
      hosts: c.hosts,
      isDefault: c.isDefault ?? false,
      appContext: c.appContext,
      faviconUrl: `/tenants/${c.key}/favicon.svg`,
      websiteLogoUrl: `/tenants/${c.key}/logo.svg`,
      gtagId: null,
      primaryColorPreset: c.primary,
      secondaryColorPreset: c.secondary,
      mutedColorPreset: c.muted,
      backgroundColor: null,
      textColor: null,
      shape: c.shape ?? "rounded",
      headerVariant: c.header ?? "sticky",
      footerVariant: c.footer ?? "primary",
      features: c.features,
    })
    .returning();
  const centerId = center!.id;
  await tx.execute(sql`select set_config('app.center_id', ${String(centerId)}, true)`);
  const data = DEMO_CENTERS[c.key as DemoCenterKey];
  const staff = data.people;
  const [vc] = await tx
    .insert(organizations)
    .values({
      centerId,
      name: c.name,
      organizationType: "VolunteerCenter",
      status: "approved",
      email: `info@${c.key}.test`,
      phone: data.phone,
      website: `https://${c.key}.example.org`,
      description: data.summary,
    })
    .returning();
  await tx.insert(addresses).values(addressOf(centerId, vc!.id, data));
  await tx.insert(organizationProfiles).values({
    centerId,
    organizationId: vc!.id,
    summary: data.summary,
    contactName: fullName(staff.admin),
    contactEmail: `info@${c.key}.test`,
    contactPhone: data.phone,
  });
  const orgIds: number[] = [];
  for (const o of data.organizations) {
    const email = `${o.contact.first.toLowerCase()}@${o.domain}`;
    const [org] = await tx
      .insert(organizations)
      .values({
        centerId,
        name: o.name,
        organizationType: o.type,
        status: o.status,
        email,
        phone: o.phone,
        website: `https://${o.domain}`,
        description: o.description,
      })
      .returning();
    orgIds.push(org!.id);
    await tx.insert(addresses).values(addressOf(centerId, org!.id, o));
    await tx.insert(organizationProfiles).values({
      centerId,
      organizationId: org!.id,
      summary: o.summary,
      contactName: fullName(o.contact),
      contactEmail: email,
      contactPhone: o.phone,
    });
  }
  // The demo member and orgadmin belong to the first organization, the school.
  const school = orgIds[0]!;
  const person = (role: (typeof DEMO_ROLES)[number]) => ({
    centerId,
    email: `${role}@${c.key}.test`,
    encryptedPassword: hash,
    firstName: staff[role].first,
    lastName: staff[role].last,
    status: "active",
    locale: "nl",
    confirmedAt: now,
  });
  const [volunteer] = await tx.insert(users).values(person("volunteer")).returning();
  const [member] = await tx.insert(users).values(person("member")).returning();
  const [orgadmin] = await tx.insert(users).values(person("orgadmin")).returning();
  const [admin] = await tx.insert(users).values(person("admin")).returning();
  await tx.insert(roles).values([
    { centerId, userId: volunteer!.id, name: "volunteer" },
    { centerId, userId: member!.id, name: "member", organizationId: school },
    { centerId, userId: orgadmin!.id, name: "admin", organizationId: school },
    { centerId, userId: admin!.id, name: "admin", organizationId: vc!.id },
  ]);
  return { created: true, id: centerId };
}

/**
 * `uploadsDir`: where the server keeps uploads; the demo photos are written there (with their
 * variants) when missing. Without it the database still names them (the test dump).
 */
export async function seedDemo(
  database: Database,
  options: { passwordCost?: number; uploadsDir?: string } = {},
): Promise<SeedResult> {
  const hash = await hashPassword(DEMO_PASSWORD, options.passwordCost ?? 15);
  const now = new Date();
  const created: string[] = [];
  await database.system(async (tx) => {
    for (const c of CENTER_SEEDS) {
      const r = await seedCenter(tx, c, hash, now);
      if (r.created) created.push(c.key);
    }
    const existing = await tx.select({ id: users.id }).from(users).where(eq(users.email, SUPERADMIN_EMAIL));
    if (!existing.length) {
      const [sa] = await tx
        .insert(users)
        .values({
          centerId: null,
          email: SUPERADMIN_EMAIL,
          encryptedPassword: hash,
          firstName: SUPERADMIN_PERSON.first,
          lastName: SUPERADMIN_PERSON.last,
          status: "active",
          locale: "nl",
          confirmedAt: now,
        })
        .returning();
      await tx.insert(roles).values({ centerId: null, userId: sa!.id, name: "superadmin" });
      created.push("superadmin");
    }
  });
  await (await import("../modules/vacancies/seed.ts")).seedDemoVacancies(database);
  await (await import("../modules/applications/seed.ts")).seedApplicationDemo(database);
  await (await import("../modules/analytics/seed.ts")).seedAnalyticsDemo(database);
  await (await import("../modules/users/seed.ts")).seedUserStatusDemo(database, hash);
  await (await import("../modules/news/seed.ts")).seedDemoSite(database);
  await (await import("../modules/organizations/seed.ts")).seedApprovalQueueDemo(database);
  await (await import("../modules/content/seed.ts")).seedDemoContent(database);
  await (await import("../modules/periodic-mail/seed.ts")).seedPeriodicMailDemo(database);
  await (await import("../modules/conversations/seed.ts")).seedConversationDemo(database);
  await (await import("../modules/media/seed.ts")).seedStockImages(database);
  await (await import("../modules/landing/seed.ts")).seedGelderseHanden(database);
  await (await import("../modules/organizations/seed.ts")).seedDemoLogos(database);
  await (await import("../modules/help-requests/seed.ts")).seedHelpRequestDemo(database);
  await (await import("../modules/social-map/seed.ts")).seedSocialMap(database);
  await (await import("../modules/forms/seed.ts")).seedDemoForms(database);
  await (await import("../modules/activities/seed.ts")).seedDemoActivities(database);
  await (await import("../modules/workshops/seed.ts")).seedDemoWorkshops(database);
  await (await import("../modules/volunteer-pool/seed.ts")).seedVolunteerPool(database);
  if (options.uploadsDir) await (await import("./seed-images.ts")).writeDemoPhotos(options.uploadsDir);
  return {
    centers: CENTER_SEEDS.map((c) => c.key),
    created,
    logins: [
      ...CENTER_SEEDS.flatMap((c) =>
        DEMO_ROLES.map((role) => ({ email: `${role}@${c.key}.test`, password: DEMO_PASSWORD, center: c.key, role })),
      ),
      { email: SUPERADMIN_EMAIL, password: DEMO_PASSWORD, center: "*", role: "superadmin" },
    ],
  };
}
