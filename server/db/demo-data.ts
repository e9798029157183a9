/**
 * What the demo seed publishes: per center its organizations (of its own region), their vacancies,
 * the people who sign in and the photos. Pure data, read by server/db/seed.ts, the domain seeds and
 * the tests (which take titles and names from here instead of repeating them).
 *
 * Regions: public = Gelderland (Arnhem, Nijmegen, Ede, Apeldoorn, Zutphen ...); demo = the city of
 * Utrecht and its neighbours (Nieuwegein, Houten, Maarssen, IJsselstein); rijnstad = the vacancy bank
 * of one municipality, Rhenen ("Rijnstad" is its brand); heuvelrug = Utrechtse Heuvelrug (Doorn,
 * Driebergen, Leersum, Amerongen, Maarn); meedoen = Amsterdam. Every organization is invented.
 */
import type { VacancyCategory, VacancySchedule } from "@contract/vacancies.ts";

export type DemoPhoto =
  | "paardenbloemen"
  | "beek-in-het-bos"
  | "twee-honden"
  | "kwasten"
  | "trommel"
  | "vijg-op-schaal"
  | "libel"
  | "klok"
  | "boomklever"
  | "gras"
  | "lieveheersbeestje";

export interface PhotoCredit {
  /** Alt text: what the picture shows. */
  alt: string;
  author: string;
  licence: string;
  licenceUrl: string;
}

/** The photos in server/db/demo-photos (CREDITS.md there says where each comes from). */
export const DEMO_PHOTOS: Record<DemoPhoto, PhotoCredit> = {
  paardenbloemen: {
    alt: "Uitgebloeide paardenbloemen in een wei in het avondlicht",
    author: "Clemens Engelhardt",
    licence: "CC0 1.0",
    licenceUrl: "https://creativecommons.org/publicdomain/zero/1.0/deed.nl",
  },
  "beek-in-het-bos": {
    alt: "Een beekje stroomt tussen rotsen en bomen door het bos",
    author: "Aitzol Berasategi",
    licence: "CC BY 4.0",
    licenceUrl: "https://creativecommons.org/licenses/by/4.0/deed.nl",
  },
  "twee-honden": {
    alt: "Twee spaniëls kijken nieuwsgierig over een houten hek",
    author: "Aitzol Berasategi",
    licence: "CC BY 4.0",
    licenceUrl: "https://creativecommons.org/licenses/by/4.0/deed.nl",
  },
  kwasten: {
    alt: "Kwasten en borstels met blauwe, roze en groene verf",
    author: "Trevor (Freespace)",
    licence: "CC BY 4.0",
    licenceUrl: "https://creativecommons.org/licenses/by/4.0/deed.nl",
  },
  trommel: {
    alt: "Een djembé op een houten vloer",
    author: "Jakub Mede",
    licence: "CC BY 4.0",
    licenceUrl: "https://creativecommons.org/licenses/by/4.0/deed.nl",
  },
  "vijg-op-schaal": {
    alt: "Een halve vijg op een rode schaal",
    author: "Trevor (Freespace)",
    licence: "CC BY 4.0",
    licenceUrl: "https://creativecommons.org/licenses/by/4.0/deed.nl",
  },
  libel: {
    alt: "Een libel op een takje tussen groene bladeren",
    author: "Bolly",
    licence: "CC BY-SA 4.0",
    licenceUrl: "https://creativecommons.org/licenses/by-sa/4.0/deed.nl",
  },
  klok: {
    alt: "Een witte wandklok van dichtbij",
    author: "Peter Nerlich",
    licence: "CC BY-SA 4.0",
    licenceUrl: "https://creativecommons.org/licenses/by-sa/4.0/deed.nl",
  },
  boomklever: {
    alt: "Een boomklever klimt langs een boomstam",
    author: "Lukas Baubkus",
    licence: "CC BY-SA 3.0",
    licenceUrl: "https://creativecommons.org/licenses/by-sa/3.0/deed.nl",
  },
  gras: {
    alt: "Jong, fris groen gras van dichtbij",
    author: "Timothy Schellhase en Lapo Calamandrei",
    licence: "GPL 2.0 of later",
    licenceUrl: "https://www.gnu.org/licenses/old-licenses/gpl-2.0.html",
  },
  lieveheersbeestje: {
    alt: "Een lieveheersbeestje op een grasspriet tussen vergeet-mij-nietjes",
    author: "Charles Barbin",
    licence: "GPL 2.0 of later",
    licenceUrl: "https://www.gnu.org/licenses/old-licenses/gpl-2.0.html",
  },
};

export interface DemoPerson {
  first: string;
  /** With its tussenvoegsel: "de Vries". */
  last: string;
}

export interface DemoVacancy {
  title: string;
  /** One sentence that adds to the title: who, what, when. */
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
  /** Elsewhere than the organization's address (same region). */
  place?: { street: string; houseNumber: string; postcode: string; city: string };
  status?: "published" | "draft" | "closed";
  photo?: DemoPhoto;
  /** Centre sharing: the public center shares it with the demo center. */
  sharedWithDemo?: boolean;
  /** For a one-off event: the day it takes place (the next one from a week ahead), as its text says. */
  on?: { month: number; day: number; weekday: number };
}

export interface DemoOrganization {
  name: string;
  type: "School" | "Foundation" | "Association" | "HealthcareInstitution" | "Church" | "InformalGroup";
  status: "approved" | "pending" | "denied" | "archived";
  street: string;
  houseNumber: string;
  postcode: string;
  city: string;
  /** The domain of its e-mail addresses (reserved example domain). */
  domain: string;
  summary: string;
  description: string;
  contact: DemoPerson;
  phone: string;
  vacancies: DemoVacancy[];
}

export interface DemoCenter {
  /** The center's own VolunteerCenter organization. */
  street: string;
  houseNumber: string;
  postcode: string;
  city: string;
  summary: string;
  phone: string;
  /** How far (km) from `city` the center's organizations and vacancies lie. */
  radiusKm: number;
  /** The demo logins volunteer@, member@ and orgadmin@ (of the first organization, a school) and admin@ (center staff, its contact person). */
  people: Record<"volunteer" | "member" | "orgadmin" | "admin", DemoPerson>;
  /** Vacancies of the center itself. */
  vacancies: DemoVacancy[];
  /** The first is the school the demo member and orgadmin belong to. */
  organizations: DemoOrganization[];
}

export const SUPERADMIN_PERSON: DemoPerson = { first: "Lotte", last: "Hermans" };

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A description as a center writes one: what you do, the tasks, what we offer, when; the VOG where it applies. */
export function vacancyText(d: { intro: string; tasks: string[]; offer: string; when: string; vog?: string }): string {
  return [
    `<p>${esc(d.intro)}</p>`,
    `<ul>${d.tasks.map((t) => `<li>${esc(t)}</li>`).join("")}</ul>`,
    `<p><strong>Wat wij bieden:</strong> ${esc(d.offer)}</p>`,
    `<p><strong>Wanneer:</strong> ${esc(d.when)}</p>`,
    d.vog
      ? `<p><strong>VOG:</strong> ${esc(d.vog)} vragen we een Verklaring Omtrent het Gedrag. Die vragen wij voor je aan, de kosten betalen wij.</p>`
      : "",
  ].join("");
}

/** The line under a vacancy's description that credits its photo and links the licence. */
export function photoCredit(photo: DemoPhoto): string {
  const c = DEMO_PHOTOS[photo];
  return `<p><em>Foto: ${esc(c.author)}, <a href="${c.licenceUrl}">${esc(c.licence)}</a></em></p>`;
}

const KIDS = "Omdat je met kinderen werkt,";
const VULNERABLE = "Omdat je met kwetsbare mensen werkt,";
const YOUTH = "Omdat je met jongeren werkt,";
const AT_HOME = "Omdat je bij mensen thuis komt,";

