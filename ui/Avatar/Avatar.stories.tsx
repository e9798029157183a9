import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { Avatar } from "./Avatar.tsx";

/** A small inline portrait, so the story needs no network. */
const portrait =
  "data:image/svg+xml;utf8," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#0f766e"/>' +
      '<circle cx="32" cy="25" r="12" fill="#ccfbf1"/><path d="M10 64c2-14 12-22 22-22s20 8 22 22z" fill="#ccfbf1"/></svg>',
  );

const meta = {
  title: "ui/Avatar",
  component: Avatar,
  args: { name: "Fatima el Amrani" },
  argTypes: { size: { control: "select", options: ["sm", "md", "lg", "xl"] } },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole("img", { name: "Fatima el Amrani" });
    await expect(avatar).toHaveTextContent("FA");
  },
};

export const WithImage: Story = {
  args: { src: portrait },
  play: async ({ canvasElement }) => {
    const image = await within(canvasElement).findByRole("img", { name: "Fatima el Amrani" });
    await expect(image.tagName).toBe("IMG");
    await expect(canvasElement.querySelector('[data-slot="avatar-fallback"]')).toBeNull();
  },
};

export const BrokenImage: Story = {
  args: { src: "data:image/png;base64,broken", name: "Pieter de Vries" },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByRole("img", { name: "Pieter de Vries" })).toHaveTextContent("PV"),
    );
  },
};

export const NoName: Story = {
  args: { name: "" },
  render: (args) => (
    <div className="flex items-center gap-3">
      <Avatar {...args} decorative />
      <span>Onbekende gebruiker</span>
    </div>
  ),
};

export const Decorative: Story = {
  render: (args) => (
    <div className="flex items-center gap-3">
      <Avatar {...args} decorative />
      <span className="font-medium">{args.name}</span>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("img")).toBeNull();
  },
};

export const Sizes: Story = {
  tags: ["visual"],
  render: (args) => (
    <div className="flex items-center gap-3">
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" />
      <Avatar {...args} size="xl" />
      <Avatar {...args} size="xl" src={portrait} name="Joost Bakker" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const widths = Array.from(canvasElement.querySelectorAll('[data-slot="avatar"]')).map(
      (el) => el.getBoundingClientRect().width,
    );
    await expect(widths).toEqual([32, 40, 56, 80, 80]);
  },
};
