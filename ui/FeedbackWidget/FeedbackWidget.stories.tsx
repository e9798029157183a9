import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { FeedbackWidget, type FeedbackValues, type FeedbackWidgetLabels } from "./FeedbackWidget.tsx";

const labels: FeedbackWidgetLabels = {
  open: "Feedback",
  title: "Feedback geven",
  description: "Wat kunnen we beter maken? We lezen elk bericht.",
  name: "Naam",
  email: "E-mailadres",
  message: "Bericht",
  optional: "(optioneel)",
  submit: "Versturen",
  close: "Sluiten",
  success: "Bedankt voor je feedback!",
  requiredFieldsPrefix: "Please enter in the following required fields: ",
  sendTimeout: "Het versturen duurde te lang. Probeer het opnieuw.",
  addScreenshot: "Schermafbeelding toevoegen",
  removeScreenshot: "Verwijderen",
  screenshotPreviewAlt: "Bijgevoegde schermafbeelding",
  instructions:
    "Sleep het kader of de hoeken om een uitsnede te kiezen. Met het kader geselecteerd: pijltjestoetsen verplaatsen, Shift + pijltjestoetsen vergroten of verkleinen.",
  area: "Uitsnede",
  imageAlt: "Schermafbeelding van de pagina",
  apply: "Uitsnede gebruiken",
  cancel: "Annuleren",
};

/** A fake 640 × 400 screenshot, drawn the same way every time. */
async function fakeScreenshot(): Promise<string> {
  const canvas = document.createElement("canvas");
  canvas.width = 640;
  canvas.height = 400;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("no canvas");
  context.fillStyle = "#f1f5f9";
  context.fillRect(0, 0, 640, 400);
  context.fillStyle = "#4338ca";
  context.fillRect(0, 0, 640, 56);
  context.fillStyle = "#cbd5e1";
  for (let i = 0; i < 3; i++) context.fillRect(32 + i * 200, 96, 176, 240);
  return canvas.toDataURL("image/png");
}

function imageSize(src: string): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = reject;
    image.src = src;
  });
}

const meta = {
  title: "ui/FeedbackWidget",
  component: FeedbackWidget,
  parameters: { layout: "fullscreen" },
  args: { labels, onSubmit: fn(async () => {}), screenshotSupported: false },
} satisfies Meta<typeof FeedbackWidget>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const dialog = () => body().getByRole("dialog", { name: "Feedback geven" });
const openWidget = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole("button", { name: "Feedback" }));
  return within(dialog());
};

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "Feedback" });
    await expect(getComputedStyle(trigger).position).toBe("fixed");
    await expect(trigger.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(trigger);
    await expect(dialog()).toBeVisible();
    await expect(within(dialog()).getByLabelText(/Naam/)).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body().queryByRole("dialog")).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const OpenForm: Story = {
  tags: ["visual"],
  args: { defaultOpen: true },
  play: async () => {
    const form = within(dialog());
    await expect(form.getByLabelText(/E-mailadres/)).toHaveAttribute("type", "email");
    await expect(form.getByLabelText(/Bericht/)).toBeRequired();
    await expect(form.getByLabelText(/Naam/)).not.toBeRequired();
  },
};

