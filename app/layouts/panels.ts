import { atom, atomWithStorage } from "../lib/atoms.ts";
import type { SidePanelPosition } from "@ui/SidePanel/SidePanel.tsx";
import type { NavEntry } from "./navigation.ts";

/** Section 3: a panel definition; closed when the name is empty (section 4). */
export interface PanelState {
  name: string;
  position: SidePanelPosition;
  overlay: boolean;
  props?: Record<string, unknown>;
}

export const CLOSED_PANEL: PanelState = { name: "", position: "left", overlay: true };
export const panelAtom = atom<PanelState>(CLOSED_PANEL);

export function openPanel(name: string, options: Partial<Omit<PanelState, "name">> = {}): PanelState {
  return { name, position: options.position ?? "left", overlay: options.overlay ?? true, props: options.props };
}

/** Where the colour scheme the user picked is remembered (also read by the pre-rendered page's head script). */
export const SCHEME_STORAGE_KEY = "volunteerly.colorScheme";

/** The colour scheme the user picked (light, dark or the system's), remembered on this device. */
export const schemePreferenceAtom = atomWithStorage<"light" | "dark" | "system">(SCHEME_STORAGE_KEY, "system");

/**
 * The header's menu for the signed-in user (set by RoleNavigation once their roles are known);
 * null: the public menu. Kept here so that a header mounted by the next layout shows it at once.
 */
export const roleNavigationAtom = atom<NavEntry[] | null>(null);
