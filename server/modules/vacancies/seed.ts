/**
 * Demo vacancies of the five demo centers (called from server/db/seed.ts), as server/db/demo-data.ts
 * lists them: each at its organization's address (or its own place) in the center's region, with the
 * organization's contact person, and where it has a photo, the photo as an upload of the center
 * (image_url with WebP variants for srcset) credited under the description. Only approved
 * organizations have published or closed vacancies; the others have drafts. Idempotent: a vacancy is
 * added only when its organization has none with that title.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Database, Tx } from "../../db/client.ts";
import {
  DEMO_CENTERS,
  DEMO_PHOTOS,
  demoVacancies,
  nextDay,
  photoCredit,
  type DemoCenterKey,
  type DemoPhoto,
} from "../../db/demo-data.ts";
import { addresses, centers, organizationProfiles, organizations, uploads, users, vacancies } from "../../db/schema.ts";
import { demoPhotoFile } from "../../db/seed-images.ts";
import { resolvePlace } from "../../geo/index.ts";

const DAY = 86_400_000;

/** Pins of different organizations in one town a few hundred metres apart, not on one spot. */
function nudge(point: { latitude: number; longitude: number }, i: number) {
  return {
    latitude: point.latitude + ((i % 3) - 1) * 0.004,
    longitude: point.longitude + ((Math.floor(i / 3) % 3) - 1) * 0.006,
  };
}

/** The upload of `photo` in this center: its row, made once. */
export async function photoUpload(
  tx: Tx,
  center: { id: number; key: string },
  userId: number | null,
  photo: DemoPhoto,
): Promise<string> {
  const centerId = center.id;
  const file = demoPhotoFile(photo, center.key);
  const [row] = await tx
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.centerId, centerId), eq(uploads.storageKey, file.storageKey)));
  if (!row)
    await tx.insert(uploads).values({
      centerId,
      userId,
      filename: file.filename,
      contentType: "image/jpeg",
      byteSize: file.bytes.length,
      storageKey: file.storageKey,
    });
  return file.url;
}

async function seedCenter(tx: Tx, centerId: number, key: DemoCenterKey, index: number, demoId: number | undefined) {
  // Row-level security also applies to the owner (FORCE): work inside the center's context.
  await tx.execute(sql`select set_config('app.center_id', ${String(centerId)}, true)`);
  const orgs = await tx
    .select({
      id: organizations.id,
      name: organizations.name,
      type: organizations.organizationType,
      status: organizations.status,
      email: organizations.email,
      phone: organizations.phone,
      street: addresses.street,
      houseNumber: addresses.houseNumber,
      postcode: addresses.postcode,
      city: addresses.city,
      contactName: organizationProfiles.contactName,
    })
    .from(organizations)
    .leftJoin(addresses, eq(addresses.organizationId, organizations.id))
    .leftJoin(organizationProfiles, eq(organizationProfiles.organizationId, organizations.id))
    .where(eq(organizations.centerId, centerId));
  const center = orgs.find((o) => o.type === "VolunteerCenter");
  if (!center) return 0;
  const [admin] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, `admin@${key}.test`));
  const existing = await tx
    .select({ title: vacancies.title, organizationId: vacancies.organizationId })
    .from(vacancies)
    .where(eq(vacancies.centerId, centerId));
  const has = new Set(existing.map((e) => `${e.organizationId}:${e.title}`));
  const orgNames = DEMO_CENTERS[key].organizations.map((o) => o.name);
  let added = 0;
  for (const [i, { organization, vacancy: v }] of demoVacancies(key).entries()) {
    const org = organization ? orgs.find((o) => o.name === organization.name) : center;
    // A center seeded before these organizations existed keeps what it has.
    if (!org || has.has(`${org.id}:${v.title}`)) continue;
    const status = org.status === "approved" ? (v.status ?? "published") : "draft";
    const where = v.place ?? {
      street: org.street ?? "",
      houseNumber: org.houseNumber ?? "",
      postcode: org.postcode ?? "",
      city: org.city ?? "",
    };
    const town = resolvePlace(where.city);
    const point = town ? nudge(town, organization ? orgNames.indexOf(organization.name) + 1 : 4) : null;
    const daysAgo = ((i * 3 + index * 5) % 40) + 1;
    const eventDay = nextDay(v.on ?? { month: 9, day: 1, weekday: 6 });
    await tx.insert(vacancies).values({
      centerId,
      organizationId: org.id,
      title: v.title,
      status,
      publishedAt: status === "draft" ? null : new Date(Date.now() - daysAgo * DAY),
      summary: v.summary,
      description: v.photo ? v.description + photoCredit(v.photo) : v.description,
      categories: v.categories,
      skills: v.skills,
      targetGroups: v.targetGroups,
      remote: v.remote ?? false,
      street: v.remote ? null : where.street,
      houseNumber: v.remote ? null : where.houseNumber,
      postcode: v.remote ? null : where.postcode,
      city: v.remote ? null : where.city,
      latitude: v.remote ? null : (point?.latitude ?? null),
      longitude: v.remote ? null : (point?.longitude ?? null),
      hoursPerWeek: v.hours,
      schedule: v.schedule,
      startDate: v.schedule === "eenmalig" ? eventDay : null,
      endDate: v.schedule === "eenmalig" ? eventDay : null,
      positions: v.positions,
      minimumAge: v.minimumAge,
      vogRequired: v.vog,
      contactName: org.contactName,
      contactEmail: org.email,
      contactPhone: org.phone,
      imageUrl: v.photo ? await photoUpload(tx, { id: centerId, key }, admin?.id ?? null, v.photo) : null,
      imageAlt: v.photo ? DEMO_PHOTOS[v.photo].alt : null,
      // Centre sharing: the public center shares some of its vacancies with the demo center.
      sharedWithCenters: key === "public" && v.sharedWithDemo && demoId ? [demoId] : [],
    });
    added++;
  }
  return added;
}

export async function seedDemoVacancies(database: Database): Promise<number> {
  let added = 0;
  await database.system(async (tx) => {
    const all = await tx.select({ id: centers.id, key: centers.key }).from(centers);
    const demoId = all.find((c) => c.key === "demo")?.id;
    for (const [index, key] of (Object.keys(DEMO_CENTERS) as DemoCenterKey[]).entries()) {
      const c = all.find((row) => row.key === key);
      if (c) added += await seedCenter(tx, c.id, key, index, demoId);
    }
  });
  return added;
}
