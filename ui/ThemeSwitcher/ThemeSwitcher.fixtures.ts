import type { ThemeSwitcherLabels } from "./ThemeSwitcher.tsx";

/** Dutch labels for stories. */
export const themeSwitcherLabels: ThemeSwitcherLabels = {
  scheme: "Kleurmodus",
  light: "Licht",
  dark: "Donker",
  system: "Systeem",
  primary: "Hoofdkleur (voorbeeld)",
};
