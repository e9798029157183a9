import { clsx, type ClassValue } from "clsx";
import { installedMerge } from "./mergeSlot.ts";

/**
 * `cn` joins class names; once the merge is installed (./merge.ts: tailwind-merge with our class
 * groups) later Tailwind classes win over earlier ones of the same kind ("px-4" then "px-2" gives
 * "px-2").
 *
 * The merge is no part of the app's first load (4.6 kB gzipped of tailwind-merge and our groups):
 * the shell, the landing pages (the home page and the vacancy bank) and their below-the-fold parts
 * draw classes that never conflict, so joining them is enough (tests/e2e/first-load.spec.ts checks
 * their pages with classConflicts of ui/lib/merge.ts). Everything else arrives with the merge:
 * every other page's route (app/routes/preload.ts), lazy components (./lazyComponent.tsx) and the
 * lazy parts of the landing pages (`withMerge`); and the app fetches it when the first page has
 * settled (app/App.tsx). Tests, stories and the server's renders install it at once.
 */
let loading: Promise<unknown> | undefined;

/** Fetches and installs the merge (once). */
export function loadMerge(): Promise<unknown> {
  return (loading ??= import("./merge.ts").catch((error: unknown) => {
    loading = undefined;
    throw error;
  }));
}

/** A lazy import that resolves once the merge is there too (for code that overrides classes). */
export function withMerge<T>(factory: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([factory(), loadMerge()]).then(([module]) => module);
}

/** Joins class names and (with the merge installed) lets later Tailwind classes win over earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs);
  const merge = installedMerge();
  return merge ? merge(classes) : classes;
}
