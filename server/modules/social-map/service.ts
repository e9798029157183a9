/** The SQL of the social map. */
import { and, asc, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { OPENING_DAYS, type OpeningHours } from "@contract/social-map.ts";
import type { Tx } from "../../db/client.ts";
import { socialMapEntries, type SocialMapEntryRow } from "../../db/schema.ts";
import type { SortKey } from "../../http/jsonapi.ts";
import { likePattern as contains } from "../organizations/service.ts";

export interface SocialMapFilters {
  q?: string;
  nameCont?: string;
  category?: string;
}

export function socialMapWhere(centerId: number, f: SocialMapFilters): SQL {
  const q = f.q ? contains(f.q) : null;
  return and(
    eq(socialMapEntries.centerId, centerId),
    f.nameCont ? ilike(socialMapEntries.name, contains(f.nameCont)) : undefined,
    f.category ? eq(socialMapEntries.category, f.category) : undefined,
    q
      ? or(
          ilike(socialMapEntries.name, q),
          ilike(socialMapEntries.description, q),
          ilike(socialMapEntries.city, q),
          ilike(socialMapEntries.street, q),
        )
      : undefined,
  )!;
}

const SORT_COLUMNS = {
  name: socialMapEntries.name,
  city: socialMapEntries.city,
  created_at: socialMapEntries.createdAt,
};
export const SOCIAL_MAP_SORTS = Object.keys(SORT_COLUMNS);

export async function socialMapPage(
  tx: Tx,
  where: SQL,
  sort: SortKey[],
  page: { number: number; size: number },
): Promise<{ rows: SocialMapEntryRow[]; total: number }> {
  const order = sort.map((k) => {
    const col = SORT_COLUMNS[k.field as keyof typeof SORT_COLUMNS];
    return k.desc ? desc(col) : asc(col);
  });
  const rows = await tx
    .select({ entry: socialMapEntries, total: sql<number>`count(*) over ()` })
    .from(socialMapEntries)
    .where(where)
    .orderBy(...order, asc(socialMapEntries.id))
    .limit(page.size)
    .offset((page.number - 1) * page.size);
  return { rows: rows.map((r) => r.entry), total: Number(rows[0]?.total ?? 0) };
}

export async function findSocialMapEntry(tx: Tx, centerId: number, id: number): Promise<SocialMapEntryRow | null> {
  const [row] = await tx
    .select()
    .from(socialMapEntries)
    .where(and(eq(socialMapEntries.centerId, centerId), eq(socialMapEntries.id, id)))
    .limit(1);
  return row ?? null;
}

/** Periods in the week's order (Monday first), then by opening time. */
export const sortedHours = (hours: OpeningHours): OpeningHours =>
  [...hours].sort(
    (a, b) => OPENING_DAYS.indexOf(a.day) - OPENING_DAYS.indexOf(b.day) || a.opens.localeCompare(b.opens),
  );
