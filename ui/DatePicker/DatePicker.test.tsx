import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { addMonths, formatDisplayDate, monthGrid, parseDisplayDate, toIso, weekdayNames } from "./date.ts";
import { DatePicker } from "./DatePicker.tsx";

describe("date helpers", () => {
  it("parses the Dutch ways of typing a date", () => {
    expect(parseDisplayDate("05-03-2025")).toBe("2025-03-05");
    expect(parseDisplayDate("5-3-2025")).toBe("2025-03-05");
    expect(parseDisplayDate("5/3/2025")).toBe("2025-03-05");
    expect(parseDisplayDate("5.3.2025")).toBe("2025-03-05");
    expect(parseDisplayDate("05032025")).toBe("2025-03-05");
    expect(parseDisplayDate("2025-03-05")).toBe("2025-03-05");
  });
  it("refuses dates that do not exist", () => {
    expect(parseDisplayDate("31-02-2025")).toBeNull();
    expect(parseDisplayDate("29-02-2025")).toBeNull();
    expect(parseDisplayDate("29-02-2024")).toBe("2024-02-29");
    expect(parseDisplayDate("12-13-2025")).toBeNull();
    expect(parseDisplayDate("05-03-25")).toBeNull();
    expect(parseDisplayDate("")).toBeNull();
  });
  it("formats as dd-mm-jjjj", () => {
    expect(formatDisplayDate("2025-03-05")).toBe("05-03-2025");
    expect(formatDisplayDate("")).toBe("");
  });
  it("clamps to the end of a shorter month", () => {
    expect(toIso(addMonths(new Date(2025, 0, 31), 1))).toBe("2025-02-28");
    expect(toIso(addMonths(new Date(2024, 1, 29), 12))).toBe("2025-02-28");
  });
  it("lays a month out in weeks starting on Monday", () => {
    const weeks = monthGrid(new Date(2025, 2, 1), 1);
    // 1 March 2025 was a Saturday.
    expect(weeks[0]!.slice(0, 5)).toEqual([null, null, null, null, null]);
    expect(weeks[0]![5]?.getDate()).toBe(1);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
  });
  it("names weekdays in the locale", () => {
    expect(weekdayNames("nl-NL", 1)[0]!.long).toBe("maandag");
    expect(weekdayNames("en-GB", 0)[0]!.long).toBe("Sunday");
  });
});

describe("DatePicker", () => {
  it("follows a new value from outside, as after a form reset", () => {
    const labels = { openCalendar: "Kalender", previousMonth: "Vorige", nextMonth: "Volgende" };
    const { rerender } = render(<DatePicker aria-label="Datum" value="2025-03-05" labels={labels} />);
    expect(screen.getByRole("textbox")).toHaveValue("05-03-2025");
    rerender(<DatePicker aria-label="Datum" value="" labels={labels} />);
    expect(screen.getByRole("textbox")).toHaveValue("");
  });
  it("reports a typed date as ISO and an impossible one as empty", async () => {
    const onChange = vi.fn();
    const labels = { openCalendar: "Kalender", previousMonth: "Vorige", nextMonth: "Volgende" };
    render(<DatePicker aria-label="Datum" onChange={onChange} labels={labels} />);
    await userEvent.type(screen.getByRole("textbox"), "14-03-2025");
    expect(onChange).toHaveBeenLastCalledWith("2025-03-14");
    await userEvent.type(screen.getByRole("textbox"), "{Backspace}");
    expect(onChange).toHaveBeenLastCalledWith("");
  });
});
