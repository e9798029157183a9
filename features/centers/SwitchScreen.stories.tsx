import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { SwitchScreen } from "./SwitchScreen.tsx";

const centers = [
  { id: "1", name: "Gelderse Vrijwilligers", href: "http://gelderland.localhost:3000/" },
  { id: "2", name: "Demo Vrijwilligerscentrale", href: "http://demo.localhost:3000/", current: true },
  { id: "3", name: "Vacaturebank Rijnstad", href: "http://rijnstad.localhost:3000/" },
];

const meta = {
  title: "features/centers/SwitchScreen",
  component: SwitchScreen,
  args: { state: "ready", centers },
} satisfies Meta<typeof SwitchScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: /Demo Vrijwilligerscentrale/ })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(canvas.getAllByRole("listitem")).toHaveLength(3);
  },
};
export const Loading: Story = { args: { state: "loading" } };
export const Failed: Story = {
  args: { state: "failed" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toBeVisible();
  },
};
export const Empty: Story = { args: { centers: [] } };
