import { useAtom } from "../lib/atoms.ts";
import { useSyncExternalStore } from "react";
import { schemePreferenceAtom } from "./panels.ts";

const QUERY = "(prefers-color-scheme: dark)";

function subscribe(callback: () => void) {
  const mq = window.matchMedia?.(QUERY);
  mq?.addEventListener?.("change", callback);
  return () => mq?.removeEventListener?.("change", callback);
}

/** The effective colour scheme (the user's choice or the system's) and a setter. */
export function useColorScheme(): ["light" | "dark", (scheme: "light" | "dark") => void] {
  const [preference, setPreference] = useAtom(schemePreferenceAtom);
  const systemDark = useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(QUERY).matches ?? false,
    () => false,
  );
  const scheme = preference === "system" ? (systemDark ? "dark" : "light") : preference;
  return [scheme, setPreference];
}
