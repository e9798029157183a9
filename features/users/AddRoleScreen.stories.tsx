import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { AddRoleScreen } from "./AddRoleScreen.tsx";
import { FormSkeleton } from "./FormCard.tsx";
import { ORGANIZATIONS, USERS } from "./fixtures.ts";
import { SIDE_BY_SIDE } from "./stories.ts";

const [, , volunteer] = USERS as [(typeof USERS)[0], (typeof USERS)[0], (typeof USERS)[0]];

const meta = {
  title: "features/users/AddRoleScreen",
  component: AddRoleScreen,
  args: {
    user: volunteer,
    organizations: ORGANIZATIONS,
    roles: ["member", "admin", "volunteer"],
    onSubmit: fn(async () => {}),
    cancelHref: "/users/13",
  },
} satisfies Meta<typeof AddRoleScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A member or admin role needs its organization. */
export const CenterStaff: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Rol toevoegen voor Joke Hendriks" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Rol toevoegen" }));
    await expect(canvas.getByText("Kies een organisatie voor deze rol.")).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole("combobox", { name: /Organisatie/ }));
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole("option", { name: "Buurthuis De Linde" }),
    );
    await userEvent.click(canvas.getByRole("button", { name: "Rol toevoegen" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith("member", "3"));
  },
};

export const AllTenants: Story = { parameters: SIDE_BY_SIDE };

/** An organization admin: member or admin of their own organization only. */
export const OrganizationAdmin: Story = {
  args: { roles: ["member", "admin"], organizations: ORGANIZATIONS.slice(2) },
};

/** No organization to choose from (empty). */
export const NoOrganizations: Story = { args: { organizations: [] } };

/** The server's refusal is shown above the form. */
export const Failed: Story = {
  args: {
    roles: ["volunteer"],
    onSubmit: fn(async () => Promise.reject(new globalThis.Error("De rol kon niet worden toegevoegd."))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Rol toevoegen" }));
    await expect(await canvas.findByText("De rol kon niet worden toegevoegd.")).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => <FormSkeleton label="Gebruiker laden…" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Gebruiker laden…");
  },
};

export const LoadingAllTenants: Story = { ...Loading, play: undefined, parameters: SIDE_BY_SIDE };

export const English: Story = { globals: { locale: "en" } };
