import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
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
/** A row's buttons, each named after the row for screen readers. */
export const RowActions: Story = {
  args: {
    children: (
      <ManageRowActions name="Open dag" editLabel="Bewerken" deleteLabel="Verwijderen" onEdit={fn()} onDelete={fn()} />
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: /Bewerken\W+Open dag/ })).toBeVisible();
  },
};
