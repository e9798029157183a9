/** Enumerations shared by the API server and the browser. Wire values are snake_case strings. */

export const ORGANIZATION_STATUSES = ["approved", "pending", "denied", "archived"] as const;
export type OrganizationStatus = (typeof ORGANIZATION_STATUSES)[number];

/**
 * Allowed organization status transitions (through PUT .../approve or PUT .../{id}).
 * A pending signup is approved or denied; an approved organization can be archived (or denied,
 * e.g. after abuse); denied and archived organizations can be approved again or put back to pending.
 */
export const ORGANIZATION_STATUS_TRANSITIONS: Readonly<Record<OrganizationStatus, readonly OrganizationStatus[]>> = {
  pending: ["approved", "denied"],
  approved: ["archived", "denied"],
  denied: ["approved", "pending"],
  archived: ["approved"],
};

export const USER_STATUSES = ["active", "invited", "inactive", "archived"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const ROLE_NAMES = ["volunteer", "member", "admin", "superadmin"] as const;
export type RoleName = (typeof ROLE_NAMES)[number];
/** Roles that are scoped to one organization. */
export const ORGANIZATION_ROLE_NAMES = ["member", "admin"] as const satisfies readonly RoleName[];

export const ORGANIZATION_TYPES = [
  "VolunteerCenter",
  "School",
  "Foundation",
  "Association",
  "Municipality",
  "HealthcareInstitution",
  "Company",
  "Church",
  "InformalGroup",
] as const;
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number];
/** Types a visitor may choose when signing an organization up. */
export const SIGNUP_ORGANIZATION_TYPES = ORGANIZATION_TYPES.filter((t) => t !== "VolunteerCenter");

export const APP_CONTEXTS = ["meedoen", "gelderland"] as const;
export type AppContext = (typeof APP_CONTEXTS)[number];

// The languages live in ./locales.ts: the start of every page needs them, not the rest of this file.
export { DEFAULT_LOCALE, LOCALES, type Locale } from "./locales.ts";

export const MUTED_COLOR_PRESETS = ["gray", "slate", "stone", "zinc", "neutral"] as const;
export const COLOR_PRESETS = [
  ...MUTED_COLOR_PRESETS,
  "indigo",
  "sky",
  "purple",
  "violet",
  "lime",
  "teal",
  "emerald",
  "rose",
  "pink",
  "yellow",
  "orange",
  "mauve",
] as const;
export type ColorPreset = (typeof COLOR_PRESETS)[number];
export type MutedColorPreset = (typeof MUTED_COLOR_PRESETS)[number];

export const SHADE_KEYS = ["50", "100", "200", "300", "400", "500", "600", "700", "800", "900", "950"] as const;
export type ShadeKey = (typeof SHADE_KEYS)[number];

export const SHAPES = ["rounded", "straight"] as const;
export type Shape = (typeof SHAPES)[number];
export const HEADER_VARIANTS = ["sticky", "legacy"] as const;
export const FOOTER_VARIANTS = ["primary", "dark-blue"] as const;

export const CENTER_KEYS = ["public", "demo", "rijnstad", "heuvelrug", "meedoen"] as const;

// The API client's request headers live in ./headers.ts (the first load needs them, not this file).
export { REQUEST_HEADERS } from "./headers.ts";

/** devise_token_auth credential headers. */
export const AUTH_HEADERS = ["access-token", "client", "uid", "expiry", "token-type"] as const;
export const TENANT_COOKIE_NAME = "tenant";

/**
 * The transition-table convention (organizations above, users below, vacancies and applications in
 * their own contract files): from each status, the statuses a change may go to. Screens offer
 * exactly these (each through a ReasonDialog where it cannot be undone); the server refuses others
 * with 422 `invalid_transition`.
 */
export type TransitionTable<S extends string> = Readonly<Record<S, readonly S[]>>;

/** Whether `table` allows going from `from` to `to` (staying is no transition). */
export function canTransition<S extends string>(table: TransitionTable<S>, from: S, to: S): boolean {
  return from !== to && (table[from] ?? []).includes(to);
}

/**
 * User status changes center staff make (PATCH /users/{id} `status`). An invitation becomes active
 * when its owner confirms (never by staff); it can be withdrawn by archiving. Inactive is a pause
 * (cannot sign in, can be reactivated); archived is the end state staff can still undo: back to
 * active when the account was ever confirmed, otherwise to invited (a new invitation can follow).
 */
export const USER_STATUS_TRANSITIONS: TransitionTable<UserStatus> = {
  active: ["inactive", "archived"],
  invited: ["archived"],
  inactive: ["active", "archived"],
  archived: ["active", "invited"],
};
