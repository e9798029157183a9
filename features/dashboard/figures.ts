import type { DashboardAttributes } from "@contract/applications.ts";

export type FigureKey = keyof DashboardAttributes;

export interface FigureDef {
  key: FigureKey;
  /** The filtered list behind the figure. */
  href: string;
  /** Work that waits on the viewer: highlighted when above zero. */
  attention: boolean;
}

/** The key figures in the order the dashboard shows them, each with the list it leads to. */
export const FIGURES: readonly FigureDef[] = [
  { key: "new_applications", href: "/applications?status=new", attention: true },
  // Open = new, in progress and accepted (the server's count): the whole list, not one status tab.
  { key: "open_applications", href: "/applications", attention: false },
  { key: "organizations_to_approve", href: "/organizations/approve", attention: true },
  { key: "published_vacancies", href: "/vacancies?status=published", attention: false },
  { key: "draft_vacancies", href: "/vacancies?status=draft", attention: false },
  { key: "vacancies_ending_soon", href: "/vacancies?status=published&sort=end_date", attention: true },
  { key: "my_open_applications", href: "/applications", attention: false },
  { key: "unread_notifications", href: "/notificaties", attention: true },
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
