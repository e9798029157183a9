import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Field } from "../Field/Field.tsx";
import { Input } from "./Input.tsx";

const meta = {
  title: "ui/Input",
  component: Input,
  args: { "aria-label": "Zoekterm", onChange: fn(), onBlur: fn() },
  argTypes: { type: { control: "select", options: ["text", "email", "password", "search", "number", "tel", "url"] } },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof Input>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { placeholder: "Bijvoorbeeld: voorlezen" },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Zoekterm" });
    await userEvent.type(input, "tuin");
    await expect(input).toHaveValue("tuin");
    await expect(args.onChange).toHaveBeenCalledTimes(4);
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
    await expect(input.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const Filled: Story = {
  tags: ["visual"],
  render: (args) => (
    <div className="flex flex-col gap-4">
      <Field label="Naam">
        <Input {...args} aria-label={undefined} defaultValue="Sanne de Vries" />
      </Field>
      <Field label="Wachtwoord">
        <Input {...args} aria-label={undefined} type="password" defaultValue="geheim123" />
      </Field>
      <Field label="Postcode" error="Vul een postcode in zoals 1234 AB.">
        <Input {...args} aria-label={undefined} defaultValue="12345" />
      </Field>
      <Field label="Woonplaats" disabled>
        <Input {...args} aria-label={undefined} defaultValue="Utrecht" />
      </Field>
    </div>
  ),
};

export const Email: Story = {
  args: { type: "email", "aria-label": "E-mailadres", autoComplete: "email" },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "E-mailadres" });
    await expect(input).toHaveAttribute("type", "email");
    await userEvent.type(input, "geen-adres");
    await expect((input as HTMLInputElement).validity.typeMismatch).toBe(true);
  },
};

export const Password: Story = {
  args: { type: "password", "aria-label": "Wachtwoord", autoComplete: "current-password" },
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector("input")!;
    await userEvent.type(input, "geheim");
    await expect(input).toHaveAttribute("type", "password");
    await expect(input).toHaveValue("geheim");
  },
};

export const Search: Story = {
  args: { type: "search", "aria-label": "Zoek vacatures" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("searchbox", { name: "Zoek vacatures" })).toBeInTheDocument();
  },
};

export const NumberInput: Story = {
  name: "Number",
  args: { type: "number", "aria-label": "Aantal uren per week", min: 0, max: 40 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("spinbutton", { name: "Aantal uren per week" });
    await userEvent.type(input, "12");
    await expect(input).toHaveValue(12);
    await userEvent.clear(input);
    await userEvent.type(input, "50");
    await expect((input as HTMLInputElement).validity.rangeOverflow).toBe(true);
  },
};

export const Invalid: Story = {
  args: { invalid: true, defaultValue: "12345", "aria-label": "Postcode" },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Postcode" });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAttribute("data-invalid", "true");
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "Niet te wijzigen" },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Zoekterm" });
    await expect(input).toBeDisabled();
    await userEvent.type(input, "x");
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: "VL-2025-0042", "aria-label": "Referentie" },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Referentie" });
    await userEvent.type(input, "x");
    await expect(input).toHaveValue("VL-2025-0042");
  },
};
