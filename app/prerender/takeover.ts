import { useLayoutEffect } from "react";
import { inCommittedPart, pageSettled } from "@ui/lib/belowTheFold.tsx";

/**
 * The app taking over a first view (the server-rendered page, see firstView.tsx). What the visitor
 * did in it before the scripts arrived is kept: text typed or an option chosen (fields matched by
 * name) reaches the app's state, the focus stays on its field and the scroll position stays put.
 */

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const FIELDS = "input[name], select[name], textarea[name]";

function isTextual(field: Element): field is Field {
  if (field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement) return true;
  return field instanceof HTMLInputElement && field.type !== "checkbox" && field.type !== "radio";
}

function changed(field: Field): boolean {
  if (field instanceof HTMLSelectElement) return [...field.options].some((o) => o.selected !== o.defaultSelected);
  return field.value !== field.defaultValue;
}

/**
 * Puts a value in a field the way typing does, so that React's onChange sees it: through the
 * element's own setter first (which React watches) with an empty value, then the prototype's.
 */
function typeInto(field: Field, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, "value")?.set;
  if (field instanceof HTMLSelectElement || !setter) field.value = value;
  else {
    field.value = "";
    setter.call(field, value);
  }
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
}

declare global {
  interface Window {
    /** Buttons clicked in a first view before the app ran (see EARLY_CLICKS_GLOBAL); null once taken. */
    __VOLUNTEERLY_CLICKS__?: HTMLElement[] | null;
    /** Buttons pressed in a first view before the app ran (see EARLY_PRESSES_GLOBAL); null once taken. */
    __VOLUNTEERLY_PRESSES__?: HTMLElement[] | null;
  }
}

export interface FirstViewWatch {
  /** After the app's first commit: the scroll position back where the visitor left it. */
  restoreScroll: () => void;
  /** Once the page's own part is the app's (see FirstViewSettled): typed values and the focus. */
  restoreFields: () => void;
}

/**
 * Whether React has taken this element over (hydrated it) and handles its events: it carries React's
 * own properties, and a part it is in (belowTheFold) is committed (not only rendered, see inCommittedPart).
 */
const hydrated = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith("__reactFiber$")) && inCommittedPart(element);

/**
 * Clicks the buttons again, in order, each once React has taken it over: a button in a part below
 * the fold (the footer's cookie settings) is hydrated only once its code is wanted, which an
 * interaction asks for (here: a focusin on it, see belowTheFold); a click on markup React has not
 * taken over would be lost. One that is not taken over within REPLAY_WAIT_MS is left alone.
 */
/** How long a click waits for its part to be taken over (its code on a slow network, a busy phone). */
const REPLAY_WAIT_MS = 15_000;

/**
 * Buttons pressed (pointerdown) while React did not have them: the press was kept from React (by the
 * page's loader, then by watchLateClicks) and is done again with the click.
 */
const heldPresses = new WeakSet<Element>();

/** Presses the button as a pointer going down does (Radix's menus open on it, not on the click). */
function press(button: HTMLElement): void {
  heldPresses.delete(button);
  button.dispatchEvent(
    new PointerEvent("pointerdown", { bubbles: true, cancelable: true, button: 0, pointerType: "mouse" }),
  );
}

/**
 * Buttons clicked by the keyboard (Enter or Space) while React did not have them: their keydown was
 * lost with the click (Radix's menus open on it) and is done again before it.
 */
const keyedClicks = new WeakSet<Element>();

/**
 * Enter on the button as the keyboard does it: its keydown, and the click that follows unless a
 * handler prevented the keydown's default (a menu that opened on it), as a browser would.
 */
function keyDown(button: HTMLElement): boolean {
  keyedClicks.delete(button);
  return button.dispatchEvent(
    new KeyboardEvent("keydown", { key: "Enter", code: "Enter", bubbles: true, cancelable: true }),
  );
}

/** A control's name as a visitor knows it: its aria-label, else its text. */
const nameOf = (element: Element) => element.getAttribute("aria-label") ?? element.textContent?.trim() ?? "";

/**
 * The control that took a held one's place when React drew its part anew (a route's layout mounted
 * again right after the takeover, say): of the same kind and name, in the same part of the page.
 * What was held on the old one (its press, its keydown) goes with it.
 */
