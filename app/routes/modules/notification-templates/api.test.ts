import { describe, expect, it } from "vitest";
import { deserialize, type Deserialized } from "../../../api/jsonapi.ts";
import { toDetail } from "./api.ts";

describe("a notification template as the edit screen gets it", () => {
  it("keeps the list placeholders under their own names (the deserializer camelCases keys)", () => {
    const doc = {
      data: {
        id: "periodic_vacancy_mail",
        type: "notification_templates",
        attributes: {
          channels: ["mail"],
          security: false,
          customized: [],
          placeholders: ["recipient_name", "vacancies", "saved_search_vacancies", "center_name"],
          lists: {
            vacancies: ["title", "organization", "place", "link"],
            saved_search_vacancies: ["search", "title", "organization", "place", "link"],
          },
          translations: {},
          defaults: {},
        },
      },
    };
    const detail = toDetail(deserialize(doc) as Deserialized);
    expect(detail.lists).toEqual({
      vacancies: ["title", "organization", "place", "link"],
      saved_search_vacancies: ["search", "title", "organization", "place", "link"],
    });
  });
});
