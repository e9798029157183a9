import type { Meta, StoryObj } from "@storybook/react-vite";
import { FileText, Inbox } from "lucide-react";
import { expect, within } from "storybook/test";
import { StatCard } from "./StatCard.tsx";

const meta = {
  title: "ui/StatCard",
  component: StatCard,
  args: { label: "Nieuwe reacties", value: 12, icon: <Inbox />, href: "/applications?status=new" },
} satisfies Meta<typeof StatCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Linked: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: /Nieuwe reacties\s*12/ });
    await expect(link).toHaveAttribute("href", "/applications?status=new");
  },
};

export const WithoutLink: Story = {
  args: { href: undefined, label: "Concepten", value: 3, icon: <FileText /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("link")).toBeNull();
  },
};

export const Attention: Story = { args: { tone: "attention", description: "wachten op een reactie" } };

export const LargeNumberInEnglish: Story = {
  args: { value: 12345, locale: "en", label: "Published vacancies" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("12,345")).toBeVisible();
  },
};

export const AllTenants: Story = {
  parameters: { allTenants: true },
  render: (args) => (
    <div className="grid gap-3 sm:grid-cols-2">
      <StatCard {...args} tone="attention" />
      <StatCard label="Concepten" value={1500} icon={<FileText />} />
    </div>
  ),
};
export const Dark: Story = { ...AllTenants, globals: { scheme: "dark" } };
