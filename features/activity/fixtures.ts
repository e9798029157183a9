import type { ActivityItem } from "./model.ts";

/** What a center's staff member might see on a Tuesday morning. */
export const ACTIVITY_NOW = "2026-05-05T09:30:00Z";
export const ACTIVITY_ITEMS: ActivityItem[] = [
  {
    id: "message_created-41",
    kind: "message_created",
    occurredAt: "2026-05-05T09:29:50Z",
    actorName: "Sanne de Vries",
    own: false,
    subject: "Voorlezen in de bibliotheek",
    status: null,
    link: "/applications/12",
  },
  {
    id: "application_created-12",
    kind: "application_created",
    occurredAt: "2026-05-05T08:10:00Z",
    actorName: "Sanne de Vries",
    own: false,
    subject: "Voorlezen in de bibliotheek",
    status: "in_progress",
    link: "/applications/12",
  },
  {
    id: "organization_status_changed-7",
    kind: "organization_status_changed",
    occurredAt: "2026-05-04T15:00:00Z",
    actorName: null,
    own: false,
    subject: "Stichting Buurtkracht Oost",
    status: "approved",
    link: "/organizations/31",
  },
  {
    id: "organization_created-6",
    kind: "organization_created",
    occurredAt: "2026-05-02T10:00:00Z",
    actorName: null,
    own: false,
    subject: "Repair Café De Schroef",
    status: null,
    link: "/organizations/32",
  },
  {
    id: "application_created-9",
    kind: "application_created",
    occurredAt: "2026-04-28T19:45:00Z",
    actorName: "Mohamed El Amrani",
    own: false,
    subject: "Maatje voor een wandeling",
    status: "accepted",
    link: "/applications/9",
  },
];
