/**
 * For tests in jsdom, which has no ResizeObserver (Radix measures arrows and radio buttons with
 * it): a stand-in that never reports. `vi.stubGlobal("ResizeObserver", SilentResizeObserver)`.
 */
export class SilentResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/** Waits until an element's animations (a dialog's or panel's enter motion) have ended, so that sizes are final. */
export const settled = (element: HTMLElement) => Promise.all(element.getAnimations().map((a) => a.finished));
