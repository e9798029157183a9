import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { NEWS_FIXTURES } from "./fixtures.ts";
import { NewsDetailScreen } from "./NewsDetailScreen.tsx";
import { NewsListScreen } from "./NewsListScreen.tsx";
import { NewsManageScreen } from "./NewsManageScreen.tsx";

/** The delete button of a row: "Verwijderen", then the row's name for screen readers. */
const deleteButton = (name: string) => (label: string) => label.startsWith("Verwijderen") && label.endsWith(name);

const published = NEWS_FIXTURES.filter((n) => n.status === "published");

const meta = {
  title: "features/news/NewsListScreen",
  component: NewsListScreen,
  args: {
    state: "ready",
    items: published,
    page: 1,
    pageCount: 3,
    feedUrl: "/api/v1/news_items/feed.xml",
    centerName: "Demo Vrijwilligerscentrale",
    hrefFor: (n: number) => `/nieuws?pagina=${n}`,
    onRetry: fn(),
  },
} satisfies Meta<typeof NewsListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Nieuws" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Vrijwilligers gezocht voor de Kerstmarkt" })).toHaveAttribute(
      "href",
      "/nieuws/vrijwilligers-gezocht-voor-de-kerstmarkt",
    );
    await expect(canvas.getByText("24 november 2026")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Volg het nieuws (Atom-feed)" })).toBeVisible();
    await expect(canvas.getByRole("navigation", { name: "Pagina's met nieuws" })).toBeVisible();
  },
};
export const Empty: Story = {
  args: { items: [], pageCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Nog geen nieuws")).toBeVisible();
  },
};
export const Loading: Story = { args: { state: "loading", items: [] } };
export const Failed: Story = {
  args: { state: "failed", items: [] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Opnieuw proberen" }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
/** One page only: the pagination landmark would repeat per tenant. */
export const AllTenants: Story = { args: { pageCount: 1 }, parameters: { allTenants: true } };
export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { level: 1, name: "News" })).toBeVisible();
    await expect(within(canvasElement).getByText("24 November 2026")).toBeVisible();
  },
};

/** One item: picture, date, author and the sanitized body. */
export const Detail: Story = {
  render: (args) => (
    <NewsDetailScreen state="ready" item={published[0]} feedUrl={args.feedUrl} centerName={args.centerName} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("heading", { level: 1, name: "Vrijwilligers gezocht voor de Kerstmarkt" }),
    ).toBeVisible();
    await expect(canvas.getByText(/door Sanne de Boer/)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Terug naar het nieuws" })).toHaveAttribute("href", "/nieuws");
  },
};
export const DetailAllTenants: Story = { ...Detail, play: undefined, parameters: { allTenants: true } };
export const DetailLoading: Story = {
  render: (args) => <NewsDetailScreen state="loading" feedUrl={args.feedUrl} centerName={args.centerName} />,
};
export const DetailFailed: Story = {
  render: (args) => (
    <NewsDetailScreen state="failed" feedUrl={args.feedUrl} centerName={args.centerName} onRetry={args.onRetry} />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/kon niet worden geladen/)).toBeVisible();
  },
};

const manageArgs = {
  onSave: fn(async () => {}),
  onDelete: fn(async () => {}),
  onUpload: fn(async () => "/uploads/0123456789abcdef0123456789abcdef.png"),
};
/** /content/news: drafts and published items; writing a new one. */
export const Manage: Story = {
  render: () => <NewsManageScreen state="ready" items={NEWS_FIXTURES} {...manageArgs} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Concept")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Nieuwsbericht schrijven" }));
    await userEvent.click(canvas.getByRole("button", { name: "Opslaan" }));
    await expect(canvas.getByText("Geef het bericht een titel van minstens 3 tekens.")).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/Titel/), "Open dag");
    await userEvent.click(canvas.getByRole("checkbox", { name: /Publiceren/ }));
    await userEvent.click(canvas.getByRole("button", { name: "Opslaan" }));
    await expect(manageArgs.onSave).toHaveBeenCalledWith(
      null,
      expect.objectContaining({ title: "Open dag", status: "published" }),
    );
    await expect(await canvas.findByText("Het nieuwsbericht is opgeslagen.")).toBeVisible();
  },
};
export const ManageAllTenants: Story = {
  render: () => <NewsManageScreen state="ready" items={NEWS_FIXTURES} {...manageArgs} />,
  parameters: { allTenants: true },
};
/** Deleting asks first, naming the item; only the dialog's confirm button deletes. */
export const ManageDelete: Story = {
  render: () => <NewsManageScreen state="ready" items={NEWS_FIXTURES} {...manageArgs} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const item = NEWS_FIXTURES[0]!;
    manageArgs.onDelete.mockClear();
    await userEvent.click(canvas.getByRole("button", { name: deleteButton(item.title) }));
    const dialog = await within(document.body).findByRole("alertdialog", { name: `‘${item.title}’ verwijderen?` });
    await expect(dialog).toHaveAccessibleDescription(/verdwijnt van de website/);
    await expect(manageArgs.onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole("button", { name: "Verwijderen" }));
    await expect(manageArgs.onDelete).toHaveBeenCalledWith(item);
    await expect(await canvas.findByText(`'${item.title}' is verwijderd.`)).toBeVisible();
  },
};
export const ManageEmpty: Story = {
  render: () => <NewsManageScreen state="ready" items={[]} {...manageArgs} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Nog geen nieuwsberichten")).toBeVisible();
  },
};
export const ManageLoading: Story = { render: () => <NewsManageScreen state="loading" items={[]} {...manageArgs} /> };
export const ManageFailed: Story = { render: () => <NewsManageScreen state="failed" items={[]} {...manageArgs} /> };
