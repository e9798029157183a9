/** Every demo center's image library starts with the photos shipped with the product (./shipped.ts). */
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { centers } from "../../db/schema.ts";
import { provideShippedPhotos } from "./shipped.ts";

export async function seedStockImages(database: Database): Promise<number> {
  let added = 0;
  await database.system(async (tx) => {
    const all = await tx.select({ id: centers.id }).from(centers);
    for (const c of all) {
      await tx.execute(sql`select set_config('app.center_id', ${String(c.id)}, true)`);
      added += await provideShippedPhotos(tx, c.id);
    }
  });
  return added;
}
