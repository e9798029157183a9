/**
 * Demo workshops of every center: four each, with sessions from a week to two months after the
 * seeding day at local times, in places of the center's region (or online); one session full with
 * a waiting list, others partly booked by the center's own demo people. Only for a center that has
 * no workshops yet.
 */
import { and, asc, eq, ne, sql } from "drizzle-orm";
import { dayAfter } from "@contract/amsterdam-time.ts";
import type { Database } from "../../db/client.ts";
import { centers, users, workshopRegistrations, workshops, workshopSessions } from "../../db/schema.ts";

type CenterKey = "public" | "demo" | "rijnstad" | "heuvelrug" | "meedoen";

interface DemoSession {
  /** Days from the seeding day; the times are Dutch. */
  day: number;
  from: string;
  to: string;
  /** null: online. */
  place: "home" | "other" | null;
  capacity: number;
  /** People registered: a number, or "full" (every place and two on the waiting list). */
  fill: number | "full";
}

interface DemoWorkshop {
  title: string;
  description: string;
  sessions: DemoSession[];
}

/** Where each center holds its workshops: its own office, and a second place in the region. */
const PLACES: Record<CenterKey, { home: string; other: string }> = {
  public: { home: "Gelderse Vrijwilligers, Willemsplein 12, Arnhem", other: "Bibliotheek Gelderland Zuid, Nijmegen" },
  demo: { home: "Demo Vrijwilligerscentrale, Oudegracht 245, Utrecht", other: "Buurthuis De Boog, Houten" },
  rijnstad: { home: "Gemeentehuis Rhenen, Frederikaplein 1, Rhenen", other: "Ontmoetingscentrum De Paraplu, Rhenen" },
  heuvelrug: { home: "Vrijwilligerspunt Heuvelrug, Traay 4, Driebergen", other: "Dorpshuis De Vriendschap, Maarn" },
  meedoen: { home: "Meedoen, Wibautstraat 150, Amsterdam", other: "OBA Oosterdok, Amsterdam" },
};

export const DEMO_WORKSHOPS: DemoWorkshop[] = [
  {
    title: "Omgaan met dementie",
    description:
      "Je bezoekt iemand die dingen vergeet, of je helpt bij een dagbesteding. Hoe herken je dementie, hoe praat je met iemand die de draad kwijtraakt, en hoe zorg je ook goed voor jezelf?\n\nEen casemanager dementie vertelt uit de praktijk en oefent met je aan de hand van situaties die vrijwilligers zelf meemaken. Koffie en thee staan klaar.",
    sessions: [
      { day: 9, from: "19:30", to: "21:30", place: "home", capacity: 6, fill: "full" },
      { day: 37, from: "13:30", to: "15:30", place: "other", capacity: 16, fill: 3 },
    ],
  },
  {
    title: "Eerste hulp bij vrijwilligerswerk",
    description:
      "Wat doe je als iemand valt, onwel wordt of zich verslikt tijdens een activiteit? Een instructeur van het Rode Kruis leert je de eerste handelingen, de stabiele zijligging en wanneer je 112 belt.\n\nJe oefent zelf; draag makkelijke kleding. Na afloop krijg je een bewijs van deelname.",
    sessions: [{ day: 16, from: "09:30", to: "12:30", place: "other", capacity: 12, fill: 7 }],
  },
  {
    title: "Social media voor je vereniging",
    description:
      "Meer leden, vrijwilligers of bezoekers via Facebook, Instagram of WhatsApp? Je leert wat je deelt, hoe vaak, en hoe je met weinig tijd toch zichtbaar blijft. Neem je telefoon mee en de naam van je vereniging: we maken meteen een eerste bericht.",
    sessions: [
      { day: 23, from: "19:30", to: "21:00", place: null, capacity: 30, fill: 4 },
      { day: 51, from: "19:30", to: "21:00", place: null, capacity: 30, fill: 0 },
    ],
  },
  {
    title: "Grenzen stellen als mantelzorgvrijwilliger",
    description:
      "Als vrijwilliger bij iemand thuis wordt er soms meer van je gevraagd dan je wilt of kunt. In deze workshop ontdek je waar jouw grenzen liggen en hoe je ze vriendelijk maar duidelijk aangeeft, ook als dat lastig voelt.\n\nIn een kleine groep, met ruimte voor je eigen vragen.",
    sessions: [{ day: 30, from: "14:00", to: "16:30", place: "home", capacity: 10, fill: 2 }],
  },
];

export async function seedDemoWorkshops(database: Database, now = new Date()) {
  await database.system(async (tx) => {
    for (const key of Object.keys(PLACES) as CenterKey[]) {
      const [center] = await tx.select({ id: centers.id }).from(centers).where(eq(centers.key, key));
      if (!center) continue;
      // Row-level security also applies to the owner (FORCE): work inside the center's context.
      await tx.execute(sql`select set_config('app.center_id', ${String(center.id)}, true)`);
      const [has] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(workshops)
        .where(eq(workshops.centerId, center.id));
      if (has?.n) continue;
      // The center's people, the demo volunteer first (so "Mijn workshops" has something to show).
      const people = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.centerId, center.id), eq(users.status, "active"), ne(users.email, `admin@${key}.test`)))
        .orderBy(sql`${users.email} <> ${`volunteer@${key}.test`}`, asc(users.id));
      const weekday = (days: number) => (dayAfter(now, days, "12:00").getUTCDay() === 0 ? days + 1 : days);
      for (const [i, w] of DEMO_WORKSHOPS.entries()) {
        const [created] = await tx
          .insert(workshops)
          .values({ centerId: center.id, title: w.title, description: w.description, status: "published" })
          .returning({ id: workshops.id });
        for (const s of w.sessions) {
          const day = weekday(s.day);
          const full = s.fill === "full";
          // A full session needs its places and two waiting; with fewer demo people it gets fewer places.
          const capacity = full ? Math.max(1, Math.min(s.capacity, people.length - 2)) : s.capacity;
          const [session] = await tx
            .insert(workshopSessions)
            .values({
              centerId: center.id,
              workshopId: created!.id,
              startsAt: dayAfter(now, day, s.from),
              endsAt: dayAfter(now, day, s.to),
              location: s.place ? PLACES[key][s.place] : null,
              online: s.place === null,
              capacity,
            })
            .returning({ id: workshopSessions.id });
          const count = full ? capacity + 2 : Math.min(s.fill as number, capacity);
          // Skip the demo volunteer except on the first workshop's first session (it is theirs).
          const pool = i === 0 && s === w.sessions[0] ? people : people.slice(1);
          const rows = pool.slice(0, count).map((p, n) => ({
            centerId: center.id,
            sessionId: session!.id,
            userId: p.id,
            status: n < capacity ? "registered" : "waiting",
            createdAt: new Date(now.getTime() - (count - n) * 3_600_000),
          }));
          if (rows.length) await tx.insert(workshopRegistrations).values(rows);
        }
      }
    }
  });
}
