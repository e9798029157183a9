import { describe, expect, it } from "vitest";
import {
  ORGANIZATION_STATUSES,
  ORGANIZATION_STATUS_TRANSITIONS,
  USER_STATUSES,
  USER_STATUS_TRANSITIONS,
  canTransition,
} from "./enums.ts";

describe("status transition tables", () => {
  it("name only known statuses, from every status, and never the status itself", () => {
    for (const [statuses, table] of [
      [ORGANIZATION_STATUSES, ORGANIZATION_STATUS_TRANSITIONS],
      [USER_STATUSES, USER_STATUS_TRANSITIONS],
    ] as const) {
      expect(Object.keys(table).sort()).toEqual([...statuses].sort());
      for (const [from, next] of Object.entries(table) as [string, readonly string[]][]) {
        expect(next).not.toContain(from);
        for (const to of next) expect(statuses as readonly string[]).toContain(to);
      }
    }
  });
  it("canTransition follows the table", () => {
    expect(canTransition(ORGANIZATION_STATUS_TRANSITIONS, "pending", "approved")).toBe(true);
    expect(canTransition(ORGANIZATION_STATUS_TRANSITIONS, "archived", "denied")).toBe(false);
    expect(canTransition(USER_STATUS_TRANSITIONS, "invited", "active")).toBe(false);
    expect(canTransition(USER_STATUS_TRANSITIONS, "archived", "active")).toBe(true);
    expect(canTransition(USER_STATUS_TRANSITIONS, "active", "active")).toBe(false);
  });
});
