import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { SIDE_PANEL } from "../constants.ts";
import { SidePanel } from "./SidePanel.tsx";

const overlay = () => document.querySelector<HTMLElement>('[data-slot="side-panel-overlay"]');

describe("SidePanel", () => {
  it("opens on the left, 24rem wide, with a dimming overlay by default", () => {
    render(<SidePanel defaultOpen name="language" title="Taal" closeLabel="Sluiten" />);
    const panel = screen.getByRole("dialog", { name: "Taal" });
    expect(SIDE_PANEL.defaultPosition).toBe("left");
    expect(panel).toHaveAttribute("data-side", SIDE_PANEL.defaultPosition);
    expect(panel).toHaveAttribute("data-panel", "language");
    expect(panel.style.width).toBe(SIDE_PANEL.width);
    expect(panel).toHaveClass("left-0", "max-w-[100vw]");
    expect(panel.style.animationDuration).toBe(`${SIDE_PANEL.slideMs}ms`);
    expect(overlay()).not.toBeNull();
    expect(overlay()!.style.animationDuration).toBe(`${SIDE_PANEL.overlayFadeMs}ms`);
  });

  it("sits on the right when asked", () => {
    render(<SidePanel defaultOpen position="right" title="Activiteit" closeLabel="Sluiten" />);
    const panel = screen.getByRole("dialog", { name: "Activiteit" });
    expect(panel).toHaveAttribute("data-side", "right");
    expect(panel).toHaveClass("right-0");
    expect(panel).not.toHaveClass("left-0");
  });

  it("has no overlay and is not modal when overlay is off", () => {
    render(<SidePanel defaultOpen overlay={false} title="Activiteit" closeLabel="Sluiten" />);
    expect(overlay()).toBeNull();
    expect(screen.getByRole("dialog")).not.toHaveAttribute("aria-modal");
  });

  it("asks to close on Escape, on the close button and on the overlay", async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const { rerender } = render(<SidePanel open onOpenChange={onOpenChange} title="Taal" closeLabel="Sluiten" />);
    await user.keyboard("{Escape}");
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    onOpenChange.mockClear();
    await user.click(screen.getByRole("button", { name: "Sluiten" }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    onOpenChange.mockClear();
    rerender(<SidePanel open onOpenChange={onOpenChange} title="Taal" closeLabel="Sluiten" />);
    await user.click(overlay()!);
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it("returns focus to the element that opened it through state", async () => {
    const user = userEvent.setup();
    function Harness() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Openen
          </button>
          <SidePanel open={open} onOpenChange={setOpen} title="Taal" closeLabel="Sluiten" />
        </>
      );
    }
    render(<Harness />);
    const opener = screen.getByRole("button", { name: "Openen" });
    await user.click(opener);
    await waitFor(() => expect(screen.getByRole("button", { name: "Sluiten" })).toHaveFocus());
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
