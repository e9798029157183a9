import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FOOTER_DARK_BLUE } from "@tokens/roles.ts";
import { footerFixture } from "./Footer.fixtures.ts";
import { Footer } from "./Footer.tsx";

describe("Footer", () => {
  it("follows the theme's footer colour unless a variant is forced", () => {
    render(<Footer {...footerFixture("Demo")} />);
    const footer = screen.getByRole("contentinfo");
    expect(footer).toHaveClass("bg-footer", "text-on-footer");
    expect(footer).toHaveAttribute("data-variant", "theme");
    expect(footer.style.getPropertyValue("--vl-footer")).toBe("");
  });

  it("forces the municipality's fixed dark blue with white text for 'dark-blue'", () => {
    render(<Footer {...footerFixture("Rijnstad")} variant="dark-blue" />);
    const footer = screen.getByRole("contentinfo");
    expect(footer).toHaveAttribute("data-variant", "dark-blue");
    expect(footer.style.getPropertyValue("--vl-footer")).toBe(FOOTER_DARK_BLUE);
    expect(footer.style.getPropertyValue("--vl-on-footer")).toBe("255 255 255");
  });

  it("links phone and e-mail, with accessible prefixes", () => {
    render(<Footer {...footerFixture("Demo")} />);
    expect(screen.getByRole("link", { name: /^Telefoon:\s*030 123 45 67$/ })).toHaveAttribute("href", "tel:0301234567");
    expect(screen.getByRole("link", { name: /^E-mail:\s*info@vrijwilligerscentrale.nl$/ })).toHaveAttribute(
      "href",
      "mailto:info@vrijwilligerscentrale.nl",
    );
    expect(screen.getByText("© 2026 Demo")).toBeInTheDocument();
  });
});
