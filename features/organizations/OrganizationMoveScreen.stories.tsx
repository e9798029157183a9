import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { CENTERS, ORGANIZATION, SIDE_BY_SIDE } from "./fixtures.ts";
import { OrganizationMoveScreen } from "./OrganizationMoveScreen.tsx";

const meta = {
  title: "features/organizations/OrganizationMoveScreen",
  component: OrganizationMoveScreen,
  args: {
    status: "success",
    organizationName: ORGANIZATION.name,
    dependents: ORGANIZATION.dependents,
    centers: CENTERS,
    onMove: fn(async () => {}),
    onRetry: fn(),
    backHref: "/organizations/1",
  },
} satisfies Meta<typeof OrganizationMoveScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Basisschool De Regenboog verplaatsen" })).toBeVisible();
    await expect(canvas.getByText("Wat gaat er mee")).toBeVisible();
  },
};

/** Without a target center the move is refused in place. */
export const ChooseACenterFirst: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Verplaatsen" }));
    await expect(canvas.getByText("Kies een vrijwilligerscentrale.")).toBeVisible();
    await expect(args.onMove).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { status: "disabled" },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText("Organisaties verplaatsen staat uit voor deze installatie."),
    ).toBeVisible();
  },
};

export const NoOtherCenters: Story = { args: { centers: [] } };
export const Loading: Story = { args: { status: "loading" } };
export const Error: Story = { args: { status: "error" } };
export const English: Story = { globals: { locale: "en" } };
export const AllTenants: Story = { parameters: SIDE_BY_SIDE };
