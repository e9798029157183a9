import type { Meta, StoryObj } from "@storybook/react-vite";
import { Plus, SearchX } from "lucide-react";
import { expect, fn, userEvent, within } from "storybook/test";
import { Button } from "../Button/Button.tsx";
import { EmptyState } from "./EmptyState.tsx";

const onAdd = fn();

const meta = {
  title: "ui/EmptyState",
  component: EmptyState,
  args: {
    title: "Nog geen vacatures",
    description: "Je organisatie heeft nog geen vacatures. Maak de eerste aan om vrijwilligers te vinden.",
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithAction: Story = {
  tags: ["visual"],
  args: {
    bordered: true,
    action: (
      <Button icon={<Plus />} onClick={onAdd}>
        Vacature toevoegen
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2 })).toHaveTextContent("Nog geen vacatures");
    await userEvent.click(canvas.getByRole("button", { name: "Vacature toevoegen" }));
    await expect(onAdd).toHaveBeenCalled();
  },
};

export const NoResults: Story = {
  args: {
    icon: <SearchX />,
    title: "Geen vacatures gevonden",
    description: "Probeer andere zoektermen of verwijder een filter.",
    size: "sm",
    headingLevel: 3,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { level: 3 })).toHaveTextContent("Geen vacatures gevonden");
  },
};

export const TitleOnly: Story = { args: { title: "Geen meldingen", description: undefined } };
