/**
 * The periodic vacancy mail job. For every center, every active, confirmed account that chose
 * weekly or monthly mail and has no row for the current period gets one: the row is claimed
 * (INSERT ... ON CONFLICT DO NOTHING on the unique (center, user, period)) in the same tenant
 * transaction as the mail is queued, so a period is mailed once, after a restart and with several
 * processes running alike (a second process's insert waits for the first one's commit, then finds
 * the row). The vacancies are the vacancy bank's own answer for that volunteer (published, of an
 * approved organization, shared ones included where the bank shows them; the interests as
 * categories, the place and distance as the bank's distance filter), newest first, published
 * since the previous period's row. Nothing new: the row is kept (the period is done) and no mail
 * goes out.
 */
import { createHash, randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Locale } from "@contract/enums.ts";
import {
  PERIODIC_MAIL_CHANGE_PAGE,
  PERIODIC_MAIL_STOP_PAGE,
  PERIODIC_MAIL_UNSUBSCRIBE_PATH,
} from "@contract/periodic-mail.ts";
import { SAVED_SEARCHES_PAGE } from "@contract/saved-searches.ts";
import { VACANCY_CATEGORIES, type VacancyCategory } from "@contract/vacancies.ts";
import { baseUrlOf, type Services } from "../../context.ts";
import { rowsOf, type Tx } from "../../db/client.ts";
import { resolveLocation } from "../../geo/index.ts";
import { enqueueMail } from "../../mail/queue.ts";
import { run } from "../../perf/statements.ts";
import { searchResult, searchStatement, type SearchQuery, type SearchRow } from "../vacancies/search.ts";
import { pgArray } from "../vacancies/serializer.ts";
import { PERIODIC_MAIL_LIST_MAX, type PeriodicMailVacancy } from "./mail.ts";
import { renderTemplate } from "../notification-templates/service.ts";
import { listOwn, searchOf } from "../saved-searches/service.ts";
import { amsterdam, FIRST_LOOKBACK_MS, periodKey, type Frequency } from "./period.ts";

/** The bank's page size at most: more new vacancies than this in one period are counted, not listed. */
const SEARCH_LIMIT = 100;
/** A place without a distance: the vacancy bank's default radius. */
export const DEFAULT_DISTANCE_KM = 10;

export const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

interface Recipient {
  id: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  locale: string;
  periodic_mail: Frequency;
  interests: string[] | null;
  periodic_mail_near: string | null;
  periodic_mail_distance: number | null;
}

export interface PeriodicMailRun {
  /** Mails queued. */
  sent: number;
  /** Periods claimed with nothing new (no mail). */
  empty: number;
}

/**
 * Run the job once. One query (the owner's, across centers: the mail worker's kind of work) finds
 * the volunteers without a row for their current period, through a partial index of those who chose
 * weekly or monthly mail (0039); each of them is then claimed and mailed in their own center's
 * tenant transaction. A tick with nobody due is that one cheap query. `now` decides the period.
 */
export async function runPeriodicMail(services: Services, now = new Date(services.now())): Promise<PeriodicMailRun> {
  const result: PeriodicMailRun = { sent: 0, empty: 0 };
  const due = await services.database.system((tx) => dueRecipients(tx, now));
  for (const r of due) {
    if (!services.centers.byId(r.center_id)) continue;
    const outcome = await services.database.tenant(r.center_id, (tx) => mailOne(services, tx, r.center_id, r, now));
    if (outcome === "sent") result.sent += 1;
    else if (outcome === "empty") result.empty += 1;
  }
  return result;
}

async function dueRecipients(tx: Tx, now: Date): Promise<(Recipient & { center_id: number })[]> {
  return rowsOf<Recipient & { center_id: number }>(
    await tx.execute(sql`
      select u.center_id, u.id, u.email, u.first_name, u.last_name, u.locale, u.periodic_mail, u.interests,
             u.periodic_mail_near, u.periodic_mail_distance
      from users u
      where u.periodic_mail in ('weekly', 'monthly') and u.status = 'active' and u.confirmed_at is not null
        and not exists (
          select 1 from periodic_mails p
          where p.center_id = u.center_id and p.user_id = u.id
            and p.period = case u.periodic_mail when 'weekly' then ${periodKey("weekly", now)} else ${periodKey("monthly", now)} end)
      order by u.center_id, u.id`),
  ).map((r) => ({ ...r, id: Number(r.id), center_id: Number(r.center_id) }));
}

