import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { LoginScreen } from "./LoginScreen.tsx";

const meta = {
  title: "features/auth/LoginScreen",
  component: LoginScreen,
  args: { onSubmit: fn(async () => {}) },
} satisfies Meta<typeof LoginScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Inloggen" })).toBeVisible();
    await expect(canvas.getByLabelText(/E-mailadres/)).toHaveAttribute("type", "email");
  },
};

export const ServerError: Story = {
  args: { error: "Ongeldige combinatie van e-mailadres en wachtwoord." },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("Ongeldige combinatie");
  },
};

/** Validation runs on blur, not while typing. */
export const InvalidOnBlur: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByLabelText(/E-mailadres/);
    await userEvent.type(email, "geen-adres");
    await expect(email).not.toHaveAttribute("aria-invalid");
    await userEvent.tab();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await userEvent.click(canvas.getByRole("button", { name: "Inloggen" }));
    await expect(canvas.getByLabelText(/^Wachtwoord/)).toHaveAttribute("aria-invalid", "true");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Submitting: the button is busy while the server answers. */
export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/E-mailadres/), "admin@demo.test");
    await userEvent.type(canvas.getByLabelText(/^Wachtwoord/), "Vrijwilliger!2026");
    await userEvent.click(canvas.getByRole("button", { name: "Inloggen" }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: "admin@demo.test", password: "Vrijwilliger!2026" });
    await expect(canvas.getByRole("button", { name: "Inloggen" })).toHaveAttribute("aria-busy", "true");
  },
};

/** A rejected sign-in shows the server's message above the form. */
export const Rejected: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error("Account niet bevestigd"))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/E-mailadres/), "nieuw@demo.test");
    await userEvent.type(canvas.getByLabelText(/^Wachtwoord/), "iets");
    await userEvent.click(canvas.getByRole("button", { name: "Inloggen" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Account niet bevestigd");
  },
};

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  },
};
