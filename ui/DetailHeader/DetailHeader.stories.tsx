import type { Meta, StoryObj } from "@storybook/react-vite";
import { Mail, Trash2 } from "lucide-react";
import { expect, fn, userEvent, within } from "storybook/test";
import { StatusBadge } from "../Badge/StatusBadge.tsx";
import { Button } from "../Button/Button.tsx";
import { DetailHeader } from "./DetailHeader.tsx";

const LOGO =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#2f6f4f"/><circle cx="32" cy="28" r="12" fill="#fff"/></svg>',
  );

const onArchive = fn();

const meta = {
  title: "ui/DetailHeader",
  component: DetailHeader,
  args: {
    title: "Buurthuis De Linde",
    back: { href: "/organizations", label: "Terug naar organisaties" },
    avatar: { name: "Buurthuis De Linde", src: LOGO },
    meta: (
      <>
        Stichting
        <StatusBadge entity="organization" status="approved" label="Goedgekeurd" />
      </>
    ),
    actionsLabel: "Acties",
    edit: { href: "/organizations/3/edit", label: "Bewerken" },
    actions: (
      <>
        <Button variant="outline" onClick={onArchive}>
          Archiveren
        </Button>
        <Button variant="danger">
          <Trash2 aria-hidden />
          Verwijderen
        </Button>
      </>
    ),
  },
} satisfies Meta<typeof DetailHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An organization's page: logo, type and status, the actions its viewer may take. */
export const Organization: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Buurthuis De Linde" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Terug naar organisaties" })).toHaveAttribute(
      "href",
      "/organizations",
    );
    const actions = canvas.getByRole("group", { name: "Acties" });
    await expect(within(actions).getByRole("link", { name: "Bewerken" })).toHaveAttribute(
      "href",
      "/organizations/3/edit",
    );
    await userEvent.click(within(actions).getByRole("button", { name: "Archiveren" }));
    await expect(onArchive).toHaveBeenCalled();
  },
};

/** A person's page: no avatar, the status and e-mail address under the name. */
export const Person: Story = {
  args: {
    title: "Sanne de Vries",
    avatar: undefined,
    edit: undefined,
    back: { href: "/users", label: "Terug naar gebruikers" },
    meta: (
      <>
        <StatusBadge entity="user" status="invited" label="Uitgenodigd" />
        <span className="break-all">sanne.devries@example.nl</span>
      </>
    ),
    actions: (
      <Button variant="outline">
        <Mail aria-hidden />
        Uitnodiging opnieuw sturen
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Sanne de Vries" })).toBeVisible();
    await expect(canvas.getByText("sanne.devries@example.nl")).toBeVisible();
  },
};

/** Without a logo: the initials; a long name wraps. */
export const LongNameWithoutLogo: Story = {
  args: {
    title: "Stichting Vrijwillige Thuishulp en Mantelzorgondersteuning Midden-Nederland",
    avatar: { name: "Stichting Vrijwillige Thuishulp" },
  },
};

/** Only the heading and the way back (an error page), no actions. */
export const TitleOnly: Story = {
  args: { title: "Organisaties", avatar: undefined, meta: undefined, edit: undefined, actions: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("group")).toBeNull();
  },
};

export const English: Story = {
  args: {
    back: { href: "/organizations", label: "Back to organizations" },
    meta: (
      <>
        Foundation
        <StatusBadge entity="organization" status="pending" label="Pending" />
      </>
    ),
    actionsLabel: "Actions",
    edit: { href: "/organizations/3/edit", label: "Edit" },
    actions: <Button>Approve</Button>,
  },
  globals: { locale: "en" },
};

/** Every tenant side by side. */
export const AllTenants: Story = {
  parameters: { allTenants: true },
};
export const Dark: Story = { ...AllTenants, globals: { scheme: "dark" } };
