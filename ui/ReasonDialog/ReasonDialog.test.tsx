import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ReasonDialog, type ReasonDialogProps } from "./ReasonDialog.tsx";

const base: ReasonDialogProps = {
  open: true,
  onOpenChange: () => undefined,
  title: "Organisatie afwijzen",
  description: "De beheerders van Stichting De Brug krijgen de reden per e-mail.",
  confirmLabel: "Afwijzen",
  cancelLabel: "Annuleren",
  onConfirm: () => undefined,
};
const reason = {
  label: "Reden",
  required: true,
  minLength: 10,
  maxLength: 500,
  requiredMessage: "Vul een reden in.",
  tooShortMessage: "Schrijf minstens 10 tekens.",
};

describe("ReasonDialog", () => {
  it("asks for a required reason before it confirms, and sends it trimmed", async () => {
    const onConfirm = vi.fn();
    render(<ReasonDialog {...base} reason={reason} onConfirm={onConfirm} />);
    const field = screen.getByRole("textbox", { name: /Reden/ });
    expect(field).toHaveFocus();
    await userEvent.click(screen.getByRole("button", { name: "Afwijzen" }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByText("Vul een reden in.")).toBeInTheDocument();
    expect(field).toHaveAttribute("aria-invalid", "true");
    await userEvent.type(field, "  te kort ");
    await userEvent.click(screen.getByRole("button", { name: "Afwijzen" }));
    expect(screen.getByText("Schrijf minstens 10 tekens.")).toBeInTheDocument();
    await userEvent.type(field, "want er ontbreekt informatie");
    await userEvent.click(screen.getByRole("button", { name: "Afwijzen" }));
    expect(onConfirm).toHaveBeenCalledWith("te kort want er ontbreekt informatie");
  });

  it("confirms without a reason field when none is asked, focus on cancel", async () => {
    const onConfirm = vi.fn();
    render(<ReasonDialog {...base} onConfirm={onConfirm} />);
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(screen.getByRole("button", { name: "Annuleren" })).toHaveFocus();
    await userEvent.click(screen.getByRole("button", { name: "Afwijzen" }));
    expect(onConfirm).toHaveBeenCalledWith("");
  });

  it("accepts an empty optional reason", async () => {
    const onConfirm = vi.fn();
    render(<ReasonDialog {...base} reason={{ ...reason, required: false }} onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole("button", { name: "Afwijzen" }));
    expect(onConfirm).toHaveBeenCalledWith("");
  });

  it("blocks confirm, cancel and Esc while pending, and shows the error text", async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    const { rerender } = render(<ReasonDialog {...base} pending onConfirm={onConfirm} onOpenChange={onOpenChange} />);
    expect(screen.getByRole("button", { name: "Afwijzen" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Afwijzen" })).toHaveAttribute("aria-busy", "true");
    expect(screen.getByRole("button", { name: "Annuleren" })).toBeDisabled();
    await userEvent.keyboard("{Escape}");
    expect(onOpenChange).not.toHaveBeenCalled();
    rerender(<ReasonDialog {...base} error="Er ging iets mis." onOpenChange={onOpenChange} />);
    expect(screen.getByText("Er ging iets mis.")).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
