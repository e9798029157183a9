import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FEEDBACK } from "../constants.ts";
import {
  CROP_KEY_STEP_PX,
  adjustRectByKey,
  clampRect,
  initialCropRect,
  moveRect,
  resizeRect,
  roundRect,
  scaleRect,
} from "./crop.ts";
import {
  FeedbackWidget,
  canTakeScreenshot,
  missingFeedbackFields,
  requiredFieldsMessage,
  submitErrorMessage,
  trimFeedback,
  type FeedbackWidgetLabels,
} from "./FeedbackWidget.tsx";

const image = { width: 640, height: 400 };

describe("crop geometry", () => {
  it("keeps a rectangle inside the image and at least 33 px", () => {
    expect(FEEDBACK.minCropPx).toBe(33);
    expect(clampRect({ x: -10, y: 390, width: 5, height: 1 }, image)).toEqual({ x: 0, y: 367, width: 33, height: 33 });
    expect(clampRect({ x: 600, y: 0, width: 900, height: 100 }, image)).toEqual({
      x: 0,
      y: 0,
      width: 640,
      height: 100,
    });
  });
  it("never asks for more than the image when the image is smaller than the minimum", () => {
    expect(clampRect({ x: 0, y: 0, width: 1, height: 1 }, { width: 20, height: 10 })).toEqual({
      x: 0,
      y: 0,
      width: 20,
      height: 10,
    });
  });
  it("moves without resizing and stops at the edges", () => {
    const rect = { x: 100, y: 100, width: 200, height: 100 };
    expect(moveRect(rect, 50, -20, image)).toEqual({ x: 150, y: 80, width: 200, height: 100 });
    expect(moveRect(rect, 1000, 1000, image)).toEqual({ x: 440, y: 300, width: 200, height: 100 });
    expect(moveRect(rect, -1000, -1000, image)).toEqual({ x: 0, y: 0, width: 200, height: 100 });
  });
  it("resizes from a corner, keeping the opposite corner, the minimum and the bounds", () => {
    const rect = { x: 100, y: 100, width: 200, height: 100 };
    expect(resizeRect(rect, "se", 20, 10, image)).toEqual({ x: 100, y: 100, width: 220, height: 110 });
    expect(resizeRect(rect, "nw", 20, 10, image)).toEqual({ x: 120, y: 110, width: 180, height: 90 });
    expect(resizeRect(rect, "ne", 1000, -1000, image)).toEqual({ x: 100, y: 0, width: 540, height: 200 });
    expect(resizeRect(rect, "sw", 1000, -1000, image)).toEqual({ x: 267, y: 100, width: 33, height: 33 });
  });
  it("moves with arrows and resizes with shift + arrows; ignores other keys", () => {
    const rect = { x: 100, y: 100, width: 200, height: 100 };
    expect(adjustRectByKey(rect, "ArrowRight", false, image)).toEqual({ ...rect, x: 100 + CROP_KEY_STEP_PX });
    expect(adjustRectByKey(rect, "ArrowUp", false, image)).toEqual({ ...rect, y: 100 - CROP_KEY_STEP_PX });
    expect(adjustRectByKey(rect, "ArrowLeft", true, image)).toEqual({ ...rect, width: 200 - CROP_KEY_STEP_PX });
    expect(adjustRectByKey(rect, "ArrowDown", true, image)).toEqual({ ...rect, height: 100 + CROP_KEY_STEP_PX });
    expect(adjustRectByKey({ ...rect, width: 35 }, "ArrowLeft", true, image)?.width).toBe(33);
    expect(adjustRectByKey(rect, "Enter", false, image)).toBeNull();
  });
  it("starts with the whole image, scales and rounds to whole pixels inside the image", () => {
    expect(initialCropRect(image)).toEqual({ x: 0, y: 0, width: 640, height: 400 });
    expect(scaleRect({ x: 10, y: 20, width: 30, height: 40 }, 0.5)).toEqual({ x: 5, y: 10, width: 15, height: 20 });
    expect(roundRect({ x: 10.4, y: 9.6, width: 629.9, height: 390.7 }, image)).toEqual({
      x: 10,
      y: 10,
      width: 630,
      height: 390,
    });
  });
});

describe("feedback rules", () => {
  const blank = { message: "", name: "", email: "" };
  it("trims every value", () => {
    expect(trimFeedback({ message: "  hoi ", name: " An ", email: " a@b.nl " })).toEqual({
      message: "hoi",
      name: "An",
      email: "a@b.nl",
    });
  });
  it("always requires the message; name and e-mail only when the options say so", () => {
    expect(missingFeedbackFields(blank, {})).toEqual(["message"]);
    expect(missingFeedbackFields({ ...blank, message: "   " }, {})).toEqual(["message"]);
    expect(missingFeedbackFields({ ...blank, message: "x" }, {})).toEqual([]);
    expect(missingFeedbackFields(blank, { requireName: true, requireEmail: true })).toEqual([
      "name",
      "email",
      "message",
    ]);
    expect(missingFeedbackFields({ ...blank, message: "x", name: " " }, { requireName: true })).toEqual(["name"]);
  });
  it("builds the required-fields message from the prefix and labels", () => {
    expect(requiredFieldsMessage("Please enter in the following required fields: ", ["Naam", "Bericht"])).toBe(
      "Please enter in the following required fields: Naam, Bericht",
    );
  });
  it("shows the message a failed submit rejected with", () => {
    expect(submitErrorMessage(new Error("Geen netwerk"))).toBe("Geen netwerk");
    expect(submitErrorMessage("Verboden domein")).toBe("Verboden domein");
  });
});