export const DEMO_CENTERS: Record<"public" | "demo" | "rijnstad" | "heuvelrug" | "meedoen", DemoCenter> = {
  // Gelderland: the province's volunteer platform.
  public: {
    street: "Jansbuitensingel",
    houseNumber: "7",
    postcode: "6811 AA",
    city: "Arnhem",
    summary:
      "Gelderse Vrijwilligers brengt vrijwilligers en organisaties in heel Gelderland bij elkaar, van de Veluwe tot het Rivierengebied.",
    phone: "026 123 45 60",
    radiusKm: 60,
    people: {
      volunteer: { first: "Fleur", last: "Janssen" },
      member: { first: "Bram", last: "Willemsen" },
      orgadmin: { first: "Ingrid", last: "Hendriks" },
      admin: { first: "Joost", last: "van Beek" },
    },
    vacancies: [
      {
        title: "Redacteur voor onze nieuwsbrief",
        summary: "Schrijf vanuit huis elke maand twee korte verhalen over vrijwilligers in Gelderland.",
        description: vacancyText({
          intro:
            "Elke maand lezen ruim vierduizend mensen onze nieuwsbrief. Jij zoekt vrijwilligers en organisaties op, houdt een kort interview en maakt er een verhaal van.",
          tasks: [
            "Interviews afspreken en houden, vaak telefonisch",
            "Verhalen van 300 tot 500 woorden schrijven",
            "Meedenken in het maandelijkse redactieoverleg",
          ],
          offer: "Een kleine, enthousiaste redactie, een onkostenvergoeding en een cursus interviewen als je die wilt.",
          when: "Ongeveer drie uur per week, wanneer het jou uitkomt. Het redactieoverleg is online, de eerste maandag van de maand om 19.30 uur.",
        }),
        categories: ["administratie", "cultuur"],
        skills: ["schrijven", "interviewen"],
        targetGroups: [],
        hours: 3,
        schedule: "flexibel",
        positions: 2,
        minimumAge: 18,
        vog: false,
        remote: true,
        photo: "klok",
      },
    ],
    organizations: [
      {
        name: "Basisschool Het Kompas",
        type: "School",
        status: "approved",
        street: "Sonsbeeksingel",
        houseNumber: "88",
        postcode: "6814 AJ",
        city: "Arnhem",
        domain: "hetkompas-arnhem.example.org",
        summary: "Openbare basisschool met 320 leerlingen in Arnhem-Noord.",
        description:
          "Het Kompas is een openbare basisschool vlak bij Park Sonsbeek. Ouders en buurtbewoners helpen ons bij lezen, buitenlessen en het overblijven.",
        contact: { first: "Ingrid", last: "Hendriks" },
        phone: "026 442 18 30",
        vacancies: [
          {
            title: "Leesmaatje voor groep 4 en 5",
            summary:
              "Lees twee ochtenden per maand met een vast groepje van drie kinderen die moeite hebben met lezen.",
            description: vacancyText({
              intro:
                "Sommige kinderen lezen nog niet vlot en worden daar onzeker van. Met jou als leesmaatje oefenen ze in een rustig hoekje, zonder cijfers en zonder haast.",
              tasks: [
                "Samen hardop lezen uit een boek dat het kind zelf kiest",
                "Praten over het verhaal",
                "Kort bijhouden wat goed ging, voor de leerkracht",
              ],
              offer: "Een korte uitleg van onze leescoördinator, leesboeken op elk niveau en koffie in de teamkamer.",
              when: "Dinsdag- of donderdagochtend, van 8.45 tot 10.15 uur, twee keer per maand. Niet in de schoolvakanties.",
              vog: KIDS,
            }),
            categories: ["onderwijs"],
            skills: ["voorlezen", "geduld"],
            targetGroups: ["kinderen"],
            hours: 1,
            schedule: "regelmatig",
            positions: 4,
            minimumAge: 18,
            vog: true,
          },
          {
            title: "Tuinouder voor de moestuinbakken",
            summary: "Zaai, wied en oogst op woensdagmiddag met groepjes kinderen in onze zes moestuinbakken.",
            description: vacancyText({
              intro:
                "Op het schoolplein staan zes moestuinbakken. Van maart tot oktober zaaien de kinderen er sla, radijs en bonen, en ze eten op wat ze oogsten.",
              tasks: [
                "Een groepje van vijf kinderen begeleiden",
                "Uitleggen hoe je zaait, water geeft en oogst",
                "Gereedschap en bakken netjes houden",
              ],
              offer:
                "Gereedschap, zaden en een leerkracht die het programma maakt. Ervaring met tuinieren is fijn, maar niet nodig.",
              when: "Woensdagmiddag van 13.00 tot 15.00 uur, van maart tot en met oktober.",
              vog: KIDS,
            }),
            categories: ["onderwijs", "natuur_en_milieu"],
            skills: ["tuinieren"],
            targetGroups: ["kinderen"],
            hours: 2,
            schedule: "regelmatig",
            positions: 3,
            minimumAge: 16,
            vog: true,
            photo: "lieveheersbeestje",
          },
          {
            title: "Overblijfkracht tussen de middag",
            summary: "Eet mee en houd toezicht op het plein tijdens de middagpauze, één of meer dagen per week.",
            description: vacancyText({
              intro:
                "Tussen de middag blijven ruim honderd kinderen op school. Samen met vaste overblijfkrachten zorg jij voor een rustige lunch en een fijne pauze buiten.",
              tasks: [
                "Meeëten met een groep",
                "Toezicht houden op het plein",
                "Ruzietjes sussen en spelletjes op gang helpen",
              ],
              offer: "Een vrijwilligersvergoeding van € 7,50 per middag en een training 'kinderen en conflicten'.",
              when: "Maandag, dinsdag en/of donderdag van 11.45 tot 13.00 uur.",
              vog: KIDS,
            }),
            categories: ["onderwijs"],
            skills: ["overzicht houden"],
            targetGroups: ["kinderen"],
            hours: 2,
            schedule: "regelmatig",
            positions: 5,
            minimumAge: 18,
            vog: true,
          },
        ],
      },
      {
        name: "Zorgcentrum De Lindehof",
        type: "HealthcareInstitution",
        status: "approved",
        street: "Groesbeekseweg",
        houseNumber: "214",
        postcode: "6523 NS",
        city: "Nijmegen",
        domain: "lindehof-nijmegen.example.org",
        summary: "Verpleeghuis met 90 bewoners in Nijmegen-Oost, met een eigen tuin en restaurant.",
        description:
          "In De Lindehof wonen ouderen die veel zorg nodig hebben, onder wie veel mensen met dementie. Vrijwilligers brengen afwisseling in hun week.",
        contact: { first: "Marloes", last: "Peters" },
        phone: "024 360 72 00",
        vacancies: [
          {
            title: "Wandelmaatje voor bewoners",
            summary: "Ga elke week met dezelfde bewoner een uur naar buiten, in de tuin of naar het park om de hoek.",
            description: vacancyText({
              intro:
                "Veel bewoners van De Lindehof komen zelden buiten, omdat ze niet meer alleen kunnen lopen of de weg niet meer weten. Met jou erbij kan het weer.",
              tasks: [
                "Een wandeling maken, lopend of met de rolstoel",
                "Een praatje maken onderweg",
                "Na afloop samen een kop koffie drinken",
              ],
              offer:
                "Een kennismaking met de bewoner en de familie, een training 'omgaan met dementie' en een vaste contactpersoon op de afdeling.",
              when: "Eén uur per week, op een vaste dag die jij kiest, tussen 10.00 en 17.00 uur.",
              vog: VULNERABLE,
            }),
            categories: ["zorg", "welzijn"],
            skills: ["geduld", "luisteren"],
            targetGroups: ["ouderen", "mensen met dementie"],
            hours: 1,
            schedule: "regelmatig",
            positions: 8,
            minimumAge: 16,
            vog: true,
            photo: "paardenbloemen",
          },
          {
            title: "Gastvrouw of gastheer in het restaurant",
            summary: "Schenk koffie, dien de lunch op en maak een praatje met bewoners en hun bezoek.",
            description: vacancyText({
              intro:
                "In ons restaurant komen bewoners, familie en buurtbewoners samen. Jij zorgt dat iedereen zich welkom voelt en dat de lunch goed verloopt.",
              tasks: [
                "Koffie en thee schenken",
                "De lunch opdienen en afruimen",
                "Aandacht hebben voor wie alleen zit",
              ],
              offer: "Een gezellig team, een gratis lunch en een cursus hygiëne.",
              when: "Eén of twee ochtenden per week van 10.00 tot 13.30 uur, ook in het weekend mogelijk.",
            }),
            categories: ["zorg", "welzijn"],
            skills: ["gastvrijheid"],
            targetGroups: ["ouderen"],
            hours: 4,
            schedule: "regelmatig",
            positions: 6,
            minimumAge: 16,
            vog: false,
            status: "closed",
          },
        ],
      },
      {
        name: "Stichting Taalvriend Ede",
        type: "Foundation",
        status: "approved",
        street: "Stationsweg",
        houseNumber: "42",
        postcode: "6711 PR",
        city: "Ede",
        domain: "taalvriend-ede.example.org",
        summary: "Koppelt taalcoaches aan nieuwkomers en laaggeletterden in Ede en Bennekom.",
        description:
          "Stichting Taalvriend helpt volwassenen die Nederlands leren. Onze vrijwilligers oefenen één op één of in het wekelijkse taalcafé in de bibliotheek.",
        contact: { first: "Hatice", last: "Yilmaz" },
        phone: "0318 65 44 10",
        vacancies: [
          {
            title: "Taalcoach voor nieuwkomers",
            summary:
              "Oefen een jaar lang elke week anderhalf uur Nederlands met een statushouder, bij hem of haar thuis.",
            description: vacancyText({
              intro:
                "Wie net in Nederland woont, leert de taal het snelst door te praten. Jij oefent met een nieuwkomer in gewone situaties: boodschappen, een brief van school, een gesprek met de buren.",
              tasks: [
                "Wekelijks afspreken en samen praten en lezen",
                "Samen oefenen voor een gesprek of afspraak",
                "Af en toe samen op pad, naar de markt of de bibliotheek",
              ],
              offer:
                "Een training van drie avonden, lesmateriaal, intervisie met andere taalcoaches en een vaste coördinator.",
              when: "Anderhalf uur per week, op een moment dat jullie samen kiezen. We vragen je om het een jaar te doen.",
              vog: AT_HOME,
            }),
            categories: ["taal_en_integratie"],
            skills: ["Nederlands", "geduld"],
            targetGroups: ["nieuwkomers"],
            hours: 2,
            schedule: "regelmatig",
            positions: 12,
            minimumAge: 18,
            vog: true,
            sharedWithDemo: true,
          },
        ],
      },
      {
        name: "Buurtcentrum De Klinker",
        type: "Foundation",
        status: "approved",
        street: "Weurtseweg",
        houseNumber: "60",
        postcode: "6541 BE",
        city: "Nijmegen",
        domain: "deklinker-nijmegen.example.org",
        summary: "Buurtcentrum in Nijmegen-Oud-West met een eetcafé, een klusgroep en activiteiten voor jong en oud.",
        description:
          "De Klinker is de huiskamer van Oud-West. Bijna alles gebeurt hier door vrijwilligers: van het eetcafé op donderdag tot de computerhulp op maandag.",
        contact: { first: "Wouter", last: "Gerritsen" },
        phone: "024 377 90 15",
        vacancies: [
          {
            title: "Kok voor het buurteetcafé",
            summary: "Kook op donderdag met een team van drie een driegangenmenu voor veertig buurtbewoners.",
            description: vacancyText({
              intro:
                "Elke donderdag eten buurtbewoners bij ons voor € 5,- een driegangenmenu. Voor veel mensen is het de gezelligste avond van de week.",
              tasks: [
                "Het menu samen met de andere koks bedenken",
                "Koken vanaf 14.00 uur",
                "Opscheppen en na afloop de keuken schoonmaken",
              ],
              offer: "Een professionele keuken, een budget voor de boodschappen en natuurlijk zelf mee-eten.",
              when: "Donderdag van 14.00 tot 20.30 uur, één of twee keer per maand.",
            }),
            categories: ["buurt", "welzijn"],
            skills: ["koken"],
            targetGroups: ["buurtbewoners"],
            hours: 2,
            schedule: "regelmatig",
            positions: 4,
            minimumAge: 18,
            vog: false,
            photo: "vijg-op-schaal",
          },
          {
            title: "Klusser voor het buurtcentrum",
            summary: "Repareer, schilder en timmer op maandagochtend met de vaste klusgroep aan het gebouw.",
            description: vacancyText({
              intro:
                "Ons gebouw is oud en er is altijd wat te doen. De klusgroep houdt het buurtcentrum netjes en veilig.",
              tasks: [
                "Kleine reparaties aan deuren, kasten en meubels",
                "Schilderwerk binnen",
                "Het speelplein bijhouden",
              ],
              offer: "Goed gereedschap, koffie met iets lekkers en een hecht groepje van zes klussers.",
              when: "Maandagochtend van 9.00 tot 12.00 uur.",
            }),
            categories: ["buurt"],
            skills: ["klussen", "schilderen"],
            targetGroups: [],
            hours: 3,
            schedule: "regelmatig",
            positions: 3,
            minimumAge: 18,
            vog: false,
            photo: "kwasten",
          },
        ],
      },
      {
        name: "Natuurvereniging De Berkel",
        type: "Association",
        status: "approved",
        street: "Rijkenhage",
        houseNumber: "3",
        postcode: "7201 GB",
        city: "Zutphen",
        domain: "deberkel.example.org",
        summary: "Vereniging die het landschap langs de Berkel en de IJssel rond Zutphen onderhoudt.",
        description:
          "Onze 140 leden beheren houtwallen, poelen en knotwilgen rond Zutphen, in overleg met de boeren en de gemeente.",
        contact: { first: "Henk", last: "Wolters" },
        phone: "0575 51 23 88",
        vacancies: [
          {
            title: "Knotwilgen knotten langs de Berkel",
            summary: "Werk op zaterdag mee aan het onderhoud van het rivierlandschap, met zaag, snoeischaar en soep.",
            description: vacancyText({
              intro:
                "Knotwilgen moeten om de paar jaar geknot worden, anders scheuren ze uit elkaar. In het winterseizoen werken we elke tweede zaterdag van de maand met een groep van vijftien tot twintig mensen.",
              tasks: [
                "Takken zagen en snoeien",
                "Takken slepen en opstapelen als takkenril",
                "Na afloop samen soep eten",
              ],
              offer:
                "Gereedschap, handschoenen, uitleg over veilig werken, en warme soep. Je bent via de vereniging verzekerd.",
              when: "De tweede zaterdag van de maand van november tot en met maart, van 9.00 tot 13.00 uur. Je kunt ook één keer komen.",
            }),
            categories: ["natuur_en_milieu"],
            skills: ["buiten werken"],
            targetGroups: [],
            hours: 1,
            schedule: "regelmatig",
            positions: 20,
            minimumAge: 14,
            vog: false,
            photo: "beek-in-het-bos",
            sharedWithDemo: true,
          },
        ],
      },
      {
        name: "Stichting Zomerpodium Tiel",
        type: "Foundation",
        status: "approved",
        street: "Plein",
        houseNumber: "12",
        postcode: "4001 LK",
        city: "Tiel",
        domain: "zomerpodium-tiel.example.org",
        summary: "Organiseert elk jaar in augustus een gratis muziekfestival van drie dagen in de binnenstad van Tiel.",
        description:
          "Het Zomerpodium trekt in drie dagen zo'n 15.000 bezoekers. Zonder 200 vrijwilligers zou het er niet zijn.",
        contact: { first: "Roel", last: "van Dam" },
        phone: "0344 61 70 20",
        vacancies: [
          {
            title: "Festivalvrijwilliger bij het Zomerpodium",
            summary: "Draai een of meer diensten van vier uur: aan de bar, bij de ingang of in het afvalteam.",
            description: vacancyText({
              intro: "Drie dagen muziek op het Plein in Tiel, en jij bent erbij. Je kiest zelf je dienst en je taak.",
              tasks: [
                "Bar: tappen en muntjes aannemen",
                "Ingang: bezoekers tellen en de weg wijzen",
                "Afvalteam: het terrein schoon houden",
              ],
              offer:
                "Een festivalshirt, eten en drinken tijdens je dienst, en gratis toegang tot de rest van het festival.",
              when: "Eén of meer diensten van vier uur op het festivalweekend, het tweede weekend van augustus.",
            }),
            categories: ["evenementen", "cultuur"],
            skills: ["samenwerken"],
            targetGroups: [],
            hours: 4,
            schedule: "eenmalig",
            positions: 60,
            minimumAge: 16,
            vog: false,
            photo: "trommel",
            on: { month: 8, day: 8, weekday: 6 },
          },
        ],
      },
      {
        name: "Dierenopvang De Veluwse Vriend",
        type: "Foundation",
        status: "approved",
        street: "Kanaal Noord",
        houseNumber: "320",
        postcode: "7323 AN",
        city: "Apeldoorn",
        domain: "veluwsevriend.example.org",
        summary: "Opvang voor zwerfkatten en afgestane honden in Apeldoorn.",
        description:
          "Wij vangen per jaar zo'n 400 katten en honden op en zoeken voor elk dier een nieuw thuis. Vrijwilligers doen het meeste werk.",
        contact: { first: "Linda", last: "Smit" },
        phone: "055 521 33 40",
        vacancies: [
          {
            title: "Hondenuitlater in het asiel",
            summary: "Laat een of twee ochtenden per week de honden uit die op een nieuw baasje wachten.",
            description: vacancyText({
              intro:
                "Honden in de opvang hebben beweging en aandacht nodig. Jij maakt met ze een wandeling in het bos achter het asiel.",
              tasks: [
                "Twee of drie honden na elkaar uitlaten",
                "Kort noteren hoe het ging",
                "Helpen bij het schoonmaken van de kennels",
              ],
              offer: "Een inwerkochtend met een ervaren uitlater, en een team van dierenvrienden.",
              when: "Ochtenden tussen 9.00 en 12.00 uur, ook in het weekend.",
            }),
            categories: ["dieren"],
            skills: ["ervaring met honden"],
            targetGroups: [],
            hours: 3,
            schedule: "regelmatig",
            positions: 10,
            minimumAge: 16,
            vog: false,
            photo: "twee-honden",
          },
        ],
      },
      {
        name: "Tennisvereniging De Eng",
        type: "Association",
        status: "pending",
        street: "Diedenweg",
        houseNumber: "101",
        postcode: "6703 GW",
        city: "Wageningen",
        domain: "tv-deeng.example.org",
        summary: "Tennisvereniging met acht banen aan de rand van Wageningen.",
        description: "Wij zoeken vrijwilligers voor de jeugdcommissie en de bardienst.",
        contact: { first: "Kim", last: "Verbeek" },
        phone: "0317 41 55 90",
        vacancies: [
          {
            title: "Jeugdtrainer tennis op woensdag",
            summary: "Geef samen met onze trainer les aan kinderen van 6 tot 10 jaar.",
            description: vacancyText({
              intro: "Onze jeugdafdeling groeit. Help jij de trainer op woensdagmiddag?",
              tasks: ["Oefeningen klaarzetten", "Een groepje van vier kinderen begeleiden"],
              offer: "Gratis lidmaatschap en een trainerscursus.",
              when: "Woensdag van 14.00 tot 16.00 uur.",
              vog: KIDS,
            }),
            categories: ["sport"],
            skills: ["tennis"],
            targetGroups: ["kinderen"],
            hours: 2,
            schedule: "regelmatig",
            positions: 2,
            minimumAge: 16,
            vog: true,
            status: "draft",
          },
        ],
      },
      {
        name: "Kringloop Tweede Leven Harderwijk",
        type: "Foundation",
        status: "denied",
        street: "Lorentzstraat",
        houseNumber: "5",
        postcode: "3846 AV",
        city: "Harderwijk",
        domain: "tweedeleven-harderwijk.example.org",
        summary: "Kringloopwinkel in Harderwijk.",
        description: "Een kringloopwinkel met betaalde krachten en vrijwilligers.",
        contact: { first: "Ahmed", last: "Bouzid" },
        phone: "0341 42 10 77",
        vacancies: [
          {
            title: "Winkelhulp in de kringloop",
            summary: "Prijs spullen en help klanten in de winkel.",
            description: vacancyText({
              intro: "Help mee in onze winkel.",
              tasks: ["Spullen prijzen", "Klanten helpen"],
              offer: "Koffie en een gezellig team.",
              when: "Doordeweeks overdag.",
            }),
            categories: ["buurt"],
            skills: [],
            targetGroups: [],
            hours: 4,
            schedule: "flexibel",
            positions: 4,
            minimumAge: 16,
            vog: false,
            status: "draft",
          },
        ],
      },
      {
        name: "Muziekvereniging Crescendo Doetinchem",
        type: "Association",
        status: "archived",
        street: "Grutstraat",
        houseNumber: "18",
        postcode: "7001 BS",
        city: "Doetinchem",
        domain: "crescendo-doetinchem.example.org",
        summary: "Fanfare uit Doetinchem.",
        description: "De vereniging is in 2024 opgegaan in een andere muziekvereniging.",
        contact: { first: "Gert", last: "Lammers" },
        phone: "0314 33 22 11",
        vacancies: [],
      },
    ],
  },

  // Utrecht and its neighbours.
  demo: {
    street: "Lange Nieuwstraat",
    houseNumber: "40",
    postcode: "3512 PH",
    city: "Utrecht",
    summary: "Het steunpunt voor vrijwilligerswerk in Utrecht, Nieuwegein, Houten en Maarssen.",
    phone: "030 231 50 00",
    radiusKm: 20,
    people: {
      volunteer: { first: "Sophie", last: "de Boer" },
      member: { first: "Daan", last: "Visser" },
      orgadmin: { first: "Esther", last: "van Leeuwen" },
      admin: { first: "Mark", last: "Verhoeven" },
    },
    vacancies: [
      {
        title: "Gastvrouw of gastheer op ons spreekuur",
        summary: "Ontvang bezoekers van ons inloopspreekuur en help ze op weg in de vacaturebank.",
        description: vacancyText({
          intro:
            "Op ons inloopspreekuur komen mensen die vrijwilligerswerk zoeken, maar niet goed weten wat. Jij ontvangt ze, luistert en zoekt samen in de vacaturebank.",
          tasks: [
            "Bezoekers ontvangen met een kop koffie",
            "Samen vacatures zoeken die passen",
            "Een eerste contact met de organisatie leggen",
          ],
          offer:
            "Een inwerkperiode met een ervaren collega, een training gespreksvoering en een gezellig team van acht.",
          when: "Eén dagdeel per week: dinsdag- of donderdagochtend van 9.30 tot 12.30 uur.",
        }),
        categories: ["welzijn", "administratie"],
        skills: ["luisteren", "computervaardig"],
        targetGroups: [],
        hours: 3,
        schedule: "regelmatig",
        positions: 2,
        minimumAge: 18,
        vog: false,
        photo: "klok",
      },
      {
        title: "Schrijver van vacatureteksten",
        summary: "Herschrijf vanuit huis vacatures van kleine organisaties tot teksten die vrijwilligers aanspreken.",
        description: vacancyText({
          intro:
            "Veel kleine organisaties vinden het lastig om een aantrekkelijke vacature te schrijven. Jij helpt ze daarbij, op afstand en in je eigen tempo.",
          tasks: [
            "Een vacature doorlezen en vragen stellen aan de organisatie",
            "Een heldere tekst schrijven in gewone taal",
            "Soms een korte tip geven over de foto of de titel",
          ],
          offer: "Vrijheid in je tijd, een schrijfwijzer en feedback van onze communicatiemedewerker.",
          when: "Ongeveer twee uur per week, wanneer het jou uitkomt.",
        }),
        categories: ["administratie"],
        skills: ["schrijven"],
        targetGroups: [],
        hours: 2,
        schedule: "flexibel",
        positions: 3,
        minimumAge: 18,
        vog: false,
        remote: true,
      },
    ],
    organizations: [
      {
        name: "Basisschool De Regenboog",
        type: "School",
        status: "approved",
        street: "Kanaalstraat",
        houseNumber: "118",
        postcode: "3531 CK",
        city: "Utrecht",
        domain: "deregenboog-utrecht.example.org",
        summary: "Basisschool in Lombok met 260 leerlingen uit de hele wijk.",
        description:
          "De Regenboog is een basisschool in de Utrechtse wijk Lombok. Ouders, grootouders en buurtbewoners helpen ons bij lezen, tuinieren en techniek.",
        contact: { first: "Esther", last: "van Leeuwen" },
        phone: "030 294 11 20",
        vacancies: [
          {
            title: "Voorlezen in groep 3",
            summary: "Lees op dinsdagochtend voor aan groepjes van vier kinderen die net leren lezen.",
            description: vacancyText({
              intro:
                "Kinderen die veel worden voorgelezen, gaan later makkelijker zelf lezen. In groep 3 lees jij voor in een rustig hoekje, stelt vragen over het verhaal en laat de kinderen zelf een stukje lezen.",
              tasks: [
                "Voorlezen aan een groepje van vier kinderen",
                "Samen praten over de plaatjes en het verhaal",
                "De kinderen een zin of woord zelf laten lezen",
              ],
              offer: "Prentenboeken en leesboekjes, tips van de leerkracht en koffie in de teamkamer.",
              when: "Dinsdagochtend van 8.45 tot 10.00 uur, niet in de schoolvakanties.",
              vog: KIDS,
            }),
            categories: ["onderwijs"],
            skills: ["voorlezen"],
            targetGroups: ["kinderen"],
            hours: 1,
            schedule: "regelmatig",
            positions: 4,
            minimumAge: 18,
            vog: true,
          },
          {
            title: "Begeleider in de schooltuin",
            summary:
              "Tuinier van maart tot oktober op donderdagmiddag met groep 5 en 6 in de schooltuin aan het kanaal.",
            description: vacancyText({
              intro:
                "Onze schooltuin ligt aan het kanaal, vijf minuten lopen van school. Elke klas heeft er een eigen stuk en de kinderen oogsten hun eigen groente.",
              tasks: [
                "Een groepje kinderen begeleiden bij zaaien, wieden en oogsten",
                "Onderweg naar de tuin meelopen",
                "Gereedschap uitdelen en weer opruimen",
              ],
              offer: "Gereedschap, zaden en de lesbrieven van de schooltuinjuf. Je hoeft geen tuinexpert te zijn.",
              when: "Donderdagmiddag van 13.15 tot 15.15 uur, van maart tot en met oktober.",
              vog: KIDS,
            }),
            categories: ["onderwijs", "natuur_en_milieu"],
            skills: ["tuinieren"],
            targetGroups: ["kinderen"],
            hours: 2,
            schedule: "regelmatig",
            positions: 3,
            minimumAge: 16,
            vog: true,
            photo: "paardenbloemen",
          },
          {
            title: "Hulp bij de techniekmiddag",
            summary: "Bouw op vrijdagmiddag met groep 7 en 8 aan robots, knikkerbanen en stroomkringen.",
            description: vacancyText({
              intro:
                "Eens in de twee weken is het techniekmiddag. Kinderen werken in groepjes aan een opdracht en jij helpt ze verder als ze vastlopen.",
              tasks: ["Materialen klaarzetten", "Vragen stellen in plaats van voorzeggen", "Na afloop samen opruimen"],
              offer:
                "Een techniekkist vol materiaal en een leerkracht die de les leidt. Technische kennis is welkom, nieuwsgierigheid is genoeg.",
              when: "Om de week op vrijdag van 13.00 tot 14.45 uur.",
              vog: KIDS,
            }),
            categories: ["onderwijs"],
            skills: ["techniek", "uitleggen"],
            targetGroups: ["kinderen"],
            hours: 1,
            schedule: "regelmatig",
            positions: 2,
            minimumAge: 18,
            vog: true,
          },
        ],
      },
      {
        name: "Zorgcentrum Rosendael",
        type: "HealthcareInstitution",
        status: "approved",
        street: "Zuidstedeweg",
        houseNumber: "10",
        postcode: "3431 HA",
        city: "Nieuwegein",
        domain: "rosendael.example.org",
        summary: "Woonzorgcentrum in Nieuwegein met 120 bewoners en een afdeling voor mensen met dementie.",
        description:
          "In Rosendael wonen ouderen die niet meer zelfstandig kunnen wonen. Onze vrijwilligers zorgen voor uitjes, muziek en aandacht.",
        contact: { first: "Petra", last: "Bosch" },
        phone: "030 603 44 00",
        vacancies: [
          {
            title: "Wandelmaatje voor bewoners met dementie",
            summary: "Maak elke week met dezelfde bewoner een wandeling langs het Merwedekanaal.",
            description: vacancyText({
              intro:
                "Bewoners met dementie mogen niet alleen naar buiten. Met een vast wandelmaatje kunnen ze toch elke week frisse lucht halen en bewegen.",
              tasks: [
                "Een wandeling van een half uur tot een uur maken",
                "Een praatje maken over vroeger en nu",
                "Na afloop vertellen hoe het ging",
              ],
              offer: "Een training 'omgaan met dementie', een vaste bewoner en een contactpersoon op de afdeling.",
              when: "Eén keer per week, op een dag die jou uitkomt, tussen 10.00 en 16.00 uur.",
              vog: VULNERABLE,
            }),
            categories: ["zorg"],
            skills: ["geduld"],
            targetGroups: ["ouderen", "mensen met dementie"],
            hours: 1,
            schedule: "regelmatig",
            positions: 6,
            minimumAge: 16,
            vog: true,
          },
          {
            title: "Muziekvrijwilliger voor de zondagmiddag",
            summary: "Speel een instrument of zing mee tijdens de maandelijkse muziekmiddag in de grote zaal.",
            description: vacancyText({
              intro:
                "Muziek raakt mensen, ook als woorden niet meer lukken. Eén zondag per maand houden we een muziekmiddag met bekende liedjes.",
              tasks: [
                "Meespelen of -zingen met de vaste pianist",
                "Bewoners naar de zaal begeleiden",
                "Liedteksten uitdelen",
              ],
              offer: "Een dankbaar publiek, koffie met gebak en een eigen budget voor bladmuziek.",
              when: "De eerste zondag van de maand van 14.30 tot 16.30 uur.",
            }),
            categories: ["cultuur", "zorg"],
            skills: ["muziek maken"],
            targetGroups: ["ouderen"],
            hours: 1,
            schedule: "regelmatig",
            positions: 3,
            minimumAge: 14,
            vog: false,
            photo: "trommel",
          },
        ],
      },
      {
        name: "Kinderboerderij De Wielewaal",
        type: "Foundation",
        status: "approved",
        street: "Oude Dijk",
        houseNumber: "4",
        postcode: "3991 LW",
        city: "Houten",
        domain: "dewielewaal-houten.example.org",
        summary: "Kinderboerderij in Houten met geiten, schapen, kippen en een bijenstal.",
        description:
          "Op De Wielewaal komen elke week honderden kinderen kijken en aaien. Twintig vrijwilligers zorgen voor de dieren en de tuin.",
        contact: { first: "Bas", last: "Koster" },
        phone: "030 637 12 30",
        vacancies: [
          {
            title: "Dierverzorger in het weekend",
            summary: "Voer de dieren, mest de stallen uit en help bezoekers op zaterdag of zondag.",
            description: vacancyText({
              intro:
                "In het weekend is het druk op de kinderboerderij. Samen met een vaste beheerder zorg jij dat de dieren het goed hebben.",
              tasks: [
                "Voeren en water geven",
                "Stallen uitmesten en nieuw stro neerleggen",
                "Vragen van bezoekers beantwoorden",
              ],
              offer: "Een inwerkdag, werkkleding en een plek in een hecht team dierenliefhebbers.",
              when: "Zaterdag of zondag van 8.30 tot 12.30 uur, om de week.",
            }),
            categories: ["dieren", "natuur_en_milieu"],
            skills: ["dierenliefde"],
            targetGroups: [],
            hours: 2,
            schedule: "regelmatig",
            positions: 4,
            minimumAge: 14,
            vog: false,
            photo: "libel",
          },
        ],
      },
      {
        name: "Omnisportvereniging De Kromme Rijn",
        type: "Association",
        status: "approved",
        street: "Sportpark De Wetering",
        houseNumber: "2",
        postcode: "3991 VK",
        city: "Houten",
        domain: "dekrommerijn.example.org",
        summary: "Sportvereniging in Houten voor voetbal, korfbal en atletiek, met 900 leden.",
        description:
          "Bij De Kromme Rijn sporten kinderen en volwassenen. Trainers, scheidsrechters en barvrijwilligers zijn leden en ouders.",
        contact: { first: "Rick", last: "Jansen" },
        phone: "030 635 80 80",
        vacancies: [
          {
            title: "Voetbaltrainer voor een JO10-team",
            summary:
              "Train op woensdag een team van twaalf voetballers van acht en negen jaar en begeleid ze bij de wedstrijd op zaterdag.",
            description: vacancyText({
              intro:
                "Onze jongste voetballers hebben een trainer nodig die plezier voorop zet. Ervaring als trainer is niet nodig: we leiden je op.",
              tasks: [
                "Training geven op woensdag",
                "Het team begeleiden bij de wedstrijd op zaterdag",
                "Contact houden met de ouders",
              ],
              offer: "De trainerscursus van de KNVB, trainingsmateriaal en een clubtrainingspak.",
              when: "Woensdag van 17.00 tot 18.15 uur en zaterdagochtend, van september tot juni.",
              vog: KIDS,
            }),
            categories: ["sport"],
            skills: ["voetbal", "begeleiden"],
            targetGroups: ["kinderen"],
            hours: 4,
            schedule: "regelmatig",
            positions: 2,
            minimumAge: 16,
            vog: true,
            photo: "gras",
          },
        ],
      },
      {
        name: "Huiswerkklas Kanaleneiland",
        type: "InformalGroup",
        status: "approved",
        street: "Marshalllaan",
        houseNumber: "73",
        postcode: "3527 TH",
        city: "Utrecht",
        domain: "huiswerkklas-kanaleneiland.example.org",
        summary: "Gratis huiswerkbegeleiding voor middelbare scholieren in het wijkcentrum van Kanaleneiland.",
        description: "Scholieren uit de wijk maken bij ons hun huiswerk met hulp van vrijwilligers, vaak studenten.",
        contact: { first: "Samira", last: "Amrani" },
        phone: "030 288 45 61",
        vacancies: [
          {
            title: "Huiswerkbegeleider voor brugklassers",
            summary: "Help scholieren van de brugklas twee middagen per week met plannen, leren en overhoren.",
            description: vacancyText({
              intro:
                "De overstap naar de middelbare school is groot. In de huiswerkklas help jij brugklassers hun huiswerk te plannen en te leren.",
              tasks: [
                "Samen de weekplanning maken",
                "Overhoren en uitleggen",
                "Vertellen aan de coördinator hoe het gaat",
              ],
              offer:
                "Een vaste groep van vier scholieren, een coördinator en een bewijs van vrijwilligerswerk voor je cv.",
              when: "Maandag en woensdag van 15.30 tot 17.30 uur, tijdens het schooljaar.",
              vog: YOUTH,
            }),
            categories: ["onderwijs"],
            skills: ["plannen", "uitleggen"],
            targetGroups: ["jongeren"],
            hours: 4,
            schedule: "regelmatig",
            positions: 6,
            minimumAge: 18,
            vog: true,
          },
        ],
      },
      {
        name: "Buurtwerkplaats Maarssen",
        type: "Foundation",
        status: "approved",
        street: "Bisonspoor",
        houseNumber: "322",
        postcode: "3605 LT",
        city: "Maarssen",
        domain: "buurtwerkplaats-maarssen.example.org",
        summary: "Werkplaats waar buurtbewoners samen repareren, klussen en spullen opknappen.",
        description:
          "Elke zaterdag staan de deuren open: breng je kapotte lamp, stoel of fiets mee en repareer hem samen met een vrijwilliger.",
        contact: { first: "Frank", last: "de Wit" },
        phone: "0346 55 12 40",
        vacancies: [
          {
            title: "Reparateur op de reparatiezaterdag",
            summary:
              "Repareer elke eerste zaterdag van de maand samen met buurtbewoners hun lampen, stoelen en fietsen.",
            description: vacancyText({
              intro:
                "Weggooien is zonde. Op de reparatiezaterdag zoek jij samen met de eigenaar uit wat er kapot is en hoe het weer werkt.",
              tasks: [
                "Apparaten, meubels of fietsen nakijken",
                "Samen met de eigenaar repareren",
                "Uitleggen hoe je het voortaan zelf doet",
              ],
              offer: "Een goed uitgeruste werkplaats, koffie en soep, en de voldoening van elk gered apparaat.",
              when: "De eerste zaterdag van de maand van 10.00 tot 14.00 uur.",
            }),
            categories: ["buurt", "natuur_en_milieu"],
            skills: ["repareren", "technisch"],
            targetGroups: ["buurtbewoners"],
            hours: 1,
            schedule: "regelmatig",
            positions: 5,
            minimumAge: 16,
            vog: false,
            photo: "kwasten",
            status: "closed",
          },
        ],
      },
      {
        name: "Wandelclub De Stappers",
        type: "Association",
        status: "pending",
        street: "Benschopperstraat",
        houseNumber: "20",
        postcode: "3401 BW",
        city: "IJsselstein",
        domain: "destappers.example.org",
        summary: "Wandelclub uit IJsselstein.",
        description: "Wij wandelen elke week met een groep door de polder.",
        contact: { first: "Wim", last: "Hoekstra" },
        phone: "030 688 17 17",
        vacancies: [
          {
            title: "Wandelbegeleider op dinsdagochtend",
            summary: "Loop voorop of achteraan bij onze wekelijkse polderwandeling van tien kilometer.",
            description: vacancyText({
              intro: "Onze groep wordt groter en we zoeken een extra begeleider.",
              tasks: ["De route lopen", "Op de achterblijvers letten"],
              offer: "Gezelligheid en koffie onderweg.",
              when: "Dinsdagochtend van 9.30 tot 12.30 uur.",
            }),
            categories: ["sport"],
            skills: ["wandelen"],
            targetGroups: ["ouderen"],
            hours: 3,
            schedule: "regelmatig",
            positions: 2,
            minimumAge: 18,
            vog: false,
            status: "draft",
          },
        ],
      },
      {
        name: "Feestcommissie Zuilen",
        type: "InformalGroup",
        status: "denied",
        street: "Amsterdamsestraatweg",
        houseNumber: "520",
        postcode: "3553 EL",
        city: "Utrecht",
        domain: "feestcommissie-zuilen.example.org",
        summary: "Organiseert het jaarlijkse straatfeest.",
        description: "Een groep buren die elk jaar een straatfeest organiseert.",
        contact: { first: "Kees", last: "Molenaar" },
        phone: "030 244 01 01",
        vacancies: [
          {
            title: "Opbouwhulp voor het straatfeest",
            summary: "Zet op de ochtend van het feest de tenten en tafels op.",
            description: vacancyText({
              intro: "Help mee met opbouwen.",
              tasks: ["Tenten opzetten", "Tafels neerzetten"],
              offer: "Een gratis drankje op het feest.",
              when: "Eén zaterdagochtend in juni.",
            }),
            categories: ["evenementen"],
            skills: [],
            targetGroups: [],
            hours: 4,
            schedule: "eenmalig",
            positions: 6,
            minimumAge: 16,
            vog: false,
            status: "draft",
            on: { month: 6, day: 8, weekday: 6 },
          },
        ],
      },
      {
        name: "Toneelvereniging Het Doek",
        type: "Association",
        status: "archived",
        street: "Twijnstraat",
        houseNumber: "9",
        postcode: "3511 ZG",
        city: "Utrecht",
        domain: "hetdoek.example.org",
        summary: "Amateurtoneel in de binnenstad van Utrecht.",
        description: "De vereniging speelt niet meer.",
        contact: { first: "Ria", last: "Schipper" },
        phone: "030 231 99 00",
        vacancies: [],
      },
    ],
  },

  // The municipality of Rhenen; "Vacaturebank Rijnstad" is its vacancy bank.
  rijnstad: {
    street: "Herenstraat",
    houseNumber: "27",
    postcode: "3911 JG",
    city: "Rhenen",
    summary: "De vacaturebank van de gemeente voor vrijwilligerswerk in Rhenen, Elst en Achterberg.",
    phone: "0317 68 16 81",
    radiusKm: 10,
    people: {
      volunteer: { first: "Lisa", last: "Mulder" },
      member: { first: "Tim", last: "Bosman" },
      orgadmin: { first: "Annemiek", last: "Kok" },
      admin: { first: "Ruud", last: "Schouten" },
    },
    vacancies: [
      {
        title: "Digihulp in de bibliotheek",
        summary: "Help inwoners op donderdagochtend met DigiD, online formulieren en hun telefoon.",
        description: vacancyText({
          intro:
            "Steeds meer gaat online, en niet iedereen kan dat bijhouden. Op het digispreekuur in de bibliotheek help jij inwoners met hun vragen.",
          tasks: [
            "Uitleggen hoe iemand inlogt met DigiD",
            "Samen een online formulier invullen",
            "Helpen met de telefoon of tablet",
          ],
          offer:
            "Een training van de bibliotheek, een vaste collega op het spreekuur en een vrijwilligersverzekering van de gemeente.",
          when: "Donderdagochtend van 10.00 tot 12.00 uur.",
        }),
        categories: ["administratie", "welzijn"],
        skills: ["computervaardig", "geduld"],
        targetGroups: ["ouderen"],
        hours: 2,
        schedule: "regelmatig",
        positions: 3,
        minimumAge: 18,
        vog: false,
        photo: "klok",
      },
    ],
    organizations: [
      {
        name: "Basisschool De Wilgenhoek",
        type: "School",
        status: "approved",
        street: "Molenweg",
        houseNumber: "31",
        postcode: "3911 BN",
        city: "Rhenen",
        domain: "dewilgenhoek.example.org",
        summary: "Christelijke basisschool in Rhenen met 210 leerlingen.",
        description: "De Wilgenhoek staat midden in Rhenen. Ouders helpen bij de bibliotheek, uitstapjes en feesten.",
        contact: { first: "Annemiek", last: "Kok" },
        phone: "0317 61 24 50",
        vacancies: [
          {
            title: "Hulp in de schoolbibliotheek",
            summary: "Leen boeken uit, help kinderen kiezen en houd de kasten op orde, op maandagochtend.",
            description: vacancyText({
              intro:
                "Onze schoolbibliotheek heeft 3.000 boeken. Elke groep komt een keer per week boeken ruilen, en jij helpt ze daarbij.",
              tasks: [
                "Boeken uitlenen en innemen",
                "Kinderen helpen een boek op hun niveau te kiezen",
                "Nieuwe boeken kaften en inboeken",
              ],
              offer: "Een rustige, vaste ochtend, een inwerkmoment met de leescoördinator en koffie in de teamkamer.",
              when: "Maandagochtend van 8.30 tot 11.30 uur.",
              vog: KIDS,
            }),
            categories: ["onderwijs"],
            skills: ["organiseren"],
            targetGroups: ["kinderen"],
            hours: 3,
            schedule: "regelmatig",
            positions: 2,
            minimumAge: 18,
            vog: true,
          },
          {
            title: "Begeleider bij het schoolreisje",
            summary: "Ga een dag mee met groep 5 naar het dierenpark en zorg voor een groepje van vijf kinderen.",
            description: vacancyText({
              intro:
                "In juni gaat groep 5 op schoolreis naar het dierenpark. Per groepje van vijf kinderen hebben we een volwassene nodig.",
              tasks: ["Een groepje kinderen begeleiden", "Letten op de tijd en de verzamelplek", "Helpen bij de lunch"],
              offer: "Een dag uit, met lunch en toegang betaald door de school.",
              when: "Eén donderdag in juni, van 8.15 tot 16.30 uur.",
              vog: KIDS,
            }),
            categories: ["onderwijs", "evenementen"],
            skills: [],
            targetGroups: ["kinderen"],
            hours: 8,
            schedule: "eenmalig",
            positions: 6,
            minimumAge: 18,
            vog: true,
            on: { month: 6, day: 8, weekday: 4 },
            photo: "lieveheersbeestje",
          },
        ],
      },
      {
        name: "Woonzorgcentrum Het Rijnhuis",
        type: "HealthcareInstitution",
        status: "approved",
        street: "Fokkesteeg",
        houseNumber: "1",
        postcode: "3911 WT",
        city: "Rhenen",
        domain: "hetrijnhuis.example.org",
        summary: "Woonzorgcentrum met 70 appartementen en een ontmoetingsruimte aan de Rijn.",
        description:
          "Het Rijnhuis is een woonzorgcentrum waar ouderen zo zelfstandig mogelijk wonen, met zorg in de buurt.",
        contact: { first: "Yvonne", last: "de Groot" },
        phone: "0317 61 90 00",
        vacancies: [
          {
            title: "Rolstoelduwer voor de zondagmiddag",
            summary: "Maak op zondag een wandeling met een bewoner in een rolstoel, langs de Rijn of naar de markt.",
            description: vacancyText({
              intro:
                "Veel bewoners kunnen alleen met een rolstoel naar buiten. Op zondagmiddag maak jij met hen een wandeling langs de Rijn.",
              tasks: [
                "Een bewoner ophalen en weer terugbrengen",
                "Een wandeling van een uur maken",
                "Samen een terrasje pakken als het weer het toelaat",
              ],
              offer: "Uitleg over het veilig duwen van een rolstoel, koffie na afloop en een vaste contactpersoon.",
              when: "Zondagmiddag tussen 14.00 en 16.00 uur, één of twee keer per maand.",
              vog: VULNERABLE,
            }),
            categories: ["zorg", "welzijn"],
            skills: [],
            targetGroups: ["ouderen"],
            hours: 1,
            schedule: "regelmatig",
            positions: 6,
            minimumAge: 16,
            vog: true,
            photo: "paardenbloemen",
          },
          {
            title: "Activiteitenbegeleider bij het koffie-uur",
            summary: "Zet op woensdagochtend koffie, speel een spelletje en zorg dat nieuwe bewoners aansluiten.",
            description: vacancyText({
              intro:
                "Het koffie-uur is het moment waarop bewoners elkaar ontmoeten. Jij bent de gastheer of gastvrouw.",
              tasks: ["Koffie en thee zetten", "Een spel of quiz leiden", "Nieuwe bewoners voorstellen aan de groep"],
              offer: "Een gezellige groep, vaste collega's en een jaarlijks vrijwilligersuitje.",
              when: "Woensdagochtend van 10.00 tot 12.00 uur.",
            }),
            categories: ["welzijn"],
            skills: ["gastvrijheid"],
            targetGroups: ["ouderen"],
            hours: 2,
            schedule: "regelmatig",
            positions: 3,
            minimumAge: 16,
            vog: false,
            photo: "vijg-op-schaal",
          },
        ],
      },
      {
        name: "Stichting Rijnstad Rijdt",
        type: "Foundation",
        status: "approved",
        street: "Nieuwe Veenendaalseweg",
        houseNumber: "12",
        postcode: "3911 MG",
        city: "Rhenen",
        domain: "rijnstadrijdt.example.org",
        summary:
          "Vrijwillige chauffeurs rijden inwoners die slecht ter been zijn naar de dokter, de kapper of familie.",
        description:
          "Wij hebben twee elektrische auto's en zo'n twintig chauffeurs. Ritten worden via de centrale gepland.",
        contact: { first: "Jan", last: "van Ommeren" },
        phone: "0317 61 55 55",
        vacancies: [
          {
            title: "Chauffeur voor de buurtauto",
            summary: "Rijd een of twee dagdelen per week inwoners naar afspraken in en rond Rhenen.",
            description: vacancyText({
              intro:
                "Niet iedereen kan nog zelf rijden of met de bus. Met onze buurtauto breng jij mensen naar de huisarts, het ziekenhuis of een verjaardag.",
              tasks: [
                "Ritten rijden die de centrale plant",
                "Helpen bij het in- en uitstappen",
                "Een kort ritformulier invullen",
              ],
              offer: "Een elektrische auto met automaat, een rijvaardigheidstraining en een goede verzekering.",
              when: "Eén of twee dagdelen per week, doordeweeks tussen 8.00 en 18.00 uur.",
              vog: VULNERABLE,
            }),
            categories: ["vervoer", "welzijn"],
            skills: ["rijbewijs B"],
            targetGroups: ["ouderen"],
            hours: 4,
            schedule: "regelmatig",
            positions: 5,
            minimumAge: 21,
            vog: true,
          },
        ],
      },
      {
        name: "Vogelwerkgroep De Grebbe",
        type: "Association",
        status: "approved",
        street: "Cuneraweg",
        houseNumber: "102",
        postcode: "3911 RR",
        city: "Rhenen",
        domain: "vwg-degrebbe.example.org",
        summary: "Vereniging van vogelaars die nestkasten ophangt en vogels telt rond de Grebbeberg.",
        description:
          "We hebben ruim 300 nestkasten in de bossen en uiterwaarden, die elk voorjaar worden gecontroleerd.",
        contact: { first: "Dirk", last: "van der Heijden" },
        phone: "0317 61 48 81",
        vacancies: [
          {
            title: "Nestkastcontroleur in het voorjaar",
            summary:
              "Loop van april tot juni elke twee weken een vaste route langs twintig nestkasten en noteer wat je ziet.",
            description: vacancyText({
              intro:
                "Hoe gaat het met de koolmees, de pimpelmees en de boomklever? Door nestkasten te controleren weten we het precies.",
              tasks: [
                "Een vaste route lopen",
                "Nestkasten voorzichtig openen en tellen",
                "Je waarnemingen invoeren in de telapp",
              ],
              offer: "Een cursus van een ervaren vogelaar, een ladder en een telformulier. Je leert veel over vogels.",
              when: "Van april tot en met juni, om de week een ochtend van ongeveer drie uur.",
            }),
            categories: ["natuur_en_milieu"],
            skills: ["natuurkennis"],
            targetGroups: [],
            hours: 2,
            schedule: "regelmatig",
            positions: 4,
            minimumAge: 16,
            vog: false,
            photo: "boomklever",
          },
        ],
      },
      {
        name: "Dierenasiel De Grebbeberg",
        type: "Foundation",
        status: "approved",
        street: "Grebbeweg",
        houseNumber: "90",
        postcode: "3911 AV",
        city: "Rhenen",
        domain: "asiel-degrebbeberg.example.org",
        summary: "Kleinschalig asiel voor katten en konijnen aan de rand van Rhenen.",
        description: "Wij vangen katten en konijnen op en zoeken voor ze een nieuw huis.",
        contact: { first: "Sandra", last: "Huisman" },
        phone: "0317 61 33 10",
        vacancies: [
          {
            title: "Kattenverzorger op zaterdag",
            summary: "Maak de kattenverblijven schoon, geef eten en knuffel de katten die nog schuw zijn.",
            description: vacancyText({
              intro: "Katten in het asiel hebben een schone plek en aandacht nodig om te wennen aan mensen.",
              tasks: ["Verblijven schoonmaken", "Eten en water geven", "Tijd besteden aan schuwe katten"],
              offer: "Een inwerkochtend en een team van twaalf kattenliefhebbers.",
              when: "Zaterdagochtend van 9.00 tot 12.00 uur.",
            }),
            categories: ["dieren"],
            skills: ["dierenliefde"],
            targetGroups: [],
            hours: 3,
            schedule: "regelmatig",
            positions: 4,
            minimumAge: 16,
            vog: false,
            photo: "twee-honden",
            status: "closed",
          },
        ],
      },
      {
        name: "Jeugdvereniging Op Stap",
        type: "Association",
        status: "pending",
        street: "Bergweg",
        houseNumber: "7",
        postcode: "3911 VA",
        city: "Rhenen",
        domain: "opstap-rhenen.example.org",
        summary: "Jeugdvereniging voor kinderen van 7 tot 12 jaar.",
        description: "Elke zaterdag activiteiten in het clubhuis en in het bos.",
        contact: { first: "Lars", last: "Vermeulen" },
        phone: "0317 61 00 70",
        vacancies: [
          {
            title: "Leider op zaterdagmiddag",
            summary: "Bedenk en begeleid spellen voor een groep van vijftien kinderen.",
            description: vacancyText({
              intro: "We zoeken een nieuwe leider voor de groep van 7 tot 9 jaar.",
              tasks: ["Spellen voorbereiden", "De groep begeleiden"],
              offer: "Een leuk team en een jaarlijks weekend weg.",
              when: "Zaterdag van 13.30 tot 16.00 uur.",
              vog: KIDS,
            }),
            categories: ["sport", "welzijn"],
            skills: [],
            targetGroups: ["kinderen"],
            hours: 3,
            schedule: "regelmatig",
            positions: 2,
            minimumAge: 17,
            vog: true,
            status: "draft",
          },
        ],
      },
      {
        name: "Klussenbus Rhenen",
        type: "InformalGroup",
        status: "denied",
        street: "Achterstraat",
        houseNumber: "44",
        postcode: "3911 AS",
        city: "Rhenen",
        domain: "klussenbus-rhenen.example.org",
        summary: "Groep klussers.",
        description: "Een groep klussers die ouderen helpt.",
        contact: { first: "Peter", last: "Dijkstra" },
        phone: "0317 61 72 72",
        vacancies: [],
      },
      {
        name: "Oranjevereniging Achterberg",
        type: "Association",
        status: "archived",
        street: "Cuneraweg",
        houseNumber: "300",
        postcode: "3911 RT",
        city: "Rhenen",
        domain: "oranje-achterberg.example.org",
        summary: "Organiseerde Koningsdag in Achterberg.",
        description: "De vereniging is opgeheven.",
        contact: { first: "Johan", last: "van Wijk" },
        phone: "0317 61 90 90",
        vacancies: [],
      },
    ],
  },

  // Utrechtse Heuvelrug.
  heuvelrug: {
    street: "Dorpsstraat",
    houseNumber: "21",
    postcode: "3941 JK",
    city: "Doorn",
    summary: "Het vrijwilligerspunt van de Utrechtse Heuvelrug: Doorn, Driebergen, Leersum, Amerongen en Maarn.",
    phone: "0343 56 60 00",
    radiusKm: 15,
    people: {
      volunteer: { first: "Emma", last: "van Dijk" },
      member: { first: "Sven", last: "Brouwer" },
      orgadmin: { first: "Hanneke", last: "Vos" },
      admin: { first: "Gerard", last: "Kuiper" },
    },
    vacancies: [
      {
        title: "Klusvrijwilliger bij ouderen thuis",
        summary:
          "Hang een lamp op, vervang een kraanleertje of maak een tuinhek: kleine klussen voor wie het zelf niet meer kan.",
        description: vacancyText({
          intro:
            "Ouderen en mensen met een beperking vragen ons vaak om hulp bij een kleine klus. Met onze klussendienst help jij ze zelfstandig te blijven wonen.",
          tasks: [
            "Kleine klussen in en om het huis",
            "Even een kop koffie drinken",
            "Laten weten als je iets zorgelijks ziet",
          ],
          offer:
            "Een vergoeding voor je reiskosten en materiaal, en een verzekering. Je kiest zelf welke klussen je aanneemt.",
          when: "Wanneer het jou uitkomt, gemiddeld een paar uur per maand.",
          vog: AT_HOME,
        }),
        categories: ["buurt", "welzijn"],
        skills: ["klussen"],
        targetGroups: ["ouderen"],
        hours: 1,
        schedule: "flexibel",
        positions: 8,
        minimumAge: 18,
        vog: true,
        photo: "kwasten",
      },
    ],
    organizations: [
      {
        name: "Basisschool De Zonnewijzer",
        type: "School",
        status: "approved",
        street: "Hoofdstraat",
        houseNumber: "140",
        postcode: "3972 LG",
        city: "Driebergen",
        domain: "dezonnewijzer.example.org",
        summary: "Basisschool in Driebergen die veel buiten lesgeeft, in het bos achter de school.",
        description: "De Zonnewijzer geeft een dag per week les in het bos. Daarvoor hebben we extra handen nodig.",
        contact: { first: "Hanneke", last: "Vos" },
        phone: "0343 51 20 30",
        vacancies: [
          {
            title: "Begeleider bij de boslessen",
            summary: "Ga op vrijdagochtend mee het bos in met groep 4 en help bij het zoeken, bouwen en ontdekken.",
            description: vacancyText({
              intro:
                "Op vrijdag krijgt groep 4 les in het bos: rekenen met dennenappels, diersporen zoeken, hutten bouwen. Jij begeleidt een groepje.",
              tasks: [
                "Een groepje van zes kinderen begeleiden",
                "Materiaal meenemen en opruimen",
                "Letten op veiligheid in het bos",
              ],
              offer:
                "Een uitleg van onze natuurcoördinator, laarzen als je die nodig hebt en warme chocomel in de winter.",
              when: "Vrijdagochtend van 8.30 tot 12.00 uur, niet in de schoolvakanties.",
              vog: KIDS,
            }),
            categories: ["onderwijs", "natuur_en_milieu"],
            skills: ["buiten werken"],
            targetGroups: ["kinderen"],
            hours: 3,
            schedule: "regelmatig",
            positions: 3,
            minimumAge: 18,
            vog: true,
            photo: "libel",
          },
          {
            title: "Luistermaatje voor beginnende lezers",
            summary: "Luister een keer per week een half uur naar een kind uit groep 3 dat hardop oefent met lezen.",
            description: vacancyText({
              intro: "Hardop lezen voor een volwassene die écht luistert, geeft kinderen zelfvertrouwen.",
              tasks: ["Luisteren en aanmoedigen", "Helpen bij moeilijke woorden", "Een leesboekje per kind bijhouden"],
              offer: "Een vaste leerling, leesboekjes op niveau en tips van de leerkracht.",
              when: "Maandag of woensdag tussen 9.00 en 11.30 uur.",
              vog: KIDS,
            }),
            categories: ["onderwijs"],
            skills: ["geduld"],
            targetGroups: ["kinderen"],
            hours: 1,
            schedule: "regelmatig",
            positions: 4,
            minimumAge: 18,
            vog: true,
          },
        ],
      },
      {
        name: "Zorgboerderij De Hooiberg",
        type: "HealthcareInstitution",
        status: "approved",
        street: "Rijksstraatweg",
        houseNumber: "55",
        postcode: "3956 CM",
        city: "Leersum",
        domain: "dehooiberg.example.org",
        summary:
          "Zorgboerderij in Leersum waar mensen met een verstandelijke beperking werken met dieren en in de tuin.",
        description:
          "Op De Hooiberg werken dagelijks vijfentwintig deelnemers. Ze verzorgen koeien, geiten en kippen en kweken groente voor de boerderijwinkel.",
        contact: { first: "Mieke", last: "Kamphuis" },
        phone: "0343 45 11 80",
        vacancies: [
          {
            title: "Meewerken in de moestuin van de zorgboerderij",
            summary: "Werk een ochtend per week samen met deelnemers in de groentetuin en de boerderijwinkel.",
            description: vacancyText({
              intro:
                "Onze deelnemers werken graag buiten, maar hebben begeleiding nodig. Jij werkt met ze mee in de tuin en helpt ze de taken af te maken.",
              tasks: [
                "Samen zaaien, wieden en oogsten",
                "Groente wassen en inpakken voor de winkel",
                "Een oogje in het zeil houden",
              ],
              offer:
                "Werken in de buitenlucht, een lunch met het hele team en een training over omgaan met mensen met een beperking.",
              when: "Een ochtend per week van 9.00 tot 12.30 uur, doordeweeks.",
              vog: VULNERABLE,
            }),
            categories: ["zorg", "natuur_en_milieu"],
            skills: ["tuinieren"],
            targetGroups: ["mensen met een beperking"],
            hours: 3,
            schedule: "regelmatig",
            positions: 3,
            minimumAge: 18,
            vog: true,
            photo: "gras",
          },
        ],
      },
      {
        name: "Werkgroep Landschap Amerongen",
        type: "Association",
        status: "approved",
        street: "Drostestraat",
        houseNumber: "8",
        postcode: "3958 BK",
        city: "Amerongen",
        domain: "landschap-amerongen.example.org",
        summary: "Vrijwilligers die de heide, de hoogstamboomgaarden en de houtwallen rond Amerongen onderhouden.",
        description: "Met zo'n veertig vrijwilligers houden wij het landschap van de Heuvelrug open en gevarieerd.",
        contact: { first: "Koen", last: "Bakker" },
        phone: "0343 45 60 20",
        vacancies: [
          {
            title: "Heidebeheer op zaterdag",
            summary: "Trek met een groep jonge boompjes uit de heide, zodat die niet dichtgroeit. Ook eenmalig welkom.",
            description: vacancyText({
              intro:
                "Zonder onderhoud groeit de heide dicht met berken en dennen. Op onze werkochtenden houden we haar open, met de hand en met de zaag.",
              tasks: ["Jonge boompjes uittrekken", "Takken afvoeren", "Koffie drinken met uitzicht over de heide"],
              offer:
                "Handschoenen, gereedschap, koffie en krentenbollen. We vertellen je graag over de planten en dieren.",
              when: "De derde zaterdag van de maand van september tot maart, 9.00 tot 12.30 uur.",
            }),
            categories: ["natuur_en_milieu"],
            skills: [],
            targetGroups: [],
            hours: 1,
            schedule: "regelmatig",
            positions: 25,
            minimumAge: 12,
            vog: false,
            photo: "lieveheersbeestje",
          },
          {
            title: "Gids bij de boomgaardwandeling",
            summary: "Vertel bezoekers over de oude fruitrassen tijdens de wandelingen in de oogsttijd.",
            description: vacancyText({
              intro:
                "In september en oktober geven we wandelingen door de hoogstamboomgaard. Heb jij verstand van fruit, of wil je het leren?",
              tasks: [
                "Een groep van hooguit twintig bezoekers rondleiden",
                "Vertellen over rassen, snoei en oogst",
                "Appels laten proeven",
              ],
              offer: "Een gidsencursus van twee avonden en een mand appels na het seizoen.",
              when: "Zondagmiddag in september en oktober, vier tot zes keer per seizoen.",
            }),
            categories: ["natuur_en_milieu", "cultuur"],
            skills: ["vertellen"],
            targetGroups: [],
            hours: 2,
            schedule: "eenmalig",
            positions: 4,
            minimumAge: 18,
            vog: false,
            on: { month: 9, day: 8, weekday: 0 },
            status: "closed",
          },
        ],
      },
      {
        name: "Stichting Samen Oud in Maarn",
        type: "Foundation",
        status: "approved",
        street: "Tuindorpweg",
        houseNumber: "3",
        postcode: "3951 BG",
        city: "Maarn",
        domain: "samenoud-maarn.example.org",
        summary: "Bezoekt ouderen in Maarn en Maarsbergen die alleen wonen.",
        description: "Onze vrijwilligers bezoeken wekelijks ouderen die weinig mensen zien.",
        contact: { first: "Anja", last: "Verweij" },
        phone: "0343 44 13 30",
        vacancies: [
          {
            title: "Bezoekvrijwilliger voor een oudere",
            summary:
              "Drink elke week koffie met dezelfde oudere in Maarn en doe samen iets leuks: een spelletje, een wandeling of gewoon praten.",
            description: vacancyText({
              intro:
                "Eenzaamheid komt veel voor, ook in een dorp. Een vast bezoek om naar uit te kijken maakt voor iemand het verschil.",
              tasks: ["Wekelijks op bezoek gaan", "Samen iets ondernemen", "Een keer per jaar een evaluatiegesprek"],
              offer:
                "Een kennismakingsgesprek waarin we een goede match zoeken, en bijeenkomsten met andere bezoekvrijwilligers.",
              when: "Eén keer per week ongeveer anderhalf uur, op een moment dat jullie samen afspreken.",
              vog: AT_HOME,
            }),
            categories: ["welzijn"],
            skills: ["luisteren"],
            targetGroups: ["ouderen"],
            hours: 2,
            schedule: "regelmatig",
            positions: 10,
            minimumAge: 18,
            vog: true,
            photo: "paardenbloemen",
          },
        ],
      },
      {
        name: "Werkgroep Dorpshistorie Leersum",
        type: "InformalGroup",
        status: "approved",
        street: "Scherpenzeelseweg",
        houseNumber: "14",
        postcode: "3956 KB",
        city: "Leersum",
        domain: "dorpshistorie-leersum.example.org",
        summary: "Verzamelt en beschrijft oude foto's en verhalen over Leersum.",
        description: "In ons archief liggen zo'n 6.000 foto's, van de bouw van de kerk tot de eerste auto in het dorp.",
        contact: { first: "Theo", last: "Blom" },
        phone: "0343 45 22 66",
        vacancies: [
          {
            title: "Fotoarchief beschrijven",
            summary: "Scan oude foto's van Leersum en zoek uit wie en wat erop staat, op dinsdagmiddag of thuis.",
            description: vacancyText({
              intro:
                "Veel foto's in ons archief zijn nog niet beschreven. Wie staat erop, en wanneer was het? Jij zoekt het uit.",
              tasks: [
                "Foto's scannen",
                "Beschrijvingen invoeren in de database",
                "Oudere dorpsgenoten vragen wat ze herkennen",
              ],
              offer: "Een gezellige werkgroep, koffie en een kijkje in de geschiedenis van het dorp.",
              when: "Dinsdagmiddag van 13.30 tot 16.30 uur in het archief, of thuis wanneer het je uitkomt.",
            }),
            categories: ["cultuur", "administratie"],
            skills: ["computervaardig", "nauwkeurig"],
            targetGroups: [],
            hours: 3,
            schedule: "flexibel",
            positions: 3,
            minimumAge: 16,
            vog: false,
            photo: "klok",
          },
        ],
      },
      {
        name: "Volkstuinvereniging De Pol",
        type: "Association",
        status: "pending",
        street: "Polweg",
        houseNumber: "2",
        postcode: "3941 KR",
        city: "Doorn",
        domain: "vtv-depol.example.org",
        summary: "Volkstuinvereniging in Doorn.",
        description: "Wij hebben veertig tuinen en een gezamenlijke kas.",
        contact: { first: "Greet", last: "Mol" },
        phone: "0343 41 21 12",
        vacancies: [
          {
            title: "Tuinman voor de gemeenschappelijke kas",
            summary: "Houd samen met twee andere leden de kas bij.",
            description: vacancyText({
              intro: "Onze kas wordt door alle leden gebruikt.",
              tasks: ["Water geven", "Planten verzorgen"],
              offer: "Een eigen plekje in de kas.",
              when: "Een paar uur per week.",
            }),
            categories: ["natuur_en_milieu"],
            skills: ["tuinieren"],
            targetGroups: [],
            hours: 2,
            schedule: "flexibel",
            positions: 1,
            minimumAge: 16,
            vog: false,
            status: "draft",
          },
        ],
      },
      {
        name: "Stichting Feestweek Maarn",
        type: "Foundation",
        status: "denied",
        street: "Raadhuislaan",
        houseNumber: "10",
        postcode: "3951 DM",
        city: "Maarn",
        domain: "feestweek-maarn.example.org",
        summary: "Organiseert de feestweek.",
        description: "De jaarlijkse feestweek in Maarn.",
        contact: { first: "Erik", last: "Pool" },
        phone: "0343 44 30 03",
        vacancies: [],
      },
      {
        name: "Schaakclub Amerongen",
        type: "Association",
        status: "archived",
        street: "Hof",
        houseNumber: "2",
        postcode: "3958 CC",
        city: "Amerongen",
        domain: "schaakclub-amerongen.example.org",
        summary: "Schaakclub.",
        description: "De club is gestopt.",
        contact: { first: "Bert", last: "Hagen" },
        phone: "0343 45 40 40",
        vacancies: [],
      },
    ],
  },

  // Amsterdam.
  meedoen: {
    street: "Wibautstraat",
    houseNumber: "150",
    postcode: "1091 GR",
    city: "Amsterdam",
    summary: "Meedoen helpt Amsterdammers aan vrijwilligerswerk in hun eigen buurt, van Noord tot Zuidoost.",
    phone: "020 530 12 00",
    radiusKm: 15,
    people: {
      volunteer: { first: "Yasmina", last: "El Amrani" },
      member: { first: "Thijs", last: "de Graaf" },
      orgadmin: { first: "Priya", last: "Ramdin" },
      admin: { first: "Jeroen", last: "Dekker" },
    },
    vacancies: [
      {
        title: "Maatje voor een jongere",
        summary: "Spreek twee keer per maand af met een jongere van 14 tot 18 die wel wat steun kan gebruiken.",
        description: vacancyText({
          intro:
            "Sommige jongeren hebben thuis weinig mensen om op terug te vallen. Als maatje ben jij een jaar lang iemand met wie ze kunnen praten en dingen ondernemen.",
          tasks: [
            "Samen iets doen: sporten, koken, de stad in",
            "Meedenken over school, werk of geldzaken",
            "Contact houden met de coördinator",
          ],
          offer:
            "Een training van twee dagdelen, begeleiding door een jongerenwerker en € 10,- per maand voor activiteiten.",
          when: "Twee keer per maand een middag of avond, een jaar lang.",
          vog: YOUTH,
        }),
        categories: ["welzijn"],
        skills: ["luisteren", "betrouwbaar"],
        targetGroups: ["jongeren"],
        hours: 2,
        schedule: "regelmatig",
        positions: 15,
        minimumAge: 21,
        vog: true,
      },
    ],
    organizations: [
      {
        name: "Basisschool Het Zonnelied",
        type: "School",
        status: "approved",
        street: "Javaplein",
        houseNumber: "22",
        postcode: "1094 HW",
        city: "Amsterdam",
        domain: "hetzonnelied.example.org",
        summary: "Basisschool in de Indische Buurt met kinderen uit meer dan twintig landen.",
        description:
          "Het Zonnelied staat midden in Amsterdam-Oost. Veel ouders spreken thuis een andere taal; vrijwilligers helpen de kinderen extra.",
        contact: { first: "Priya", last: "Ramdin" },
        phone: "020 665 80 40",
        vacancies: [
          {
            title: "Rekenmaatje voor groep 6",
            summary: "Oefen op woensdagochtend tafels en breuken met twee kinderen die extra uitleg nodig hebben.",
            description: vacancyText({
              intro:
                "Niet elk kind krijgt thuis hulp met rekenen. Met een rekenmaatje oefenen kinderen in hun eigen tempo.",
              tasks: [
                "Oefenen met rekenspelletjes en werkbladen",
                "Uitleggen op een andere manier dan in de klas",
                "Kort terugkoppelen aan de leerkracht",
              ],
              offer: "Oefenmateriaal, een vaste plek in het leerplein en koffie met de leerkrachten.",
              when: "Woensdagochtend van 9.00 tot 10.30 uur.",
              vog: KIDS,
            }),
            categories: ["onderwijs"],
            skills: ["rekenen", "uitleggen"],
            targetGroups: ["kinderen"],
            hours: 2,
            schedule: "regelmatig",
            positions: 4,
            minimumAge: 18,
            vog: true,
          },
          {
            title: "Hulp bij de kookles",
            summary: "Kook op vrijdagmiddag met groep 7 gezonde, goedkope gerechten uit allerlei landen.",
            description: vacancyText({
              intro:
                "In de kookles leren kinderen wat gezond eten is en hoe je het zelf maakt. Ouders brengen recepten mee van thuis.",
              tasks: [
                "Een groepje van vijf kinderen helpen bij snijden en koken",
                "Letten op hygiëne en veiligheid",
                "Samen eten en afwassen",
              ],
              offer: "Een keuken met alles erop en eraan, en een gezellige middag.",
              when: "Vrijdagmiddag van 13.00 tot 15.00 uur, om de week.",
              vog: KIDS,
            }),
            categories: ["onderwijs"],
            skills: ["koken"],
            targetGroups: ["kinderen"],
            hours: 1,
            schedule: "regelmatig",
            positions: 2,
            minimumAge: 18,
            vog: true,
            photo: "vijg-op-schaal",
          },
        ],
      },
      {
        name: "Buurthuis De Kolk",
        type: "Foundation",
        status: "approved",
        street: "Van der Pekstraat",
        houseNumber: "61",
        postcode: "1031 CN",
        city: "Amsterdam",
        domain: "dekolk-noord.example.org",
        summary: "Buurthuis in Amsterdam-Noord met een inloop, een klusgroep en taalles.",
        description:
          "De Kolk is er voor iedereen uit de Van der Pekbuurt. Vrijwilligers runnen de inloop, de bar en de activiteiten.",
        contact: { first: "Nadia", last: "Bakker" },
        phone: "020 636 22 10",
        vacancies: [
          {
            title: "Gastvrouw of gastheer bij de inloop",
            summary: "Ontvang buurtbewoners bij de inloop, schenk koffie en wijs ze de weg naar activiteiten en hulp.",
            description: vacancyText({
              intro:
                "Bij de inloop kan iedereen binnenlopen voor een kop koffie en een praatje. Jij bent het eerste aanspreekpunt.",
              tasks: [
                "Koffie en thee schenken",
                "Een praatje maken",
                "Mensen wijzen op activiteiten of hulp in de buurt",
              ],
              offer: "Een hecht team, een training gastvrijheid en een jaarlijks buurtfeest voor vrijwilligers.",
              when: "Eén of twee dagdelen per week, ook op zaterdag.",
            }),
            categories: ["buurt", "welzijn"],
            skills: ["gastvrijheid"],
            targetGroups: ["buurtbewoners"],
            hours: 4,
            schedule: "flexibel",
            positions: 6,
            minimumAge: 16,
            vog: false,
            photo: "trommel",
          },
        ],
      },
      {
        name: "Stichting Taal aan de Amstel",
        type: "Foundation",
        status: "approved",
        street: "Linnaeusstraat",
        houseNumber: "35",
        postcode: "1093 EG",
        city: "Amsterdam",
        domain: "taalaandeamstel.example.org",
        summary: "Taallessen en taalcafés voor volwassenen die Nederlands leren, in Oost en Zuidoost.",
        description: "Wij organiseren elke week twaalf taalgroepen, geleid door vrijwilligers.",
        contact: { first: "Karin", last: "Mertens" },
        phone: "020 694 70 70",
        vacancies: [
          {
            title: "Begeleider van het taalcafé",
            summary: "Leid op maandagavond een gespreksgroep van zes volwassenen die Nederlands oefenen.",
            description: vacancyText({
              intro:
                "In het taalcafé oefenen cursisten met praten over gewone dingen: werk, de buurt, het nieuws. Jij zorgt dat iedereen aan het woord komt.",
              tasks: [
                "Een onderwerp kiezen en het gesprek leiden",
                "Woorden uitleggen",
                "Samen lachen om de fouten die iedereen maakt",
              ],
              offer: "Gespreksonderwerpen en werkvormen, een training en intervisie met andere begeleiders.",
              when: "Maandagavond van 19.00 tot 20.30 uur.",
            }),
            categories: ["taal_en_integratie"],
            skills: ["Nederlands", "gespreksleiding"],
            targetGroups: ["nieuwkomers"],
            hours: 2,
            schedule: "regelmatig",
            positions: 5,
            minimumAge: 18,
            vog: false,
          },
        ],
      },
      {
        name: "Stadstuin De Groene Kavel",
        type: "Foundation",
        status: "approved",
        street: "Kramatweg",
        houseNumber: "90",
        postcode: "1095 KX",
        city: "Amsterdam",
        domain: "degroenekavel.example.org",
        summary: "Buurtmoestuin in het Flevopark waar buren samen groente, fruit en bloemen kweken.",
        description:
          "Op De Groene Kavel tuinieren zo'n zestig buren. De oogst gaat naar de tuiniers en naar het buurthuis.",
        contact: { first: "Joris", last: "Meijer" },
        phone: "020 692 12 12",
        vacancies: [
          {
            title: "Tuinier in de buurtmoestuin",
            summary: "Werk op zaterdagochtend mee in de moestuin in het Flevopark, met of zonder groene vingers.",
            description: vacancyText({
              intro: "In onze stadstuin leer je zaaien, snoeien en composteren, samen met buren uit de hele wijk.",
              tasks: [
                "Bedden klaarmaken, zaaien en wieden",
                "Oogsten en de oogst verdelen",
                "De composthoop bijhouden",
              ],
              offer: "Gereedschap, koffie en een deel van de oogst. Ervaren tuiniers leren je het vak.",
              when: "Zaterdagochtend van 10.00 tot 13.00 uur, van maart tot november.",
            }),
            categories: ["natuur_en_milieu", "buurt"],
            skills: ["tuinieren"],
            targetGroups: [],
            hours: 3,
            schedule: "regelmatig",
            positions: 10,
            minimumAge: 12,
            vog: false,
            photo: "lieveheersbeestje",
          },
        ],
      },
      {
        name: "Weggeefwinkel De Ruilkast",
        type: "InformalGroup",
        status: "approved",
        street: "Bijlmerplein",
        houseNumber: "400",
        postcode: "1102 DB",
        city: "Amsterdam",
        domain: "deruilkast.example.org",
        summary: "Winkel in Zuidoost waar alles gratis is: kleding, speelgoed en huisraad.",
        description:
          "Wat je niet meer nodig hebt, brengt een ander blij. Vrijwilligers sorteren, ruimen in en helpen bezoekers.",
        contact: { first: "Gloria", last: "Pinas" },
        phone: "020 696 04 04",
        vacancies: [
          {
            title: "Sorteerder in de weggeefwinkel",
            summary: "Sorteer gebrachte kleding en spullen en zet ze netjes in de winkel, op een doordeweekse dag.",
            description: vacancyText({
              intro:
                "Elke dag brengen mensen tassen vol spullen. Jij zorgt dat het goede in de winkel komt en de rest naar de recycling.",
              tasks: ["Kleding en spullen sorteren", "De winkel inruimen", "Bezoekers helpen iets te vinden"],
              offer: "Een vaste groep collega's, koffie en flexibele tijden.",
              when: "Eén dagdeel per week, maandag tot en met vrijdag.",
            }),
            categories: ["buurt", "natuur_en_milieu"],
            skills: ["organiseren"],
            targetGroups: [],
            hours: 3,
            schedule: "flexibel",
            positions: 6,
            minimumAge: 16,
            vog: false,
            status: "closed",
          },
        ],
      },
      {
        name: "Buurtsport Oost",
        type: "Association",
        status: "pending",
        street: "Ringdijk",
        houseNumber: "5",
        postcode: "1097 AA",
        city: "Amsterdam",
        domain: "buurtsport-oost.example.org",
        summary: "Sporten in de buitenlucht voor buurtbewoners.",
        description: "Wij organiseren bootcamps en wandelvoetbal in het park.",
        contact: { first: "Mo", last: "Ouali" },
        phone: "020 665 11 00",
        vacancies: [
          {
            title: "Trainer wandelvoetbal",
            summary: "Begeleid op donderdag een groep zestigplussers bij wandelvoetbal.",
            description: vacancyText({
              intro: "Wandelvoetbal is voetbal zonder rennen.",
              tasks: ["Een training geven", "Het veld klaarzetten"],
              offer: "Een trainerscursus.",
              when: "Donderdagochtend.",
            }),
            categories: ["sport"],
            skills: ["voetbal"],
            targetGroups: ["ouderen"],
            hours: 2,
            schedule: "regelmatig",
            positions: 2,
            minimumAge: 18,
            vog: false,
            status: "draft",
          },
        ],
      },
      {
        name: "Stichting Straatfeest Pijp",
        type: "Foundation",
        status: "denied",
        street: "Ferdinand Bolstraat",
        houseNumber: "100",
        postcode: "1072 LN",
        city: "Amsterdam",
        domain: "straatfeest-pijp.example.org",
        summary: "Straatfeest.",
        description: "Organiseert een straatfeest.",
        contact: { first: "Bart", last: "Zwart" },
        phone: "020 671 10 10",
        vacancies: [],
      },
      {
        name: "Koor Vocaal Noord",
        type: "Association",
        status: "archived",
        street: "Buikslotermeerplein",
        houseNumber: "1",
        postcode: "1025 EN",
        city: "Amsterdam",
        domain: "vocaalnoord.example.org",
        summary: "Koor uit Amsterdam-Noord.",
        description: "Het koor is gestopt.",
        contact: { first: "Els", last: "Brink" },
        phone: "020 632 32 32",
        vacancies: [],
      },
    ],
  },
};

