/** Error codes of JSON:API error objects (`errors[].code`). Titles and details are localized by the server. */
export const ERROR_CODES = {
  badRequest: "bad_request",
  invalidJson: "invalid_json",
  invalidFilter: "invalid_filter",
  invalidInclude: "invalid_include",
  invalidSort: "invalid_sort",
  invalidPage: "invalid_page",
  invalidParameter: "invalid_parameter",
  unauthorized: "unauthorized",
  invalidCredentials: "invalid_credentials",
  unconfirmed: "unconfirmed",
  inactive: "inactive_account",
  wrongCenter: "wrong_center",
  forbidden: "forbidden",
  notFound: "not_found",
  noTenant: "no_tenant",
  conflict: "conflict",
  taken: "taken",
  alreadyConfirmed: "already_confirmed",
  /** E-mail, password and status of an account are not an organization admin's to change (issue 14). */
  ownerOnly: "owner_only",
  /** An e-mail change whose new address was taken by another account before it was confirmed. */
  emailTaken: "email_taken",
  unsupportedMediaType: "unsupported_media_type",
  payloadTooLarge: "payload_too_large",
  validationFailed: "validation_failed",
  blank: "blank",
  invalid: "invalid",
  tooShort: "too_short",
  tooLong: "too_long",
  invalidEmail: "invalid_email",
  confirmationMismatch: "confirmation_mismatch",
  inclusion: "inclusion",
  invalidTransition: "invalid_transition",
  invalidToken: "invalid_token",
  missingResetCredentials: "missing_reset_credentials",
  invalidRedirect: "invalid_redirect",
  rateLimited: "rate_limited",
  methodNotAllowed: "method_not_allowed",
  malformedUrl: "malformed_url",
  uriTooLong: "uri_too_long",
  headersTooLarge: "headers_too_large",
  requestTimeout: "request_timeout",
  invalidCharacters: "invalid_characters",
  serviceUnavailable: "service_unavailable",
  internal: "internal_error",
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Text the client matches on (specification section 8). */
export const WRONG_CENTER_MESSAGE = "wrong center";
export const NO_TENANT_MESSAGE = "No tenant found";
export const PASSWORD_RESET_CREDENTIALS_MESSAGE =
  "You must provide either the uid, client and accessToken or the resetPasswordToken";

export interface JsonApiErrorObject {
  status: string;
  code: ErrorCode | string;
  title: string;
  detail?: string;
  source?: { pointer?: string; parameter?: string; header?: string };
  meta?: Record<string, unknown>;
}
export interface JsonApiErrorDocument {
  errors: JsonApiErrorObject[];
}
