/** Demo entries of the social map per center (./demo-data.ts); only for a center that has none yet. */
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { centers, socialMapEntries } from "../../db/schema.ts";
import { SOCIAL_MAP_CENTERS, demoSocialMap } from "./demo-data.ts";

export async function seedSocialMap(database: Database) {
  await database.system(async (tx) => {
    for (const key of SOCIAL_MAP_CENTERS) {
      const [center] = await tx.select({ id: centers.id }).from(centers).where(eq(centers.key, key));
      if (!center) continue;
      // Row-level security also applies to the owner (FORCE): work inside the center's context.
      await tx.execute(sql`select set_config('app.center_id', ${String(center.id)}, true)`);
      const [count] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(socialMapEntries)
        .where(eq(socialMapEntries.centerId, center.id));
      if (count?.n) continue;
      await tx.insert(socialMapEntries).values(demoSocialMap(key).map((e) => ({ centerId: center.id, ...e })));
    }
  });
}
