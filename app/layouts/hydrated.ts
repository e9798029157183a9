import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};
const clientSnapshot = () => true;

/**
 * Whether the first view being drawn (on the server) or taken over (in the browser) knows the
 * center's settings and menus: a view the server renders per request with the center's content
 * (server/web/pageRenderer.ts, its data block) does; a view the build drew for every center does
 * not. One page load takes over one first view, and the server renders one at a time, so a
 * module's state serves both.
 */
let firstViewKnowsCenter = false;
export function setFirstViewKnowsCenter(known: boolean): void {
  firstViewKnowsCenter = known;
}
const serverSnapshot = () => firstViewKnowsCenter;

/**
 * True in every render of the app's own, and while a first view drawn with the center's content is
 * taken over; false while a first view drawn by the build (which knows no center's settings) is
 * taken over: what depends on the center's settings (header menu, footer) then fills in after the
 * takeover, so that the takeover finds the markup it expects.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, clientSnapshot, serverSnapshot);
}
