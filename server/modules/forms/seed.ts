/**
 * Demo forms per center: a signup for the volunteers' drinks (open), an evaluation of a training
 * (open) and, for some centers, an interest form for the buddy project (closed), each with a few
 * responses; the demo volunteer answered the first, so /profile-replies shows it. Only for a
 * center that has no forms yet.
 */
import { eq, sql } from "drizzle-orm";
import type { FormAnswer, FormField } from "@contract/forms.ts";
import type { Database } from "../../db/client.ts";
import { DEMO_CENTERS, type DemoCenterKey } from "../../db/demo-data.ts";
import { centers, formResponses, forms, users } from "../../db/schema.ts";
import { newFormToken } from "./service.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

interface DemoForm {
  title: string;
  introduction: string;
  status: "open" | "closed";
  fields: FormField[];
  /** Answers by key; `volunteer` marks the demo volunteer's own response. */
  responses: { daysAgo: number; volunteer?: boolean; answers: Record<string, string | boolean | null> }[];
}

const field = (
  key: string,
  label: string,
  kind: FormField["kind"],
  extra: Partial<Pick<FormField, "required" | "help" | "options">> = {},
): FormField => ({ key, label, kind, required: false, help: null, options: [], ...extra });

function demoForms(key: DemoCenterKey, now: Date): DemoForm[] {
  const trainingDay = new Date(now.getTime() - 14 * DAY).toISOString().slice(0, 10);
  const c = DEMO_CENTERS[key];
  const me = c.people.volunteer;
  const drinks: DemoForm = {
    title: "Aanmelding vrijwilligersborrel",
    introduction: `Als dank voor al jullie inzet nodigen we alle vrijwilligers uit voor een gezellige borrel in ${c.city}. Laat je even weten of je komt? Dan zorgen wij voor genoeg hapjes en drankjes.`,
    status: "open",
    fields: [
      field("naam", "Naam", "text", { required: true }),
      field("e-mail", "E-mailadres", "email", {
        required: true,
        help: "We sturen je een paar dagen vooraf een herinnering.",
      }),
      field("gezelschap", "Kom je alleen of neem je iemand mee?", "choice", {
        required: true,
        options: ["Ik kom alleen", "Ik neem iemand mee"],
      }),
      field("dieet", "Dieetwensen of allergieën", "long_text", {
        help: "Bijvoorbeeld vegetarisch, halal of een notenallergie.",
      }),
      field("helpen", "Ik help graag mee met opbouwen of opruimen", "checkbox"),
    ],
    responses: [
      {
        daysAgo: 6,
        answers: {
          naam: "Henk Verbeek",
          "e-mail": "henk.verbeek@example.nl",
          gezelschap: "Ik neem iemand mee",
          dieet: null,
          helpen: true,
        },
      },
      {
        daysAgo: 3,
        volunteer: true,
        answers: {
          naam: `${me.first} ${me.last}`,
          "e-mail": `volunteer@${key}.test`,
          gezelschap: "Ik kom alleen",
          dieet: "Vegetarisch graag",
          helpen: false,
        },
      },
      {
        daysAgo: 1,
        answers: {
          naam: "Naima Ouali",
          "e-mail": "naima.ouali@example.nl",
          gezelschap: "Ik kom alleen",
          dieet: "Geen varkensvlees, dank je!",
          helpen: true,
        },
      },
    ],
  };
  const training: DemoForm = {
    title: "Evaluatie training Omgaan met dementie",
    introduction:
      "Bedankt dat je meedeed aan de training. Met jouw antwoorden maken we de volgende training nog beter. Invullen duurt ongeveer twee minuten.",
    status: "open",
    fields: [
      field("datum", "Op welke datum volgde je de training?", "date", { required: true }),
      field("cijfer", "Hoe tevreden ben je over de training?", "choice", {
        required: true,
        options: ["Heel tevreden", "Tevreden", "Neutraal", "Niet tevreden"],
      }),
      field("geleerd", "Wat neem je mee naar je vrijwilligerswerk?", "long_text"),
      field("vervolg", "Ik wil graag een vervolgtraining volgen", "checkbox"),
    ],
    responses: [
      {
        daysAgo: 12,
        answers: {
          datum: trainingDay,
          cijfer: "Heel tevreden",
          geleerd: "Dat ik rustiger moet praten en meer moet laten merken dat ik er ben.",
          vervolg: true,
        },
      },
      {
        daysAgo: 10,
        volunteer: key === "demo" || key === "meedoen",
        answers: {
          datum: trainingDay,
          cijfer: "Tevreden",
          geleerd: "De tips over het gesprek met familie waren heel bruikbaar.",
          vervolg: false,
        },
      },
    ],
  };
  const buddies: DemoForm = {
    title: "Interesse maatjesproject",
    introduction:
      "Wil je maatje worden van iemand die er even alleen voor staat? Laat je gegevens achter, dan belt een coördinator je voor een kennismaking.",
    status: "closed",
    fields: [
      field("naam", "Naam", "text", { required: true }),
      field("telefoon", "Telefoonnummer", "text", { required: true }),
      field("tijd", "Hoeveel tijd heb je per week?", "choice", {
        options: ["Een uur", "Een dagdeel", "Meer dan een dagdeel"],
      }),
    ],
    responses: [{ daysAgo: 40, answers: { naam: "Ruud Hendriks", telefoon: "06 12345678", tijd: "Een dagdeel" } }],
  };
  return key === "rijnstad"
    ? [drinks, buddies]
    : key === "heuvelrug"
      ? [drinks, training, buddies]
      : [drinks, training];
}

export async function seedDemoForms(database: Database, now = new Date()) {
  await database.system(async (tx) => {
    for (const key of Object.keys(DEMO_CENTERS) as DemoCenterKey[]) {
      const [center] = await tx.select({ id: centers.id }).from(centers).where(eq(centers.key, key));
      if (!center) continue;
      // Row-level security also applies to the owner (FORCE): work inside the center's context.
      await tx.execute(sql`select set_config('app.center_id', ${String(center.id)}, true)`);
      const [existing] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(forms)
        .where(eq(forms.centerId, center.id));
      if (existing?.n) continue;
      const [volunteer] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, `volunteer@${key}.test`))
        .limit(1);
      const [admin] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, `admin@${key}.test`))
        .limit(1);
      for (const [i, f] of demoForms(key, now).entries()) {
        const created = new Date(now.getTime() - (60 - i * 10) * DAY);
        const [form] = await tx
          .insert(forms)
          .values({
            centerId: center.id,
            title: f.title,
            introduction: f.introduction,
            status: f.status,
            fields: f.fields,
            token: newFormToken(),
            createdById: admin?.id ?? null,
            createdAt: created,
            updatedAt: created,
          })
          .returning({ id: forms.id });
        if (f.responses.length)
          await tx.insert(formResponses).values(
            f.responses.map((r, n) => ({
              centerId: center.id,
              formId: form!.id,
              userId: r.volunteer ? (volunteer?.id ?? null) : null,
              answers: f.fields.map((q): FormAnswer => ({
                key: q.key,
                label: q.label,
                kind: q.kind,
                value: r.answers[q.key] ?? null,
              })),
              // At a believable hour of that day, not all at the seed's own time.
              createdAt: new Date(now.getTime() - r.daysAgo * DAY - ((n * 5 + i * 3 + 2) % 9) * HOUR - n * 17 * MINUTE),
            })),
          );
      }
    }
  });
}
