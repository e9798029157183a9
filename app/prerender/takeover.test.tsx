import { act, useState, type ReactElement } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { belowTheFold } from "@ui/lib/belowTheFold.tsx";
import { watchFirstView } from "./takeover.ts";

/** A search form like the vacancy bank's: its state is what a search would send. */
function Form({ seen }: { seen: (q: string, sort: string) => void }) {
  const [q, setQ] = useState("");
  const [sort, setSort] = useState("relevance");
  seen(q, sort);
  return (
    <form>
      <input name="q" value={q} onChange={(e) => setQ(e.target.value)} />
      <select name="sort" value={sort} onChange={(e) => setSort(e.target.value)}>
        <option value="relevance">Relevantie</option>
        <option value="newest">Nieuwste</option>
      </select>
    </form>
  );
}

let container: HTMLDivElement;
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => container?.remove());

/** The cookie banner's choice: a plain button. */
function Banner({ onChoice }: { onChoice: () => void }) {
  return (
    <button type="button" onClick={onChoice}>
      Alles accepteren
    </button>
  );
}

/** The server's markup of `page` in a new container, as a first view arrives. */
function serverMarkup(page: ReactElement): HTMLDivElement {
  container = document.createElement("div");
  document.body.append(container);
  container.innerHTML = renderToString(page);
  return container;
}

/** The server's markup, and what a visitor did in it before the app arrived. */
function firstView() {
  serverMarkup(<Form seen={() => {}} />);
  const watch = watchFirstView(container);
  const input = container.querySelector("input")!;
  input.focus();
  input.value = "tuin";
  input.dispatchEvent(new Event("input", { bubbles: true }));
  const select = container.querySelector("select")!;
  select.value = "newest";
  select.dispatchEvent(new Event("change", { bubbles: true }));
  input.focus();
  return watch;
}

