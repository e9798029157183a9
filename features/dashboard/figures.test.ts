import { describe, expect, it } from "vitest";
import { greetingName, visibleFigures } from "./figures.ts";

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
