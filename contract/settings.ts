/**
 * Center settings (issue 16): the center's profile as its staff edit it on /settings,
 * /settings/design, /settings/footer and /settings/contact-person, and a new center as a
 * superadmin creates it. One PATCH of the center profile takes any subset of these attributes;
 * the forms and the server validate with the same schemas.
 */
import * as yup from "yup";
import {
  COLOR_PRESETS,
  FOOTER_VARIANTS,
  HEADER_VARIANTS,
  LOCALES,
  MUTED_COLOR_PRESETS,
  SHADE_KEYS,
  SHAPES,
} from "./enums.ts";
import { textObject } from "./text-rules.ts";

export const CENTER_NAME_MAX_LENGTH = 120;
export const FOOTER_MAX_COLUMNS = 4;
export const FOOTER_MAX_LINKS = 8;
export const SOCIAL_MAX_LINKS = 8;
export const CENTER_MAX_HOSTS = 5;
export const SOCIAL_PLATFORMS = ["facebook", "instagram", "linkedin", "x", "youtube", "tiktok", "mastodon"] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

/** yup test names the forms map to their own messages. */
export const SHADES_TEST = "shades";
export const COLOR_TEST = "color";
export const LINK_TEST = "link";
export const IMAGE_URL_TEST = "image_url";

/** '#rgb' or '#rrggbb': the colours the design form takes (a colour input gives '#rrggbb'). */
export const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
const CHANNELS = /^(?:rgb\(\s*)?\d{1,3}[\s,]+\d{1,3}[\s,]+\d{1,3}\s*\)?$/;

/** A shade value: hex or channels ('79 70 229', 'rgb(79, 70, 229)'), each channel at most 255. */
export function isShadeValue(value: unknown): boolean {
  if (typeof value !== "string") return false;
  const v = value.trim();
  if (HEX_COLOR.test(v)) return true;
  if (!CHANNELS.test(v)) return false;
  return (v.match(/\d{1,3}/g) ?? []).every((n) => Number(n) <= 255);
}

/**
 * Section 5: custom shades are JSON (or an object) with all eleven keys 50..950. The reason a
 * value is refused, or null when it is good: 'json' (not JSON or not an object), 'keys' (one of the
 * eleven missing, or an unknown one), 'values' (a value that is no colour).
 */
export function shadesProblem(value: unknown): "json" | "keys" | "values" | null {
  if (value === null || value === undefined || value === "") return null;
  let data: unknown = value;
  if (typeof value === "string") {
    try {
      data = JSON.parse(value);
    } catch {
      return "json";
    }
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) return "json";
  const keys = Object.keys(data);
  if (SHADE_KEYS.some((k) => !keys.includes(k)) || keys.some((k) => !(SHADE_KEYS as readonly string[]).includes(k)))
    return "keys";
  return Object.values(data).every(isShadeValue) ? null : "values";
}

/** Custom shades as stored: an object of the eleven keys, or null (from JSON text or an object). */
export function parseShades(value: unknown): Record<string, string> | null {
  if (value === null || value === undefined || value === "" || shadesProblem(value)) return null;
  const data = (typeof value === "string" ? JSON.parse(value) : value) as Record<string, string>;
  return Object.fromEntries(SHADE_KEYS.map((k) => [k, String(data[k]).trim()]));
}

/**
 * A link of the footer or a social link: a path of this site ('/over-ons'), an https or http URL,
 * mailto: or tel:. Nothing that runs (javascript:, data:) and no other site's path ('//evil').
 */
export function isSafeLink(value: unknown, { pathAllowed = true } = {}): boolean {
  if (typeof value !== "string") return false;
  const v = value.trim();
  if (pathAllowed && /^\/(?!\/)[^\s\\]*$/.test(v)) return true;
  if (/^mailto:[^\s@]+@[^\s@]+$/i.test(v) || /^tel:\+?[\d\s()-]{3,20}$/i.test(v)) return pathAllowed;
  try {
    const url = new URL(v);
    return (url.protocol === "https:" || url.protocol === "http:") && !!url.hostname && !/\s/.test(v);
  } catch {
    return false;
  }
}

