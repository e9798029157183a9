/**
 * Every behaviour constant of the design system, in one place (specification section 9).
 * Components import these; app configuration may pass other values through props.
 */
export const TOAST = {
  /** The app's configured duration; the library default would be 5000 ms. */
  durationMs: 6000,
  libraryDefaultDurationMs: 5000,
  maxVisible: 1,
  dismissible: false,
} as const;

export const LOADING_INDICATOR = {
  throttleMs: 200,
  durationMs: 2000,
  hideDelayMs: 500,
  resetDelayMs: 400,
  heightPx: 3,
} as const;

export const SIDE_PANEL = {
  width: "24rem",
  slideMs: 300,
  overlayFadeMs: 300,
  defaultPosition: "left",
  defaultOverlay: true,
} as const;

export const PAGE_TRANSITION = {
  enterMs: 200,
  leaveMs: 75,
  mode: "out-in",
} as const;

export const FEEDBACK = {
  successCloseMs: 5000,
  sendTimeoutMs: 5000,
  cropCornerPx: 30,
  cropBorderPx: 3,
  minCropPx: 33,
} as const;

export const RELATIVE_TIME = {
  /** Under this many seconds a time reads as 'just now'. */
  justNowSeconds: 60,
} as const;

export const CONSENT = {
  cookieName: "cookieConsent",
  maxAgeSeconds: 31_536_000,
} as const;

/** Minimum touch target (NL Design System, WCAG 2.5.5 enhanced). */
export const MIN_TARGET_PX = 44;

/** The id of the page's main content, the skip link's default target (ui/Header). */
export const MAIN_CONTENT_ID = "main-content";
