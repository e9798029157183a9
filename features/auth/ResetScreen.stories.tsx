import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { ResetScreen } from "./ResetScreen.tsx";

const meta = {
  title: "features/auth/ResetScreen",
  component: ResetScreen,
  args: { hasCredentials: true, onSubmit: fn(async () => {}) },
} satisfies Meta<typeof ResetScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const MissingCredentials: Story = {
  args: { hasCredentials: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("Deze link is onvolledig.");
    await expect(canvas.getByRole("link", { name: "Nieuwe link aanvragen" })).toHaveAttribute("href", "/auth/recover");
  },
};

export const PasswordsDiffer: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Wachtwoord/), "een-lang-wachtwoord");
    await userEvent.type(canvas.getByLabelText(/Herhaal wachtwoord/), "een-ander-wachtwoord");
    // Tabbing on to the send button does not validate (calmRegister); the press does, and sends nothing.
    await userEvent.tab();
    await expect(canvas.queryByText("De wachtwoorden komen niet overeen")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Wachtwoord opslaan" }));
    await expect(await canvas.findByText("De wachtwoorden komen niet overeen")).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Saved: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Wachtwoord/), "een-lang-wachtwoord");
    await userEvent.type(canvas.getByLabelText(/Herhaal wachtwoord/), "een-lang-wachtwoord");
    await userEvent.click(canvas.getByRole("button", { name: "Wachtwoord opslaan" }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      password: "een-lang-wachtwoord",
      passwordConfirmation: "een-lang-wachtwoord",
    });
    await expect(await canvas.findByRole("status")).toHaveTextContent("Je wachtwoord is gewijzigd.");
  },
};

export const Done: Story = { args: { initiallyDone: true } };
