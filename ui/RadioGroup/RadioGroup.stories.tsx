import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

/** Holds an arrow key down while Radix moves focus (it checks the radio only while the key is down), then lets go. */
async function pressArrow(key: string, radio: () => HTMLElement) {
  await userEvent.keyboard(`{${key}>}`);
  await waitFor(() => expect(radio()).toBeChecked());
  await userEvent.keyboard(`{/${key}}`);
}
import { Field } from "../Field/Field.tsx";
import { RadioGroup } from "./RadioGroup.tsx";

const options = [
  { value: "weekly", label: "Wekelijks", hint: "Een vast moment in de week." },
  { value: "monthly", label: "Maandelijks" },
  { value: "once", label: "Eenmalig" },
];

const meta = {
  title: "ui/RadioGroup",
  component: RadioGroup,
  args: { options, name: "frequency", "aria-label": "Hoe vaak", onValueChange: fn(), onChange: fn() },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("radio", { name: "Wekelijks" })).toHaveFocus();
    const monthly = canvas.getByRole("radio", { name: "Maandelijks" });
    await pressArrow("ArrowDown", () => monthly);
    await expect(monthly).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith("monthly");
    await expect(args.onChange).toHaveBeenLastCalledWith("monthly");
    await userEvent.click(canvas.getByText("Eenmalig"));
    await expect(canvas.getByRole("radio", { name: "Eenmalig" })).toBeChecked();
  },
};

export const InField: Story = {
  tags: ["visual"],
  render: (args) => (
    <Field label="Hoe vaak wil je helpen?" hint="Je kunt dit later wijzigen." group required>
      <RadioGroup {...args} aria-label={undefined} defaultValue="weekly" />
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("group", { name: /Hoe vaak wil je helpen/ })).toBeInTheDocument();
    await expect(canvas.getByRole("radiogroup")).toHaveAccessibleDescription("Je kunt dit later wijzigen.");
    await expect(canvas.getByRole("radio", { name: "Wekelijks" })).toHaveAccessibleDescription(
      "Een vast moment in de week.",
    );
  },
};

export const Horizontal: Story = {
  args: { orientation: "horizontal", defaultValue: "once" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("radio", { name: "Eenmalig" }));
    await pressArrow("ArrowLeft", () => canvas.getByRole("radio", { name: "Maandelijks" }));
  },
};

export const WithDisabledOption: Story = {
  args: { options: [...options.slice(0, 2), { value: "once", label: "Eenmalig (vol)", disabled: true }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("radio", { name: "Maandelijks" }));
    // The full option is skipped: down from the second wraps to the first.
    await pressArrow("ArrowDown", () => canvas.getByRole("radio", { name: "Wekelijks" }));
    await expect(canvas.getByRole("radio", { name: "Eenmalig (vol)" })).toBeDisabled();
  },
};

export const Invalid: Story = {
  render: (args) => (
    <Field label="Hoe vaak wil je helpen?" group required error="Kies hoe vaak je wilt helpen.">
      <RadioGroup {...args} aria-label={undefined} />
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("radiogroup")).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByRole("alert")).toHaveTextContent("Kies hoe vaak je wilt helpen.");
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "weekly" },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole("radio")) await expect(radio).toBeDisabled();
  },
};
