import { act, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ScrollRestoration } from "./scroll.ts";

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

let container: HTMLDivElement | undefined;
afterEach(() => {
  container?.remove();
  vi.restoreAllMocks();
});

describe("ScrollRestoration", () => {
  it("does not scroll a page the visitor scrolled before the app's first commit, also when its effect runs twice", async () => {
    // A first view (server markup) scrolled by the visitor; the app then mounts over it. React's
    // StrictMode (development builds) runs the effect a second time: that is no navigation.
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    const router = createMemoryRouter([
      {
        path: "*",
        element: (
          <>
            <p>Vacaturebank</p>
            <ScrollRestoration />
          </>
        ),
      },
    ]);
    container = document.createElement("div");
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => {
      root.render(
        <StrictMode>
          <RouterProvider router={router} />
        </StrictMode>,
      );
    });
    expect(scrollTo).not.toHaveBeenCalled();
    // A real navigation still starts the new page at the top.
    await act(async () => {
      await router.navigate("/nieuws");
    });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    await act(async () => root.unmount());
  });
});
