import { describe, expect, it } from "vitest";
import { vacancySchema } from "@contract/vacancy-schemas.ts";
import { EMPTY_VACANCY_FORM, formValuesOf, hasText, splitList, toVacancyAttributes } from "./formValues.ts";
import type { Vacancy } from "./types.ts";

describe("form values", () => {
  it("splits comma lists, trimming and dropping duplicates", () => {
    expect(splitList("koken, , Engels ,Koken,\nrijbewijs")).toEqual(["koken", "Engels", "rijbewijs"]);
  });

  it("maps the form to the contract's payload, which the contract's schema accepts", async () => {
    const attributes = toVacancyAttributes(
      {
        ...EMPTY_VACANCY_FORM,
        title: "  Maatje voor een oudere  ",
        description: "<p>Samen wandelen</p>",
        categories: ["welzijn"],
        skills: "luisteren, geduld",
        postcode: "6811ab",
        city: "Arnhem",
        hoursPerWeek: 2,
        schedule: "regelmatig",
        startDate: "2026-04-01",
        contactEmail: "Info@Voorbeeld.nl",
      },
      "publish",
    );
    expect(attributes).toMatchObject({
      title: "Maatje voor een oudere",
      status: "published",
      skills: ["luisteren", "geduld"],
      target_groups: [],
      address: { street: null, house_number: null, postcode: "6811 AB", city: "Arnhem" },
      hours_per_week: 2,
      end_date: null,
      image_alt: null,
    });
    expect(attributes).not.toHaveProperty("shared_with_centers");
    await expect(vacancySchema.validate(attributes)).resolves.toBeTruthy();
  });

  it("keeps the status on a plain save and sends sharing only where it is on", () => {
    const attributes = toVacancyAttributes(
      { ...EMPTY_VACANCY_FORM, title: "Abc", sharedWithCenters: ["2"] },
      "save",
      true,
    );
    expect(attributes).not.toHaveProperty("status");
    expect(attributes.shared_with_centers).toEqual(["2"]);
    expect(attributes.address).toBeNull();
  });

  it("reads a vacancy from the API into the form", () => {
    const values = formValuesOf({
      id: "1",
      title: "Chauffeur",
      summary: null,
      description: null,
      status: "draft",
      categories: ["vervoer"],
      skills: ["rijbewijs B"],
      targetGroups: [],
      remote: false,
      postcode: "1234 AB",
      city: "Ede",
      hoursPerWeek: null,
      vogRequired: true,
      sharedWithCenters: [],
      address: { street: "Markt", houseNumber: "1", postcode: "1234 AB", city: "Ede" },
    } as unknown as Vacancy);
    expect(values).toMatchObject({
      title: "Chauffeur",
      summary: "",
      skills: "rijbewijs B",
      street: "Markt",
      vogRequired: true,
    });
  });

  it("knows rich text without text", () => {
    expect(hasText("<p></p>")).toBe(false);
    expect(hasText("<p>&nbsp;</p>")).toBe(false);
    expect(hasText("<p>Hoi</p>")).toBe(true);
  });
});
