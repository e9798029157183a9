/**
 * Demo volunteer pool (called from the demo seed): per center with volunteer profiles (all but
 * meedoen) thirty volunteers of its own region who joined the pool, with skills, interests, parts
 * of the week, a place and a short introduction; the demo volunteer (volunteer@<key>.test) in the
 * pool too, with two invitations from the center's admin. Only for a center that has none yet.
 */
import { sql } from "drizzle-orm";
import { VACANCY_CATEGORIES, type VacancyCategory } from "@contract/vacancies.ts";
import { POOL_AVAILABILITY, POOL_SKILLS, type PoolAvailability, type PoolSkill } from "@contract/volunteer-pool.ts";
import { rowsOf, type Database, type Tx } from "../../db/client.ts";
import type { DemoCenterKey } from "../../db/demo-data.ts";
import { resolveLocation } from "../../geo/index.ts";

const DAY = 86_400_000;

/** Places of each center's region (demo-data.ts), the first the most common. */
const REGION_PLACES: Partial<Record<DemoCenterKey, string[]>> = {
  public: [
    "Arnhem",
    "Nijmegen",
    "Ede",
    "Apeldoorn",
    "Velp",
    "Oosterbeek",
    "Wageningen",
    "Zutphen",
    "Doetinchem",
    "Tiel",
  ],
  demo: ["Utrecht", "Nieuwegein", "Houten", "Maarssen", "IJsselstein", "Zeist", "Bunnik", "Vleuten"],
  rijnstad: ["Rhenen", "Elst", "Veenendaal", "Wageningen", "Amerongen"],
  heuvelrug: ["Doorn", "Driebergen", "Leersum", "Amerongen", "Maarn", "Zeist", "Wijk bij Duurstede"],
};

