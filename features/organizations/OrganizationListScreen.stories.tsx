import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { LIST_STATE, ORGANIZATIONS, SIDE_BY_SIDE } from "./fixtures.ts";
import { OrganizationListScreen } from "./OrganizationListScreen.tsx";

const meta = {
  title: "features/organizations/OrganizationListScreen",
  component: OrganizationListScreen,
  args: {
    status: "success",
    organizations: ORGANIZATIONS,
    totalCount: 4,
    pageCount: 1,
    state: LIST_STATE,
    onStateChange: fn(),
    onRetry: fn(),
    onExport: fn(async () => {}),
    centerStaff: true,
    pendingCount: 1,
    detailHref: (id: string) => `#organization-${id}`,
    addHref: "/organizations/add",
    approveHref: "/organizations/approve",
  },
} satisfies Meta<typeof OrganizationListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Organisaties" })).toBeVisible();
    await expect(canvas.getByText("Hier vind je een overzicht van alle organisaties.")).toBeVisible();
    await expect(canvas.getAllByRole("link", { name: "Basisschool De Regenboog" })[0]).toHaveAttribute(
      "href",
      "#organization-1",
    );
    await expect(canvas.getByRole("link", { name: "Aanmeldingen beoordelen (1)" })).toHaveAttribute(
      "href",
      "/organizations/approve",
    );
  },
};

export const SearchAndExport: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("searchbox", { name: "Zoek op naam of plaats" }), "utrecht{Enter}");
    await expect(args.onStateChange).toHaveBeenCalledWith(expect.objectContaining({ q: "utrecht" }));
    await userEvent.click(canvas.getByRole("button", { name: "Exporteren als CSV" }));
    await expect(args.onExport).toHaveBeenCalled();
  },
};

/** Organization staff see only their own organizations, and no add or approval links. */
export const OwnOrganizations: Story = {
  args: { centerStaff: false, organizations: ORGANIZATIONS.slice(0, 1), totalCount: 1, pendingCount: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Hier vind je de organisaties waarvoor je werkt.")).toBeVisible();
    await expect(canvas.queryByRole("link", { name: "Organisatie toevoegen" })).toBeNull();
  },
};

export const Loading: Story = { args: { status: "loading", organizations: [], totalCount: 0 } };

export const Empty: Story = {
  args: { organizations: [], totalCount: 0, pendingCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText("Nog geen organisaties")[0]).toBeVisible();
  },
};

export const NoMatch: Story = {
  args: { organizations: [], totalCount: 0, state: { ...LIST_STATE, q: "zwemclub", status: "approved" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText("Geen organisaties gevonden")[0]).toBeVisible();
  },
};

export const Error: Story = {
  args: { status: "error", organizations: [], totalCount: 0 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("De organisaties konden niet geladen worden.")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Opnieuw proberen" }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { level: 1, name: "Organizations" })).toBeVisible();
  },
};

export const AllTenants: Story = { parameters: SIDE_BY_SIDE };
export const AllTenantsEmpty: Story = {
  args: { organizations: [], totalCount: 0 },
  parameters: SIDE_BY_SIDE,
};