/** An image of the center (logo, favicon, photo): an upload or another file of this site ('/...'), or an https URL. */
export function isImageUrl(value: unknown): boolean {
  if (typeof value !== "string") return false;
  const v = value.trim();
  if (/^\/(?!\/)[\w./-]+$/.test(v) && !v.includes("..")) return true;
  try {
    return new URL(v).protocol === "https:";
  } catch {
    return false;
  }
}

const optionalText = (max: number) => yup.string().trim().max(max).nullable();
const email = () => yup.string().trim().lowercase().max(254).email().nullable();
const color = () =>
  yup
    .string()
    .trim()
    .nullable()
    .test(COLOR_TEST, "${path} is not a colour", (v) => !v || HEX_COLOR.test(v));
const shades = () =>
  yup
    .mixed<string | Record<string, string>>()
    .nullable()
    .test(SHADES_TEST, "${path} needs all eleven shades", (v) => shadesProblem(v) === null);
const imageUrl = () =>
  yup
    .string()
    .trim()
    .max(500)
    .nullable()
    .test(IMAGE_URL_TEST, "${path} is not an image address", (v) => !v || isImageUrl(v));
const link = (pathAllowed = true) =>
  yup
    .string()
    .trim()
    .max(500)
    .required()
    .test(LINK_TEST, "${path} is not a link", (v) => isSafeLink(v, { pathAllowed }));

/** /settings: name, public e-mail and phone, address, default language. */
export const centerGeneralSchema = textObject({
  name: yup.string().trim().min(2).max(CENTER_NAME_MAX_LENGTH),
  email: email().optional(),
  phone: optionalText(30).optional(),
  street: optionalText(150).optional(),
  house_number: optionalText(20).optional(),
  postcode: yup
    .string()
    .trim()
    .matches(/^\d{4}\s?[A-Za-z]{2}$/, { excludeEmptyString: true })
    .nullable()
    .optional(),
  city: optionalText(100).optional(),
  default_locale: yup.string().oneOf(LOCALES),
});

/** /settings/design: presets, custom shades, colours, logo, favicon, header and shape. */
export const centerDesignSchema = textObject({
  primary_color_preset: yup.string().oneOf(COLOR_PRESETS),
  secondary_color_preset: yup.string().oneOf(COLOR_PRESETS),
  muted_color_preset: yup.string().oneOf(MUTED_COLOR_PRESETS),
  primary_color_shades: shades().optional(),
  secondary_color_shades: shades().optional(),
  background_color: color().optional(),
  text_color: color().optional(),
  website_logo_url: imageUrl().optional(),
  favicon_url: imageUrl().optional(),
  header_variant: yup.string().oneOf(HEADER_VARIANTS),
  shape: yup.string().oneOf(SHAPES),
});

const footerLinkSchema = textObject({ label: yup.string().trim().min(1).max(60).required(), url: link() });
const footerColumnSchema = textObject({
  title: yup.string().trim().min(1).max(60).required(),
  links: yup.array().of(footerLinkSchema).max(FOOTER_MAX_LINKS).default([]),
});
const socialLinkSchema = textObject({
  platform: yup.string().oneOf(SOCIAL_PLATFORMS).required(),
  url: link(false),
});

/** /settings/footer: columns of links, social links, the address shown or not, the footer's colour. */
export const centerFooterSchema = textObject({
  footer_columns: yup.array().of(footerColumnSchema).max(FOOTER_MAX_COLUMNS),
  social_links: yup.array().of(socialLinkSchema).max(SOCIAL_MAX_LINKS),
  footer_show_address: yup.boolean(),
  footer_variant: yup.string().oneOf(FOOTER_VARIANTS),
});

/** /settings/contact-person. */
export const centerContactSchema = textObject({
  contact_name: optionalText(100).optional(),
  contact_role: optionalText(100).optional(),
  contact_email: email().optional(),
  contact_phone: optionalText(30).optional(),
  contact_photo_url: imageUrl().optional(),
});

