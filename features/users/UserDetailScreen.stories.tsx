import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { APPLICATIONS, USERS } from "./fixtures.ts";
import { CENTER_STAFF, ORGANIZATION_ADMIN, SIDE_BY_SIDE } from "./stories.ts";
import { UserDetailScreen } from "./UserDetailScreen.tsx";

const [admin, invited, volunteer, inactiveMember] = USERS as [
  (typeof USERS)[0],
  (typeof USERS)[0],
  (typeof USERS)[0],
  (typeof USERS)[0],
];

const trail = (
  <ol aria-label="Logboek" className="m-0 list-none p-0">
    <li>Eva de Boer heeft het account gedeactiveerd · Reden: verhuisd naar Zwolle</li>
  </ol>
);

const meta = {
  title: "features/users/UserDetailScreen",
  component: UserDetailScreen,
  args: {
    status: "success",
    user: volunteer,
    permissions: CENTER_STAFF,
    applications: APPLICATIONS,
    auditTrail: trail,
    onStatusChange: fn(async () => {}),
    onRemoveRole: fn(async () => {}),
    onSwitchRole: fn(async () => {}),
    onResendInvitation: fn(async () => {}),
    onSignInAs: fn(async () => {}),
    onRetry: fn(),
    editHref: "/users/13/edit",
    addRoleHref: "/users/13/add_role",
    backHref: "/users",
    applicationHref: (id: string) => `/applications/${id}`,
  },
} satisfies Meta<typeof UserDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A volunteer, seen by center staff: profile, applications, audit trail, every action. */
export const Volunteer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Joke Hendriks" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Maatje voor een oudere buurtbewoner" })).toHaveAttribute(
      "href",
      "/applications/301",
    );
    await expect(canvas.getByRole("link", { name: "Gegevens wijzigen" })).toHaveAttribute("href", "/users/13/edit");
    await expect(canvas.getByRole("button", { name: "Deactiveren" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Archiveren" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Weer activeren" })).toBeNull();
    await expect(
      canvas.getByText("Eva de Boer heeft het account gedeactiveerd · Reden: verhuisd naar Zwolle"),
    ).toBeVisible();
  },
};

/** Every tenant side by side. */
export const AllTenants: Story = { parameters: SIDE_BY_SIDE };

/** Deactivating asks for a reason first; without one it says so, with one it goes through. */
export const DeactivateWithReason: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Deactiveren" }));
    const dialog = within(await body(canvasElement).findByRole("alertdialog", { name: "Deactiveren: Joke Hendriks" }));
    await userEvent.click(dialog.getByRole("button", { name: "Deactiveren" }));
    await expect(dialog.getByText("Geef een reden op.")).toBeVisible();
    await expect(args.onStatusChange).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole("textbox", { name: /Reden/ }), "Verhuisd naar Zwolle");
    await userEvent.click(dialog.getByRole("button", { name: "Deactiveren" }));
    await waitFor(() => expect(args.onStatusChange).toHaveBeenCalledWith("inactive", "Verhuisd naar Zwolle"));
    await waitFor(() => expect(body(canvasElement).queryByRole("alertdialog")).toBeNull());
  },
};

/** A failed change keeps the dialog open with the reason it failed. */
export const StatusChangeFails: Story = {
  args: { onStatusChange: fn(async () => Promise.reject(new Error("Deze statuswijziging is niet toegestaan."))) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Archiveren" }));
    const dialog = within(await body(canvasElement).findByRole("alertdialog"));
    await userEvent.type(dialog.getByRole("textbox", { name: /Reden/ }), "Dubbel account");
    await userEvent.click(dialog.getByRole("button", { name: "Archiveren" }));
    await expect(await dialog.findByText("Deze statuswijziging is niet toegestaan.")).toBeVisible();
  },
};

/** Sign in as this user asks for confirmation first. */
export const SignInAsConfirms: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Inloggen als deze gebruiker" }));
    await expect(args.onSignInAs).not.toHaveBeenCalled();
    const dialog = within(await body(canvasElement).findByRole("alertdialog", { name: "Inloggen als Joke Hendriks?" }));
    await userEvent.click(dialog.getByRole("button", { name: "Inloggen als Joke Hendriks" }));
    await waitFor(() => expect(args.onSignInAs).toHaveBeenCalled());
  },
};

/** Invited: resend the invitation; no applications section for staff. */
export const Invited: Story = {
  args: { user: invited, applications: undefined, permissions: { ...CENTER_STAFF, signInAs: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Uitnodiging opnieuw sturen" }));
    await waitFor(() => expect(args.onResendInvitation).toHaveBeenCalled());
    await expect(canvas.queryByRole("button", { name: "Inloggen als deze gebruiker" })).toBeNull();
  },
};

/** An inactive account can be activated again or archived. */
export const Inactive: Story = {
  args: { user: inactiveMember, permissions: { ...CENTER_STAFF, signInAs: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Weer activeren" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Archiveren" })).toBeVisible();
  },
};

/** An organization admin: only their organization's role, switch and remove; nothing of the account itself. */
export const OrganizationAdmin: Story = {
  args: {
    user: inactiveMember,
    permissions: ORGANIZATION_ADMIN,
    applications: undefined,
    auditTrail: (
      <ol aria-label="Logboek" className="m-0 list-none p-0">
        <li>Sanne Bakker heeft de rol medewerker toegevoegd</li>
      </ol>
    ),
    auditScope: "organization",
    backHref: undefined,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: "Logboek" })).toBeVisible();
    await expect(
      canvas.getByText("Wat er binnen jouw organisatie met dit account gebeurde: uitnodigingen en rollen."),
    ).toBeVisible();
    await expect(canvas.queryByRole("link", { name: "Gegevens wijzigen" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: "Deactiveren" })).toBeNull();
    await expect(canvas.queryByText("Vrijwilliger")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Beheerder maken" }));
    await waitFor(() =>
      expect(args.onSwitchRole).toHaveBeenCalledWith(
        { name: "member", organizationId: "3", organizationName: "Buurthuis De Linde" },
        "admin",
      ),
    );
    await userEvent.click(canvas.getByRole("button", { name: "Verwijderen uit Buurthuis De Linde" }));
    const dialog = within(await body(canvasElement).findByRole("alertdialog", { name: "Rol verwijderen?" }));
    await userEvent.click(dialog.getByRole("button", { name: "Verwijderen" }));
    await waitFor(() => expect(args.onRemoveRole).toHaveBeenCalled());
  },
};

/** Empty: no roles, no applications yet. */
export const Empty: Story = {
  args: { user: { ...admin, roles: [] }, applications: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Deze persoon heeft geen rol.")).toBeVisible();
    await expect(canvas.getByText("Nog geen reacties op vacatures.")).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: "loading", user: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Gebruiker laden…");
  },
};

export const LoadingAllTenants: Story = { args: { status: "loading", user: undefined }, parameters: SIDE_BY_SIDE };

export const Failed: Story = {
  args: { status: "error", user: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Deze gebruiker kon niet worden geladen.")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Opnieuw proberen" }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const FailedAllTenants: Story = { args: { status: "error", user: undefined }, parameters: SIDE_BY_SIDE };

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Deactivate" })).toBeVisible();
  },
};
