import { lazy, Suspense, useState, type ComponentType, type JSX } from "react";
import { withMerge } from "./cn.ts";

export interface LazyComponent<P extends object> {
  /** Starts loading (a hover, a focus, a route that will need it); safe to call again. */
  load: () => Promise<ComponentType<P>>;
  loaded: () => boolean;
  /** Renders the component; it suspends only while its code has not arrived yet. */
  Component: (props: P) => JSX.Element;
}

/**
 * A component whose code is fetched when it is first needed instead of with the page. Unlike a bare
 * React.lazy it renders without suspending once loaded (also when `load()` ran before the first
 * render), so nothing flickers; a failed load is tried again next time.
 *
 * It arrives with the class merge of `cn` (./cn.ts), unless `merge: false`: for the parts of a
 * first load (the landing pages and their below-the-fold parts), which draw no conflicting classes.
 */
export function lazyComponent<P extends object>(
  factory: () => Promise<ComponentType<P>>,
  { merge = true }: { merge?: boolean } = {},
): LazyComponent<P> {
  let done: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const fetch = merge ? withMerge(factory) : factory;
  const load = () =>
    (pending ??= fetch().then(
      (component) => (done = component),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function Component(props: P) {
    const Loaded = done ?? (Lazy as unknown as ComponentType<P>);
    return <Loaded {...props} />;
  }
  return { load, loaded: () => done !== undefined, Component };
}

/**
 * A lazy component that is not there until first needed: nothing renders (and nothing is fetched)
 * before `when` is first true, unless its code has arrived already; from then on it stays.
 */
export function LazyWhen<P extends object>({
  component,
  when,
  props,
}: {
  component: LazyComponent<P>;
  when: boolean;
  props: P;
}) {
  const [needed, setNeeded] = useState(false);
  if (!needed && when) setNeeded(true);
  if (!needed && !component.loaded()) return null;
  return (
    <Suspense fallback={null}>
      <component.Component {...props} />
    </Suspense>
  );
}