function successor(control: HTMLElement, part: string | null, name: string): HTMLElement | null {
  const scope = part ? document.querySelector(`[data-below-the-fold="${CSS.escape(part)}"]`) : document;
  const next =
    [...(scope ?? document).querySelectorAll<HTMLElement>(control.tagName)].find(
      (candidate) => candidate !== control && nameOf(candidate) === name,
    ) ?? null;
  if (next && heldPresses.has(control)) heldPresses.add(next);
  if (next && keyedClicks.has(control)) keyedClicks.add(next);
  return next;
}

async function replayClicks(buttons: readonly HTMLElement[]): Promise<void> {
  for (const held of buttons) {
    const part = held.closest("[data-below-the-fold]")?.getAttribute("data-below-the-fold") ?? null;
    const name = nameOf(held);
    let button: HTMLElement | null = held;
    if (!hydrated(button)) button.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    for (let waited = 0; waited < REPLAY_WAIT_MS; waited += 50) {
      if (!button.isConnected) button = successor(button, part, name);
      if (!button || hydrated(button)) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    if (button && !button.isConnected) button = successor(button, part, name);
    if (!button || !hydrated(button)) continue;
    // What went before the click, if React did not see it: the pointer's press, or the key's keydown.
    if (heldPresses.has(button)) press(button);
    else if (keyedClicks.has(button) && !keyDown(button)) continue;
    button.click();
  }
}

/** Set once the window watches for clicks on markup React has not taken over (see restoreFields). */
let watchingLateClicks = false;

/** Whether a button is in a part of the page whose takeover React has not committed yet (belowTheFold). */
const inPendingPart = (button: Element) => !!button.closest("[data-below-the-fold]") && !hydrated(button);

function watchLateClicks(): void {
  if (watchingLateClicks) return;
  watchingLateClicks = true;
  window.addEventListener(
    "pointerdown",
    (event) => {
      const button = event.target instanceof Element ? event.target.closest("button") : null;
      if (!button || (button.type === "submit" && button.form)) return;
      // React would not see it (a menu would stay shut): held, done again with the click. Only in our
      // own parts: buttons that are not React's (a map's) keep their presses.
      if (inPendingPart(button)) {
        heldPresses.add(button);
        event.stopPropagation();
      } else heldPresses.delete(button);
    },
    { capture: true },
  );
  window.addEventListener(
    "click",
    (event) => {
      const target = event.target instanceof Element ? event.target.closest("button, input") : null;
      if (!(target instanceof HTMLButtonElement || target instanceof HTMLInputElement)) return;
      const toggle = target instanceof HTMLInputElement && (target.type === "checkbox" || target.type === "radio");
      if (target instanceof HTMLInputElement && !toggle) return;
      if (target.type === "submit" && target.form) return;
      if (heldPresses.has(target)) {
        // Pressed before React had the button: the press first, then this click (React's now), or both
        // once React has it.
        if (hydrated(target)) press(target);
        else {
          event.stopPropagation();
          void replayClicks([target]);
        }
        return;
      }
      if (hydrated(target)) return;
      if (toggle) {
        // Neither the browser nor React sees it now: it is done again once the app has the box.
        event.preventDefault();
        event.stopPropagation();
        void replayClicks([target]);
        return;
      }
      // A click the keyboard made (a pointer's has a click count) lost its keydown too.
      if (target instanceof HTMLButtonElement && event.detail === 0) keyedClicks.add(target);
      setTimeout(() => {
        if (!hydrated(target)) void replayClicks([target]);
        else keyedClicks.delete(target);
      }, 0);
    },
    { capture: true },
  );
}

/** The first view being taken over, until its fields have been handed over. */
let pending: FirstViewWatch | null = null;

/**
 * Rendered after a page's content, inside the boundary that waits for it: when its effect runs,
 * the page's fields belong to the app (hydration fills such a boundary after the first commit).
 */
export function FirstViewSettled(): null {
  useLayoutEffect(() => {
    pending?.restoreFields();
    // The first page is drawn (or taken over): the front-end benchmark's "interactive" (tests/bench/frontend.ts).
    if (performance.getEntriesByName(PAGE_READY_MARK).length === 0) performance.mark(PAGE_READY_MARK);
    // What waits for a quiet moment (the footer's code, say) may come now.
    pageSettled();
  }, []);
  return null;
}

/** The performance mark of the first page's first commit with its content. */
export const PAGE_READY_MARK = "volunteerly:page-ready";

/** Starts watching a first view in `container` (before the app renders into it). */
export function watchFirstView(container: HTMLElement): FirstViewWatch {
  const typed = new Map<string, string>();
  const note = (field: Element) => {
    const name = field.getAttribute("name");
    if (name && isTextual(field) && changed(field)) typed.set(name, field.value);
  };
  container.querySelectorAll(FIELDS).forEach(note);
  let focused: string | null = null;
  const nameOf = (element: EventTarget | Element | null) =>
    element instanceof Element && element.matches(FIELDS) ? element.getAttribute("name") : null;
  focused = container.contains(document.activeElement) ? nameOf(document.activeElement) : null;
  // The router scrolls a new page to the top; a visitor who scrolled the first view stays put.
  let scrollY = window.scrollY;
  // Checkboxes ticked before the app ran: the app's state never saw it (they are ticked again through it).
  const toggled = new Set<HTMLInputElement>();
  const onInput = (event: Event) => {
    const target = event.target as Element;
    if (target instanceof HTMLInputElement && target.type === "checkbox") toggled.add(target);
    else note(target);
  };
  const onFocusIn = (event: FocusEvent) => {
    focused = nameOf(event.target);
  };
  const onScroll = () => {
    scrollY = window.scrollY;
  };
  container.addEventListener("input", onInput);
  container.addEventListener("change", onInput);
  container.addEventListener("focusin", onFocusIn);
  window.addEventListener("scroll", onScroll, { passive: true });
  let scrollDone = false;
  let fieldsDone = false;
  const watch: FirstViewWatch = {
    restoreScroll() {
      if (scrollDone) return;
      scrollDone = true;
      window.removeEventListener("scroll", onScroll);
      if (scrollY > 0 && window.scrollY !== scrollY) window.scrollTo(0, scrollY);
    },
    restoreFields() {
      if (fieldsDone) return;
      fieldsDone = true;
      if (pending === watch) pending = null;
      container.removeEventListener("input", onInput);
      container.removeEventListener("change", onInput);
      container.removeEventListener("focusin", onFocusIn);
      const field = (name: string) => container.querySelector<Field>(`[name="${CSS.escape(name)}"]`);
      for (const [name, value] of typed) {
        const target = field(name);
        if (target) typeInto(target, value);
      }
      const active = document.activeElement;
      if (focused && (!active || active === document.body)) field(focused)?.focus({ preventScroll: true });
      // The app's now: what was clicked while it was on its way (the cookie banner's choice, say) happens,
      // in order (the page's loader kept those clicks from React until now, see afterPaintLoader).
      const clicks = window.__VOLUNTEERLY_CLICKS__ ?? [];
      window.__VOLUNTEERLY_CLICKS__ = null;
      // From now on React handles clicks, but not on markup it could not take over at once (a part whose
      // code is still on its way: the footer, the consent banner): it stops such a click; once it is over,
      // it is done again. A checkbox or radio button would change by itself meanwhile, unseen by the app
      // (the consent banner's categories): it is held at once and done again the same way. The same for
      // a press on a button (a menu opens on it), from here on and as the loader held them.
      watchLateClicks();
      const presses = new Set(window.__VOLUNTEERLY_PRESSES__ ?? []);
      for (const button of presses) heldPresses.add(button);
      window.__VOLUNTEERLY_PRESSES__ = null;
      // A button clicked without a press was clicked by the keyboard: the loader holds every press.
      for (const button of clicks)
        if (button instanceof HTMLButtonElement && !presses.has(button)) keyedClicks.add(button);
      const boxes = [...toggled].filter((box) => box.isConnected && box.checked !== box.defaultChecked);
      for (const box of boxes) box.checked = box.defaultChecked;
      void replayClicks([...clicks, ...boxes]);
    },
  };
  pending = watch;
  return watch;
}