export type DemoCenterKey = keyof typeof DEMO_CENTERS;

/**
 * The first `weekday` (0 = Sunday) on or after `day` of `month` (1-12), in the first year in which that
 * is at least a week after `now`, as YYYY-MM-DD: "the second Saturday of August".
 */
export function nextDay(on: { month: number; day: number; weekday: number }, now = new Date()): string {
  const soonest = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 7);
  for (let year = now.getUTCFullYear(); ; year++) {
    const first = new Date(Date.UTC(year, on.month - 1, on.day));
    const day = new Date(Date.UTC(year, on.month - 1, on.day + ((on.weekday - first.getUTCDay() + 7) % 7)));
    if (day.getTime() >= soonest) return day.toISOString().slice(0, 10);
  }
}

/** The vacancies of a center with their organization (null: the center's own), in seed order. */
export function demoVacancies(key: DemoCenterKey): { organization: DemoOrganization | null; vacancy: DemoVacancy }[] {
  const c = DEMO_CENTERS[key];
  return [
    ...c.organizations.flatMap((organization) => organization.vacancies.map((vacancy) => ({ organization, vacancy }))),
    ...c.vacancies.map((vacancy) => ({ organization: null, vacancy })),
  ];
}

/** Titles the end-to-end tests use. */
export const DEMO_TITLES = {
  /** A published vacancy of the demo school, found with "schooltuin", in Onderwijs and not in Sport. */
  schoolGarden: DEMO_CENTERS.demo.organizations[0]!.vacancies.find((v) => /schooltuin/.test(v.title))!.title,
  /** A vacancy of the public center shared with the demo center. */
  sharedWithDemo: DEMO_CENTERS.public.organizations.flatMap((o) => o.vacancies).find((v) => v.sharedWithDemo)!.title,
};

