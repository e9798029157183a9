/** The periodic vacancy mail (issue 17): its one-click unsubscribe and the page that confirms it. */

/** POST without sign-in, `?token=...` (the token in the mail); also the List-Unsubscribe address (RFC 8058). */
export const PERIODIC_MAIL_UNSUBSCRIBE_PATH = "/api/v1/periodic_mail/unsubscribe";
/** The page the mail's "stop" link opens: it asks, then confirms (a link checker's GET changes nothing). */
export const PERIODIC_MAIL_STOP_PAGE = "/periodieke-mail/afmelden";
/** Where the volunteer changes the choice. */
export const PERIODIC_MAIL_CHANGE_PAGE = "/profile-edit/periodieke-mail";
/** Development only (loopback host names, like /dev/mailbox): run the periodic mail job now. */
export const PERIODIC_MAIL_DEV_RUN_PATH = "/dev/jobs/periodic-mail";
/** The unsubscribe token: 32 random bytes, base64url. */
export const PERIODIC_MAIL_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
