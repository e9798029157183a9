import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { colorPresetNames, presets, shadeKeys } from "@tokens/presets.ts";
import { contrastPairs } from "@tokens/contrast.ts";

const meta = {
  title: "Foundations/Colours",
  parameters: { layout: "padded" },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const roleClass: Record<string, string> = {
  text: "text-fg",
  "text-muted": "text-fg-muted",
  link: "text-link",
  "on-solid": "text-on-solid",
  "on-accent": "text-on-accent",
  "on-footer": "text-on-footer",
  "on-danger": "text-on-danger",
  "danger-text": "text-danger-fg",
  background: "bg-background",
  surface: "bg-surface",
  solid: "bg-solid",
  "solid-hover": "bg-solid-hover",
  accent: "bg-accent",
  footer: "bg-footer",
  danger: "bg-danger",
};

/** Every text/fill pair the tokens promise; axe checks their contrast in each tenant and scheme. */
export const RolePairs: Story = {
  tags: ["visual"],
  render: () => (
    <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2" aria-label="Tekst op vlakken">
      {contrastPairs.map(([fg, bg, name]) => (
        <li key={`${fg}-${bg}`} className={`rounded-lg border border-border p-3 ${roleClass[bg]}`}>
          <span className={`font-medium ${roleClass[fg]}`}>{name}</span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("listitem")).toHaveLength(contrastPairs.length);
  },
};

export const RolePairsAllTenants: Story = {
  render: RolePairs.render,
  parameters: { allTenants: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("list")).toHaveLength(5);
  },
};

/** The presets a center can choose from, eleven shades each. */
export const Presets: Story = {
  render: () => (
    <div className="space-y-1">
      {colorPresetNames.map((name) => (
        <div key={name} className="flex items-center gap-2">
          <span className="w-20 text-sm text-fg">{name}</span>
          {shadeKeys.map((k) => (
            <span
              key={k}
              title={`${name}-${k}`}
              className="block size-8 rounded-sm"
              style={{ backgroundColor: `rgb(${presets[name][k]})` }}
            />
          ))}
        </div>
      ))}
    </div>
  ),
};

export const RolePairsAllTenantsDark: Story = {
  ...RolePairsAllTenants,
  globals: { scheme: "dark" },
};