/**
 * Analytics history (server/modules/analytics/seed.ts): volunteers of past months who applied to the
 * centers' vacancies, so the analytics charts read like a real center's year. Deterministic.
 */
export const HISTORY_VOLUNTEERS: readonly DemoPerson[] = [
  { first: "Noor", last: "Kuipers" },
  { first: "Daan", last: "Veenstra" },
  { first: "Emma", last: "Prins" },
  { first: "Bram", last: "Wijnands" },
  { first: "Yara", last: "Postma" },
  { first: "Thijs", last: "Kramer" },
  { first: "Lieke", last: "Sluiter" },
  { first: "Mohamed", last: "Timmermans" },
  { first: "Sanne", last: "Zijlstra" },
  { first: "Ruben", last: "Hermsen" },
  { first: "Fenna", last: "Nijhuis" },
  { first: "Jesse", last: "Claassen" },
  { first: "Iris", last: "Roos" },
  { first: "Kees", last: "Baas" },
  { first: "Amira", last: "Groen" },
  { first: "Wim", last: "Ververs" },
  { first: "Julia", last: "Ploeg" },
  { first: "Sem", last: "Evers" },
  { first: "Mila", last: "Scholten" },
  { first: "Luuk", last: "Brinkman" },
  { first: "Zoë", last: "Dijkman" },
  { first: "Milan", last: "Wouters" },
  { first: "Tess", last: "Hofman" },
  { first: "Finn", last: "Arends" },
  { first: "Nina", last: "Koning" },
  { first: "Hamza", last: "Hoogland" },
  { first: "Roos", last: "Terpstra" },
  { first: "Lars", last: "Boersma" },
  { first: "Evi", last: "Faber" },
  { first: "Joost", last: "Stam" },
];
/** History volunteers per center: each center its own slice of the list above. */
export const HISTORY_VOLUNTEERS_PER_CENTER = 6;
/** Months of history per center, applications per center over that time. */
export const HISTORY_MONTHS = 12;
export const HISTORY_APPLICATIONS = 90;

