import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Field } from "../Field/Field.tsx";
import { Combobox, type ComboboxMultipleProps } from "./Combobox.tsx";

const skills = [
  { value: "cooking", label: "Koken" },
  { value: "driving", label: "Autorijden" },
  { value: "gardening", label: "Tuinieren" },
  { value: "it", label: "Computerhulp" },
  { value: "languages", label: "Taalcoaching" },
  { value: "music", label: "Muziek maken" },
  { value: "cafe", label: "Café en bediening" },
  { value: "admin", label: "Administratie", disabled: true },
  { value: "sports", label: "Sportbegeleiding" },
];

const meta = {
  title: "ui/Combobox",
  component: Combobox,
  args: {
    options: skills,
    placeholder: "Zoek een vaardigheid",
    emptyText: "Geen vaardigheden gevonden",
    removeLabel: (label: string) => `Verwijder ${label}`,
    selectedLabel: "Gekozen vaardigheden",
    onValueChange: fn(),
    onChange: fn(),
    onBlur: fn(),
  },
  render: (args) => (
    <Field label="Vaardigheden" className="max-w-md">
      <Combobox {...args} />
    </Field>
  ),
} satisfies Meta<ComboboxMultipleProps>;
export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement) => within(canvasElement).getByRole("combobox", { name: "Vaardigheden" });

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const combobox = input(canvasElement);
    await expect(combobox).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(combobox);
    await userEvent.keyboard("tuin");
    const body = within(document.body);
    const listbox = await body.findByRole("listbox", { name: "Vaardigheden" });
    await expect(combobox).toHaveAttribute("aria-expanded", "true");
    await expect(combobox).toHaveAttribute("aria-controls", listbox.id);
    await expect(within(listbox).getAllByRole("option")).toHaveLength(1);
    await userEvent.keyboard("{Enter}");
    await expect(args.onValueChange).toHaveBeenLastCalledWith(["gardening"]);
    await expect(args.onChange).toHaveBeenLastCalledWith(["gardening"]);
    const chips = within(canvasElement).getByRole("list", { name: "Gekozen vaardigheden" });
    await expect(chips).toHaveTextContent("Tuinieren");
    await expect(combobox).toHaveValue("");
    await expect(combobox).toHaveFocus();
  },
};

export const KeyboardSelection: Story = {
  play: async ({ canvasElement, args }) => {
    const combobox = input(canvasElement);
    await userEvent.tab();
    await expect(combobox).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    const body = within(document.body);
    const listbox = await body.findByRole("listbox");
    const first = within(listbox).getByRole("option", { name: "Koken" });
    await expect(combobox).toHaveAttribute("aria-activedescendant", first.id);
    await userEvent.keyboard("{Enter}{ArrowDown}{ArrowDown}{Enter}");
    await expect(args.onValueChange).toHaveBeenLastCalledWith(["cooking", "gardening"]);
    await expect(first).toHaveAttribute("aria-selected", "true");
    await expect(within(listbox).getByRole("option", { name: "Tuinieren" })).toHaveAttribute("aria-selected", "true");
    // Enter on a chosen option unchooses it.
    await userEvent.keyboard("{Enter}");
    await expect(args.onValueChange).toHaveBeenLastCalledWith(["cooking"]);
    // The disabled option is skipped by the arrows.
    await userEvent.keyboard("{End}{ArrowUp}");
    const active = document.getElementById(combobox.getAttribute("aria-activedescendant")!);
    await expect(active).toHaveTextContent("Café en bediening");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(listbox).not.toBeInTheDocument());
    await expect(combobox).toHaveAttribute("aria-expanded", "false");
    await expect(combobox).toHaveFocus();
  },
};

export const Filled: Story = {
  tags: ["visual"],
  args: { defaultValue: ["cooking", "languages", "cafe"] },
  play: async ({ canvasElement }) => {
    const chips = within(canvasElement).getByRole("list", { name: "Gekozen vaardigheden" });
    await expect(within(chips).getAllByRole("listitem")).toHaveLength(3);
  },
};

