import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../Button/Button.tsx";
import { SIDE_PANEL } from "../constants.ts";
import { SidePanel } from "./SidePanel.tsx";
import { settled } from "../lib/testing.ts";

const languages = ["Nederlands", "English", "Deutsch"];

const meta = {
  title: "ui/SidePanel",
  component: SidePanel,
  args: {
    name: "language",
    title: "Taal kiezen",
    closeLabel: "Paneel sluiten",
    onOpenChange: fn(),
    trigger: <Button variant="outline">Taal</Button>,
    children: (
      <ul className="flex flex-col gap-1">
        {languages.map((language) => (
          <li key={language}>
            <button
              type="button"
              className="flex min-h-11 w-full items-center rounded-md px-3 text-left hover:bg-surface-raised"
            >
              {language}
            </button>
          </li>
        ))}
      </ul>
    ),
  },
  argTypes: {
    position: { control: "inline-radio", options: ["left", "right"] },
    overlay: { control: "boolean" },
  },
} satisfies Meta<typeof SidePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const panel = () => document.querySelector<HTMLElement>('[data-slot="side-panel"]');
const overlay = () => document.querySelector<HTMLElement>('[data-slot="side-panel-overlay"]');
const remPx = () => parseFloat(getComputedStyle(document.documentElement).fontSize);

/** Pauses the enter animation at its start and returns where the panel is then. */
function startOfSlide(element: HTMLElement) {
  const [slide] = element.getAnimations();
  if (!slide) throw new Error("the panel has no enter animation");
  slide.pause();
  slide.currentTime = 0;
  const rect = element.getBoundingClientRect();
  const duration = slide.effect?.getTiming().duration;
  slide.finish();
  return { rect, duration };
}

export const Left: Story = {
  tags: ["visual"],
  args: { defaultOpen: true, description: "De taal van de knoppen en teksten." },
  play: async () => {
    const dialog = await body().findByRole("dialog", { name: "Taal kiezen" });
    await expect(dialog).toHaveAttribute("data-side", SIDE_PANEL.defaultPosition);
    await expect(dialog).toHaveAttribute("data-panel", "language");
    await expect(dialog).toHaveAccessibleDescription("De taal van de knoppen en teksten.");
    await expect(overlay()).not.toBeNull();
  },
};

export const SlidesInFromTheLeft: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Taal" }));
    const dialog = await body().findByRole("dialog", { name: "Taal kiezen" });
    const { rect, duration } = startOfSlide(dialog);
    // At the start of the slide the panel lies just beyond the left edge.
    await expect(rect.right).toBeLessThanOrEqual(1);
    await expect(duration).toBe(SIDE_PANEL.slideMs);
    await settled(dialog);
    const final = dialog.getBoundingClientRect();
    await expect(final.left).toBe(0);
    await expect(final.width).toBeCloseTo(Math.min(24 * remPx(), window.innerWidth), 0);
    // Never wider than the screen (phones narrower than 24rem get a full-width panel).
    await expect(parseFloat(getComputedStyle(dialog).maxWidth)).toBeCloseTo(window.innerWidth, 0);
    const [fade] = overlay()!.getAnimations();
    await expect(fade?.effect?.getTiming().duration).toBe(SIDE_PANEL.overlayFadeMs);
  },
};

export const Right: Story = {
  args: { position: "right", name: "activity", title: "Activiteit" },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Taal" }));
    const dialog = await body().findByRole("dialog", { name: "Activiteit" });
    await expect(dialog).toHaveAttribute("data-side", "right");
    const { rect } = startOfSlide(dialog);
    // At the start of the slide the panel lies just beyond the right edge.
    await expect(rect.left).toBeGreaterThanOrEqual(document.documentElement.clientWidth - 1);
    await settled(dialog);
    const final = dialog.getBoundingClientRect();
    await expect(final.right).toBeCloseTo(document.documentElement.clientWidth, 0);
    await expect(final.width).toBeCloseTo(Math.min(24 * remPx(), window.innerWidth), 0);
  },
};

