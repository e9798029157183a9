import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../Button/Button.tsx";
import {
  ConfirmDialog,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "./Dialog.tsx";
import { settled } from "../lib/testing.ts";

const meta = {
  title: "ui/Dialog",
  component: Dialog,
  args: { onOpenChange: fn() },
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button>Vacature delen</Button>
      </DialogTrigger>
      <DialogContent closeLabel="Sluiten">
        <DialogHeader>
          <DialogTitle>Vacature delen</DialogTitle>
          <DialogDescription>Stuur deze vacature naar iemand die misschien wil helpen.</DialogDescription>
        </DialogHeader>
        <label className="flex flex-col gap-1 text-sm font-medium">
          E-mailadres
          <input
            type="email"
            className="h-11 rounded-md border border-border-strong bg-surface px-3 text-base text-fg"
            defaultValue=""
          />
        </label>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Annuleren</Button>
          </DialogClose>
          <Button>Versturen</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Open: Story = {
  tags: ["visual"],
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await body().findByRole("dialog", { name: "Vacature delen" });
    await settled(dialog);
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription("Stuur deze vacature naar iemand die misschien wil helpen.");
    await expect(dialog).toHaveAttribute("data-state", "open");
    await expect(within(dialog).getByRole("button", { name: "Sluiten" })).toBeVisible();
  },
};

export const KeyboardOpenAndClose: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "Vacature delen" });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const dialog = await body().findByRole("dialog", { name: "Vacature delen" });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    // Focus moves into the dialog and stays there while tabbing.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let i = 0; i < 5; i++) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body().queryByRole("dialog")).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "Vacature delen" });
    await userEvent.click(trigger);
    const dialog = await body().findByRole("dialog");
    await settled(dialog);
    const close = within(dialog).getByRole("button", { name: "Sluiten" });
    await expect(close.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(close);
    await waitFor(() => expect(body().queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const FooterAction: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Vacature delen" }));
    const dialog = await body().findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Annuleren" }));
    await waitFor(() => expect(body().queryByRole("dialog")).not.toBeInTheDocument());
  },
};

export const OverlayClickCloses: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Vacature delen" }));
    await body().findByRole("dialog");
    const overlay = document.querySelector<HTMLElement>('[data-slot="dialog-overlay"]');
    await expect(overlay).not.toBeNull();
    await userEvent.click(overlay!);
    await waitFor(() => expect(body().queryByRole("dialog")).not.toBeInTheDocument());
  },
};

/** Opened from app state by a button that is not the dialog's trigger: focus still returns to it. */
export const Controlled: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button variant="outline" onClick={() => setOpen(true)}>
          Voorwaarden bekijken
        </Button>
        <Dialog
          {...args}
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            args.onOpenChange?.(next);
          }}
        >
          <DialogContent closeLabel="Sluiten" size="lg">
            <DialogHeader>
              <DialogTitle>Voorwaarden</DialogTitle>
              <DialogDescription>Lees de voorwaarden voordat je je aanmeldt.</DialogDescription>
            </DialogHeader>
            <p>Vrijwilligers zijn verzekerd via de gemeente tijdens hun activiteiten.</p>
          </DialogContent>
        </Dialog>
      </>
    );
  },
  play: async ({ canvasElement, args }) => {
    const opener = within(canvasElement).getByRole("button", { name: "Voorwaarden bekijken" });
    await userEvent.click(opener);
    await body().findByRole("dialog", { name: "Voorwaarden" });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body().queryByRole("dialog")).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

type ConfirmStory = StoryObj<typeof ConfirmDialog>;
const confirmArgs = {
  title: "Vacature verwijderen?",
  description: "De vacature 'Voorlezen in de bibliotheek' en alle aanmeldingen worden definitief verwijderd.",
  confirmLabel: "Verwijderen",
  cancelLabel: "Annuleren",
  trigger: <Button variant="danger">Vacature verwijderen</Button>,
};

export const ConfirmDestructive: ConfirmStory = {
  args: { ...confirmArgs, onConfirm: fn(), onCancel: fn() },
  render: (args) => <ConfirmDialog {...args} />,
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "Vacature verwijderen" });
    await userEvent.click(trigger);
    const dialog = await body().findByRole("alertdialog", { name: "Vacature verwijderen?" });
    // Focus starts on the safe choice.
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Annuleren" })).toHaveFocus());
    const confirm = within(dialog).getByRole("button", { name: "Verwijderen" });
    await expect(confirm).toHaveAttribute("data-variant", "danger");
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(body().queryByRole("alertdialog")).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const ConfirmCancelled: ConfirmStory = {
  args: { ...confirmArgs, onConfirm: fn(), onCancel: fn() },
  render: (args) => <ConfirmDialog {...args} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Vacature verwijderen" }));
    const dialog = await body().findByRole("alertdialog");
    const cancel = within(dialog).getByRole("button", { name: "Annuleren" });
    await waitFor(() => expect(cancel).toHaveFocus());
    // A click on the overlay does not dismiss a confirmation.
    const overlay = document.querySelector<HTMLElement>('[data-slot="dialog-overlay"]');
    await userEvent.click(overlay!);
    await expect(dialog).toBeInTheDocument();
    await expect(dialog).toHaveAttribute("data-state", "open");
    await userEvent.click(cancel);
    await waitFor(() => expect(body().queryByRole("alertdialog")).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const ConfirmNeutral: ConfirmStory = {
  args: {
    title: "Aanmelding versturen?",
    description: "De organisatie ontvangt je gegevens en neemt contact met je op.",
    confirmLabel: "Versturen",
    cancelLabel: "Terug",
    variant: "solid",
    defaultOpen: true,
    onConfirm: fn(),
  },
  render: (args) => <ConfirmDialog {...args} />,
  play: async () => {
    const dialog = await body().findByRole("alertdialog", { name: "Aanmelding versturen?" });
    await expect(within(dialog).getByRole("button", { name: "Versturen" })).toHaveAttribute("data-variant", "solid");
  },
};
