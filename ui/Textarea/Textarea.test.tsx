import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { COUNT_ANNOUNCE_DELAY_MS, Textarea } from "./Textarea.tsx";

describe("Textarea", () => {
  it("counts an uncontrolled value from its default", async () => {
    render(<Textarea aria-label="Tekst" showCount maxLength={10} defaultValue="abc" />);
    expect(screen.getByText("3/10")).toBeInTheDocument();
    await userEvent.type(screen.getByRole("textbox"), "de");
    expect(screen.getByText("5/10")).toBeInTheDocument();
  });

  it("counts a controlled value", async () => {
    function Controlled() {
      const [value, setValue] = useState("");
      return (
        <Textarea aria-label="Tekst" showCount value={value} onChange={(e) => setValue(e.target.value.toUpperCase())} />
      );
    }
    render(<Controlled />);
    await userEvent.type(screen.getByRole("textbox"), "hoi");
    expect(screen.getByRole("textbox")).toHaveValue("HOI");
    expect(screen.getByText("3", { selector: "[data-slot=textarea-count]" })).toBeInTheDocument();
  });

  it("announces the count only after a pause in typing", () => {
    vi.useFakeTimers();
    try {
      render(<Textarea aria-label="Tekst" showCount maxLength={5} />);
      const announcer = document.querySelector("[data-slot=textarea-count-announcer]")!;
      const textarea = screen.getByRole("textbox");
      fireEvent.change(textarea, { target: { value: "ab" } });
      act(() => vi.advanceTimersByTime(COUNT_ANNOUNCE_DELAY_MS - 1));
      expect(announcer).toHaveTextContent("");
      fireEvent.change(textarea, { target: { value: "abc" } });
      act(() => vi.advanceTimersByTime(COUNT_ANNOUNCE_DELAY_MS - 1));
      // Typing again restarts the pause.
      expect(announcer).toHaveTextContent("");
      act(() => vi.advanceTimersByTime(1));
      expect(announcer).toHaveTextContent("3/5");
    } finally {
      vi.useRealTimers();
    }
  });

  it("leaves out the counter unless asked", () => {
    render(<Textarea aria-label="Tekst" maxLength={10} />);
    expect(screen.getByRole("textbox")).not.toHaveAttribute("aria-describedby");
  });
});
