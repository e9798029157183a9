import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { ReorderButtons } from "./ReorderButtons.tsx";

const meta = {
  title: "ui/ReorderButtons",
  component: ReorderButtons,
  args: {
    index: 1,
    count: 3,
    upLabel: "Vrijwilligerscentrale omhoog",
    downLabel: "Vrijwilligerscentrale omlaag",
    onMove: fn(),
  },
} satisfies Meta<typeof ReorderButtons>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Arrows only (menu items, partners): each button is named after the item it moves. */
export const IconsOnly: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Vrijwilligerscentrale omhoog" }));
    await expect(args.onMove).toHaveBeenLastCalledWith(0, "up");
    await userEvent.click(canvas.getByRole("button", { name: "Vrijwilligerscentrale omlaag" }));
    await expect(args.onMove).toHaveBeenLastCalledWith(2, "down");
  },
};

/** With words beside the arrows (the blocks of a content page). */
export const WithText: Story = {
  args: {
    upText: "Omhoog",
    downText: "Omlaag",
    upLabel: "Omhoog: Blok 2 (Tekst)",
    downLabel: "Omlaag: Blok 2 (Tekst)",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Omhoog: Blok 2 (Tekst)" })).toHaveTextContent("Omhoog");
  },
};

/** The first item cannot go up, the last not down. */
export const FirstAndLast: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      <ReorderButtons {...args} index={0} upLabel="Eerste omhoog" downLabel="Eerste omlaag" />
      <ReorderButtons {...args} index={2} upLabel="Laatste omhoog" downLabel="Laatste omlaag" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Eerste omhoog" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Eerste omlaag" })).toBeEnabled();
    await expect(canvas.getByRole("button", { name: "Laatste omlaag" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Laatste omhoog" })).toBeEnabled();
  },
};

/** While a move is stored, both wait. */
export const Busy: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    for (const button of within(canvasElement).getAllByRole("button")) await expect(button).toBeDisabled();
  },
};

function List() {
  const [items, setItems] = useState(["Voedselbank", "Buurthuis", "Sportclub"]);
  return (
    <ol className="m-0 flex list-none flex-col gap-2 p-0">
      {items.map((item, i) => (
        <li key={item} className="flex items-center justify-between gap-3 rounded-lg border border-border p-2">
          <span>{item}</span>
          <ReorderButtons
            index={i}
            count={items.length}
            upLabel={`${item} omhoog`}
            downLabel={`${item} omlaag`}
            onMove={(to) => {
              const next = items.filter((x) => x !== item);
              next.splice(to, 0, item);
              setItems(next);
            }}
          />
        </li>
      ))}
    </ol>
  );
}

/** A list that reorders, in every tenant. */
export const InAList: Story = {
  parameters: { allTenants: true },
  render: () => <List />,
};

export const MovesInAList: Story = {
  render: () => <List />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Sportclub omhoog" }));
    const items = canvas.getAllByRole("listitem").map((li) => li.textContent);
    await expect(items).toEqual(["Voedselbank", "Sportclub", "Buurthuis"]);
  },
};