/** The bank's query for one volunteer: newest first, their interests and (when given) place and distance. */
export function recipientSearch(
  r: Pick<Recipient, "interests" | "periodic_mail_near" | "periodic_mail_distance">,
): SearchQuery {
  const categories = (r.interests ?? []).filter((c): c is VacancyCategory =>
    (VACANCY_CATEGORIES as readonly string[]).includes(c),
  );
  const near = r.periodic_mail_near ? resolveLocation(r.periodic_mail_near) : null;
  return {
    q: null,
    words: [],
    categories,
    near,
    distance: near ? (r.periodic_mail_distance ?? DEFAULT_DISTANCE_KM) : null,
    remote: false,
    hoursMax: null,
    schedule: null,
    sort: "newest",
    page: { number: 1, size: SEARCH_LIMIT },
    include: new Set(["organization"]),
  };
}

async function mailOne(
  services: Services,
  tx: Tx,
  centerId: number,
  r: Recipient,
  now: Date,
): Promise<"sent" | "empty" | "taken"> {
  const period = periodKey(r.periodic_mail, now);
  // Since the previous period's row (mailed or not: nothing was new before it), else one period back.
  const [previous] = rowsOf<{ at: Date | string | null }>(
    await tx.execute(
      sql`select max(created_at) as at from periodic_mails where center_id = ${centerId} and user_id = ${r.id}`,
    ),
  );
  const since = previous?.at ? new Date(previous.at) : new Date(now.getTime() - FIRST_LOOKBACK_MS[r.periodic_mail]);
  const [claimed] = rowsOf<{ id: number }>(
    await tx.execute(sql`
      insert into periodic_mails (center_id, user_id, frequency, period, created_at)
      values (${centerId}, ${r.id}, ${r.periodic_mail}, ${period}, ${now})
      on conflict (center_id, user_id, period) do nothing
      returning id`),
  );
  if (!claimed) return "taken";
  const isNew = (v: SearchRow) =>
    !!v.publishedAt &&
    new Date(v.publishedAt).getTime() > since.getTime() &&
    new Date(v.publishedAt).getTime() <= now.getTime();
  // The saved searches' new matches first (each vacancy once, under the first search it matches),
  // then the rest of what is new for the interests.
  const savedMatches: { search: string; vacancy: SearchRow }[] = [];
  for (const s of await listOwn(tx, centerId, r.id)) {
    const sq = searchStatement(searchOf(s, SEARCH_LIMIT));
    const found = searchResult(await run<SearchRow>(services.database, tx, sq.statement, sq.values)).rows;
    for (const v of found)
      if (isNew(v) && !savedMatches.some((m) => m.vacancy.id === v.id))
        savedMatches.push({ search: s.name, vacancy: v });
  }
  const q = searchStatement(recipientSearch(r));
  const { rows } = searchResult(await run<SearchRow>(services.database, tx, q.statement, q.values));
  const fresh = rows.filter((v) => isNew(v) && !savedMatches.some((m) => m.vacancy.id === v.id));
  if (!fresh.length && !savedMatches.length) return "empty";

  const center = services.centers.byId(centerId)!;
  const base = baseUrlOf(services, center);
  // Organizations of shared vacancies (another center's): the application role reads only their name.
  const shared = [...fresh, ...savedMatches.map((m) => m.vacancy)]
    .filter((v) => !v.organization && v.centerId !== centerId)
    .map((v) => v.id);
  const sharedNames = new Map<number, string>();
  if (shared.length)
    for (const o of rowsOf<{ id: number; name: string }>(
      await tx.execute(sql`select id, name from shared_vacancy_organizations(${pgArray(shared)}::bigint[])`),
    ))
      sharedNames.set(Number(o.id), o.name);
  const listed: PeriodicMailVacancy[] = fresh.slice(0, PERIODIC_MAIL_LIST_MAX).map((v) => ({
    title: v.title,
    organization: v.organization?.name ?? sharedNames.get(Number(v.organizationId)) ?? "",
    place: v.city ?? null,
    remote: v.remote,
    link: `${base}/vacancies/${v.id}`,
  }));
  const savedListed = savedMatches.slice(0, PERIODIC_MAIL_LIST_MAX);
  const token = randomBytes(32).toString("base64url");
  const locale: Locale = r.locale === "en" ? "en" : "nl";
  const placeOf = (v: { remote: boolean; place: string | null }) =>
    v.remote ? (locale === "nl" ? "op afstand" : "remote") : (v.place ?? "");
  // The center's periodic_vacancy_mail template (or the platform's default), in its mail layout.
  const content = await renderTemplate(tx, { center, baseUrl: base }, "periodic_vacancy_mail", locale, {
    recipient_name: [r.first_name, r.last_name].filter(Boolean).join(" ") || r.email,
    vacancy_count: fresh.length + savedMatches.length,
    vacancies: listed.map((v) => ({
      title: v.title,
      organization: v.organization,
      place: placeOf(v),
      link: v.link,
    })),
    saved_search_vacancies: savedListed.map(({ search, vacancy: v }) => ({
      search,
      title: v.title,
      organization: v.organization?.name ?? sharedNames.get(Number(v.organizationId)) ?? "",
      place: placeOf({ remote: v.remote, place: v.city ?? null }),
      link: `${base}/vacancies/${v.id}`,
    })),
    saved_searches_link: `${base}${SAVED_SEARCHES_PAGE}`,
    more_count: fresh.length - listed.length,
    search_link: `${base}/vacancies/search`,
    change_link: `${base}${PERIODIC_MAIL_CHANGE_PAGE}`,
    stop_link: `${base}${PERIODIC_MAIL_STOP_PAGE}?token=${token}`,
  });
  const mailed = [...savedMatches.map((m) => m.vacancy.id), ...fresh.map((v) => v.id)];
  await tx.execute(sql`update periodic_mails set vacancy_ids = ${pgArray(mailed)}::bigint[],
    unsubscribe_token_hash = ${sha256(token)} where id = ${claimed.id}`);
  await enqueueMail(tx, centerId, {
    to: r.email,
    subject: content.subject,
    text: content.text,
    html: content.html,
    headers: {
      "List-Unsubscribe": `<${base}${PERIODIC_MAIL_UNSUBSCRIBE_PATH}?token=${token}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  });
  return "sent";
}

/**
 * One-click unsubscribe: the token of a mail of this center (row-level security: another center's
 * token is not found) sets its volunteer's choice to never. Using it again changes nothing and
 * still answers yes (a mail client may post twice). Returns false for an unknown token.
 */
export async function unsubscribe(tx: Tx, centerId: number, token: string, now: Date): Promise<boolean> {
  const [row] = rowsOf<{ id: number; user_id: number }>(
    await tx.execute(sql`select id, user_id from periodic_mails
      where center_id = ${centerId} and unsubscribe_token_hash = ${sha256(token)} limit 1`),
  );
  if (!row) return false;
  await tx.execute(sql`update users set periodic_mail = 'never', updated_at = ${now}
    where center_id = ${centerId} and id = ${row.user_id}`);
  await tx.execute(
    sql`update periodic_mails set unsubscribed_at = coalesce(unsubscribed_at, ${now}) where id = ${row.id}`,
  );
  return true;
}

/**
 * The production schedule: our own timer (pg-boss's scheduler is off, like its other timers:
 * docs/decisions.md "Mail through pg-boss"). Every tick runs the job from 08:00 Dutch time only, so
 * a week's or month's mail goes out in the morning; before that a tick touches nothing. Ticks never
 * overlap; the rows keep it to one mail per period whatever runs it (a second tick, a second process).
 */
export class PeriodicMailSchedule {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  constructor(
    private readonly services: Services,
    private readonly intervalMs = 10 * 60_000,
    private readonly log: (msg: string, err?: unknown) => void = () => {},
  ) {}

  /** One tick at `now`: the job's outcome, or null before 08:00 (Europe/Amsterdam). */
  async tick(now = new Date(this.services.now())): Promise<PeriodicMailRun | null> {
    if (amsterdam(now).hour < 8) return null;
    return runPeriodicMail(this.services, now);
  }

  start() {
    const tick = () => {
      this.running = this.tick().catch((err: unknown) => this.log("periodic mail run failed", err));
      void this.running.finally(() => {
        this.running = null;
        if (this.timer !== null) {
          this.timer = setTimeout(tick, this.intervalMs);
          this.timer.unref?.();
        }
      });
    };
    this.timer = setTimeout(tick, Math.min(this.intervalMs, 60_000));
    this.timer.unref?.();
  }

  async stop() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.running) await this.running;
  }
}
