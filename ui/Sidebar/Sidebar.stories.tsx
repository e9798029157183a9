import type { Meta, StoryObj } from "@storybook/react-vite";
import { colorPresetNames } from "@tokens/presets.ts";
import { LayoutDashboard, LifeBuoy } from "lucide-react";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { themeSwitcherLabels } from "../ThemeSwitcher/ThemeSwitcher.fixtures.ts";
import { ThemeSwitcher, type ThemeSwitcherValue } from "../ThemeSwitcher/ThemeSwitcher.tsx";
import { Sidebar } from "./Sidebar.tsx";

const onThemeChange = fn();

function Switcher() {
  const [value, setValue] = useState<ThemeSwitcherValue>({ scheme: "light", primary: "indigo" });
  return (
    <ThemeSwitcher
      value={value}
      labels={themeSwitcherLabels}
      presets={colorPresetNames}
      onChange={(next) => {
        onThemeChange(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  title: "ui/Sidebar",
  component: Sidebar,
  parameters: { layout: "fullscreen" },
  args: {
    label: "Zijmenu",
    menuLabel: "Menu",
    items: [
      { label: "Dashboard", href: "/dashboard", icon: <LayoutDashboard />, active: true },
      { label: "Support", href: "/support", icon: <LifeBuoy /> },
    ],
    header: <span className="block truncate text-base font-semibold text-fg">Demo Vrijwilligerscentrale</span>,
    customize: { label: "Aanpassen", title: "Weergave aanpassen", content: <Switcher /> },
  },
  render: (args) => (
    <div className="flex min-h-[30rem] flex-col md:flex-row">
      <Sidebar {...args} />
      <main className="flex-1 bg-background p-6">
        <h1 className="text-2xl font-semibold text-fg">Dashboard</h1>
        <p className="mt-2 text-fg-muted">Welkom terug.</p>
      </main>
    </div>
  ),
} satisfies Meta<typeof Sidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On wide screens a column that is always expanded; the menu button is hidden. */
export const Default: Story = {
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("button", { name: "Menu" })).not.toBeInTheDocument();
    const nav = within(canvasElement).getByRole("navigation", { name: "Zijmenu" });
    await expect(within(nav).getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
    await expect(within(nav).getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
    await expect(within(nav).getByRole("link", { name: "Support" })).toHaveAttribute("href", "/support");
    await expect(within(nav).getByRole("link", { name: "Support" })).not.toHaveAttribute("aria-current");
  },
};

/** Customize opens the theme switcher; a choice there is reported. */
export const Customize: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    onThemeChange.mockClear();
    const trigger = within(canvasElement).getByRole("button", { name: "Aanpassen" });
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(trigger);
    const body = within(document.body);
    const dialog = await body.findByRole("dialog", { name: "Weergave aanpassen" });
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(within(dialog).getByRole("radio", { name: "Donker" }));
    await expect(onThemeChange).toHaveBeenLastCalledWith({ scheme: "dark", primary: "indigo" });
    await userEvent.click(within(dialog).getByRole("radio", { name: "teal" }));
    await expect(onThemeChange).toHaveBeenLastCalledWith({ scheme: "dark", primary: "teal" });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** On a small screen (a phone's width) the items hide behind the menu button. */
export const CollapsedOnSmallScreens: Story = {
  globals: { viewport: { value: "mobile2", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole("button", { name: "Menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryByRole("navigation", { name: "Zijmenu" })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const nav = canvas.getByRole("navigation", { name: "Zijmenu" });
    await expect(within(nav).getByRole("link", { name: "Support" })).toBeVisible();
    toggle.focus();
    await userEvent.keyboard("{Enter}");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryByRole("navigation", { name: "Zijmenu" })).not.toBeInTheDocument();
  },
};

export const WithoutCustomize: Story = {
  args: { defaultOpen: true, customize: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("button", { name: "Aanpassen" })).not.toBeInTheDocument();
  },
};

/** The sidebar in the dark colour scheme. */
export const DarkScheme: Story = {
  globals: { scheme: "dark" },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute("data-color-scheme", "dark");
    await expect(within(canvasElement).getByRole("link", { name: "Dashboard" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  },
};

/**
 * A section's sub navigation on a phone: the items as one row of links, no menu button of its own
 * (the page header's menu button stays the only one).
 */
export const BarOnSmallScreens: Story = {
  args: { smallScreen: "bar", customize: undefined },
  globals: { viewport: { value: "mobile2", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("button", { name: "Menu" })).not.toBeInTheDocument();
    const nav = canvas.getByRole("navigation", { name: "Zijmenu" });
    await expect(within(nav).getByRole("link", { name: "Dashboard" })).toBeVisible();
    await expect(within(nav).getByRole("link", { name: "Support" })).toBeVisible();
    const [first, second] = within(nav).getAllByRole("link");
    // One row: side by side, not stacked.
    await expect(Math.abs(first!.getBoundingClientRect().top - second!.getBoundingClientRect().top)).toBeLessThan(1);
  },
};
