/**
 * Demo data of the conversations inbox (called from the demo seed): in every demo center a
 * volunteer's question about one of the school's vacancies (answered), a message from the center to
 * the school about the volunteers' evening (the last reply unread for the school's admin) and, where
 * the volunteer applied to the school, a message from the school to the volunteer (unread). Also
 * gives older threads their preview and their notifications the inbox's link. Idempotent.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database, Tx } from "../../db/client.ts";
import {
  applications,
  centers,
  conversationParticipants,
  conversations,
  messages,
  notifications,
  organizations,
  roles,
  users,
  vacancies,
  type User,
} from "../../db/schema.ts";
import { localeOf } from "../notifications/service.ts";
import { renderNotification } from "../notifications/templates.ts";
import { displayName } from "../users/service.ts";
import { threadPath } from "./service.ts";
import { amsterdam } from "../periodic-mail/period.ts";

const CENTER_KEYS = ["public", "demo", "rijnstad", "heuvelrug", "meedoen"] as const;

/**
 * A moment on the Dutch clock: `time` ("HH:MM", Europe/Amsterdam) on the day `daysAgo` days before
 * `now`'s date. Demo messages carry times a person would write at (a "Goedemiddag" in the afternoon),
 * whatever the hour the demo is seeded.
 */
export function dutchClock(now: Date, daysAgo: number, time: string): Date {
  const today = amsterdam(now);
  const [hh, mm] = time.split(":").map(Number) as [number, number];
  const wall = Date.UTC(today.year, today.month - 1, today.day - daysAgo, hh, mm);
  // Winter time is UTC+1, summer time UTC+2: take the offset whose result reads as `time` there.
  const winter = new Date(wall - 3600_000);
  return amsterdam(winter).hour === hh ? winter : new Date(wall - 7200_000);
}

async function userByEmail(tx: Tx, email: string): Promise<User | undefined> {
  const [u] = await tx.select().from(users).where(eq(users.email, email)).limit(1);
  return u;
}

/** A message: who, what, and when on the Dutch clock (days before today, "HH:MM"). */
type Line = [author: User, body: string, daysAgo: number, time: string];

async function thread(
  tx: Tx,
  centerId: number,
  input: {
    subject: string;
    kind: "question" | "volunteer" | "center";
    organizationId: number;
    volunteerId: number | null;
    vacancyId: number | null;
    lines: Line[];
    /** Who reads it, and how many of the last messages they have not read yet. */
    readers: [User, number][];
  },
) {
  const now = new Date();
  const last = input.lines[input.lines.length - 1]!;
  // A thread whose last message would lie ahead of the clock (seeded early in the day) moves back whole days.
  let shift = 0;
  while (dutchClock(now, last[2] + shift, last[3]).getTime() > now.getTime()) shift++;
  const at = (line: Line) => dutchClock(now, line[2] + shift, line[3]);
  const [c] = await tx
    .insert(conversations)
    .values({
      centerId,
      subject: input.subject,
      subjectType: input.kind,
      organizationId: input.organizationId,
      volunteerId: input.volunteerId,
      vacancyId: input.vacancyId,
      lastMessageAt: at(last),
      lastMessagePreview: last[1].slice(0, 200),
      createdAt: at(input.lines[0]!),
      updatedAt: at(last),
    })
    .returning();
  for (const line of input.lines)
    await tx
      .insert(messages)
      .values({ centerId, conversationId: c!.id, authorId: line[0].id, body: line[1], createdAt: at(line) });
  for (const [reader, unread] of input.readers) {
    const readUpTo = input.lines[input.lines.length - 1 - unread];
    await tx
      .insert(conversationParticipants)
      .values({
        centerId,
        conversationId: c!.id,
        userId: reader.id,
        lastReadAt: readUpTo ? at(readUpTo) : null,
        mailedAt: unread ? at(last) : null,
      })
      .onConflictDoNothing();
    if (unread) {
      const author = last[0];
      const content = renderNotification("new_message", localeOf(reader), {
        author_name: displayName(author),
        subject: input.subject,
        recipient_name: displayName(reader),
      });
      await tx.insert(notifications).values({
        centerId,
        userId: reader.id,
        kind: "new_message",
        title: content.title,
        body: content.body,
        link: threadPath(c!.id),
        createdAt: at(last),
      });
    }
  }
}

