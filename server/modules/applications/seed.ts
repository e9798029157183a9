/**
 * Demo data of the applications domain (called from the demo seed): in the demo and public
 * centers, applications of volunteer@<key>.test to published vacancies of the School organization
 * in different statuses, each with its thread, and notifications for orgadmin@<key>.test and the
 * volunteer. Idempotent, and a no-op when the center has no published School vacancies yet.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import type { ApplicationStatus, NotificationKind } from "@contract/applications.ts";
import type { Database, Tx } from "../../db/client.ts";
import {
  applications,
  centers,
  conversationParticipants,
  conversations,
  messages,
  notifications,
  organizations,
  users,
  vacancies,
  type User,
} from "../../db/schema.ts";
import { localeOf } from "../notifications/service.ts";
import { organizationStaff } from "./service.ts";
import { renderNotification, STATUS_LABELS, type TemplateParams } from "../notifications/templates.ts";
import { displayName } from "../users/service.ts";

export const DEMO_APPLICATION_CENTERS = ["demo", "public"] as const;

const PLAN: { status: ApplicationStatus; motivation: string; availability: string; replies: [string, string][] }[] = [
  {
    status: "in_progress",
    motivation:
      "Ik lees graag voor en heb zelf twee kinderen op de basisschool. Het lijkt me heel leuk om kinderen te helpen met lezen.",
    availability: "Dinsdag- en donderdagochtend",
    replies: [
      ["staff", "Leuk dat je wilt helpen! Kun je volgende week dinsdag langskomen voor een kennismaking?"],
      ["volunteer", "Ja, dinsdag om 10.00 uur past mij goed. Tot dan!"],
    ],
  },
  {
    status: "new",
    motivation: "Ik ben graag buiten bezig en heb een moestuin. Ik help de kinderen graag met zaaien en oogsten.",
    availability: "Woensdagmiddag",
    replies: [],
  },
  {
    status: "rejected",
    motivation: "Ik wil graag iets doen voor de school in mijn buurt en heb tijd over in de middag.",
    availability: "Vrijdagmiddag",
    replies: [["staff", "Dank je wel voor je reactie! Helaas is deze plek al vergeven."]],
  },
];

async function userByEmail(tx: Tx, email: string): Promise<User | undefined> {
  const [u] = await tx.select().from(users).where(eq(users.email, email)).limit(1);
  return u;
}

async function seedCenter(tx: Tx, key: string) {
  const [center] = await tx.select({ id: centers.id }).from(centers).where(eq(centers.key, key));
  if (!center) return;
  const centerId = center.id;
  // Row-level security also applies to the owner (FORCE): work inside the center's context.
  await tx.execute(sql`select set_config('app.center_id', ${String(centerId)}, true)`);
  const volunteer = await userByEmail(tx, `volunteer@${key}.test`);
  const orgadmin = await userByEmail(tx, `orgadmin@${key}.test`);
  if (!volunteer || !orgadmin) return;
  const existing = await tx
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.centerId, centerId), eq(applications.userId, volunteer.id)))
    .limit(1);
  if (existing.length) return;
  const [school] = await tx
    .select()
    .from(organizations)
    .where(and(eq(organizations.centerId, centerId), eq(organizations.organizationType, "School")))
    .orderBy(asc(organizations.id))
    .limit(1);
  if (!school) return;
  const published = await tx
    .select()
    .from(vacancies)
    .where(
      and(eq(vacancies.centerId, centerId), eq(vacancies.organizationId, school.id), eq(vacancies.status, "published")),
    )
    .orderBy(asc(vacancies.id))
    .limit(PLAN.length);
  if (!published.length) return;
  const staff = await organizationStaff(tx, school.id);
  const inbox = async (user: User, kind: NotificationKind, params: TemplateParams, link: string, read: boolean) => {
    const content = renderNotification(kind, localeOf(user), { ...params, recipient_name: displayName(user) });
    await tx.insert(notifications).values({
      centerId,
      userId: user.id,
      kind,
      title: content.title,
      body: content.body,
      link,
      readAt: read ? new Date() : null,
    });
  };
  const start = Date.now() - published.length * 2 * 24 * 3600_000;
  for (const [i, vacancy] of published.entries()) {
    const plan = PLAN[i]!;
    const at = (step: number) => new Date(start + i * 2 * 24 * 3600_000 + step * 3 * 3600_000);
    const [application] = await tx
      .insert(applications)
      .values({
        centerId,
        vacancyId: vacancy.id,
        userId: volunteer.id,
        motivation: plan.motivation,
        availability: plan.availability,
        status: plan.status,
        statusChangedAt: at(plan.replies.length),
        createdAt: at(0),
        updatedAt: at(plan.replies.length),
      })
      .returning();
    const thread: [User, string][] = [
      [volunteer, plan.motivation],
      ...plan.replies.map(([who, body]): [User, string] => [who === "staff" ? orgadmin : volunteer, body]),
    ];
    const last = at(thread.length - 1);
    const [conversation] = await tx
      .insert(conversations)
      .values({
        centerId,
        subject: vacancy.title,
        subjectType: "application",
        subjectId: application!.id,
        lastMessageAt: last,
        createdAt: at(0),
        updatedAt: last,
      })
      .returning();
    for (const [step, [author, body]] of thread.entries())
      await tx
        .insert(messages)
        .values({ centerId, conversationId: conversation!.id, authorId: author.id, body, createdAt: at(step) });
    // The volunteer has read everything; the staff have read up to the volunteer's first message only.
    await tx
      .insert(conversationParticipants)
      .values([
        { centerId, conversationId: conversation!.id, userId: volunteer.id, lastReadAt: last },
        ...staff.map((u) => ({ centerId, conversationId: conversation!.id, userId: u.id, lastReadAt: at(0) })),
      ]);
    const params: TemplateParams = {
      vacancy_title: vacancy.title,
      volunteer_name: displayName(volunteer),
      organization_name: school.name,
    };
    const link = `/applications/${application!.id}`;
    await inbox(orgadmin, "application_received", params, link, plan.status !== "new");
    if (plan.status !== "new")
      await inbox(
        volunteer,
        "application_status_changed",
        { ...params, status_label: STATUS_LABELS[localeOf(volunteer)][plan.status] },
        link,
        false,
      );
    if (plan.replies.some(([who]) => who === "volunteer"))
      await inbox(
        orgadmin,
        "new_message",
        { author_name: displayName(volunteer), subject: vacancy.title },
        `/conversations/${conversation!.id}`,
        false,
      );
  }
}

export async function seedApplicationDemo(database: Database): Promise<void> {
  await database.system(async (tx) => {
    for (const key of DEMO_APPLICATION_CENTERS) await seedCenter(tx, key);
  });
}
