/**
 * For tests in jsdom, which has no ResizeObserver (Radix measures arrows and radio buttons with
 * it): a stand-in that never reports. `vi.stubGlobal("ResizeObserver", SilentResizeObserver)`.
 */
export class SilentResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