// ---------------------------------------------------------------------------------------------
// Demo users in every status (issue 15, Users): per center someone who was invited and has not
// answered yet, someone deactivated and someone archived, each with the reason staff gave, so
// /users, its status filter and a user's audit trail show every case. Seeded by
// server/modules/users/seed.ts; e-mail `<status>-<n>@<center>.test`.
// ---------------------------------------------------------------------------------------------

export interface DemoStatusUser extends DemoPerson {
  status: "invited" | "inactive" | "archived";
  /** An invitee joins the center's first organization (the school) as member; the others are volunteers. */
  role: "member" | "volunteer";
  /** Why staff changed the status (in the audit log); none for an invitation. */
  reason?: string;
}

export const DEMO_STATUS_USERS: Partial<Record<DemoCenterKey, DemoStatusUser[]>> = {
  demo: [
    { first: "Daan", last: "Jonker", status: "invited", role: "member" },
    { first: "Femke", last: "Aalbers", status: "inactive", role: "volunteer", reason: "Tijdelijk in het buitenland." },
    { first: "Gerrit", last: "Veldkamp", status: "archived", role: "volunteer", reason: "Dubbel account." },
  ],
  rijnstad: [
    { first: "Yara", last: "Bleeker", status: "invited", role: "member" },
    {
      first: "Thijs",
      last: "Oosterhuis",
      status: "inactive",
      role: "volunteer",
      reason: "Op eigen verzoek gepauzeerd.",
    },
    { first: "Hanneke", last: "Kroon", status: "archived", role: "volunteer", reason: "Verhuisd naar Groningen." },
  ],
  heuvelrug: [
    { first: "Bram", last: "Tijssen", status: "invited", role: "member" },
    {
      first: "Noor",
      last: "Spijker",
      status: "inactive",
      role: "volunteer",
      reason: "Reageert niet meer op berichten.",
    },
    { first: "Ton", last: "Rutten", status: "archived", role: "volunteer", reason: "Gestopt met vrijwilligerswerk." },
  ],
  meedoen: [
    { first: "Sara", last: "Bruins", status: "invited", role: "member" },
    {
      first: "Jeroen",
      last: "Stegeman",
      status: "inactive",
      role: "volunteer",
      reason: "Tijdelijk gestopt wegens drukte.",
    },
    { first: "Ilse", last: "Hulshof", status: "archived", role: "volunteer", reason: "Op eigen verzoek." },
  ],
};