export const OverlayClickCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "Taal" });
    await userEvent.click(trigger);
    await body().findByRole("dialog", { name: "Taal kiezen" });
    const dim = overlay();
    await expect(dim).not.toBeNull();
    await expect(dim).toHaveClass("bg-muted-950/50");
    await userEvent.click(dim!);
    await waitFor(() => expect(body().queryByRole("dialog")).not.toBeInTheDocument());
    await expect(overlay()).toBeNull();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const EscapeClosesAndFocusReturns: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "Taal" });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    const dialog = await body().findByRole("dialog", { name: "Taal kiezen" });
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Paneel sluiten" })).toHaveFocus());
    // Focus is trapped: tabbing past the last item comes back to the first.
    for (let i = 0; i < languages.length + 2; i++) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(panel()).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Taal" }));
    const dialog = await body().findByRole("dialog");
    await settled(dialog);
    const close = within(dialog).getByRole("button", { name: "Paneel sluiten" });
    await expect(close.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    await userEvent.click(close);
    await waitFor(() => expect(panel()).toBeNull());
  },
};

/** Without overlay nothing dims, the page stays usable and working beside the panel leaves it open. */
export const WithoutOverlay: Story = {
  args: { overlay: false, position: "right", title: "Activiteit", name: "activity" },
  render: function Render(args) {
    const [count, setCount] = useState(0);
    return (
      <div className="flex gap-2">
        <SidePanel {...args} />
        <Button variant="ghost" onClick={() => setCount((c) => c + 1)}>
          {`Geteld: ${count}`}
        </Button>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Taal" }));
    const dialog = await body().findByRole("dialog", { name: "Activiteit" });
    await expect(dialog).toHaveAttribute("data-overlay", "false");
    await expect(overlay()).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Geteld: 0" }));
    await expect(canvas.getByRole("button", { name: "Geteld: 1" })).toHaveFocus();
    await expect(dialog).toBeInTheDocument();
    await expect(dialog).toHaveAttribute("data-state", "open");
    await userEvent.click(within(dialog).getByRole("button", { name: "Paneel sluiten" }));
    await waitFor(() => expect(panel()).toBeNull());
    await expect(canvas.getByRole("button", { name: "Taal" })).toHaveFocus();
    // Closed with Esc while working on the page: focus stays where the user is.
    await userEvent.click(canvas.getByRole("button", { name: "Taal" }));
    await body().findByRole("dialog", { name: "Activiteit" });
    const counter = canvas.getByRole("button", { name: "Geteld: 1" });
    await userEvent.click(counter);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(panel()).toBeNull());
    await expect(counter).toHaveFocus();
  },
};

/** The app opens a panel by name (panel state); closing clears the name. Focus returns to the opener. */
export const ControlledByPanelState: Story = {
  args: { trigger: undefined },
  render: function Render(args) {
    const [name, setName] = useState("");
    return (
      <>
        <Button variant="outline" onClick={() => setName("language")}>
          Taalpaneel openen
        </Button>
        <p data-testid="panel-name">{name === "" ? "(geen paneel)" : name}</p>
        <SidePanel
          {...args}
          name={name || undefined}
          open={name === "language"}
          onOpenChange={(open) => {
            if (!open) setName("");
            args.onOpenChange?.(open);
          }}
        />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole("button", { name: "Taalpaneel openen" });
    await userEvent.click(opener);
    await body().findByRole("dialog", { name: "Taal kiezen" });
    await expect(canvas.getByTestId("panel-name")).toHaveTextContent("language");
    await userEvent.click(overlay()!);
    await waitFor(() => expect(canvas.getByTestId("panel-name")).toHaveTextContent("(geen paneel)"));
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const WithFooter: Story = {
  args: {
    defaultOpen: true,
    footer: (
      <>
        <Button variant="outline">Annuleren</Button>
        <Button>Opslaan</Button>
      </>
    ),
  },
  play: async () => {
    const dialog = await body().findByRole("dialog");
    await expect(within(dialog).getByRole("button", { name: "Opslaan" })).toBeInTheDocument();
  },
};

/** With prefers-reduced-motion the stylesheet drops the slide and the fade (both panel and overlay). */
export const ReducedMotion: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await body().findByRole("dialog");
    const reduced = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule)
      .filter((rule) => rule.conditionText.includes("prefers-reduced-motion: reduce"))
      .flatMap((rule) => [...rule.cssRules])
      .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule)
      .filter((rule) => rule.style.getPropertyValue("animation-name") === "none");
    const stops = (element: Element | null) => reduced.some((rule) => element?.matches(rule.selectorText));
    await expect(stops(dialog)).toBe(true);
    await expect(stops(overlay())).toBe(true);
  },
};
