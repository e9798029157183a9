import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { LoadMore } from "./LoadMore.tsx";

const meta = {
  title: "ui/LoadMore",
  component: LoadMore,
  args: { label: "Meer laden", hasMore: true, onLoadMore: fn() },
} satisfies Meta<typeof LoadMore>;
export default meta;
type Story = StoryObj<typeof meta>;

export const More: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Meer laden" }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: /Meer laden/ });
    await expect(button).toHaveAttribute("aria-busy", "true");
    await userEvent.click(button);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

/** The last page is shown: no button. */
export const NoMore: Story = {
  args: { hasMore: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("button")).toBeNull();
  },
};

export const AllTenants: Story = { parameters: { allTenants: true } };