// ---------------------------------------------------------------------------------------------
// News and partners of each demo center (issue 16): seeded by server/modules/news/seed.ts.
// ---------------------------------------------------------------------------------------------

export interface DemoNewsItem {
  title: string;
  summary: string;
  /** Paragraphs; the seed wraps each in <p>. */
  body: string[];
  /** Days before today it was published. */
  daysAgo: number;
  /** A shipped photo that fits the item (most items have none: a photo beside the wrong story misleads). */
  photo?: DemoPhoto;
}
export interface DemoPartner {
  name: string;
  link: string;
  description: string;
}

export const DEMO_NEWS: Record<DemoCenterKey, DemoNewsItem[]> = {
  public: [
    {
      title: "Gelderse Vrijwilligersprijs 2026: stem op jouw favoriet",
      summary: "Twaalf initiatieven uit de hele provincie zijn genomineerd. Tot 15 december kun je stemmen.",
      body: [
        "Ook dit jaar zetten we vrijwilligers in het zonnetje die het verschil maken in hun dorp of wijk. Een jury koos twaalf genomineerden, van een repaircafé op de Veluwe tot een zwemclub voor mensen met een beperking in het Rivierengebied.",
        "Stemmen kan tot en met 15 december op onze website. De winnaars horen het tijdens de nieuwjaarsbijeenkomst in januari.",
      ],
      daysAgo: 3,
    },
    {
      title: "Nieuw: vrijwilligerswerk zoeken op de kaart",
      summary: "In de vacaturebank zie je nu meteen welke vacatures bij jou in de buurt zijn.",
      body: [
        "Vul je postcode in en kies een afstand: de vacaturebank toont alleen vacatures binnen die straal, met de dichtstbijzijnde bovenaan.",
        "Werk je liever vanuit huis? Vink dan 'op afstand' aan.",
      ],
      daysAgo: 12,
    },
    {
      title: "Training 'Omgaan met grensoverschrijdend gedrag' voor organisaties",
      summary: "Een gratis avondtraining voor coördinatoren van vrijwilligers, in Arnhem en online.",
      body: [
        "Hoe maak je een veilige omgeving voor vrijwilligers en deelnemers? In deze training leer je signalen herkennen, het gesprek aangaan en een vertrouwenspersoon aanstellen.",
        "De training is op dinsdag 20 januari van 19.30 tot 21.30 uur. Aanmelden kan via ons contactformulier.",
      ],
      daysAgo: 25,
    },
    {
      title: "Gratis VOG voor vrijwilligers blijft bestaan",
      summary: "Ook in 2027 vragen organisaties een Verklaring Omtrent het Gedrag kosteloos aan.",
      body: [
        "De regeling Gratis VOG wordt voortgezet. Werk je met kinderen, mensen met een beperking of andere kwetsbare mensen? Dan vraagt je organisatie de VOG voor je aan en betaal je niets.",
        "Twijfel je of jouw organisatie in aanmerking komt? Bel ons gerust.",
      ],
      daysAgo: 41,
    },
    {
      title: "Terugblik: 400 vrijwilligers bij NLdoet in Gelderland",
      summary: "Van natuurwerk tot een schilderklus bij de scouting: samen hebben we 1.600 uur geklust.",
      body: [
        "Tijdens NLdoet staken ruim 400 Gelderlanders de handen uit de mouwen bij 63 organisaties. Dank aan alle vrijwilligers en organisaties die meededen!",
        "Volgend jaar weer? Organisaties kunnen vanaf februari een klus aanmelden.",
      ],
      daysAgo: 70,
      photo: "kwasten",
    },
  ],
  demo: [
    {
      title: "Vrijwilligers gezocht voor de Kerstmarkt in de Domstraat",
      summary: "Help mee bij de kraam van de voedselbank of bij de ingang: een dagdeel is al genoeg.",
      body: [
        "Op zaterdag 13 en zondag 14 december staan tientallen organisaties op de Kerstmarkt. We zoeken gastvrouwen en -heren, opbouwers en mensen die de kraam van de voedselbank bemensen.",
        "Je kiest zelf een dagdeel. Warme chocolademelk staat klaar!",
      ],
      daysAgo: 2,
    },
    {
      title: "Workshop: een goede vacaturetekst schrijven",
      summary: "Voor organisaties die meer reacties willen op hun vacatures. Donderdag 11 december, 15.00 uur.",
      body: [
        "Een aansprekende titel, een duidelijke taak en wat de vrijwilliger ervoor terugkrijgt: daarmee vind je sneller de juiste mensen. In een uur nemen we samen jullie eigen vacatures door.",
        "De workshop is gratis en vindt plaats op ons kantoor aan de Oudegracht.",
      ],
      daysAgo: 9,
    },
    {
      title: "Maatjesproject zoekt wandelmaatjes",
      summary: "Een uur per week samen wandelen met iemand die eenzaam is: klein gebaar, groot verschil.",
      body: [
        "Steeds meer ouderen in de stad komen weinig buiten. Met een vast wandelmaatje wordt een wandeling een uitje om naar uit te kijken.",
        "We zoeken vrijwilligers die een uur per week vrij kunnen maken. Je krijgt een kennismakingsgesprek en begeleiding van een coördinator.",
      ],
      daysAgo: 18,
      photo: "beek-in-het-bos",
    },
    {
      title: "Vrijwilligersverzekering van de gemeente: zo zit het",
      summary: "Alle vrijwilligers in de gemeente zijn automatisch verzekerd tegen ongevallen en aansprakelijkheid.",
      body: [
        "Je hoeft je niet aan te melden: de verzekering geldt voor iedereen die vrijwilligerswerk doet bij een organisatie in de gemeente. De eigen verzekering van de organisatie gaat wel voor.",
        "Heb je schade? Meld het bij de organisatie waarvoor je werkt; wij helpen bij vragen.",
      ],
      daysAgo: 33,
    },
    {
      title: "Dag van de Vrijwilliger: bedankt!",
      summary: "Op 7 december zetten we alle vrijwilligers in het zonnetje met een middag vol muziek en taart.",
      body: [
        "Zonder vrijwilligers geen sportclub, geen buurthuis en geen voedselbank. Daarom nodigen we alle vrijwilligers uit voor een feestelijke middag in de bibliotheek.",
        "Aanmelden is niet nodig; neem gerust iemand mee.",
      ],
      daysAgo: 55,
    },
  ],
  rijnstad: [
    {
      title: "Gemeente en Vacaturebank Rijnstad starten met maatschappelijke diensttijd",
      summary: "Jongeren van 14 tot 27 jaar kunnen vanaf januari een MDT-traject volgen bij organisaties in Rhenen.",
      body: [
        "Met de maatschappelijke diensttijd doen jongeren ervaring op, ontdekken ze hun talenten en zetten ze zich in voor een ander. Ze krijgen een certificaat en een vergoeding.",
        "Organisaties die jongeren een plek willen bieden, kunnen zich aanmelden bij de vacaturebank.",
      ],
      daysAgo: 4,
    },
    {
      title: "Taalmaatjes gezocht voor nieuwkomers",
      summary: "Oefen een uur per week Nederlands met een statushouder. Geen lesbevoegdheid nodig.",
      body: [
        "Nieuwkomers in onze gemeente willen graag meedoen, maar de taal is een drempel. Als taalmaatje praat je over alledaagse dingen: boodschappen doen, de buren, het nieuws.",
        "Je krijgt een korte training en materiaal van de bibliotheek.",
      ],
      daysAgo: 14,
    },
    {
      title: "Sluiting rond de feestdagen",
      summary: "Van 24 december tot en met 1 januari is het loket gesloten. De vacaturebank blijft online.",
      body: [
        "Tijdens de feestdagen is ons loket in het gemeentehuis dicht. Vacatures plaatsen en reageren gaat gewoon door via de website.",
        "Vanaf 2 januari staan we weer voor je klaar.",
      ],
      daysAgo: 20,
    },
    {
      title: "Nieuwe vrijwilligersvergoeding per 2027",
      summary: "De maximale onbelaste vrijwilligersvergoeding gaat omhoog. Wat betekent dat voor jouw organisatie?",
      body: [
        "Vrijwilligers mogen per jaar een hoger bedrag onbelast ontvangen. Organisaties hoeven niets te doen, maar het is goed om afspraken over vergoedingen te controleren.",
        "In onze nieuwsbrief voor organisaties leggen we de regels stap voor stap uit.",
      ],
      daysAgo: 38,
    },
    {
      title: "Rhenen zoekt klussers voor de speeltuin aan de Cuneraweg",
      summary: "Op zaterdag 17 januari knappen we samen de buurtspeeltuin op. Gereedschap is er.",
      body: [
        "De speeltuin is toe aan een opknapbeurt: schilderen, zand aanvullen en de heg snoeien. Buurtbewoners en vrijwilligers zijn welkom van 10.00 tot 15.00 uur.",
        "Voor soep en broodjes wordt gezorgd.",
      ],
      daysAgo: 62,
    },
  ],
  heuvelrug: [
    {
      title: "Boswachters zoeken vrijwilligers voor de wintersnoei",
      summary: "Help op de Utrechtse Heuvelrug bij het vrijmaken van heide. Elke woensdag en zaterdag.",
      body: [
        "In de winter snoeien we jonge boompjes op de heide, zodat de heide niet dichtgroeit. Het is buitenwerk in een mooie omgeving; je werkt in een vaste groep.",
        "Werkkleding en gereedschap krijg je van ons. Aanmelden kan bij de vacature in de vacaturebank.",
      ],
      daysAgo: 1,
      photo: "beek-in-het-bos",
    },
    {
      title: "Vrijwilligerspunt Heuvelrug verhuist naar Doorn-centrum",
      summary: "Vanaf 1 februari vind je ons in het Cultuurhuis aan de Dorpsstraat, tegenover de bibliotheek.",
      body: [
        "We krijgen een eigen spreekkamer, zodat je makkelijker binnenloopt voor advies. Het telefoonnummer en e-mailadres blijven hetzelfde.",
        "Inloopspreekuur: dinsdag en donderdag van 10.00 tot 12.00 uur.",
      ],
      daysAgo: 11,
    },
    {
      title: "Boodschappenhulp in Maarn en Maarsbergen",
      summary: "Oudere inwoners zoeken iemand die wekelijks meegaat naar de supermarkt.",
      body: [
        "Samen boodschappen doen is meer dan een klusje: het is een praatje en een reden om de deur uit te gaan. We zoeken vrijwilligers met een auto of fiets.",
        "Kilometers worden vergoed.",
      ],
      daysAgo: 23,
    },
    {
      title: "Cursus reanimatie en AED voor vrijwilligers",
      summary: "Gratis voor vrijwilligers van sportclubs, buurthuizen en zorgorganisaties op de Heuvelrug.",
      body: [
        "In drie uur leer je reanimeren en een AED gebruiken. Na afloop kun je je aanmelden als burgerhulpverlener.",
        "De cursus is op maandag 26 januari in Driebergen. Vol is vol.",
      ],
      daysAgo: 36,
    },
    {
      title: "Vrijwilligerswerk en een uitkering: mag dat?",
      summary: "Ja, meestal wel. Wel meld je het vooraf bij je uitkeringsinstantie.",
      body: [
        "Met een bijstands- of WW-uitkering mag je vrijwilligerswerk doen, zolang het werk geen betaalde baan verdringt. Meld het vooraf, dan weet je zeker dat het goed zit.",
        "Twijfel je? Kom langs op ons spreekuur, dan kijken we samen.",
      ],
      daysAgo: 58,
    },
  ],
  meedoen: [
    {
      title: "Buurtkamers zoeken gastvrouwen en gastheren",
      summary: "Schenk koffie, maak een praatje en zorg dat iedereen zich welkom voelt in de buurtkamer.",
      body: [
        "In twaalf buurtkamers in de stad komen buurtbewoners samen voor een kop koffie, een spelletje of hulp bij formulieren. Gastvrouwen en -heren maken het verschil.",
        "Je kiest zelf een vast dagdeel per week.",
      ],
      daysAgo: 5,
    },
    {
      title: "Digitaal spreekuur: hulp bij DigiD en de zorgverzekering",
      summary: "Vrijwilligers helpen bewoners op weg met digitale zaken. Nieuwe vrijwilligers welkom.",
      body: [
        "Veel mensen lopen vast op websites van de overheid. Op het digitale spreekuur helpen vrijwilligers met DigiD, toeslagen en de zorgverzekering.",
        "Je krijgt een training van de bibliotheek en werkt altijd samen met een ervaren vrijwilliger.",
      ],
      daysAgo: 13,
    },
    {
      title: "Samen koken in Nieuw-West",
      summary: "Elke donderdag koken buurtbewoners een maaltijd voor wie dat niet zelf kan.",
      body: [
        "Het buurtrestaurant zoekt koks en afwassers. Ervaring is niet nodig: je kookt samen met anderen volgens een vast menu.",
        "Na afloop eet je gezellig mee.",
      ],
      daysAgo: 27,
      photo: "vijg-op-schaal",
    },
    {
      title: "Vrijwilligerswerk als eerste stap naar werk",
      summary: "Zes vrijwilligers vertellen hoe hun vrijwilligerswerk tot een betaalde baan leidde.",
      body: [
        "Vrijwilligerswerk levert ervaring, contacten en een referentie op. In onze nieuwe verhalenreeks vertellen vrijwilligers over hun weg naar werk.",
        "Wil je ook je verhaal delen? Laat het ons weten.",
      ],
      daysAgo: 44,
    },
    {
      title: "Vrijwilligersavond in het Tolhuistuin-paviljoen",
      summary: "Een avond met muziek, hapjes en een pubquiz om alle vrijwilligers te bedanken.",
      body: [
        "Op vrijdag 12 december ben je welkom vanaf 19.00 uur. Neem gerust je buren mee.",
        "Aanmelden hoeft niet, maar laat het ons weten als je een dieet hebt.",
      ],
      daysAgo: 66,
      photo: "trommel",
    },
  ],
};

