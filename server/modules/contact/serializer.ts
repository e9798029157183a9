/** A contact message as center staff read it (JSON:API resource); the sender's IP stays out. */
import type { ContactMessageAttributes } from "@contract/contact.ts";
import type { ContactMessageRow } from "../../db/schema.ts";
import { iso } from "../../http/jsonapi.ts";

export function contactMessageResource(row: ContactMessageRow) {
  const attributes: ContactMessageAttributes = {
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    created_at: iso(row.createdAt)!,
    read_at: row.readAt ? iso(row.readAt)! : null,
    user_id: row.userId === null ? null : String(row.userId),
  };
  return { type: "contact_message", id: String(row.id), attributes };
}
