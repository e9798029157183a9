import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../Button/Button.tsx";
import { belowTheFold } from "./belowTheFold.tsx";
import { LazyWhen, lazyComponent } from "./lazyComponent.tsx";

/**
 * How a part of a page arrives later (ui/lib/belowTheFold.tsx, ui/lib/lazyComponent.tsx). Each
 * story counts how often the part's code is fetched: a fetch is the factory's call (here a short
 * wait instead of a network request), and a placeholder holds the part's room until then.
 */

interface PartProps {
  label: string;
}

/** The "code" of a part: fetched once, after a short wait; `fetches` counts the fetches. */
function fakeModule() {
  const state = { fetches: 0 };
  const factory = async () => {
    state.fetches += 1;
    await new Promise((resolve) => setTimeout(resolve, 100));
    return function Part({ label }: PartProps) {
      return <p className="m-0 rounded-lg bg-primary-100 p-4 text-fg">{label}</p>;
    };
  };
  return { state, factory };
}

let parts = 0;

/** A page whose part starts below the fold; the counter shows how often its code was fetched. */
function Page({ idle = false }: { idle?: boolean }) {
  const [{ Part, state }] = useState(() => {
    const module = fakeModule();
    const part = belowTheFold<PartProps>(`story-part-${++parts}`, module.factory, { className: "min-h-24", idle });
    return { Part: part.Component, state: module.state };
  });
  const [, redraw] = useState(0);
  return (
    <div>
      <p>
        Het deel onderaan is <output data-testid="fetches">{state.fetches}</output> keer opgehaald.{" "}
        <button type="button" className="underline" onClick={() => redraw((n) => n + 1)}>
          Tel opnieuw
        </button>
      </p>
      <div style={{ height: "150vh" }} aria-hidden="true" />
      <Part label="Het deel onderaan is er." />
    </div>
  );
}

const meta = {
  title: "ui/lib/belowTheFold",
  component: Page,
  parameters: { layout: "padded" },
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

const placeholder = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-below-the-fold^="story-part-"]')!;

/** Nothing is fetched while the part is out of view; scrolled to, its code comes and it takes the placeholder's room. */
export const ArrivesWhenScrolledTo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const room = placeholder(canvasElement);
    await expect(room).toBeEmptyDOMElement();
    await expect(room).toHaveClass("min-h-24");
    await expect(canvas.queryByText("Het deel onderaan is er.")).toBeNull();
    room.scrollIntoView();
    await expect(await canvas.findByText("Het deel onderaan is er.")).toBeVisible();
    await expect(placeholder(canvasElement)).toHaveClass("min-h-24");
    window.scrollTo(0, 0);
    await userEvent.click(canvas.getByRole("button", { name: "Tel opnieuw" }));
    await expect(canvas.getByTestId("fetches")).toHaveTextContent("1");
  },
};

/** The visitor's first key or tap fetches the part too, before it is in view (an update may need it). */
export const ArrivesAtInteraction: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(placeholder(canvasElement)).toBeEmptyDOMElement();
    await userEvent.keyboard("{Shift}");
    await waitFor(() => expect(placeholder(canvasElement)).toHaveTextContent("Het deel onderaan is er."));
    await userEvent.click(canvas.getByRole("button", { name: "Tel opnieuw" }));
    await expect(canvas.getByTestId("fetches")).toHaveTextContent("1");
  },
};

/** `idle`: once the page has loaded and the browser is idle, the part comes without scrolling or a key. */
export const ArrivesWhenIdle: Story = {
  args: { idle: true },
  play: async ({ canvasElement }) => {
    // Not at once: a while after the page's load (and its content) first.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(placeholder(canvasElement)).toBeEmptyDOMElement();
    await waitFor(() => expect(placeholder(canvasElement)).toHaveTextContent("Het deel onderaan is er."), {
      timeout: 8000,
    });
  },
};

/** lazyComponent with LazyWhen: nothing (and no fetch) until first wanted; then it stays, also when no longer wanted. */
function Wanted() {
  const [{ part, state }] = useState(() => {
    const module = fakeModule();
    return { part: lazyComponent<PartProps>(module.factory), state: module.state };
  });
  const [when, setWhen] = useState(false);
  return (
    <div className="flex flex-col items-start gap-3">
      <Button
        variant="outline"
        aria-pressed={when}
        onPointerEnter={() => void part.load()}
        onClick={() => setWhen(!when)}
      >
        Toon het deel
      </Button>
      <p className="m-0">
        Opgehaald: <output data-testid="fetches">{state.fetches}</output>
      </p>
      <LazyWhen component={part} when={when} props={{ label: "Het gevraagde deel is er." }} />
    </div>
  );
}

export const LazyWhenWanted: StoryObj<typeof Wanted> = {
  render: () => <Wanted />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole("button", { name: "Toon het deel" });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.queryByText("Het gevraagde deel is er.")).toBeNull();
    await expect(canvas.getByTestId("fetches")).toHaveTextContent("0");
    // Hovering starts the fetch; the click that follows shows the part.
    await userEvent.click(button);
    await expect(await canvas.findByText("Het gevraagde deel is er.")).toBeVisible();
    await userEvent.click(button);
    await expect(button).toHaveAttribute("aria-pressed", "false");
    await expect(canvas.getByText("Het gevraagde deel is er.")).toBeVisible();
    await userEvent.click(button);
    await expect(canvas.getByTestId("fetches")).toHaveTextContent("1");
  },
};
