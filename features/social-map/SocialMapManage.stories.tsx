import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { SOCIAL_MAP_FIXTURES } from "./fixtures.ts";
import { SocialMapManageScreen } from "./SocialMapManageScreen.tsx";

/** The delete button of a row: "Verwijderen", then the row's name for screen readers. */
const deleteButton = (name: string) => (label: string) => label.startsWith("Verwijderen") && label.endsWith(name);

const meta = {
  title: "features/social-map/SocialMapManageScreen",
  component: SocialMapManageScreen,
  args: {
    state: "ready",
    entries: SOCIAL_MAP_FIXTURES,
    onSave: fn(async () => {}),
    onDelete: fn(async () => {}),
    hrefFor: (e) => `/sociale-kaart/${e.id}`,
    onRetry: fn(),
    mapAllowed: false,
    onAllowMap: fn(),
  },
} satisfies Meta<typeof SocialMapManageScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Sociale kaart beheren" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: /Bewerken.*Voedselbank Arnhem-Noord/ })).toBeVisible();
  },
};

/** Deleting asks first, naming the place; Esc keeps it, only the dialog's confirm button deletes. */
export const Delete: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const entry = SOCIAL_MAP_FIXTURES[1]!;
    const remove = canvas.getByRole("button", { name: deleteButton(entry.name) });
    await userEvent.click(remove);
    const dialog = await within(document.body).findByRole("alertdialog", { name: `${entry.name} verwijderen?` });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(remove).toHaveFocus());
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(remove);
    await userEvent.click(
      within(await within(document.body).findByRole("alertdialog")).getByRole("button", { name: "Verwijderen" }),
    );
    await expect(dialog).not.toBeInTheDocument();
    await expect(args.onDelete).toHaveBeenCalledWith(entry);
    await expect(await canvas.findByText(`${entry.name} is verwijderd.`)).toBeVisible();
  },
};

/** The form checks coordinates and hours before it sends anything. */
export const FormChecks: Story = {
  args: { initialEditing: "new" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: /^Naam/ }), "Repair Café Zevenaar");
    await userEvent.type(canvas.getByRole("textbox", { name: /^Breedtegraad/ }), "95");
    await userEvent.type(canvas.getByRole("textbox", { name: /^Maandag/ }), "17:00-09:00");
    await userEvent.click(canvas.getByRole("button", { name: "Opslaan" }));
    await expect(canvas.getByText("Controleer de gemarkeerde velden.")).toBeVisible();
    await expect(canvas.getByText("Vul een breedtegraad tussen -90 en 90 in.")).toBeVisible();
    await expect(canvas.getByText(/de sluitingstijd na de openingstijd/)).toBeVisible();
    await expect(canvas.getByText("Kies een categorie.", { selector: "[id$=-error]" })).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
export const Edit: Story = { args: { initialEditing: SOCIAL_MAP_FIXTURES[0] } };
export const Empty: Story = { args: { entries: [] } };
export const Loading: Story = { args: { state: "loading", entries: [] } };
export const Failed: Story = { args: { state: "failed", entries: [] } };
export const AllTenants: Story = { parameters: { allTenants: true } };
export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { level: 1, name: "Manage the social map" })).toBeVisible();
  },
};

/** With consent the form shows a map: a click there fills in the coordinates (tiles may be missing offline). */
export const PickOnMap: Story = {
  args: { initialEditing: "new", mapAllowed: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const map = await canvas.findByRole("region", { name: "Kaart: klik om de plek te kiezen" }, { timeout: 10_000 });
    await userEvent.click(map);
    await expect(canvas.getByRole("textbox", { name: /^Breedtegraad/ })).not.toHaveValue("");
    await expect(canvas.getByRole("textbox", { name: /^Lengtegraad/ })).not.toHaveValue("");
  },
};
