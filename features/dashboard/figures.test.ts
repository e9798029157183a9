import { describe, expect, it } from "vitest";
import {
  DASHBOARD_FIGURE_LISTS,
  applicationsListFilter,
  vacanciesListFilter,
  type ListFilter,
} from "@contract/dashboard.ts";
import { helpRequestsListFilter } from "@contract/help-requests.ts";
import { API_PATHS } from "@contract/paths.ts";
import { FIGURES, greetingName, visibleFigures } from "./figures.ts";

describe("visibleFigures", () => {
  it("shows only the figures that are not null, in the dashboard's order", () => {
    const figures = visibleFigures({
      new_applications: 3,
      open_applications: null,
      published_vacancies: 0,
      draft_vacancies: null,
      vacancies_ending_soon: null,
      organizations_to_approve: null,
      unread_notifications: 5,
      my_open_applications: null,
    });
    expect(figures.map((f) => [f.key, f.value])).toEqual([
      ["new_applications", 3],
      ["published_vacancies", 0],
      ["unread_notifications", 5],
    ]);
    expect(figures[0]!.href).toBe("/applications?status=new");
  });
});

describe("the list each figure opens", () => {
  // What the list pages send for their URL (app/routes/modules/vacancies/List.tsx and
  // applications/List.tsx read it with these), by page.
  const pages: Record<string, { api: string; read: (url: URLSearchParams) => ListFilter }> = {
    "/vacancies": { api: API_PATHS.vacancies, read: vacanciesListFilter },
    "/applications": { api: API_PATHS.applications, read: applicationsListFilter },
    "/een-op-een-hulp/aanvragen": { api: API_PATHS.helpRequests, read: helpRequestsListFilter },
  };

  it("sends exactly the filter the server counts the figure with", () => {
    let checked = 0;
    for (const f of FIGURES) {
      const url = new URL(f.href, "https://centrale.example");
      const list = DASHBOARD_FIGURE_LISTS[f.key];
      expect(url.pathname).toBe(list.path);
      const page = pages[url.pathname];
      if (!page) continue;
      expect(list.api).toBe(page.api);
      expect({ key: f.key, filter: page.read(url.searchParams) }).toEqual({ key: f.key, filter: list.filter });
      checked++;
    }
    expect(checked).toBe(7);
  });

  it("opens open applications as new, in progress and accepted, and one's own with mine", () => {
    const href = (key: keyof typeof DASHBOARD_FIGURE_LISTS) => FIGURES.find((f) => f.key === key)!.href;
    expect(href("open_applications")).toBe("/applications?status=open");
    expect(href("my_open_applications")).toBe("/applications?mine=true&status=open");
    expect(href("vacancies_ending_soon")).toBe("/vacancies?status=published&ending=soon&sort=end_date");
    expect(applicationsListFilter(new URLSearchParams("status=open"))).toEqual({
      status_in: ["new", "in_progress", "accepted"],
    });
    expect(applicationsListFilter(new URLSearchParams("status=bogus&mine=1"))).toEqual({});
    expect(vacanciesListFilter(new URLSearchParams("status=bogus&ending=later"))).toEqual({});
  });
  it("shows nothing without attributes", () => {
    expect(visibleFigures(null)).toEqual([]);
  });
  it("links organizations to approve to the approve page", () => {
    expect(visibleFigures({ organizations_to_approve: 2 })[0]).toMatchObject({ href: "/organizations/approve" });
  });
});

describe("greetingName", () => {
  it("prefers the first name, else the first word of the full name", () => {
    expect(greetingName("Anna", "Anna de Vries")).toBe("Anna");
    expect(greetingName(" ", "Anna de Vries")).toBe("Anna");
    expect(greetingName(null, null)).toBe("");
  });
});
