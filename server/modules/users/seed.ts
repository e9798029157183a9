/**
 * Demo users in every status (called from the demo seed): per center an invitee of its school, a
 * deactivated and an archived volunteer (DEMO_STATUS_USERS), with the status change and its reason
 * in the audit log by the center's admin, as staff would have done it. Idempotent.
 */
import { sql } from "drizzle-orm";
import { rowsOf, type Database, type Tx } from "../../db/client.ts";
import { DEMO_STATUS_USERS, type DemoCenterKey } from "../../db/demo-data.ts";

const DAY = 86_400_000;

async function seedCenter(tx: Tx, center: { id: number; key: DemoCenterKey }, hash: string, now: number) {
  const people = DEMO_STATUS_USERS[center.key];
  if (!people?.length) return;
  const email = (status: string, n: number) => `${status}-${n}@${center.key}.test`;
  const [done] = rowsOf<{ n: number }>(
    await tx.execute(
      sql`select count(*)::int as n from users where center_id = ${center.id} and email = ${email(people[0]!.status, 1)}`,
    ),
  );
  if (Number(done?.n ?? 0) > 0) return;
  // The school of the demo member, and the center's admin who made the changes.
  const [school] = rowsOf<{ id: number }>(
    await tx.execute(sql`select r.organization_id as id from roles r join users u on u.id = r.user_id
      where u.email = ${`member@${center.key}.test`} and r.organization_id is not null limit 1`),
  );
  const [admin] = rowsOf<{ id: number }>(
    await tx.execute(sql`select id from users where email = ${`admin@${center.key}.test`}`),
  );
  const counts = new Map<string, number>();
  for (const [i, p] of people.entries()) {
    const n = (counts.get(p.status) ?? 0) + 1;
    counts.set(p.status, n);
    const joined = new Date(now - (200 - i * 30) * DAY);
    const confirmed = p.status === "invited" ? null : joined;
    const [u] = rowsOf<{ id: number }>(
      await tx.execute(sql`
        insert into users (center_id, email, encrypted_password, first_name, last_name, status, locale, confirmed_at, last_sign_in_at, created_at)
        values (${center.id}, ${email(p.status, n)}, ${confirmed ? hash : null}, ${p.first}, ${p.last}, ${p.status}, 'nl',
                ${confirmed}, ${confirmed ? new Date(joined.getTime() + 20 * DAY) : null}, ${joined})
        returning id`),
    );
    const organizationId = p.role === "member" ? (school?.id ?? null) : null;
    if (p.role === "volunteer" || organizationId !== null)
      await tx.execute(sql`insert into roles (center_id, user_id, name, organization_id, created_at)
        values (${center.id}, ${u!.id}, ${p.role}, ${organizationId}, ${joined})`);
    const actor = admin ? Number(admin.id) : null;
    const at = new Date(now - (20 - i) * DAY);
    if (p.status === "invited")
      await tx.execute(sql`insert into audit_log (center_id, actor_user_id, action, subject_type, subject_id, data, created_at)
        values (${center.id}, ${actor}, 'user_invited', 'user', ${String(u!.id)},
                ${JSON.stringify({ role: p.role, organization_id: organizationId })}::jsonb, ${at})`);
    else
      await tx.execute(sql`insert into audit_log (center_id, actor_user_id, action, subject_type, subject_id, data, created_at)
        values (${center.id}, ${actor}, 'user_status_changed', 'user', ${String(u!.id)},
                ${JSON.stringify({ from: "active", to: p.status, ...(p.reason ? { reason: p.reason } : {}) })}::jsonb, ${at})`);
  }
}

export async function seedUserStatusDemo(database: Database, hash: string, now = Date.now()): Promise<void> {
  await database.system(async (tx) => {
    const list = rowsOf<{ id: number; key: string }>(await tx.execute(sql`select id, key from centers order by id`));
    for (const c of list) await seedCenter(tx, { id: Number(c.id), key: c.key as DemoCenterKey }, hash, now);
  });
}
