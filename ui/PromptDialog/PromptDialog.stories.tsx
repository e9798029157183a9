import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../Button/Button.tsx";
import { PromptDialog, type PromptDialogProps } from "./PromptDialog.tsx";
import { settled } from "../lib/testing.ts";

/** The dialog as a page uses it: a button opens it. */
function Harness(args: PromptDialogProps<string>) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button variant="outline" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Stel een vraag
      </Button>
      <PromptDialog
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange(next);
        }}
      />
    </>
  );
}

const meta = {
  title: "ui/PromptDialog",
  component: PromptDialog<string>,
  args: {
    open: false,
    onOpenChange: fn(),
    title: "Stel een vraag aan Basisschool De Klimop",
    description: "Over de vacature 'Voorlezen op de basisschool'. Het antwoord vind je in je berichten.",
    label: "Je vraag",
    rows: 5,
    maxLength: 2000,
    requiredMessage: "Schrijf eerst een bericht.",
    submitLabel: "Vraag versturen",
    cancelLabel: "Sluiten",
    onSubmit: fn(async () => "31"),
    failureMessage: (_error: unknown) => "Je vraag is niet verstuurd. Probeer het nog eens.",
    doneMessage: "Je vraag is verstuurd.",
    doneCloseLabel: "Sluiten",
    doneAction: (id: string) => <a href={`/conversations?id=${id}`}>Naar het gesprek</a>,
  },
  render: (args) => <Harness {...args} />,
} satisfies Meta<typeof PromptDialog<string>>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Open, in every tenant (the visual baselines). */
export const Open: Story = {
  tags: ["visual"],
  args: { open: true },
  play: async () => {
    const dialog = await body().findByRole("dialog", { name: "Stel een vraag aan Basisschool De Klimop" });
    await settled(dialog);
    await expect(dialog).toHaveAccessibleDescription(/Voorlezen op de basisschool/);
    await waitFor(() => expect(within(dialog).getByRole("textbox", { name: "Je vraag" })).toHaveFocus());
  },
};

/** Empty text is refused; a sent text confirms with the way on; closing and opening again starts afresh. */
export const SendThenConfirm: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Stel een vraag" }));
    const dialog = within(await body().findByRole("dialog"));
    const field = dialog.getByRole("textbox", { name: "Je vraag" });
    await userEvent.click(dialog.getByRole("button", { name: "Vraag versturen" }));
    await expect(await dialog.findByText("Schrijf eerst een bericht.")).toBeVisible();
    await expect(field).toHaveAccessibleDescription("Schrijf eerst een bericht.");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(field, "  Is er een VOG nodig?  ");
    await userEvent.click(dialog.getByRole("button", { name: "Vraag versturen" }));
    await expect(args.onSubmit).toHaveBeenCalledWith("Is er een VOG nodig?");
    await expect(await dialog.findByRole("status")).toHaveTextContent("Je vraag is verstuurd.");
    await expect(dialog.getByRole("link", { name: "Naar het gesprek" })).toHaveAttribute(
      "href",
      "/conversations?id=31",
    );
    await userEvent.click(dialog.getByRole("button", { name: "Sluiten" }));
    await waitFor(() => expect(body().queryByRole("dialog")).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    // Focus returns to the opener; a next opening is a new, empty question.
    await expect(within(canvasElement).getByRole("button", { name: "Stel een vraag" })).toHaveFocus();
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Stel een vraag" }));
    const again = within(await body().findByRole("dialog"));
    await expect(again.getByRole("textbox", { name: "Je vraag" })).toHaveValue("");
    await expect(again.queryByRole("status")).toBeNull();
  },
};

/** A one-line field with a text to start with, a hint and more content; a failure keeps the text. */
export const OneLineFails: Story = {
  args: {
    open: true,
    title: "Zoekopdracht bewaren",
    description: "Je vindt je bewaarde zoekopdrachten in je profiel.",
    children: <p className="m-0 text-sm text-fg-muted">Zoekopdracht: 'natuur' · binnen 10 km van Zeist</p>,
    label: "Naam van de zoekopdracht",
    hint: "Zo herken je hem terug in je profiel.",
    rows: undefined,
    maxLength: 80,
    defaultValue: "'natuur' · binnen 10 km van Zeist",
    submitLabel: "Bewaren",
    onSubmit: fn(async () => Promise.reject(new Error("Je kunt hoogstens 20 zoekopdrachten bewaren."))),
    failureMessage: (e: unknown) => (e instanceof Error ? e.message : "Niet bewaard."),
  },
  play: async ({ args }) => {
    const box = await body().findByRole("dialog", { name: "Zoekopdracht bewaren" });
    await settled(box);
    const dialog = within(box);
    const field = dialog.getByRole("textbox", { name: "Naam van de zoekopdracht" });
    await expect(field.tagName).toBe("INPUT");
    await expect(field).toHaveValue("'natuur' · binnen 10 km van Zeist");
    await expect(field).toHaveAttribute("maxlength", "80");
    await expect(field).toHaveAccessibleDescription("Zo herken je hem terug in je profiel.");
    await expect(dialog.getByText(/Zoekopdracht: 'natuur'/)).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "Bewaren" }));
    await expect(args.onSubmit).toHaveBeenCalledWith("'natuur' · binnen 10 km van Zeist");
    await expect(await dialog.findByRole("alert")).toHaveTextContent("Je kunt hoogstens 20 zoekopdrachten bewaren.");
    await expect(field).toHaveValue("'natuur' · binnen 10 km van Zeist");
    await expect(dialog.queryByRole("status")).toBeNull();
  },
};
