import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Field } from "../Field/Field.tsx";
import { normalizeLinkUrl, RichTextEditor, type RichTextEditorLabels } from "./RichTextEditor.tsx";

const labels: RichTextEditorLabels = {
  toolbar: "Opmaak",
  bold: "Vet",
  italic: "Cursief",
  heading2: "Kop 2",
  heading3: "Kop 3",
  bulletList: "Lijst met opsommingstekens",
  orderedList: "Genummerde lijst",
  link: "Link",
  linkUrl: "Link-adres",
  linkApply: "Link toevoegen",
  linkRemove: "Link verwijderen",
  linkCancel: "Annuleren",
  linkInvalid: "Vul een webadres in, bijvoorbeeld https://voorbeeld.nl.",
};

const meta = {
  title: "ui/RichTextEditor",
  component: RichTextEditor,
  args: { labels, onChange: fn(), onBlur: fn() },
  decorators: [(Story) => <div className="max-w-xl">{Story()}</div>],
  render: (args) => (
    <Field label="Omschrijving" hint="Wat ga je doen, en wanneer?">
      {(control) => <RichTextEditor {...control} {...args} />}
    </Field>
  ),
} satisfies Meta<typeof RichTextEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Typing, bold by keyboard shortcut and by the toolbar; the editor emits HTML. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole("textbox", { name: "Omschrijving" });
    await expect(box).toHaveAccessibleDescription("Wat ga je doen, en wanneer?");
    await userEvent.click(box);
    await userEvent.keyboard("Koffie voor de buurt");
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith("<p>Koffie voor de buurt</p>"));
    await userEvent.click(canvas.getByRole("button", { name: "Genummerde lijst" }));
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith("<ol><li><p>Koffie voor de buurt</p></li></ol>"),
    );
    await expect(canvas.getByRole("button", { name: "Genummerde lijst" })).toHaveAttribute("aria-pressed", "true");
  },
};

/** The toolbar is one tab stop (roving tabindex); arrows, Home and End move along it; Enter toggles. */
export const Keyboard: Story = {
  args: { defaultValue: "<p>Wat je doet</p>" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tools = () => within(canvas.getByRole("toolbar", { name: "Opmaak" })).getAllByRole("button");
    await expect(tools().filter((b) => b.tabIndex === 0)).toHaveLength(1);
    await userEvent.click(canvas.getByRole("textbox", { name: "Omschrijving" }));
    canvas.getByRole("button", { name: "Vet" }).focus();
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    await expect(canvas.getByRole("button", { name: "Kop 2" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith("<h2>Wat je doet</h2>"));
    await expect(canvas.getByRole("button", { name: "Kop 2" })).toHaveAttribute("aria-pressed", "true");
    canvas.getByRole("button", { name: "Kop 2" }).focus();
    await userEvent.keyboard("{End}");
    await expect(canvas.getByRole("button", { name: "Link" })).toHaveFocus();
    await expect(tools().filter((b) => b.tabIndex === 0)).toEqual([canvas.getByRole("button", { name: "Link" })]);
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("button", { name: "Vet" })).toHaveFocus();
  },
};

/** A link on the selected word; a bad address gets a message. */
export const AddLink: Story = {
  args: { defaultValue: "<p>Lees meer</p>" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole("textbox", { name: "Omschrijving" });
    await userEvent.click(box);
    await userEvent.keyboard("{Control>}a{/Control}");
    await userEvent.click(canvas.getByRole("button", { name: "Link" }));
    const url = canvas.getByLabelText("Link-adres");
    await expect(url).toHaveFocus();
    await userEvent.type(url, "geen adres");
    await userEvent.click(canvas.getByRole("button", { name: "Link toevoegen" }));
    await expect(canvas.getByText("Vul een webadres in, bijvoorbeeld https://voorbeeld.nl.")).toBeVisible();
    await userEvent.clear(url);
    await userEvent.type(url, "voorbeeld.nl{Enter}");
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        '<p><a rel="noopener noreferrer nofollow" href="https://voorbeeld.nl">Lees meer</a></p>',
      ),
    );
    await expect(normalizeLinkUrl("javascript:alert(1)")).toBeUndefined();
  },
};

export const Invalid: Story = {
  tags: ["visual"],
  render: (args) => (
    <Field label="Omschrijving" required error="Omschrijving is een vereist veld">
      {(control) => <RichTextEditor {...args} {...control} />}
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole("textbox", { name: /Omschrijving/ });
    await expect(box).toHaveAttribute("aria-invalid", "true");
    await expect(box).toHaveAccessibleDescription("Omschrijving is een vereist veld");
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "<p>Alleen lezen</p>" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: "Omschrijving" })).toHaveAttribute("contenteditable", "false");
    await expect(canvas.getByRole("button", { name: "Vet" })).toBeDisabled();
  },
};

export const AllTenants: Story = {
  parameters: { allTenants: true },
  args: {
    defaultValue:
      "<h2>Wat ga je doen?</h2><p>Je helpt <strong>twee ochtenden</strong> per week.</p><ul><li><p>Koffie</p></li><li><p>Gesprekken</p></li></ul>",
  },
};
