import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { Field } from "../Field/Field.tsx";
import { Checkbox, type CheckedState } from "./Checkbox.tsx";

const meta = {
  title: "ui/Checkbox",
  component: Checkbox,
  args: { label: "Stuur mij nieuwe vacatures per e-mail", onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { hint: "Hoogstens één keer per week." },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole("checkbox", { name: "Stuur mij nieuwe vacatures per e-mail" });
    await expect(box).toHaveAccessibleDescription("Hoogstens één keer per week.");
    await userEvent.click(canvas.getByText("Stuur mij nieuwe vacatures per e-mail"));
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(" ");
    await expect(box).not.toBeChecked();
    const hitArea = canvasElement.querySelector("[data-slot=checkbox-field]")!.getBoundingClientRect();
    await expect(hitArea.height).toBeGreaterThanOrEqual(44);
  },
};

export const States: Story = {
  tags: ["visual"],
  render: (args) => (
    <div className="flex flex-col">
      <Checkbox {...args} label="Niet aangevinkt" hint="Met een toelichting" />
      <Checkbox {...args} label="Aangevinkt" defaultChecked />
      <Checkbox {...args} label="Deels aangevinkt" checked="indeterminate" />
      <Checkbox {...args} label="Uitgeschakeld" disabled />
      <Checkbox {...args} label="Ongeldig" invalid />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const boxes = within(canvasElement).getAllByRole<HTMLInputElement>("checkbox");
    // What assistive technology is told: checked, not checked or mixed.
    await expect(boxes.map((box) => (box.indeterminate ? "mixed" : String(box.checked)))).toEqual([
      "false",
      "true",
      "mixed",
      "false",
      "false",
    ]);
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("checkbox")).toBeChecked();
  },
};

function IndeterminateDemo() {
  const [days, setDays] = useState({ saturday: true, sunday: false });
  const all: CheckedState =
    days.saturday && days.sunday ? true : days.saturday || days.sunday ? "indeterminate" : false;
  return (
    <div className="flex flex-col">
      <Checkbox
        label="Hele weekend"
        checked={all}
        onCheckedChange={(checked) => setDays({ saturday: checked === true, sunday: checked === true })}
      />
      <div className="ps-9">
        <Checkbox
          label="Zaterdag"
          checked={days.saturday}
          onCheckedChange={(checked) => setDays((d) => ({ ...d, saturday: checked === true }))}
        />
        <Checkbox
          label="Zondag"
          checked={days.sunday}
          onCheckedChange={(checked) => setDays((d) => ({ ...d, sunday: checked === true }))}
        />
      </div>
    </div>
  );
}

export const Indeterminate: Story = {
  render: () => <IndeterminateDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const parent = canvas.getByRole("checkbox", { name: "Hele weekend" });
    await expect(parent).toBePartiallyChecked();
    await expect(parent).toHaveAttribute("data-state", "indeterminate");
    await userEvent.click(canvas.getByRole("checkbox", { name: "Zondag" }));
    await expect(parent).toBeChecked();
    await userEvent.click(parent);
    await expect(canvas.getByRole("checkbox", { name: "Zaterdag" })).not.toBeChecked();
    await expect(canvas.getByRole("checkbox", { name: "Zondag" })).not.toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole("checkbox");
    await expect(box).toBeDisabled();
    await userEvent.click(box);
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
    await expect(box).toBeChecked();
  },
};

export const Invalid: Story = {
  render: (args) => (
    <Field label="Voorwaarden" group required error="Je moet akkoord gaan met de voorwaarden.">
      {(control) => (
        <Checkbox
          {...args}
          label="Ik ga akkoord met de voorwaarden"
          name="terms"
          required
          aria-describedby={control["aria-describedby"]}
          invalid={control["aria-invalid"]}
        />
      )}
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole("checkbox", { name: "Ik ga akkoord met de voorwaarden" });
    await expect(box).toHaveAttribute("aria-invalid", "true");
    await expect(box).toHaveAccessibleDescription("Je moet akkoord gaan met de voorwaarden.");
  },
};

export const InForm: Story = {
  args: { name: "newsletter", value: "yes", defaultChecked: true },
  render: (args) => (
    <form aria-label="Nieuwsbrief" data-testid="form">
      <Checkbox {...args} />
    </form>
  ),
  play: async ({ canvasElement }) => {
    const form = canvasElement.querySelector("form")!;
    await expect(new FormData(form).get("newsletter")).toBe("yes");
    await userEvent.click(within(canvasElement).getByRole("checkbox"));
    await expect(new FormData(form).get("newsletter")).toBeNull();
  },
};