export const MessageRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const form = await openWidget(canvasElement);
    await userEvent.type(form.getByLabelText(/Bericht/), "   ");
    await userEvent.click(form.getByRole("button", { name: "Versturen" }));
    await expect(form.getByText("Please enter in the following required fields: Bericht")).toBeVisible();
    await expect(form.getByLabelText(/Bericht/)).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabelText(/Bericht/)).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const NameAndEmailRequired: Story = {
  args: { requireName: true, requireEmail: true },
  play: async ({ canvasElement, args }) => {
    const form = await openWidget(canvasElement);
    await userEvent.click(form.getByRole("button", { name: "Versturen" }));
    await expect(
      form.getByText("Please enter in the following required fields: Naam, E-mailadres, Bericht"),
    ).toBeVisible();
    await userEvent.type(form.getByLabelText(/Bericht/), "De zoekfunctie is traag");
    await userEvent.type(form.getByLabelText(/Naam/), "  ");
    await userEvent.click(form.getByRole("button", { name: "Versturen" }));
    await expect(form.getByText("Please enter in the following required fields: Naam, E-mailadres")).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(form.getByLabelText(/Naam/), "Anna");
    await userEvent.type(form.getByLabelText(/E-mailadres/), "anna@example.nl");
    await userEvent.click(form.getByRole("button", { name: "Versturen" }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      { message: "De zoekfunctie is traag", name: "Anna", email: "anna@example.nl" },
      { signal: expect.any(AbortSignal) },
    );
  },
};

export const ValuesTrimmed: Story = {
  play: async ({ canvasElement, args }) => {
    const form = await openWidget(canvasElement);
    await userEvent.type(form.getByLabelText(/Naam/), "  Anna de Vries ");
    await userEvent.type(form.getByLabelText(/E-mailadres/), " anna@example.nl  ");
    await userEvent.type(form.getByLabelText(/Bericht/), "   Mooie site!   ");
    await userEvent.click(form.getByRole("button", { name: "Versturen" }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      { message: "Mooie site!", name: "Anna de Vries", email: "anna@example.nl" },
      { signal: expect.any(AbortSignal) },
    );
  },
};

/** The success message closes itself; this story shortens the wait (the default is 5000 ms). */
export const SuccessClosesItself: Story = {
  args: { successCloseMs: 1500 },
  play: async ({ canvasElement }) => {
    const form = await openWidget(canvasElement);
    await userEvent.type(form.getByLabelText(/Bericht/), "Top!");
    await userEvent.click(form.getByRole("button", { name: "Versturen" }));
    await expect(await body().findByRole("status")).toHaveTextContent("Bedankt voor je feedback!");
    await expect(body().getByRole("button", { name: "Bedankt voor je feedback!" })).toHaveFocus();
    await waitFor(() => expect(body().queryByRole("dialog")).toBeNull(), { timeout: 5000 });
    await expect(within(canvasElement).getByRole("button", { name: "Feedback" })).toHaveFocus();
  },
};

export const SuccessClosesOnClick: Story = {
  play: async ({ canvasElement }) => {
    const form = await openWidget(canvasElement);
    await userEvent.type(form.getByLabelText(/Bericht/), "Top!");
    await userEvent.click(form.getByRole("button", { name: "Versturen" }));
    await userEvent.click(await body().findByRole("button", { name: "Bedankt voor je feedback!" }));
    await expect(body().queryByRole("dialog")).toBeNull();
  },
};

export const SubmitFails: Story = {
  args: {
    onSubmit: fn(async (_values: FeedbackValues): Promise<void> => {
      throw new Error("De feedback kon niet worden verstuurd. Controleer je verbinding of je adblocker.");
    }),
  },
  play: async ({ canvasElement }) => {
    const form = await openWidget(canvasElement);
    await userEvent.type(form.getByLabelText(/Bericht/), "Hallo");
    await userEvent.click(form.getByRole("button", { name: "Versturen" }));
    await expect(
      await form.findByText("De feedback kon niet worden verstuurd. Controleer je verbinding of je adblocker."),
    ).toBeVisible();
    await expect(form.getByLabelText(/Bericht/)).toHaveValue("Hallo");
  },
};

const sendSignals: AbortSignal[] = [];

/** Sending gives up after the time-out (shortened here; FEEDBACK.sendTimeoutMs, 5000 ms, by default). */
export const SendTimesOut: Story = {
  args: {
    sendTimeoutMs: 300,
    onSubmit: fn((_values: FeedbackValues, { signal }: { signal: AbortSignal }) => {
      sendSignals.push(signal);
      return new Promise<void>((_, reject) => signal.addEventListener("abort", () => reject(new Error("aborted"))));
    }),
  },
  play: async ({ canvasElement }) => {
    sendSignals.length = 0;
    const form = await openWidget(canvasElement);
    await userEvent.type(form.getByLabelText(/Bericht/), "Hallo");
    await userEvent.click(form.getByRole("button", { name: "Versturen" }));
    await expect(await form.findByText("Het versturen duurde te lang. Probeer het opnieuw.")).toBeVisible();
    await expect(sendSignals).toHaveLength(1);
    await expect(sendSignals[0]?.aborted).toBe(true);
  },
};

export const NoScreenshotWhereUnsupported: Story = {
  args: { screenshotSupported: false, onCaptureScreenshot: fn(fakeScreenshot), defaultOpen: true },
  play: async () => {
    await expect(within(dialog()).queryByRole("button", { name: "Schermafbeelding toevoegen" })).toBeNull();
  },
};

const cropArea = () => body().getByRole("button", { name: "Uitsnede" });
const cropSize = (el: HTMLElement) => ({ width: Number(el.dataset.width), height: Number(el.dataset.height) });

/** Screenshot, crop by keyboard, attach, and send: the cropped PNG goes along. */
export const ScreenshotCroppedByKeyboard: Story = {
  args: { screenshotSupported: true, onCaptureScreenshot: fn(fakeScreenshot) },
  play: async ({ canvasElement, args }) => {
    const form = await openWidget(canvasElement);
    await userEvent.click(form.getByRole("button", { name: "Schermafbeelding toevoegen" }));
    const area = await body().findByRole("button", { name: "Uitsnede" });
    await expect(cropSize(area)).toEqual({ width: 640, height: 400 });
    area.focus();
    for (let i = 0; i < 20; i++) await userEvent.keyboard("{Shift>}{ArrowLeft}{ArrowUp}{/Shift}");
    await expect(cropSize(cropArea())).toEqual({ width: 440, height: 200 });
    await userEvent.keyboard("{ArrowRight}{ArrowRight}{ArrowDown}");
    await expect(cropArea()).toHaveAttribute("data-x", "20");
    await expect(cropArea()).toHaveAttribute("data-y", "10");
    await expect(body().getByText("440 × 200 px")).toBeVisible();
    await userEvent.click(body().getByRole("button", { name: "Uitsnede gebruiken" }));
    const preview = await body().findByRole("img", { name: "Bijgevoegde schermafbeelding" });
    const src = preview.getAttribute("src") ?? "";
    await expect(src).toMatch(/^data:image\/png/);
    await expect(await imageSize(src)).toEqual({ width: 440, height: 200 });
    await userEvent.type(body().getByLabelText(/Bericht/), "Hier klopt iets niet");
    await userEvent.click(body().getByRole("button", { name: "Versturen" }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ screenshot: src }), expect.anything());
  },
};

/** The crop never gets smaller than 33 px, however far it is shrunk. */
export const CropMinimumSize: Story = {
  args: { screenshotSupported: true, onCaptureScreenshot: fn(fakeScreenshot), defaultOpen: true },
  play: async () => {
    await userEvent.click(body().getByRole("button", { name: "Schermafbeelding toevoegen" }));
    (await body().findByRole("button", { name: "Uitsnede" })).focus();
    for (let i = 0; i < 70; i++) await userEvent.keyboard("{Shift>}{ArrowLeft}{ArrowUp}{/Shift}");
    await expect(cropSize(cropArea())).toEqual({ width: 33, height: 33 });
  },
};

/** Dragging a corner handle resizes; dragging the frame moves it, within the image. */
export const CropByPointer: Story = {
  args: { screenshotSupported: true, onCaptureScreenshot: fn(fakeScreenshot), defaultOpen: true },
  play: async () => {
    await userEvent.click(body().getByRole("button", { name: "Schermafbeelding toevoegen" }));
    const area = await body().findByRole("button", { name: "Uitsnede" });
    const handle = area.querySelector<HTMLElement>("[data-corner=se]");
    if (!handle) throw new Error("no handle");
    await expect(handle.getBoundingClientRect().width).toBe(30);
    await expect(getComputedStyle(area).borderTopWidth).toBe("3px");
    const box = area.getBoundingClientRect();
    const scale = box.width / 640;
    const start = { x: box.right - 5, y: box.bottom - 5 };
    await userEvent.pointer([
      { keys: "[MouseLeft>]", target: handle, coords: { clientX: start.x, clientY: start.y } },
      { target: handle, coords: { clientX: start.x - 320 * scale, clientY: start.y - 200 * scale } },
      {
        keys: "[/MouseLeft]",
        target: handle,
        coords: { clientX: start.x - 320 * scale, clientY: start.y - 200 * scale },
      },
    ]);
    const resized = cropSize(cropArea());
    await expect(Math.abs(resized.width - 320)).toBeLessThanOrEqual(2);
    await expect(Math.abs(resized.height - 200)).toBeLessThanOrEqual(2);
    const inner = cropArea().getBoundingClientRect();
    const from = { x: inner.left + inner.width / 2, y: inner.top + inner.height / 2 };
    await userEvent.pointer([
      { keys: "[MouseLeft>]", target: cropArea(), coords: { clientX: from.x, clientY: from.y } },
      { target: cropArea(), coords: { clientX: from.x + 2000, clientY: from.y + 2000 } },
      { keys: "[/MouseLeft]", target: cropArea(), coords: { clientX: from.x + 2000, clientY: from.y + 2000 } },
    ]);
    await expect(Number(cropArea().dataset.x) + cropSize(cropArea()).width).toBe(640);
    await expect(Number(cropArea().dataset.y) + cropSize(cropArea()).height).toBe(400);
  },
};

export const Dark: Story = {
  globals: { scheme: "dark" },
  args: { defaultOpen: true, requireName: true, screenshotSupported: true, onCaptureScreenshot: fn(fakeScreenshot) },
  play: async () => {
    await userEvent.click(within(dialog()).getByRole("button", { name: "Versturen" }));
    await expect(
      within(dialog()).getByText("Please enter in the following required fields: Naam, Bericht"),
    ).toBeVisible();
  },
};
