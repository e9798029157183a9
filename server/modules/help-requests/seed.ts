/**
 * Demo help requests (een-op-een-hulp) for the centers with one-on-one help (the public tenant):
 * eight requests of residents in Gelderland in every status, some matched to the center's demo
 * volunteers. Only for a center that has none yet.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import type { HelpKind, HelpRequestStatus } from "@contract/help-requests.ts";
import type { Database } from "../../db/client.ts";
import { centers, helpRequests, roles, users } from "../../db/schema.ts";

const DAY = 86_400_000;

interface DemoRequest {
  name: string;
  email?: string;
  phone?: string;
  kind: HelpKind;
  area: string;
  description: string;
  status: HelpRequestStatus;
  daysAgo: number;
  note?: string;
  /** Index into the center's active volunteers (matched requests). */
  volunteer?: number;
}

export const DEMO_HELP_REQUESTS: readonly DemoRequest[] = [
  {
    name: "Riek Jansen",
    phone: "026 351 2290",
    kind: "paperwork",
    area: "Arnhem, Presikhaaf",
    description:
      "Sinds mijn man is overleden krijg ik veel post van de belastingdienst en de gemeente. Ik raak het overzicht kwijt. Wie wil me eens per maand helpen de papieren door te nemen?",
    status: "new",
    daysAgo: 1,
  },
  {
    name: "Mohamed El Amrani",
    email: "m.elamrani@example.nl",
    kind: "language",
    area: "Nijmegen, Dukenburg",
    description:
      "Ik woon twee jaar in Nederland en volg een taalcursus. Ik wil graag oefenen met praten, bijvoorbeeld een uur per week koffie drinken en over het nieuws praten.",
    status: "new",
    daysAgo: 3,
  },
  {
    name: "Gerda van Dijk",
    email: "gerda.vandijk@example.nl",
    phone: "0318 624 117",
    kind: "digital",
    area: "Ede, Veldhuizen",
    description:
      "Mijn kleinkinderen hebben me een tablet gegeven, maar ik weet niet hoe ik moet videobellen en hoe DigiD werkt. Ik zoek iemand met geduld die het me thuis uitlegt.",
    status: "matching",
    daysAgo: 6,
    note: "Gebeld op dinsdag: voorkeur voor de ochtend. Vraag uitgezet bij de digicafé-vrijwilligers.",
  },
  {
    name: "Henk Willemsen",
    phone: "055 521 8842",
    kind: "transport",
    area: "Apeldoorn, Zevenhuizen",
    description:
      "Ik moet elke twee weken naar de fysiotherapeut in het Gelre ziekenhuis. Ik rijd zelf geen auto meer en de buurtbus komt niet op de goede tijd.",
    status: "matching",
    daysAgo: 9,
  },
  {
    name: "Fatma Yildiz",
    email: "fatma.yildiz@example.nl",
    kind: "buddy",
    area: "Arnhem, Malburgen",
    description:
      "Ik ben 34, heb last van somberheid en kom weinig buiten. Ik zou het fijn vinden om met iemand te wandelen of samen naar de markt te gaan.",
    status: "matched",
    daysAgo: 21,
    note: "Kennismaking was goed; ze spreken elke donderdagmiddag af.",
    volunteer: 0,
  },
  {
    name: "Wim Hendriks",
    phone: "024 378 5521",
    kind: "groceries",
    area: "Wijchen",
    description:
      "Na mijn heupoperatie kan ik een paar maanden niet zelf boodschappen doen. Wie kan één keer per week met mijn lijstje naar de supermarkt?",
    status: "matched",
    daysAgo: 30,
    volunteer: 1,
  },
  {
    name: "Annie Bosman",
    email: "annie.bosman@example.nl",
    kind: "odd_jobs",
    area: "Doetinchem, De Huet",
    description:
      "Er moeten een paar lampen worden opgehangen en de dakgoot zit vol bladeren. Ik heb zelf geen ladder en durf het ook niet meer.",
    status: "closed",
    daysAgo: 45,
    note: "Doorverwezen naar de klussendienst van de woningcorporatie; die pakt het op.",
  },
  {
    name: "Kees Verhoef",
    email: "kees.verhoef@example.nl",
    phone: "026 443 1908",
    kind: "paperwork",
    area: "Zevenaar",
    description:
      "Ik wil de toeslagen voor volgend jaar goed aanvragen en begrijp de brieven niet. Graag hulp van iemand die er verstand van heeft.",
    status: "closed",
    daysAgo: 60,
    note: "Samen met de vrijwilliger de aanvraag ingediend; afgesloten.",
    volunteer: 0,
  },
];

export async function seedHelpRequestDemo(database: Database, now = new Date()) {
  await database.system(async (tx) => {
    const list = await tx.select({ id: centers.id, features: centers.features }).from(centers);
    for (const center of list) {
      if (!center.features.peer_to_peer) continue;
      await tx.execute(sql`select set_config('app.center_id', ${String(center.id)}, true)`);
      const [have] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(helpRequests)
        .where(eq(helpRequests.centerId, center.id));
      if (have?.n) continue;
      const volunteers = await tx
        .select({ id: users.id })
        .from(users)
        .innerJoin(roles, and(eq(roles.userId, users.id), eq(roles.name, "volunteer"), eq(roles.centerId, center.id)))
        .where(and(eq(users.centerId, center.id), eq(users.status, "active")))
        .orderBy(asc(users.id))
        .limit(2);
      await tx.insert(helpRequests).values(
        DEMO_HELP_REQUESTS.map((r) => {
          const at = new Date(now.getTime() - r.daysAgo * DAY);
          const volunteerId =
            r.volunteer === undefined ? null : (volunteers[r.volunteer]?.id ?? volunteers[0]?.id ?? null);
          const matched = volunteerId !== null && (r.status === "matched" || r.status === "closed");
          return {
            centerId: center.id,
            name: r.name,
            email: r.email ?? null,
            phone: r.phone ?? null,
            kind: r.kind,
            description: r.description,
            area: r.area,
            // A matched request needs its volunteer: without one it waits for one.
            status: r.status === "matched" && volunteerId === null ? ("matching" as const) : r.status,
            note: r.note ?? null,
            volunteerId: matched ? volunteerId : null,
            matchedAt: matched ? new Date(at.getTime() + 3 * DAY) : null,
            consentAt: at,
            createdAt: at,
            updatedAt: new Date(at.getTime() + (r.status === "new" ? 0 : 3 * DAY)),
          };
        }),
      );
    }
  });
}
