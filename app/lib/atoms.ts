import { createContext, createElement, useCallback, useContext, useSyncExternalStore, type ReactNode } from "react";
import { browserStorage } from "./storage.ts";

/**
 * The app's shared client state: a handful of values (the auth status, the open panel, the chosen
 * organization and colour scheme ...) that components read and set. The same names and meaning as
 * jotai's primitive atoms and `atomWithStorage`, which the app used before (issue 18: jotai was
 * ~3 kB of every first load for what these ~80 lines do; the app has no derived or async atoms).
 *
 * An atom is a key; its value lives in a store (one per app, `Provider`), which starts it with the
 * atom's initial value on first read. Setting the same value again (Object.is) tells no one.
 */
export interface Atom<T> {
  /** The value a store starts the atom with. */
  init: () => T;
  /** Storage atoms: keeps `value` (RESET: forgets it) and answers the atom's value. */
  persist?: (value: T | typeof RESET) => T;
  /** Storage atoms: watches changes made elsewhere (another tab) while the atom is watched here. */
  watch?: (set: (value: T) => void) => () => void;
}

/** Set a storage atom to RESET: its stored value is removed and it is back at its initial value. */
export const RESET: unique symbol = Symbol("RESET");

export type SetStateAction<T> = T | ((previous: T) => T);

export interface Store {
  get<T>(atom: Atom<T>): T;
  set<T>(atom: Atom<T>, update: SetStateAction<T> | typeof RESET): void;
  /** Calls `listener` after each change of the atom's value; returns the unsubscribe function. */
  sub<T>(atom: Atom<T>, listener: () => void): () => void;
}

export function atom<T>(initialValue: T): Atom<T> {
  return { init: () => initialValue };
}

export function createStore(): Store {
  // Keyed by the atom (an object); each atom's value is of its own type.
  const values = new Map<object, unknown>();
  const listeners = new Map<object, Set<() => void>>();
  const unwatch = new Map<object, () => void>();
  const get = <T>(atom: Atom<T>): T => {
    if (!values.has(atom)) values.set(atom, atom.init());
    return values.get(atom) as T;
  };
  const put = <T>(atom: Atom<T>, value: T) => {
    if (Object.is(get(atom), value)) return;
    values.set(atom, value);
    listeners.get(atom)?.forEach((listener) => listener());
  };
  return {
    get,
    set<T>(atom: Atom<T>, update: SetStateAction<T> | typeof RESET) {
      if (update === RESET) return put(atom, atom.persist ? atom.persist(RESET) : atom.init());
      const next = typeof update === "function" ? (update as (previous: T) => T)(get(atom)) : update;
      put(atom, atom.persist ? atom.persist(next) : next);
    },
    sub(atom, listener) {
      let set = listeners.get(atom);
      if (!set) listeners.set(atom, (set = new Set()));
      set.add(listener);
      if (set.size === 1 && atom.watch)
        unwatch.set(
          atom,
          atom.watch((value) => put(atom, value)),
        );
      return () => {
        set.delete(listener);
        if (set.size > 0) return;
        unwatch.get(atom)?.();
        unwatch.delete(atom);
      };
    },
  };
}

/**
 * An atom kept as JSON in localStorage under `key` (browserStorage: nothing kept where there is
 * none), read at the store's first read of it (jotai's `getOnInit`); a value that is not JSON reads
 * as `initialValue`. While it is watched, a change in another tab reaches it.
 */
export function atomWithStorage<T>(key: string, initialValue: T): Atom<T> {
  const read = (text: string | null): T => {
    try {
      return text === null ? initialValue : (JSON.parse(text) as T);
    } catch {
      return initialValue;
    }
  };
  /** The stored text last read or written here. */
  let seen: string | null = null;
  return {
    init: () => read((seen = browserStorage().getItem(key))),
    persist: (value) => {
      if (value === RESET) browserStorage().removeItem(key);
      else browserStorage().setItem(key, JSON.stringify(value));
      seen = value === RESET ? null : JSON.stringify(value);
      return value === RESET ? initialValue : value;
    },
    watch: (set) => {
      if (typeof Storage === "undefined" || !(browserStorage() instanceof Storage)) return () => {};
      const onStorage = (event: StorageEvent) => {
        if (event.storageArea === browserStorage() && event.key === key) set(read((seen = event.newValue)));
      };
      // Listened for once the page is idle: a page's first storage listener costs the browser a long
      // task (~20 ms on a fast machine), which the start of every page would pay. A change made
      // elsewhere meanwhile is read then.
      let listening = false;
      const listen = () => {
        listening = true;
        window.addEventListener("storage", onStorage);
        const text = browserStorage().getItem(key);
        if (text !== seen) set(read((seen = text)));
      };
      const idle = typeof requestIdleCallback === "function";
      const pending = idle ? requestIdleCallback(listen, { timeout: 3000 }) : setTimeout(listen, 0);
      return () => {
        if (listening) window.removeEventListener("storage", onStorage);
        else if (idle) cancelIdleCallback(pending as number);
        else clearTimeout(pending);
      };
    },
  };
}

const StoreContext = createContext<Store | null>(null);
let defaultStore: Store | undefined;

export function Provider({ store, children }: { store: Store; children?: ReactNode }) {
  return createElement(StoreContext.Provider, { value: store }, children);
}

function useStore(): Store {
  return useContext(StoreContext) ?? (defaultStore ??= createStore());
}

export function useAtomValue<T>(atom: Atom<T>): T {
  const store = useStore();
  const subscribe = useCallback((listener: () => void) => store.sub(atom, listener), [store, atom]);
  const read = () => store.get(atom);
  return useSyncExternalStore(subscribe, read, read);
}

export function useSetAtom<T>(atom: Atom<T>): (update: SetStateAction<T> | typeof RESET) => void {
  const store = useStore();
  return useCallback((update: SetStateAction<T> | typeof RESET) => store.set(atom, update), [store, atom]);
}

export function useAtom<T>(atom: Atom<T>): [T, (update: SetStateAction<T> | typeof RESET) => void] {
  return [useAtomValue(atom), useSetAtom(atom)];
}
