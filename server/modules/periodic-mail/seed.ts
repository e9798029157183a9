/**
 * Demo choices for the periodic vacancy mail (called from the demo seed): each center's demo
 * volunteer chose weekly or monthly mail with interests that fit the center's vacancies, some
 * with a place and a distance. Only accounts that still have the default choice are changed.
 */
import { sql } from "drizzle-orm";
import type { VacancyCategory } from "@contract/vacancies.ts";
import type { Database } from "../../db/client.ts";
import type { DemoCenterKey } from "../../db/demo-data.ts";

interface DemoChoice {
  frequency: "weekly" | "monthly";
  interests: VacancyCategory[];
  near?: string;
  distance?: number;
}

export const DEMO_PERIODIC_MAIL: Record<DemoCenterKey, DemoChoice> = {
  public: { frequency: "monthly", interests: ["natuur_en_milieu", "cultuur"], near: "Arnhem", distance: 25 },
  demo: { frequency: "weekly", interests: ["zorg", "welzijn", "buurt"] },
  rijnstad: { frequency: "weekly", interests: ["sport", "evenementen"], near: "Rhenen", distance: 15 },
  heuvelrug: { frequency: "monthly", interests: ["natuur_en_milieu", "cultuur"] },
  meedoen: { frequency: "weekly", interests: ["taal_en_integratie", "onderwijs"], near: "Amsterdam", distance: 10 },
};

export async function seedPeriodicMailDemo(database: Database): Promise<void> {
  await database.system(async (tx) => {
    for (const [key, c] of Object.entries(DEMO_PERIODIC_MAIL))
      await tx.execute(sql`update users set periodic_mail = ${c.frequency},
          interests = ${`{${c.interests.join(",")}}`}::text[],
          periodic_mail_near = ${c.near ?? null}, periodic_mail_distance = ${c.distance ?? null}
        where email = ${`volunteer@${key}.test`} and periodic_mail = 'never' and cardinality(interests) = 0`);
  });
}
