/**
 * yup schemas for the payloads both the forms and the server validate. Field names are the wire
 * (snake_case) names; the client maps its camelCase form values onto them. Messages are yup's
 * defaults (the app localizes them with setLocale); the server maps `type` to its own localized
 * error codes.
 */
import * as yup from "yup";
import { textObject } from "./text-rules.ts";
import {
  APP_CONTEXTS,
  LOCALES,
  ORGANIZATION_STATUSES,
  ORGANIZATION_TYPES,
  ROLE_NAMES,
  SIGNUP_ORGANIZATION_TYPES,
  USER_STATUSES,
} from "./enums.ts";
import { PASSWORD_RESET_CREDENTIALS_MESSAGE } from "./errors.ts";
import { IMAGE_URL_PATTERN, VACANCY_CATEGORIES } from "./vacancies.ts";

/** The longest place or postcode of the periodic mail (as the vacancy bank's `near`). */
export const PERIODIC_MAIL_NEAR_MAX = 100;
/** How often a volunteer gets a mail of new vacancies matching their interests. */
export const PERIODIC_MAIL_FREQUENCIES = ["never", "weekly", "monthly"] as const;
export type PeriodicMailFrequency = (typeof PERIODIC_MAIL_FREQUENCIES)[number];

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const FEEDBACK_MESSAGE_MAX_LENGTH = 5000;

const email = () => yup.string().trim().lowercase().max(EMAIL_MAX_LENGTH).email();
const password = () => yup.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);
const optionalText = (max: number) => yup.string().trim().max(max).nullable();

export const signInSchema = textObject({
  email: email().required(),
  password: yup.string().max(PASSWORD_MAX_LENGTH).required(),
});
export type SignInPayload = yup.InferType<typeof signInSchema>;

/** Volunteer signup: POST /api/v1/users data.attributes. */
export const userSignupSchema = textObject({
  email: email().required(),
  password: password().required(),
  password_confirmation: yup
    .string()
    .required()
    .oneOf([yup.ref("password")], "Passwords must match"),
  first_name: yup.string().trim().max(NAME_MAX_LENGTH).required(),
  last_name: yup.string().trim().max(NAME_MAX_LENGTH).required(),
  phone: optionalText(30),
  locale: yup.string().oneOf(LOCALES).optional(),
  /** A path of this site to return to after confirming (e.g. the vacancy the visitor wanted to apply to). */
  redirect_path: yup
    .string()
    .max(500)
    .matches(/^\/(?![/\\])/, { name: "path" })
    .optional(),
});
export type UserSignupPayload = yup.InferType<typeof userSignupSchema>;

/** A user created by staff (POST /api/v1/users while signed in as an admin): invited, sets a password on confirmation. */
export const userInviteSchema = textObject({
  email: email().required(),
  first_name: yup.string().trim().max(NAME_MAX_LENGTH).required(),
  last_name: yup.string().trim().max(NAME_MAX_LENGTH).required(),
  phone: optionalText(30),
  locale: yup.string().oneOf(LOCALES).optional(),
  role: yup
    .string()
    .oneOf(["volunteer", "member", "admin"] as const)
    .optional(),
  organization_id: yup
    .string()
    .matches(/^\d{1,12}$/)
    .optional(),
});

/** PATCH /api/v1/users/{id} and PATCH /api/v1/current_user. */
export const userUpdateSchema = textObject({
  email: email().optional(),
  first_name: yup.string().trim().max(NAME_MAX_LENGTH).min(1).optional(),
  last_name: yup.string().trim().max(NAME_MAX_LENGTH).min(1).optional(),
  phone: optionalText(30).optional(),
  locale: yup.string().oneOf(LOCALES).optional(),
  status: yup.string().oneOf(USER_STATUSES).optional(),
  password: password().optional(),
  password_confirmation: yup.string().when("password", {
    is: (v: unknown) => typeof v === "string" && v.length > 0,
    then: (s) => s.required().oneOf([yup.ref("password")], "Passwords must match"),
  }),
  current_password: yup.string().max(PASSWORD_MAX_LENGTH).optional(),
  /** Periodic mail of new vacancies (/profile-edit/periodieke-mail). */
  periodic_mail: yup.string().oneOf(PERIODIC_MAIL_FREQUENCIES).optional(),
  /** Interests (vacancy categories) the periodic mail matches. */
  interests: yup.array(yup.string().oneOf(VACANCY_CATEGORIES).defined()).max(VACANCY_CATEGORIES.length).optional(),
  /** Where the periodic mail's vacancies may be: a place or postcode (empty: anywhere) and a distance in km. */
  periodic_mail_near: yup.string().trim().max(PERIODIC_MAIL_NEAR_MAX).nullable().optional(),
  periodic_mail_distance: yup.number().integer().min(1).max(200).nullable().optional(),
});

