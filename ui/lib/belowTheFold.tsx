import { memo, use, useEffect, useState, useSyncExternalStore, Suspense, type ComponentType, type JSX } from "react";
import { lazyComponent } from "./lazyComponent.tsx";

/**
 * A part of a page that a first load does not need: it starts below the fold (the footer, a list's
 * page links) or shows on wide screens only (the vacancy bank's filter column). Its code arrives
 * when the part reaches the screen, when the visitor first does anything on the page (a tap,
 * a key, going back), or, for parts with `idle`, once the page has loaded and the browser has
 * nothing else to do.
 *
 * - Drawn by the app: a placeholder (with `className`) stands in until then.
 * - In a first view (the server's HTML that the app takes over by hydration): the server's markup
 *   stays as it is until then (a Suspense boundary that is not hydrated yet keeps it), links and
 *   all, and is taken over when the code is there. React makes an update of the page wait until
 *   such a part is taken over; updates come from what the visitor does, which loads the part.
 * - On the server (the build's first views, after `loadBelowTheFold()`) and where the browser has
 *   no IntersectionObserver (unit tests in jsdom), it is rendered at once.
 *
 * The element with `data-below-the-fold` (the placeholder, or the part's wrapper) is watched.
 */
export interface BelowTheFold<P extends object> {
  Component: (props: P) => JSX.Element;
  /** Loads the part's code now. */
  load: () => Promise<unknown>;
}

export interface BelowTheFoldOptions {
  /** Classes of the placeholder and the part's wrapper: the part's room, so that nothing moves. */
  className?: string;
  /** Also load once the page has loaded and the browser is idle (a part that is reached without scrolling to it). */
  idle?: boolean;
  /**
   * Drawn by the app (not taken over from a first view), load at once, together with the page: a
   * part that a short page shows right away (the footer) does not arrive after the page then.
   */
  eager?: boolean;
  /**
   * Load when the part reaches the screen (default). False for a part that shows at once but works
   * without its code until used (the site header: links, and buttons whose clicks are done again
   * once it is taken over): it then comes at the visitor's first interaction or, with `idle`, once
   * the page is idle. Drawn by the app (not taken over), such a part loads at once.
   */
  onView?: boolean;
}

/**
 * A part counts as near when it reaches the screen's edge. Not earlier: while a page's content is
 * still arriving, its placeholder (min-h-dvh, routes/Root.tsx) leaves the footer just below the
 * fold, and a margin would fetch the footer with every first load.
 */
const MARGIN = "0px";
/** After the page's load and its content (pageSettled), this long before an idle part's code is fetched. */
const IDLE_AFTER_LOAD_MS = 1500;
/** What the visitor does that may update the page (and so needs its parts taken over). */
const INTERACTIONS = ["pointerdown", "pointerover", "touchstart", "keydown", "focusin", "popstate"] as const;

const registry = new Set<() => Promise<unknown>>();

/** How long after the page's load an idle part waits for `pageSettled()` at most (pages of stories and tests). */
const SETTLE_FALLBACK_MS = 3000;
let settle: () => void = () => {};
const settled = new Promise<void>((resolve) => (settle = resolve));

/**
 * The page's own content is drawn (the app calls this once, app/prerender/takeover.ts): idle parts
 * start loading only after it, so that they never compete with what the first page needs.
 */
export function pageSettled(): void {
  settle();
}

const eagerParts = new Set<() => Promise<unknown>>();

/** Loads the code of every below-the-fold part (the build's first views render them in full). */
export function loadBelowTheFold(): Promise<unknown> {
  return Promise.all([...registry].map((load) => load()));
}

/**
 * Loads the code of the `eager` parts: the app awaits it before it draws a page itself (no first
 * view), so that such a part (the footer) is there in the first render and the page does not grow
 * after it (a scroll position restored on it would be cut short).
 */
export function loadEagerParts(): Promise<unknown> {
  return Promise.all([...eagerParts].map((load) => load()));
}

interface Trigger {
  /** Resolves when the part is wanted. */
  promise: Promise<void>;
  /** Watches the part's elements on the page now (a placeholder is drawn after the render that asked). */
  watch: () => void;
}

function trigger(selector: string, idle: boolean, onView = true): Trigger {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  if (typeof IntersectionObserver === "undefined") {
    resolve();
    return { promise, watch: () => {} };
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), {
    rootMargin: MARGIN,
  });
  const afterLoad = () => {
    const fallback = new Promise<void>((resolve) => setTimeout(resolve, SETTLE_FALLBACK_MS));
    void Promise.race([settled, fallback]).then(() => {
      timer = setTimeout(() => {
        if (typeof requestIdleCallback === "function") requestIdleCallback(done, { timeout: 2000 });
        else done();
      }, IDLE_AFTER_LOAD_MS);
    });
  };
  function done() {
    observer.disconnect();
    if (timer) clearTimeout(timer);
    for (const type of INTERACTIONS) window.removeEventListener(type, done, true);
    window.removeEventListener("load", afterLoad);
    resolve();
  }
  for (const type of INTERACTIONS) window.addEventListener(type, done, { capture: true, passive: true });
  if (idle) {
    if (document.readyState === "complete") afterLoad();
    else window.addEventListener("load", afterLoad, { once: true });
  }
  const watch = (frames = 30) => {
    if (!onView) return;
    const elements = document.querySelectorAll(selector);
    if (elements.length === 0) {
      if (frames > 0) requestAnimationFrame(() => watch(frames - 1));
      return;
    }
    observer.disconnect();
    elements.forEach((element) => observer.observe(element));
  };
  return { promise, watch: () => watch() };
}

