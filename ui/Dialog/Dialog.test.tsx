import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ConfirmDialog, Dialog, DialogContent, DialogDescription, DialogTitle } from "./Dialog.tsx";

function Basic({ closeLabel }: { closeLabel?: string }) {
  return (
    <Dialog defaultOpen>
      <DialogContent closeLabel={closeLabel}>
        <DialogTitle>Vacature delen</DialogTitle>
        <DialogDescription>Stuur de vacature door.</DialogDescription>
      </DialogContent>
    </Dialog>
  );
}

describe("Dialog", () => {
  it("renders a labelled, described modal dialog with a named close button", () => {
    render(<Basic closeLabel="Sluiten" />);
    const dialog = screen.getByRole("dialog", { name: "Vacature delen" });
    expect(dialog).toHaveAccessibleDescription("Stuur de vacature door.");
    expect(dialog).toHaveAttribute("data-slot", "dialog-content");
    expect(screen.getByRole("button", { name: "Sluiten" })).toBeInTheDocument();
  });

  it("has no close button without a label (ui holds no text of its own)", () => {
    render(<Basic />);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});

describe("ConfirmDialog", () => {
  const props = {
    title: "Vacature verwijderen?",
    description: "Dit kan niet ongedaan worden gemaakt.",
    confirmLabel: "Verwijderen",
    cancelLabel: "Annuleren",
  };

  it("confirms once and closes", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(<ConfirmDialog {...props} defaultOpen onConfirm={onConfirm} onOpenChange={onOpenChange} />);
    const dialog = screen.getByRole("alertdialog", { name: "Vacature verwijderen?" });
    expect(dialog).toHaveAttribute("data-variant", "danger");
    await user.click(screen.getByRole("button", { name: "Verwijderen" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("starts on the cancel button, so Enter does not destroy anything", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<ConfirmDialog {...props} defaultOpen onConfirm={onConfirm} onCancel={onCancel} />);
    await waitFor(() => expect(screen.getByRole("button", { name: "Annuleren" })).toHaveFocus());
    await user.keyboard("{Enter}");
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
