/** Demo news, partners and contact person per center (server/db/demo-data.ts); only for a center that has none yet. */
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import {
  DEMO_CENTERS,
  DEMO_NEWS,
  DEMO_PARTNERS,
  DEMO_PHOTOS,
  photoCredit,
  type DemoCenterKey,
} from "../../db/demo-data.ts";
import { centers, newsItems, partners } from "../../db/schema.ts";
import { photoUpload } from "../vacancies/seed.ts";
import { newsSlug } from "@contract/news.ts";

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const DAY = 86_400_000;

export async function seedDemoSite(database: Database, now = new Date()) {
  await database.system(async (tx) => {
    for (const key of Object.keys(DEMO_NEWS) as DemoCenterKey[]) {
      const [center] = await tx.select({ id: centers.id }).from(centers).where(eq(centers.key, key));
      if (!center) continue;
      // Row-level security also applies to the owner (FORCE): work inside the center's context.
      await tx.execute(sql`select set_config('app.center_id', ${String(center.id)}, true)`);
      const data = DEMO_CENTERS[key];
      const admin = data.people.admin;
      // The support and contact pages name the center's contact person: the demo admin, where none is set.
      await tx
        .update(centers)
        .set({
          contactName: `${admin.first} ${admin.last}`,
          contactRole: "Consulent vrijwilligerswerk",
          contactEmail: `info@${key}.test`,
          contactPhone: data.phone,
        })
        .where(and(eq(centers.id, center.id), isNull(centers.contactEmail), isNull(centers.contactName)));
      const [news] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(newsItems)
        .where(eq(newsItems.centerId, center.id));
      // Only the items that name a fitting photo get one (shipped, credited).
      const pictures = await Promise.all(
        DEMO_NEWS[key].map(async (n) =>
          n.photo ? { photo: n.photo, url: await photoUpload(tx, { id: center.id, key }, null, n.photo) } : null,
        ),
      );
      if (!news?.n)
        await tx.insert(newsItems).values(
          DEMO_NEWS[key].map((n, i) => {
            const at = new Date(now.getTime() - n.daysAgo * DAY);
            const picture = pictures[i] ?? null;
            return {
              centerId: center.id,
              slug: newsSlug(n.title),
              title: n.title,
              summary: n.summary,
              body: n.body.map((p) => `<p>${esc(p)}</p>`).join("") + (picture ? photoCredit(picture.photo) : ""),
              imageUrl: picture?.url ?? null,
              imageAlt: picture ? DEMO_PHOTOS[picture.photo].alt : null,
              authorName: `${admin.first} ${admin.last}`,
              status: "published",
              publishedAt: at,
              createdAt: at,
              updatedAt: at,
            };
          }),
        );
      const [partner] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(partners)
        .where(eq(partners.centerId, center.id));
      if (!partner?.n)
        await tx
          .insert(partners)
          .values(DEMO_PARTNERS[key].map((p, i) => ({ centerId: center.id, ...p, position: i + 1 })));
    }
  });
}
