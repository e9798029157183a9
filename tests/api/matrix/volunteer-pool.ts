/**
 * Authorization matrix rows of the volunteer pool (vrijwilligerspool), at the demo center (the
 * feature is on; the meedoen variant's 404: volunteer-pool.test.ts). The own profile and own
 * invitations are a volunteer's; the search, the invitations sent and inviting are center staff's;
 * another center's pool volunteer cannot be invited (422, as if not in the pool).
 */
import { sql } from "drizzle-orm";
import type { Database } from "@server/db/client.ts";
import { poolInvitations, poolProfiles } from "@server/db/schema.ts";
import type { Fixtures } from "@server/testing/fixtures.ts";
import { T, type Endpoint, type Row } from "./types.ts";

const dbOf = (fx: Fixtures) => (fx as unknown as { database: Database }).database;
const centerId = (key: string) => sql`(SELECT id FROM centers WHERE key = ${key})`;

/** A fresh volunteer of the center, in its pool. */
async function poolVolunteer(fx: Fixtures, center: string) {
  const { id } = await fx.user(center, { role: "volunteer" });
  await dbOf(fx).system((tx) =>
    tx.insert(poolProfiles).values({
      userId: id,
      centerId: centerId(center),
      available: true,
      availableSince: new Date(),
      place: "Zeist",
      latitude: 52.09,
      longitude: 5.23,
      travelKm: 10,
    }),
  );
  return id;
}

async function publishedVacancy(fx: Fixtures, center: string) {
  const [row] = await dbOf(fx)
    .system((tx) =>
      tx.execute(sql`SELECT v.id FROM vacancies v JOIN centers c ON c.id = v.center_id
      WHERE c.key = ${center} AND v.status = 'published' ORDER BY v.id LIMIT 1`),
    )
    .then((r) => (r as unknown as { rows: { id: number }[] }).rows);
  return row!.id;
}

async function invitation(fx: Fixtures, center: string) {
  const userId = await poolVolunteer(fx, center);
  const vacancyId = await publishedVacancy(fx, center);
  return dbOf(fx).system(async (tx) => {
    const [row] = await tx
      .insert(poolInvitations)
      .values({ centerId: centerId(center), userId, vacancyId })
      .returning({ id: poolInvitations.id });
    return row!.id;
  });
}

const VOLUNTEER_ONLY: Row = [401, 200, 403, 403, 403, 403];
const STAFF_ONLY: Row = [401, 403, 403, 403, 200, 200];
const profile = { data: { type: "pool_profile", attributes: { available: false, skills: ["koken"] } } };
const invite = (volunteer: number, vacancy: number) => ({
  data: {
    type: "pool_invitation",
    attributes: { volunteer_id: String(volunteer), vacancy_id: String(vacancy), message: "Uit de matrix." },
  },
});

export const VOLUNTEER_POOL_MATRIX: Record<string, Endpoint> = {
  "GET /api/v1/pool_profile": { own: { make: async () => T("/api/v1/pool_profile"), expect: VOLUNTEER_ONLY } },
  "PUT /api/v1/pool_profile": {
    own: { make: async () => T("/api/v1/pool_profile", { body: profile }), expect: VOLUNTEER_ONLY },
  },
  "GET /api/v1/pool_volunteers": {
    own: { make: async () => T("/api/v1/pool_volunteers?filter[q]=a&filter[near]=Zeist"), expect: STAFF_ONLY },
  },
  "GET /api/v1/pool_invitations": {
    own: { make: async () => T("/api/v1/pool_invitations"), expect: STAFF_ONLY },
  },
  "POST /api/v1/pool_invitations": {
    own: {
      make: async ({ fx }) =>
        T("/api/v1/pool_invitations", {
          body: invite(await poolVolunteer(fx, "demo"), await publishedVacancy(fx, "demo")),
        }),
      expect: [401, 403, 403, 403, 201, 201],
    },
    other: {
      make: async ({ fx }) =>
        T("/api/v1/pool_invitations", {
          body: invite(await poolVolunteer(fx, "rijnstad"), await publishedVacancy(fx, "rijnstad")),
        }),
      expect: [401, 403, 403, 403, 422, 422],
    },
  },
  "GET /api/v1/pool_invitations/mine": {
    own: { make: async () => T("/api/v1/pool_invitations/mine"), expect: VOLUNTEER_ONLY },
  },
  "POST /api/v1/pool_invitations/:id/viewed": {
    // Another volunteer's invitation: not found for a volunteer, forbidden for everyone else.
    own: {
      make: async ({ fx }) => T(`/api/v1/pool_invitations/${await invitation(fx, "demo")}/viewed`),
      expect: [401, 404, 403, 403, 403, 403],
    },
    other: {
      make: async ({ fx }) => T(`/api/v1/pool_invitations/${await invitation(fx, "rijnstad")}/viewed`),
      expect: [401, 404, 403, 403, 403, 403],
    },
  },
};
