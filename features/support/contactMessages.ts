import { formatLongDate } from "@contract/amsterdam-time.ts";

/** A message sent with the contact form (/contactformulier), as center staff read it (/content/messages). */
export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601; null while unread. */
  readAt: string | null;
}

export type ContactMessageFilter = "all" | "unread";

/** The date and time a message arrived, as a Dutch (or English) reader writes it. */
export function formatReceived(iso: string, locale: string): string {
  return formatLongDate(iso, locale, true);
}
