/** Test data and calls of the applications domain (vacancies with base columns only, so tests do not depend on the vacancies module). */
import { expect } from "vitest";
import type { Fixtures } from "@server/testing/fixtures.ts";
import { json, type Session, type TestContext } from "@server/testing/harness.ts";

export const MOTIVATION = "Ik help graag mee, ik heb er veel zin in!";

/** A vacancy inserted as the database owner (base columns; end_date when given). */
export async function makeVacancy(
  t: TestContext,
  fx: Fixtures,
  key: string,
  orgId: number,
  attrs: { title?: string; status?: string; endDate?: string | null } = {},
): Promise<number> {
  const centerId = await fx.centerId(key);
  const status = attrs.status ?? "published";
  const [row] = await t.database.query<{ id: number }>(
    "INSERT INTO vacancies (center_id, organization_id, title, status, published_at) VALUES ($1, $2, $3, $4, $5) RETURNING id",
    [
      centerId,
      orgId,
      attrs.title ?? `Vacature ${Math.random().toString(36).slice(2, 8)}`,
      status,
      status === "published" ? new Date() : null,
    ],
  );
  if (attrs.endDate !== undefined)
    await t.database.query("UPDATE vacancies SET end_date = $2 WHERE id = $1", [row!.id, attrs.endDate]);
  return Number(row!.id);
}

/** A fresh organization with its own admin and member (accounts with the demo password). */
export async function makeOrganization(fx: Fixtures, key: string, name?: string) {
  const orgId = await fx.org(key, { type: "School", ...(name ? { name } : {}) });
  const admin = await fx.user(key, { role: "admin", orgId, password: await demoHash() });
  const member = await fx.user(key, { role: "member", orgId, password: await demoHash() });
  return { orgId, admin: admin.email, adminId: admin.id, member: member.email, memberId: member.id };
}

let hash: Promise<string> | null = null;
async function demoHash() {
  const { hashPassword } = await import("@server/auth/passwords.ts");
  const { DEMO_PASSWORD } = await import("@server/db/seed.ts");
  hash ??= hashPassword(DEMO_PASSWORD, 4);
  return hash;
}

/** A fresh confirmed volunteer account (optionally English-speaking). */
export async function makeVolunteer(t: TestContext, fx: Fixtures, key: string, locale: "nl" | "en" = "nl") {
  const email = await fx.actor(key, "volunteer");
  if (locale !== "nl") await t.database.query("UPDATE users SET locale = $2 WHERE email = $1", [email, locale]);
  const [u] = await t.database.query<{ id: number }>("SELECT id FROM users WHERE email = $1", [email]);
  return { email, id: Number(u!.id) };
}

export const applicationBody = (vacancyId: number | string, attributes: Record<string, unknown> = {}) => ({
  data: { type: "application", attributes: { vacancy_id: String(vacancyId), motivation: MOTIVATION, ...attributes } },
});

export async function apply(t: TestContext, as: Session, vacancyId: number, attributes: Record<string, unknown> = {}) {
  const res = await t.request("POST", "/api/v1/applications", { as, body: applicationBody(vacancyId, attributes) });
  expect(res.statusCode, res.body).toBe(201);
  return json(res).data as { id: string; attributes: Record<string, unknown> };
}

export const statusBody = (status: string) => ({ data: { type: "application", attributes: { status } } });

export async function notificationsOf(t: TestContext, email: string) {
  return t.database.query<{ kind: string; title: string; body: string; link: string | null; read_at: Date | null }>(
    "SELECT n.kind, n.title, n.body, n.link, n.read_at FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.email = $1 ORDER BY n.id",
    [email],
  );
}