export const DEMO_PARTNERS: Record<DemoCenterKey, DemoPartner[]> = {
  public: [
    {
      name: "Provincie Gelderland",
      link: "https://www.gelderland.nl",
      description: "Steunt het vrijwilligerswerk in alle Gelderse gemeenten.",
    },
    {
      name: "Fonds Gelderse Gemeenschap",
      link: "https://fonds.example.org",
      description: "Subsidie voor vrijwilligersinitiatieven in dorpen en wijken.",
    },
    {
      name: "Gelderse Sportfederatie",
      link: "https://sport.example.org",
      description: "Helpt sportclubs bij het werven en behouden van vrijwilligers.",
    },
    {
      name: "Bibliotheken Gelderland",
      link: "https://bibliotheek.example.org",
      description: "Taalhuis en digitale hulp, met vrijwilligers op elke locatie.",
    },
  ],
  demo: [
    {
      name: "Gemeente Utrecht",
      link: "https://www.utrecht.nl",
      description: "Subsidieert de vrijwilligerscentrale en de vrijwilligersverzekering.",
    },
    {
      name: "Voedselbank Utrecht",
      link: "https://voedselbank.example.org",
      description: "Verdeelt elke week pakketten, helemaal met vrijwilligers.",
    },
    {
      name: "Buurtteams Utrecht",
      link: "https://buurtteams.example.org",
      description: "Verwijst bewoners door naar maatjes en buurthulp.",
    },
    {
      name: "Stichting Vrijwilligersfonds",
      link: "https://fonds.example.org",
      description: "Kleine bijdragen voor een bedankje aan vrijwilligers.",
    },
  ],
  rijnstad: [
    {
      name: "Gemeente Rhenen",
      link: "https://www.rhenen.nl",
      description: "Opdrachtgever van de vacaturebank en het vrijwilligersbeleid.",
    },
    {
      name: "Welzijn Rhenen",
      link: "https://welzijn.example.org",
      description: "Buurtwerk, ouderenwerk en mantelzorgondersteuning.",
    },
    {
      name: "Bibliotheek Rhenen",
      link: "https://bibliotheek.example.org",
      description: "Taalcafé en digitale hulp met vrijwilligers.",
    },
  ],
  heuvelrug: [
    {
      name: "Gemeente Utrechtse Heuvelrug",
      link: "https://www.heuvelrug.nl",
      description: "Maakt het Vrijwilligerspunt mogelijk.",
    },
    {
      name: "Stichting Natuur Heuvelrug",
      link: "https://natuur.example.org",
      description: "Natuurwerkdagen en boswachterswerk met vrijwilligers.",
    },
    {
      name: "Sportief Heuvelrug",
      link: "https://sport.example.org",
      description: "Ondersteunt de sportverenigingen in de zes kernen.",
    },
    {
      name: "Humanitas Heuvelrug",
      link: "https://humanitas.example.org",
      description: "Maatjesprojecten en thuisadministratie.",
    },
  ],
  meedoen: [
    {
      name: "Gemeente Amsterdam",
      link: "https://www.amsterdam.nl",
      description: "Steunt vrijwilligerswerk in alle stadsdelen.",
    },
    {
      name: "Buurtkamers Amsterdam",
      link: "https://buurtkamers.example.org",
      description: "Ontmoetingsplekken in de wijk, gerund door bewoners.",
    },
    {
      name: "Digitaal Hulpnetwerk",
      link: "https://digitaal.example.org",
      description: "Vrijwilligers die bewoners helpen met digitale zaken.",
    },
  ],
};

// ------------------------------------------------------------------------------------------------
// The approval queue (issue 15), seeded by server/modules/organizations/seed.ts: per center the
// organizations that signed up and wait for a reviewer (who signed up and how long ago), one of them
// a likely duplicate of an organization the center already has, and the reasons the center gave
// when it denied and archived the organizations of DEMO_CENTERS with those statuses.
// ------------------------------------------------------------------------------------------------

/** An organization that signed up through the website and waits in the approval queue. */
export interface DemoSignup extends Omit<DemoOrganization, "status" | "vacancies" | "contact"> {
  /** Who signed it up: its first admin (e-mail first.last@domain). */
  by: DemoPerson;
  daysAgo: number;
  /** A likely duplicate: signed up with the e-mail address or the website of this approved organization. */
  duplicateOf?: { name: string; same: "email" | "website" };
}

export interface DemoApprovalQueue {
  /** Who signed up the pending organization of DEMO_CENTERS, and when. */
  pending: { by: DemoPerson; daysAgo: number };
  signups: DemoSignup[];
  /** Why the center denied, and later archived, the organizations of DEMO_CENTERS with those statuses. */
  denied: { reason: string; daysAgo: number };
  archived: { reason: string; daysAgo: number };
}

export const DEMO_APPROVAL_QUEUE: Record<DemoCenterKey, DemoApprovalQueue> = {
  public: {
    pending: { by: { first: "Ilse", last: "Bouwhuis" }, daysAgo: 9 },
    signups: [
      {
        name: "Repair Café Apeldoorn",
        type: "Foundation",
        street: "Stationsstraat",
        houseNumber: "48",
        postcode: "7311 MK",
        city: "Apeldoorn",
        domain: "repaircafe-apeldoorn.example.org",
        summary: "Elke tweede zaterdag repareren vrijwilligers kapotte spullen samen met de eigenaar.",
        description:
          "<p>In ons Repair Café repareren vrijwilligers lampen, kleding, fietsen en koffiezetapparaten, samen met de eigenaar. We zoeken handige mensen en gastvrouwen en -heren.</p>",
        phone: "055 521 40 18",
        by: { first: "Gerda", last: "Ramaker" },
        daysAgo: 3,
      },
      {
        name: "Stichting Taalvriend",
        type: "Foundation",
        street: "Molenstraat",
        houseNumber: "12",
        postcode: "6711 AW",
        city: "Ede",
        domain: "taalvriend-ede.example.org",
        summary: "Taalmaatjes oefenen wekelijks Nederlands met nieuwkomers in Ede en omgeving.",
        description:
          "<p>Wij koppelen taalmaatjes aan nieuwkomers die Nederlands willen oefenen, thuis of in de bibliotheek.</p>",
        phone: "0318 61 22 90",
        by: { first: "Tamara", last: "Eijkelenboom" },
        daysAgo: 1,
        duplicateOf: { name: "Stichting Taalvriend Ede", same: "website" },
      },
    ],
    denied: {
      reason:
        "De aanmelding gaat over werkervaringsplekken met begeleiding; die plaatsen we niet als vrijwilligerswerk. Zoek je vrijwilligers naast je vaste team, meld je dan gerust opnieuw aan.",
      daysAgo: 40,
    },
    archived: {
      reason: "De muziekvereniging is opgegaan in Harmonie Doetinchem; het bestuur vroeg ons het account te sluiten.",
      daysAgo: 75,
    },
  },
  demo: {
    pending: { by: { first: "Annelies", last: "Oosterhuis" }, daysAgo: 6 },
    signups: [
      {
        name: "Repair Café Nieuwegein",
        type: "Foundation",
        street: "Buizerdlaan",
        houseNumber: "2",
        postcode: "3435 SB",
        city: "Nieuwegein",
        domain: "repaircafe-nieuwegein.example.org",
        summary: "Samen met buurtbewoners kapotte spullen repareren in de bibliotheek, elke eerste zaterdag.",
        description:
          "<p>Elke eerste zaterdag van de maand repareren we in de bibliotheek wat kapot is: van broodrooster tot broek. We zoeken vrijwilligers voor reparaties en voor de koffietafel.</p>",
        phone: "030 604 77 12",
        by: { first: "Henk", last: "Heijnen" },
        daysAgo: 2,
      },
      {
        name: "Kinderboerderij Wielewaal",
        type: "Foundation",
        street: "Vogelzang",
        houseNumber: "3",
        postcode: "3991 VB",
        city: "Houten",
        domain: "wielewaal-houten.example.org",
        summary: "Vrijwilligers voeren de dieren, helpen bij het uitmesten en ontvangen schoolklassen.",
        description:
          "<p>Onze kinderboerderij in Houten draait op vrijwilligers: dieren voeren, stallen uitmesten en rondleidingen voor schoolklassen.</p>",
        phone: "030 637 14 50",
        by: { first: "Fatima", last: "Lubbers" },
        daysAgo: 1,
        duplicateOf: { name: "Kinderboerderij De Wielewaal", same: "email" },
      },
    ],
    denied: {
      reason:
        "Een eenmalig buurtfeest plaatsen we niet in de vacaturebank. Het wijkbureau Noordwest helpt je graag aan helpers voor het feest.",
      daysAgo: 33,
    },
    archived: {
      reason: "De toneelvereniging is per 1 januari opgeheven; het bestuur vroeg ons het account te sluiten.",
      daysAgo: 61,
    },
  },
  rijnstad: {
    pending: { by: { first: "Wim", last: "Spijker" }, daysAgo: 5 },
    signups: [
      {
        name: "Buurtmoestuin De Kweektuin",
        type: "InformalGroup",
        street: "Fokkesteeg",
        houseNumber: "14",
        postcode: "3911 AB",
        city: "Rhenen",
        domain: "dekweektuin-rhenen.example.org",
        summary: "Buurtbewoners telen samen groenten; de oogst gaat deels naar de voedselbank.",
        description:
          "<p>In onze moestuin aan de Fokkesteeg telen buurtbewoners samen groenten. We zoeken mensen die willen wieden, zaaien en oogsten.</p>",
        phone: "0317 61 90 33",
        by: { first: "Marloes", last: "van Rossum" },
        daysAgo: 4,
      },
      {
        name: "Vogelwerkgroep Grebbe",
        type: "Association",
        street: "Grebbeweg",
        houseNumber: "98",
        postcode: "3911 AV",
        city: "Rhenen",
        domain: "vogels-grebbe.example.org",
        summary: "Tellers en gidsen voor de vogelwandelingen langs de Grebbeberg.",
        description: "<p>Wij tellen vogels op de Grebbeberg en geven wandelingen voor beginners.</p>",
        phone: "0317 61 55 02",
        by: { first: "Dirk", last: "Doornbos" },
        daysAgo: 0,
        duplicateOf: { name: "Vogelwerkgroep De Grebbe", same: "email" },
      },
    ],
    denied: {
      reason:
        "Klussen bij mensen thuis tegen betaling vallen buiten vrijwilligerswerk. Zonder vergoeding voor het werk zelf bekijken we een nieuwe aanmelding graag.",
      daysAgo: 27,
    },
    archived: {
      reason: "De Oranjevereniging organiseert geen activiteiten meer; op verzoek van de secretaris gearchiveerd.",
      daysAgo: 90,
    },
  },
  heuvelrug: {
    pending: { by: { first: "Jeroen", last: "van der Horst" }, daysAgo: 8 },
    signups: [
      {
        name: "Repair Café Driebergen",
        type: "Foundation",
        street: "Hoofdstraat",
        houseNumber: "87",
        postcode: "3971 KG",
        city: "Driebergen",
        domain: "repaircafe-driebergen.example.org",
        summary: "Maandelijks repareren vrijwilligers kleding, fietsen en apparaten in het dorpshuis.",
        description:
          "<p>In het dorpshuis repareren we elke derde zaterdag kapotte spullen. Handige vrijwilligers en gastvrouwen zijn welkom.</p>",
        phone: "0343 51 88 20",
        by: { first: "Sanne", last: "Verhoef" },
        daysAgo: 2,
      },
      {
        name: "Zorgboerderij De Hooiberg Leersum",
        type: "HealthcareInstitution",
        street: "Rijksstraatweg",
        houseNumber: "40",
        postcode: "3956 CR",
        city: "Leersum",
        domain: "dehooiberg.example.org",
        summary: "Dagbesteding op de boerderij voor ouderen en mensen met een beperking.",
        description:
          "<p>Op onze zorgboerderij helpen vrijwilligers bij de dagbesteding: in de moestuin, bij de dieren en aan de koffietafel.</p>",
        phone: "0343 45 12 67",
        by: { first: "Kees", last: "Hoogendoorn" },
        daysAgo: 1,
        duplicateOf: { name: "Zorgboerderij De Hooiberg", same: "website" },
      },
    ],
    denied: {
      reason:
        "De feestweek zoekt vooral barpersoneel tegen een vergoeding per uur; dat plaatsen we niet als vrijwilligerswerk.",
      daysAgo: 21,
    },
    archived: {
      reason: "De schaakclub is gefuseerd met de club in Leersum; op verzoek van de voorzitter gearchiveerd.",
      daysAgo: 120,
    },
  },
  meedoen: {
    pending: { by: { first: "Ruud", last: "Nijhof" }, daysAgo: 7 },
    signups: [
      {
        name: "Voorleesouders Noord",
        type: "InformalGroup",
        street: "Van der Pekstraat",
        houseNumber: "23",
        postcode: "1031 CM",
        city: "Amsterdam",
        domain: "voorleesouders-noord.example.org",
        summary: "Vrijwilligers lezen wekelijks voor aan peuters en kleuters in de bibliotheek.",
        description:
          "<p>Wij lezen elke woensdagmiddag voor aan peuters en kleuters in de bibliotheek en bij gezinnen thuis.</p>",
        phone: "020 636 41 09",
        by: { first: "Priya", last: "Rietveld" },
        daysAgo: 3,
      },
      {
        name: "Buurthuis Kolk",
        type: "Foundation",
        street: "Kadoelenweg",
        houseNumber: "5",
        postcode: "1035 AD",
        city: "Amsterdam",
        domain: "buurthuiskolk.example.org",
        summary: "Koffieochtenden, een eettafel en huiswerkbegeleiding in Noord.",
        description:
          "<p>In het buurthuis zijn dagelijks activiteiten voor jong en oud. We zoeken vrijwilligers voor de eettafel.</p>",
        phone: "020 632 18 44",
        by: { first: "Bert", last: "Wessels" },
        daysAgo: 0,
        duplicateOf: { name: "Buurthuis De Kolk", same: "email" },
      },
    ],
    denied: {
      reason:
        "Een straatfeest voor één dag plaatsen we niet in de vacaturebank. Het stadsdeel helpt je verder met een vergunning en helpers.",
      daysAgo: 18,
    },
    archived: {
      reason: "Het koor is gestopt na het laatste seizoen; op verzoek van het bestuur gearchiveerd.",
      daysAgo: 55,
    },
  },
};

