import type { Meta, StoryObj } from "@storybook/react-vite";
import { Bell, Heart, Share2 } from "lucide-react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../Button/Button.tsx";
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from "./Tooltip.tsx";

const meta = {
  title: "ui/Tooltip",
  component: Tooltip,
  args: { onOpenChange: fn() },
  render: (args) => (
    <div className="flex min-h-32 items-end justify-center">
      <Tooltip {...args}>
        <TooltipTrigger asChild>
          <Button variant="outline" iconOnly label="Meldingen" icon={<Bell aria-hidden />} title={undefined} />
        </TooltipTrigger>
        <TooltipContent>3 ongelezen meldingen</TooltipContent>
      </Tooltip>
    </div>
  ),
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const trigger = (canvasElement: HTMLElement) => within(canvasElement).getByRole("button", { name: "Meldingen" });

export const Open: Story = {
  tags: ["visual"],
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const tip = await body().findByRole("tooltip");
    await expect(tip).toHaveTextContent("3 ongelezen meldingen");
    await expect(trigger(canvasElement)).toHaveAccessibleDescription("3 ongelezen meldingen");
  },
};

export const ShowsOnFocusHidesOnEscape: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(trigger(canvasElement)).toHaveFocus();
    await expect(await body().findByRole("tooltip")).toHaveTextContent("3 ongelezen meldingen");
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body().queryByRole("tooltip")).not.toBeInTheDocument());
    await expect(trigger(canvasElement)).toHaveFocus();
  },
};

export const ShowsOnHoverAfterDelay: Story = {
  args: { delayDuration: 150 },
  play: async ({ canvasElement }) => {
    await userEvent.hover(trigger(canvasElement));
    // Not at once: only after the delay.
    await expect(body().queryByRole("tooltip")).not.toBeInTheDocument();
    await expect(await body().findByRole("tooltip", {}, { timeout: 2000 })).toBeInTheDocument();
    await userEvent.unhover(trigger(canvasElement));
    await waitFor(() => expect(body().queryByRole("tooltip")).not.toBeInTheDocument());
  },
};

/** A toolbar shares one provider: after one tip, the next shows without waiting again. */
export const ToolbarWithProvider: Story = {
  render: () => (
    <TooltipProvider>
      <div role="toolbar" aria-label="Vacature" className="flex min-h-32 items-end justify-center gap-2">
        {[
          { label: "Bewaren", tip: "Bewaar als favoriet", icon: <Heart aria-hidden /> },
          { label: "Delen", tip: "Deel deze vacature", icon: <Share2 aria-hidden /> },
        ].map(({ label, tip, icon }) => (
          <Tooltip key={label}>
            <TooltipTrigger asChild>
              <Button variant="ghost" iconOnly label={label} icon={icon} title={undefined} />
            </TooltipTrigger>
            <TooltipContent side="bottom">{tip}</TooltipContent>
          </Tooltip>
        ))}
      </div>
    </TooltipProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(await body().findByRole("tooltip")).toHaveTextContent("Bewaar als favoriet");
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Delen" })).toHaveFocus();
    await waitFor(() => expect(body().getByRole("tooltip")).toHaveTextContent("Deel deze vacature"));
  },
};
