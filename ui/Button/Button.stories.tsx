import type { Meta, StoryObj } from "@storybook/react-vite";
import { Heart, Plus } from "lucide-react";
import { expect, fn, userEvent, within } from "storybook/test";
import { Button } from "./Button.tsx";

const meta = {
  title: "ui/Button",
  component: Button,
  args: { children: "Aanmelden", onClick: fn() },
  argTypes: {
    variant: { control: "select", options: ["solid", "secondary", "outline", "ghost", "danger", "link"] },
    size: { control: "select", options: ["sm", "md", "lg"] },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Solid: Story = {
  tags: ["visual"],
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Aanmelden" }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
export const Secondary: Story = { args: { variant: "secondary" } };
export const Outline: Story = { args: { variant: "outline" } };
export const Ghost: Story = { args: { variant: "ghost" } };
export const Danger: Story = { args: { variant: "danger", children: "Verwijderen" } };
export const Link: Story = { args: { variant: "link", children: "Meer informatie" } };
export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-3">
      <Button {...args} size="sm">
        Klein
      </Button>
      <Button {...args} size="md">
        Normaal
      </Button>
      <Button {...args} size="lg">
        Groot
      </Button>
    </div>
  ),
};
export const WithIcon: Story = { args: { icon: <Plus />, children: "Vacature toevoegen" } };
export const Loading: Story = {
  args: { loading: true, children: "Opslaan" },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: "Opslaan" });
    await expect(button).toHaveAttribute("aria-busy", "true");
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
export const Disabled: Story = { args: { disabled: true } };
export const IconOnly: Story = {
  args: { iconOnly: true, label: "Bewaar als favoriet", icon: <Heart />, children: undefined, variant: "outline" },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "Bewaar als favoriet" });
    await expect(button).toHaveAttribute("title", "Bewaar als favoriet");
    await expect(button.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
  },
};
export const AllVariantsAllTenants: Story = {
  tags: ["visual"],
  parameters: { allTenants: true },
  render: (args) => (
    <div className="flex flex-wrap gap-2">
      <Button {...args}>Primair</Button>
      <Button {...args} variant="secondary">
        Secundair
      </Button>
      <Button {...args} variant="outline">
        Omlijnd
      </Button>
      <Button {...args} variant="danger">
        Verwijderen
      </Button>
    </div>
  ),
};
