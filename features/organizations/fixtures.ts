import type {
  CenterOption,
  OrganizationDetail,
  OrganizationPermissions,
  OrganizationPerson,
  OrganizationSummary,
  OrganizationVacancy,
  PendingOrganization,
  StatusChange,
} from "./types.ts";
import type { ListState, OrganizationFormValues } from "./viewModels.ts";

/** A stand-in logo for stories (a data URL: no network, no files). */
export const FAKE_ORG_LOGO =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="#2f6f4f"/><path d="M16 44c8-20 24-20 32 0" stroke="#fff" stroke-width="5" fill="none"/><circle cx="32" cy="22" r="7" fill="#fff"/></svg>',
  );

const ADMIN: OrganizationPerson = {
  id: "21",
  name: "Marieke de Wit",
  email: "marieke@deregenboog.example.org",
  roles: ["admin"],
};

/** Organizations of the overview (fake data). */
export const ORGANIZATIONS: readonly OrganizationSummary[] = [
  {
    id: "1",
    name: "Basisschool De Regenboog",
    organizationType: "School",
    status: "approved",
    city: "Utrecht",
    logoUrl: FAKE_ORG_LOGO,
    publishedVacanciesCount: 3,
    admins: [ADMIN, { id: "22", name: "Youssef Amrani", email: "youssef@deregenboog.example.org", roles: ["admin"] }],
    createdAt: "2025-09-02T08:30:00Z",
  },
  {
    id: "2",
    name: "Wandelclub De Stappers",
    organizationType: "Association",
    status: "pending",
    city: "IJsselstein",
    logoUrl: null,
    publishedVacanciesCount: 0,
    admins: [
      { id: "23", name: "Annelies Oosterhuis", email: "annelies.oosterhuis@destappers.example.org", roles: ["admin"] },
    ],
    createdAt: "2026-11-20T14:05:00Z",
  },
  {
    id: "3",
    name: "Feestcommissie Zuilen",
    organizationType: "InformalGroup",
    status: "denied",
    city: "Utrecht",
    logoUrl: null,
    publishedVacanciesCount: 0,
    admins: [],
    createdAt: "2026-10-14T10:00:00Z",
  },
  {
    id: "4",
    name: "Toneelvereniging Het Doek",
    organizationType: "Association",
    status: "archived",
    city: null,
    logoUrl: null,
    publishedVacanciesCount: 0,
    admins: [],
    createdAt: "2024-03-11T09:00:00Z",
  },
];

export const LIST_STATE: ListState = { status: "all", type: "all", q: "", sort: "name", page: 1 };

/** The profile of the school (fake data). */
export const ORGANIZATION: OrganizationDetail = {
  ...ORGANIZATIONS[0]!,
  email: "info@deregenboog.example.org",
  phone: "030 231 44 80",
  website: "https://deregenboog.example.org",
  description:
    "<p>Een basisschool in Utrecht-West met <strong>320 leerlingen</strong>. Vrijwilligers lezen voor en helpen bij uitstapjes.</p>",
  address: { street: "Kanaalweg", houseNumber: "12", postcode: "3526 KL", city: "Utrecht" },
  contactName: "Marieke de Wit",
  dependents: { vacancies: 4, people: 2, applications: 9, conversations: 3 },
};

export const ORGANIZATION_VACANCIES: readonly OrganizationVacancy[] = [
  { id: "11", title: "Voorlezen in groep 3", status: "published" },
  { id: "12", title: "Begeleiding bij het schoolreisje", status: "draft" },
  { id: "13", title: "Hulp bij de kerstmarkt", status: "closed" },
];

export const ORGANIZATION_PEOPLE: readonly OrganizationPerson[] = [
  ADMIN,
  { id: "24", name: "Joost Verbruggen", email: "joost@deregenboog.example.org", roles: ["member"] },
];