describe("canTakeScreenshot", () => {
  const env = (isSecureContext: boolean, fine: boolean, userAgent: string) => ({
    isSecureContext,
    matchMedia: () => ({ matches: fine }),
    navigator: { userAgent },
  });
  const desktop = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36";
  it("allows a secure desktop context only", () => {
    expect(canTakeScreenshot(env(true, true, desktop))).toBe(true);
    expect(canTakeScreenshot(env(false, true, desktop))).toBe(false);
    expect(canTakeScreenshot(env(true, false, desktop))).toBe(false);
    expect(canTakeScreenshot(env(true, true, "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile/15E148"))).toBe(false);
    expect(canTakeScreenshot(env(true, true, "Mozilla/5.0 (Linux; Android 14; Pixel 8)"))).toBe(false);
    expect(canTakeScreenshot(undefined)).toBe(false);
  });
});

const labels: FeedbackWidgetLabels = {
  open: "Feedback",
  title: "Feedback geven",
  name: "Naam",
  email: "E-mailadres",
  message: "Bericht",
  submit: "Versturen",
  close: "Sluiten",
  success: "Bedankt!",
  requiredFieldsPrefix: "Please enter in the following required fields: ",
  sendTimeout: "Te traag",
  addScreenshot: "Schermafbeelding",
  removeScreenshot: "Verwijderen",
  screenshotPreviewAlt: "Voorbeeld",
  instructions: "Sleep",
  area: "Uitsnede",
  imageAlt: "Schermafbeelding",
  apply: "Gebruiken",
  cancel: "Annuleren",
};

describe("FeedbackWidget", () => {
  afterEach(() => vi.useRealTimers());

  async function submitMessage() {
    fireEvent.change(screen.getByLabelText(/Bericht/), { target: { value: "  Goed zo  " } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Versturen" }));
    });
  }

  it("has an e-mail input of type email and no screenshot option without a capture function", () => {
    render(<FeedbackWidget labels={labels} onSubmit={async () => {}} defaultOpen screenshotSupported />);
    expect(screen.getByLabelText(/E-mailadres/)).toHaveAttribute("type", "email");
    expect(screen.queryByRole("button", { name: "Schermafbeelding" })).toBeNull();
  });

  it("closes the success message after exactly FEEDBACK.successCloseMs (5000 ms) by default", async () => {
    vi.useFakeTimers();
    const onSubmit = vi.fn(async () => {});
    render(<FeedbackWidget labels={labels} onSubmit={onSubmit} defaultOpen />);
    await submitMessage();
    expect(onSubmit).toHaveBeenCalledWith({ message: "Goed zo", name: "", email: "" }, expect.anything());
    expect(screen.getByRole("button", { name: "Bedankt!" })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(FEEDBACK.successCloseMs - 1));
    expect(screen.getByRole("button", { name: "Bedankt!" })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("closes the success message on click", async () => {
    render(<FeedbackWidget labels={labels} onSubmit={async () => {}} defaultOpen />);
    await submitMessage();
    fireEvent.click(screen.getByRole("button", { name: "Bedankt!" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("gives up sending after FEEDBACK.sendTimeoutMs (5000 ms) and aborts the request", async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const onSubmit = vi.fn((_values: unknown, options: { signal: AbortSignal }) => {
      signal = options.signal;
      return new Promise<void>(() => {});
    });
    render(<FeedbackWidget labels={labels} onSubmit={onSubmit} defaultOpen />);
    await submitMessage();
    expect(screen.queryByText("Te traag")).toBeNull();
    await act(async () => vi.advanceTimersByTime(FEEDBACK.sendTimeoutMs - 1));
    expect(signal?.aborted).toBe(false);
    await act(async () => vi.advanceTimersByTime(1));
    expect(signal?.aborted).toBe(true);
    expect(screen.getByText("Te traag")).toBeInTheDocument();
  });

  it("shows the reason of a failed submit and keeps the form", async () => {
    const onSubmit = vi.fn(() => Promise.reject(new Error("Dit domein mag geen feedback sturen")));
    render(<FeedbackWidget labels={labels} onSubmit={onSubmit} defaultOpen />);
    await submitMessage();
    expect(screen.getByText("Dit domein mag geen feedback sturen")).toBeInTheDocument();
    expect(screen.getByLabelText(/Bericht/)).toHaveValue("Goed zo");
  });
});
