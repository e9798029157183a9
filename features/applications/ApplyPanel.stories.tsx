import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { ApplyPanel } from "./ApplyPanel.tsx";
import { fakeApplication } from "./fixtures.ts";

const meta = {
  title: "features/applications/ApplyPanel",
  component: ApplyPanel,
  args: {
    vacancyTitle: "Voorlezen in de bibliotheek",
    state: "ready",
    onApply: fn(async () => ({ id: "12" })),
    onWithdraw: fn(async () => {}),
    onRetry: fn(),
  },
} satisfies Meta<typeof ApplyPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const motivation = /^Motivatie/;

export const Closed: Story = {
  parameters: { allTenants: true },
};

/** Validation on blur: too short a motivation is named when leaving the field, not while typing. */
export const ValidatesOnBlur: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Reageer" }));
    const box = canvas.getByLabelText(motivation);
    await expect(box).toHaveFocus();
    await userEvent.type(box, "Kort");
    await expect(box).not.toHaveAttribute("aria-invalid");
    await userEvent.tab();
    await expect(await canvas.findByText("Schrijf minimaal 10 tekens.")).toBeVisible();
    await expect(box).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByText("4 van 2000 tekens")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Reactie versturen" }));
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

export const RequiredMotivation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Reageer" }));
    await userEvent.click(canvas.getByRole("button", { name: "Reactie versturen" }));
    await expect(await canvas.findByText("Vul je motivatie in.")).toBeVisible();
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

/** Submits trimmed values, then thanks the volunteer and links to the application. */
export const Submits: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Reageer" }));
    await userEvent.type(canvas.getByLabelText(motivation), "   Ik lees graag voor aan kinderen.  ");
    await userEvent.type(canvas.getByLabelText(/^Beschikbaarheid/), " dinsdagmiddag ");
    await userEvent.click(canvas.getByRole("button", { name: "Reactie versturen" }));
    await expect(args.onApply).toHaveBeenCalledWith({
      motivation: "Ik lees graag voor aan kinderen.",
      availability: "dinsdagmiddag",
    });
    await expect(
      await canvas.findByText("Je reactie is verstuurd. De organisatie neemt contact met je op."),
    ).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Bekijk je reactie" })).toHaveAttribute("href", "/applications/12");
  },
};

/** A failed submit keeps everything typed and says why. */
export const FailedSubmitKeepsText: Story = {
  args: { onApply: fn(async () => Promise.reject(new Error("De server is even niet bereikbaar."))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Reageer" }));
    await userEvent.type(canvas.getByLabelText(motivation), "Ik lees graag voor aan kinderen.");
    await userEvent.click(canvas.getByRole("button", { name: "Reactie versturen" }));
    await expect(await canvas.findByText("De server is even niet bereikbaar.")).toBeVisible();
    await expect(canvas.getByLabelText(motivation)).toHaveValue("Ik lees graag voor aan kinderen.");
  },
};

/** The server's field message lands under the field. */
export const ServerFieldError: Story = {
  args: {
    onApply: fn(async () =>
      Promise.reject(Object.assign(new Error("Validatie mislukt"), { fieldErrors: { motivation: "Is te kort." } })),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Reageer" }));
    await userEvent.type(canvas.getByLabelText(motivation), "Ik lees graag voor aan kinderen.");
    await userEvent.click(canvas.getByRole("button", { name: "Reactie versturen" }));
    await expect(await canvas.findByText("Is te kort.")).toBeVisible();
  },
};

/** 409 already_applied: a clear message (the page then shows the existing application). */
export const AlreadyApplied: Story = {
  args: {
    onApply: fn(async () => Promise.reject(Object.assign(new Error("Conflict"), { code: "already_applied" }))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Reageer" }));
    await userEvent.type(canvas.getByLabelText(motivation), "Ik lees graag voor aan kinderen.");
    await userEvent.click(canvas.getByRole("button", { name: "Reactie versturen" }));
    await expect(await canvas.findByText("Je hebt al op deze vacature gereageerd.")).toBeVisible();
  },
};

export const AlreadyAppliedWithExisting: Story = {
  args: { existing: fakeApplication({ status: "in_progress" }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("In behandeling")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Reageer" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Terugtrekken" }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole("alertdialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Terugtrekken" }));
    await waitFor(() => expect(args.onWithdraw).toHaveBeenCalledWith(args.existing));
  },
};

/** An accepted application cannot be withdrawn here. */
export const ExistingAccepted: Story = {
  args: { existing: fakeApplication({ status: "accepted" }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Geaccepteerd")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Terugtrekken" })).toBeNull();
    await expect(canvas.getByRole("link", { name: "Bekijk je reactie" })).toHaveAttribute("href", "/applications/12");
  },
};

export const Loading: Story = { args: { state: "loading" } };
export const Failed: Story = {
  args: { state: "failed" },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Opnieuw proberen" }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const English: Story = { globals: { locale: "en" } };
