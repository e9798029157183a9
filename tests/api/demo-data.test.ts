/**
 * Issue 14.17: the demo data reads as a real volunteer center's. Checked on what the seed put in the
 * database and on what each center's vacancy bank shows a visitor (its own vacancies and those
 * shared with it).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PATHS } from "@contract/paths.ts";
import { uploadSrcSet, uploadVariantUrl } from "@contract/vacancies.ts";
import { findRoute } from "../../app/routes/preload.ts";
import { ROUTES } from "../../app/routes/table.ts";
import { DEMO_LOGOS_DIR, demoLogos, logoInitials } from "@server/db/demo-logos.ts";
import { DEMO_PHOTOS_DIR, writeDemoPhotos } from "@server/db/seed-images.ts";
import { distanceKm, resolvePlace } from "@server/geo/index.ts";
import { PLACES } from "@server/geo/places.ts";
import { createTestContext, json, type TestContext } from "@server/testing/harness.ts";

const CENTERS = ["public", "demo", "rijnstad", "heuvelrug", "meedoen"] as const;
/** How far from the center's own town its organizations and vacancies may lie (Gelderland is a province). */
const RADIUS_KM: Record<(typeof CENTERS)[number], number> = {
  public: 60,
  demo: 20,
  rijnstad: 10,
  heuvelrug: 15,
  meedoen: 15,
};

