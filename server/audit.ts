import type { FastifyRequest } from "fastify";
import type { Tx } from "./db/client.ts";
import { auditLog } from "./db/schema.ts";

export async function audit(
  tx: Tx,
  req: FastifyRequest,
  action: string,
  subject: { type: string; id: number | string } | null,
  data: Record<string, unknown> = {},
  actorUserId: number | null = req.actor?.user.id ?? null,
) {
  await tx.insert(auditLog).values({
    centerId: req.center.id,
    actorUserId,
    action,
    subjectType: subject?.type ?? null,
    subjectId: subject ? String(subject.id) : null,
    data,
    ip: req.ip,
  });
}
