import type { OrganizationOption, UserApplication, UserRow } from "./types.ts";

/** Fake people of a center, for stories. */
export const ORGANIZATIONS: OrganizationOption[] = [
  { id: "1", name: "Vrijwilligerscentrale Demo" },
  { id: "2", name: "Basisschool De Regenboog" },
  { id: "3", name: "Buurthuis De Linde" },
];

export const USERS: UserRow[] = [
  {
    id: "11",
    firstName: "Sanne",
    lastName: "de Vries",
    fullName: "Sanne de Vries",
    email: "sanne@demo.test",
    phone: "06 12 34 56 78",
    status: "active",
    confirmed: true,
    lastSignInAt: "2026-11-24T09:12:00Z",
    createdAt: "2025-02-03T10:00:00Z",
    roles: [{ name: "admin", organizationId: "2", organizationName: "Basisschool De Regenboog" }],
  },
  {
    id: "12",
    firstName: "Mohammed",
    lastName: "Bakkali",
    fullName: "Mohammed Bakkali",
    email: "m.bakkali@demo.test",
    phone: null,
    status: "invited",
    confirmed: false,
    lastSignInAt: null,
    createdAt: "2026-11-20T14:30:00Z",
    roles: [{ name: "member", organizationId: "3", organizationName: "Buurthuis De Linde" }],
  },
  {
    id: "13",
    firstName: "Joke",
    lastName: "Hendriks",
    fullName: "Joke Hendriks",
    email: "joke.hendriks@demo.test",
    phone: "026 765 43 21",
    status: "active",
    confirmed: true,
    lastSignInAt: "2026-11-25T18:40:00Z",
    createdAt: "2024-09-12T08:00:00Z",
    roles: [{ name: "volunteer", organizationId: null, organizationName: null }],
  },
  {
    id: "14",
    firstName: "Pieter",
    lastName: "Smit",
    fullName: "Pieter Smit",
    email: "pieter.smit@demo.test",
    phone: null,
    status: "inactive",
    confirmed: true,
    lastSignInAt: "2026-03-02T11:00:00Z",
    createdAt: "2023-05-01T08:00:00Z",
    roles: [
      { name: "volunteer", organizationId: null, organizationName: null },
      { name: "member", organizationId: "3", organizationName: "Buurthuis De Linde" },
    ],
  },
  {
    id: "15",
    firstName: "Anouk",
    lastName: "Visser",
    fullName: "Anouk Visser",
    email: "anouk.visser@demo.test",
    phone: null,
    status: "archived",
    confirmed: true,
    lastSignInAt: "2025-06-14T16:20:00Z",
    createdAt: "2022-01-10T08:00:00Z",
    roles: [{ name: "volunteer", organizationId: null, organizationName: null }],
  },
];

export const APPLICATIONS: UserApplication[] = [
  {
    id: "301",
    vacancyTitle: "Maatje voor een oudere buurtbewoner",
    organizationName: "Buurthuis De Linde",
    status: "accepted",
    createdAt: "2026-10-02T09:00:00Z",
  },
  {
    id: "302",
    vacancyTitle: "Voorlezen op de basisschool",
    organizationName: "Basisschool De Regenboog",
    status: "new",
    createdAt: "2026-11-21T13:00:00Z",
  },
];
