import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Button } from "./Button.tsx";

describe("Button", () => {
  it("is a non-submitting button by default", () => {
    render(<Button>Opslaan</Button>);
    expect(screen.getByRole("button", { name: "Opslaan" })).toHaveAttribute("type", "button");
  });
  it("ignores clicks while loading", async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Opslaan
      </Button>,
    );
    await userEvent.click(screen.getByRole("button"));
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.getByRole("button")).toHaveAttribute("aria-busy", "true");
  });
  it("names an icon-only button by its label", () => {
    render(<Button iconOnly label="Sluiten" icon={<svg />} />);
    expect(screen.getByRole("button", { name: "Sluiten" })).toHaveAttribute("data-slot", "button");
  });
  it("renders its child with button styling", () => {
    render(
      <Button asChild>
        <a href="/vacancies/search">Zoeken</a>
      </Button>,
    );
    expect(screen.getByRole("link", { name: "Zoeken" })).toHaveClass("bg-solid");
  });
});