export const HISTORY: readonly StatusChange[] = [
  {
    id: "103",
    action: "status_changed",
    from: "pending",
    to: "approved",
    reason: "Welkom! Jullie vacatures staan nu in de vacaturebank.",
    actorName: "Sanne Bakker",
    createdAt: "2025-09-03T09:12:00Z",
  },
  {
    id: "101",
    action: "signup",
    from: null,
    to: "pending",
    reason: null,
    actorName: "Marieke de Wit",
    createdAt: "2025-09-02T08:30:00Z",
  },
];

/** Center staff: every action but moving (the flag is off). */
export const STAFF_PERMISSIONS: OrganizationPermissions = {
  edit: true,
  review: true,
  changeTypeAndStatus: true,
  move: false,
  delete: true,
};
/** The organization's own admin: edit only. */
export const ORG_ADMIN_PERMISSIONS: OrganizationPermissions = {
  edit: true,
  review: false,
  changeTypeAndStatus: false,
  move: false,
  delete: false,
};

/** The approval queue (fake data): one with a likely duplicate. */
export const PENDING: readonly PendingOrganization[] = [
  {
    ...ORGANIZATION,
    id: "31",
    name: "Repair Café Nieuwegein",
    organizationType: "Foundation",
    status: "pending",
    city: "Nieuwegein",
    logoUrl: null,
    publishedVacanciesCount: 0,
    admins: [],
    email: "henk.heijnen@repaircafe-nieuwegein.example.org",
    website: "https://repaircafe-nieuwegein.example.org",
    description: "<p>Elke eerste zaterdag repareren we in de bibliotheek wat kapot is.</p>",
    address: { street: "Buizerdlaan", houseNumber: "2", postcode: "3435 SB", city: "Nieuwegein" },
    contactName: "Henk Heijnen",
    dependents: { vacancies: 0, people: 1, applications: 0, conversations: 0 },
    createdAt: "2026-11-24T10:15:00Z",
    signedUpBy: { name: "Henk Heijnen", email: "henk.heijnen@repaircafe-nieuwegein.example.org" },
    duplicates: [],
  },
  {
    ...ORGANIZATION,
    id: "32",
    name: "Kinderboerderij Wielewaal",
    organizationType: "Foundation",
    status: "pending",
    city: "Houten",
    logoUrl: null,
    publishedVacanciesCount: 0,
    admins: [],
    email: "karin@dewielewaal-houten.example.org",
    website: "https://wielewaal-houten.example.org",
    description: "<p>Vrijwilligers voeren de dieren en ontvangen schoolklassen.</p>",
    address: { street: "Vogelzang", houseNumber: "3", postcode: "3991 VB", city: "Houten" },
    contactName: "Fatima Lubbers",
    dependents: { vacancies: 0, people: 1, applications: 0, conversations: 0 },
    createdAt: "2026-11-25T16:40:00Z",
    signedUpBy: { name: "Fatima Lubbers", email: "fatima.lubbers@wielewaal-houten.example.org" },
    duplicates: [{ id: "5", name: "Kinderboerderij De Wielewaal", status: "approved", reasons: ["name", "email"] }],
  },
];

export const CENTERS: readonly CenterOption[] = [
  { id: "2", name: "Rijnstad Vrijwilligerswerk" },
  { id: "3", name: "Vrijwilligerscentrale Heuvelrug" },
];

export const FORM_VALUES: OrganizationFormValues = {
  name: "Basisschool De Regenboog",
  organization_type: "School",
  description: "<p>Een basisschool in Utrecht-West.</p>",
  email: "info@deregenboog.example.org",
  phone: "030 231 44 80",
  website: "https://deregenboog.example.org",
  street: "Kanaalweg",
  house_number: "12",
  postcode: "3526 KL",
  city: "Utrecht",
  logo_url: "",
};

/**
 * The stories' all-tenants parameters: side by side, every tenant repeats the screen's named
 * sections and search form, which axe reports as duplicate landmarks; on a page there is one of each.
 */
export const SIDE_BY_SIDE = {
  allTenants: true,
  a11y: { config: { rules: [{ id: "landmark-unique", enabled: false }] } },
};
