/** Wire shapes (JSON:API, snake_case attributes) of the resources this API serves. */
import type {
  AppContext,
  Locale,
  ColorPreset,
  MutedColorPreset,
  OrganizationStatus,
  OrganizationType,
  RoleName,
  Shape,
  ShadeKey,
  UserStatus,
} from "./enums.ts";

export type ResourceType =
  | "organization"
  | "address"
  | "organization_profile"
  | "vacancy"
  | "user"
  | "role"
  | "volunteer_center"
  | "center_profile"
  | "feedback"
  | "application"
  | "conversation"
  | "message"
  | "notification"
  | "upload"
  | "dashboard";

export interface ResourceIdentifier<T extends string = string> {
  type: T;
  id: string;
}
export interface Relationship {
  data: ResourceIdentifier | ResourceIdentifier[] | null;
  links?: { related?: string };
}
export interface Resource<T extends string = string, A = Record<string, unknown>> {
  type: T;
  id: string;
  attributes: A;
  relationships?: Record<string, Relationship>;
  links?: { self?: string };
}
export interface JsonApiDocument<D = Resource | Resource[] | null> {
  data: D;
  included?: Resource[];
  links?: { self?: string; first?: string; prev?: string | null; next?: string | null; last?: string };
  meta?: { total_count?: number; page_number?: number; page_size?: number; [key: string]: unknown };
  jsonapi?: { version: string };
}

export interface OrganizationAttributes {
  name: string;
  /** The organization's kind (School, VolunteerCenter, ...). Named organization_type because JSON:API reserves `type`. */
  organization_type: OrganizationType;
  status: OrganizationStatus;
  email: string | null;
  phone: string | null;
  website: string | null;
  description: string | null;
  created_at: string;
  updated_at: string;
}
export interface AddressAttributes {
  street: string | null;
  house_number: string | null;
  postcode: string | null;
  city: string | null;
  latitude: number | null;
  longitude: number | null;
}
export interface OrganizationProfileAttributes {
  summary: string | null;
  logo_url: string | null;
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
}
export interface UserAttributes {
  email: string;
  first_name: string | null;
  last_name: string | null;
  full_name: string;
  phone: string | null;
  status: UserStatus;
  locale: string;
  confirmed: boolean;
  confirmed_at: string | null;
  last_sign_in_at: string | null;
  /** Own user only (current_user); null for others. */
  periodic_mail?: "never" | "weekly" | "monthly" | null;
  interests?: string[] | null;
  created_at: string;
  updated_at: string;
}
export interface RoleAttributes {
  name: RoleName;
  organization_id: string | null;
}
export type ShadeMap = Record<ShadeKey, string>;
export interface CenterFeatures {
  volunteer_profiles: boolean;
  activities: boolean;
  peer_to_peer: boolean;
  centre_sharing: boolean;
  i18n: boolean;
  moving_organizations: boolean;
  staged_doos: boolean;
  allow_inactive_users: boolean;
}
export interface VolunteerCenterAttributes {
  key: string;
  name: string;
  hosts: string[];
  app_context: AppContext | null;
  base_url: string | null;
  default: boolean;
  features: CenterFeatures;
}
export interface CenterProfileAttributes {
  name: string;
  favicon_url: string | null;
  website_logo_url: string | null;
  /** The logo's intrinsic size in pixels, when known (an upload, a shipped SVG): the header reserves its room. */
  website_logo_width: number | null;
  website_logo_height: number | null;
  gtag_id: string | null;
  primary_color: ColorPreset;
  primary_color_preset: ColorPreset;
  primary_color_shades: ShadeMap | null;
  secondary_color: ColorPreset;
  secondary_color_preset: ColorPreset;
  secondary_color_shades: ShadeMap | null;
  muted_color: MutedColorPreset;
  muted_color_preset: MutedColorPreset;
  background_color: string | null;
  text_color: string | null;
  shape: Shape;
  header_variant: string;
  footer_variant: string;
  email: string | null;
  phone: string | null;
  street: string | null;
  house_number: string | null;
  postcode: string | null;
  city: string | null;
  default_locale: Locale;
  footer_columns: { title: string; links: { label: string; url: string }[] }[];
  social_links: { platform: string; url: string }[];
  footer_show_address: boolean;
  contact_name: string | null;
  contact_role: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  contact_photo_url: string | null;
}
export interface FeedbackAttributes {
  message: string;
  name: string | null;
  email: string | null;
  url: string | null;
  created_at: string;
}

/** The page configuration the server injects as `window.__VOLUNTEERLY_CONFIG__`. */
export interface PageConfig {
  apiBaseUrl: string;
  hostCenters: Record<string, string>;
  defaultCenter: string | null;
  tenantCookieName: string;
  /** Center keys by id, for readable logs and tests. */
  centerKeys?: Record<string, string>;
  /** The front end's build (a hash of its index.html); /build-manifest.json tells when another one is deployed. */
  buildId?: string;
  /** The error-reporting service (section 7), only when one is configured (SENTRY_DSN). */
  errorReporting?: { dsn: string; environment?: string; release?: string };
}
/** The build manifest the app fetches now and then (section 7): which build the server serves. */
export const BUILD_MANIFEST_PATH = "/build-manifest.json";
export const PAGE_CONFIG_GLOBAL = "__VOLUNTEERLY_CONFIG__";

/**
 * The element of a page rendered by the server with the center's content (server/web/pageRenderer.ts):
 * a JSON data block with the query data of that render, which the app's first render starts from.
 */
export const FIRST_VIEW_DATA_ID = "vl-first-view-data";

/**
 * The global in which a first view's page records the buttons clicked before the app ran (the
 * page's loader, server/web/static.ts); the app clicks them again once it has taken the page over.
 */
export const EARLY_CLICKS_GLOBAL = "__VOLUNTEERLY_CLICKS__";

/**
 * The global in which the same loader records the buttons pressed (pointerdown) before the app ran:
 * a menu button (Radix's DropdownMenu trigger) opens on the press, and React never saw it.
 */
export const EARLY_PRESSES_GLOBAL = "__VOLUNTEERLY_PRESSES__";

/**
 * A page rendered by the server with the center's content (renderPage in app/prerender/firstView.tsx,
 * called by server/web/pageRenderer.ts).
 */
export interface RenderedPage {
  routeId: string;
  title: string;
  /** The content of #root. */
  html: string;
  /** The page's message namespaces beside the shell's (preloaded with its scripts). */
  namespaces: string[];
  htmlAttributes: Record<string, string>;
  /** [query key, data] of each query the page drew: the app's first render starts from them. */
  data: [readonly unknown[], unknown][];
}