export const RemoveChips: Story = {
  args: { defaultValue: ["cooking", "languages", "cafe"] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Verwijder Taalcoaching" }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(["cooking", "cafe"]);
    await expect(canvas.queryByText("Taalcoaching")).not.toBeInTheDocument();
    const combobox = input(canvasElement);
    await expect(combobox).toHaveFocus();
    // Backspace in an empty search removes the last chip.
    await userEvent.keyboard("{Backspace}");
    await expect(args.onValueChange).toHaveBeenLastCalledWith(["cooking"]);
    await expect(canvas.getByRole("list", { name: "Gekozen vaardigheden" })).toHaveTextContent(/^Koken$/);
  },
};

export const AccentInsensitiveSearch: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(input(canvasElement));
    await userEvent.keyboard("cafe");
    const listbox = await within(document.body).findByRole("listbox");
    await expect(within(listbox).getByRole("option")).toHaveTextContent("Café en bediening");
  },
};

export const AnnouncesResults: Story = {
  args: { resultsText: (count: number) => (count === 1 ? "1 resultaat" : `${count} resultaten`) },
  play: async ({ canvasElement }) => {
    await userEvent.click(input(canvasElement));
    const status = await within(document.body).findByRole("status");
    await expect(status).toHaveTextContent(/^$/);
    await userEvent.keyboard("co");
    await expect(status).toHaveTextContent("2 resultaten");
    await expect(status).toHaveClass("sr-only");
    await userEvent.keyboard("m");
    await expect(status).toHaveTextContent("1 resultaat");
  },
};

export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(input(canvasElement));
    await userEvent.keyboard("duiken");
    const status = await within(document.body).findByRole("status");
    await expect(status).toHaveTextContent("Geen vaardigheden gevonden");
    await expect(within(document.body).queryAllByRole("option")).toHaveLength(0);
  },
};

export const MouseSelection: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(input(canvasElement));
    const body = within(document.body);
    await userEvent.click(await body.findByRole("option", { name: "Muziek maken" }));
    await userEvent.click(body.getByRole("option", { name: "Koken" }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(["music", "cooking"]);
    await expect(input(canvasElement)).toHaveFocus();
    await userEvent.click(body.getByRole("option", { name: "Administratie" }));
    await expect(args.onValueChange).toHaveBeenCalledTimes(2);
  },
};

export const Invalid: Story = {
  render: (args) => (
    <Field label="Vaardigheden" required error="Kies minstens één vaardigheid." className="max-w-md">
      <Combobox {...args} />
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const combobox = input(canvasElement);
    await expect(combobox).toHaveAttribute("aria-invalid", "true");
    await expect(combobox).toHaveAttribute("aria-required", "true");
    await expect(combobox).toHaveAccessibleDescription("Kies minstens één vaardigheid.");
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: ["driving"] },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toBeDisabled();
    await expect(within(canvasElement).getByRole("button", { name: "Verwijder Autorijden" })).toBeDisabled();
  },
};

export const InForm: Story = {
  args: { name: "skills", defaultValue: ["it", "sports"] },
  render: (args) => (
    <form aria-label="Profiel" className="max-w-md">
      <Field label="Vaardigheden">
        <Combobox {...args} />
      </Field>
    </form>
  ),
  play: async ({ canvasElement }) => {
    const form = canvasElement.querySelector("form")!;
    await expect(new FormData(form).getAll("skills")).toEqual(["it", "sports"]);
  },
};

export const OpenDark: Story = {
  globals: { scheme: "dark" },
  args: { defaultValue: ["cooking"] },
  play: async ({ canvasElement }) => {
    await userEvent.click(input(canvasElement));
    const listbox = await within(document.body).findByRole("listbox");
    await expect(within(listbox).getByRole("option", { name: "Koken" })).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowDown}");
  },
};

const places = ["Amersfoort", "Amsterdam", "Apeldoorn", "Arnhem", "Utrecht", "Zeist", "Zwolle"].map((p) => ({
  value: p.toLowerCase(),
  label: p,
}));

