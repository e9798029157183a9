import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { ManagePage } from "./ManagePage.tsx";

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
