import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { ExportButton } from "./ExportButton.tsx";

const meta = {
  title: "ui/ExportButton",
  component: ExportButton,
  args: { label: "Exporteren als CSV", onExport: fn(async (): Promise<void> => undefined) as () => Promise<void> },
} satisfies Meta<typeof ExportButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Exporteren als CSV" }));
    await expect(args.onExport as ReturnType<typeof fn>).toHaveBeenCalledTimes(1);
  },
};

/** The export takes a while: the button is busy and shows a spinner. */
export const Pending: Story = {
  args: { onExport: () => new Promise<void>(() => undefined) },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button");
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute("aria-busy", "true"));
  },
};

export const English: Story = { args: { label: "Export as CSV", size: "sm" } };
