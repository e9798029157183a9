import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { ToastProvider, Toaster } from "@ui/Toast/Toast.tsx";
import { SAVED_SEARCHES } from "./fixtures.ts";
import { SavedSearchesScreen } from "./SavedSearchesScreen.tsx";

/** The app has one toaster; the stories of screens that toast bring their own. */
const withToasts: Decorator = (Story) => (
  <ToastProvider label="Melding">
    <Story />
    <Toaster label="Meldingen" />
  </ToastProvider>
);

const meta = {
  title: "features/saved-searches/SavedSearchesScreen",
  component: SavedSearchesScreen,
  decorators: [withToasts],
  args: {
    state: "ready",
    searches: SAVED_SEARCHES,
    max: 20,
    onDelete: fn(async () => {}),
    onRetry: fn(),
    searchHref: "/vacancies/search",
    periodicMailHref: "/profile-edit/periodieke-mail",
  },
} satisfies Meta<typeof SavedSearchesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Bewaarde zoekopdrachten" })).toBeVisible();
    await expect(canvas.getByText("3 van de 20 zoekopdrachten bewaard")).toBeVisible();
    await expect(canvas.getByText("'natuur' · Natuur en milieu · binnen 10 km van Utrecht")).toBeVisible();
    await expect(canvas.getByText("'taalmaatje' · op afstand · tot 4 uur per week")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Vacatures bekijken voor Natuur bij Utrecht" })).toHaveAttribute(
      "href",
      "/vacancies/search?q=natuur&category=natuur_en_milieu&near=Utrecht&distance=10",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Taalmaatje op afstand verwijderen" }));
    const dialog = within(await within(document.body).findByRole("alertdialog"));
    await expect(dialog.getByText("Je krijgt geen meldingen meer over 'Taalmaatje op afstand'.")).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "Verwijderen" }));
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: "2" }));
    await waitFor(() =>
      expect(within(document.body).getByText("De zoekopdracht 'Taalmaatje op afstand' is verwijderd.")).toBeVisible(),
    );
  },
};

export const DeleteFails: Story = {
  args: { onDelete: fn(async () => Promise.reject(new Error("offline"))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Natuur bij Utrecht verwijderen" }));
    const dialog = within(await within(document.body).findByRole("alertdialog"));
    await userEvent.click(dialog.getByRole("button", { name: "Verwijderen" }));
    await expect(await dialog.findByText("Het verwijderen is niet gelukt. Probeer het opnieuw.")).toBeVisible();
  },
};

export const Loading: Story = { args: { state: "loading", searches: [] } };
export const Empty: Story = {
  args: { searches: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Je hebt nog geen zoekopdrachten bewaard" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Naar de vacaturebank" })).toHaveAttribute(
      "href",
      "/vacancies/search",
    );
  },
};
export const Failed: Story = {
  args: { state: "failed", searches: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Je zoekopdrachten konden niet worden geladen.")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Opnieuw proberen" }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/**
 * Side by side, every tenant repeats the screen's headings and lists, which axe reports as
 * duplicate landmarks; on a page there is one of each.
 */
const sideBySide = {
  allTenants: true,
  a11y: { config: { rules: [{ id: "landmark-unique", enabled: false }] } },
};
export const AllTenants: Story = { parameters: sideBySide };
export const AllTenantsLoading: Story = { parameters: sideBySide, args: { state: "loading", searches: [] } };
export const AllTenantsEmpty: Story = { parameters: sideBySide, args: { searches: [] } };
export const AllTenantsFailed: Story = { parameters: sideBySide, args: { state: "failed", searches: [] } };
