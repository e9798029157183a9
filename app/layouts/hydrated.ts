import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};
const clientSnapshot = () => true;
const serverSnapshot = () => false;

/**
 * False while a first view (drawn by the build, which knows no center's settings) is being taken
 * over, true from then on and in every render of the app's own: what depends on the center's
 * settings fills in after the takeover, so that the takeover finds the markup it expects.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, clientSnapshot, serverSnapshot);
}
