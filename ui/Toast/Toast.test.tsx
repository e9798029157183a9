import { act, render, screen } from "@testing-library/react";
import { useEffect } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TOAST } from "../constants.ts";
import {
  ToastProvider,
  Toaster,
  initialToastQueue,
  toastQueueReducer,
  useToast,
  visibleToasts,
  type ToastInput,
} from "./Toast.tsx";

describe("toast queue", () => {
  it("appends pushed toasts and removes expired ones", () => {
    let state = toastQueueReducer(initialToastQueue, { type: "push", toast: { id: 1, title: "een" } });
    state = toastQueueReducer(state, { type: "push", toast: { id: 2, title: "twee" } });
    expect(state.queue.map((t) => t.title)).toEqual(["een", "twee"]);
    state = toastQueueReducer(state, { type: "expire", id: 1 });
    expect(state.queue.map((t) => t.title)).toEqual(["twee"]);
  });
  it("shows at most TOAST.maxVisible (1) at a time", () => {
    const queue = [1, 2, 3].map((id) => ({ id, title: `t${id}` }));
    expect(TOAST.maxVisible).toBe(1);
    expect(visibleToasts(queue).map((t) => t.id)).toEqual([1]);
    expect(visibleToasts(queue, 2).map((t) => t.id)).toEqual([1, 2]);
  });
});

const pusher: { push: (t: ToastInput) => number } = { push: () => 0 };
function Capture() {
  const { toast } = useToast();
  useEffect(() => {
    pusher.push = toast;
  }, [toast]);
  return null;
}
const push = (t: ToastInput) => pusher.push(t);

describe("Toaster", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows one toast for 6000 ms, then the next in line", () => {
    render(
      <ToastProvider label="Melding">
        <Capture />
        <Toaster label="Meldingen" />
      </ToastProvider>,
    );
    act(() => {
      push({ title: "Eerste" });
      push({ title: "Tweede", tone: "success" });
    });
    expect(screen.getByText("Eerste")).toBeInTheDocument();
    expect(screen.queryByText("Tweede")).toBeNull();
    act(() => vi.advanceTimersByTime(TOAST.durationMs - 100));
    expect(screen.getByText("Eerste")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText("Eerste")).toBeNull();
    expect(screen.getByText("Tweede")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(TOAST.durationMs + 100));
    expect(screen.queryByText("Tweede")).toBeNull();
  });

  it("renders no close button", () => {
    render(
      <ToastProvider label="Melding" duration={Infinity}>
        <Capture />
        <Toaster label="Meldingen" />
      </ToastProvider>,
    );
    act(() => {
      push({ title: "Blijft staan", description: "Tot de tijd om is" });
    });
    const toast = screen.getByText("Blijft staan").closest("[data-slot=toast]");
    expect(toast?.querySelector("button")).toBeNull();
  });

  it("refuses useToast outside a provider", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Capture />)).toThrow(/ToastProvider/);
  });
});
