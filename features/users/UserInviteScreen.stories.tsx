import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { ORGANIZATIONS } from "./fixtures.ts";
import { SIDE_BY_SIDE } from "./stories.ts";
import { UserInviteScreen } from "./UserInviteScreen.tsx";

const meta = {
  title: "features/users/UserInviteScreen",
  component: UserInviteScreen,
  args: {
    organizations: ORGANIZATIONS,
    roles: ["member", "admin", "volunteer"],
    onSubmit: fn(async () => {}),
    cancelHref: "/users",
  },
} satisfies Meta<typeof UserInviteScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 'Gebruiker toevoegen': name, e-mail, role and organization. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { level: 1, name: "Gebruiker toevoegen" })).toBeVisible();
  },
};

export const AllTenants: Story = { parameters: SIDE_BY_SIDE };

/** An organization admin invites into their own organization, as member or admin. */
export const OrganizationAdmin: Story = { args: { roles: ["member", "admin"], organizations: ORGANIZATIONS.slice(2) } };

/** Opened from an organization's page: that organization is already chosen. */
export const FromOrganization: Story = {
  args: { organizationId: "3" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("combobox", { name: /Organisatie/ })).toHaveTextContent("Buurthuis De Linde");
  },
};

/** Nothing filled in: each field says what is missing, nothing is sent. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Uitnodiging versturen" }));
    await waitFor(() =>
      expect(canvas.getByRole("textbox", { name: /Voornaam/ })).toHaveAttribute("aria-invalid", "true"),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const English: Story = { globals: { locale: "en" } };
