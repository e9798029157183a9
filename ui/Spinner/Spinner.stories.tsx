import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Spinner } from "./Spinner.tsx";

const meta = { title: "ui/Spinner", component: Spinner } satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = {
  args: {},
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=spinner]")).toHaveAttribute("aria-hidden", "true");
  },
};
export const Labelled: Story = {
  args: { label: "Bezig met laden", className: "size-8 text-link" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("img", { name: "Bezig met laden" })).toBeVisible();
  },
};
