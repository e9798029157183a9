import { describe, expect, it } from "vitest";
import {
  canWithdraw,
  openApplication,
  pageCountOf,
  parsePage,
  staffActionsFor,
  viewerFor,
  type ApplicationItem,
} from "./model.ts";

const item = (id: string, status: ApplicationItem["status"], createdAt: string): ApplicationItem => ({
  id,
  status,
  motivation: "Ik help graag mee.",
  availability: null,
  vacancyId: "1",
  vacancyTitle: "Voorlezen",
  organizationName: "Bibliotheek",
  volunteerName: "Sem",
  volunteerEmail: null,
  conversationId: null,
  statusChangedAt: null,
  createdAt,
});

describe("staffActionsFor", () => {
  it("offers the contract's transitions to staff", () => {
    expect(staffActionsFor("staff", "new")).toEqual(["in_progress", "accepted", "rejected"]);
    expect(staffActionsFor("staff", "in_progress")).toEqual(["accepted", "rejected"]);
    expect(staffActionsFor("staff", "accepted")).toEqual(["in_progress"]);
    expect(staffActionsFor("staff", "rejected")).toEqual(["in_progress"]);
    expect(staffActionsFor("staff", "withdrawn")).toEqual([]);
  });
  it("offers nothing to volunteers", () => {
    expect(staffActionsFor("volunteer", "new")).toEqual([]);
  });
});

describe("canWithdraw", () => {
  it("lets the volunteer withdraw open applications that are not decided", () => {
    expect(canWithdraw("volunteer", "new")).toBe(true);
    expect(canWithdraw("volunteer", "in_progress")).toBe(true);
    expect(canWithdraw("volunteer", "accepted")).toBe(false);
    expect(canWithdraw("volunteer", "rejected")).toBe(false);
    expect(canWithdraw("volunteer", "withdrawn")).toBe(false);
  });
  it("never lets staff withdraw", () => {
    expect(canWithdraw("staff", "new")).toBe(false);
  });
});

describe("viewerFor", () => {
  it("is staff for a member or admin of the selected organization", () => {
    expect(viewerFor([{ name: "member", organizationId: "4" }], "4")).toBe("staff");
    expect(viewerFor([{ name: "admin", organizationId: "4" }], "4")).toBe("staff");
  });
  it("is volunteer for staff of another organization and for volunteers", () => {
    expect(viewerFor([{ name: "admin", organizationId: "5" }], "4")).toBe("volunteer");
    expect(viewerFor([{ name: "admin", organizationId: "5" }], null)).toBe("volunteer");
    expect(viewerFor([{ name: "volunteer", organizationId: null }], "4")).toBe("volunteer");
    expect(viewerFor(undefined, null)).toBe("volunteer");
  });
  it("is staff for a superadmin without an organization", () => {
    expect(viewerFor([{ name: "superadmin", organizationId: null }], null)).toBe("staff");
  });
});

describe("query parsing", () => {
  it("reads positive whole pages only", () => {
    expect(parsePage("3")).toBe(3);
    expect(parsePage("0")).toBe(1);
    expect(parsePage("-2")).toBe(1);
    expect(parsePage("1.5")).toBe(1);
    expect(parsePage("x")).toBe(1);
  });
  it("counts pages", () => {
    expect(pageCountOf(0, 25)).toBe(1);
    expect(pageCountOf(25, 25)).toBe(1);
    expect(pageCountOf(26, 25)).toBe(2);
  });
});

describe("openApplication", () => {
  it("picks the newest open application and ignores closed ones", () => {
    const items = [
      item("1", "withdrawn", "2026-03-01T10:00:00Z"),
      item("2", "in_progress", "2026-02-01T10:00:00Z"),
      item("3", "rejected", "2026-04-01T10:00:00Z"),
    ];
    expect(openApplication(items)?.id).toBe("2");
    expect(openApplication([item("1", "withdrawn", "2026-03-01T10:00:00Z")])).toBeUndefined();
  });
});
