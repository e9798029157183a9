/**
 * Demo vacancies for the five demo centers (called from server/db/seed.ts). Idempotent: a vacancy
 * is added only when its organization has none with that title; the few bare vacancies of the base
 * seed get a description and a place once. Places are real, in each center's region.
 */
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { VacancyCategory, VacancySchedule, VacancyStatus } from "@contract/vacancies.ts";
import type { Database, Tx } from "../../db/client.ts";
import { centers, organizations, vacancies } from "../../db/schema.ts";
import { resolveLocation } from "../../geo/index.ts";

type OrgKey = "centrale" | "school" | "buurtzorg" | "zorgcentrum";

interface VacancySeed {
  title: string;
  org: OrgKey;
  summary: string;
  description: string;
  categories: VacancyCategory[];
  skills: string[];
  targetGroups: string[];
  hours: number | null;
  schedule: VacancySchedule;
  positions: number;
  minimumAge: number | null;
  vog: boolean;
  remote?: boolean;
}

const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join("");
const ul = (...items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul>`;

const TEMPLATES: VacancySeed[] = [
  {
    title: "Wandelmaatje voor bewoners",
    org: "zorgcentrum",
    summary: "Maak elke week een wandeling met een bewoner die niet meer alleen naar buiten kan.",
    description:
      p(
        "Veel bewoners van ons zorgcentrum komen zelden buiten. Met jou als wandelmaatje maken ze weer wekelijkse wandelingen door het park.",
      ) + ul("Eén vaste bewoner", "Ongeveer een uur per keer", "Een kop koffie na afloop hoort erbij"),
    categories: ["zorg", "welzijn"],
    skills: ["geduld", "luisteren"],
    targetGroups: ["ouderen"],
    hours: 2,
    schedule: "regelmatig",
    positions: 6,
    minimumAge: 16,
    vog: true,
  },
  {
    title: "Voorlezen in groep 3",
    org: "school",
    summary: "Lees twee ochtenden per maand voor aan kleine groepjes kinderen die net leren lezen.",
    description:
      p("Kinderen die veel worden voorgelezen, lezen later makkelijker zelf. Help jij onze leerlingen op weg?") +
      p("Je leest voor in een rustig hoekje, stelt vragen over het verhaal en laat kinderen zelf een stukje lezen."),
    categories: ["onderwijs"],
    skills: ["voorlezen"],
    targetGroups: ["kinderen"],
    hours: 2,
    schedule: "regelmatig",
    positions: 4,
    minimumAge: 18,
    vog: true,
  },
  {
    title: "Taalcoach voor nieuwkomers",
    org: "centrale",
    summary: "Oefen Nederlands met een nieuwkomer: boodschappen doen, een brief lezen, een praatje maken.",
    description:
      p(
        "In het taalcafé en bij mensen thuis oefen je samen met een nieuwkomer de Nederlandse taal in gewone situaties.",
      ) +
      p(
        "Je hoeft geen docent te zijn: geduld en interesse in een andere cultuur zijn belangrijker. Je krijgt een korte training.",
      ),
    categories: ["taal_en_integratie"],
    skills: ["Nederlands", "geduld"],
    targetGroups: ["nieuwkomers"],
    hours: 2,
    schedule: "regelmatig",
    positions: 10,
    minimumAge: 18,
    vog: false,
  },
  {
    title: "Begeleider in de schooltuin",
    org: "school",
    summary: "Zaaien, wieden en oogsten met kinderen in de schooltuin, van maart tot oktober.",
    description:
      p(
        "Onze schooltuin is een buitenlokaal. Samen met een leerkracht begeleid je groepjes kinderen bij het tuinieren.",
      ) + ul("Dinsdag- of donderdagmiddag", "Gereedschap is er", "Ervaring met tuinieren is fijn maar niet nodig"),
    categories: ["natuur_en_milieu", "onderwijs"],
    skills: ["tuinieren"],
    targetGroups: ["kinderen"],
    hours: 3,
    schedule: "regelmatig",
    positions: 3,
    minimumAge: 16,
    vog: true,
  },
  {
    title: "Chauffeur voor de boodschappenbus",
    org: "buurtzorg",
    summary: "Rijd ouderen op woensdag naar de supermarkt en weer naar huis.",
    description:
      p(
        "Met de boodschappenbus doen ouderen zelf hun boodschappen. Jij rijdt, helpt bij het in- en uitstappen en tilt de tassen.",
      ) + p("Je hebt rijbewijs B en rijdt graag. De bus heeft een automaat."),
    categories: ["vervoer", "welzijn"],
    skills: ["rijbewijs B"],
    targetGroups: ["ouderen"],
    hours: 4,
    schedule: "regelmatig",
    positions: 5,
    minimumAge: 21,
    vog: true,
  },
  {
    title: "Gastvrouw of gastheer in het buurthuis",
    org: "buurtzorg",
    summary: "Ontvang bezoekers, schenk koffie en zorg dat iedereen zich welkom voelt.",
    description:
      p(
        "Het buurthuis is de huiskamer van de wijk. Als gastvrouw of gastheer ben jij het eerste gezicht dat bezoekers zien.",
      ) + ul("Koffie en thee zetten", "Een praatje maken", "Activiteiten helpen klaarzetten"),
    categories: ["buurt", "welzijn"],
    skills: ["gastvrijheid"],
    targetGroups: ["buurtbewoners"],
    hours: 4,
    schedule: "flexibel",
    positions: 8,
    minimumAge: 16,
    vog: false,
  },
  {
    title: "Vrijwilliger op het zomerfestival",
    org: "centrale",
    summary: "Help een weekend mee op het festival: kaartjes scannen, de infobalie of het opruimteam.",
    description:
      p("Eén weekend in juli, duizenden bezoekers en een gezellig team. Je kiest zelf je dienst van vier uur.") +
      p("Je krijgt een festivalshirt, eten en drinken, en toegang tot het festival buiten je dienst."),
    categories: ["evenementen", "cultuur"],
    skills: ["samenwerken"],
    targetGroups: [],
    hours: 8,
    schedule: "eenmalig",
    positions: 40,
    minimumAge: 16,
    vog: false,
  },
  {
    title: "Administratieve ondersteuning op afstand",
    org: "centrale",
    summary: "Houd vanuit huis de ledenadministratie en de agenda van onze vrijwilligers bij.",
    description:
      p("Ben je handig met spreadsheets en werk je graag zelfstandig? Dan is dit vrijwilligerswerk voor jou.") +
      p("Je werkt wanneer het jou uitkomt, vanuit huis. Eens per maand overleg je met de coördinator."),
    categories: ["administratie"],
    skills: ["Excel", "nauwkeurig"],
    targetGroups: [],
    hours: 3,
    schedule: "flexibel",
    positions: 2,
    minimumAge: 18,
    vog: false,
    remote: true,
  },
  {
    title: "Sporttrainer voor kinderen met een beperking",
    org: "school",
    summary: "Geef samen met een vaste trainer sportles aan kinderen met een lichamelijke of verstandelijke beperking.",
    description:
      p(
        "Bewegen is voor iedereen. Op zaterdagochtend sporten kinderen met een beperking samen, en jij helpt de trainer.",
      ) + p("Ervaring met sport of met kinderen met een beperking is een plus; we leren je de rest."),
    categories: ["sport"],
    skills: ["sport", "begeleiden"],
    targetGroups: ["kinderen", "mensen met een beperking"],
    hours: 2,
    schedule: "regelmatig",
    positions: 3,
    minimumAge: 18,
    vog: true,
  },
  {
    title: "Helpende hand in de dierenopvang",
    org: "buurtzorg",
    summary: "Verzorg honden en katten die op een nieuw baasje wachten: voeren, schoonmaken en uitlaten.",
    description:
      p(
        "In de dierenopvang wachten honden en katten op een nieuw thuis. Jij zorgt dat ze het in de tussentijd goed hebben.",
      ) + ul("Hokken schoonmaken", "Honden uitlaten", "Katten aandacht geven"),
    categories: ["dieren"],
    skills: ["dierenliefde"],
    targetGroups: [],
    hours: 4,
    schedule: "regelmatig",
    positions: 6,
    minimumAge: 16,
    vog: false,
  },
  {
    title: "Maatje voor een oudere in de wijk",
    org: "buurtzorg",
    summary: "Bezoek elke week een oudere die weinig mensen ziet, voor een kop koffie en een goed gesprek.",
    description:
      p("Eenzaamheid onder ouderen is groot. Met een wekelijks bezoek maak jij voor iemand het verschil.") +
      p("Samen bepaal je wat jullie doen: een spelletje, een wandeling of gewoon praten."),
    categories: ["welzijn", "zorg"],
    skills: ["luisteren"],
    targetGroups: ["ouderen"],
    hours: 2,
    schedule: "regelmatig",
    positions: 12,
    minimumAge: 18,
    vog: true,
  },
  {
    title: "Natuurwerkdag: bosrand opschonen",
    org: "centrale",
    summary: "Eén zaterdag in de natuur: snoeien, takken slepen en de bosrand weer laten bloeien.",
    description:
      p(
        "Op de landelijke natuurwerkdag werken we met een grote groep aan een mooiere bosrand. Gereedschap, koffie en soep zijn er.",
      ) + p("Trek kleding aan die vies mag worden en neem stevige schoenen mee."),
    categories: ["natuur_en_milieu"],
    skills: [],
    targetGroups: [],
    hours: 6,
    schedule: "eenmalig",
    positions: 30,
    minimumAge: 12,
    vog: false,
  },
  {
    title: "Activiteitenbegeleider in het zorgcentrum",
    org: "zorgcentrum",
    summary: "Organiseer samen met bewoners een middag muziek, bingo of creatief bezig zijn.",
    description:
      p(
        "Een middag vol activiteit geeft bewoners iets om naar uit te kijken. Je helpt de activiteitenbegeleider bij het voorbereiden en uitvoeren.",
      ) + p("Heb je zelf een hobby die je wilt delen? Daar maken we graag ruimte voor."),
    categories: ["zorg", "cultuur"],
    skills: ["creatief", "organiseren"],
    targetGroups: ["ouderen"],
    hours: 3,
    schedule: "regelmatig",
    positions: 4,
    minimumAge: 16,
    vog: true,
  },
  {
    title: "Huiswerkbegeleider voor middelbare scholieren",
    org: "school",
    summary: "Help scholieren plannen en leren, twee middagen per week na schooltijd.",
    description:
      p(
        "Niet elke scholier krijgt thuis hulp bij huiswerk. In de huiswerkklas help jij ze plannen, overhoren en doorzetten.",
      ) + p("Je hoeft niet alle vakken te kennen: structuur bieden is het belangrijkste."),
    categories: ["onderwijs"],
    skills: ["plannen", "uitleggen"],
    targetGroups: ["jongeren"],
    hours: 4,
    schedule: "regelmatig",
    positions: 5,
    minimumAge: 18,
    vog: true,
  },
];

/** Places of each center's region: [place, postcode]. */
const REGION: Record<string, [string, string][]> = {
  public: [
    ["Arnhem", "6811 AB"],
    ["Nijmegen", "6511 KL"],
    ["Apeldoorn", "7311 AA"],
    ["Ede", "6711 CD"],
    ["Zutphen", "7201 DN"],
    ["Doetinchem", "7001 EA"],
    ["Harderwijk", "3841 BG"],
    ["Tiel", "4001 LT"],
    ["Wageningen", "6701 AP"],
  ],
  demo: [
    ["Utrecht", "3511 LX"],
    ["Zeist", "3701 AB"],
    ["Amersfoort", "3811 BD"],
    ["Nieuwegein", "3431 GH"],
    ["Houten", "3991 AA"],
    ["Veenendaal", "3901 CB"],
  ],
  rijnstad: [
    ["Arnhem", "6822 NA"],
    ["Wageningen", "6708 PB"],
    ["Oosterbeek", "6861 BG"],
    ["Renkum", "6871 AK"],
    ["Ede", "6717 LM"],
    ["Rhenen", "3911 LP"],
  ],
  heuvelrug: [
    ["Doorn", "3941 AB"],
    ["Leersum", "3956 AC"],
    ["Amerongen", "3958 BD"],
    ["Driebergen", "3972 AA"],
    ["Zeist", "3705 KL"],
    ["Maarn", "3951 AE"],
  ],
  meedoen: [
    ["Amsterdam", "1012 JS"],
    ["Zaandam", "1506 MA"],
    ["Amsterdam", "1091 GH"],
  ],
};

/** How many templates each center gets (8-15) and which become draft or closed. */
const COUNT: Record<string, number> = { public: 14, demo: 12, rijnstad: 10, heuvelrug: 9, meedoen: 8 };
const statusOf = (i: number): VacancyStatus =>
  i === 4 ? "draft" : i === 9 ? "closed" : i === 12 ? "draft" : "published";

async function orgsOf(tx: Tx, centerId: number): Promise<Record<OrgKey, number> | null> {
  const rows = await tx
    .select({ id: organizations.id, name: organizations.name, type: organizations.organizationType })
    .from(organizations)
    .where(eq(organizations.centerId, centerId));
  const find = (test: (r: (typeof rows)[number]) => boolean) => rows.find(test)?.id;
  const out = {
    centrale: find((r) => r.type === "VolunteerCenter"),
    school: find((r) => r.type === "School"),
    buurtzorg: find((r) => r.name.startsWith("Stichting Buurtzorg")),
    zorgcentrum: find((r) => r.type === "HealthcareInstitution"),
  };
  return Object.values(out).every((v) => v !== undefined) ? (out as Record<OrgKey, number>) : null;
}

export async function seedDemoVacancies(database: Database): Promise<number> {
  let added = 0;
  await database.system(async (tx) => {
    const all = await tx.select({ id: centers.id, key: centers.key }).from(centers);
    const demoId = all.find((c) => c.key === "demo")?.id;
    for (const c of all) {
      const region = REGION[c.key];
      if (!region) continue;
      const orgs = await orgsOf(tx, c.id);
      if (!orgs) continue;
      const existing = await tx
        .select({ title: vacancies.title, organizationId: vacancies.organizationId })
        .from(vacancies)
        .where(eq(vacancies.centerId, c.id));
      const has = new Set(existing.map((e) => `${e.organizationId}:${e.title}`));
      for (const [i, t] of TEMPLATES.slice(0, COUNT[c.key] ?? 8).entries()) {
        const organizationId = orgs[t.org];
        if (has.has(`${organizationId}:${t.title}`)) continue;
        const [place, postcode] = region[i % region.length]!;
        const point = resolveLocation(postcode) ?? resolveLocation(place);
        const status = statusOf(i);
        const daysAgo = (i * 3 + c.id) % 40;
        const publishedAt = status === "draft" ? null : new Date(Date.now() - daysAgo * 86_400_000);
        const start = new Date(Date.now() + ((i % 5) + 1) * 7 * 86_400_000).toISOString().slice(0, 10);
        const end =
          i % 3 === 0
            ? new Date(Date.now() + ((i % 4) + 1) * 10 * 86_400_000 + 86_400_000 * 30).toISOString().slice(0, 10)
            : null;
        await tx.insert(vacancies).values({
          centerId: c.id,
          organizationId,
          title: t.title,
          status,
          publishedAt,
          summary: t.summary,
          description: t.description,
          categories: t.categories,
          skills: t.skills,
          targetGroups: t.targetGroups,
          remote: t.remote ?? false,
          city: t.remote ? null : place,
          postcode: t.remote ? null : postcode,
          latitude: t.remote ? null : (point?.latitude ?? null),
          longitude: t.remote ? null : (point?.longitude ?? null),
          hoursPerWeek: t.hours,
          schedule: t.schedule,
          startDate: t.schedule === "eenmalig" ? start : null,
          endDate: t.schedule === "eenmalig" ? start : end,
          positions: t.positions,
          minimumAge: t.minimumAge,
          vogRequired: t.vog,
          contactName: "Sanne de Vries",
          contactEmail: `vacatures@${c.key}.test`,
          // Centre sharing: two vacancies of the public center are shared with the demo center.
          sharedWithCenters: c.key === "public" && demoId && (i === 2 || i === 6) ? [demoId] : [],
        });
        added++;
      }
      // The bare vacancies of the base seed get a description and a place once.
      const [place, postcode] = region[0]!;
      const point = resolveLocation(postcode);
      await tx
        .update(vacancies)
        .set({
          description: sql`'<p>' || ${vacancies.title} || ' in ' || ${place} || '. We zoeken iemand die een paar uur per week iets wil betekenen voor een ander. Je krijgt een goede begeleiding en een vast aanspreekpunt.</p>'`,
          summary: sql`${vacancies.title} || ': vrijwilligerswerk dichtbij huis.'`,
          city: place,
          postcode,
          latitude: point?.latitude ?? null,
          longitude: point?.longitude ?? null,
          categories: sql`case when ${vacancies.title} ilike '%school%' or ${vacancies.title} ilike '%voorlees%' then array['onderwijs'] else array['welzijn','zorg'] end`,
          hoursPerWeek: 2,
          schedule: "regelmatig",
        })
        .where(
          and(
            eq(vacancies.centerId, c.id),
            isNull(vacancies.description),
            isNull(vacancies.city),
            inArray(vacancies.title, [
              "Voorleesouder groep 3",
              "Hulp bij de schooltuin",
              "Maatje voor ouderen",
              "Wandelmaatje",
            ]),
            inArray(vacancies.organizationId, Object.values(orgs)),
          ),
        );
    }
  });
  return added;
}