/** PATCH /api/v1/volunteer_centers/current: any subset of the four screens' attributes. */
export const centerSettingsSchema = centerGeneralSchema
  .concat(centerDesignSchema)
  .concat(centerFooterSchema)
  .concat(centerContactSchema);
export type CenterSettingsPayload = yup.InferType<typeof centerSettingsSchema>;
export const CENTER_SETTINGS_ATTRIBUTES = Object.keys(centerSettingsSchema.fields);

/** A center's key: lower case letters, digits and hyphens, starting with a letter. */
export const CENTER_KEY = /^[a-z][a-z0-9-]{1,29}$/;
/** A host name of the host map: DNS labels, lower case, no port. */
export const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** POST /api/v1/volunteer_centers (superadmin): a new center and its first admin, who is invited. */
export const newCenterSchema = textObject({
  name: yup.string().trim().min(2).max(CENTER_NAME_MAX_LENGTH).required(),
  key: yup.string().trim().lowercase().matches(CENTER_KEY).required(),
  hosts: yup
    .array()
    .of(yup.string().trim().lowercase().matches(HOST_NAME).required())
    .min(1)
    .max(CENTER_MAX_HOSTS)
    .required(),
  primary_color_preset: yup.string().oneOf(COLOR_PRESETS).required(),
  secondary_color_preset: yup.string().oneOf(COLOR_PRESETS).required(),
  muted_color_preset: yup.string().oneOf(MUTED_COLOR_PRESETS).required(),
  admin_email: yup.string().trim().lowercase().max(254).email().required(),
  admin_first_name: yup.string().trim().min(1).max(100).required(),
  admin_last_name: yup.string().trim().min(1).max(100).required(),
});
export type NewCenterPayload = yup.InferType<typeof newCenterSchema>;

/**
 * The text/fill pairs the contrast check of tokens/contrast.ts names (key `foreground/background`),
 * in words a center's staff understand: the form and the API's 422 name the failing pair with them.
 */
export const CONTRAST_PAIR_NAMES: Record<string, Record<"nl" | "en", string>> = {
  "text/background": { nl: "tekst op de achtergrond", en: "text on the background" },
  "text/surface": { nl: "tekst op kaarten", en: "text on cards" },
  "text-muted/background": { nl: "lichtere tekst op de achtergrond", en: "secondary text on the background" },
  "text-muted/surface": { nl: "lichtere tekst op kaarten", en: "secondary text on cards" },
  "link/background": { nl: "links op de achtergrond", en: "links on the background" },
  "on-solid/solid": { nl: "tekst op primaire knoppen", en: "text on primary buttons" },
  "on-solid/solid-hover": { nl: "tekst op primaire knoppen onder de muis", en: "text on hovered primary buttons" },
  "on-accent/accent": { nl: "tekst op secundaire vlakken", en: "text on secondary fills" },
  "on-footer/footer": { nl: "tekst in de footer", en: "footer text" },
  "on-danger/danger": { nl: "tekst op rode knoppen", en: "text on danger buttons" },
  "danger-text/surface": { nl: "foutmeldingen", en: "error messages" },
};

/** The attributes that change each pair, most direct first: the 422's pointer names the first one sent. */
export const CONTRAST_PAIR_FIELDS: Record<string, readonly string[]> = {
  "text/background": ["text_color", "background_color"],
  "text/surface": ["text_color"],
  "text-muted/background": ["background_color", "muted_color_preset"],
  "text-muted/surface": ["muted_color_preset"],
  "link/background": ["background_color", "primary_color_shades", "primary_color_preset"],
  "on-solid/solid": ["primary_color_shades", "primary_color_preset"],
  "on-solid/solid-hover": ["primary_color_shades", "primary_color_preset"],
  "on-accent/accent": ["secondary_color_shades", "secondary_color_preset"],
  "on-footer/footer": ["footer_variant", "primary_color_shades", "primary_color_preset"],
  "on-danger/danger": ["background_color"],
  "danger-text/surface": ["background_color"],
};
