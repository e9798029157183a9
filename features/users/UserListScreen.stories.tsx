import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { ORGANIZATIONS, USERS } from "./fixtures.ts";
import { SIDE_BY_SIDE } from "./stories.ts";
import { UserListScreen } from "./UserListScreen.tsx";

const meta = {
  title: "features/users/UserListScreen",
  component: UserListScreen,
  args: {
    status: "success",
    users: USERS,
    totalCount: USERS.length,
    page: 1,
    pageCount: 1,
    onPageChange: fn(),
    filters: { q: "", role: null, organizationId: null, status: null },
    onFiltersChange: fn(),
    organizations: ORGANIZATIONS,
    sort: "last_name",
    onSortChange: fn(),
    onRetry: fn(),
    addHref: "/users/add",
    userHref: (id: string) => `/users/${id}`,
  },
} satisfies Meta<typeof UserListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The center's people with their roles and status. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Gebruikers" })).toBeVisible();
    await expect(canvas.getAllByRole("link", { name: "Joke Hendriks" })[0]).toHaveAttribute("href", "/users/13");
  },
};

export const AllTenants: Story = { parameters: SIDE_BY_SIDE };

/** No one yet. */
export const Empty: Story = {
  args: { users: [], totalCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText("Nog geen gebruikers")[0]).toBeVisible();
  },
};

/** Filters that match no one: the way out is clearing them. */
export const NoMatch: Story = {
  args: { users: [], totalCount: 0, filters: { q: "zzz", role: null, organizationId: null, status: "archived" } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText("Geen gebruikers gevonden")[0]).toBeVisible();
    await userEvent.click(canvas.getAllByRole("button", { name: "Filters wissen" })[0]!);
    await expect(args.onFiltersChange).toHaveBeenCalled();
  },
};

export const Loading: Story = { args: { status: "loading", users: [] } };
export const LoadingAllTenants: Story = { args: { status: "loading", users: [] }, parameters: SIDE_BY_SIDE };

export const Failed: Story = {
  args: { status: "error", users: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("De gebruikers konden niet worden geladen.")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Opnieuw proberen" }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const English: Story = { globals: { locale: "en" } };