const FIRST = [
  "Anouk",
  "Bram",
  "Fatima",
  "Gerrit",
  "Ingrid",
  "Joost",
  "Karin",
  "Lars",
  "Mila",
  "Noor",
  "Oscar",
  "Priya",
  "Ruben",
  "Sanne",
  "Thijs",
  "Wendy",
  "Yusuf",
  "Zeynep",
  "Annelies",
  "Bas",
  "Chantal",
  "Daan",
  "Els",
  "Femke",
  "Hamza",
  "Ilse",
  "Jan",
  "Lotte",
  "Mohamed",
  "Riet",
];
/** Surnames as they occur in the region; each demo person has one of their own (demo-data.test.ts). */
const LAST = [
  "Bakker",
  "Visser",
  "El Idrissi",
  "van der Meer",
  "Jansen",
  "de Graaf",
  "Smit",
  "Mulder",
  "Kaya",
  "Hendriks",
  "Dekker",
  "Ramdin",
  "Peters",
  "van Leeuwen",
  "Bos",
  "Verhoeven",
  "Yilmaz",
  "Demir",
  "Vos",
  "Brouwer",
  "Kok",
  "de Wit",
  "Scholten",
  "Koster",
  "Benali",
  "Postma",
  "van Dam",
  "Wouters",
  "Ait Said",
  "Schouten",
  "Willems",
  "Hoekstra",
  "van Dijk",
  "Prins",
  "Huisman",
  "Kuipers",
  "van der Linden",
  "Bosman",
  "Veenstra",
  "Maas",
  "de Haan",
  "Vermeulen",
  "van den Berg",
  "Sanders",
  "Timmermans",
  "Groen",
  "Gerritsen",
  "Jacobs",
  "Evers",
  "Lammers",
  "van Wijk",
  "Kramer",
  "Hermans",
  "de Ruiter",
  "Claassen",
  "Wolters",
  "Pauwels",
  "Boer",
  "Koning",
  "van Beek",
  "Aydin",
  "Öztürk",
  "Bouzid",
  "Chaouch",
  "Nguyen",
  "Tran",
  "Pinas",
  "Sitaldin",
  "Kanhai",
  "Baldew",
  "Rijken",
  "Stam",
  "Zwart",
  "Blom",
  "Kuiper",
  "Meijer",
  "de Lange",
  "Dijkstra",
  "van Vliet",
  "Hoogland",
  "Roelofs",
  "Arts",
  "Verbeek",
  "Heijmans",
  "Snel",
  "Pronk",
  "Drost",
  "Spijker",
  "Wessels",
  "Leenders",
  "Martens",
  "Gijsbers",
  "Verschoor",
  "Lubbers",
  "Ruiter",
  "Hofman",
  "Vink",
  "Oosterhuis",
  "Bruins",
  "Zijlstra",
  "van Rooij",
  "Nijhuis",
  "Haverkamp",
  "Tuinstra",
  "Wijnands",
  "Rutten",
  "Ploeg",
  "Blokland",
  "Bouma",
  "Doornbos",
  "Ketelaar",
  "Stevens",
  "Franken",
  "de Bruijn",
  "Mertens",
  "Albers",
  "Brink",
  "Groot",
  "Aarts",
  "Mol",
  "Dirksen",
  "Elzinga",
  "Hazenberg",
  "Jonker",
  "Knol",
  "Lems",
  "Mos",
  "Noordam",
  "Overbeek",
  "Reijnders",
  "Siebers",
  "Teunissen",
  "Uitterhoeve",
  "Veldkamp",
  "Wiersma",
  "Zuidema",
  "Bergsma",
  "Hofstede",
  "Kooistra",
  "Schipper",
  "Altena",
  "Beekman",
  "Bijl",
  "Boersma",
  "Bolhuis",
  "Bruggink",
  "Damen",
  "van Doorn",
  "Eijkelboom",
  "Feenstra",
  "Frijns",
  "Geurts",
  "Goossens",
  "Haan",
  "Heerink",
  "Hulshof",
  "IJzerman",
  "Jongbloed",
  "Kamphuis",
  "Kersten",
  "Klaassen",
  "Kremer",
  "Laan",
  "Lagerweij",
  "Luijten",
  "Meulenbroek",
  "Molenaar",
  "Nieuwenhuis",
  "Oude Vrielink",
  "Pol",
  "Raaijmakers",
  "Rozendaal",
  "Slot",
  "Smeets",
  "Stoffels",
  "Tap",
  "Terpstra",
  "Tjoe",
  "van Veen",
  "Verhagen",
  "Vissers",
  "Vogel",
  "Voskuil",
  "Wagenaar",
  "Wieringa",
  "Wijnen",
  "Zandbergen",
  "Zomer",
  "Akkerman",
  "Beumer",
  "Cornelissen",
  "Eggink",
  "Hak",
  "Hoving",
  "Keijzer",
  "Langeveld",
  "Nauta",
  "Poelman",
  "Rietveld",
  "Steenbergen",
  "Storm",
  "Tijssen",
  "Veltman",
  "Westra",
  "Ypma",
  "Zeeman",
  "Mahabier",
  "Soekhoe",
  "Karakaya",
  "Haddou",
];

