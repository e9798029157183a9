import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../Button/Button.tsx";
import { ReasonDialog, type ReasonDialogProps } from "./ReasonDialog.tsx";

const reasonNl = {
  label: "Reden",
  hint: "De beheerders van de organisatie krijgen deze reden per e-mail.",
  required: true,
  requiredText: "(verplicht)",
  minLength: 10,
  maxLength: 500,
  requiredMessage: "Vul een reden in.",
  tooShortMessage: "Schrijf minstens 10 tekens.",
  formatCount: (n: number, max: number | undefined) => `${n} van ${max} tekens`,
};

/** The dialog as a page uses it: a button opens it, confirm saves and closes. */
function Harness(args: ReasonDialogProps & { opener: string }) {
  const { opener, open: initiallyOpen, ...rest } = args;
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {opener}
      </Button>
      <ReasonDialog
        {...rest}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          rest.onOpenChange(next);
        }}
        onConfirm={(reason) => {
          rest.onConfirm(reason);
          if (!rest.pending) setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: "ui/ReasonDialog",
  component: ReasonDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    title: "Stichting De Brug afwijzen",
    description: "De aanmelding wordt afgewezen. De organisatie kan daarna geen vacatures publiceren.",
    confirmLabel: "Afwijzen",
    cancelLabel: "Annuleren",
    variant: "danger",
  },
  render: (args) => <Harness {...args} opener="Afwijzen" />,
} satisfies Meta<typeof ReasonDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** A required reason: an empty or short reason is refused, a good one confirms. */
export const RequiredReason: Story = {
  args: { reason: reasonNl },
  play: async ({ args }) => {
    const dialog = await body().findByRole("alertdialog", { name: "Stichting De Brug afwijzen" });
    const field = within(dialog).getByRole("textbox", { name: /Reden/ });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.click(within(dialog).getByRole("button", { name: "Afwijzen" }));
    await expect(within(dialog).getByText("Vul een reden in.")).toBeVisible();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.type(field, "Geen vrijwilligersorganisatie maar een commercieel bedrijf.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Afwijzen" }));
    await expect(args.onConfirm).toHaveBeenCalledWith("Geen vrijwilligersorganisatie maar een commercieel bedrijf.");
  },
};

/** Only a confirmation: focus on cancel, Esc closes. */
export const ConfirmOnly: Story = {
  args: {
    title: "Account van Sem Jansen archiveren?",
    description: "Sem kan daarna niet meer inloggen. Je kunt het account later weer activeren.",
    confirmLabel: "Archiveren",
  },
  play: async ({ args }) => {
    const dialog = await body().findByRole("alertdialog");
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Annuleren" })).toHaveFocus());
    await userEvent.keyboard("{Escape}");
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const OptionalReason: Story = {
  args: {
    title: "Stichting De Brug goedkeuren",
    description: "De organisatie kan daarna vacatures publiceren.",
    confirmLabel: "Goedkeuren",
    variant: "solid",
    reason: { ...reasonNl, required: false, requiredText: undefined, label: "Toelichting (niet verplicht)" },
  },
};

/** Saving: confirm shows a spinner, nothing closes the dialog. */
export const Pending: Story = {
  args: { reason: { ...reasonNl, defaultValue: "Dubbele aanmelding van Buurthuis De Linde." }, pending: true },
  play: async () => {
    const dialog = await body().findByRole("alertdialog");
    await expect(within(dialog).getByRole("button", { name: "Afwijzen" })).toBeDisabled();
    await expect(within(dialog).getByRole("button", { name: "Annuleren" })).toBeDisabled();
  },
};

export const WithError: Story = {
  args: { reason: reasonNl, error: "Afwijzen is niet gelukt: de organisatie is al goedgekeurd." },
};

export const English: Story = {
  args: {
    title: "Deny Stichting De Brug",
    description: "The signup is denied. The organization cannot publish vacancies.",
    confirmLabel: "Deny",
    cancelLabel: "Cancel",
    reason: {
      label: "Reason",
      required: true,
      requiredText: "(required)",
      maxLength: 500,
      requiredMessage: "Enter a reason.",
      hint: "The organization's admins receive this reason by e-mail.",
    },
  },
};
