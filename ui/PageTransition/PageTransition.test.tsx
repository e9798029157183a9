import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PAGE_TRANSITION } from "../constants.ts";
import { PageTransition } from "./PageTransition.tsx";

function mockReducedMotion(matches: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query === "(prefers-reduced-motion: reduce)" ? matches : false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

function page(key: string, text: string) {
  return (
    <PageTransition transitionKey={key} name="topnav">
      <p>{text}</p>
    </PageTransition>
  );
}
const root = () => document.querySelector('[data-slot="page-transition"]');
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe("PageTransition", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("fades the old page out completely before the new page fades in (out-in)", () => {
    mockReducedMotion(false);
    const { rerender } = render(page("/dashboard", "Dashboard"));
    expect(root()).toHaveAttribute("data-state", "idle");
    expect(root()).toHaveAttribute("data-transition", "topnav");

    rerender(page("/vacancies", "Vacatures"));
    // Leaving: the old page is still there, fading out; the new page is not rendered yet.
    expect(root()).toHaveAttribute("data-state", "leaving");
    expect(root()).toHaveClass("opacity-0");
    expect(root()).toHaveStyle({ transitionDuration: `${PAGE_TRANSITION.leaveMs}ms` });
    expect(screen.getByText("Dashboard")).toBeInTheDocument();
    expect(screen.queryByText("Vacatures")).not.toBeInTheDocument();

    advance(PAGE_TRANSITION.leaveMs - 1);
    expect(screen.getByText("Dashboard")).toBeInTheDocument();
    expect(screen.queryByText("Vacatures")).not.toBeInTheDocument();

    advance(1);
    // Entering: only the new page, fading in over 200 ms.
    expect(root()).toHaveAttribute("data-state", "entering");
    expect(root()).toHaveClass("opacity-100");
    expect(root()).toHaveStyle({ transitionDuration: `${PAGE_TRANSITION.enterMs}ms` });
    expect(screen.queryByText("Dashboard")).not.toBeInTheDocument();
    expect(screen.getByText("Vacatures")).toBeInTheDocument();

    advance(PAGE_TRANSITION.enterMs);
    expect(root()).toHaveAttribute("data-state", "idle");
  });

  it("fades in the latest page when the route changes again while leaving", () => {
    mockReducedMotion(false);
    const { rerender } = render(page("/a", "A"));
    rerender(page("/b", "B"));
    advance(30);
    rerender(page("/c", "C"));
    expect(screen.getByText("A")).toBeInTheDocument();
    advance(PAGE_TRANSITION.leaveMs - 30);
    expect(screen.queryByText("A")).not.toBeInTheDocument();
    expect(screen.queryByText("B")).not.toBeInTheDocument();
    expect(screen.getByText("C")).toBeInTheDocument();
  });

  it("shows updates of the same page without a transition", () => {
    mockReducedMotion(false);
    const { rerender } = render(page("/a", "A1"));
    rerender(page("/a", "A2"));
    expect(root()).toHaveAttribute("data-state", "idle");
    expect(screen.getByText("A2")).toBeInTheDocument();
  });

  it("swaps at once without animation under prefers-reduced-motion", () => {
    mockReducedMotion(true);
    const onEntered = vi.fn();
    const { rerender } = render(
      <PageTransition transitionKey="/a" name="sidebar" onEntered={onEntered}>
        <p>A</p>
      </PageTransition>,
    );
    rerender(
      <PageTransition transitionKey="/b" name="sidebar" onEntered={onEntered}>
        <p>B</p>
      </PageTransition>,
    );
    expect(root()).toHaveAttribute("data-state", "idle");
    expect(root()).not.toHaveClass("transition-opacity");
    expect(screen.queryByText("A")).not.toBeInTheDocument();
    expect(screen.getByText("B")).toBeInTheDocument();
    expect(onEntered).toHaveBeenLastCalledWith("/b");
  });
});
