import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { PUBLIC_FORM } from "./fixtures.ts";
import { PublicFormScreen } from "./PublicFormScreen.tsx";

const meta = {
  title: "features/forms/PublicFormScreen",
  component: PublicFormScreen,
  args: {
    state: "ready",
    form: PUBLIC_FORM,
    centerName: "Vrijwilligerscentrale Utrecht",
    onSubmit: fn(async () => {}),
    onRetry: fn(),
  },
} satisfies Meta<typeof PublicFormScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Checked on blur: leaving a required question empty, or typing no e-mail address, says so at once. */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Aanmelding vrijwilligersborrel" })).toBeVisible();
    const name = canvas.getByRole("textbox", { name: /^Naam/ });
    await userEvent.click(name);
    await userEvent.tab();
    await expect(await canvas.findByText("Naam is verplicht.")).toBeVisible();
    await userEvent.type(canvas.getByRole("textbox", { name: /^E-mailadres/ }), "sophie@");
    await userEvent.tab();
    await expect(await canvas.findByText(/E-mailadres is geen geldig e-mailadres/)).toBeVisible();
    await userEvent.type(name, "Sophie de Boer");
    await userEvent.clear(canvas.getByRole("textbox", { name: /^E-mailadres/ }));
    await userEvent.type(canvas.getByRole("textbox", { name: /^E-mailadres/ }), "sophie@example.nl");
    await userEvent.click(canvas.getByRole("radio", { name: "Ik kom alleen" }));
    await userEvent.click(canvas.getByRole("button", { name: "Versturen" }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ naam: "Sophie de Boer", "e-mail": "sophie@example.nl", gezelschap: "Ik kom alleen" }),
    );
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Bedankt, je antwoorden zijn verstuurd" }),
    ).toBeVisible();
  },
};
/** Sending an empty form: every required question says what is missing; nothing is sent. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Versturen" }));
    await expect(await canvas.findByText(/Nog niet alles is goed ingevuld/)).toBeVisible();
    await expect(canvas.getByText("Kies een antwoord, deze vraag is verplicht.")).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
/** The server's own messages land under their questions. */
export const ServerErrors: Story = {
  args: {
    form: { ...PUBLIC_FORM, fields: PUBLIC_FORM.fields.filter((f) => !f.required) },
    onSubmit: fn(async () => {
      throw Object.assign(new Error("Controleer de ingevulde gegevens."), {
        fieldErrors: { datum: "Welke datum past je het best? is niet geldig." },
      });
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Versturen" }));
    await expect(await canvas.findByText("Welke datum past je het best? is niet geldig.")).toBeVisible();
  },
};
export const AllTenants: Story = { parameters: { allTenants: true } };
export const Loading: Story = { args: { state: "loading", form: undefined } };
export const Failed: Story = {
  args: { state: "failed", form: undefined },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Opnieuw proberen" }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
/** /forms without a token: how to get the link (never the 404 screen). */
export const NoToken: Story = {
  args: { state: "noToken", form: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Formulier" })).toBeVisible();
    await expect(canvas.getByText(/Open de link die je van Vrijwilligerscentrale Utrecht hebt gekregen/)).toBeVisible();
  },
};
export const NotFound: Story = {
  args: { state: "notFound", form: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("heading", { level: 1, name: "Formulier niet gevonden" }),
    ).toBeVisible();
  },
};
export const Closed: Story = {
  args: { form: { ...PUBLIC_FORM, status: "closed", fields: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Dit formulier is gesloten/)).toBeVisible();
    await expect(within(canvasElement).queryByRole("button", { name: "Versturen" })).toBeNull();
  },
};
export const ClosedAllTenants: Story = { ...Closed, play: undefined, parameters: { allTenants: true } };
export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("textbox", { name: /^Naam/ }));
    await userEvent.tab();
    await expect(await canvas.findByText("Naam is required.")).toBeVisible();
  },
};
