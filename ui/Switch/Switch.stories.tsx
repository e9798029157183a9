import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Switch } from "./Switch.tsx";

const meta = {
  title: "ui/Switch",
  component: Switch,
  args: { label: "Meldingen per e-mail", onCheckedChange: fn() },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { hint: "Je krijgt een bericht bij een nieuwe reactie." },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const control = canvas.getByRole("switch", { name: "Meldingen per e-mail" });
    await expect(control).not.toBeChecked();
    await expect(control).toHaveAccessibleDescription("Je krijgt een bericht bij een nieuwe reactie.");
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(control).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByText("Meldingen per e-mail"));
    await expect(control).not.toBeChecked();
  },
};

export const States: Story = {
  tags: ["visual"],
  render: (args) => (
    <div className="flex max-w-sm flex-col">
      <Switch {...args} label="Uit" hint="Met een toelichting" />
      <Switch {...args} label="Aan" defaultChecked />
      <Switch {...args} label="Uitgeschakeld" disabled />
      <Switch {...args} label="Label vooraan" labelPosition="start" defaultChecked />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const switches = within(canvasElement).getAllByRole<HTMLInputElement>("switch");
    await expect(switches.map((s) => s.checked)).toEqual([false, true, false, true]);
  },
};

export const On: Story = {
  args: { defaultChecked: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("switch")).toHaveAttribute("data-state", "checked");
  },
};

export const LabelFirst: Story = {
  args: { labelPosition: "start", className: "max-w-sm" },
  play: async ({ canvasElement }) => {
    const row = canvasElement.querySelector("[data-slot=switch-field]")!;
    await expect(row.firstElementChild?.textContent).toContain("Meldingen per e-mail");
    await expect(row.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const control = within(canvasElement).getByRole("switch");
    await userEvent.click(control);
    await expect(control).not.toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const DarkScheme: Story = {
  globals: { scheme: "dark" },
  render: (args) => (
    <div className="flex flex-col">
      <Switch {...args} />
      <Switch {...args} label="Profiel zichtbaar voor organisaties" defaultChecked />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("switch")[1]).toBeChecked();
  },
};
