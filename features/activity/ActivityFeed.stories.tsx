import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { ActivityFeed } from "./ActivityFeed.tsx";
import { ACTIVITY_ITEMS, ACTIVITY_NOW } from "./fixtures.ts";

const meta = {
  title: "features/activity/ActivityFeed",
  component: ActivityFeed,
  args: { state: "ready", items: ACTIVITY_ITEMS, now: ACTIVITY_NOW, onRetry: fn(), onNavigate: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ActivityFeed>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Items: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole("list", { name: "Recente activiteit, nieuwste eerst" });
    await expect(within(list).getAllByRole("listitem")).toHaveLength(5);
    await expect(canvas.getByText("Stichting Buurtkracht Oost is goedgekeurd")).toBeVisible();
    await expect(canvas.getByText("Nu: Aangenomen")).toBeVisible();
    const link = canvas.getByRole("link", { name: "Sanne de Vries heeft gereageerd op Voorlezen in de bibliotheek" });
    await expect(link).toHaveAttribute("href", "/applications/12");
    // Stay on the story: the app's router link would navigate inside the app.
    link.addEventListener("click", (e) => e.preventDefault(), { once: true });
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalled();
  },
};

export const Own: Story = {
  args: {
    items: [{ ...ACTIVITY_ITEMS[1]!, own: true, status: "new" }],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Je hebt gereageerd op Voorlezen in de bibliotheek")).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: "loading", items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Activiteit laden…");
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Nog geen activiteit")).toBeVisible();
  },
};

export const Failed: Story = {
  args: { state: "failed", items: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("De activiteit kon niet worden geladen.")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Opnieuw proberen" }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