async function seedCenter(tx: Tx, key: string) {
  const [center] = await tx.select({ id: centers.id, name: centers.name }).from(centers).where(eq(centers.key, key));
  if (!center) return;
  const centerId = center.id;
  // Row-level security also applies to the owner (FORCE): work inside the center's context.
  await tx.execute(sql`select set_config('app.center_id', ${String(centerId)}, true)`);

  // Older threads: their preview, and notifications that open the inbox.
  await tx.execute(sql`update conversations c set last_message_preview = left(m.body, 200)
    from (select distinct on (conversation_id) conversation_id, body from messages where center_id = ${centerId}
          order by conversation_id, created_at desc, id desc) m
    where m.conversation_id = c.id and c.center_id = ${centerId} and c.last_message_preview is null`);
  await tx.execute(sql`update notifications set link = '/conversations?id=' || substring(link from '^/conversations/([0-9]+)$')
    where center_id = ${centerId} and link ~ '^/conversations/[0-9]+$'`);

  const [done] = await tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.centerId, centerId),
        inArray(conversations.subjectType, ["question", "volunteer", "center"]),
      ),
    )
    .limit(1);
  if (done) return;
  const volunteer = await userByEmail(tx, `volunteer@${key}.test`);
  const orgadmin = await userByEmail(tx, `orgadmin@${key}.test`);
  const admin = await userByEmail(tx, `admin@${key}.test`);
  if (!volunteer || !orgadmin || !admin) return;
  const [school] = await tx
    .select({ id: organizations.id, name: organizations.name })
    .from(roles)
    .innerJoin(organizations, eq(organizations.id, roles.organizationId))
    .where(
      and(
        eq(roles.userId, orgadmin.id),
        eq(roles.name, "admin"),
        sql`${organizations.organizationType} <> 'VolunteerCenter'`,
      ),
    )
    .limit(1);
  if (!school) return;
  const member = await userByEmail(tx, `member@${key}.test`);
  const published = await tx
    .select({ id: vacancies.id, title: vacancies.title })
    .from(vacancies)
    .where(and(eq(vacancies.organizationId, school.id), eq(vacancies.status, "published")))
    .orderBy(asc(vacancies.id));
  const applied = await tx
    .select({ vacancyId: applications.vacancyId })
    .from(applications)
    .where(
      and(eq(applications.userId, volunteer.id), inArray(applications.vacancyId, published.map((v) => v.id).concat(0))),
    );
  const appliedTo = new Set(applied.map((a) => a.vacancyId));
  const askAbout = published.find((v) => !appliedTo.has(v.id)) ?? published[0];
  const first = volunteer.firstName ?? displayName(volunteer);
  const staff = (unread: number): [User, number][] => [
    [orgadmin, unread],
    ...(member ? [[member, unread] as [User, number]] : []),
  ];

  if (askAbout)
    await thread(tx, centerId, {
      subject: askAbout.title,
      kind: "question",
      organizationId: school.id,
      volunteerId: volunteer.id,
      vacancyId: askAbout.id,
      lines: [
        [
          volunteer,
          `Goedemiddag, ik zag jullie vacature ‘${askAbout.title}’. Kan ik ook om de week helpen? Ik werk drie dagen per week.`,
          5,
          "14:10",
        ],
        [
          orgadmin,
          `Hoi ${first}, dat kan zeker! We werken met een rooster, dus je geeft zelf aan welke weken je kunt. Zullen we een keer bellen?`,
          4,
          "09:15",
        ],
        [volunteer, "Wat fijn! Bellen kan het beste op maandag of vrijdag na 16.00 uur.", 4, "11:20"],
        [orgadmin, "Genoteerd, ik bel je maandag. Fijne dag!", 4, "12:05"],
      ],
      readers: [[volunteer, 0], ...staff(0)],
    });

  await thread(tx, centerId, {
    subject: "Vrijwilligersavond in december",
    kind: "center",
    organizationId: school.id,
    volunteerId: null,
    vacancyId: null,
    lines: [
      [
        admin,
        `Beste collega's van ${school.name}, op vrijdag 12 december houden we onze jaarlijkse vrijwilligersavond. Komen jullie ook, met een paar van jullie vrijwilligers? Laat even weten met hoeveel mensen.`,
        2,
        "10:30",
      ],
      [orgadmin, "Wat leuk, dank voor de uitnodiging! We komen waarschijnlijk met z'n vieren.", 2, "15:40"],
      [admin, "Top, we zetten jullie op de lijst. De avond begint om 19.30 uur in het buurthuis.", 1, "09:05"],
    ],
    readers: [
      [orgadmin, 1],
      [admin, 0],
    ],
  });

  const appliedVacancy = published.find((v) => appliedTo.has(v.id));
  if (appliedVacancy)
    await thread(tx, centerId, {
      subject: appliedVacancy.title,
      kind: "volunteer",
      organizationId: school.id,
      volunteerId: volunteer.id,
      vacancyId: appliedVacancy.id,
      lines: [
        [
          orgadmin,
          `Hoi ${first}, naast ‘${appliedVacancy.title}’ zoeken we nog hulp bij de sportdag op woensdag 17 juni. Heb je daar misschien ook zin in?`,
          0,
          "16:45",
        ],
      ],
      readers: [[volunteer, 1], ...staff(0)],
    });
}

export async function seedConversationDemo(database: Database): Promise<void> {
  await database.system(async (tx) => {
    for (const key of CENTER_KEYS) await seedCenter(tx, key);
  });
}
