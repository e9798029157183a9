import { describe, expect, it } from "vitest";
import { deserialize, type Deserialized } from "../../../api/jsonapi.ts";
import { toNotificationItem } from "../notifications/api.ts";
import { toApplicationItem, toThreadMessage } from "./api.ts";

describe("wire shapes", () => {
  it("maps a JSON:API application with its relationships", () => {
    const doc = {
      data: {
        type: "application",
        id: "12",
        attributes: {
          status: "in_progress",
          motivation: "Ik lees graag voor.",
          availability: null,
          vacancy_title: "Voorlezen",
          organization_name: "Bibliotheek",
          volunteer_name: "Sem Jansen",
          volunteer_email: "sem@example.nl",
          conversation_id: "30",
          status_changed_at: "2026-05-02T08:00:00Z",
          created_at: "2026-05-01T08:00:00Z",
          updated_at: "2026-05-02T08:00:00Z",
        },
        relationships: { vacancy: { data: { type: "vacancy", id: "7" } }, user: { data: { type: "user", id: "3" } } },
      },
    };
    const item = toApplicationItem(deserialize(doc) as Deserialized);
    expect(item).toEqual({
      id: "12",
      status: "in_progress",
      motivation: "Ik lees graag voor.",
      availability: null,
      vacancyId: "7",
      vacancyTitle: "Voorlezen",
      organizationName: "Bibliotheek",
      volunteerName: "Sem Jansen",
      volunteerEmail: "sem@example.nl",
      conversationId: "30",
      userId: "3",
      statusChangedAt: "2026-05-02T08:00:00Z",
      createdAt: "2026-05-01T08:00:00Z",
    });
  });

  it("reads an unknown status as new rather than crashing", () => {
    const item = toApplicationItem({ id: "1", type: "application", status: "archived" });
    expect(item.status).toBe("new");
    expect(item.vacancyId).toBeNull();
  });

  it("maps messages and notifications", () => {
    expect(
      toThreadMessage({ id: "5", type: "message", body: "Hoi", authorName: "Fatima", mine: true, createdAt: "x" }),
    ).toEqual({ id: "5", body: "Hoi", authorName: "Fatima", mine: true, createdAt: "x" });
    expect(
      toNotificationItem({
        id: "9",
        type: "notification",
        kind: "new_message",
        title: "Nieuw bericht",
        body: "",
        link: "/applications/12",
        readAt: null,
        createdAt: "2026-05-01T08:00:00Z",
      }),
    ).toMatchObject({ id: "9", link: "/applications/12", readAt: null });
  });
});
