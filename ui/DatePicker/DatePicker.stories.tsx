import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Field } from "../Field/Field.tsx";
import { Calendar, DatePicker } from "./DatePicker.tsx";

const labels = { openCalendar: "Kies een datum", previousMonth: "Vorige maand", nextMonth: "Volgende maand" };

const meta = {
  title: "ui/DatePicker",
  component: DatePicker,
  args: { labels, placeholder: "dd-mm-jjjj", onValueChange: fn(), onChange: fn(), onBlur: fn() },
  render: (args) => (
    <Field label="Startdatum" hint="Bijvoorbeeld 14-03-2025">
      <DatePicker {...args} />
    </Field>
  ),
} satisfies Meta<typeof DatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const dateInput = (canvasElement: HTMLElement) => within(canvasElement).getByRole("textbox", { name: "Startdatum" });
const openButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole("button", { name: "Kies een datum" });

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = dateInput(canvasElement);
    await expect(input).toHaveAttribute("placeholder", "dd-mm-jjjj");
    await userEvent.type(input, "5-3-2025");
    await expect(args.onChange).toHaveBeenLastCalledWith("2025-03-05");
    await userEvent.tab();
    await expect(input).toHaveValue("05-03-2025");
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

export const Filled: Story = {
  args: { defaultValue: "2025-03-14", name: "starts_on" },
  play: async ({ canvasElement }) => {
    await expect(dateInput(canvasElement)).toHaveValue("14-03-2025");
    const hidden = canvasElement.querySelector<HTMLInputElement>('input[name="starts_on"]');
    await expect(hidden).toHaveValue("2025-03-14");
  },
};

