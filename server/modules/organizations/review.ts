/**
 * What a reviewer and the profile need beyond the organization's own row (issue 15): what depends
 * on it, its status history from the audit log, who signed it up, possible duplicates, and the
 * number of published vacancies per organization. Each is one statement for a page of organizations.
 */
import { sql } from "drizzle-orm";
import type { DuplicateReason, OrganizationDependents } from "@contract/organizations.ts";
import { rowsOf, type Tx } from "../../db/client.ts";
import type { Res } from "../../http/jsonapi.ts";

/** Audit actions that belong in an organization's status history. */
const HISTORY_ACTIONS = [
  "organization_signup",
  "organization_created",
  "organization_status_changed",
  "organization_updated",
  "organization_moved_in",
  "organization_moved_out",
];

/** Vacancies, people (roles), applications and conversations of the organization. */
export async function organizationDependents(tx: Tx, id: number): Promise<OrganizationDependents> {
  const [row] = rowsOf<Record<keyof OrganizationDependents, number>>(
    await tx.execute(sql`
      select
        (select count(*)::int from vacancies v where v.organization_id = ${id}) as vacancies,
        (select count(distinct r.user_id)::int from roles r where r.organization_id = ${id}) as people,
        (select count(*)::int from applications a join vacancies v on v.id = a.vacancy_id
          where v.organization_id = ${id}) as applications,
        (select count(*)::int from conversations c join applications a
          on c.subject_type = 'application' and c.subject_id = a.id
          join vacancies v on v.id = a.vacancy_id where v.organization_id = ${id}) as conversations`),
  );
  return {
    vacancies: Number(row?.vacancies ?? 0),
    people: Number(row?.people ?? 0),
    applications: Number(row?.applications ?? 0),
    conversations: Number(row?.conversations ?? 0),
  };
}

interface HistoryRow {
  id: number;
  action: string;
  data: Record<string, unknown>;
  created_at: Date | string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
}

const ACTIONS: Record<string, "signup" | "created" | "status_changed" | "moved"> = {
  organization_signup: "signup",
  organization_created: "created",
  organization_status_changed: "status_changed",
  organization_updated: "status_changed",
  organization_moved_in: "moved",
  organization_moved_out: "moved",
};

const text = (v: unknown) => (typeof v === "string" && v ? v : null);
const personName = (r: { first_name: string | null; last_name: string | null; email: string | null }) =>
  [r.first_name, r.last_name].filter(Boolean).join(" ") || r.email || null;

/** The organization's status history (signup or creation, status changes with reasons, moves), newest first. */
export async function statusHistory(tx: Tx, centerId: number, id: number): Promise<Res[]> {
  const rows = rowsOf<HistoryRow>(
    await tx.execute(sql`
      select l.id, l.action, l.data, l.created_at, u.first_name, u.last_name, u.email
      from audit_log l left join users u on u.id = l.actor_user_id
      where l.center_id = ${centerId} and l.subject_type = 'organization' and l.subject_id = ${String(id)}
        and l.action = any(${`{${HISTORY_ACTIONS.join(",")}}`}::text[])
        and (l.action <> 'organization_updated' or l.data ? 'to')
      order by l.created_at desc, l.id desc
      limit 200`),
  );
  return rows.map((r) => {
    const action = ACTIONS[r.action]!;
    const moved = action === "moved";
    return {
      type: "organization_status_change",
      id: String(r.id),
      attributes: {
        action,
        from: moved ? null : text(r.data.from),
        to: action === "signup" ? "pending" : action === "created" ? "approved" : moved ? null : text(r.data.to),
        reason: text(r.data.reason),
        actor_name: personName(r),
        created_at: new Date(r.created_at).toISOString(),
      },
    };
  });
}

export interface SignupPerson {
  id: number;
  name: string | null;
  email: string;
}

/** Who signed each organization up (the audit log's signup or creation entry). */
export async function signedUpBy(tx: Tx, ids: number[]): Promise<Map<number, SignupPerson>> {
  if (!ids.length) return new Map();
  const rows = rowsOf<{
    org_id: string;
    id: number;
    first_name: string | null;
    last_name: string | null;
    email: string;
  }>(
    await tx.execute(sql`
      select distinct on (l.subject_id) l.subject_id as org_id, u.id, u.first_name, u.last_name, u.email
      from audit_log l join users u on u.id = l.actor_user_id
      where l.subject_type = 'organization' and l.action in ('organization_signup', 'organization_created')
        and l.subject_id = any(${`{${ids.join(",")}}`}::text[])
      order by l.subject_id, l.id`),
  );
  return new Map(rows.map((r) => [Number(r.org_id), { id: Number(r.id), name: personName(r), email: r.email }]));
}

export const signupPersonResource = (p: SignupPerson): Res => ({
  type: "user",
  id: String(p.id),
  attributes: { full_name: p.name ?? p.email, email: p.email },
});

export interface Duplicate {
  id: number;
  name: string;
  status: string;
  reasons: DuplicateReason[];
}

/** The smallest trigram similarity of two names that counts as "a similar name". */
export const SIMILAR_NAME = 0.45;

/**
 * Other organizations of the center that may be the same one: a similar name (trigram similarity),
 * the same e-mail address or the same website (scheme, www. and trailing slashes ignored).
 */
export async function duplicatesOf(tx: Tx, centerId: number, ids: number[]): Promise<Map<number, Duplicate[]>> {
  const out = new Map<number, Duplicate[]>();
  if (!ids.length) return out;
  const site = (col: string) =>
    sql.raw(`nullif(regexp_replace(lower(${col}), '^https?://(www\\.)?|/+$', '', 'g'), '')`);
  const rows = rowsOf<{
    org_id: number;
    id: number;
    name: string;
    status: string;
    by_name: boolean;
    by_email: boolean;
    by_website: boolean;
  }>(
    await tx.execute(sql`
      select * from (
        select p.id as org_id, o.id, o.name, o.status,
          similarity(lower(o.name), lower(p.name)) >= ${SIMILAR_NAME} as by_name,
          coalesce(lower(o.email) = lower(p.email), false) as by_email,
          coalesce(${site("o.website")} = ${site("p.website")}, false) as by_website
        from organizations p join organizations o on o.center_id = p.center_id and o.id <> p.id
        where p.center_id = ${centerId} and p.id = any(${`{${ids.join(",")}}`}::bigint[])
      ) d
      where by_name or by_email or by_website
      order by org_id, (by_email::int + by_website::int + by_name::int) desc, id
      limit 1000`),
  );
  for (const r of rows) {
    const reasons: DuplicateReason[] = [];
    if (r.by_name) reasons.push("name");
    if (r.by_email) reasons.push("email");
    if (r.by_website) reasons.push("website");
    const list = out.get(Number(r.org_id)) ?? [];
    if (list.length < 5) list.push({ id: Number(r.id), name: r.name, status: r.status, reasons });
    out.set(Number(r.org_id), list);
  }
  return out;
}

/** Published vacancies per organization. */
export async function publishedVacancyCounts(tx: Tx, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = rowsOf<{ id: number; n: number }>(
    await tx.execute(sql`
      select organization_id as id, count(*)::int as n from vacancies
      where status = 'published' and organization_id = any(${`{${ids.join(",")}}`}::bigint[])
      group by organization_id`),
  );
  return new Map(rows.map((r) => [Number(r.id), Number(r.n)]));
}
