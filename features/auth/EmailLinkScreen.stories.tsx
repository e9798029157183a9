import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { EmailLinkScreen } from "./EmailLinkScreen.tsx";

const meta = {
  title: "features/auth/EmailLinkScreen",
  component: EmailLinkScreen,
  args: { phase: { kind: "confirming" }, onUndo: fn(async () => {}) },
} satisfies Meta<typeof EmailLinkScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Confirming: Story = {};
export const Changed: Story = {
  args: { phase: { kind: "changed", email: "anna.devries@demo.test" } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(/Je e-mailadres is gewijzigd in anna.devries@demo.test/),
    ).toBeVisible();
  },
};
export const UndoAsked: Story = {
  args: { phase: { kind: "undo-ask" } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Ongedaan maken" }));
    await expect(args.onUndo).toHaveBeenCalled();
  },
};
export const Undone: Story = {
  args: { phase: { kind: "undone", email: "anna@demo.test", resetHref: "/auth/reset?reset_password_token=x" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: "Nieuw wachtwoord kiezen" })).toHaveAttribute(
      "href",
      "/auth/reset?reset_password_token=x",
    );
  },
};
export const InvalidLink: Story = { args: { phase: { kind: "failed" } } };
