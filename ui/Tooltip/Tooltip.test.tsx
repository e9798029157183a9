import { render, screen } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { Tooltip, TooltipContent, TooltipTrigger } from "./Tooltip.tsx";
import { SilentResizeObserver } from "../lib/testing.ts";

function Tip() {
  return (
    <Tooltip defaultOpen>
      <TooltipTrigger>Meldingen</TooltipTrigger>
      <TooltipContent>3 ongelezen</TooltipContent>
    </Tooltip>
  );
}

beforeAll(() => {
  // jsdom has no ResizeObserver; Radix measures the arrow with it.
  vi.stubGlobal("ResizeObserver", SilentResizeObserver);
});

afterAll(() => vi.unstubAllGlobals());

describe("Tooltip", () => {
  it("works on its own: Radix would throw without a provider around it", () => {
    render(<Tip />);
    expect(screen.getByRole("tooltip")).toHaveTextContent("3 ongelezen");
    expect(screen.getByRole("button", { name: "Meldingen" })).toHaveAccessibleDescription("3 ongelezen");
  });
});
