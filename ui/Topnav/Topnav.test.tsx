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

  it("opens an item's sub-items from a disclosure button by keyboard; Escape closes it and returns the focus", async () => {
    const user = userEvent.setup();
    const items = [
      { label: "Home", href: "/" },
      {
        label: "Over ons",
        href: "/over-ons",
        children: [
          { label: "Ons team", href: "/ons-team" },
          { label: "Jaarverslag", href: "/jaarverslag", active: true },
        ],
      },
    ];
    render(<Topnav items={items} label="Hoofdmenu" submenuLabel={(l) => `Submenu ${l}`} />);
    const button = screen.getByRole("button", { name: "Submenu Over ons" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("link", { name: "Ons team" })).toBeNull();
    button.focus();
    await user.keyboard("{Enter}");
    expect(button).toHaveAttribute("aria-expanded", "true");
    const list = document.getElementById(button.getAttribute("aria-controls")!)!;
    expect(
      within(list)
        .getAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual(["/ons-team", "/jaarverslag"]);
    expect(within(list).getByRole("link", { name: "Jaarverslag" })).toHaveAttribute("aria-current", "page");
    await user.tab();
    expect(within(list).getByRole("link", { name: "Ons team" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveFocus();
    await user.keyboard(" ");
    expect(button).toHaveAttribute("aria-expanded", "true");
    await user.click(document.body);
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("lists sub-items under their item in the vertical (mobile) menu", () => {
    const items = [{ label: "Over ons", href: "/over-ons", children: [{ label: "Ons team", href: "/ons-team" }] }];
    render(<Topnav items={items} label="Hoofdmenu" orientation="vertical" />);
    const parent = screen.getByRole("link", { name: "Over ons" }).closest("li")!;
    expect(within(parent).getByRole("link", { name: "Ons team" })).toBeVisible();
    expect(screen.queryByRole("button")).toBeNull();
  });
});
