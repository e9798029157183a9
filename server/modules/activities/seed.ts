/**
 * Demo activities per center with the activity calendar (public, demo, heuvelrug): ten each, spread
 * over this month and the next two counted from the seeding day, in places of the center's region;
 * only for a center that has none yet.
 */
import { and, eq, sql } from "drizzle-orm";
import type { ActivityCategory } from "@contract/activities.ts";
import { dayAfter } from "@contract/amsterdam-time.ts";
import type { Database } from "../../db/client.ts";
import { activities, centers, organizations } from "../../db/schema.ts";

interface DemoActivity {
  title: string;
  description: string;
  /** Days from the seeding day; the time is local (Europe/Amsterdam). */
  day: number;
  from: string;
  to: string;
  location: string;
  category: ActivityCategory;
  /** One of the center's demo organizations, by name. */
  organization?: string;
  capacity?: number;
  registrationUrl?: string;
}

export const DEMO_ACTIVITIES: Record<"public" | "demo" | "heuvelrug", DemoActivity[]> = {
  public: [
    {
      title: "Informatiemarkt vrijwilligerswerk",
      description:
        "Twintig organisaties uit Arnhem en omgeving vertellen over hun vrijwilligerswerk. Loop binnen, stel je vragen en ontdek wat bij je past. Koffie en thee staan klaar.",
      day: -8,
      from: "13:00",
      to: "16:30",
      location: "Stadhuis Arnhem, Koningstraat 38, Arnhem",
      category: "information",
    },
    {
      title: "Training omgaan met dementie",
      description:
        "Een avond voor vrijwilligers in de zorg: hoe herken je dementie, hoe praat je met iemand die dingen vergeet, en hoe zorg je ook goed voor jezelf? Gegeven door een casemanager dementie.",
      day: 8,
      from: "19:30",
      to: "21:30",
      location: "Zorgcentrum De Lindehof, Nijmegen",
      category: "training",
      organization: "Zorgcentrum De Lindehof",
      capacity: 20,
    },
    {
      title: "Repair Café Ede",
      description:
        "Kapotte broodrooster, fiets met een slag in het wiel of een jas zonder knoop? Samen met onze vrijwillige reparateurs maak je het weer heel. Nieuwe reparateurs zijn welkom om mee te kijken.",
      day: 12,
      from: "10:00",
      to: "13:00",
      location: "Buurtcentrum De Klinker, Ede",
      category: "meetup",
      organization: "Buurtcentrum De Klinker",
      registrationUrl: "https://www.repaircafe.org/",
    },
    {
      title: "Vrijwilligersborrel",
      description:
        "Om iedereen te bedanken die zich dit jaar heeft ingezet: een gezellige borrel met hapjes en livemuziek van Muziekvereniging Crescendo. Neem gerust iemand mee die ook vrijwilliger wil worden.",
      day: 19,
      from: "17:00",
      to: "19:30",
      location: "Grand Café De Kroon, Korenmarkt, Arnhem",
      category: "event",
      capacity: 80,
    },
    {
      title: "Cursus taalmaatje worden",
      description:
        "In twee bijeenkomsten leer je hoe je iemand helpt die Nederlands leert: praten over alledaagse dingen, oefenen zonder les te geven en omgaan met verschillen.",
      day: 24,
      from: "19:00",
      to: "21:00",
      location: "Bibliotheek Ede, Molenstraat 45, Ede",
      category: "training",
      organization: "Stichting Taalvriend Ede",
      capacity: 15,
    },
    {
      title: "Wandeling langs de Berkel met natuurgids",
      description:
        "Een winterwandeling van zo'n vijf kilometer met uitleg over de vogels en planten langs de Berkel. Voor vrijwilligers die willen meehelpen bij excursies.",
      day: 31,
      from: "10:00",
      to: "12:30",
      location: "Startpunt bij de Berkelpoort, Zutphen",
      category: "meetup",
      organization: "Natuurvereniging De Berkel",
      capacity: 25,
    },
    {
      title: "Workshop sociale media voor verenigingen",
      description:
        "Hoe vind je nieuwe vrijwilligers via Instagram en Facebook? Praktische tips en meteen aan de slag met je eigen berichten. Neem je telefoon of laptop mee.",
      day: 38,
      from: "15:00",
      to: "17:00",
      location: "Vrijwilligerscentrale, Jansbuitensingel 12, Arnhem",
      category: "training",
      capacity: 12,
    },
    {
      title: "Open dag Dierenopvang De Veluwse Vriend",
      description:
        "Kijk een dag mee achter de schermen: uitlaten, voeren en schoonmaken. Onze vaste vrijwilligers vertellen wat het werk inhoudt.",
      day: 45,
      from: "11:00",
      to: "15:00",
      location: "Dierenopvang De Veluwse Vriend, Apeldoorn",
      category: "information",
      organization: "Dierenopvang De Veluwse Vriend",
    },
    {
      title: "Training EHBO voor vrijwilligers",
      description:
        "Een opfriscursus eerste hulp voor wie bij evenementen of in de sport helpt. Met reanimatie en het gebruik van een AED.",
      day: 53,
      from: "09:30",
      to: "12:30",
      location: "Sporthal De Eng, Wageningen",
      category: "training",
      organization: "Tennisvereniging De Eng",
      capacity: 16,
    },
    {
      title: "Nieuwjaarsontmoeting vrijwilligers en organisaties",
      description:
        "Begin het nieuwe jaar samen: maak kennis met andere vrijwilligers en organisaties uit Gelderland, met een kort woord van de wethouder.",
      day: 62,
      from: "16:00",
      to: "18:00",
      location: "Musis, Velperbuitensingel 25, Arnhem",
      category: "event",
    },
  ],
  demo: [
    {
      title: "Informatiemarkt vrijwilligerswerk",
      description:
        "Maak kennis met vijftien Utrechtse organisaties die vrijwilligers zoeken, van de kinderboerderij tot het toneel. Vrij binnenlopen.",
      day: -6,
      from: "12:00",
      to: "16:00",
      location: "Bibliotheek Neude, Neude 11, Utrecht",
      category: "information",
    },
    {
      title: "Training omgaan met dementie",
      description:
        "Wat is dementie en hoe ga je om met iemand die in de war is? Een praktische avond met oefeningen, voor vrijwilligers in de zorg en het buurtwerk.",
      day: 6,
      from: "19:30",
      to: "21:30",
      location: "Zorgcentrum Rosendael, Nieuwegein",
      category: "training",
      organization: "Zorgcentrum Rosendael",
      capacity: 18,
    },
    {
      title: "Repair Café Maarssen",
      description:
        "Samen repareren in de buurtwerkplaats: elektrische apparaten, kleding en fietsen. Kom iets laten maken of help mee als reparateur.",
      day: 11,
      from: "10:00",
      to: "13:00",
      location: "Buurtwerkplaats Maarssen, Maarssen",
      category: "meetup",
      organization: "Buurtwerkplaats Maarssen",
      registrationUrl: "https://www.repaircafe.org/",
    },
    {
      title: "Kerstviering op de kinderboerderij",
      description:
        "Met kerststukjes maken, chocolademelk en de dieren in het stro. We zoeken nog handen bij de kraampjes en de opbouw.",
      day: 17,
      from: "13:00",
      to: "16:00",
      location: "Kinderboerderij De Wielewaal, Utrecht",
      category: "event",
      organization: "Kinderboerderij De Wielewaal",
      capacity: 12,
    },
    {
      title: "Vrijwilligersborrel",
      description:
        "Een bedankje voor alle vrijwilligers van Utrecht en omgeving: hapjes, drankjes en een pubquiz over de stad.",
      day: 21,
      from: "17:00",
      to: "19:30",
      location: "Stadskasteel Oudaen, Oudegracht 99, Utrecht",
      category: "event",
      capacity: 60,
    },
    {
      title: "Cursus huiswerkbegeleiding",
      description:
        "Hoe help je een kind met rekenen en begrijpend lezen zonder het voor te zeggen? Twee avonden met begeleiders van de huiswerkklas.",
      day: 29,
      from: "19:00",
      to: "21:00",
      location: "Huiswerkklas Kanaleneiland, Utrecht",
      category: "training",
      organization: "Huiswerkklas Kanaleneiland",
      capacity: 14,
    },
    {
      title: "Wandeling langs de Kromme Rijn",
      description:
        "Een ochtendwandeling van acht kilometer met Wandelclub De Stappers, voor wie wil meelopen als begeleider van de seniorenwandelingen.",
      day: 36,
      from: "09:30",
      to: "12:00",
      location: "Startpunt bij de kerk van Bunnik",
      category: "meetup",
      organization: "Wandelclub De Stappers",
    },
    {
      title: "Workshop sociale media voor verenigingen",
      description:
        "Praktische tips om met je vereniging zichtbaar te zijn en vrijwilligers te werven. Neem je telefoon of laptop mee.",
      day: 43,
      from: "15:00",
      to: "17:00",
      location: "Vrijwilligerscentrale Utrecht, Vredenburg 40, Utrecht",
      category: "training",
      capacity: 12,
    },
    {
      title: "Open repetitie Toneelvereniging Het Doek",
      description:
        "Kijk mee bij de repetitie van het voorjaarsstuk en hoor wat er achter de coulissen gebeurt: decor, kostuums, licht en geluid.",
      day: 50,
      from: "19:30",
      to: "22:00",
      location: "Wijkcentrum De Leeuw, IJsselstein",
      category: "information",
      organization: "Toneelvereniging Het Doek",
    },
    {
      title: "Nieuwjaarsontmoeting",
      description:
        "Het nieuwe jaar samen beginnen met vrijwilligers, organisaties en de gemeente: een hapje, een drankje en nieuwe plannen.",
      day: 60,
      from: "16:00",
      to: "18:00",
      location: "Stadhuis Utrecht, Stadhuisbrug 1, Utrecht",
      category: "event",
    },
  ],
  heuvelrug: [
    {
      title: "Informatiemarkt vrijwilligerswerk",
      description:
        "Organisaties van de hele Heuvelrug laten zien wat ze doen en wie ze zoeken. Met koffie en zelfgebakken appeltaart.",
      day: -9,
      from: "13:30",
      to: "16:30",
      location: "Cultuurhuis Doorn, Dorpsstraat 4, Doorn",
      category: "information",
    },
    {
      title: "Training omgaan met dementie",
      description:
        "Voor vrijwilligers die met ouderen werken: herkennen, begrijpen en goed reageren. Met ervaringen van mantelzorgers uit Maarn.",
      day: 9,
      from: "19:30",
      to: "21:30",
      location: "Dorpshuis Maarn, Maarn",
      category: "training",
      organization: "Stichting Samen Oud in Maarn",
      capacity: 20,
    },
    {
      title: "Repair Café Driebergen",
      description:
        "Iedere maand repareren vrijwilligers kapotte spullen in de bibliotheek. Kom langs met je lamp, broek of koffiezetapparaat.",
      day: 13,
      from: "10:00",
      to: "13:00",
      location: "Bibliotheek Driebergen, Hoofdstraat 85, Driebergen",
      category: "meetup",
      registrationUrl: "https://www.repaircafe.org/",
    },
    {
      title: "Natuurwerkdag in het Amerongse Bos",
      description:
        "Samen knotten, zagen en snoeien om de heide open te houden. Werkhandschoenen, gereedschap en soep zijn er; neem stevige schoenen mee.",
      day: 18,
      from: "09:30",
      to: "14:00",
      location: "Parkeerplaats Amerongse Bos, Amerongen",
      category: "event",
      organization: "Werkgroep Landschap Amerongen",
      capacity: 30,
    },
    {
      title: "Vrijwilligersborrel",
      description: "Een bedankje voor alle vrijwilligers van Utrechtse Heuvelrug, met muziek en een hapje.",
      day: 23,
      from: "17:00",
      to: "19:00",
      location: "Hotel De Kaap, Doorn",
      category: "event",
      capacity: 70,
    },
    {
      title: "Lezing: 100 jaar dorpsgeschiedenis Leersum",
      description:
        "De werkgroep laat foto's en verhalen zien en vertelt hoe je kunt helpen met het archief en de rondleidingen.",
      day: 30,
      from: "20:00",
      to: "21:30",
      location: "Dorpshuis Leersum, Leersum",
      category: "information",
      organization: "Werkgroep Dorpshistorie Leersum",
    },
    {
      title: "Kennismaken op de zorgboerderij",
      description:
        "Een middag meedraaien op de boerderij: dieren verzorgen, koffie drinken met de deelnemers en horen wat vrijwilligers hier doen.",
      day: 37,
      from: "13:30",
      to: "16:00",
      location: "Zorgboerderij De Hooiberg, Leersum",
      category: "meetup",
      organization: "Zorgboerderij De Hooiberg",
      capacity: 10,
    },
    {
      title: "Workshop een goede vacaturetekst schrijven",
      description:
        "Voor organisaties: hoe schrijf je een vacature waar vrijwilligers op reageren? We nemen je eigen teksten door.",
      day: 44,
      from: "15:00",
      to: "16:30",
      location: "Vrijwilligerscentrale, Traay 4, Driebergen",
      category: "training",
      capacity: 12,
    },
    {
      title: "Simultaan schaken met de clubkampioen",
      description:
        "Speel tegen de kampioen van Schaakclub Amerongen en hoor hoe je helpt bij de jeugdtrainingen. Voor beginners en gevorderden.",
      day: 51,
      from: "19:30",
      to: "22:00",
      location: "Het Cultuurhuis, Amerongen",
      category: "meetup",
      organization: "Schaakclub Amerongen",
      capacity: 24,
    },
    {
      title: "Nieuwjaarsontmoeting",
      description:
        "Het nieuwe jaar samen beginnen: vrijwilligers, organisaties en de gemeente ontmoeten elkaar in het gemeentehuis.",
      day: 61,
      from: "16:00",
      to: "18:00",
      location: "Gemeentehuis, Postweg 18, Doorn",
      category: "event",
    },
  ],
};