/** Who they are: skills, interests and an introduction that fit together; one each for a center's thirty. */
const PROFILES: { skills: PoolSkill[]; categories: VacancyCategory[]; summary: string | null }[] = [
  {
    skills: ["zorg", "luisteren"],
    categories: ["zorg", "welzijn"],
    summary: "Gepensioneerd verpleegkundige. Ik ga graag bij ouderen op bezoek of help bij een dagbesteding.",
  },
  {
    skills: ["computer", "lesgeven"],
    categories: ["onderwijs", "welzijn"],
    summary: "Werk in de ICT en wil graag mensen helpen met hun telefoon, tablet of DigiD.",
  },
  {
    skills: ["rijbewijs", "klussen"],
    categories: ["vervoer", "buurt"],
    summary: "Heb een auto en tijd over sinds mijn pensioen. Rijden, klussen: ik doe het graag.",
  },
  {
    skills: ["talen", "lesgeven"],
    categories: ["taal_en_integratie", "onderwijs"],
    summary: "Spreek Arabisch en Frans en wil nieuwkomers helpen met de Nederlandse taal.",
  },
  {
    skills: ["tuinieren"],
    categories: ["natuur_en_milieu", "buurt"],
    summary: "Groene vingers! Help graag in een buurttuin, schooltuin of bij natuurwerkdagen.",
  },
  {
    skills: ["koken", "organiseren"],
    categories: ["buurt", "evenementen"],
    summary: "Kook graag voor grote groepen, bijvoorbeeld voor een buurtmaaltijd.",
  },
  {
    skills: ["sport_en_spel", "eerste_hulp"],
    categories: ["sport", "evenementen"],
    summary: "Oud-trainer van de voetbalclub, heb mijn EHBO-diploma. Beschikbaar bij sportdagen en toernooien.",
  },
  {
    skills: ["administratie", "luisteren"],
    categories: ["administratie", "welzijn"],
    summary: "Was boekhouder. Help graag mensen die het overzicht over hun post en geldzaken kwijt zijn.",
  },
  {
    skills: ["muziek", "creatief"],
    categories: ["cultuur", "zorg"],
    summary: "Speel piano en gitaar; zing graag met bewoners van een verpleeghuis.",
  },
  {
    skills: ["fotografie", "computer"],
    categories: ["cultuur", "evenementen"],
    summary: "Fotografeer graag evenementen en help organisaties met beeld voor hun website.",
  },
  { skills: ["luisteren"], categories: ["dieren", "welzijn"], summary: null },
  {
    skills: ["organiseren", "administratie"],
    categories: ["evenementen", "administratie"],
    summary: "Student bestuurskunde, goed in plannen en regelen. Vooral 's avonds en in het weekend.",
  },
  {
    skills: ["zorg", "rijbewijs"],
    categories: ["zorg", "vervoer"],
    summary: "Mantelzorger geweest voor mijn moeder. Rijd graag mensen naar het ziekenhuis of de huisarts.",
  },
  {
    skills: ["lesgeven", "talen"],
    categories: ["onderwijs", "taal_en_integratie"],
    summary: "Juf in ruste. Help kinderen graag met lezen of rekenen, ook na schooltijd.",
  },
  {
    skills: ["klussen"],
    categories: ["buurt", "welzijn"],
    summary: "Handig met gereedschap. Een lekkende kraan of een wankele kast: ik los het op.",
  },
  {
    skills: ["luisteren"],
    categories: ["welzijn", "zorg"],
    summary: "Ik ben een goede luisteraar en kom graag wekelijks op de koffie bij iemand die alleen is.",
  },
  {
    skills: ["sport_en_spel"],
    categories: ["sport", "onderwijs"],
    summary: "Zit in 4 havo en zoek een maatschappelijke stage bij een sportclub of een beweegmiddag.",
  },
  {
    skills: ["creatief", "lesgeven"],
    categories: ["cultuur", "welzijn"],
    summary: "Schilder zelf en geef graag een creatieve middag in een buurthuis of bij de dagbesteding.",
  },
  {
    skills: ["computer", "administratie"],
    categories: ["administratie", "welzijn"],
    summary: "Kan goed met Excel en websites. Help een vereniging graag met de ledenadministratie.",
  },
  {
    skills: ["tuinieren", "klussen"],
    categories: ["natuur_en_milieu", "dieren"],
    summary: "Wandel elke dag met de hond en help graag bij de kinderboerderij of bij snoeiwerk.",
  },
  {
    skills: ["koken"],
    categories: ["buurt", "zorg"],
    summary: "Kookte dertig jaar in een restaurant. Wil graag meehelpen bij een inloopmaaltijd.",
  },
  {
    skills: ["rijbewijs"],
    categories: ["vervoer", "evenementen"],
    summary: "Heb een rijbewijs B en E. Kan helpen met vervoer van spullen voor evenementen.",
  },
  {
    skills: ["talen", "luisteren"],
    categories: ["taal_en_integratie", "welzijn"],
    summary:
      "Kwam zelf acht jaar geleden naar Nederland. Spreek Tigrinya en Engels en wil statushouders wegwijs maken.",
  },
  {
    skills: ["muziek"],
    categories: ["cultuur", "evenementen"],
    summary: "Speel trompet in de harmonie. Treed graag op bij een feest in het verzorgingshuis.",
  },
  {
    skills: ["eerste_hulp", "organiseren"],
    categories: ["evenementen", "sport"],
    summary: "BHV'er op mijn werk. Sta graag bij de EHBO-post van een loop of braderie.",
  },
  {
    skills: ["organiseren", "luisteren"],
    categories: ["welzijn", "buurt"],
    summary: "Net gestopt met werken en zoek iets zinvols voor twee ochtenden per week.",
  },
  {
    skills: ["fotografie", "creatief"],
    categories: ["cultuur", "natuur_en_milieu"],
    summary: "Maak graag natuurfoto's en help bij het tellen van vogels of vlinders.",
  },
  {
    skills: ["administratie"],
    categories: ["administratie", "buurt"],
    summary: "Penningmeester geweest van de tennisclub. Kan een kascontrole of begroting aan.",
  },
  {
    skills: ["computer", "lesgeven"],
    categories: ["onderwijs", "welzijn"],
    summary: "Geef graag uitleg over de computer aan senioren, met geduld en zonder vakjargon.",
  },
  {
    skills: ["zorg", "muziek"],
    categories: ["zorg", "cultuur"],
    summary: "Werk in de thuiszorg en wil in mijn vrije tijd iets met muziek voor mensen met dementie doen.",
  },
];

