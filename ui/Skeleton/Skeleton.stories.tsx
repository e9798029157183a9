import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Skeleton, SkeletonGroup } from "./Skeleton.tsx";

const meta = {
  title: "ui/Skeleton",
  component: Skeleton,
  decorators: [
    (Story) => (
      <SkeletonGroup label="Vacatures laden…" className="max-w-md">
        <Story />
      </SkeletonGroup>
    ),
  ],
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TextLines: Story = {
  args: { variant: "text", lines: 3 },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole("status");
    await expect(status).toHaveTextContent("Vacatures laden…");
    await expect(status).toHaveAttribute("aria-busy", "true");
    await expect(canvasElement.querySelectorAll('[data-slot="skeleton-line"]')).toHaveLength(3);
    await expect(canvasElement.querySelector('[data-slot="skeleton"]')).toHaveAttribute("aria-hidden", "true");
  },
};

export const Circle: Story = { args: { variant: "circle" } };

export const Block: Story = { args: { variant: "block", height: 160 } };

/** A card-shaped composition: how a vacancy card looks while it loads. */
export const Card: Story = {
  tags: ["visual"],
  render: () => (
    <div className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-4">
      <Skeleton variant="block" height={128} />
      <div className="flex items-center gap-3">
        <Skeleton variant="circle" />
        <Skeleton variant="text" width="50%" />
      </div>
      <Skeleton variant="text" lines={3} />
    </div>
  ),
};

/** The pulse is an animation; with prefers-reduced-motion it stands still (checked in the unit test's class list). */
export const Pulsing: Story = {
  args: { variant: "text" },
  play: async ({ canvasElement }) => {
    const shape = canvasElement.querySelector('[data-slot="skeleton"]')!;
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    await expect(getComputedStyle(shape).animationName).toBe(reduced ? "none" : "pulse");
  },
};
