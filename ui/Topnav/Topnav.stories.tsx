import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import type { LinkProps } from "../lib/link.ts";
import { SPEC_TOPNAV_ITEMS, specTopnavItems } from "./Topnav.fixtures.ts";
import { Topnav } from "./Topnav.tsx";

/** Stands in for the app's router link: it prevents the full page load. */
function RouterLink({ children, onClick, href, ...props }: LinkProps) {
  return (
    <a
      {...props}
      href={href}
      data-router-link=""
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
      }}
    >
      {children}
    </a>
  );
}

const meta = {
  title: "ui/Topnav",
  component: Topnav,
  args: { items: specTopnavItems("/vacancies"), label: "Hoofdmenu", variant: "tabs", orientation: "horizontal" },
  argTypes: {
    variant: { control: "inline-radio", options: ["tabs", "legacy"] },
    orientation: { control: "inline-radio", options: ["horizontal", "vertical"] },
  },
  decorators: [
    (Story) => (
      <div className="border-b border-border bg-surface px-4 pt-2">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Topnav>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The tab menu of the sticky header, with the specification's nine items. */
export const Tabs: Story = {
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole("navigation", { name: "Hoofdmenu" });
    const links = within(nav).getAllByRole("link");
    await expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual(
      SPEC_TOPNAV_ITEMS.map((i) => [i.label, i.href]),
    );
    await expect(canvas.getByRole("link", { name: "Vacatures" })).toHaveAttribute("aria-current", "page");
    for (const link of links.filter((a) => a.textContent !== "Vacatures")) {
      await expect(link).not.toHaveAttribute("aria-current");
    }
    for (const link of links) await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** The public tenant's underlined menu. */
export const Legacy: Story = {
  args: { variant: "legacy", items: specTopnavItems("/vacancies/search") },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Vacaturebank" });
    await expect(link).toHaveAttribute("aria-current", "page");
    await expect(getComputedStyle(link).textDecorationLine).toContain("underline");
    // The current page stands out by weight and a thicker underline, not by colour alone.
    const other = within(canvasElement).getByRole("link", { name: "Vacatures" });
    await expect(getComputedStyle(link).fontWeight).toBe("700");
    await expect(getComputedStyle(other).fontWeight).not.toBe("700");
    await expect(parseFloat(getComputedStyle(link).textDecorationThickness)).toBeGreaterThan(
      parseFloat(getComputedStyle(other).textDecorationThickness) || 1,
    );
  },
};

/** The collapsed header's menu, stacked. */
export const Vertical: Story = {
  args: { orientation: "vertical", items: specTopnavItems("/dashboard") },
  decorators: [
    (Story) => (
      <div className="max-w-xs pb-2">
        <Story />
      </div>
    ),
  ],
};

export const NoActiveItem: Story = {
  args: { items: specTopnavItems() },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation", { name: "Hoofdmenu" });
    await expect(nav.querySelector("[aria-current]")).toBeNull();
  },
};

/** Links render through the app's router link; the menu stays keyboard-usable. */
export const WithRouterLink: Story = {
  args: {
    onItemClick: fn(),
    linkComponent: RouterLink,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Dashboard" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Vacatures" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onItemClick).toHaveBeenCalledWith(
      expect.objectContaining({ label: "Vacatures", href: "/vacancies" }),
      expect.anything(),
    );
    await expect(canvas.getByRole("link", { name: "Organisaties" })).toHaveAttribute("data-router-link");
  },
};

/** A center's header menu with one level of sub-items: a disclosure button beside the item opens them. */
export const WithSubItems: Story = {
  args: {
    linkComponent: RouterLink,
    submenuLabel: (label: string) => `Submenu ${label}`,
    items: [
      { label: "Vacatures", href: "/vacancies/search" },
      {
        label: "Over ons",
        href: "/over-ons",
        children: [
          { label: "Ons team", href: "/ons-team" },
          { label: "Jaarverslag", href: "/jaarverslag" },
        ],
      },
      { label: "Nieuws", href: "/nieuws" },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole("button", { name: "Submenu Over ons" });
    // The chevron sits beside its label: at most 12 px between the text and the icon.
    const link = canvas.getByRole("link", { name: "Over ons" });
    const textEnd = link.getBoundingClientRect().right - parseFloat(getComputedStyle(link).paddingRight);
    await expect(button.querySelector("svg")!.getBoundingClientRect().left - textEnd).toBeLessThanOrEqual(12);
    button.focus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByRole("link", { name: "Ons team" })).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toHaveFocus();
  },
};

export const WithSubItemsVertical: Story = {
  args: { ...WithSubItems.args, orientation: "vertical" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: "Jaarverslag" })).toBeVisible();
  },
};
