/** Partners of a center (issue 16, PRODUCT.md section 4): the public `/partners` in their order, managed at `/content/partners`. */
import * as yup from "yup";
import { IMAGE_URL_PATTERN } from "./vacancies.ts";
import { textObject } from "./text-rules.ts";

export const PARTNER_NAME_MAX = 120;
export const PARTNER_DESCRIPTION_MAX = 600;
/** At most this many partners per center (the public page shows them all). */
export const PARTNERS_MAX = 100;

export interface PartnerAttributes {
  name: string;
  logo_url: string | null;
  link: string | null;
  description: string | null;
  /** 1, 2, 3 ...: the order on the public page. */
  position: number;
  created_at: string;
  updated_at: string;
}

/** POST /api/v1/partners and PATCH /api/v1/partners/{id}: data.attributes (`position` moves the partner there). */
export const partnerSchema = textObject({
  name: yup.string().trim().min(2).max(PARTNER_NAME_MAX).required(),
  logo_url: yup
    .string()
    .trim()
    .max(500)
    .matches(IMAGE_URL_PATTERN, { excludeEmptyString: true, name: "image_url" })
    .nullable()
    .optional(),
  link: yup
    .string()
    .trim()
    .max(500)
    .matches(/^https?:\/\/[^\s"'<>]+$/, { excludeEmptyString: true, name: "url" })
    .nullable()
    .optional(),
  description: yup.string().trim().max(PARTNER_DESCRIPTION_MAX).nullable().optional(),
  position: yup.number().integer().min(1).max(PARTNERS_MAX).optional(),
});
export type PartnerInput = yup.InferType<typeof partnerSchema>;
