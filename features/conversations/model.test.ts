import { describe, expect, it } from "vitest";
import { dayLabel, formatBytes, groupByDay, titleWithCount } from "./model.ts";

describe("conversations model", () => {
  it("formats file sizes the Dutch way", () => {
    expect(formatBytes(512, "nl")).toBe("512 B");
    expect(formatBytes(820_000, "nl")).toBe("820 kB");
    expect(formatBytes(1_400_000, "nl")).toBe("1,4 MB");
    expect(formatBytes(1_400_000, "en")).toBe("1.4 MB");
  });

  it("groups messages per day in the given time zone", () => {
    const groups = groupByDay(
      [
        { createdAt: "2026-05-03T21:30:00Z" },
        { createdAt: "2026-05-03T22:30:00Z" },
        { createdAt: "2026-05-04T09:00:00Z" },
      ],
      "Europe/Amsterdam",
    );
    expect(groups.map((g) => [g.day, g.messages.length])).toEqual([
      ["2026-05-03", 1],
      ["2026-05-04", 2],
    ]);
  });

  it("labels today, yesterday and older days", () => {
    const now = new Date("2026-05-04T12:00:00Z");
    const words = { today: "Vandaag", yesterday: "Gisteren" };
    expect(dayLabel("2026-05-04", now, "nl", words, "UTC")).toBe("Vandaag");
    expect(dayLabel("2026-05-03", now, "nl", words, "UTC")).toBe("Gisteren");
    expect(dayLabel("2026-04-28", now, "nl", words, "UTC")).toBe("dinsdag 28 april");
    expect(dayLabel("2025-12-24", now, "nl", words, "UTC")).toBe("woensdag 24 december 2025");
  });

  it("puts the unread count in front of the tab title, and takes it away", () => {
    expect(titleWithCount("Gesprekken", 3)).toBe("(3) Gesprekken");
    expect(titleWithCount("(3) Gesprekken", 0)).toBe("Gesprekken");
    expect(titleWithCount("(3) Gesprekken", 120)).toBe("(99+) Gesprekken");
  });
});
