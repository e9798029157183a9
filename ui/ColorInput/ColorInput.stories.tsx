import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fireEvent, fn, userEvent, within } from "storybook/test";
import { Field } from "../Field/Field.tsx";
import { ColorInput, type ColorInputProps } from "./ColorInput.tsx";

/** A ColorInput in a Field, holding its own value as a form would. */
function Example({
  label = "Tint 500",
  error,
  initial = "#615fff",
  ...rest
}: Partial<ColorInputProps> & { label?: string; error?: string; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <Field label={label} error={error}>
      {(control) => (
        <ColorInput
          {...control}
          pickerLabel={`Kleurkiezer voor ${label.toLowerCase()}`}
          {...rest}
          value={value}
          onValueChange={(next) => {
            setValue(next);
            rest.onValueChange?.(next);
          }}
        />
      )}
    </Field>
  );
}

const meta = {
  title: "ui/ColorInput",
  component: ColorInput,
  args: { value: "#615fff", pickerLabel: "Kleurkiezer voor tint 500", onValueChange: fn() },
  render: (args) => <Example onValueChange={args.onValueChange} />,
} satisfies Meta<typeof ColorInput>;
export default meta;
type Story = StoryObj<typeof meta>;

const swatchOf = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>("[data-slot=color-swatch]")!;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const text = canvas.getByRole("textbox", { name: "Tint 500" });
    await expect(text).toHaveValue("#615fff");
    await expect(canvas.getByLabelText("Kleurkiezer voor tint 500")).toHaveValue("#615fff");
    await expect(swatchOf(canvasElement)).toHaveStyle({ backgroundColor: "rgb(97, 95, 255)" });
    // Both controls are 44 px high at least (WCAG 2.5.5 as NL Design System asks).
    await expect(swatchOf(canvasElement).getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** Typing a code changes the swatch and the picker; a code that is no colour shows a hatched swatch. */
export const TypedCodeChangesSwatch: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const text = canvas.getByRole("textbox", { name: "Tint 500" });
    await userEvent.clear(text);
    await userEvent.type(text, "#0e7490");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("#0e7490");
    await expect(swatchOf(canvasElement)).toHaveStyle({ backgroundColor: "rgb(14, 116, 144)" });
    await expect(canvas.getByLabelText("Kleurkiezer voor tint 500")).toHaveValue("#0e7490");
    await userEvent.type(text, "{Backspace}{Backspace}");
    await expect(swatchOf(canvasElement)).toHaveAttribute("data-empty", "true");
    // Three digits are a colour too.
    await userEvent.clear(text);
    await userEvent.type(text, "#f0a");
    await expect(canvas.getByLabelText("Kleurkiezer voor tint 500")).toHaveValue("#ff00aa");
  },
};

/** A colour chosen in the browser's picker lands in the text field as '#rrggbb'. */
export const PickerChangesText: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const picker = canvas.getByLabelText("Kleurkiezer voor tint 500");
    fireEvent.input(picker, { target: { value: "#123456" } });
    await expect(canvas.getByRole("textbox", { name: "Tint 500" })).toHaveValue("#123456");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("#123456");
    await expect(swatchOf(canvasElement)).toHaveStyle({ backgroundColor: "rgb(18, 52, 86)" });
  },
};

/** Keyboard: the picker comes first (on the swatch, with a visible focus ring), then the text field. */
export const ByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByLabelText("Kleurkiezer voor tint 500")).toHaveFocus();
    await expect(getComputedStyle(swatchOf(canvasElement)).outlineStyle).toBe("solid");
    await userEvent.tab();
    await expect(canvas.getByRole("textbox", { name: "Tint 500" })).toHaveFocus();
  },
};

/** A Field's error marks both controls invalid and describes both with the message. */
export const Invalid: Story = {
  render: () => <Example initial="#12345g" error="Tint 500 moet een kleurcode zijn zoals #615fff." />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const text = canvas.getByRole("textbox", { name: "Tint 500" });
    const picker = canvas.getByLabelText("Kleurkiezer voor tint 500");
    for (const control of [text, picker]) {
      await expect(control).toHaveAttribute("aria-invalid", "true");
      await expect(control).toHaveAccessibleDescription("Tint 500 moet een kleurcode zijn zoals #615fff.");
    }
    await expect(swatchOf(canvasElement)).toHaveAttribute("data-empty", "true");
  },
};

export const Disabled: Story = {
  render: () => <Example disabled />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: "Tint 500" })).toBeDisabled();
    await expect(canvas.getByLabelText("Kleurkiezer voor tint 500")).toBeDisabled();
  },
};

export const AllTenants: Story = {
  parameters: { allTenants: true },
  render: () => (
    <div className="flex flex-col gap-3">
      <Example label="Tint 50" initial="#eef2ff" />
      <Example label="Tint 600" initial="#4f39f6" />
      <Example label="Tint 950" initial="#1e1a4d" error="Een voorbeeld van een foutmelding." />
      <Example label="Tint 700" initial="#43" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("textbox", { name: "Tint 600" })).toHaveLength(5);
  },
};

export const DarkScheme: Story = {
  globals: { scheme: "dark" },
  render: () => (
    <div className="flex flex-col gap-3 bg-background p-4">
      <Example label="Tint 300" initial="#a3b3ff" />
      <Example label="Tint 700" initial="#43" error="Een voorbeeld van een foutmelding." />
    </div>
  ),
  play: async () => {
    await expect(document.documentElement).toHaveAttribute("data-color-scheme", "dark");
  },
};
