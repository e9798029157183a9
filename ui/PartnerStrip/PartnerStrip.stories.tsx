import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { PartnerStrip } from "./PartnerStrip.tsx";

const meta = {
  title: "ui/PartnerStrip",
  component: PartnerStrip,
  args: {
    label: "Partners",
    linkHint: "(website van de partner)",
    partners: [
      { id: "1", name: "Gemeente Utrecht", link: "https://www.utrecht.nl", description: "Subsidieert de centrale." },
      {
        id: "2",
        name: "Voedselbank",
        link: "https://voedselbank.example.org",
        description: "Verdeelt elke week pakketten.",
      },
      { id: "3", name: "Buurtteams Utrecht", link: null, description: "Verwijst bewoners door naar maatjes." },
    ],
  },
} satisfies Meta<typeof PartnerStrip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: /Gemeente Utrecht/ })).toHaveAttribute(
      "href",
      "https://www.utrecht.nl",
    );
    await expect(canvas.getByText("GU")).toBeInTheDocument();
    await expect(canvas.queryByRole("link", { name: /Buurtteams/ })).toBeNull();
  },
};
export const Strip: Story = { args: { variant: "strip", headingLevel: 3 } };
export const AllTenants: Story = { parameters: { allTenants: true } };
