import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { PENDING, SIDE_BY_SIDE } from "./fixtures.ts";
import { OrganizationApproveScreen } from "./OrganizationApproveScreen.tsx";

const meta = {
  title: "features/organizations/OrganizationApproveScreen",
  component: OrganizationApproveScreen,
  args: {
    status: "success",
    organizations: PENDING,
    onReview: fn(async () => {}),
    onRetry: fn(),
    detailHref: (id: string) => `#organization-${id}`,
  },
} satisfies Meta<typeof OrganizationApproveScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Aanmeldingen beoordelen" })).toBeVisible();
    await expect(canvas.getByText(/Aangemeld door Henk Heijnen/)).toBeVisible();
    await expect(canvas.getByText("Mogelijk dubbel")).toBeVisible();
    await expect(canvas.getByText(/hetzelfde e-mailadres/)).toBeVisible();
  },
};

/** Approving one, with an optional reason. */
export const ApproveOne: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole("button", { name: "Goedkeuren" })[0]!);
    const dialog = within(await within(document.body).findByRole("alertdialog"));
    await userEvent.type(dialog.getByRole("textbox"), "Welkom bij de centrale!");
    await userEvent.click(dialog.getByRole("button", { name: "Goedkeuren" }));
    await expect(args.onReview).toHaveBeenCalledWith(["31"], "approve", "Welkom bij de centrale!");
  },
};

/** Denying several at once needs a reason. */
export const DenySelected: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("checkbox", { name: "Alles selecteren" }));
    await userEvent.click(canvas.getByRole("button", { name: "Selectie afwijzen" }));
    const dialog = within(await within(document.body).findByRole("alertdialog"));
    await expect(dialog.getByRole("heading", { name: "2 organisaties afwijzen" })).toBeVisible();
    await userEvent.type(dialog.getByRole("textbox"), "Geen vrijwilligerswerk.");
    await userEvent.click(dialog.getByRole("button", { name: "Afwijzen" }));
    await expect(args.onReview).toHaveBeenCalledWith(["31", "32"], "deny", "Geen vrijwilligerswerk.");
  },
};

export const Loading: Story = { args: { status: "loading", organizations: [] } };

export const Empty: Story = {
  args: { organizations: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Alles is beoordeeld")).toBeVisible();
  },
};

export const Error: Story = {
  args: { status: "error", organizations: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Opnieuw proberen" }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const English: Story = { globals: { locale: "en" } };
export const AllTenants: Story = { parameters: SIDE_BY_SIDE };
