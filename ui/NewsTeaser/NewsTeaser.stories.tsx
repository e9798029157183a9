import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { NewsTeaser } from "./NewsTeaser.tsx";

const meta = {
  title: "ui/NewsTeaser",
  component: NewsTeaser,
  args: {
    label: "Nieuwsberichten",
    items: [
      {
        id: "1",
        title: "Vrijwilligers gezocht voor de Kerstmarkt",
        href: "/nieuws/kerstmarkt",
        date: "24 november 2026",
        dateTime: "2026-11-24T10:00:00Z",
        summary: "Help mee bij de kraam van de voedselbank of bij de ingang: een dagdeel is al genoeg.",
      },
      {
        id: "2",
        title: "Workshop: een goede vacaturetekst schrijven",
        href: "/nieuws/workshop",
        date: "17 november 2026",
        dateTime: "2026-11-17T10:00:00Z",
        summary: "Voor organisaties die meer reacties willen op hun vacatures.",
      },
    ],
  },
} satisfies Meta<typeof NewsTeaser>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "Vrijwilligers gezocht voor de Kerstmarkt" })).toHaveAttribute(
      "href",
      "/nieuws/kerstmarkt",
    );
    await expect(canvas.getAllByRole("listitem")).toHaveLength(2);
  },
};
export const Grid: Story = {
  args: { variant: "grid", headingLevel: 3 },
  play: async ({ canvasElement }) => {
    // An item without a photo gets a quiet panel in the center's colour, hidden from screen readers.
    const panels = canvasElement.querySelectorAll('[data-picture="none"]');
    await expect(panels).toHaveLength(2);
    for (const panel of panels) await expect(panel).toHaveAttribute("aria-hidden", "true");
    await expect(panels[0]!.parentElement!.className).toMatch(/bg-primary-50/);
    await expect(canvasElement.querySelector("img")).toBeNull();
  },
};
export const AllTenants: Story = { parameters: { allTenants: true } };