/**
 * Resolves at the same moment as an `idle` part that is not in view: once the page has settled and
 * the browser is idle, or at the visitor's first interaction (at once without IntersectionObserver).
 */
export function whenIdle(): Promise<void> {
  return trigger("", true).promise;
}

/** The parts' wrappers whose takeover React has committed (see inCommittedPart). */
const committed = new WeakSet<Element>();
const markCommitted = (element: HTMLDivElement | null) => {
  if (element) committed.add(element);
};

/**
 * Whether `element` is outside any part, or in one that React has taken over and committed. While a
 * part is being taken over (a render in slices), its nodes carry React's properties already, but
 * React does not dispatch events to them until the commit: a click then would be lost.
 */
export function inCommittedPart(element: Element): boolean {
  const part = element.closest("[data-below-the-fold]");
  return !part || committed.has(part);
}

/** A promise that use() reads at once (React reads the status it keeps on a promise it has seen). */
const READY = Object.assign(Promise.resolve(true), { status: "fulfilled", value: true });

const noSubscription = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

export function belowTheFold<P extends object>(
  name: string,
  factory: () => Promise<ComponentType<P>>,
  { className, idle = false, eager = false, onView = true }: BelowTheFoldOptions = {},
): BelowTheFold<P> {
  const selector = `[data-below-the-fold="${name}"]`;
  // Parts of a first load: they draw no conflicting classes, so the class merge does not come with them (cn.ts).
  const part = lazyComponent(factory, { merge: false });
  const load = part.load;
  registry.add(load);
  if (eager) eagerParts.add(load);
  let wanted: { trigger: Trigger; loaded: Promise<boolean> } | undefined;
  /** True once the code is there; false when it failed (the page goes on without the part). */
  const whenWanted = () => {
    if (!wanted) {
      const t = trigger(selector, idle, onView);
      wanted = {
        trigger: t,
        loaded: t.promise.then(load).then(
          () => true,
          () => {
            wanted = undefined;
            return false;
          },
        ),
      };
    }
    wanted.trigger.watch();
    return wanted.loaded;
  };
  const placeholder = <div data-below-the-fold={name} className={className} />;

  function Part({ props }: { props: P }) {
    // False while a first view is being taken over (and on the server), true in the app's own renders.
    const client = useSyncExternalStore(noSubscription, inBrowser, onServer);
    const [, setArrived] = useState(0);
    const browser = typeof window !== "undefined";
    useEffect(() => {
      if (part.loaded() || !client) return;
      let live = true;
      // Drawn by the app: a part that is not loaded on view (nothing would ask for it) comes at once.
      const arrived =
        eager || !onView
          ? load().then(
              () => true,
              () => false,
            )
          : whenWanted();
      void arrived.then(() => live && setArrived((n) => n + 1));
      return () => {
        live = false;
      };
    }, [client]);
    // Taking over the server's markup (not client yet): it stays until the part is wanted and its code
    // is there. A part taken over calls use() in every render for as long as it is on the page: React
    // retries a render that suspended with use() and checks that the same component calls use() again
    // when it finishes ("did not call use() when it finished"), which a render without it (the part's
    // code there, or the app's renders after the takeover) set off. Once the code is there, the promise
    // is one that use() reads at once. A part the app draws itself never calls use() (under React's
    // act() in the unit tests, any use() keeps the app's other suspended work from being flushed:
    // session 16's use() in every part left applications/modules.test's 404 suspended).
    const [takingOver] = useState(() => browser && !client);
    if (takingOver) return <Awaiting wait={client || part.loaded() ? READY : whenWanted()} props={props} />;
    if (!part.loaded() && browser) return placeholder;
    return <Loaded props={props} />;
  }

  function Awaiting({ wait, props }: { wait: Promise<boolean>; props: P }) {
    return use(wait) && part.loaded() ? <Loaded props={props} /> : placeholder;
  }

  function Loaded({ props }: { props: P }) {
    return (
      <div ref={markCommitted} data-below-the-fold={name} className={className}>
        <part.Component {...props} />
      </div>
    );
  }

  // In a boundary of its own, so that the server's markup can wait there; the same props draw nothing anew.
  const Component = memo(function BelowTheFoldPart(props: P) {
    return (
      <Suspense fallback={placeholder}>
        <Part props={props} />
      </Suspense>
    );
  }) as unknown as (props: P) => JSX.Element;
  return { Component, load };
}
