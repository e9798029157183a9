import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { RecoverScreen } from "./RecoverScreen.tsx";

const meta = {
  title: "features/auth/RecoverScreen",
  component: RecoverScreen,
  args: { onSubmit: fn(async () => {}) },
} satisfies Meta<typeof RecoverScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Sent: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/E-mailadres/), "vrijwilliger@demo.test");
    await userEvent.click(canvas.getByRole("button", { name: "Stuur mij een link" }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: "vrijwilliger@demo.test" });
    await expect(await canvas.findByRole("status")).toHaveTextContent("Als dit adres bij ons bekend is");
  },
};

export const Failed: Story = {
  args: {
    onSubmit: fn(async () => Promise.reject(new Error("Te veel verzoeken. Probeer het over 60 seconden opnieuw."))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/E-mailadres/), "vrijwilliger@demo.test");
    await userEvent.click(canvas.getByRole("button", { name: "Stuur mij een link" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Te veel verzoeken");
  },
};