describe("taking over a first view", () => {
  it("hands typed text, a chosen option and the focus to the app when it hydrates the markup", async () => {
    const watch = firstView();
    let state = { q: "", sort: "" };
    const seen = (q: string, sort: string) => (state = { q, sort });
    await act(async () => {
      hydrateRoot(container, <Form seen={seen} />);
    });
    act(() => watch.restoreFields());
    expect(state).toEqual({ q: "tuin", sort: "newest" });
    expect(container.querySelector("input")!.value).toBe("tuin");
    expect(document.activeElement).toBe(container.querySelector("input"));
  });

  it("does the same when the app draws the page anew in its place", async () => {
    const watch = firstView();
    let state = { q: "", sort: "" };
    const seen = (q: string, sort: string) => (state = { q, sort });
    await act(async () => {
      createRoot(container).render(<Form seen={seen} />);
    });
    // The old fields are gone; the new ones start empty until the typed values are handed over.
    expect(container.querySelector("input")!.value).toBe("");
    act(() => watch.restoreFields());
    expect(state).toEqual({ q: "tuin", sort: "newest" });
    expect(document.activeElement).toBe(container.querySelector("input"));
  });

  it("changes nothing when nothing was typed", async () => {
    serverMarkup(<Form seen={() => {}} />);
    const watch = watchFirstView(container);
    let renders = 0;
    await act(async () => {
      hydrateRoot(container, <Form seen={() => renders++} />);
    });
    const before = renders;
    act(() => watch.restoreFields());
    expect(renders).toBe(before);
    expect(document.activeElement).toBe(document.body);
  });

  it("clicks the buttons clicked before the app ran once it has taken the page over, once", async () => {
    serverMarkup(<Banner onChoice={() => {}} />);
    const button = container.querySelector("button")!;
    // What the page's loader (server/web/static.ts) noted.
    window.__VOLUNTEERLY_CLICKS__ = [button];
    const watch = watchFirstView(container);
    let chosen = 0;
    await act(async () => {
      hydrateRoot(container, <Banner onChoice={() => chosen++} />);
    });
    expect(chosen).toBe(0);
    await act(async () => watch.restoreFields());
    expect(window.__VOLUNTEERLY_CLICKS__).toBeNull();
    await vi.waitFor(() => expect(chosen).toBe(1));
    await act(async () => watch.restoreFields());
    expect(chosen).toBe(1);
  });

  it("opens a menu chosen by keyboard before the app ran: on its keydown, as Radix's menu button does", async () => {
    // As Radix's DropdownMenu trigger (the header's language and account menus): it opens on the press
    // or on Enter's keydown, whose default (the click) it prevents.
    function MenuButton({ onOpen, onClick }: { onOpen: () => void; onClick: () => void }) {
      return (
        <button
          type="button"
          aria-haspopup="menu"
          onPointerDown={(e) => e.button === 0 && onOpen()}
          onKeyDown={(e) => {
            if (e.key !== "Enter" && e.key !== " ") return;
            e.preventDefault();
            onOpen();
          }}
          onClick={onClick}
        >
          Taal kiezen
        </button>
      );
    }
    serverMarkup(<MenuButton onOpen={() => {}} onClick={() => {}} />);
    // Enter on the button: the loader held the click it made, and saw no press.
    window.__VOLUNTEERLY_CLICKS__ = [container.querySelector("button")!];
    window.__VOLUNTEERLY_PRESSES__ = [];
    const watch = watchFirstView(container);
    let opened = 0;
    let clicked = 0;
    await act(async () => {
      hydrateRoot(container, <MenuButton onOpen={() => opened++} onClick={() => clicked++} />);
    });
    await act(async () => watch.restoreFields());
    await vi.waitFor(() => expect(opened).toBe(1));
    // The keydown's default was prevented: no click, as in a browser.
    expect(clicked).toBe(0);
  });

  it("does a click held for a button that React draws anew (not taken over) on the new button, once", async () => {
    serverMarkup(<Banner onChoice={() => {}} />);
    const old = container.querySelector("button")!;
    window.__VOLUNTEERLY_CLICKS__ = [old];
    window.__VOLUNTEERLY_PRESSES__ = [old];
    const watch = watchFirstView(container);
    await act(async () => watch.restoreFields());
    // The part is drawn anew, as when a layout mounts again right after the takeover.
    let chosen = 0;
    container.replaceChildren();
    const root = createRoot(container);
    await act(async () => root.render(<Banner onChoice={() => chosen++} />));
    expect(old.isConnected).toBe(false);
    await vi.waitFor(() => expect(chosen).toBe(1));
    act(() => root.unmount());
  });

  it("does a plain button clicked by keyboard before the app ran once: its keydown, then its click", async () => {
    function Plain({ onKey, onClick }: { onKey: (key: string) => void; onClick: () => void }) {
      return (
        <button type="button" onKeyDown={(e) => onKey(e.key)} onClick={onClick}>
          Alles accepteren
        </button>
      );
    }
    serverMarkup(<Plain onKey={() => {}} onClick={() => {}} />);
    window.__VOLUNTEERLY_CLICKS__ = [container.querySelector("button")!];
    window.__VOLUNTEERLY_PRESSES__ = [];
    const watch = watchFirstView(container);
    const seen: string[] = [];
    await act(async () => {
      hydrateRoot(container, <Plain onKey={(key) => seen.push(`key ${key}`)} onClick={() => seen.push("click")} />);
    });
    await act(async () => watch.restoreFields());
    await vi.waitFor(() => expect(seen).toEqual(["key Enter", "click"]));
  });

  /** As Radix's DropdownMenu trigger (the header's language and account menus): opens on the press. */
  function PressMenu({ onOpen }: { onOpen: () => void }) {
    return (
      <button type="button" aria-haspopup="menu" onPointerDown={(e) => e.button === 0 && onOpen()}>
        Taal kiezen
      </button>
    );
  }
  const pointerDown = (target: Element) =>
    target.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true, cancelable: true, button: 0 }));

  it("opens a menu pressed before the app ran and clicked once it has taken the page over, once", async () => {
    serverMarkup(<PressMenu onOpen={() => {}} />);
    const button = container.querySelector("button")!;
    // The press reached the page before the app: the loader held it (server/web/static.ts).
    window.__VOLUNTEERLY_CLICKS__ = [];
    window.__VOLUNTEERLY_PRESSES__ = [button];
    const watch = watchFirstView(container);
    let opened = 0;
    await act(async () => {
      hydrateRoot(container, <PressMenu onOpen={() => opened++} />);
    });
    await act(async () => watch.restoreFields());
    expect(window.__VOLUNTEERLY_PRESSES__).toBeNull();
    expect(opened).toBe(0);
    // The click, now React's: the press goes with it.
    await act(async () => button.click());
    expect(opened).toBe(1);
    // A press and a click React sees itself: once, not twice.
    await act(async () => {
      pointerDown(button);
      button.click();
    });
    expect(opened).toBe(2);
  });

  it("holds a press on a part not taken over yet and does it with the click once React has the part", async () => {
    const part = belowTheFold("test-header", async () => PressMenu, { className: "contents", onView: false });
    container = document.createElement("div");
    document.body.append(container);
    const markup = renderToString(<PressMenu onOpen={() => {}} />);
    container.innerHTML = `<!--$--><div data-below-the-fold="test-header" class="contents">${markup}</div><!--/$-->`;
    window.__VOLUNTEERLY_CLICKS__ = [];
    const watch = watchFirstView(container);
    await act(async () => watch.restoreFields());
    const button = container.querySelector("button")!;
    let opened = 0;
    const root = hydrateRoot(container, <part.Component onOpen={() => opened++} />);
    // Pressed while the part is not taken over, released once it is.
    pointerDown(button);
    await vi.waitFor(() => expect(Object.keys(button).some((key) => key.startsWith("__reactFiber$"))).toBe(true));
    await act(async () => {});
    await act(async () => button.click());
    await vi.waitFor(() => expect(opened).toBe(1));
    act(() => root.unmount());
  });

  it("leaves the presses on buttons that are not the app's alone (a map's controls)", async () => {
    serverMarkup(<PressMenu onOpen={() => {}} />);
    window.__VOLUNTEERLY_CLICKS__ = [];
    const watch = watchFirstView(container);
    await act(async () => {
      hydrateRoot(container, <PressMenu onOpen={() => {}} />);
    });
    await act(async () => watch.restoreFields());
    const map = document.createElement("button");
    container.append(map);
    let pressed = 0;
    map.addEventListener("pointerdown", () => pressed++);
    pointerDown(map);
    expect(pressed).toBe(1);
  });

  it("holds a checkbox ticked in a part not taken over yet and ticks it again once the app has it", async () => {
    function Ticks({ onTick }: { onTick: (checked: boolean) => void }) {
      const [checked, setChecked] = useState(false);
      return (
        <label>
          <input
            type="checkbox"
            checked={checked}
            onChange={(event) => {
              setChecked(event.target.checked);
              onTick(event.target.checked);
            }}
          />
          Analytisch
        </label>
      );
    }
    serverMarkup(<Ticks onTick={() => {}} />);
    window.__VOLUNTEERLY_CLICKS__ = [];
    const watch = watchFirstView(container);
    await act(async () => watch.restoreFields());
    const box = container.querySelector("input")!;
    // The part's code is still on its way: the browser would tick the box without the app knowing.
    box.click();
    expect(box.checked).toBe(false);
    const ticks: boolean[] = [];
    await act(async () => {
      hydrateRoot(container, <Ticks onTick={(checked) => ticks.push(checked)} />);
    });
    await vi.waitFor(() => expect(ticks).toEqual([true]));
    expect(box.checked).toBe(true);
  });

  it("holds a click on a part that React has rendered but not committed yet, and does it once committed", async () => {
    function Ticks({ onTick }: { onTick: (checked: boolean) => void }) {
      const [checked, setChecked] = useState(false);
      return (
        <input
          type="checkbox"
          aria-label="Functioneel"
          checked={checked}
          onChange={(event) => {
            setChecked(event.target.checked);
            onTick(event.target.checked);
          }}
        />
      );
    }
    const part = belowTheFold("test-consent", async () => Ticks, { className: "contents", onView: false });
    container = document.createElement("div");
    document.body.append(container);
    // The server's markup of the part (its own Suspense boundary), as a first view has it.
    const markup = renderToString(<Ticks onTick={() => {}} />);
    container.innerHTML = `<!--$--><div data-below-the-fold="test-consent" class="contents">${markup}</div><!--/$-->`;
    window.__VOLUNTEERLY_CLICKS__ = [];
    const watch = watchFirstView(container);
    await act(async () => watch.restoreFields());
    const box = container.querySelector("input")!;
    // A render of the part in slices has given the box React's properties, but React handles no event
    // on it before the commit: a click now must not tick it unseen.
    const early = box as unknown as Record<string, unknown>;
    early.__reactFiber$rendering = {};
    box.click();
    expect(box.checked).toBe(false);
    delete early.__reactFiber$rendering;
    const ticks: boolean[] = [];
    await act(async () => {
      hydrateRoot(container, <part.Component onTick={(checked) => ticks.push(checked)} />);
    });
    await vi.waitFor(() => expect(ticks).toEqual([true]));
    expect(box.checked).toBe(true);
    expect(container.querySelector("input")).toBe(box);
  });

  it("ticks a checkbox ticked before the app ran again through the app once it has the box", async () => {
    function Ticks({ onTick }: { onTick: (checked: boolean) => void }) {
      const [checked, setChecked] = useState(false);
      return (
        <input
          type="checkbox"
          aria-label="Analytisch"
          checked={checked}
          onChange={(event) => {
            setChecked(event.target.checked);
            onTick(event.target.checked);
          }}
        />
      );
    }
    serverMarkup(<Ticks onTick={() => {}} />);
    window.__VOLUNTEERLY_CLICKS__ = [];
    const watch = watchFirstView(container);
    const box = container.querySelector("input")!;
    // Before the scripts ran: the browser ticks it (its change event), nobody else knows.
    box.checked = true;
    box.dispatchEvent(new Event("change", { bubbles: true }));
    const ticks: boolean[] = [];
    await act(async () => {
      hydrateRoot(container, <Ticks onTick={(checked) => ticks.push(checked)} />);
    });
    await act(async () => watch.restoreFields());
    await vi.waitFor(() => expect(ticks).toEqual([true]));
    expect(box.checked).toBe(true);
  });
});