function ServerSearch(args: ComboboxMultipleProps) {
  const [options, setOptions] = useState<typeof places>([]);
  return (
    <Field label="Vaardigheden" className="max-w-md">
      <Combobox
        {...args}
        options={options}
        filter={() => true}
        onQueryChange={(query) =>
          // Stands in for a request to the API: only matches for the current query come back.
          setOptions(query ? places.filter((p) => p.label.toLowerCase().startsWith(query.toLowerCase())) : [])
        }
      />
    </Field>
  );
}

export const ServerSideSearch: Story = {
  render: (args) => <ServerSearch {...args} />,
  play: async ({ canvasElement, args }) => {
    const combobox = input(canvasElement);
    await userEvent.click(combobox);
    await userEvent.keyboard("ar");
    const body = within(document.body);
    await waitFor(() => expect(body.getAllByRole("option")).toHaveLength(1));
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard("zw{Enter}");
    await expect(args.onValueChange).toHaveBeenLastCalledWith(["arnhem", "zwolle"]);
    // Arnhem is no longer among the options, yet its chip keeps its label.
    const chips = within(canvasElement).getByRole("list", { name: "Gekozen vaardigheden" });
    await expect(chips).toHaveTextContent("Arnhem");
    await expect(chips).toHaveTextContent("Zwolle");
  },
};

const organizations = [
  { value: "org-1", label: "Buurthuis De Linde" },
  { value: "org-2", label: "Stichting Voedselbank" },
  { value: "org-3", label: "Tuinderij Eemland" },
  { value: "org-4", label: "Zorgcentrum Rivierzicht" },
];

export const SingleSelect: Story = {
  render: (args) => (
    <Field label="Organisatie" className="max-w-md">
      <Combobox
        multiple={false}
        options={organizations}
        placeholder="Zoek een organisatie"
        emptyText={args.emptyText}
        onChange={args.onChange as (value: string) => void}
        onBlur={args.onBlur}
      />
    </Field>
  ),
  play: async ({ canvasElement, args }) => {
    const combobox = within(canvasElement).getByRole("combobox", { name: "Organisatie" });
    await userEvent.click(combobox);
    await userEvent.keyboard("voedsel");
    const listbox = await within(document.body).findByRole("listbox", { name: "Organisatie" });
    await expect(listbox).not.toHaveAttribute("aria-multiselectable");
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(args.onChange).toHaveBeenLastCalledWith("org-2");
    await waitFor(() => expect(listbox).not.toBeInTheDocument());
    await expect(combobox).toHaveValue("Stichting Voedselbank");
    await expect(within(canvasElement).queryByRole("list")).not.toBeInTheDocument();
    // A search that is left without a choice falls back to the chosen label.
    await userEvent.keyboard("{Backspace}{Backspace}xyz");
    await expect(combobox).toHaveValue("Stichting Voedselbaxyz");
    await userEvent.keyboard("{Escape}");
    await expect(combobox).toHaveValue("Stichting Voedselbank");
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    // Emptying the text clears the choice.
    await userEvent.clear(combobox);
    await expect(args.onChange).toHaveBeenLastCalledWith("");
    await userEvent.tab();
    await expect(combobox).toHaveValue("");
  },
};

export const SingleSelectFilled: Story = {
  render: (args) => (
    <Field label="Organisatie" className="max-w-md">
      <Combobox multiple={false} options={organizations} defaultValue="org-3" emptyText={args.emptyText} />
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const combobox = within(canvasElement).getByRole("combobox", { name: "Organisatie" });
    await expect(combobox).toHaveValue("Tuinderij Eemland");
    await userEvent.click(combobox);
    // Opening shows every option, not only the ones matching the chosen label.
    const listbox = await within(document.body).findByRole("listbox");
    await expect(within(listbox).getAllByRole("option")).toHaveLength(4);
    const chosen = within(listbox).getByRole("option", { name: "Tuinderij Eemland" });
    await expect(chosen).toHaveAttribute("aria-selected", "true");
    await expect(combobox).toHaveAttribute("aria-activedescendant", chosen.id);
  },
};
