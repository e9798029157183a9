import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { MY_REPLY_FIXTURES } from "./fixtures.ts";
import { MyRepliesScreen } from "./MyRepliesScreen.tsx";

const meta = {
  title: "features/forms/MyRepliesScreen",
  component: MyRepliesScreen,
  args: { state: "ready", replies: MY_REPLY_FIXTURES, onRetry: fn() },
} satisfies Meta<typeof MyRepliesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first, each with its form's title, the date and the answers (a checkbox as Ja/Nee). */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Mijn ingevulde formulieren" })).toBeVisible();
    const titles = canvas.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    await expect(titles).toEqual(["Aanmelding vrijwilligersborrel", "Evaluatie training Omgaan met dementie"]);
    await expect(canvas.getByText("24 november 2026 om 19:42")).toBeVisible();
    await expect(canvas.getByText("11 december 2026")).toBeVisible();
    await expect(canvas.getByText("Nee")).toBeVisible();
  },
};
export const AllTenants: Story = { parameters: { allTenants: true } };
export const Empty: Story = {
  args: { replies: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Je hebt nog geen formulieren ingevuld")).toBeVisible();
  },
};
export const Loading: Story = { args: { state: "loading", replies: [] } };
export const Failed: Story = {
  args: { state: "failed", replies: [] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Opnieuw proberen" }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { level: 1, name: "My completed forms" })).toBeVisible();
  },
};
