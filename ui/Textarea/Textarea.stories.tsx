import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Field } from "../Field/Field.tsx";
import { Textarea } from "./Textarea.tsx";

const meta = {
  title: "ui/Textarea",
  component: Textarea,
  args: { "aria-label": "Omschrijving", onChange: fn() },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof Textarea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const textarea = within(canvasElement).getByRole("textbox", { name: "Omschrijving" });
    await userEvent.type(textarea, "Hallo{Enter}daar");
    await expect(textarea).toHaveValue("Hallo\ndaar");
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Filled: Story = {
  tags: ["visual"],
  render: (args) => (
    <Field label="Omschrijving" hint="Wat ga je doen, en wanneer?">
      <Textarea
        {...args}
        aria-label={undefined}
        showCount
        maxLength={200}
        defaultValue="Wij zoeken een enthousiaste vrijwilliger die twee ochtenden per week helpt in de moestuin."
      />
    </Field>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("90/200")).toBeInTheDocument();
  },
};

export const WithCounter: Story = {
  render: (args) => (
    <Field label="Motivatie" hint="Vertel kort waarom je wilt helpen.">
      <Textarea
        {...args}
        aria-label={undefined}
        showCount
        maxLength={20}
        formatCount={(n, max) => `${n} van ${max} tekens`}
      />
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole("textbox", { name: "Motivatie" });
    await expect(canvas.getByText("0 van 20 tekens")).toBeInTheDocument();
    await userEvent.type(textarea, "Ik help graag mee, echt waar");
    await expect(textarea).toHaveValue("Ik help graag mee, e");
    const counter = canvas.getByText("20 van 20 tekens", { selector: "[data-slot=textarea-count]" });
    await expect(counter).toHaveAttribute("data-state", "limit");
    await expect(textarea).toHaveAccessibleDescription("Vertel kort waarom je wilt helpen. 20 van 20 tekens");
    await waitFor(() =>
      expect(canvasElement.querySelector("[data-slot=textarea-count-announcer]")).toHaveTextContent("20 van 20 tekens"),
    );
  },
};

export const Invalid: Story = {
  render: (args) => (
    <Field label="Omschrijving" error="Vul een omschrijving in." required>
      <Textarea {...args} aria-label={undefined} />
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole("textbox", { name: "Omschrijving" });
    await expect(textarea).toHaveAttribute("aria-invalid", "true");
    await expect(textarea).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "Niet te wijzigen" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("textbox", { name: "Omschrijving" })).toBeDisabled();
  },
};
