import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { UnsubscribeScreen } from "./UnsubscribeScreen.tsx";

const meta = {
  title: "features/periodic-mail/UnsubscribeScreen",
  component: UnsubscribeScreen,
  args: { phase: "ask", onConfirm: fn(async () => {}) },
} satisfies Meta<typeof UnsubscribeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ask: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Periodieke vacaturemail stoppen" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Stop de vacaturemail" }));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};
/** While the request is under way the button says it is busy. */
export const Busy: Story = {
  args: { onConfirm: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: /Stop de vacaturemail/ });
    await userEvent.click(button);
    await expect(button).toHaveAttribute("aria-busy", "true");
  },
};
export const Done: Story = {
  args: { phase: "done" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Je bent afgemeld. Je krijgt de periodieke vacaturemail niet meer.")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Toch weer mail ontvangen? Pas je keuze aan" })).toHaveAttribute(
      "href",
      "/profile-edit/periodieke-mail",
    );
  },
};
export const InvalidLink: Story = {
  args: { phase: "failed" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Deze afmeldlink is ongeldig/)).toBeVisible();
  },
};
export const MissingToken: Story = { args: { phase: "missing-token" } };
export const RequestFailed: Story = {
  args: { phase: "error" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Het afmelden is niet gelukt. Probeer het later opnieuw.")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Stop de vacaturemail" })).toBeEnabled();
  },
};
export const AllTenants: Story = { parameters: { allTenants: true } };
export const DoneAllTenants: Story = { args: { phase: "done" }, parameters: { allTenants: true } };
export const English: Story = {
  globals: { locale: "en" },
  args: { phase: "done" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/You are unsubscribed/)).toBeVisible();
  },
};