let t: TestContext;
const uploadsDir = mkdtempSync(join(tmpdir(), "volunteerly-demo-photos-"));
beforeAll(async () => {
  t = await createTestContext({ uploadsDir });
});
afterAll(async () => {
  await t?.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

interface Row {
  center: string;
  center_id: number;
  id: number;
  title: string;
  summary: string | null;
  description: string | null;
  status: string;
  city: string | null;
  latitude: number | null;
  longitude: number | null;
  remote: boolean;
  image_url: string | null;
  image_alt: string | null;
  contact_name: string | null;
  org_name: string;
  org_type: string;
  org_status: string;
  target_groups: string[];
}

const vacancies = () =>
  t.database.query<Row>(
    `select c.key as center, c.id as center_id, v.id, v.title, v.summary, v.description, v.status, v.city, v.latitude,
            v.longitude, v.remote, v.image_url, v.image_alt, v.contact_name, v.target_groups,
            o.name as org_name, o.organization_type as org_type, o.status as org_status
       from vacancies v join centers c on c.id = v.center_id join organizations o on o.id = v.organization_id
      order by v.id`,
  );

/** The center's own town: where its VolunteerCenter organization is. */
async function homeOf(center: string) {
  const [row] = await t.database.query<{ city: string }>(
    `select a.city from addresses a join organizations o on o.id = a.organization_id join centers c on c.id = o.center_id
      where c.key = $1 and o.organization_type = 'VolunteerCenter'`,
    [center],
  );
  const point = resolvePlace(row!.city);
  expect(point, `${center}: a real town (${row!.city})`).not.toBeNull();
  return point!;
}

/** Words of a title that carry meaning, cut to their first six letters ("voorlezen", "voorleesouder": "voorle"). */
const stems = (title: string) =>
  new Set(
    title
      .toLowerCase()
      .split(/[^a-zà-ÿ0-9]+/)
      .filter((w) => w.length > 3 && !["voor", "bij", "van", "met", "in", "de", "het", "een"].includes(w))
      .map((w) => w.slice(0, 6)),
  );
const overlap = (a: Set<string>, b: Set<string>) => [...a].filter((w) => b.has(w)).length / Math.min(a.size, b.size);

describe("the demo data (issue 14.17)", () => {
  it("shows in each vacancy bank distinct vacancies whose summary adds to the title", async () => {
    for (const center of CENTERS) {
      const doc = json(await t.request("GET", "/api/v1/vacancies/search?page[size]=100&sort=newest", { center }));
      const list: { title: string; summary: string | null }[] = doc.data.map(
        (r: { attributes: { title: string; summary: string | null } }) => r.attributes,
      );
      expect(list.length, center).toBeGreaterThanOrEqual(6);
      for (const [i, a] of list.entries()) {
        expect(a.summary, `${center}: ${a.title}`).toBeTruthy();
        const summary = a.summary!.toLowerCase();
        expect(summary.includes(a.title.toLowerCase()), `${center}: "${a.summary}" repeats "${a.title}"`).toBe(false);
        expect(summary.split(/\s+/).length, `${center}: "${a.summary}" says something`).toBeGreaterThanOrEqual(8);
        for (const b of list.slice(i + 1))
          expect(overlap(stems(a.title), stems(b.title)), `${center}: "${a.title}" and "${b.title}"`).toBeLessThan(0.6);
      }
    }
  });

  it("places organizations and vacancies in the center's own region, at their town's coordinates", async () => {
    const rows = await vacancies();
    for (const center of CENTERS) {
      const home = await homeOf(center);
      const radius = RADIUS_KM[center];
      for (const v of rows.filter((r) => r.center === center && !r.remote)) {
        expect(v.city && v.latitude !== null && v.longitude !== null, `${center}: ${v.title} has a place`).toBe(true);
        const town = resolvePlace(v.city!);
        expect(town, `${center}: ${v.city} is a real place`).not.toBeNull();
        expect(
          distanceKm(town!, v as { latitude: number; longitude: number }),
          `${v.title}: at ${v.city}`,
        ).toBeLessThan(2);
        expect(distanceKm(home, town!), `${center}: ${v.title} in ${v.city}`).toBeLessThan(radius);
      }
      // An organization named after a town lies in the region ("Buurtzorg Nijmegen" in Amsterdam does not).
      const orgs = await t.database.query<{ name: string; city: string }>(
        `select o.name, a.city from organizations o join centers c on c.id = o.center_id
           join addresses a on a.organization_id = o.id where c.key = $1`,
        [center],
      );
      for (const o of orgs) {
        const town = resolvePlace(o.city);
        expect(town, `${o.name}: ${o.city}`).not.toBeNull();
        expect(distanceKm(home, town!), `${center}: ${o.name} in ${o.city}`).toBeLessThan(radius);
        for (const [place, latitude, longitude] of PLACES)
          if (place.length > 3 && new RegExp(`(^|[^\\p{L}])${place}($|[^\\p{L}])`, "u").test(o.name))
            expect(distanceKm(home, { latitude, longitude }), `${center}: "${o.name}" names ${place}`).toBeLessThan(
              radius,
            );
      }
    }
  });

  it("has only approved organizations publish; a primary school asks help for its own pupils", async () => {
    for (const v of await vacancies()) {
      if (v.org_status !== "approved") expect(v.status, `${v.org_name}: ${v.title}`).toBe("draft");
      if (/^basisschool/i.test(v.org_name))
        expect(`${v.title} ${v.summary} ${v.target_groups.join(" ")}`, v.title).not.toMatch(
          /middelbare|brugklas|scholier|jongeren/i,
        );
    }
  });

  it("names people as people: varied Dutch names, and each center its own contact persons", async () => {
    const users = await t.database.query<{
      center: string | null;
      email: string;
      first_name: string;
      last_name: string;
    }>(
      `select c.key as center, u.email, u.first_name, u.last_name from users u left join centers c on c.id = u.center_id
        where u.email like '%.test'`,
    );
    const centerNames = await t.database.query<{ key: string; name: string }>("select key, name from centers");
    const roleWords = /vrijwillig|centrale|admin|member|beheer|contact|organisatie|centrum/i;
    for (const u of users) {
      const name = `${u.first_name} ${u.last_name}`;
      expect(name, u.email).not.toMatch(roleWords);
      for (const c of centerNames)
        for (const word of c.name.split(" ").filter((w) => w.length > 3))
          expect(name.includes(word), `${u.email}: "${name}" borrows from "${c.name}"`).toBe(false);
    }
    const lastNames = users.map((u) => u.last_name);
    expect(new Set(lastNames).size, "distinct last names").toBe(lastNames.length);
    // Contact persons: the organizations' own, never one name across centers.
    const contacts = await t.database.query<{ center: string; contact_name: string }>(
      `select distinct c.key as center, p.contact_name from organization_profiles p join centers c on c.id = p.center_id
       union select distinct c.key, v.contact_name from vacancies v join centers c on c.id = v.center_id`,
    );
    const centersOf = new Map<string, Set<string>>();
    for (const c of contacts) {
      expect(c.contact_name, c.center).toMatch(/^\p{Lu}\p{Ll}+ (\p{Ll}+ )*\p{Lu}/u);
      centersOf.set(c.contact_name, (centersOf.get(c.contact_name) ?? new Set()).add(c.center));
    }
    for (const [name, centers] of centersOf) expect(centers.size, `${name} in ${[...centers].join(", ")}`).toBe(1);
    for (const center of CENTERS)
      expect(contacts.filter((c) => c.center === center).length, center).toBeGreaterThanOrEqual(5);
  });

  it("fills each volunteer pool with people of their own: an introduction each, from the towns of the region", async () => {
    const profiles = await t.database.query<{ center: string; summary: string | null; place: string }>(
      `select c.key as center, p.summary, p.place from pool_profiles p join centers c on c.id = p.center_id`,
    );
    for (const center of ["public", "demo", "rijnstad", "heuvelrug"]) {
      const own = profiles.filter((p) => p.center === center);
      expect(own.length, center).toBeGreaterThanOrEqual(30);
      const summaries = own.flatMap((p) => (p.summary ? [p.summary] : []));
      expect(new Set(summaries).size, `${center}: distinct introductions`).toBe(summaries.length);
      expect(new Set(own.map((p) => p.place)).size, `${center}: towns`).toBeGreaterThanOrEqual(4);
    }
  });

  it("illustrates vacancies with credited photos, uploads of the center with variants for srcset", async () => {
    expect(await writeDemoPhotos(uploadsDir)).toBeGreaterThan(0);
    const rows = (await vacancies()).filter((v) => v.status === "published");
    const credits = readFileSync(join(DEMO_PHOTOS_DIR, "CREDITS.md"), "utf8");
    for (const file of readdirSync(DEMO_PHOTOS_DIR).filter((f) => f.endsWith(".jpg")))
      expect(credits, `${file} is credited`).toMatch(
        new RegExp(`\\| ${file} \\|[^\\n]+\\|[^\\n]+\\|[^\\n]+\\| (CC|GPL)`),
      );
    for (const center of CENTERS) {
      const own = rows.filter((v) => v.center === center);
      const pictured = own.filter((v) => v.image_url);
      expect(pictured.length * 2, `${center}: ${pictured.length} of ${own.length} with a photo`).toBeGreaterThanOrEqual(
        own.length,
      );
      for (const v of pictured) {
        expect(uploadSrcSet(v.image_url), v.title).not.toBeNull();
        expect(v.image_alt, v.title).toBeTruthy();
        expect(v.description, `${v.title}: credit and licence`).toMatch(
          /<p><em>Foto: [^<]+, <a href="https:\/\/[^"]+">/,
        );
        const key = v.image_url!.split("/").pop();
        const [upload] = await t.database.query<{ center_id: number }>(
          "select center_id from uploads where storage_key = $1",
          [key],
        );
        expect(upload?.center_id, `${v.title}: an upload of its own center`).toBe(v.center_id);
        const variant = await t.request("GET", uploadVariantUrl(v.image_url, 640)!, { center });
        expect(variant.statusCode, v.title).toBe(200);
        expect(variant.headers["content-type"]).toBe("image/webp");
      }
    }
  });

  it("has the file of every upload it seeds (a news item's photo too), with its variants", async () => {
    await writeDemoPhotos(uploadsDir);
    const uploads = await t.database.query<{ key: string; center: string }>(
      "select u.storage_key as key, c.key as center from uploads u join centers c on c.id = u.center_id",
    );
    expect(uploads.length).toBeGreaterThan(0);
    const missing: string[] = [];
    for (const { key, center } of uploads) {
      const res = await t.request("GET", `/uploads/${key}`, { center });
      if (res.statusCode !== 200) missing.push(`${center} ${key}: ${res.statusCode}`);
    }
    expect(missing).toEqual([]);
  });

  it("gives the organizations logos (informal groups none), uploads of their center that cards fall back to", async () => {
    await writeDemoPhotos(uploadsDir);
    // Every logo drawn in demo-logos.ts has its PNG, and nothing else is in the folder.
    expect(readdirSync(DEMO_LOGOS_DIR).sort()).toEqual(
      demoLogos()
        .map((l) => `${l.slug}.png`)
        .sort(),
    );
    for (const logo of demoLogos()) expect(logo.initials, logo.organization).toMatch(/^[A-Z]{1,2}$/);
    expect(logoInitials("Basisschool Het Kompas")).toBe("K");
    expect(logoInitials("Dierenopvang De Veluwse Vriend")).toBe("VV");
    expect(logoInitials("Stichting Taal aan de Amstel")).toBe("TA");
    const orgs = await t.database.query<{
      center: string;
      center_id: number;
      name: string;
      type: string;
      logo: string | null;
    }>(
      `select c.key as center, c.id as center_id, o.name, o.organization_type as type, p.logo_url as logo
       from organizations o join centers c on c.id = o.center_id
       join organization_profiles p on p.organization_id = o.id
       where o.organization_type <> 'VolunteerCenter' and c.key = any($1)`,
      [[...CENTERS]],
    );
    for (const center of CENTERS) {
      const demo = demoLogos().filter((l) => l.center === center);
      expect(demo.length, center).toBeGreaterThan(3);
      for (const logo of demo) {
        const org = orgs.find((o) => o.center === center && o.name === logo.organization);
        expect(org?.logo, `${center}: ${logo.organization}`).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
        const [upload] = await t.database.query<{ center_id: number; content_type: string }>(
          "select center_id, content_type from uploads where storage_key = $1",
          [org!.logo!.split("/").pop()],
        );
        expect(upload).toEqual({ center_id: org!.center_id, content_type: "image/png" });
        const variant = await t.request("GET", uploadVariantUrl(org!.logo, 320)!, { center });
        expect(variant.statusCode, logo.organization).toBe(200);
      }
      for (const o of orgs.filter((x) => x.center === center && x.type === "InformalGroup"))
        expect(o.logo, `${center}: ${o.name} is an informal group`).toBeNull();
      // A card without a photo of its own shows its organization's logo.
      const bank = json(await t.request("GET", "/api/v1/vacancies/search?page[size]=100", { center })).data as {
        attributes: { image_url: string | null; organization_logo_url: string | null };
      }[];
      expect(
        bank.some((v) => !v.attributes.image_url && v.attributes.organization_logo_url),
        `${center}: a card falls back to a logo`,
      ).toBe(true);
    }
  });

  it("gives analytics a year of history up to the day of seeding in every center, nothing waiting for an answer", async () => {
    const rows = await t.database.query<{ key: string; n: number; newest: Date; joined: Date; waiting: number }>(
      `SELECT c.key, count(a.id)::int AS n, max(a.created_at) AS newest, max(u.created_at) AS joined,
         count(a.id) FILTER (WHERE a.status = 'new')::int AS waiting
       FROM centers c JOIN users u ON u.center_id = c.id AND u.email LIKE 'historie-%'
       LEFT JOIN applications a ON a.user_id = u.id GROUP BY c.key`,
    );
    expect(rows.map((r) => r.key).sort()).toEqual([...CENTERS].sort());
    for (const r of rows) {
      expect(r.n, r.key).toBeGreaterThan(20);
      expect(r.waiting, r.key).toBe(0);
      // The last history volunteer joined an hour before the seed ran; the newest application is of the last days.
      expect(new Date(r.joined).getTime() - new Date(r.newest).getTime(), r.key).toBeLessThan(7 * 86_400_000);
    }
  });
});

describe("the demo approval queue", () => {
  it("has in each center a few signups with who and when, a likely duplicate, and reasons in the history", async () => {
    for (const key of CENTERS) {
      const center = key === "public" ? "gelderland" : key;
      const admin = await t.signIn(`admin@${key}.test`, center);
      const queue = json(
        await t.request(
          "GET",
          "/api/v1/organizations?filter[status_eq]=pending&include=signed_up_by,duplicates&page[size]=100",
          { as: admin, center },
        ),
      );
      expect(queue.data.length, center).toBeGreaterThanOrEqual(3);
      for (const o of queue.data) {
        expect(o.relationships.signed_up_by.data, `${center}: who signed up ${o.attributes.name}`).not.toBeNull();
        const days = (Date.now() - Date.parse(o.attributes.created_at)) / 86_400_000;
        expect(days, `${center}: ${o.attributes.name} signed up recently`).toBeLessThan(14);
      }
      const duplicates = queue.data.filter(
        (o: { relationships: { duplicates: { data: unknown[] } } }) => o.relationships.duplicates.data.length > 0,
      );
      expect(duplicates.length, `${center}: a likely duplicate`).toBeGreaterThanOrEqual(1);
      for (const status of ["denied", "archived"]) {
        const [org] = json(
          await t.request("GET", `/api/v1/organizations?filter[status_eq]=${status}`, { as: admin, center }),
        ).data;
        const history = json(
          await t.request("GET", `/api/v1/organizations/${org.id}/status_history`, { as: admin, center }),
        ).data;
        const change = history.find((h: { attributes: { to: string } }) => h.attributes.to === status);
        expect(change?.attributes.reason, `${center}: why ${org.attributes.name} is ${status}`).toMatch(/\w{3,}.*\./);
        expect(change?.attributes.actor_name, center).toBeTruthy();
      }
    }
  });
});

describe("the demo menus", () => {
  it("lead a visitor to the center's public pages, each built and on in that center", async () => {
    for (const center of CENTERS) {
      const features = (
        json(await t.request("GET", API_PATHS.currentVolunteerCenter, { center })).data as {
          attributes: { features: Record<string, boolean> };
        }
      ).attributes.features;
      const items = (
        json(await t.request("GET", API_PATHS.menuItems, { center })).data as {
          attributes: { label: string; href: string; location: string };
        }[]
      ).map((m) => m.attributes);
      const header = items.filter((m) => m.location === "header").map((m) => m.href);
      expect(header, center).toContain("/sociale-kaart");
      expect(header.includes("/activiteitenkalender"), center).toBe(features.activities);
      expect(header.includes("/een-op-een-hulp"), center).toBe(features.peer_to_peer);
      for (const { href, label } of items) {
        const route = findRoute(href, ROUTES);
        expect(route, `${center}: ${label} -> ${href}`).toBeDefined();
        expect(route!.isPublic, `${center}: ${label} -> ${href}`).toBe(true);
        // Built: no menu leads to "Binnenkort beschikbaar".
        expect(route!.load.toString(), `${center}: ${label} -> ${href}`).not.toContain("ComingSoon");
      }
    }
  });
});