export async function seedDemoActivities(database: Database, now = new Date()) {
  await database.system(async (tx) => {
    for (const key of Object.keys(DEMO_ACTIVITIES) as (keyof typeof DEMO_ACTIVITIES)[]) {
      const [center] = await tx.select({ id: centers.id }).from(centers).where(eq(centers.key, key));
      if (!center) continue;
      // Row-level security also applies to the owner (FORCE): work inside the center's context.
      await tx.execute(sql`select set_config('app.center_id', ${String(center.id)}, true)`);
      const [has] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(activities)
        .where(eq(activities.centerId, center.id));
      if (has?.n) continue;
      const rows = [];
      // Nothing on a Sunday: such a day moves to the Monday after.
      const weekday = (days: number) => (dayAfter(now, days, "12:00").getUTCDay() === 0 ? days + 1 : days);
      for (const a of DEMO_ACTIVITIES[key]) {
        const day = weekday(a.day);
        const [org] = a.organization
          ? await tx
              .select({ id: organizations.id })
              .from(organizations)
              .where(and(eq(organizations.centerId, center.id), eq(organizations.name, a.organization)))
              .limit(1)
          : [];
        rows.push({
          centerId: center.id,
          organizationId: org?.id ?? null,
          title: a.title,
          description: a.description,
          startsAt: dayAfter(now, day, a.from),
          endsAt: dayAfter(now, day, a.to),
          location: a.location,
          category: a.category,
          registrationUrl: a.registrationUrl ?? null,
          capacity: a.capacity ?? null,
          status: "published",
        });
      }
      await tx.insert(activities).values(rows);
    }
  });
}
