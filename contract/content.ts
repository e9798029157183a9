/**
 * Content pages and menus (issue 16; PRODUCT.md section 4): each center's own pages, built from
 * blocks, and its header and footer menus. The page at the empty slug is the center's home page.
 * The editor and the server validate with the same schemas; the server sanitizes rich text.
 */
import * as yup from "yup";
import { SLUG_MAX, SLUG_PATTERN, slugify } from "./slug.ts";

export { SLUG_MAX, SLUG_PATTERN, slugify };
import { isImageUrl, isSafeLink } from "./settings.ts";
import { textObject } from "./text-rules.ts";

export const CONTENT_PAGE_STATUSES = ["draft", "published"] as const;
export type ContentPageStatus = (typeof CONTENT_PAGE_STATUSES)[number];

export const BLOCK_TYPES = ["rich_text", "image", "call_to_action", "vacancy_list", "faq", "contact"] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

export const MENU_LOCATIONS = ["header", "footer"] as const;
export type MenuLocation = (typeof MENU_LOCATIONS)[number];
export const MENU_TARGET_TYPES = ["page", "route", "url"] as const;
export type MenuTargetType = (typeof MENU_TARGET_TYPES)[number];

export const CONTENT_TITLE_MAX = 150;
export const CONTENT_SUMMARY_MAX = 600;
export const SEO_DESCRIPTION_MAX = 300;
export const CONTENT_MAX_BLOCKS = 40;
export const RICH_TEXT_MAX = 50_000;
export const FAQ_MAX_ITEMS = 30;
export const CONTENT_VACANCY_LIST_MAX = 12;
export const MENU_LABEL_MAX = 60;
export const MENU_MAX_ITEMS = 60;

/** A slug: lower case words of letters and digits joined by hyphens; '' is the home page. */

/**
 * First path segments the product's own routes use (section 2): a page there would never show,
 * so such a slug is refused.
 */
export const RESERVED_SLUGS: readonly string[] = [
  "activiteitenkalender",
  "analytics",
  "api",
  "applications",
  "assets",
  "auth",
  "confirm",
  "contactformulier",
  "content",
  "conversations",
  "dashboard",
  "een-op-een-hulp",
  "en",
  "forms",
  "gelderse-handen",
  "mijn-overzicht",
  "notificaties",
  "notification-templates",
  "nieuws",
  "organizations",
  "partners",
  "profiel",
  "profile-edit",
  "profile-replies",
  "robots",
  "settings",
  "signup",
  "sitemap",
  "sociale-kaart",
  "support",
  "switch",
  "test",
  "uitloggen",
  "uploads",
  "users",
  "vacancies",
  "volunteerly",
  "vrijwilligerspool",
  "workshops",
];

/**
 * Reserved slugs whose route shows the content page of that slug (the campaign landing page of
 * section 2, edited like any page): a page may have them.
 */
export const LANDING_SLUGS: readonly string[] = ["gelderse-handen"];

/** yup test names the forms map to their own messages. */
export const SLUG_TEST = "slug";
export const LINK_TARGET_TEST = "link";
export const IMAGE_TEST = "image_url";

/** Whether a slug can be a content page's ('' is the home page). */
export function isValidSlug(value: unknown): boolean {
  if (value === "") return true;
  return (
    typeof value === "string" &&
    value.length <= SLUG_MAX &&
    SLUG_PATTERN.test(value) &&
    (!RESERVED_SLUGS.includes(value) || LANDING_SLUGS.includes(value))
  );
}

const title = (max: number) => yup.string().trim().max(max).nullable().optional();
const image = () =>
  yup
    .string()
    .trim()
    .max(500)
    .test(IMAGE_TEST, "${path} is not an image address", (v) => !v || isImageUrl(v));
const link = () =>
  yup
    .string()
    .trim()
    .max(500)
    .required()
    .test(LINK_TARGET_TEST, "${path} is not a link", (v) => isSafeLink(v));

