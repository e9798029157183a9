import { describe, expect, it } from "vitest";
import { markRead, mergePages, newestFirst, safeLink, type NotificationItem } from "./model.ts";

const n = (id: string, createdAt: string, readAt: string | null = null): NotificationItem => ({
  id,
  kind: "new_message",
  title: `Melding ${id}`,
  body: "",
  link: null,
  readAt,
  createdAt,
});

describe("notifications model", () => {
  it("orders newest first", () => {
    const items = [n("1", "2026-05-01T10:00:00Z"), n("3", "2026-05-03T10:00:00Z"), n("2", "2026-05-03T10:00:00Z")];
    expect(newestFirst(items).map((i) => i.id)).toEqual(["3", "2", "1"]);
  });
  it("merges pages without duplicates", () => {
    const merged = mergePages([
      [n("5", "2026-05-05T10:00:00Z"), n("4", "2026-05-04T10:00:00Z")],
      [n("4", "2026-05-04T10:00:00Z"), n("3", "2026-05-03T10:00:00Z")],
    ]);
    expect(merged.map((i) => i.id)).toEqual(["5", "4", "3"]);
  });
  it("marks one or all read, keeping earlier read times", () => {
    const items = [n("1", "2026-05-01T10:00:00Z"), n("2", "2026-05-02T10:00:00Z", "2026-05-02T11:00:00Z")];
    expect(markRead(items, "1", "now").map((i) => i.readAt)).toEqual(["now", "2026-05-02T11:00:00Z"]);
    expect(markRead(items, undefined, "now").map((i) => i.readAt)).toEqual(["now", "2026-05-02T11:00:00Z"]);
  });
  it("follows in-app links only", () => {
    expect(safeLink("/applications/12")).toBe("/applications/12");
    expect(safeLink("//evil.example")).toBeNull();
    expect(safeLink("https://evil.example")).toBeNull();
    expect(safeLink("javascript:alert(1)")).toBeNull();
    expect(safeLink(null)).toBeNull();
  });
});
