/**
 * Where and how the floating Feedback button sits, shared by the widget's own trigger and the
 * light stand-in of the first page load (app/feedback/FeedbackButton.tsx). On a phone it is a round
 * icon button (its label stays the accessible name, see `FEEDBACK_LABEL_CLASS`), so that it covers
 * as little as possible of the message box and cards beneath it.
 */
export const FEEDBACK_TRIGGER_CLASS =
  "fixed right-4 bottom-4 z-30 shadow-lg max-sm:w-11 max-sm:rounded-full max-sm:px-0";

/** The label: read out everywhere, shown from the small breakpoint up. */
export const FEEDBACK_LABEL_CLASS = "max-sm:sr-only";
