/** Drizzle mirror of migrations/*.sql (the SQL is the source of truth; schema.test.ts checks they agree). */
import { boolean, doublePrecision, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id, ref, ts, updatedAt } from "./columns.ts";

/** A footer column and a social link as stored in centers.footer_columns / social_links (0021). */
export interface FooterColumnRow {
  title: string;
  links: { label: string; url: string }[];
}
export interface SocialLinkRow {
  platform: string;
  url: string;
}

export const centers = pgTable("centers", {
  id: id(),
  key: text("key").notNull(),
  name: text("name").notNull(),
  hosts: text("hosts").array().notNull().default([]),
  isDefault: boolean("is_default").notNull().default(false),
  appContext: text("app_context"),
  baseUrl: text("base_url"),
  faviconUrl: text("favicon_url"),
  websiteLogoUrl: text("website_logo_url"),
  gtagId: text("gtag_id"),
  primaryColorPreset: text("primary_color_preset").notNull(),
  secondaryColorPreset: text("secondary_color_preset").notNull(),
  mutedColorPreset: text("muted_color_preset").notNull(),
  primaryColorShades: jsonb("primary_color_shades").$type<Record<string, string> | null>(),
  secondaryColorShades: jsonb("secondary_color_shades").$type<Record<string, string> | null>(),
  backgroundColor: text("background_color"),
  textColor: text("text_color"),
  shape: text("shape").notNull(),
  headerVariant: text("header_variant").notNull(),
  footerVariant: text("footer_variant").notNull(),
  features: jsonb("features").$type<Record<string, boolean>>().notNull(),
  // 0021: public contact details, default language, footer and contact person (center settings).
  email: text("email"),
  phone: text("phone"),
  street: text("street"),
  houseNumber: text("house_number"),
  postcode: text("postcode"),
  city: text("city"),
  defaultLocale: text("default_locale").notNull().default("nl"),
  footerColumns: jsonb("footer_columns").$type<FooterColumnRow[]>().notNull().default([]),
  socialLinks: jsonb("social_links").$type<SocialLinkRow[]>().notNull().default([]),
  footerShowAddress: boolean("footer_show_address").notNull().default(true),
  contactName: text("contact_name"),
  contactRole: text("contact_role"),
  contactEmail: text("contact_email"),
  contactPhone: text("contact_phone"),
  contactPhotoUrl: text("contact_photo_url"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const organizations = pgTable("organizations", {
  id: id(),
  centerId: ref("center_id").notNull(),
  name: text("name").notNull(),
  organizationType: text("organization_type").notNull(),
  status: text("status").notNull(),
  email: text("email"),
  phone: text("phone"),
  website: text("website"),
  description: text("description"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const addresses = pgTable("addresses", {
  id: id(),
  centerId: ref("center_id").notNull(),
  organizationId: ref("organization_id").notNull(),
  street: text("street"),
  houseNumber: text("house_number"),
  postcode: text("postcode"),
  city: text("city"),
  latitude: doublePrecision("latitude"),
  longitude: doublePrecision("longitude"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const organizationProfiles = pgTable("organization_profiles", {
  id: id(),
  centerId: ref("center_id").notNull(),
  organizationId: ref("organization_id").notNull(),
  summary: text("summary"),
  logoUrl: text("logo_url"),
  contactName: text("contact_name"),
  contactEmail: text("contact_email"),
  contactPhone: text("contact_phone"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const users = pgTable("users", {
  id: id(),
  centerId: ref("center_id"),
  email: text("email").notNull(),
  encryptedPassword: text("encrypted_password"),
  firstName: text("first_name"),
  lastName: text("last_name"),
  phone: text("phone"),
  status: text("status").notNull(),
  locale: text("locale").notNull(),
  confirmedAt: ts("confirmed_at"),
  confirmationSentAt: ts("confirmation_sent_at"),
  lastSignInAt: ts("last_sign_in_at"),
  signInCount: integer("sign_in_count").notNull().default(0),
  periodicMail: text("periodic_mail").notNull().default("never"),
  interests: text("interests").array().notNull().default([]),
  /** Where the periodic mail's vacancies may be (0032): a place or postcode and a distance in km. */
  periodicMailNear: text("periodic_mail_near"),
  periodicMailDistance: integer("periodic_mail_distance"),
  /** A new address waiting for its confirmation (0014): the account keeps `email` until then. */
  unconfirmedEmail: text("unconfirmed_email"),
  /** Per kind of message: "in_app", "mail" or "both" (0031); a kind not named is "both". */
  notificationPreferences: jsonb("notification_preferences").$type<Record<string, string>>().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const roles = pgTable("roles", {
  id: id(),
  centerId: ref("center_id"),
  userId: ref("user_id").notNull(),
  name: text("name").notNull(),
  organizationId: ref("organization_id"),
  createdAt: createdAt(),
});

export const authTokens = pgTable("auth_tokens", {
  id: id(),
  centerId: ref("center_id").notNull(),
  userId: ref("user_id").notNull(),
  clientId: text("client_id").notNull(),
  tokenHash: text("token_hash").notNull(),
  previousTokenHash: text("previous_token_hash"),
  rotatedAt: ts("rotated_at").notNull().defaultNow(),
  rotationSeen: boolean("rotation_seen").notNull().default(true),
  expiresAt: ts("expires_at").notNull(),
  absoluteExpiresAt: ts("absolute_expires_at").notNull(),
  createdAt: createdAt(),
});

export const userTokens = pgTable("user_tokens", {
  id: id(),
  centerId: ref("center_id").notNull(),
  userId: ref("user_id").notNull(),
  purpose: text("purpose").notNull(),
  tokenHash: text("token_hash").notNull(),
  expiresAt: ts("expires_at").notNull(),
  usedAt: ts("used_at"),
  createdByUserId: ref("created_by_user_id"),
  /** The address the token is about (email_change: the new one; email_undo: the old one). */
  email: text("email"),
  createdAt: createdAt(),
});

export const auditLog = pgTable("audit_log", {
  id: id(),
  centerId: ref("center_id").notNull(),
  actorUserId: ref("actor_user_id"),
  action: text("action").notNull(),
  subjectType: text("subject_type"),
  subjectId: text("subject_id"),
  data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
  ip: text("ip"),
  createdAt: createdAt(),
});

export const feedback = pgTable("feedback", {
  id: id(),
  centerId: ref("center_id").notNull(),
  userId: ref("user_id"),
  message: text("message").notNull(),
  name: text("name"),
  email: text("email"),
  url: text("url"),
  userAgent: text("user_agent"),
  createdAt: createdAt(),
});

// Tables of the vacancies and applications domains live in their own files (one owner each).
export * from "./schema-vacancies.ts";
export * from "./schema-applications.ts";
export * from "./schema-site.ts";
export * from "./schema-content.ts";
export * from "./schema-analytics.ts";
export * from "./schema-periodic-mail.ts";
export * from "./schema-notification-templates.ts";
export * from "./schema-social-map.ts";

export type Center = typeof centers.$inferSelect;
export type Organization = typeof organizations.$inferSelect;
export type User = typeof users.$inferSelect;
export type Role = typeof roles.$inferSelect;
export type AuthToken = typeof authTokens.$inferSelect;

/** Sign in as a user (0018): the staff member's way back to their own session. */
export const impersonations = pgTable("impersonations", {
  id: id(),
  centerId: ref("center_id").notNull(),
  staffUserId: ref("staff_user_id").notNull(),
  targetUserId: ref("target_user_id").notNull(),
  loginTokenId: ref("login_token_id"),
  authTokenId: ref("auth_token_id"),
  expiresAt: ts("expires_at").notNull(),
  startedAt: ts("started_at"),
  endedAt: ts("ended_at"),
  createdAt: createdAt(),
});
export type Impersonation = typeof impersonations.$inferSelect;
export * from "./schema-media.ts";
export * from "./schema-saved-searches.ts";
export * from "./schema-help-requests.ts";
export * from "./schema-forms.ts";
export * from "./schema-activities.ts";
export * from "./schema-workshops.ts";
export * from "./schema-volunteer-pool.ts";