/** Each block type's attributes (besides `type` and an optional client `id`). */
export const BLOCK_SCHEMAS = {
  rich_text: textObject({ body: yup.string().max(RICH_TEXT_MAX).required() }),
  image: textObject({
    url: image().required(),
    alt: yup.string().trim().max(250).defined().default(""),
    caption: title(250),
  }),
  call_to_action: textObject({
    title: yup.string().trim().min(1).max(120).required(),
    description: yup.string().trim().max(500).nullable().optional(),
    label: yup.string().trim().min(1).max(60).required(),
    href: link(),
  }),
  vacancy_list: textObject({
    title: title(120),
    /** The vacancy bank's query string (what /vacancies/search shows in its address), '' for the newest. */
    query: yup.string().trim().max(500).defined().default(""),
    limit: yup.number().integer().min(1).max(CONTENT_VACANCY_LIST_MAX).default(6),
  }),
  faq: textObject({
    title: title(120),
    items: yup
      .array()
      .of(
        textObject({
          question: yup.string().trim().min(1).max(250).required(),
          body: yup.string().trim().min(1).max(4000).required(),
        }),
      )
      .min(1)
      .max(FAQ_MAX_ITEMS)
      .required(),
  }),
  contact: textObject({ title: title(120), description: yup.string().trim().max(500).nullable().optional() }),
} as const satisfies Record<BlockType, yup.AnyObjectSchema>;

interface BlockBase {
  /** Stable id for the editor (keys, focus); any short string. */
  id?: string;
}
export type RichTextBlock = BlockBase & { type: "rich_text"; body: string };
export type ImageBlock = BlockBase & { type: "image"; url: string; alt: string; caption?: string | null };
export type CallToActionBlock = BlockBase & {
  type: "call_to_action";
  title: string;
  description?: string | null;
  label: string;
  href: string;
};
export type VacancyListBlock = BlockBase & {
  type: "vacancy_list";
  title?: string | null;
  query: string;
  limit: number;
};
export type FaqBlock = BlockBase & { type: "faq"; title?: string | null; items: { question: string; body: string }[] };
export type ContactBlock = BlockBase & { type: "contact"; title?: string | null; description?: string | null };
export type ContentBlock = RichTextBlock | ImageBlock | CallToActionBlock | VacancyListBlock | FaqBlock | ContactBlock;

/** A content page's attributes as created or changed (blocks are checked one by one, see BLOCK_SCHEMAS). */
export const contentPageSchema = textObject({
  title: yup.string().trim().min(1).max(CONTENT_TITLE_MAX),
  slug: yup
    .string()
    .trim()
    .lowercase()
    .test(SLUG_TEST, "${path} is not a usable address", (v) => v === undefined || isValidSlug(v)),
  summary: yup.string().trim().max(CONTENT_SUMMARY_MAX).nullable(),
  hero_image_url: image().nullable(),
  hero_image_alt: yup.string().trim().max(250).nullable(),
  seo_description: yup.string().trim().max(SEO_DESCRIPTION_MAX).nullable(),
  status: yup.string().oneOf(CONTENT_PAGE_STATUSES),
  blocks: yup.array().max(CONTENT_MAX_BLOCKS),
});
export const CONTENT_PAGE_ATTRIBUTES = Object.keys(contentPageSchema.fields);

export interface ContentPageAttributes {
  title: string;
  slug: string;
  summary: string | null;
  hero_image_url: string | null;
  hero_image_alt: string | null;
  seo_description: string | null;
  status: ContentPageStatus;
  blocks: ContentBlock[];
  home: boolean;
  published_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A menu item's attributes as created or changed; the target's fields depend on target_type. */
export const menuItemSchema = textObject({
  label: yup.string().trim().min(1).max(MENU_LABEL_MAX),
  location: yup.string().oneOf(MENU_LOCATIONS),
  target_type: yup.string().oneOf(MENU_TARGET_TYPES),
  content_page_id: yup
    .string()
    .matches(/^\d{1,15}$/)
    .nullable(),
  url: yup
    .string()
    .trim()
    .max(500)
    .nullable()
    .test(LINK_TARGET_TEST, "${path} is not a link", (v) => !v || isSafeLink(v)),
  parent_id: yup
    .string()
    .matches(/^\d{1,15}$/)
    .nullable(),
  position: yup.number().integer().min(0).max(1000),
});
export const MENU_ITEM_ATTRIBUTES = Object.keys(menuItemSchema.fields);

export interface MenuItemAttributes {
  label: string;
  location: MenuLocation;
  target_type: MenuTargetType;
  content_page_id: string | null;
  url: string | null;
  parent_id: string | null;
  position: number;
  /** Where the item leads on this site ('/over-ons', '/vacancies/search', 'https://...'). */
  href: string;
}

/** Where a menu item leads: a page's path, the route, or the URL. */
export function menuHref(target: MenuTargetType, url: string | null, slug: string | null | undefined): string {
  if (target === "page") return slug ? `/${slug}` : "/";
  return url ?? "/";
}
