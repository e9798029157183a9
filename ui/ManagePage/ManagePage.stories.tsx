import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { ManagePage, ManageRowActions } from "./ManagePage.tsx";

const meta = {
  title: "ui/ManagePage",
  component: ManagePage,
  args: {
    title: "Partners beheren",
    addLabel: "Partner toevoegen",
    onAdd: fn(),
    message: { ok: true, text: "De partner is opgeslagen." },
    children: <p>De lijst.</p>,
  },
} satisfies Meta<typeof ManagePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("De partner is opgeslagen.");
    await userEvent.click(canvas.getByRole("button", { name: "Partner toevoegen" }));
    await expect(args.onAdd).toHaveBeenCalled();
  },
};
export const Failure: Story = { args: { message: { ok: false, text: "Dat is niet gelukt." } } };
const stateLabels = {
  loading: "De partners worden geladen…",
  failed: "De partners konden niet worden geladen.",
  retry: "Opnieuw proberen",
};
/** While the list loads: a skeleton with its label instead of the list. */
export const Loading: Story = {
  args: { message: undefined, state: "loading", stateLabels },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText("De lijst.")).toBeNull();
  },
};
/** The list failed: the failure with its retry button instead of the list. */
export const Failed: Story = {
  args: { message: undefined, state: "failed", stateLabels, onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Opnieuw proberen" }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
const deleteRow = fn();
const confirm = {
  question: "‘Open dag’ verwijderen?",
  detail: "De activiteit verdwijnt uit de agenda. Dit kun je niet ongedaan maken.",
  cancelLabel: "Annuleren",
};

/**
 * A row's buttons, each named after the row for screen readers. Delete asks first: focus goes into
 * the dialog (on its cancel button), Esc and cancel close it with focus back on the button, and
 * only its confirm button deletes.
 */
export const RowActions: Story = {
  args: {
    children: (
      <ManageRowActions
        name="Open dag"
        editLabel="Bewerken"
        deleteLabel="Verwijderen"
        confirm={confirm}
        onEdit={fn()}
        onDelete={deleteRow}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    deleteRow.mockClear();
    await expect(canvas.getByRole("button", { name: /Bewerken\W+Open dag/ })).toBeVisible();
    const remove = canvas.getByRole("button", { name: /Verwijderen\W+Open dag/ });

    await userEvent.click(remove);
    const dialog = await page.findByRole("alertdialog", { name: "‘Open dag’ verwijderen?" });
    await expect(dialog).toHaveAccessibleDescription(/niet ongedaan maken/);
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Annuleren" })).toHaveFocus());
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(page.queryByRole("alertdialog")).toBeNull());
    await waitFor(() => expect(remove).toHaveFocus());

    await userEvent.click(remove);
    await userEvent.click(within(await page.findByRole("alertdialog")).getByRole("button", { name: "Annuleren" }));
    await waitFor(() => expect(remove).toHaveFocus());
    await expect(deleteRow).not.toHaveBeenCalled();

    await userEvent.click(remove);
    await userEvent.click(within(await page.findByRole("alertdialog")).getByRole("button", { name: "Verwijderen" }));
    await expect(deleteRow).toHaveBeenCalledTimes(1);
  },
};

function ListOfOne() {
  const [rows, setRows] = useState(["Open dag"]);
  return (
    <ManagePage title="Activiteiten beheren" addLabel="Activiteit toevoegen" onAdd={() => {}}>
      <ul>
        {rows.map((row) => (
          <li key={row}>
            {row}
            <ManageRowActions
              name={row}
              editLabel="Bewerken"
              deleteLabel="Verwijderen"
              confirm={confirm}
              onEdit={() => {}}
              onDelete={() => setRows([])}
            />
          </li>
        ))}
      </ul>
    </ManagePage>
  );
}

/** When the deleted row (and its button) is gone, focus lands on the page's title, not on nothing. */
export const DeletedRowFocus: Story = {
  render: () => <ListOfOne />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole("button", { name: /Verwijderen\W+Open dag/ }));
    await userEvent.click(within(await page.findByRole("alertdialog")).getByRole("button", { name: "Verwijderen" }));
    await waitFor(() => expect(canvas.queryByText("Open dag")).toBeNull());
    await waitFor(() => expect(canvas.getByRole("heading", { level: 1 })).toHaveFocus());
  },
};
