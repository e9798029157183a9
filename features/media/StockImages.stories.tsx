import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { STOCK_IMAGES, STOCK_TAGS } from "./fixtures.ts";
import { StockImagesScreen } from "./StockImagesScreen.tsx";
import { confirmAfterAsking } from "@ui/Dialog/asksFirst.ts";

const meta = {
  title: "features/media/StockImagesScreen",
  component: StockImagesScreen,
  args: {
    state: "ready",
    images: STOCK_IMAGES,
    tags: STOCK_TAGS,
    total: STOCK_IMAGES.length,
    query: "",
    tag: "",
    onQueryChange: fn(),
    onTagChange: fn(),
    onUpload: fn(async () => ({ id: "9", url: STOCK_IMAGES[0]!.url })),
    onCreate: fn(async () => {}),
    onUpdate: fn(async () => {}),
    onDelete: fn(async () => {}),
    onRetry: fn(),
  },
} satisfies Meta<typeof StockImagesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Beeldbank" })).toBeVisible();
    await expect(canvas.getByRole("img", { name: "Kwasten en borstels met verf" })).toBeVisible();
    await expect(canvas.getAllByRole("link", { name: "CC BY 4.0" })[0]).toHaveAttribute(
      "href",
      "https://creativecommons.org/licenses/by/4.0/",
    );
    await expect(canvas.getByText("Eigen afbeelding")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "natuur" }));
    await expect(args.onTagChange).toHaveBeenCalledWith("natuur");
  },
};

/** Deleting asks first in an alert dialog that names the image; only its confirm button deletes. */
export const Delete: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = "Kwasten en borstels met verf";
    await confirmAfterAsking({
      trigger: canvas.getByRole("button", { name: (n) => n.startsWith("Verwijderen") && n.endsWith(name) }),
      question: `‘${name}’ verwijderen?`,
      description: /uit de beeldbank/,
      keep: "Niet verwijderen",
      confirm: "Verwijderen",
      action: args.onDelete,
    });
    await expect(args.onDelete).toHaveBeenCalledWith(STOCK_IMAGES[1]);
    await expect(await canvas.findByText(`"${name}" is uit de beeldbank verwijderd.`)).toBeVisible();
  },
};

/** Edit an image's alt text and tags. */
export const Editing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Bewerken: Kwasten en borstels met verf" }));
    const alt = canvas.getByRole("textbox", { name: /Alternatieve tekst/ });
    await userEvent.clear(alt);
    await userEvent.click(canvas.getByRole("button", { name: "Opslaan" }));
    await expect(canvas.getByText("Vul een alternatieve tekst in.")).toBeVisible();
    await userEvent.type(alt, "Kwasten in een pot");
    await userEvent.click(canvas.getByRole("button", { name: "Opslaan" }));
    await expect(args.onUpdate).toHaveBeenCalledWith(STOCK_IMAGES[1], {
      alt: "Kwasten in een pot",
      tags: ["klussen", "schilderen"],
    });
    await expect(await canvas.findByText("De afbeelding is opgeslagen.")).toBeVisible();
  },
};

export const Empty: Story = {
  args: { images: [], tags: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Nog geen afbeeldingen")).toBeVisible();
  },
};
export const NoResults: Story = {
  args: { images: [], total: 0, query: "olifant" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Geen afbeeldingen gevonden voor deze zoekopdracht.")).toBeVisible();
  },
};
export const Loading: Story = { args: { state: "loading", images: [] } };
export const Failed: Story = {
  args: { state: "failed", images: [] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Opnieuw proberen" }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const AllTenants: Story = { parameters: { allTenants: true } };
export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { level: 1, name: "Image library" })).toBeVisible();
  },
};

/** The search filters as typed (the app asks the server; here the list is filtered in place). */
function Searching() {
  const [query, setQuery] = useState("");
  const images = STOCK_IMAGES.filter((i) => i.alt.toLowerCase().includes(query.toLowerCase()));
  return (
    <StockImagesScreen {...meta.args} images={images} total={images.length} query={query} onQueryChange={setQuery} />
  );
}
export const Search: Story = {
  render: () => <Searching />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("searchbox", { name: "Zoeken in de beeldbank" }), "beekje");
    await expect(canvas.getByText("1 afbeelding")).toBeVisible();
  },
};
