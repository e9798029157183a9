import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import type { TenantKey } from "@tokens/tenants.ts";
import { ImageLibraryPicker, type LibraryImage } from "./ImageLibraryPicker.tsx";

/** A drawn landscape (no network needed): sky, ground and a sun. */
const photo = (sky: string, ground: string) =>
  "data:image/svg+xml," +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360"><rect width="640" height="360" fill="${sky}"/><rect y="240" width="640" height="120" fill="${ground}"/><circle cx="520" cy="80" r="40" fill="#f6d55c"/></svg>`,
  );

const IMAGES: LibraryImage[] = [
  {
    id: "1",
    url: photo("#9cc3e6", "#6a9f58"),
    alt: "Vrijwilligers planten bomen in een park",
    credit: "Foto: Aitzol Berasategi, CC BY 4.0",
  },
  { id: "2", url: photo("#e8d5b7", "#b5651d"), alt: "Een groep ouderen speelt sjoelen in het buurthuis" },
  {
    id: "3",
    url: photo("#cfe3f5", "#8a8f98"),
    alt: "Twee vrijwilligers delen voedselpakketten uit",
    credit: "Foto: Gemeente Rijnstad",
  },
  { id: "4", url: photo("#f4c7c3", "#7a9e7e"), alt: "Kinderen lezen voor aan een hond in de bibliotheek" },
];

const meta = {
  title: "ui/ImageLibraryPicker",
  component: ImageLibraryPicker,
  args: {
    buttonLabel: "Kies uit de beeldbank",
    title: "Kies een afbeelding uit de beeldbank",
    description:
      "Zoek op wat er op de foto staat of op een label. De beschrijving van de foto wordt de alternatieve tekst.",
    searchLabel: "Zoeken",
    closeLabel: "Sluiten",
    loadingLabel: "Laden…",
    emptyLabel: "Geen afbeeldingen gevonden.",
    failedLabel: "De beeldbank kon niet worden geladen.",
    retryLabel: "Opnieuw proberen",
    chooseLabel: (image: LibraryImage) => `Kies: ${image.alt}`,
    state: "ready",
    images: IMAGES,
    query: "",
    onQueryChange: fn(),
    onRetry: fn(),
    onChoose: fn(),
    onOpenChange: fn(),
    defaultOpen: true,
  },
} satisfies Meta<typeof ImageLibraryPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The button a form shows, before the library is opened. */
export const Closed: Story = {
  args: { defaultOpen: false },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Kies uit de beeldbank" }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    const dialog = await screen.findByRole("dialog", { name: "Kies een afbeelding uit de beeldbank" });
    // The dialog fades in.
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** The library with images: each is a button named after its description; choosing one closes the dialog. */
export const WithImages: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole("dialog", { name: "Kies een afbeelding uit de beeldbank" });
    await expect(within(dialog).getAllByRole("listitem")).toHaveLength(4);
    await waitFor(() => expect(within(dialog).getByText("Foto: Aitzol Berasategi, CC BY 4.0")).toBeVisible());
    await userEvent.click(
      within(dialog).getByRole("button", { name: "Kies: Twee vrijwilligers delen voedselpakketten uit" }),
    );
    await expect(args.onChoose).toHaveBeenCalledWith(IMAGES[2]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Searching: what is typed goes to the caller, who filters. */
function Searching(args: Story["args"]) {
  const [query, setQuery] = useState("");
  const words = query.toLowerCase().trim();
  return (
    <ImageLibraryPicker
      {...(args as React.ComponentProps<typeof ImageLibraryPicker>)}
      query={query}
      onQueryChange={setQuery}
      images={IMAGES.filter((image) => image.alt.toLowerCase().includes(words))}
    />
  );
}
export const Search: Story = {
  render: (args) => <Searching {...args} />,
  play: async () => {
    const dialog = await screen.findByRole("dialog");
    await userEvent.type(within(dialog).getByRole("searchbox", { name: "Zoeken" }), "buurthuis");
    await expect(within(dialog).getAllByRole("listitem")).toHaveLength(1);
    await userEvent.clear(within(dialog).getByRole("searchbox", { name: "Zoeken" }));
    await userEvent.type(within(dialog).getByRole("searchbox", { name: "Zoeken" }), "zeilboot");
    await waitFor(() => expect(within(dialog).getByText("Geen afbeeldingen gevonden.")).toBeVisible());
  },
};

export const Loading: Story = {
  args: { state: "loading", images: [] },
  play: async () => {
    const dialog = await screen.findByRole("dialog");
    await expect(within(dialog).getByRole("status")).toHaveTextContent("Laden…");
    await expect(within(dialog).queryByRole("listitem")).toBeNull();
  },
};

export const Empty: Story = {
  args: { images: [], query: "zeilboot" },
  play: async () => {
    const dialog = await screen.findByRole("dialog");
    await waitFor(() => expect(within(dialog).getByText("Geen afbeeldingen gevonden.")).toBeVisible());
  },
};

export const Failed: Story = {
  args: { state: "failed", images: [] },
  play: async ({ args }) => {
    const dialog = await screen.findByRole("dialog");
    await waitFor(() => expect(within(dialog).getByText("De beeldbank kon niet worden geladen.")).toBeVisible());
    await userEvent.click(within(dialog).getByRole("button", { name: "Opnieuw proberen" }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { defaultOpen: false, disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Kies uit de beeldbank" })).toBeDisabled();
  },
};

export const English: Story = {
  args: {
    buttonLabel: "Choose from the image library",
    title: "Choose an image from the library",
    description:
      "Search for what is in the photo or for a label. The photo's description becomes the alternative text.",
    searchLabel: "Search",
    closeLabel: "Close",
    loadingLabel: "Loading…",
    emptyLabel: "No images found.",
    failedLabel: "The image library could not be loaded.",
    retryLabel: "Try again",
    chooseLabel: (image: LibraryImage) => `Choose: ${image.alt}`,
  },
  globals: { locale: "en" },
};

/** The dialog is a portal that takes the page's theme, so each tenant is a story of its own. */
const inTenant = (tenant: TenantKey): Story => ({ globals: { tenant } });
export const TenantPublic = inTenant("public");
export const TenantDemo = inTenant("demo");
export const TenantRijnstad = inTenant("rijnstad");
export const TenantHeuvelrug = inTenant("heuvelrug");
export const TenantMeedoen = inTenant("meedoen");
export const Dark: Story = { globals: { scheme: "dark" } };
