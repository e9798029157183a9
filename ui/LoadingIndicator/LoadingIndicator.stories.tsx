import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../Button/Button.tsx";
import { LoadingBar, LoadingIndicator, type LoadingIndicatorProps } from "./LoadingIndicator.tsx";

/** How long the 'short load' button loads: well under the 200 ms throttle. */
const SHORT_LOAD_MS = 50;

/** A page with buttons that start and stop a 'route load', or run a short one. */
function Playground(args: LoadingIndicatorProps) {
  const [loading, setLoading] = useState(args.loading);
  return (
    <div className="flex flex-wrap items-start gap-3 pt-4">
      <LoadingIndicator {...args} loading={loading} />
      <Button onClick={() => setLoading((l) => !l)}>{loading ? "Laden stoppen" : "Laden starten"}</Button>
      <Button
        variant="outline"
        onClick={() => {
          setLoading(true);
          setTimeout(() => setLoading(false), SHORT_LOAD_MS);
        }}
      >
        Kort laden
      </Button>
    </div>
  );
}

const meta = {
  title: "ui/LoadingIndicator",
  component: LoadingIndicator,
  args: { loading: false, label: "Pagina wordt geladen" },
  render: (args) => <Playground {...args} />,
} satisfies Meta<typeof LoadingIndicator>;
export default meta;
type Story = StoryObj<typeof meta>;

const bar = () => document.querySelector("[data-slot=loading-indicator]") as HTMLElement;

export const Idle: Story = {
  play: async () => {
    await expect(bar()).toHaveAttribute("aria-hidden", "true");
    await expect(bar()).toHaveAttribute("data-state", "idle");
    await expect(bar().getBoundingClientRect().height).toBe(3);
  },
};

/** Starts after the throttle, creeps, completes at 100 %, then hides. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Laden starten" }));
    await waitFor(() => expect(bar()).toHaveAttribute("data-state", "loading"));
    const progressbar = canvas.getByRole("progressbar", { name: "Pagina wordt geladen" });
    await waitFor(() => expect(Number(progressbar.getAttribute("aria-valuenow"))).toBeGreaterThan(20));
    await expect(Number(progressbar.getAttribute("aria-valuenow"))).toBeLessThan(100);
    await userEvent.click(canvas.getByRole("button", { name: "Laden stoppen" }));
    await expect(progressbar).toHaveAttribute("aria-valuenow", "100");
    await waitFor(() => expect(bar()).toHaveAttribute("aria-hidden", "true"), { timeout: 2000 });
    await waitFor(() => expect(bar()).toHaveAttribute("aria-valuenow", "0"), { timeout: 2000 });
  },
};

/**
 * A load shorter than the throttle never shows the bar. The throttle is 1 s here instead of 200 ms,
 * so that a main thread stalled by a busy machine (both timers then fire in one go) cannot make the
 * 50 ms load look long.
 */
export const ShortLoadNeverFlashes: Story = {
  args: { throttleMs: 1000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const states: string[] = [];
    const observer = new MutationObserver(() => states.push(bar().dataset.state ?? ""));
    observer.observe(bar(), { attributes: true, attributeFilter: ["data-state"] });
    await userEvent.click(canvas.getByRole("button", { name: "Kort laden" }));
    await waitFor(() => expect(canvas.getByRole("button", { name: "Laden starten" })).toBeVisible());
    await new Promise((resolve) => setTimeout(resolve, 1200));
    observer.disconnect();
    await expect(states).not.toContain("loading");
    await expect(bar()).toHaveAttribute("data-state", "idle");
  },
};

/** The drawn bar at a fixed 60 %, for the screenshot. */
export const Static: Story = {
  tags: ["visual"],
  render: (args) => (
    <div className="pt-4 text-fg">
      <LoadingBar progress={60} visible label={args.label} />
      <p>De volgende pagina wordt geladen.</p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const progressbar = within(canvasElement).getByRole("progressbar", { name: "Pagina wordt geladen" });
    await expect(progressbar).toHaveAttribute("aria-valuenow", "60");
    await expect(progressbar.getBoundingClientRect().top).toBe(0);
  },
};

export const Dark: Story = { ...Static, tags: [], globals: { scheme: "dark" } };