// ---------------------------------------------------------------------------------------------
// Content pages and menus (issue 16): each center's home page message, its pages "Over ons",
// "Voor organisaties", "Privacyverklaring" and "Toegankelijkheidsverklaring", and both menus.

export interface DemoSite {
  /** The home page (empty slug): its title and the message under it, beside the search box. */
  homeTitle: string;
  homeMessage: string;
  /** Who the center is, in its own words (first paragraphs of "Over ons"). */
  about: string[];
  /** The region it serves, as a phrase ("in Rhenen, Elst en Achterberg"). */
  region: string;
  /** Its e-mail address (privacy questions, the accessibility contact). */
  email: string;
}

export const DEMO_SITES: Record<DemoCenterKey, DemoSite> = {
  public: {
    homeTitle: "Vrijwilligerswerk in heel Gelderland",
    homeMessage:
      "Van de Veluwe tot het Rivierengebied: zoek vrijwilligerswerk dat bij je past, dichtbij huis of juist ergens anders in de provincie.",
    about: [
      "Gelderse Vrijwilligers is het provinciale platform voor vrijwilligerswerk. We werken samen met de lokale vrijwilligerscentrales en brengen vrijwilligers en organisaties in heel Gelderland bij elkaar.",
      "Naast de vacaturebank organiseren we trainingen voor coördinatoren, delen we kennis over vrijwilligersbeleid en ondersteunen we campagnes zoals Gelderse Handen.",
    ],
    region: "in heel Gelderland",
    email: "info@gelderse-vrijwilligers.test",
  },
  demo: {
    homeTitle: "Samen maken we Utrecht",
    homeMessage:
      "Een paar uur per week of één keer meehelpen bij een evenement: bij ruim honderd organisaties in de regio Utrecht is iemand zoals jij welkom.",
    about: [
      "De Vrijwilligerscentrale is het steunpunt voor vrijwilligerswerk in Utrecht, Nieuwegein, Houten en Maarssen. Wij helpen inwoners die iets willen doen voor een ander om de plek te vinden die bij hen past.",
      "Organisaties kunnen bij ons terecht met vragen over het werven, begeleiden en behouden van vrijwilligers. Op ons kantoor aan het Stationsplein zit elke werkdag een consulent voor je klaar, en je mag ook gewoon binnenlopen.",
    ],
    region: "in Utrecht, Nieuwegein, Houten en Maarssen",
    email: "info@vrijwilligerscentrale-demo.test",
  },
  rijnstad: {
    homeTitle: "Vrijwilligerswerk in Rhenen, Elst en Achterberg",
    homeMessage:
      "De vacaturebank van de gemeente: vind een klus bij de sportclub, het dorpshuis of de zorg, of zet zelf een vacature voor je vereniging online.",
    about: [
      "Vacaturebank Rijnstad is de vacaturebank voor vrijwilligerswerk van de gemeente. Verenigingen, stichtingen en zorgorganisaties in Rhenen, Elst en Achterberg plaatsen hier hun vacatures, zodat inwoners ze op één plek vinden.",
      "De vacaturebank wordt beheerd door het team Maatschappelijke Ondersteuning van de gemeente. Heb je een vraag of wil je advies over vrijwilligerswerk? Bel of mail ons gerust.",
    ],
    region: "in Rhenen, Elst en Achterberg",
    email: "vacaturebank@rijnstad.test",
  },
  heuvelrug: {
    homeTitle: "Doe mee op de Heuvelrug",
    homeMessage:
      "In Doorn, Driebergen, Leersum, Amerongen en Maarn zoeken verenigingen en zorgorganisaties mensen die een handje willen helpen. Kijk wat er in jouw dorp te doen is.",
    about: [
      "Vrijwilligerspunt Heuvelrug is er voor iedereen die vrijwilligerswerk zoekt of aanbiedt op de Utrechtse Heuvelrug. We kennen de organisaties in de dorpen persoonlijk en denken graag met je mee.",
      "Elke dinsdag- en donderdagochtend houden we inloopspreekuur in de bibliotheek van Doorn. Daar kun je zonder afspraak langskomen voor advies over vrijwilligerswerk, de vacaturebank of de VOG.",
    ],
    region: "op de Utrechtse Heuvelrug",
    email: "info@vrijwilligerspunt-heuvelrug.test",
  },
  meedoen: {
    homeTitle: "Meedoen in je eigen buurt",
    homeMessage:
      "Taalmaatje, klussen bij de buren of helpen in het buurthuis: in heel Amsterdam, van Noord tot Zuidoost, kun je iets betekenen voor een ander.",
    about: [
      "Meedoen helpt Amsterdammers aan vrijwilligerswerk in hun eigen buurt. We werken samen met buurthuizen, bewonersinitiatieven en welzijnsorganisaties in alle stadsdelen.",
      "Spreek je nog niet zo goed Nederlands of heb je weinig ervaring? Ook dan ben je welkom. Onze buurtconsulenten zoeken samen met je naar een plek waar je je thuis voelt.",
    ],
    region: "in Amsterdam",
    email: "hallo@meedoen.test",
  },
};

/** A block of a demo page (contract/content.ts ContentBlock, without importing the contract here). */
export type DemoBlock = Record<string, unknown> & { type: string };
export interface DemoPage {
  title: string;
  slug: string;
  summary: string;
  seoDescription: string;
  blocks: DemoBlock[];
}
export interface DemoMenuItem {
  label: string;
  /** '/slug' of a demo page (a page target) or a route of the product. */
  href: string;
  page?: boolean;
  children?: DemoMenuItem[];
}

const html = (...paragraphs: string[]) => paragraphs.map((p) => `<p>${p}</p>`).join("");

/** The demo pages of a center, its home page (empty slug) first. */
export function demoSitePages(key: DemoCenterKey, name: string): DemoPage[] {
  const s = DEMO_SITES[key];
  const c = DEMO_CENTERS[key];
  const address = `${c.street} ${c.houseNumber}, ${c.postcode} ${c.city}`;
  return [
    {
      title: s.homeTitle,
      slug: "",
      summary: s.homeMessage,
      seoDescription: `${name}: vrijwilligerswerk ${s.region}. Zoek een vacature of plaats er zelf een.`,
      blocks: [
        { id: "home-vacatures", type: "vacancy_list", title: "Nieuwe vacatures", query: "", limit: 6 },
        {
          id: "home-over",
          type: "call_to_action",
          title: `Wie is ${name}?`,
          description: s.about[0],
          label: "Lees meer over ons",
          href: "/over-ons",
        },
      ],
    },
    {
      title: "Over ons",
      slug: "over-ons",
      summary: c.summary,
      seoDescription: `Wie ${name} is, wat we doen en hoe je ons bereikt.`,
      blocks: [
        { id: "over-tekst", type: "rich_text", body: html(...s.about) },
        {
          id: "over-werkwijze",
          type: "rich_text",
          body: `<h2>Wat we voor je doen</h2><ul><li>Advies over vrijwilligerswerk dat bij je past</li><li>Een vacaturebank met het vrijwilligerswerk ${s.region}</li><li>Hulp bij het aanvragen van een Verklaring Omtrent het Gedrag (VOG)</li><li>Trainingen voor vrijwilligers en coördinatoren</li></ul>`,
        },
        {
          id: "over-vragen",
          type: "faq",
          title: "Veelgestelde vragen",
          items: [
            {
              question: "Kost vrijwilligerswerk mij iets?",
              body: "Nee. Vrijwilligerswerk is onbetaald, maar het kost je ook niets. Veel organisaties vergoeden onkosten zoals reiskosten.",
            },
            {
              question: "Ben ik verzekerd als vrijwilliger?",
              body: "Ja. De gemeente heeft een vrijwilligersverzekering die geldt voor iedereen die vrijwilligerswerk doet, aanvullend op de verzekering van de organisatie.",
            },
            {
              question: "Wat is een VOG en wie betaalt die?",
              body: "Een Verklaring Omtrent het Gedrag laat zien dat je geen strafbare feiten op je naam hebt die van belang zijn voor het werk. Voor vrijwilligers die met kinderen of kwetsbare mensen werken is de VOG meestal gratis; de organisatie vraagt hem voor je aan.",
            },
          ],
        },
        {
          id: "over-contact",
          type: "contact",
          title: "Kom langs of neem contact op",
          description: `Je vindt ons op ${address}.`,
        },
      ],
    },
    {
      title: "Voor organisaties",
      slug: "voor-organisaties",
      summary:
        "Zoekt uw organisatie vrijwilligers? Plaats gratis uw vacatures en krijg advies over vrijwilligersbeleid.",
      seoDescription: `Vrijwilligers vinden ${s.region}: plaats gratis een vacature bij ${name}.`,
      blocks: [
        {
          id: "org-tekst",
          type: "rich_text",
          body: html(
            `Verenigingen, stichtingen, scholen en zorgorganisaties ${s.region} kunnen gratis vacatures plaatsen in onze vacaturebank. Na uw aanmelding controleren wij de gegevens van uw organisatie; daarna zet u zelf vacatures online en beantwoordt u reacties van vrijwilligers.`,
            "Wilt u weten hoe u vrijwilligers vindt én houdt? Onze consulenten denken mee over een goede vacaturetekst, inwerken, begeleiding en waardering.",
          ),
        },
        {
          id: "org-aanmelden",
          type: "call_to_action",
          title: "Meld uw organisatie aan",
          description: "Aanmelden duurt ongeveer vijf minuten. U ontvangt binnen twee werkdagen bericht.",
          label: "Organisatie aanmelden",
          href: "/organizations/signup",
        },
        {
          id: "org-vragen",
          type: "faq",
          title: "Vragen van organisaties",
          items: [
            {
              question: "Wat kost het plaatsen van een vacature?",
              body: "Niets. De vacaturebank is gratis voor organisaties zonder winstoogmerk.",
            },
            {
              question: "Hoe lang blijft een vacature online?",
              body: "Tot u hem sluit of archiveert. Wij vragen u twee keer per jaar of uw vacatures nog actueel zijn.",
            },
          ],
        },
        { id: "org-contact", type: "contact", title: "Advies nodig?" },
      ],
    },
    {
      title: "Privacyverklaring",
      slug: "privacyverklaring",
      summary: `Hoe ${name} omgaat met uw persoonsgegevens.`,
      seoDescription: `De privacyverklaring van ${name}: welke gegevens we verwerken, waarom, en wat uw rechten zijn.`,
      blocks: [
        {
          id: "privacy-tekst",
          type: "rich_text",
          body: `<p>${name} (${address}) is verantwoordelijk voor de verwerking van persoonsgegevens zoals beschreven in deze verklaring. Wij houden ons aan de Algemene verordening gegevensbescherming (AVG).</p><h2>Welke gegevens we verwerken</h2><ul><li>Uw naam, e-mailadres en telefoonnummer als u een account aanmaakt</li><li>Uw reacties op vacatures en de berichten die u met organisaties uitwisselt</li><li>Gegevens van organisaties en hun contactpersonen</li></ul><h2>Waarom we die gegevens verwerken</h2><p>We gebruiken uw gegevens alleen om vrijwilligers en organisaties met elkaar in contact te brengen, om u te informeren over uw reacties en om onze dienstverlening te verbeteren. We verkopen uw gegevens nooit aan derden.</p><h2>Hoe lang we gegevens bewaren</h2><p>We bewaren uw gegevens zolang u een account heeft. Verwijdert u uw account, dan wissen we uw gegevens binnen 30 dagen, behalve wat we wettelijk moeten bewaren.</p><h2>Uw rechten</h2><p>U mag uw gegevens inzien, laten corrigeren of laten verwijderen, en u kunt bezwaar maken tegen de verwerking. Vanuit uw profiel downloadt u zelf al uw gegevens. Voor vragen mailt u naar <a href="mailto:${s.email}">${s.email}</a>. U kunt ook een klacht indienen bij de Autoriteit Persoonsgegevens.</p><h2>Cookies</h2><p>We gebruiken functionele cookies die nodig zijn om de website te laten werken. Analytische cookies plaatsen we alleen met uw toestemming; die kunt u altijd wijzigen via Cookie-instellingen onderaan elke pagina.</p>`,
        },
      ],
    },
    {
      title: "Toegankelijkheidsverklaring",
      slug: "toegankelijkheidsverklaring",
      summary: `${name} wil dat iedereen deze website kan gebruiken.`,
      seoDescription: `De toegankelijkheidsverklaring van ${name}: de status van deze website en hoe u een probleem meldt.`,
      blocks: [
        {
          id: "toegankelijk-tekst",
          type: "rich_text",
          body: `<p>${name} wil dat iedereen deze website kan gebruiken, ook mensen met een beperking. We streven naar naleving van de Web Content Accessibility Guidelines (WCAG) 2.1 op niveau AA, de norm die ook voor overheidswebsites geldt.</p><h2>Wat we doen</h2><ul><li>Alle pagina's zijn met alleen een toetsenbord te bedienen</li><li>Teksten en knoppen hebben voldoende kleurcontrast</li><li>Afbeeldingen hebben een beschrijving voor schermlezers</li><li>We testen nieuwe onderdelen automatisch en met gebruikers</li></ul><h2>Status</h2><p>Deze website voldoet gedeeltelijk aan de eisen. Kaarten op de vacaturebank zijn nog niet volledig toegankelijk; de vacatures staan daarom ook altijd in een lijst.</p><h2>Een probleem melden</h2><p>Loopt u tegen een probleem aan? Laat het ons weten via <a href="mailto:${s.email}">${s.email}</a> of bel ${c.phone}. We reageren binnen vijf werkdagen.</p>`,
        },
      ],
    },
  ];
}

/** The header and footer menus of a demo center. */
/**
 * The demo centers' menus: the public pages a visitor looks for first, the calendar and one-on-one
 * help only where the center has them (section 1's feature flags).
 */
export function demoSiteMenus(features: Record<string, boolean> = {}): Record<"header" | "footer", DemoMenuItem[]> {
  return {
    header: [
      { label: "Vacatures", href: "/vacancies/search" },
      ...(features.activities ? [{ label: "Activiteiten", href: "/activiteitenkalender" }] : []),
      { label: "Sociale kaart", href: "/sociale-kaart" },
      ...(features.peer_to_peer ? [{ label: "Een-op-een-hulp", href: "/een-op-een-hulp" }] : []),
      {
        label: "Over ons",
        href: "/over-ons",
        page: true,
        children: [
          { label: "Voor organisaties", href: "/voor-organisaties", page: true },
          { label: "Partners", href: "/partners" },
        ],
      },
      { label: "Nieuws", href: "/nieuws" },
    ],
    footer: [
      { label: "Over ons", href: "/over-ons", page: true },
      { label: "Voor organisaties", href: "/voor-organisaties", page: true },
      { label: "Privacyverklaring", href: "/privacyverklaring", page: true },
      { label: "Toegankelijkheidsverklaring", href: "/toegankelijkheidsverklaring", page: true },
    ],
  };
}
