import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ExportButton } from "./ExportButton.tsx";

describe("ExportButton", () => {
  it("is busy while the export runs and ignores a second click", async () => {
    let finish!: () => void;
    const onExport = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<ExportButton label="Exporteren als CSV" onExport={onExport} />);
    const button = screen.getByRole("button", { name: "Exporteren als CSV" });
    await userEvent.click(button);
    expect(button).toHaveAttribute("aria-busy", "true");
    await userEvent.click(button);
    expect(onExport).toHaveBeenCalledTimes(1);
    finish();
    await vi.waitFor(() => expect(button).not.toHaveAttribute("aria-busy"));
  });
  it("is usable again after a failed export", async () => {
    const onExport = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(undefined);
    render(<ExportButton label="Exporteren" onExport={onExport} />);
    await userEvent.click(screen.getByRole("button"));
    await vi.waitFor(() => expect(screen.getByRole("button")).not.toHaveAttribute("aria-busy"));
    await userEvent.click(screen.getByRole("button"));
    expect(onExport).toHaveBeenCalledTimes(2);
  });
});
