import type { Meta, StoryObj } from "@storybook/react-vite";
import { Info } from "lucide-react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../Button/Button.tsx";
import { Popover, PopoverContent, PopoverTrigger, type PopoverContentProps } from "./Popover.tsx";

const meta = {
  title: "ui/Popover",
  component: Popover,
  args: { onOpenChange: fn() },
  render: (args) => (
    <div className="flex min-h-64 items-start justify-center">
      <Popover {...args}>
        <PopoverTrigger asChild>
          <Button variant="outline" icon={<Info aria-hidden />}>
            Over deze vacature
          </Button>
        </PopoverTrigger>
        <PopoverContent title="Tijdsinvestering" closeLabel="Sluiten">
          <p className="text-sm">Gemiddeld twee uur per week, in overleg met de organisatie.</p>
          <a href="#voorwaarden" className="mt-2 inline-block text-sm text-link underline">
            Lees de voorwaarden
          </a>
        </PopoverContent>
      </Popover>
    </div>
  ),
} satisfies Meta<typeof Popover>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const trigger = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole("button", { name: "Over deze vacature" });

export const Open: Story = {
  tags: ["visual"],
  args: { defaultOpen: true },
  play: async () => {
    const popover = await body().findByRole("dialog", { name: "Tijdsinvestering" });
    await expect(popover).toHaveAttribute("data-slot", "popover-content");
    await expect(within(popover).getByRole("button", { name: "Sluiten" })).toBeInTheDocument();
  },
};

export const ClickOpensEscapeCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const button = trigger(canvasElement);
    await userEvent.click(button);
    const popover = await body().findByRole("dialog", { name: "Tijdsinvestering" });
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await waitFor(() => expect(popover).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body().queryByRole("dialog")).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(button).toHaveFocus());
  },
};

export const KeyboardOpens: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(trigger(canvasElement)).toHaveFocus();
    await userEvent.keyboard(" ");
    await body().findByRole("dialog", { name: "Tijdsinvestering" });
  },
};

export const OutsideClickCloses: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    await body().findByRole("dialog");
    await userEvent.click(canvasElement);
    await waitFor(() => expect(body().queryByRole("dialog")).not.toBeInTheDocument());
  },
};

export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    const popover = await body().findByRole("dialog");
    await userEvent.click(within(popover).getByRole("button", { name: "Sluiten" }));
    await waitFor(() => expect(body().queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(trigger(canvasElement)).toHaveFocus());
  },
};

export const WithArrowNoTitle: Story = {
  args: { defaultOpen: true },
  render: function Render(args) {
    const content: PopoverContentProps = { arrow: true, side: "bottom", "aria-label": "Uitleg status" };
    return (
      <div className="flex min-h-40 items-start justify-center">
        <Popover {...args}>
          <PopoverTrigger asChild>
            <Button variant="ghost">Wat betekent &lsquo;in behandeling&rsquo;?</Button>
          </PopoverTrigger>
          <PopoverContent {...content}>
            <p className="text-sm">De organisatie heeft je aanmelding ontvangen en bekijkt die.</p>
          </PopoverContent>
        </Popover>
      </div>
    );
  },
  play: async () => {
    const popover = await body().findByRole("dialog", { name: "Uitleg status" });
    await expect(popover.querySelector("svg")).not.toBeNull();
    await expect(popover).toHaveAttribute("data-side", "bottom");
  },
};
