import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { ImpersonationBar } from "./ImpersonationBar.tsx";
import { SIDE_BY_SIDE } from "./stories.ts";

const meta = {
  title: "features/users/ImpersonationBar",
  component: ImpersonationBar,
  args: {
    userName: "Joke Hendriks",
    staffName: "Eva de Boer",
    expiresAt: "2026-11-26T15:30:00Z",
    onReturn: fn(),
  },
} satisfies Meta<typeof ImpersonationBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Whose account this is, and the way back. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("region", { name: "Inloggen als een andere gebruiker" })).toBeVisible();
    await expect(canvas.getByText(/Je bent ingelogd als Joke Hendriks/)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Terug naar mijn eigen account" }));
    await expect(args.onReturn).toHaveBeenCalled();
  },
};

export const AllTenants: Story = { parameters: SIDE_BY_SIDE };

/** Going back: progress on the button. */
export const Returning: Story = {
  args: { returning: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: /Terug naar je account/ })).toHaveAttribute(
      "aria-busy",
      "true",
    );
  },
};

/** Without an end time or staff name (an older session): the message and the way back. */
export const Minimal: Story = { args: { staffName: null, expiresAt: null } };

/** In English the end time is on the Dutch 24-hour clock too ("Until 16:30", not "4:30 PM"). */
export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Back to my own account" })).toBeVisible();
    await expect(within(canvasElement).getByText("Until 16:30")).toBeVisible();
  },
};
