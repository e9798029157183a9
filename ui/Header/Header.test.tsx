import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { specTopnavItems } from "../Topnav/Topnav.fixtures.ts";
import { Header, MAIN_CONTENT_ID, type HeaderProps } from "./Header.tsx";

const props: HeaderProps = {
  variant: "tabs",
  name: "Demo Vrijwilligerscentrale",
  navItems: specTopnavItems("/dashboard"),
  navLabel: "Hoofdmenu",
  menuLabel: "Menu",
  skipLinkLabel: "Naar de inhoud",
};

describe("Header", () => {
  it("starts with a skip link to the main content", () => {
    render(<Header {...props} />);
    const links = screen.getAllByRole("link");
    expect(links[0]).toHaveAccessibleName("Naar de inhoud");
    expect(links[0]).toHaveAttribute("href", `#${MAIN_CONTENT_ID}`);
  });

  it("renders an image logo from src and alt, or a node as given", () => {
    const { rerender } = render(<Header {...props} logo={{ src: "/logo.svg", alt: "Logo" }} />);
    expect(screen.getByRole("img", { name: "Logo" })).toHaveAttribute("src", "/logo.svg");
    rerender(<Header {...props} logo={<svg role="img" aria-label="Beeldmerk" />} />);
    expect(screen.getByRole("img", { name: "Beeldmerk" })).toBeInTheDocument();
  });

  it("keeps an image logo's room before it loads when its size is known: width and height attributes", () => {
    const { rerender } = render(
      <Header {...props} logo={{ src: "/logo.png", alt: "Logo", width: 360, height: 120 }} />,
    );
    const img = screen.getByRole("img", { name: "Logo" });
    expect(img).toHaveAttribute("width", "360");
    expect(img).toHaveAttribute("height", "120");
    // Drawn 40 px high whatever its size; the attributes give the proportions.
    expect(img).toHaveClass("h-10", "w-auto");
    rerender(<Header {...props} logo={{ src: "/logo.png", alt: "Logo" }} />);
    expect(screen.getByRole("img", { name: "Logo" })).not.toHaveAttribute("width");
  });

  it("toggles the collapsed menu and closes it with Escape, returning focus", async () => {
    render(<Header {...props} />);
    const button = screen.getByRole("button", { name: "Menu" });
    const menu = document.getElementById(button.getAttribute("aria-controls")!)!;
    expect(menu).not.toBeVisible();
    await userEvent.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(menu).toBeVisible();
    screen.getAllByRole("link", { name: "Vacatures" }).at(-1)!.focus();
    await userEvent.keyboard("{Escape}");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveFocus();
  });

  it("is sticky in the tabs variant and not in the legacy variant", () => {
    const { rerender } = render(<Header {...props} />);
    expect(screen.getByRole("banner")).toHaveClass("sticky");
    rerender(<Header {...props} variant="legacy" />);
    expect(screen.getByRole("banner")).not.toHaveClass("sticky");
    expect(screen.getByRole("banner")).toHaveAttribute("data-variant", "legacy");
  });
});