/** DELETE /api/v1/current_user: deleting your own account asks for your password. */
export const accountDeletionSchema = textObject({
  current_password: yup.string().max(PASSWORD_MAX_LENGTH).required(),
});

export const organizationAttributesSchema = textObject({
  name: yup.string().trim().min(2).max(150).required(),
  organization_type: yup.string().oneOf(ORGANIZATION_TYPES).required(),
  email: email().nullable().optional(),
  phone: optionalText(30).optional(),
  website: yup.string().trim().url().max(300).nullable().optional(),
  description: optionalText(5000).optional(),
});

/** attributes.address of PUT /api/v1/organizations/{id} (upserted; the address relationship). */
export const addressSchema = textObject({
  street: optionalText(150).optional(),
  house_number: optionalText(20).optional(),
  postcode: yup
    .string()
    .trim()
    .matches(/^\d{4}\s?[A-Za-z]{2}$/)
    .nullable()
    .optional(),
  city: optionalText(100).optional(),
  latitude: yup.number().min(-90).max(90).nullable().optional(),
  longitude: yup.number().min(-180).max(180).nullable().optional(),
});

/** attributes.profile of PUT /api/v1/organizations/{id} (upserted; the profile relationship). */
export const organizationProfileSchema = textObject({
  summary: optionalText(1000).optional(),
  logo_url: yup.string().trim().max(500).matches(IMAGE_URL_PATTERN, { excludeEmptyString: true }).nullable().optional(),
  contact_name: optionalText(NAME_MAX_LENGTH).optional(),
  contact_email: email().nullable().optional(),
  contact_phone: optionalText(30).optional(),
});

/** PUT /api/v1/organizations/{id} (all optional) and PUT .../approve. */
export const organizationUpdateSchema = textObject({
  name: yup.string().trim().min(2).max(150).optional(),
  organization_type: yup.string().oneOf(ORGANIZATION_TYPES).optional(),
  status: yup.string().oneOf(ORGANIZATION_STATUSES).optional(),
  email: email().nullable().optional(),
  phone: optionalText(30).optional(),
  website: yup.string().trim().url().max(300).nullable().optional(),
  description: optionalText(5000).optional(),
});
export const organizationStatusSchema = textObject({
  status: yup.string().oneOf(ORGANIZATION_STATUSES).required(),
});

/**
 * POST /api/v1/organizations by a visitor: the organization (this schema) plus its first admin in
 * `attributes.user` (validated with userSignupSchema, errors pointing at /data/attributes/user/...).
 */
export const organizationSignupSchema = textObject({
  name: yup.string().trim().min(2).max(150).required(),
  organization_type: yup.string().oneOf(SIGNUP_ORGANIZATION_TYPES).required(),
  email: email().nullable().optional(),
  phone: optionalText(30).optional(),
  website: yup.string().trim().url().max(300).nullable().optional(),
  description: optionalText(5000).optional(),
});

export const passwordResetRequestSchema = textObject({
  email: email().required(),
  redirect_url: yup.string().url().max(500).optional(),
});

/**
 * PUT /auth/password. Either the reset token or the three credential values must be present
 * (the server reads the latter from the uid, client and access-token headers).
 */
export const passwordUpdateSchema = yup
  .object({
    password: password().required(),
    password_confirmation: yup
      .string()
      .required()
      .oneOf([yup.ref("password")], "Passwords must match"),
    reset_password_token: yup.string().max(200).optional(),
    uid: yup.string().optional(),
    client: yup.string().optional(),
    access_token: yup.string().optional(),
  })
  .test("credentials", PASSWORD_RESET_CREDENTIALS_MESSAGE, (value) => {
    if (!value) return false;
    if (value.reset_password_token) return true;
    return Boolean(value.uid && value.client && value.access_token);
  });

export const confirmSchema = textObject({
  confirmation_token: yup.string().max(200).required(),
  password: password().optional(),
  password_confirmation: yup.string().when("password", {
    is: (v: unknown) => typeof v === "string" && v.length > 0,
    then: (s) => s.required().oneOf([yup.ref("password")], "Passwords must match"),
  }),
});

export const roleChangeSchema = textObject({
  name: yup.string().oneOf(ROLE_NAMES).required(),
  organization_id: yup
    .string()
    .matches(/^\d{1,12}$/)
    .nullable()
    .optional(),
});

export const feedbackSchema = textObject({
  message: yup.string().trim().max(FEEDBACK_MESSAGE_MAX_LENGTH).required(),
  name: yup.string().trim().max(NAME_MAX_LENGTH).nullable().optional(),
  email: email().nullable().optional(),
  url: yup.string().trim().max(2000).nullable().optional(),
});

export const appContextSchema = yup.string().oneOf(APP_CONTEXTS);