const AVAILABILITY_SETS: PoolAvailability[][] = [
  ["weekday_morning", "weekday_afternoon"],
  ["weekday_evening", "weekend_morning"],
  ["weekend_morning", "weekend_afternoon"],
  ["weekday_afternoon"],
  ["weekday_morning", "weekday_afternoon", "weekday_evening"],
  ["weekday_evening", "weekend_afternoon", "weekend_evening"],
];
const TRAVEL = [5, 10, 10, 25, 10, 5, 25, 50];
const POOL_SIZE = 30;

const ordered = <T extends string>(all: readonly T[], chosen: readonly T[]) => all.filter((v) => chosen.includes(v));

async function seedCenter(tx: Tx, center: { id: number; key: DemoCenterKey }, now: number) {
  const places = REGION_PLACES[center.key];
  if (!places) return;
  const [have] = rowsOf<{ n: number }>(
    await tx.execute(sql`select count(*)::int as n from pool_profiles where center_id = ${center.id}`),
  );
  if (Number(have?.n ?? 0) > 0) return;
  const ids: number[] = [];
  const taken = new Set(
    rowsOf<{ last_name: string | null }>(await tx.execute(sql`select last_name from users`)).map((r) => r.last_name),
  );
  const surnames = LAST.filter((l) => !taken.has(l));
  for (let i = 0; i < POOL_SIZE && i < surnames.length; i++) {
    const first = FIRST[(i * 7 + center.id) % FIRST.length]!;
    const last = surnames[i]!;
    const joined = new Date(now - (400 - i * 12) * DAY);
    const email = `pool-${String(i + 1).padStart(2, "0")}@${center.key}.test`;
    const [u] = rowsOf<{ id: number }>(
      await tx.execute(sql`
        insert into users (center_id, email, first_name, last_name, status, locale, confirmed_at, created_at)
        values (${center.id}, ${email}, ${first}, ${last}, 'active', 'nl', ${joined}, ${joined})
        on conflict do nothing returning id`),
    );
    if (!u) continue;
    ids.push(Number(u.id));
    await tx.execute(sql`insert into roles (center_id, user_id, name, created_at)
      values (${center.id}, ${u.id}, 'volunteer', ${joined})`);
    const profile = PROFILES[(i + center.id) % PROFILES.length]!;
    // Most live in the region's main place, the others spread over its neighbours.
    const place = i % 3 === 0 ? places[0]! : places[1 + (i % (places.length - 1))]!;
    const point = resolveLocation(place);
    const since = new Date(now - (120 - i * 4) * DAY);
    await tx.execute(sql`update users set interests = ${`{${ordered(VACANCY_CATEGORIES, profile.categories).join(",")}}`}::text[]
      where id = ${u.id}`);
    await tx.execute(sql`
      insert into pool_profiles (user_id, center_id, available, available_since, skills, availability, place,
                                 latitude, longitude, travel_km, summary, created_at, updated_at)
      values (${u.id}, ${center.id}, true, ${since},
              ${`{${ordered(POOL_SKILLS, profile.skills).join(",")}}`}::text[],
              ${`{${ordered(POOL_AVAILABILITY, AVAILABILITY_SETS[i % AVAILABILITY_SETS.length]!).join(",")}}`}::text[],
              ${point ? point.label : place}, ${point?.latitude ?? null}, ${point?.longitude ?? null},
              ${TRAVEL[i % TRAVEL.length]!}, ${profile.summary}, ${since}, ${since})`);
  }
  // The demo volunteer joins too, and was invited twice by the center's admin (one seen).
  const [volunteer] = rowsOf<{ id: number }>(
    await tx.execute(sql`select id from users where email = ${`volunteer@${center.key}.test`}`),
  );
  const [admin] = rowsOf<{ id: number }>(
    await tx.execute(sql`select id from users where email = ${`admin@${center.key}.test`}`),
  );
  const vacancies = rowsOf<{ id: number }>(
    await tx.execute(sql`select id from vacancies where center_id = ${center.id} and status = 'published'
      order by published_at desc nulls last, id limit 4`),
  );
  if (volunteer) {
    const point = resolveLocation(places[0]!);
    const since = new Date(now - 30 * DAY);
    await tx.execute(sql`
      insert into pool_profiles (user_id, center_id, available, available_since, skills, availability, place,
                                 latitude, longitude, travel_km, summary, created_at, updated_at)
      values (${volunteer.id}, ${center.id}, true, ${since}, '{computer,organiseren}'::text[],
              '{weekday_evening,weekend_morning}'::text[], ${places[0]!}, ${point?.latitude ?? null},
              ${point?.longitude ?? null}, 10, 'Werk parttime en help graag een paar uur per week.', ${since}, ${since})
      on conflict do nothing`);
    const invited = [volunteer.id, ids[0], ids[1]].filter((v): v is number => v !== undefined);
    for (const [n, userId] of invited.entries()) {
      const vacancy = vacancies[n % Math.max(1, vacancies.length)];
      if (!vacancy) break;
      const at = new Date(now - (6 - n * 2) * DAY);
      await tx.execute(sql`
        insert into pool_invitations (center_id, user_id, vacancy_id, invited_by, message, viewed_at, created_at)
        values (${center.id}, ${userId}, ${vacancy.id}, ${admin?.id ?? null},
                ${n === 0 ? "Je gaf aan dat je 's avonds tijd hebt: deze vacature past daar mooi bij. Laat je iets weten?" : null},
                ${n === 1 ? new Date(at.getTime() + DAY) : null}, ${at})
        on conflict do nothing`);
    }
  }
}

export async function seedVolunteerPool(database: Database, now = Date.now()): Promise<void> {
  await database.system(async (tx) => {
    const list = rowsOf<{ id: number; key: DemoCenterKey; on: boolean }>(
      await tx.execute(sql`select id, key, coalesce((features->>'volunteer_profiles')::boolean, false) as on
        from centers order by id`),
    );
    for (const center of list) {
      if (!center.on) continue;
      await tx.execute(sql`select set_config('app.center_id', ${String(center.id)}, true)`);
      await seedCenter(tx, { id: Number(center.id), key: center.key }, now);
    }
  });
}
