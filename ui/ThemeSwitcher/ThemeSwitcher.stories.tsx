import type { Meta, StoryObj } from "@storybook/react-vite";
import { colorPresetNames, type ColorPresetName } from "@tokens/presets.ts";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { themeSwitcherLabels } from "./ThemeSwitcher.fixtures.ts";
import { ThemeSwitcher, type ThemeSwitcherValue } from "./ThemeSwitcher.tsx";

const meta = {
  title: "ui/ThemeSwitcher",
  component: ThemeSwitcher,
  args: {
    value: { scheme: "system", primary: "indigo" },
    onChange: fn(),
    labels: themeSwitcherLabels,
    presets: colorPresetNames,
  },
  render: function Render(args) {
    const [value, setValue] = useState<ThemeSwitcherValue>(args.value);
    return (
      <div className="max-w-xs rounded-lg border border-border bg-surface p-4">
        <ThemeSwitcher
          {...args}
          value={value}
          onChange={(next) => {
            args.onChange(next);
            setValue(next);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof ThemeSwitcher>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const schemes = canvas.getByRole("radiogroup", { name: "Kleurmodus" });
    await expect(within(schemes).getByRole("radio", { name: "Systeem" })).toBeChecked();
    const presets = canvas.getByRole("radiogroup", { name: "Hoofdkleur (voorbeeld)" });
    await expect(within(presets).getAllByRole("radio")).toHaveLength(17);
    await expect(within(presets).getByRole("radio", { name: "indigo" })).toBeChecked();
  },
};

/** Clicking and arrow keys change the scheme; each change is reported with the whole value. */
export const ChangeScheme: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("radio", { name: "Donker" }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ scheme: "dark", primary: "indigo" });
    await expect(canvas.getByRole("radio", { name: "Donker" })).toBeChecked();
    // Arrow keys move and check (held down as a person would, until focus has moved).
    await userEvent.keyboard("{ArrowLeft>}");
    await waitFor(() => expect(canvas.getByRole("radio", { name: "Licht" })).toHaveFocus());
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ scheme: "light", primary: "indigo" }));
    await userEvent.keyboard("{/ArrowLeft}");
  },
};

export const ChangePrimaryPreset: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const teal = canvas.getByRole("radio", { name: "teal" });
    await userEvent.click(teal);
    await expect(args.onChange).toHaveBeenLastCalledWith({ scheme: "system", primary: "teal" });
    await expect(teal).toBeChecked();
    await expect(teal.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
  },
};

/** Without presets (the app's own use) only the scheme is offered. */
export const SchemeOnly: Story = {
  args: { presets: undefined, value: { scheme: "light" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("radiogroup")).toHaveLength(1);
    await expect(canvas.getByRole("radio", { name: "Licht" })).toBeChecked();
  },
};

const presetNamesNl: Partial<Record<ColorPresetName, string>> = { indigo: "Indigo", teal: "Groenblauw", rose: "Roze" };

export const TranslatedPresetNames: Story = {
  args: {
    presets: ["indigo", "teal", "rose"],
    value: { scheme: "light", primary: "rose" },
    labels: {
      ...themeSwitcherLabels,
      preset: (name) => presetNamesNl[name] ?? name,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("radio", { name: "Roze" })).toBeChecked();
  },
};
