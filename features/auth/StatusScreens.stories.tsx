import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { ConfirmScreen } from "./ConfirmScreen.tsx";
import { LogoutScreen } from "./LogoutScreen.tsx";
import { TokenLoginScreen } from "./TokenLoginScreen.tsx";

const meta = {
  title: "features/auth/ConfirmScreen",
  component: ConfirmScreen,
  args: { phase: "pending", onSubmitPassword: fn(async () => {}) },
} satisfies Meta<typeof ConfirmScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Confirming: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Je account wordt bevestigd");
  },
};
export const Confirmed: Story = { args: { phase: "done" } };
export const InvalidLink: Story = {
  args: { phase: "failed" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("ongeldig of verlopen");
  },
};
export const MissingToken: Story = { args: { phase: "missing-token" } };
export const ChoosePassword: Story = {
  args: { phase: "password" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Wachtwoord/), "mijn-nieuwe-wachtwoord");
    await userEvent.type(canvas.getByLabelText(/Herhaal wachtwoord/), "mijn-nieuwe-wachtwoord");
    await userEvent.click(canvas.getByRole("button", { name: "Account activeren" }));
    await expect(args.onSubmitPassword).toHaveBeenCalledWith({
      password: "mijn-nieuwe-wachtwoord",
      passwordConfirmation: "mijn-nieuwe-wachtwoord",
    });
  },
};

export const TokenLoginPending: Story = { render: () => <TokenLoginScreen phase="pending" /> };
export const TokenLoginFailed: Story = {
  render: () => <TokenLoginScreen phase="failed" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("Deze inloglink is ongeldig of verlopen.");
  },
};
export const LogoutPending: Story = { render: () => <LogoutScreen phase="pending" /> };
export const LoggedOut: Story = {
  render: () => <LogoutScreen phase="done" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: "Opnieuw inloggen" })).toHaveAttribute(
      "href",
      "/auth/login-1",
    );
  },
};
