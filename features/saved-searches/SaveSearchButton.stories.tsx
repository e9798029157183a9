import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { SaveSearchButton } from "./SaveSearchButton.tsx";

const meta = {
  title: "features/saved-searches/SaveSearchButton",
  component: SaveSearchButton,
  args: {
    query: { q: "natuur", category: ["natuur_en_milieu", "dieren"], near: "Zeist", distance: 10 },
    signedIn: true,
    signInHref: "/auth/login-1?redirect=%2Fvacancies%2Fsearch%3Fq%3Dnatuur",
    onSave: fn(async () => {}),
    savedHref: "/profile-edit/zoekopdrachten",
  },
} satisfies Meta<typeof SaveSearchButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Save: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Bewaar deze zoekopdracht" }));
    const dialog = within(await within(document.body).findByRole("dialog", { name: "Zoekopdracht bewaren" }));
    const name = dialog.getByRole("textbox", { name: "Naam van de zoekopdracht" });
    // The name starts as a readable summary of the search.
    await expect(name).toHaveValue("'natuur' · Natuur en milieu, Dieren · binnen 10 km van Zeist");
    await userEvent.clear(name);
    await userEvent.click(dialog.getByRole("button", { name: "Bewaren" }));
    // Asked again until it holds: the dialog may still be fading in on a busy machine (opacity).
    await waitFor(() => expect(dialog.getByText("Geef de zoekopdracht een naam.")).toBeVisible());
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.type(name, "Natuur bij Zeist");
    await userEvent.click(dialog.getByRole("button", { name: "Bewaren" }));
    await expect(args.onSave).toHaveBeenCalledWith("Natuur bij Zeist");
    await expect(await dialog.findByText("Je zoekopdracht is bewaard.")).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Naar je zoekopdrachten" })).toHaveAttribute(
      "href",
      "/profile-edit/zoekopdrachten",
    );
  },
};

export const SaveFails: Story = {
  args: { onSave: fn(async () => Promise.reject(new Error("Je kunt hoogstens 20 zoekopdrachten bewaren."))) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Bewaar deze zoekopdracht" }));
    const dialog = within(await within(document.body).findByRole("dialog"));
    await userEvent.click(dialog.getByRole("button", { name: "Bewaren" }));
    // Asked again until it holds, as in Save: on a busy machine the text was once found and then gone
    // from the page when checked (full run, session 19; not reproduced alone).
    await waitFor(() => expect(dialog.getByText("Je kunt hoogstens 20 zoekopdrachten bewaren.")).toBeVisible(), {
      timeout: 5000,
    });
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

export const Visitor: Story = {
  args: { signedIn: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: "Bewaar deze zoekopdracht" })).toHaveAttribute(
      "href",
      "/auth/login-1?redirect=%2Fvacancies%2Fsearch%3Fq%3Dnatuur",
    );
  },
};

export const Open: Story = { args: { defaultOpen: true }, parameters: { allTenants: true } };
export const AllTenants: Story = { parameters: { allTenants: true } };
