/** Center settings: the SQL of a settings change and of a new center with its first admin. */
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { parseShades, type CenterSettingsPayload, type NewCenterPayload } from "@contract/settings.ts";
import { audit } from "../../audit.ts";
import { baseUrlOf } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import {
  auditLog,
  centers,
  organizations,
  roles,
  users,
  type Center,
  type FooterColumnRow,
  type SocialLinkRow,
} from "../../db/schema.ts";
import { ApiError } from "../../http/errors.ts";
import { queueUserMail } from "../../mail/send.ts";
import { accountCenter } from "../users/known-address.ts";
import { createUserToken } from "../users/service.ts";

export type SettingsInput = Partial<CenterSettingsPayload>;
type Columns = Partial<Omit<Center, "id" | "key" | "hosts" | "createdAt">>;

const blankToNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : (v as string | null));

/** Wire attributes (only those sent) -> columns of centers. */
export function settingsColumns(input: SettingsInput, sent: readonly string[]): Columns {
  const has = (k: string) => sent.includes(k);
  const c: Columns = {};
  const text = <K extends keyof Columns>(wire: keyof SettingsInput, col: K) => {
    if (has(wire)) (c as Record<string, unknown>)[col] = blankToNull(input[wire]);
  };
  if (has("name") && input.name) c.name = input.name;
  text("email", "email");
  text("phone", "phone");
  text("street", "street");
  text("house_number", "houseNumber");
  text("postcode", "postcode");
  text("city", "city");
  if (has("default_locale") && input.default_locale) c.defaultLocale = input.default_locale;
  if (has("primary_color_preset") && input.primary_color_preset) c.primaryColorPreset = input.primary_color_preset;
  if (has("secondary_color_preset") && input.secondary_color_preset)
    c.secondaryColorPreset = input.secondary_color_preset;
  if (has("muted_color_preset") && input.muted_color_preset) c.mutedColorPreset = input.muted_color_preset;
  if (has("primary_color_shades")) c.primaryColorShades = parseShades(input.primary_color_shades);
  if (has("secondary_color_shades")) c.secondaryColorShades = parseShades(input.secondary_color_shades);
  text("background_color", "backgroundColor");
  text("text_color", "textColor");
  text("website_logo_url", "websiteLogoUrl");
  text("favicon_url", "faviconUrl");
  if (has("header_variant") && input.header_variant) c.headerVariant = input.header_variant;
  if (has("shape") && input.shape) c.shape = input.shape;
  if (has("footer_variant") && input.footer_variant) c.footerVariant = input.footer_variant;
  if (has("footer_columns") && input.footer_columns) c.footerColumns = input.footer_columns as FooterColumnRow[];
  if (has("social_links") && input.social_links) c.socialLinks = input.social_links as SocialLinkRow[];
  if (has("footer_show_address") && typeof input.footer_show_address === "boolean")
    c.footerShowAddress = input.footer_show_address;
  text("contact_name", "contactName");
  text("contact_role", "contactRole");
  text("contact_email", "contactEmail");
  text("contact_phone", "contactPhone");
  text("contact_photo_url", "contactPhotoUrl");
  return c;
}

export async function updateCenterSettings(
  tx: Tx,
  req: FastifyRequest,
  cols: Columns,
  sent: readonly string[],
): Promise<Center> {
  const [row] = await tx
    .update(centers)
    .set({ ...cols, updatedAt: new Date() })
    .where(eq(centers.id, req.center.id))
    .returning();
  if (!row) throw new ApiError(404, { code: "not_found" });
  await audit(tx, req, "center_settings_updated", { type: "volunteer_center", id: row.id }, { attributes: sent });
  return row;
}

/** Feature flags of a new center: those of the specification's default (section 1). */
const NEW_CENTER_FEATURES = {
  volunteer_profiles: true,
  activities: true,
  peer_to_peer: false,
  centre_sharing: false,
  i18n: false,
};

/**
 * A new center, its VolunteerCenter organization and its first admin, invited by mail with a link
 * to the new center's own host: one transaction of the owner connection (a center row is not the
 * application role's to insert), in the new center's context for everything under it.
 */
export async function createCenter(
  app: FastifyInstance,
  req: FastifyRequest,
  actorUserId: number,
  input: NewCenterPayload,
): Promise<Center> {
  const now = Date.now();
  return app.services.database.system(async (tx) => {
    const [center] = await tx
      .insert(centers)
      .values({
        key: input.key,
        name: input.name,
        hosts: input.hosts,
        isDefault: false,
        appContext: null,
        primaryColorPreset: input.primary_color_preset,
        secondaryColorPreset: input.secondary_color_preset,
        mutedColorPreset: input.muted_color_preset,
        shape: "rounded",
        headerVariant: "sticky",
        footerVariant: "primary",
        features: NEW_CENTER_FEATURES,
      })
      .returning();
    const id = center!.id;
    await tx.execute(sql`select set_config('app.center_id', ${String(id)}, true)`);
    if ((await accountCenter(tx, input.admin_email)) !== undefined)
      throw new ApiError(422, { code: "validation_failed", field: "taken", pointer: "/data/attributes/admin_email" });
    const [org] = await tx
      .insert(organizations)
      .values({ centerId: id, name: input.name, organizationType: "VolunteerCenter", status: "approved" })
      .returning();
    const [user] = await tx
      .insert(users)
      .values({
        centerId: id,
        email: input.admin_email,
        firstName: input.admin_first_name,
        lastName: input.admin_last_name,
        locale: "nl",
        status: "invited",
        confirmationSentAt: new Date(now),
      })
      .returning();
    await tx.insert(roles).values({ centerId: id, userId: user!.id, name: "admin", organizationId: org!.id });
    const token = await createUserToken(tx, id, user!.id, "confirmation", now, actorUserId);
    await queueUserMail(tx, req, user!, "user_invited", {
      url: `${baseUrlOf(app.services, center!)}/confirm?confirmation_token=${token}`,
      center: center!,
    });
    await tx.insert(auditLog).values({
      centerId: id,
      actorUserId,
      action: "center_created",
      subjectType: "volunteer_center",
      subjectId: String(id),
      data: { key: input.key, hosts: input.hosts, admin_user_id: user!.id, created_from: req.center.id },
      ip: req.ip,
    });
    return center!;
  });
}
