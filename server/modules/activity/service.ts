/**
 * Recent activity, derived from what is stored already (no table of its own): applications,
 * the audit log's organization events and messages, each limited to what the viewer may see,
 * merged newest first in one statement.
 */
import { sql, type SQL } from "drizzle-orm";
import { ACTIVITY_ITEM_KINDS, type ActivityItemKind } from "@contract/activity.ts";
import { rowsOf, type Tx } from "../../db/client.ts";
import type { FilterDef, Page, ParsedFilters } from "../../http/jsonapi.ts";
import { listedConversations } from "../conversations/service.ts";
import type { Actor } from "../../policy.ts";
import { activityScope, seesOrganizationEvents, type ActivityScope } from "./policy.ts";
import type { ActivityRow } from "./serializer.ts";

export const ACTIVITY_FILTERS: Record<string, FilterDef> = {
  kind_eq: { kind: "enum", values: ACTIVITY_ITEM_KINDS },
  kind_in: { kind: "enums", values: ACTIVITY_ITEM_KINDS },
  occurred_at_gteq: { kind: "date" },
  occurred_at_lteq: { kind: "date" },
};

const ids = (list: number[]) =>
  sql.join(
    list.map((n) => sql`${n}`),
    sql`, `,
  );
const NAME = (alias: string) => sql.raw(`nullif(concat_ws(' ', ${alias}.first_name, ${alias}.last_name), '')`);

/** Applications: the volunteer's own, to the organizations' vacancies, or all of the center. */
function applicationSource(centerId: number, s: ActivityScope): SQL {
  const visible = s.center
    ? sql`true`
    : s.organizationIds.length
      ? sql`(a.user_id = ${s.userId} or v.organization_id in (${ids(s.organizationIds)}))`
      : sql`a.user_id = ${s.userId}`;
  return sql`select 'application_created' as kind, a.id as source_id, a.created_at as occurred_at,
    a.user_id as actor_id, ${NAME("u")} as actor_name, v.title as subject, a.status as status, a.id as target_id
    from applications a join vacancies v on v.id = a.vacancy_id left join users u on u.id = a.user_id
    where a.center_id = ${centerId} and ${visible}`;
}

/** Organizations that signed up or changed status (audit log): their own staff and the center. */
function organizationSource(centerId: number, s: ActivityScope, kinds: ActivityItemKind[]): SQL | null {
  if (!seesOrganizationEvents(s)) return null;
  const actions = kinds.filter((k) => k === "organization_created" || k === "organization_status_changed");
  if (!actions.length) return null;
  const visible = s.center ? sql`true` : sql`o.id in (${ids(s.organizationIds)})`;
  return sql`select l.action as kind, l.id as source_id, l.created_at as occurred_at,
    l.actor_user_id as actor_id, null::text as actor_name, o.name as subject,
    case when l.action = 'organization_status_changed' then l.data->>'to' else null end as status, o.id as target_id
    from audit_log l join organizations o on o.id::text = l.subject_id and o.center_id = l.center_id
    where l.center_id = ${centerId} and l.subject_type = 'organization'
      and l.action in (${sql.join(
        actions.map((a) => sql`${a}`),
        sql`, `,
      )}) and ${visible}`;
}

/**
 * Messages of the threads the viewer reads (center staff: every thread of the center); not the
 * viewer's own, and not the opening message of an application's thread (its motivation: the
 * application itself is the item).
 */
function messageSource(centerId: number, actor: Actor, s: ActivityScope): SQL {
  const visible = s.center ? sql`true` : listedConversations(actor);
  return sql`select 'message_created' as kind, m.id as source_id, m.created_at as occurred_at,
    m.author_id as actor_id, ${NAME("u")} as actor_name, conversations.subject as subject, null::text as status,
    case when conversations.subject_type = 'application' then conversations.subject_id else null end as target_id
    from messages m join conversations on conversations.id = m.conversation_id left join users u on u.id = m.author_id
    where m.center_id = ${centerId} and m.author_id is distinct from ${s.userId} and ${visible}
      and not (conversations.subject_type = 'application'
        and m.id = (select min(o.id) from messages o where o.conversation_id = m.conversation_id))`;
}

/** One page of the viewer's recent activity, newest first, with the total. */
export async function listActivity(
  tx: Tx,
  centerId: number,
  actor: Actor,
  filters: ParsedFilters,
  page: Page,
): Promise<{ rows: ActivityRow[]; total: number }> {
  const scope = activityScope(actor);
  let kinds: ActivityItemKind[] = [...ACTIVITY_ITEM_KINDS];
  if (filters.kind_eq) kinds = kinds.filter((k) => k === filters.kind_eq);
  if (filters.kind_in) kinds = kinds.filter((k) => (filters.kind_in as string[]).includes(k));
  const sources = [
    kinds.includes("application_created") ? applicationSource(centerId, scope) : null,
    organizationSource(centerId, scope, kinds),
    kinds.includes("message_created") ? messageSource(centerId, actor, scope) : null,
  ].filter((s): s is SQL => s !== null);
  if (!sources.length) return { rows: [], total: 0 };
  const when: SQL[] = [];
  if (filters.occurred_at_gteq) when.push(sql`occurred_at >= ${new Date(filters.occurred_at_gteq as string)}`);
  if (filters.occurred_at_lteq) when.push(sql`occurred_at <= ${new Date(filters.occurred_at_lteq as string)}`);
  const where = when.length ? sql`where ${sql.join(when, sql` and `)}` : sql``;
  const rows = rowsOf<ActivityRow & { total: number | string }>(
    await tx.execute(sql`select *, count(*) over () as total from (${sql.join(sources, sql` union all `)}) items
      ${where}
      order by occurred_at desc, kind, source_id desc
      limit ${page.size} offset ${(page.number - 1) * page.size}`),
  );
  let total = Number(rows[0]?.total ?? 0);
  if (!rows.length && page.number > 1) {
    const [c] = rowsOf<{ n: number | string }>(
      await tx.execute(sql`select count(*) as n from (${sql.join(sources, sql` union all `)}) items ${where}`),
    );
    total = Number(c?.n ?? 0);
  }
  return { rows, total };
}
