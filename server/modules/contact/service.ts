/** The SQL of the contact messages that center staff read (the form itself is in routes.ts). */
import { and, count, desc, eq, isNotNull, isNull, type SQL } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { contactMessages, type ContactMessageRow } from "../../db/schema.ts";

export async function listContactMessages(
  tx: Tx,
  centerId: number,
  read: boolean | undefined,
  page: { number: number; size: number },
): Promise<{ rows: ContactMessageRow[]; total: number; unread: number }> {
  const where: SQL = and(
    eq(contactMessages.centerId, centerId),
    read === undefined ? undefined : read ? isNotNull(contactMessages.readAt) : isNull(contactMessages.readAt),
  )!;
  const rows = await tx
    .select()
    .from(contactMessages)
    .where(where)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(page.size)
    .offset((page.number - 1) * page.size);
  const [totals] = await tx.select({ total: count() }).from(contactMessages).where(where);
  const [unread] = await tx
    .select({ n: count() })
    .from(contactMessages)
    .where(and(eq(contactMessages.centerId, centerId), isNull(contactMessages.readAt)));
  return { rows, total: Number(totals?.total ?? 0), unread: Number(unread?.n ?? 0) };
}

export async function setContactMessageRead(
  tx: Tx,
  centerId: number,
  id: number,
  readAt: Date | null,
): Promise<ContactMessageRow | undefined> {
  const [row] = await tx
    .update(contactMessages)
    .set({ readAt })
    .where(and(eq(contactMessages.centerId, centerId), eq(contactMessages.id, id)))
    .returning();
  return row;
}

export async function deleteContactMessage(tx: Tx, centerId: number, id: number): Promise<boolean> {
  const rows = await tx
    .delete(contactMessages)
    .where(and(eq(contactMessages.centerId, centerId), eq(contactMessages.id, id)))
    .returning({ id: contactMessages.id });
  return rows.length > 0;
}
