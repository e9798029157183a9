import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { PartnersManageScreen } from "./PartnersManageScreen.tsx";
import { PartnersScreen } from "./PartnersScreen.tsx";
import type { Partner } from "./types.ts";

/** The delete button of a row: "Verwijderen", then the row's name for screen readers. */
const deleteButton = (name: string) => (label: string) => label.startsWith("Verwijderen") && label.endsWith(name);

const partners: Partner[] = [
  {
    id: "1",
    name: "Gemeente Utrecht",
    link: "https://www.utrecht.nl",
    logoUrl: null,
    position: 1,
    description: "Subsidieert de vrijwilligerscentrale en de vrijwilligersverzekering.",
  },
  {
    id: "2",
    name: "Voedselbank Utrecht",
    link: "https://voedselbank.example.org",
    logoUrl: null,
    position: 2,
    description: "Verdeelt elke week pakketten, helemaal met vrijwilligers.",
  },
  {
    id: "3",
    name: "Buurtteams Utrecht",
    link: null,
    logoUrl: null,
    position: 3,
    description: "Verwijst bewoners door naar maatjes en buurthulp.",
  },
];

const meta = {
  title: "features/partners/PartnersScreen",
  component: PartnersScreen,
  args: { state: "ready", partners, centerName: "Demo Vrijwilligerscentrale", onRetry: fn() },
} satisfies Meta<typeof PartnersScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Partners" })).toBeVisible();
    const items = canvas.getAllByRole("listitem");
    await expect(items[0]).toHaveTextContent("Gemeente Utrecht");
    await expect(canvas.getByRole("link", { name: /Voedselbank Utrecht/ })).toHaveAttribute(
      "href",
      "https://voedselbank.example.org",
    );
  },
};
export const Empty: Story = {
  args: { partners: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Nog geen partners")).toBeVisible();
  },
};
export const Loading: Story = { args: { state: "loading", partners: [] } };
export const Failed: Story = {
  args: { state: "failed", partners: [] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Opnieuw proberen" }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const AllTenants: Story = { parameters: { allTenants: true } };
export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/works with these organizations/)).toBeVisible();
  },
};

function Manage() {
  const [list, setList] = useState(partners);
  return (
    <PartnersManageScreen
      state="ready"
      partners={list}
      onSave={async () => {}}
      onUpload={async () => "/uploads/0123456789abcdef0123456789abcdef.png"}
      onDelete={async (p) => setList((l) => l.filter((x) => x.id !== p.id))}
      onMove={async (p, position) =>
        setList((l) => {
          const rest = l.filter((x) => x.id !== p.id);
          rest.splice(position - 1, 0, p);
          return rest.map((x, i) => ({ ...x, position: i + 1 }));
        })
      }
    />
  );
}

/** Reordering by keyboard: the arrow buttons move a partner; the focus stays with it. */
export const ManageReorder: Story = {
  render: () => <Manage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Gemeente Utrecht een plaats omhoog" })).toBeDisabled();
    canvas.getByRole("button", { name: "Buurtteams Utrecht een plaats omhoog" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(await canvas.findByText("Buurtteams Utrecht staat nu op plaats 2.")).toBeVisible();
    const rows = within(canvas.getByRole("list", { name: "Partners in volgorde" })).getAllByRole("listitem");
    await expect(rows[1]).toHaveTextContent("Buurtteams Utrecht");
  },
};
export const ManageAllTenants: Story = { render: () => <Manage />, parameters: { allTenants: true } };
/** Deleting asks first, naming the partner; confirmed, the row goes and focus lands on the page's title. */
export const ManageDelete: Story = {
  render: () => <Manage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: deleteButton("Voedselbank Utrecht") }));
    const dialog = await within(document.body).findByRole("alertdialog", { name: "Voedselbank Utrecht verwijderen?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Verwijderen" }));
    await expect(await canvas.findByText("Voedselbank Utrecht is verwijderd.")).toBeVisible();
    await expect(canvas.queryByRole("heading", { name: "Voedselbank Utrecht" })).toBeNull();
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveFocus();
  },
};
export const ManageEmpty: Story = {
  render: () => (
    <PartnersManageScreen state="ready" partners={[]} onSave={fn()} onMove={fn()} onDelete={fn()} onUpload={fn()} />
  ),
};
export const ManageLoading: Story = {
  render: () => (
    <PartnersManageScreen state="loading" partners={[]} onSave={fn()} onMove={fn()} onDelete={fn()} onUpload={fn()} />
  ),
};
export const ManageFailed: Story = {
  render: () => (
    <PartnersManageScreen state="failed" partners={[]} onSave={fn()} onMove={fn()} onDelete={fn()} onUpload={fn()} />
  ),
};
