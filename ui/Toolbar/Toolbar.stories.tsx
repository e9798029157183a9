import type { Meta, StoryObj } from "@storybook/react-vite";
import { Check, Settings, User } from "lucide-react";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Toolbar, type ToolbarProps } from "./Toolbar.tsx";

const languages = [
  { value: "nl", label: "Nederlands", lang: "nl" },
  { value: "en", label: "English", lang: "en" },
];

const baseArgs: ToolbarProps = {
  label: "Werkbalk",
  theme: { scheme: "light", onSchemeChange: fn(), label: "Donkere modus" },
  language: { items: languages, value: "nl", onChange: fn(), label: "Taal kiezen" },
  notifications: { count: 3, label: (n) => `Meldingen, ${n} ongelezen`, onClick: fn() },
  activity: { label: "Recente activiteit", onOpen: fn() },
  account: {
    label: "Accountmenu",
    name: "Anna de Vries",
    email: "anna@voorbeeld.nl",
    items: [
      { label: "Mijn profiel", icon: <User />, onSelect: fn() },
      { label: "Instellingen", icon: <Settings />, onSelect: fn() },
    ],
    signOutLabel: "Uitloggen",
    onSignOut: fn(),
  },
};

const meta = {
  title: "ui/Toolbar",
  component: Toolbar,
  args: baseArgs,
  decorators: [
    (Story) => (
      <div className="flex justify-end rounded-lg border border-border bg-surface p-2">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Toolbar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("group", { name: "Werkbalk" })).toBeInTheDocument();
    for (const name of [
      "Donkere modus",
      "Taal kiezen",
      "Meldingen, 3 ongelezen",
      "Recente activiteit",
      "Accountmenu",
    ]) {
      const button = canvas.getByRole("button", { name });
      const box = button.getBoundingClientRect();
      await expect(box.width).toBeGreaterThanOrEqual(44);
      await expect(box.height).toBeGreaterThanOrEqual(44);
    }
  },
};

/** The toggle is a pressed/unpressed button; clicking asks for the other scheme. */
export const ThemeToggle: Story = {
  render: function Render(args) {
    const [scheme, setScheme] = useState<"light" | "dark">("light");
    return (
      <Toolbar
        label={args.label}
        theme={{
          ...args.theme!,
          scheme,
          onSchemeChange: (next) => {
            args.theme!.onSchemeChange(next);
            setScheme(next);
          },
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole("button", { name: "Donkere modus" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(toggle);
    await expect(args.theme!.onSchemeChange).toHaveBeenLastCalledWith("dark");
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    toggle.focus();
    await userEvent.keyboard(" ");
    await expect(args.theme!.onSchemeChange).toHaveBeenLastCalledWith("light");
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
  },
};

/** The current language is checked; choosing another reports it. */
export const LanguageSelector: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: "Taal kiezen" });
    await userEvent.click(button);
    const body = within(document.body);
    const menu = await body.findByRole("menu");
    await expect(within(menu).getByRole("menuitemradio", { name: "Nederlands" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    const english = within(menu).getByRole("menuitemradio", { name: "English" });
    await expect(english).toHaveAttribute("aria-checked", "false");
    await expect(english).toHaveAttribute("lang", "en");
    await userEvent.click(english);
    await expect(args.language!.onChange).toHaveBeenCalledWith("en");
    await waitFor(() => expect(body.queryByRole("menu")).not.toBeInTheDocument());
  },
};

export const UnreadNotifications: Story = {
  args: { notifications: { ...baseArgs.notifications!, count: 7 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole("button", { name: "Meldingen, 7 ongelezen" });
    const badge = canvasElement.querySelector('[data-slot="notifications-badge"]');
    await expect(badge).toHaveTextContent("7");
    await expect(badge).toHaveAttribute("aria-hidden", "true");
    await userEvent.click(button);
    await expect(args.notifications!.onClick).toHaveBeenCalledTimes(1);
  },
};

export const NoUnreadNotifications: Story = {
  args: { notifications: { ...baseArgs.notifications!, count: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Meldingen, 0 ongelezen" })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="notifications-badge"]')).toBeNull();
  },
};

export const ManyNotifications: Story = {
  args: { notifications: { ...baseArgs.notifications!, count: 250 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Meldingen, 250 ongelezen" })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="notifications-badge"]')).toHaveTextContent(/^99\+$/);
  },
};

export const ActivityPanel: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Recente activiteit" }));
    await expect(args.activity!.onOpen).toHaveBeenCalledTimes(1);
  },
};

/** Opened and operated with the keyboard only: Enter opens, arrows move, Enter selects, Escape closes. */
export const AccountMenuKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "Accountmenu" });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    const body = within(document.body);
    const menu = await body.findByRole("menu");
    await expect(menu).toHaveTextContent("Anna de Vries");
    await expect(menu).toHaveTextContent("anna@voorbeeld.nl");
    await waitFor(() => expect(within(menu).getByRole("menuitem", { name: "Mijn profiel" })).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}");
    await expect(within(menu).getByRole("menuitem", { name: "Instellingen" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("menu")).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.account!.items![1]!.onSelect).not.toHaveBeenCalled();

    await userEvent.keyboard("{Enter}");
    await body.findByRole("menu");
    await userEvent.keyboard("{End}");
    await expect(body.getByRole("menuitem", { name: "Uitloggen" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.account!.onSignOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole("menu")).not.toBeInTheDocument());
  },
};

/** Only the parts that are given appear. */
export const Minimal: Story = {
  args: { theme: undefined, language: undefined, activity: undefined, account: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("button")).toHaveLength(1);
  },
};

/** The tools in the dark colour scheme (the badge keeps its contrast). */
export const DarkScheme: Story = {
  globals: { scheme: "dark" },
  args: { theme: { ...baseArgs.theme!, scheme: "dark" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Donkere modus" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(canvasElement.querySelector('[data-slot="notifications-badge"]')).toHaveTextContent("3");
  },
};

/**
 * The organization switcher (issue 15): a user of several organizations picks the current one in
 * the account menu; the current one carries a check (app/layouts/AppLayout.tsx builds these items).
 */
export const OrganizationSwitcher: Story = {
  render: function Render(args) {
    const organizations = ["Basisschool De Regenboog", "Stichting Buurtkracht"];
    const [current, setCurrent] = useState(organizations[0]);
    return (
      <Toolbar
        {...args}
        account={{
          ...args.account!,
          items: [
            ...organizations.map((name) => ({
              label: name === current ? `Organisatie: ${name} (geselecteerd)` : `Organisatie: ${name}`,
              icon: name === current ? <Check /> : <span className="size-4" />,
              onSelect: () => setCurrent(name),
            })),
            ...args.account!.items!,
          ],
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "Accountmenu" });
    const body = within(document.body);
    await userEvent.click(trigger);
    let menu = await body.findByRole("menu");
    await expect(within(menu).getByRole("menuitem", { name: /geselecteerd/ })).toHaveAccessibleName(
      /Basisschool De Regenboog/,
    );
    await userEvent.click(within(menu).getByRole("menuitem", { name: /Stichting Buurtkracht/ }));
    await waitFor(() => expect(body.queryByRole("menu")).not.toBeInTheDocument());
    await userEvent.click(trigger);
    menu = await body.findByRole("menu");
    await expect(within(menu).getByRole("menuitem", { name: /geselecteerd/ })).toHaveAccessibleName(
      /Stichting Buurtkracht/,
    );
    await userEvent.keyboard("{Escape}");
  },
};
