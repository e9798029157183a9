import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Notice } from "./Notice.tsx";

const meta = {
  title: "ui/Notice",
  component: Notice,
  args: { children: "De vacatures konden niet worden geladen." },
} satisfies Meta<typeof Notice>;
export default meta;
type Story = StoryObj<typeof meta>;

const onRetry = fn();

/** A list that failed to load, with a way to try again: read out at once (role alert). */
export const FailedWithRetry: Story = {
  tags: ["visual"],
  args: { retry: { label: "Opnieuw proberen", onRetry } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole("alert");
    await expect(alert).toHaveTextContent("De vacatures konden niet worden geladen.");
    await userEvent.click(within(alert).getByRole("button", { name: "Opnieuw proberen" }));
    await expect(onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A failure without a retry (a form that could not be sent): no button. */
export const Failed: Story = {
  args: { children: "Het opslaan is niet gelukt. Probeer het later opnieuw." },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("Het opslaan is niet gelukt.");
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

/** Success and neutral notes are polite (role status), not alerts. */
export const SuccessAndInfo: Story = {
  tags: ["visual"],
  render: () => (
    <div className="flex flex-col gap-3">
      <Notice tone="success">Je reactie is verstuurd. De organisatie neemt contact met je op.</Notice>
      <Notice tone="info">Deze vacature is gedeeld door Vrijwilligerscentrale Rijnstad.</Notice>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("status")).toHaveLength(2);
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};