export const PickByKeyboard: Story = {
  args: { defaultValue: "2025-03-14" },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(dateInput(canvasElement));
    await userEvent.tab();
    await expect(openButton(canvasElement)).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const body = within(document.body);
    const dialog = await body.findByRole("dialog", { name: "Kies een datum" });
    const grid = within(dialog).getByRole("grid", { name: "maart 2025" });
    await waitFor(() => expect(within(grid).getByRole("button", { name: "vrijdag 14 maart 2025" })).toHaveFocus());
    await userEvent.keyboard("{ArrowRight}");
    await expect(body.getByRole("button", { name: "zaterdag 15 maart 2025" })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(body.getByRole("button", { name: "zaterdag 22 maart 2025" })).toHaveFocus();
    await userEvent.keyboard("{PageDown}");
    await expect(body.getByRole("grid", { name: "april 2025" })).toBeInTheDocument();
    await expect(body.getByRole("button", { name: "dinsdag 22 april 2025" })).toHaveFocus();
    await userEvent.keyboard("{Home}");
    await expect(body.getByRole("button", { name: "maandag 21 april 2025" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onChange).toHaveBeenLastCalledWith("2025-04-21");
    await expect(dateInput(canvasElement)).toHaveValue("21-04-2025");
    await waitFor(() => expect(openButton(canvasElement)).toHaveFocus());
  },
};

export const PickByMouse: Story = {
  args: { defaultValue: "2025-03-14" },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(openButton(canvasElement));
    const body = within(document.body);
    await userEvent.click(await body.findByRole("button", { name: "Volgende maand" }));
    await expect(body.getByRole("grid", { name: "april 2025" })).toBeInTheDocument();
    await userEvent.click(body.getByRole("button", { name: "woensdag 2 april 2025" }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith("2025-04-02");
    await expect(dateInput(canvasElement)).toHaveValue("02-04-2025");
  },
};

export const OpenFromInput: Story = {
  args: { defaultValue: "2025-03-14" },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(dateInput(canvasElement));
    await userEvent.keyboard("{Alt>}{ArrowDown}{/Alt}");
    const body = within(document.body);
    await waitFor(() => expect(body.getByRole("button", { name: "vrijdag 14 maart 2025" })).toHaveFocus());
    await userEvent.keyboard("{Shift>}{PageUp}{/Shift}");
    await expect(body.getByRole("button", { name: "donderdag 14 maart 2024" })).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(args.onChange).toHaveBeenLastCalledWith("2024-03-14");
  },
};

export const EscapeCloses: Story = {
  args: { defaultValue: "2025-03-14" },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(openButton(canvasElement));
    const dialog = await within(document.body).findByRole("dialog");
    await userEvent.keyboard("{ArrowLeft}{Escape}");
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(dateInput(canvasElement)).toHaveValue("14-03-2025");
  },
};

export const EnglishLocale: Story = {
  args: { defaultValue: "2025-03-14", locale: "en-GB" },
  play: async ({ canvasElement }) => {
    await userEvent.click(openButton(canvasElement));
    const body = within(document.body);
    const grid = await body.findByRole("grid", { name: "March 2025" });
    const headers = within(grid).getAllByRole("columnheader");
    await expect(headers[0]).toHaveAttribute("abbr", "Monday");
    await expect(within(grid).getByRole("button", { name: /^Friday,? 14 March 2025$/ })).toBeInTheDocument();
    // The typed display format stays Dutch: dd-mm-jjjj.
    await expect(dateInput(canvasElement)).toHaveValue("14-03-2025");
  },
};

export const MinAndMax: Story = {
  args: { defaultValue: "2025-03-12", min: "2025-03-10", max: "2025-03-20" },
  play: async ({ canvasElement }) => {
    await userEvent.click(openButton(canvasElement));
    const body = within(document.body);
    await waitFor(() => expect(body.getByRole("button", { name: "woensdag 12 maart 2025" })).toHaveFocus());
    await expect(body.getByRole("button", { name: "zondag 9 maart 2025" })).toBeDisabled();
    await expect(body.getByRole("button", { name: "vrijdag 21 maart 2025" })).toBeDisabled();
    await expect(body.getByRole("button", { name: "Vorige maand" })).toBeDisabled();
    await expect(body.getByRole("button", { name: "Volgende maand" })).toBeDisabled();
    await userEvent.keyboard("{ArrowUp}");
    await expect(body.getByRole("button", { name: "maandag 10 maart 2025" })).toHaveFocus();
    await userEvent.keyboard("{PageDown}");
    await expect(body.getByRole("button", { name: "donderdag 20 maart 2025" })).toHaveFocus();
  },
};

export const InvalidText: Story = {
  args: { defaultValue: "2025-03-14" },
  play: async ({ canvasElement, args }) => {
    const input = dateInput(canvasElement);
    await userEvent.clear(input);
    await userEvent.type(input, "31-02-2025");
    // 31 February does not exist: the form value is empty while the text stays for correction.
    await expect(args.onChange).toHaveBeenLastCalledWith("");
    await userEvent.tab();
    await expect(input).toHaveValue("31-02-2025");
  },
};

export const Invalid: Story = {
  render: (args) => (
    <Field label="Startdatum" required error="Vul een datum in als dd-mm-jjjj.">
      <DatePicker {...args} />
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const input = dateInput(canvasElement);
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription("Vul een datum in als dd-mm-jjjj.");
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "2025-03-14" },
  play: async ({ canvasElement }) => {
    await expect(dateInput(canvasElement)).toBeDisabled();
    await expect(openButton(canvasElement)).toBeDisabled();
  },
};

export const CalendarMonth: Story = {
  tags: ["visual"],
  render: () => (
    <div className="inline-block rounded-lg border border-border bg-surface p-3">
      <Calendar
        value="2025-03-14"
        onSelect={() => undefined}
        locale="nl-NL"
        weekStartsOn={1}
        min="2025-03-03"
        labels={labels}
        autoFocusDay={false}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole("grid", { name: "maart 2025" });
    const selected = within(grid).getByRole("gridcell", { selected: true });
    await expect(selected).toHaveTextContent("14");
    await expect(within(grid).getAllByRole("columnheader")[0]).toHaveAttribute("abbr", "maandag");
  },
};

export const OpenDark: Story = {
  globals: { scheme: "dark" },
  args: { defaultValue: "2025-03-14" },
  play: async ({ canvasElement }) => {
    await userEvent.click(openButton(canvasElement));
    const dialog = await within(document.body).findByRole("dialog", { name: "Kies een datum" });
    await expect(within(dialog).getByRole("gridcell", { selected: true })).toHaveTextContent("14");
  },
};
