/**
 * Where and how the floating Feedback button sits, shared by the widget's own trigger and the
 * light stand-in of the first page load (app/feedback/FeedbackButton.tsx). On a phone it is a round
 * icon button (its label stays the accessible name, see `FEEDBACK_LABEL_CLASS`), so that it covers
 * as little as possible of the message box and cards beneath it.
 *
 * While the reader scrolls down (`SCROLL_DIRECTION_ATTRIBUTE` on <html> is "down", see
 * `watchScrollDirection`) it moves out of the way below the screen's edge, so that it never sits on
 * the text, card or button being read; it comes back as soon as they scroll up, at the end of the
 * page (where the footer keeps room for it) and whenever it has keyboard focus. Its transition (of
 * the button's colours and of this move) is in ui/styles.css, not a class here: `transition-*` and
 * `duration-*` classes conflict with the button's own, so the class merge of `cn` would drop the
 * button's when it has arrived and not before, and a first view (drawn without the merge) would not
 * be taken over as it is (React's hydration mismatch, first-view.spec's desktop header cases).
 */
export const FEEDBACK_TRIGGER_CLASS =
  "fixed right-4 bottom-4 z-30 shadow-lg max-sm:w-11 max-sm:rounded-full max-sm:px-0 " +
  "[html[data-scroll-direction=down]_&]:not-focus-visible:translate-y-[calc(100%+2rem)]";

/** The label: read out everywhere, shown from the small breakpoint up. */
export const FEEDBACK_LABEL_CLASS = "max-sm:sr-only";

export const SCROLL_DIRECTION_ATTRIBUTE = "data-scroll-direction";

/** Pixels scrolled in one direction before the button goes or comes back (a finger's jitter is not a scroll). */
const THRESHOLD = 8;

/**
 * Keeps `data-scroll-direction` on <html> up to date: "down" while the page scrolls down (past its
 * first screenful and short of its end), removed when it scrolls up or reaches its end. Returns the
 * clean-up.
 */
export function watchScrollDirection(view: Window): () => void {
  const root = view.document.documentElement;
  let last = view.scrollY;
  let frame = 0;
  const update = () => {
    frame = 0;
    const y = view.scrollY;
    const atEnd = y + view.innerHeight >= root.scrollHeight - 2;
    if (atEnd || y <= 0 || y < last - THRESHOLD) root.removeAttribute(SCROLL_DIRECTION_ATTRIBUTE);
    else if (y > last + THRESHOLD) root.setAttribute(SCROLL_DIRECTION_ATTRIBUTE, "down");
    else return;
    last = y;
  };
  const onScroll = () => {
    if (!frame) frame = view.requestAnimationFrame(update);
  };
  view.addEventListener("scroll", onScroll, { passive: true });
  return () => {
    view.removeEventListener("scroll", onScroll);
    if (frame) view.cancelAnimationFrame(frame);
    root.removeAttribute(SCROLL_DIRECTION_ATTRIBUTE);
  };
}
