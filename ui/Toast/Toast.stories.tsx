import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect, useRef } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../Button/Button.tsx";
import { ToastProvider, Toaster, useToast, type ToastInput } from "./Toast.tsx";

const first: ToastInput = {
  title: "Vacature opgeslagen",
  description: "De wijzigingen zijn bewaard.",
  tone: "success",
};
const second: ToastInput = { title: "Uitnodiging verstuurd", tone: "info" };

function PushButton({ toasts, label }: { toasts: ToastInput[]; label: string }) {
  const { toast } = useToast();
  return <Button onClick={() => toasts.forEach((t) => toast(t))}>{label}</Button>;
}

/** Pushes its toasts once on mount, for static pictures of each tone. */
function PushOnMount({ toasts }: { toasts: ToastInput[] }) {
  const { toast } = useToast();
  const pushed = useRef(false);
  useEffect(() => {
    if (pushed.current) return;
    pushed.current = true;
    toasts.forEach((t) => toast(t));
  }, [toast, toasts]);
  return null;
}

interface DemoProps {
  duration?: number;
  toasts: ToastInput[];
  mode: "button" | "mount";
}

function Demo({ duration, toasts, mode }: DemoProps) {
  return (
    <ToastProvider label="Melding" duration={duration}>
      {mode === "button" ? (
        <PushButton toasts={toasts} label="Twee meldingen tonen" />
      ) : (
        <PushOnMount toasts={toasts} />
      )}
      <Toaster label="Meldingen ({hotkey})" />
    </ToastProvider>
  );
}

const meta = {
  title: "ui/Toast",
  component: Demo,
  args: { mode: "button", toasts: [first, second] },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const toastsOnScreen = () => document.body.querySelectorAll("[data-slot=toast]");

/** Pushes two toasts: one shows, the second waits until the first expires (short duration here). */
export const OneAtATime: Story = {
  args: { duration: 2000 },
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Twee meldingen tonen" }));
    await waitFor(() => expect(body.getByText("Vacature opgeslagen")).toBeVisible());
    await expect(toastsOnScreen()).toHaveLength(1);
    await expect(body.queryByText("Uitnodiging verstuurd")).toBeNull();
    await expect(toastsOnScreen()[0]?.querySelector("button")).toBeNull();
    await waitFor(() => expect(body.getByText("Uitnodiging verstuurd")).toBeVisible(), { timeout: 6000 });
    await expect(toastsOnScreen()).toHaveLength(1);
    await expect(body.queryByText("Vacature opgeslagen")).toBeNull();
    await waitFor(() => expect(toastsOnScreen()).toHaveLength(0), { timeout: 6000 });
  },
};

/** Escape and swipes do not dismiss a toast (the app's setting: not dismissible). */
export const NotDismissible: Story = {
  args: { duration: 60_000, toasts: [first] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Twee meldingen tonen" }));
    const toast = await within(document.body).findByText("Vacature opgeslagen");
    const item = toast.closest("[data-slot=toast]") as HTMLElement;
    item.focus();
    await userEvent.keyboard("{Escape}");
    await userEvent.pointer([
      { keys: "[MouseLeft>]", target: item, coords: { x: 10, y: 10 } },
      { target: item, coords: { x: 200, y: 10 } },
      { keys: "[/MouseLeft]", target: item, coords: { x: 200, y: 10 } },
    ]);
    await expect(item).toHaveAttribute("data-state", "open");
    await expect(toastsOnScreen()).toHaveLength(1);
  },
};

/** The announcement is polite: Radix renders a role=status live region for background toasts. */
export const AnnouncedPolitely: Story = {
  args: { duration: 60_000, toasts: [second] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Twee meldingen tonen" }));
    const status = await within(document.body).findByRole("status");
    await expect(status).toHaveAttribute("aria-live", "polite");
    await waitFor(() => expect(status).toHaveTextContent("Melding Uitnodiging verstuurd"));
  },
};

export const Success: Story = {
  tags: ["visual"],
  args: { mode: "mount", duration: Infinity, toasts: [first] },
};
export const Info: Story = {
  args: { mode: "mount", duration: Infinity, toasts: [{ title: "Nieuwe versie beschikbaar", tone: "info" }] },
};
export const Warning: Story = {
  args: {
    mode: "mount",
    duration: Infinity,
    toasts: [{ title: "Let op", description: "Je sessie verloopt over 5 minuten.", tone: "warning" }],
  },
};
export const Danger: Story = {
  args: {
    mode: "mount",
    duration: Infinity,
    toasts: [{ title: "Opslaan mislukt", description: "Probeer het later opnieuw.", tone: "danger" }],
  },
};

export const Dark: Story = {
  globals: { scheme: "dark" },
  args: {
    mode: "mount",
    duration: Infinity,
    toasts: [{ title: "Opslaan mislukt", description: "Probeer het later opnieuw.", tone: "danger" }],
  },
};
