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
  return new Intl.DateTimeFormat(locale === "en" ? "en-GB" : "nl-NL", {
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Europe/Amsterdam",
  }).format(new Date(iso));
}
