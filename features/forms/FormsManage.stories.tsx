import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { DRINKS_FORM, FORM_FIXTURES, REPLY_FIXTURES } from "./fixtures.ts";
import { FormsManageScreen } from "./FormsManageScreen.tsx";

/** The delete button of a row: "Verwijderen", then the row's name for screen readers. */
const deleteButton = (name: string) => (label: string) => label.startsWith("Verwijderen") && label.endsWith(name);

const meta = {
  title: "features/forms/FormsManageScreen",
  component: FormsManageScreen,
  args: {
    state: "ready",
    forms: FORM_FIXTURES,
    linkFor: (token: string) => `https://demo.volunteerly.test/forms/${token}`,
    onSave: fn(async () => {}),
    onSetStatus: fn(async () => {}),
    onRegenerate: fn(async () => {}),
    onDelete: fn(async () => {}),
    onOpenResponses: fn(),
    onExport: fn(async () => {}),
    onRetry: fn(),
    onCopy: fn(async () => {}),
  },
} satisfies Meta<typeof FormsManageScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The list: status, counts, the secret link to copy; closing a form. */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Formulieren" })).toBeVisible();
    await expect(canvas.getByText("3 reacties")).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: /Geheime link.*Aanmelding vrijwilligersborrel/ })).toHaveValue(
      `https://demo.volunteerly.test/forms/${DRINKS_FORM.token}`,
    );
    await userEvent.click(canvas.getByRole("button", { name: /Link kopiëren.*Aanmelding vrijwilligersborrel/ }));
    await expect(args.onCopy).toHaveBeenCalledWith(`https://demo.volunteerly.test/forms/${DRINKS_FORM.token}`);
    await expect(await canvas.findByText("De link is gekopieerd.")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: /Sluiten.*Aanmelding vrijwilligersborrel/ }));
    await expect(args.onSetStatus).toHaveBeenCalledWith(DRINKS_FORM, "closed");
  },
};
export const AllTenants: Story = { parameters: { allTenants: true } };
/** Deleting asks first, naming the form and its responses; only the dialog's confirm button deletes. */
export const Delete: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: deleteButton(DRINKS_FORM.title) }));
    const dialog = await within(document.body).findByRole("alertdialog", {
      name: `‘${DRINKS_FORM.title}’ verwijderen?`,
    });
    await expect(dialog).toHaveAccessibleDescription(/en 3 reacties worden verwijderd/);
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole("button", { name: "Verwijderen" }));
    await expect(args.onDelete).toHaveBeenCalledWith(DRINKS_FORM);
    await expect(await canvas.findByText(`‘${DRINKS_FORM.title}’ is verwijderd.`)).toBeVisible();
  },
};
export const Empty: Story = {
  args: { forms: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Nog geen formulieren")).toBeVisible();
  },
};
export const Loading: Story = { args: { state: "loading", forms: [] } };
export const Failed: Story = {
  args: { state: "failed", forms: [] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Opnieuw proberen" }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Building a form by keyboard: a question, a choice with its options, moved up with the buttons. */
export const Build: Story = {
  args: { forms: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Formulier maken" }));
    await userEvent.click(canvas.getByRole("button", { name: "Opslaan" }));
    await expect(canvas.getByText("Geef het formulier een titel van minstens 3 tekens.")).toBeVisible();
    await userEvent.type(canvas.getByRole("textbox", { name: /^Titel/ }), "Interesse maatjesproject");
    await userEvent.click(canvas.getByRole("button", { name: "Vraag toevoegen" }));
    await userEvent.type((await canvas.findAllByRole("textbox", { name: /^Vraag/ }))[0]!, "Naam");
    await userEvent.click(canvas.getByRole("button", { name: "Vraag toevoegen" }));
    await userEvent.type((await canvas.findAllByRole("textbox", { name: /^Vraag/ }))[1]!, "Hoeveel tijd heb je?");
    await userEvent.click(canvas.getAllByRole("combobox", { name: /Soort antwoord/ })[1]!);
    await userEvent.click(await within(document.body).findByRole("option", { name: "Keuze (één antwoord)" }));
    await userEvent.type(canvas.getByRole("textbox", { name: /^Keuzes/ }), "Een uur{enter}Een dagdeel");
    await userEvent.click(canvas.getByRole("button", { name: "Hoeveel tijd heb je? omhoog" }));
    await expect(canvas.getByRole("button", { name: "Hoeveel tijd heb je? omlaag" })).toHaveFocus();
    await userEvent.click(canvas.getByRole("checkbox", { name: /Open voor antwoorden/ }));
    await userEvent.click(canvas.getByRole("button", { name: "Opslaan" }));
    await expect(args.onSave).toHaveBeenCalledWith(
      null,
      expect.objectContaining({
        title: "Interesse maatjesproject",
        status: "open",
        fields: [
          expect.objectContaining({
            label: "Hoeveel tijd heb je?",
            kind: "choice",
            options: ["Een uur", "Een dagdeel"],
          }),
          expect.objectContaining({ label: "Naam", kind: "text", options: [] }),
        ],
      }),
    );
    await expect(await canvas.findByText("‘Interesse maatjesproject’ is opgeslagen.")).toBeVisible();
  },
};
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: /Bewerken.*Aanmelding vrijwilligersborrel/ }));
    await expect(canvas.getByRole("heading", { level: 1, name: "Formulier bewerken" })).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: /^Keuzes/ })).toHaveValue("Ik kom alleen\nIk neem iemand mee");
  },
};

const responses = { formId: DRINKS_FORM.id, state: "ready" as const, replies: REPLY_FIXTURES, total: 3 };
/** One form's responses: who sent them (or "without an account"), when, the answers as plain text; the CSV. */
export const Responses: Story = {
  args: { responses },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: /Reacties bekijken \(3\).*Aanmelding/ }));
    await expect(args.onOpenResponses).toHaveBeenCalledWith(DRINKS_FORM);
    await expect(
      canvas.getByRole("heading", { level: 1, name: "Reacties op ‘Aanmelding vrijwilligersborrel’" }),
    ).toHaveFocus();
    await expect(canvas.getByText("Van Sophie de Boer")).toBeVisible();
    await expect(canvas.getByText("Zonder account ingevuld")).toBeVisible();
    // An answer that looks like HTML stays text.
    await expect(canvas.getByText(/<b>Geen<\/b> noten/)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Exporteren als CSV" }));
    await expect(args.onExport).toHaveBeenCalledWith(DRINKS_FORM);
  },
};
export const ResponsesEmpty: Story = {
  args: { forms: [{ ...DRINKS_FORM, responseCount: 0 }], responses: { ...responses, replies: [], total: 0 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: /Reacties bekijken \(0\)/ }));
    await expect(canvas.getByText("Nog geen reacties")).toBeVisible();
  },
};
export const ResponsesLoading: Story = {
  args: { responses: { ...responses, state: "loading", replies: [] } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: /Reacties bekijken \(3\)/ }));
  },
};
export const ResponsesFailed: Story = {
  args: { responses: { ...responses, state: "failed", replies: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: /Reacties bekijken \(3\)/ }));
    await expect(canvas.getByText("De reacties konden niet worden geladen.")).toBeVisible();
  },
};
export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { level: 1, name: "Forms" })).toBeVisible();
  },
};
