import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Button } from "../Button/Button.tsx";
import { Checkbox } from "../Checkbox/Checkbox.tsx";
import { Input } from "../Input/Input.tsx";
import { RadioGroup } from "../RadioGroup/RadioGroup.tsx";
import { Textarea } from "../Textarea/Textarea.tsx";
import { Field } from "./Field.tsx";

const meta = {
  title: "ui/Field",
  component: Field,
  args: { label: "Voornaam", children: <Input name="first_name" autoComplete="given-name" /> },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Voornaam" });
    await userEvent.click(within(canvasElement).getByText("Voornaam"));
    await expect(input).toHaveFocus();
    await expect(input).not.toHaveAttribute("aria-invalid");
  },
};

export const WithHint: Story = {
  args: { label: "E-mailadres", hint: "We sturen je hier de bevestiging naartoe.", children: <Input type="email" /> },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "E-mailadres" });
    await expect(input).toHaveAccessibleDescription("We sturen je hier de bevestiging naartoe.");
  },
};

export const Required: Story = {
  args: { required: true, requiredText: "(verplicht)" },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: /Voornaam/ });
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute("aria-required", "true");
  },
};

export const Invalid: Story = {
  tags: ["visual"],
  args: {
    label: "E-mailadres",
    hint: "Bijvoorbeeld naam@voorbeeld.nl",
    error: "Vul een geldig e-mailadres in.",
    required: true,
    children: <Input type="email" defaultValue="jan@" />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: "E-mailadres" });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("Bijvoorbeeld naam@voorbeeld.nl Vul een geldig e-mailadres in.");
    await expect(canvas.getByRole("alert")).toHaveTextContent("Vul een geldig e-mailadres in.");
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: <Input defaultValue="Anna" /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("textbox", { name: "Voornaam" })).toBeDisabled();
  },
};

export const RenderProp: Story = {
  args: {
    label: "Motivatie",
    hint: "Waarom wil je dit doen?",
    children: (control) => <Textarea {...control} showCount maxLength={200} />,
  },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole("textbox", { name: "Motivatie" });
    await expect(textarea).toHaveAccessibleDescription("Waarom wil je dit doen? 0/200");
  },
};

export const Group: Story = {
  args: {
    label: "Hoe vaak wil je helpen?",
    group: true,
    required: true,
    error: "Kies een optie.",
    children: (
      <RadioGroup
        name="frequency"
        options={[
          { value: "weekly", label: "Wekelijks" },
          { value: "monthly", label: "Maandelijks" },
          { value: "once", label: "Eenmalig" },
        ]}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole("group", { name: /Hoe vaak wil je helpen\?/ });
    await expect(group.tagName).toBe("FIELDSET");
    const radios = canvas.getByRole("radiogroup");
    await expect(radios).toHaveAttribute("aria-invalid", "true");
    await expect(radios).toHaveAccessibleDescription("Kies een optie.");
  },
};

export const SmallFormAllTenants: Story = {
  parameters: { allTenants: true },
  render: () => (
    <form className="flex flex-col gap-4" onSubmit={(event) => event.preventDefault()}>
      <Field label="Naam" required>
        <Input name="name" autoComplete="name" defaultValue="Sanne de Vries" />
      </Field>
      <Field label="E-mailadres" required error="Vul een geldig e-mailadres in.">
        <Input type="email" name="email" autoComplete="email" defaultValue="sanne@" />
      </Field>
      <Field label="Toelichting" hint="Optioneel">
        <Textarea name="note" rows={2} />
      </Field>
      <Checkbox label="Ik ga akkoord met de voorwaarden" name="terms" />
      <Button type="submit">Aanmelden</Button>
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const emails = canvas.getAllByRole("textbox", { name: "E-mailadres" });
    await expect(emails).toHaveLength(5);
    for (const email of emails) await expect(email).toHaveAttribute("aria-invalid", "true");
  },
};

export const DarkScheme: Story = {
  globals: { scheme: "dark" },
  render: () => (
    <div className="flex flex-col gap-4 bg-background p-4">
      <Field label="Naam" required hint="Zoals op je identiteitsbewijs">
        <Input defaultValue="Sanne de Vries" />
      </Field>
      <Field label="E-mailadres" required error="Vul een geldig e-mailadres in.">
        <Input type="email" defaultValue="sanne@" />
      </Field>
      <Field label="Woonplaats" disabled>
        <Input defaultValue="Utrecht" />
      </Field>
      <Checkbox label="Ik ga akkoord met de voorwaarden" defaultChecked />
    </div>
  ),
  play: async () => {
    await expect(document.documentElement).toHaveAttribute("data-color-scheme", "dark");
  },
};
