import { act, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { belowTheFold } from "./belowTheFold.tsx";

/** An IntersectionObserver whose entries the test announces. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly elements: Element[] = [];
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.elements.push(element);
  }
  disconnect() {
    this.elements.length = 0;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  static intersect() {
    for (const o of FakeObserver.all)
      if (o.elements.length)
        o.callback(
          o.elements.map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry),
          o as unknown as IntersectionObserver,
        );
  }
}

const nextFrames = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe("belowTheFold", () => {
  beforeEach(() => {
    FakeObserver.all = [];
    vi.stubGlobal("IntersectionObserver", FakeObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("fetches the part's code only when its placeholder comes into view", async () => {
    const factory = vi.fn(async () => ({ text }: { text: string }) => <p>{text}</p>);
    const part = belowTheFold("test-view", factory, { className: "min-h-11" });
    const { container } = render(<part.Component text="Onderaan" />);
    await nextFrames();
    expect(factory).not.toHaveBeenCalled();
    expect(container.querySelector('[data-below-the-fold="test-view"]')).toHaveClass("min-h-11");
    act(() => FakeObserver.intersect());
    expect(await screen.findByText("Onderaan")).toBeInTheDocument();
    expect(factory).toHaveBeenCalledTimes(1);
  });

  it("fetches it at the visitor's first key or tap, wherever it is", async () => {
    const factory = vi.fn(async () => () => <p>Voettekst</p>);
    const part = belowTheFold("test-key", factory);
    render(<part.Component />);
    await nextFrames();
    expect(factory).not.toHaveBeenCalled();
    act(() => void window.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab" })));
    expect(await screen.findByText("Voettekst")).toBeInTheDocument();
  });

  it("fetches an eager part at once when the app draws it", async () => {
    const factory = vi.fn(async () => () => <p>Meteen</p>);
    const part = belowTheFold("test-eager", factory, { eager: true });
    render(<part.Component />);
    expect(await screen.findByText("Meteen")).toBeInTheDocument();
  });

  it("takes over a part that is not loaded on view (the header) at the first interaction, not when it shows", async () => {
    const factory = vi.fn(async () => () => <p>Kop</p>);
    const part = belowTheFold("test-header", factory, { className: "contents", onView: false });
    const container = document.createElement("div");
    // The server's markup of the part (its own Suspense boundary), as a first view has it.
    container.innerHTML = '<!--$--><div data-below-the-fold="test-header" class="contents"><p>Kop</p></div><!--/$-->';
    document.body.append(container);
    const server = container.querySelector("p");
    const errors = vi.spyOn(console, "error");
    const root = await act(async () => hydrateRoot(container, <part.Component />));
    await nextFrames();
    act(() => FakeObserver.intersect());
    await nextFrames();
    expect(factory).not.toHaveBeenCalled();
    act(() => void window.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab" })));
    await nextFrames();
    expect(factory).toHaveBeenCalledTimes(1);
    // Taken over, not drawn anew.
    expect(container.querySelector("p")).toBe(server);
    // React's check that a render which suspended with use() calls it again when it finishes.
    expect(errors.mock.calls.map((call) => String(call[0]))).not.toContainEqual(
      expect.stringContaining("did not call use()"),
    );
    errors.mockRestore();
    act(() => root.unmount());
    container.remove();
  });

  it("draws a part that is not loaded on view at once when the app draws it", async () => {
    const factory = vi.fn(async () => () => <p>Knop</p>);
    const part = belowTheFold("test-not-on-view", factory, { onView: false });
    render(<part.Component />);
    expect(await screen.findByText("Knop")).toBeInTheDocument();
  });
});
