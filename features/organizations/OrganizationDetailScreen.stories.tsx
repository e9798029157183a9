import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import {
  HISTORY,
  ORGANIZATION,
  ORGANIZATION_PEOPLE,
  ORGANIZATION_VACANCIES,
  ORG_ADMIN_PERMISSIONS,
  PENDING,
  SIDE_BY_SIDE,
  STAFF_PERMISSIONS,
} from "./fixtures.ts";
import { OrganizationDetailScreen } from "./OrganizationDetailScreen.tsx";

const meta = {
  title: "features/organizations/OrganizationDetailScreen",
  component: OrganizationDetailScreen,
  args: {
    status: "success",
    organization: ORGANIZATION,
    vacancies: ORGANIZATION_VACANCIES,
    people: ORGANIZATION_PEOPLE,
    history: HISTORY,
    permissions: STAFF_PERMISSIONS,
    onStatusChange: fn(async () => {}),
    onDelete: fn(async () => {}),
    onRetry: fn(),
    editHref: "/organizations/1/edit",
    moveHref: "/organizations/1/move",
    vacancyHref: (id: string) => `#vacancy-${id}`,
    personHref: (id: string) => `#user-${id}`,
  },
} satisfies Meta<typeof OrganizationDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Basisschool De Regenboog" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: /Bewerken/ })).toHaveAttribute("href", "/organizations/1/edit");
    await expect(canvas.getByText(/Welkom! Jullie vacatures staan nu in de vacaturebank\./)).toBeVisible();
    // Four vacancies depend on it: archive is offered, not delete.
    await expect(canvas.getByRole("button", { name: "Archiveren" })).toBeVisible();
  },
};

/** Archiving asks a reason; the admins receive it. */
export const ArchiveWithReason: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Archiveren" }));
    const dialog = within(await within(document.body).findByRole("alertdialog"));
    await userEvent.click(dialog.getByRole("button", { name: "Archiveren" }));
    await expect(dialog.getByText("Vul een toelichting in.")).toBeVisible();
    await expect(args.onStatusChange).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole("textbox"), "De school is gefuseerd.");
    await userEvent.click(dialog.getByRole("button", { name: "Archiveren" }));
    await expect(args.onStatusChange).toHaveBeenCalledWith("archive", "De school is gefuseerd.");
  },
};

/** A pending organization: approve or deny. */
export const Pending: Story = {
  args: { organization: PENDING[0], vacancies: [], people: [], history: [HISTORY[1]!] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Goedkeuren" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Afwijzen" })).toBeVisible();
  },
};

/** The organization's own admin edits; reviewing is the center's. */
export const OrganizationAdmin: Story = {
  args: { permissions: ORG_ADMIN_PERMISSIONS },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: /Bewerken/ })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Archiveren" })).toBeNull();
  },
};

/** A superadmin with the moving-organizations flag on. */
export const Superadmin: Story = {
  args: { permissions: { ...STAFF_PERMISSIONS, move: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: /Verplaatsen/ })).toHaveAttribute(
      "href",
      "/organizations/1/move",
    );
  },
};

export const EmptyProfile: Story = {
  args: {
    organization: {
      ...ORGANIZATION,
      description: null,
      email: null,
      phone: null,
      website: null,
      address: null,
      logoUrl: null,
      dependents: { vacancies: 0, people: 0, applications: 0, conversations: 0 },
    },
    vacancies: [],
    people: [],
    history: [],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Deze organisatie heeft nog geen vacatures.")).toBeVisible();
    await expect(canvas.getByRole("button", { name: /Verwijderen/ })).toBeVisible();
  },
};

export const Loading: Story = { args: { status: "loading", organization: undefined } };

export const Error: Story = {
  args: { status: "error", organization: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("De organisatie kon niet geladen worden.")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Opnieuw proberen" }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const NotFound: Story = { args: { status: "notFound", organization: undefined } };

export const English: Story = { globals: { locale: "en" } };
export const AllTenants: Story = { parameters: SIDE_BY_SIDE };
