import { describe, expect, it } from "vitest";
import { emptySocialMapValues } from "@features/social-map/types.ts";
import { attributesOf, searchOf, searchParamsOf } from "./api.ts";

describe("social map search in the URL", () => {
  it("keeps only known categories and round-trips", () => {
    expect(searchOf(new URLSearchParams("q=buurthuis&categorie=food_bank"))).toEqual({
      q: "buurthuis",
      category: "food_bank",
    });
    expect(searchOf(new URLSearchParams("categorie=kroeg")).category).toBe("");
    expect(searchParamsOf({ q: "repair", category: "" }).toString()).toBe("q=repair");
  });

  it("sends the form's values as the API's attributes", () => {
    const a = attributesOf({
      ...emptySocialMapValues,
      name: " Taalcafé ",
      category: "language_cafe",
      city: "Doorn",
      latitude: "52,03",
      longitude: "5.34",
      hours: { ...emptySocialMapValues.hours, wednesday: "14:00-16:00" },
    });
    expect(a).toMatchObject({ name: "Taalcafé", latitude: 52.03, longitude: 5.34, street: null, website: null });
    expect(a.opening_hours).toEqual([{ day: "wednesday", opens: "14:00", closes: "16:00" }]);
  });
});
