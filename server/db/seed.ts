/**
 * Demo seed: the five centers of PRODUCT.md section 2 with branding and flags, their
 * VolunteerCenter organization, organizations of several types and statuses, and the demo users
 * `<role>@<center>.test` plus superadmin@volunteerly.test (password Vrijwilliger!2026).
 * Idempotent: existing centers and users are left alone.
 */
import { eq, sql } from "drizzle-orm";
import { hashPassword } from "../auth/passwords.ts";
import type { Database, Tx } from "./client.ts";
import { addresses, centers, organizationProfiles, organizations, roles, users, vacancies } from "./schema.ts";

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
  city: string;
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
    city: "Arnhem",
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
    city: "Utrecht",
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
    city: "Rijnstad",
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
    city: "Doorn",
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
    city: "Nijmegen",
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

const ORGS = (city: string) => [
  {
    name: `Basisschool De Regenboog ${city}`,
    type: "School",
    status: "approved",
    vacancies: ["Voorleesouder groep 3", "Hulp bij de schooltuin"],
  },
  { name: `Stichting Buurtzorg ${city}`, type: "Foundation", status: "approved", vacancies: ["Maatje voor ouderen"] },
  { name: `Sportvereniging ${city} Vooruit`, type: "Association", status: "pending", vacancies: [] },
  { name: `Voedselbank ${city}`, type: "Foundation", status: "denied", vacancies: [] },
  { name: `Harmonie ${city}`, type: "Association", status: "archived", vacancies: [] },
  {
    name: `Zorgcentrum De Linde ${city}`,
    type: "HealthcareInstitution",
    status: "approved",
    vacancies: ["Wandelmaatje"],
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
  const [vc] = await tx
    .insert(organizations)
    .values({
      centerId,
      name: c.name,
      organizationType: "VolunteerCenter",
      status: "approved",
      email: `info@${c.key}.test`,
      website: `https://${c.key}.example.org`,
    })
    .returning();
  await tx.insert(addresses).values({
    centerId,
    organizationId: vc!.id,
    street: "Stationsplein",
    houseNumber: "1",
    postcode: "1234 AB",
    city: c.city,
  });
  await tx.insert(organizationProfiles).values({
    centerId,
    organizationId: vc!.id,
    summary: `Het vrijwilligerswerk van ${c.city}.`,
    contactName: "Centrum",
    contactEmail: `info@${c.key}.test`,
  });
  const orgIds: number[] = [];
  for (const [i, o] of ORGS(c.city).entries()) {
    const [org] = await tx
      .insert(organizations)
      .values({
        centerId,
        name: o.name,
        organizationType: o.type,
        status: o.status,
        email: `org${i}@${c.key}.test`,
        description: `${o.name} in ${c.city}.`,
      })
      .returning();
    orgIds.push(org!.id);
    await tx.insert(addresses).values({
      centerId,
      organizationId: org!.id,
      street: "Dorpsstraat",
      houseNumber: String(10 + i),
      postcode: `12${i}4 CD`,
      city: c.city,
    });
    await tx.insert(organizationProfiles).values({
      centerId,
      organizationId: org!.id,
      summary: o.name,
      contactName: "Contactpersoon",
      contactEmail: `org${i}@${c.key}.test`,
    });
    for (const title of o.vacancies)
      await tx
        .insert(vacancies)
        .values({ centerId, organizationId: org!.id, title, status: "published", publishedAt: now });
  }
  const school = orgIds[0]!;
  const person = (role: string, first: string) => ({
    centerId,
    email: `${role}@${c.key}.test`,
    encryptedPassword: hash,
    firstName: first,
    lastName: c.name.split(" ").pop() ?? c.key,
    status: "active",
    locale: "nl",
    confirmedAt: now,
  });
  const [volunteer] = await tx.insert(users).values(person("volunteer", "Vera")).returning();
  const [member] = await tx.insert(users).values(person("member", "Mees")).returning();
  const [orgadmin] = await tx.insert(users).values(person("orgadmin", "Olga")).returning();
  const [admin] = await tx.insert(users).values(person("admin", "Anton")).returning();
  await tx.insert(roles).values([
    { centerId, userId: volunteer!.id, name: "volunteer" },
    { centerId, userId: member!.id, name: "member", organizationId: school },
    { centerId, userId: orgadmin!.id, name: "admin", organizationId: school },
    { centerId, userId: admin!.id, name: "admin", organizationId: vc!.id },
  ]);
  return { created: true, id: centerId };
}

export async function seedDemo(database: Database, options: { passwordCost?: number } = {}): Promise<SeedResult> {
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
          firstName: "Sam",
          lastName: "Superadmin",
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
