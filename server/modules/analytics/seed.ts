/**
 * Demo history for analytics (called from the demo seed): per center, volunteers who joined over the
 * past year and applied to its published vacancies up to today, most answered within a day or two,
 * some after a week, a few withdrawn, so the charts, "deze maand" and the per-organization table read
 * like a real center's. Dates are relative to the moment of seeding. Deterministic (a fixed
 * pseudo-random sequence per center), idempotent, and every application is answered (accepted,
 * rejected, in progress or withdrawn) before the seed runs, so no new application joins the work
 * lists that the other seeds made.
 */
import { sql } from "drizzle-orm";
import { rowsOf, type Database, type Tx } from "../../db/client.ts";
import {
  HISTORY_APPLICATIONS,
  HISTORY_MONTHS,
  HISTORY_VOLUNTEERS,
  HISTORY_VOLUNTEERS_PER_CENTER,
} from "../../db/demo-data.ts";

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** A small deterministic generator (mulberry32), seeded per center. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const seedOf = (key: string) => [...key].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261);

async function seedCenter(tx: Tx, center: { id: number; key: string }, index: number, now: number) {
  const [done] = rowsOf<{ n: number }>(
    await tx.execute(
      sql`select count(*)::int as n from users where center_id = ${center.id} and email like ${`historie-%@${center.key}.test`}`,
    ),
  );
  if (Number(done?.n ?? 0) > 0) return;
  const vacancyRows = rowsOf<{ id: number }>(
    await tx.execute(sql`
      select v.id from vacancies v join organizations o on o.id = v.organization_id
      where v.center_id = ${center.id} and v.status = 'published' and o.status = 'approved'
        and o.organization_type <> 'VolunteerCenter'
      order by v.id`),
  );
  if (!vacancyRows.length) return;
  if (index * HISTORY_VOLUNTEERS_PER_CENTER >= HISTORY_VOLUNTEERS.length) return;
  const rnd = random(seedOf(center.key));
  const span = HISTORY_MONTHS * 30 * DAY;
  const volunteers: number[] = [];
  const joinedAt: number[] = [];
  const people = HISTORY_VOLUNTEERS.slice(
    index * HISTORY_VOLUNTEERS_PER_CENTER,
    (index + 1) * HISTORY_VOLUNTEERS_PER_CENTER,
  );
  for (const [i, p] of people.entries()) {
    // The first a year ago, the last an hour ago.
    const joined = new Date(now - span + Math.floor((i / Math.max(1, people.length - 1)) * (span - HOUR)));
    const [u] = rowsOf<{ id: number }>(
      await tx.execute(sql`
        insert into users (center_id, email, first_name, last_name, status, locale, confirmed_at, created_at)
        values (${center.id}, ${`historie-${i + 1}@${center.key}.test`}, ${p.first}, ${p.last}, 'active', 'nl', ${joined}, ${joined})
        returning id`),
    );
    await tx.execute(
      sql`insert into roles (center_id, user_id, name, created_at) values (${center.id}, ${u!.id}, 'volunteer', ${joined})`,
    );
    volunteers.push(Number(u!.id));
    joinedAt.push(joined.getTime());
  }
  const used = new Set<string>();
  for (let i = 0; i < HISTORY_APPLICATIONS; i++) {
    // Up to an hour ago; the first ten in the last two weeks, so the current month is never empty.
    const age = HOUR + Math.floor(rnd() * (i < 10 ? 14 * DAY : span - HOUR));
    const created = new Date(now - age);
    const vacancy = Number(vacancyRows[Math.floor(rnd() * vacancyRows.length)]!.id);
    const volunteerIndex = volunteers.findIndex(
      (v, k) =>
        k >= Math.floor(rnd() * volunteers.length) && joinedAt[k]! <= created.getTime() && !used.has(`${vacancy}:${v}`),
    );
    if (volunteerIndex < 0) continue;
    const volunteer = volunteers[volunteerIndex]!;
    used.add(`${vacancy}:${volunteer}`);
    const r = rnd();
    const status = r < 0.45 ? "accepted" : r < 0.72 ? "rejected" : r < 0.87 ? "in_progress" : "withdrawn";
    // Most organizations answer within two days, some take a week; a withdrawal may come before any answer.
    // A recent one was answered in the time it has had (the answer and the last change lie before now).
    const wait = Math.min(rnd() < 0.75 ? (2 + rnd() * 46) * HOUR : (3 + rnd() * 7) * DAY, age * 0.5);
    const answered = status === "withdrawn" && rnd() < 0.5 ? null : new Date(created.getTime() + wait);
    const changed = new Date(created.getTime() + wait + Math.min(rnd() * 5 * DAY, age * 0.4));
    await tx.execute(sql`
      insert into applications (center_id, vacancy_id, user_id, motivation, status, status_changed_at, first_answered_at, created_at, updated_at)
      values (${center.id}, ${vacancy}, ${volunteer}, 'Ik help graag mee en heb er tijd voor.', ${status}, ${changed}, ${answered}, ${created}, ${changed})`);
  }
}

export async function seedAnalyticsDemo(database: Database, now = Date.now()): Promise<void> {
  await database.system(async (tx) => {
    const list = rowsOf<{ id: number; key: string }>(await tx.execute(sql`select id, key from centers order by id`));
    for (const [i, c] of list.entries()) await seedCenter(tx, { id: Number(c.id), key: c.key }, i, now);
  });
}
