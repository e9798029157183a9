import { DASHBOARD_FIGURE_LISTS, figureHref, type FigureKey } from "@contract/dashboard.ts";

export type { FigureKey };

export interface FigureDef {
  key: FigureKey;
  /** The filtered list behind the figure: the one the server counts (contract/dashboard.ts). */
  href: string;
  /** Work that waits on the viewer: highlighted when above zero. */
  attention: boolean;
}

const figure = (key: FigureKey, attention: boolean): FigureDef => ({
  key,
  href: figureHref(DASHBOARD_FIGURE_LISTS[key]),
  attention,
});

/** The key figures in the order the dashboard shows them, each with the list it leads to. */
export const FIGURES: readonly FigureDef[] = [
  figure("new_applications", true),
  figure("open_applications", false),
  figure("organizations_to_approve", true),
  figure("open_help_requests", true),
  figure("pool_volunteers", false),
  figure("published_vacancies", false),
  figure("draft_vacancies", false),
  figure("vacancies_ending_soon", true),
  figure("my_open_applications", false),
  figure("unread_notifications", true),
];

/** The figures this viewer may see: the server sends null for the others. */
export function visibleFigures(
  attributes: Partial<Record<FigureKey, number | null>> | null | undefined,
): (FigureDef & { value: number })[] {
  if (!attributes) return [];
  return FIGURES.flatMap((def) => {
    const value = attributes[def.key];
    return typeof value === "number" && Number.isFinite(value) ? [{ ...def, value }] : [];
  });
}

/** The first name to greet with: the given first name, else the first word of the full name. */
export function greetingName(firstName: string | null | undefined, fullName: string | null | undefined): string {
  const first = firstName?.trim();
  if (first) return first;
  return fullName?.trim().split(/\s+/)[0] ?? "";
}
