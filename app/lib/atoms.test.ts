import { act, renderHook } from "@testing-library/react";
import { createElement, type ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { atom, atomWithStorage, createStore, Provider, RESET, useAtom } from "./atoms.ts";

const KEY = "volunteerly.test.atom";

describe("atoms", () => {
  afterEach(() => localStorage.clear());

  it("tells the store's listeners of a change, not of the same value again", () => {
    const store = createStore();
    const count = atom(1);
    const listener = vi.fn();
    const unsubscribe = store.sub(count, listener);
    expect(store.get(count)).toBe(1);
    store.set(count, (n) => n + 1);
    store.set(count, 2);
    expect(store.get(count)).toBe(2);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.set(count, 3);
    expect(listener).toHaveBeenCalledTimes(1);
    // Each store has its own values.
    expect(createStore().get(count)).toBe(1);
  });

  it("keeps a storage atom in localStorage: read at the first read, written on set, removed on RESET", () => {
    localStorage.setItem(KEY, JSON.stringify("7"));
    const chosen = atomWithStorage<string | null>(KEY, null);
    const store = createStore();
    expect(store.get(chosen)).toBe("7");
    store.set(chosen, "8");
    expect(localStorage.getItem(KEY)).toBe('"8"');
    store.set(chosen, RESET);
    expect(store.get(chosen)).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
    localStorage.setItem(KEY, "{not json");
    expect(createStore().get(chosen)).toBeNull();
  });

  it("follows a storage atom's changes in another tab while it is watched", async () => {
    const scheme = atomWithStorage(KEY, "system");
    const store = createStore();
    const listener = vi.fn();
    expect(store.get(scheme)).toBe("system");
    const unsubscribe = store.sub(scheme, listener);
    // It listens once the page is idle (a first storage listener is a long task at a page's start);
    // what another tab changed meanwhile is read then.
    localStorage.setItem(KEY, '"light"');
    expect(store.get(scheme)).toBe("system");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.get(scheme)).toBe("light");
    expect(listener).toHaveBeenCalledTimes(1);
    listener.mockClear();
    const otherTab = (value: string | null) =>
      window.dispatchEvent(new StorageEvent("storage", { key: KEY, newValue: value, storageArea: localStorage }));
    otherTab('"dark"');
    expect(store.get(scheme)).toBe("dark");
    expect(listener).toHaveBeenCalledTimes(1);
    otherTab(null);
    expect(store.get(scheme)).toBe("system");
    unsubscribe();
    otherTab('"light"');
    expect(store.get(scheme)).toBe("system");
  });

  it("re-renders a component that reads an atom when it is set, through the Provider's store", () => {
    const store = createStore();
    const open = atom(false);
    const wrapper = ({ children }: { children: ReactNode }) => createElement(Provider, { store }, children);
    const { result } = renderHook(() => useAtom(open), { wrapper });
    expect(result.current[0]).toBe(false);
    act(() => result.current[1](true));
    expect(result.current[0]).toBe(true);
    expect(store.get(open)).toBe(true);
    act(() => store.set(open, false));
    expect(result.current[0]).toBe(false);
  });
});
