import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { LinkProps } from "../lib/link.ts";
import { SPEC_TOPNAV_ITEMS, specTopnavItems } from "./Topnav.fixtures.ts";
import { Topnav } from "./Topnav.tsx";

describe("Topnav", () => {
  it("lists the specification's items in order, with their routes", () => {
    render(<Topnav items={specTopnavItems()} label="Hoofdmenu" />);
    const links = within(screen.getByRole("navigation", { name: "Hoofdmenu" })).getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Dashboard", "/dashboard"],
      ["Vacatures", "/vacancies"],
      ["Vacaturebank", "/vacancies/search"],
      ["Organisaties", "/organizations"],
      ["Gebruikers", "/users"],
      ["Aanvragen", "/applications"],
      ["Content", "/content"],
      ["Instellingen", "/settings"],
      ["Conversaties", "/conversations"],
    ]);
    expect(SPEC_TOPNAV_ITEMS).toHaveLength(9);
  });

  it("marks only the active item as the current page", () => {
    render(<Topnav items={specTopnavItems("/organizations")} label="Hoofdmenu" />);
    const current = screen.getAllByRole("link").filter((a) => a.hasAttribute("aria-current"));
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent("Organisaties");
    expect(current[0]).toHaveAttribute("aria-current", "page");
  });

  it("renders links through the given link component and reports clicks", async () => {
    const onItemClick = vi.fn();
    function RouterLink({ children, href, ...props }: LinkProps) {
      return (
        <a {...props} href={href} data-router="yes" onClickCapture={(e) => e.preventDefault()}>
          {children}
        </a>
      );
    }
    render(<Topnav items={specTopnavItems()} label="Hoofdmenu" linkComponent={RouterLink} onItemClick={onItemClick} />);
    const link = screen.getByRole("link", { name: "Gebruikers" });
    expect(link).toHaveAttribute("data-router", "yes");
    await userEvent.click(link);
    expect(onItemClick).toHaveBeenCalledWith(expect.objectContaining({ href: "/users" }), expect.anything());
  });
});
