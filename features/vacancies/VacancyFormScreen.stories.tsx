import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { VACANCIES } from "./fixtures.ts";
import { formValuesOf } from "./formValues.ts";
import { VacancyFormScreen } from "./VacancyFormScreen.tsx";

const PIXEL = "data:image/gif;base64,R0lGODlhAQABAAAAACw=";

const meta = {
  title: "features/vacancies/VacancyFormScreen",
  component: VacancyFormScreen,
  args: {
    mode: "add",
    onSubmit: fn(async () => {}),
    onUpload: fn(async () => ({ url: PIXEL })),
  },
} satisfies Meta<typeof VacancyFormScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Add: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Vacature toevoegen" })).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Titel/), "Voorlezen op de basisschool");
    await userEvent.click(canvas.getByRole("checkbox", { name: "Onderwijs" }));
    await userEvent.type(canvas.getByLabelText("Vaardigheden"), "voorlezen, geduld");
    await userEvent.click(canvas.getByRole("button", { name: "Opslaan als concept" }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        title: "Voorlezen op de basisschool",
        categories: ["onderwijs"],
        skills: "voorlezen, geduld",
      }),
      "draft",
    );
  },
};

/**
 * An organization that the center has not approved yet (or has denied) may prepare drafts but not
 * publish (the server answers 422 organization_not_approved): the form does not offer it and says why.
 */
export const OrganizationNotApproved: Story = {
  args: { organizationApproved: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("button", { name: "Publiceren" })).not.toBeInTheDocument();
    await expect(canvas.getByText(/Je organisatie is nog niet goedgekeurd/)).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Titel/), "Voorlezen op de basisschool");
    await userEvent.click(canvas.getByRole("button", { name: "Opslaan als concept" }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ title: "Voorlezen op de basisschool" }),
      "draft",
    );
  },
};

/** Validation runs when a field is left, with the schema's messages. */
export const ValidatesOnBlur: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByLabelText(/^Titel/);
    await userEvent.click(title);
    await userEvent.tab();
    await waitFor(() => expect(title).toHaveAttribute("aria-invalid", "true"));
    await expect(title).toHaveAccessibleDescription("Vul een titel in.");
    const postcode = canvas.getByLabelText("Postcode");
    await userEvent.type(postcode, "12AB");
    await expect(postcode).not.toHaveAttribute("aria-invalid");
    await userEvent.tab();
    await expect(await canvas.findByText("Vul een postcode in zoals 1234 AB.")).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A postcode is shown as it is written once the field is left: "3511ab" becomes "3511 AB". */
export const PostcodeWrittenOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const postcode = canvas.getByLabelText("Postcode");
    await userEvent.type(postcode, "3511ab");
    await expect(postcode).toHaveValue("3511ab");
    await userEvent.tab();
    await waitFor(() => expect(postcode).toHaveValue("3511 AB"));
    await expect(postcode).not.toHaveAttribute("aria-invalid");
  },
};

/** Publishing asks for a description and a place (or remote); a draft does not. */
export const PublishNeedsDescriptionAndPlace: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Titel/), "Koken in het buurthuis");
    await userEvent.click(canvas.getByRole("button", { name: "Publiceren" }));
    await expect(await canvas.findByText("Een gepubliceerde vacature heeft een omschrijving nodig.")).toBeVisible();
    await expect(canvas.getByText("Vul een plaats in, of kies dat het werk op afstand kan.")).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole("textbox", { name: "Omschrijving" }));
    await userEvent.keyboard("Samen koken voor de buurt");
    await userEvent.click(canvas.getByRole("switch", { name: "Dit werk kan op afstand" }));
    await userEvent.click(canvas.getByRole("button", { name: "Publiceren" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ description: "<p>Samen koken voor de buurt</p>", remote: true }),
        "publish",
      ),
    );
  },
};

/** An uploaded image is previewed, and then needs a description. */
export const ImageNeedsAltText: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Titel/), "Dierenasiel: honden uitlaten");
    const input = canvasElement.querySelector<HTMLInputElement>("input[type=file]")!;
    await userEvent.upload(input, new File(["x"], "hond.png", { type: "image/png" }));
    await expect(args.onUpload).toHaveBeenCalled();
    await expect(await canvas.findByRole("button", { name: "Afbeelding verwijderen" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Opslaan als concept" }));
    await expect(await canvas.findByText("Beschrijf de afbeelding voor wie hem niet kan zien.")).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Beschrijving van de afbeelding/), "Een hond aan de lijn");
    await userEvent.click(canvas.getByRole("button", { name: "Opslaan als concept" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ imageUrl: PIXEL, imageAlt: "Een hond aan de lijn" }),
        "draft",
      ),
    );
  },
};

/** The server's messages land under their fields. */
export const ServerErrors: Story = {
  args: {
    mode: "edit",
    currentStatus: "published",
    initialValues: formValuesOf(VACANCIES[0]!),
    onSubmit: fn(async () =>
      Promise.reject(
        Object.assign(new Error("Validatie mislukt"), { fieldErrors: { city: "Deze plaats kennen we niet." } }),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Vacature bewerken" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Opslaan als concept" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Vacature opslaan" }));
    await expect(await canvas.findByText("Deze plaats kennen we niet.")).toBeVisible();
    await expect(canvas.getByLabelText("Plaats")).toHaveAttribute("aria-invalid", "true");
  },
};

/** Where centre sharing is on, the other centers can be chosen. */
export const WithSharing: Story = {
  args: {
    sharingCenters: [
      { id: "2", name: "Demo Vrijwilligerscentrale" },
      { id: "4", name: "Vrijwilligerspunt Heuvelrug" },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Titel/), "Gastheer in het museum");
    await userEvent.click(canvas.getByRole("checkbox", { name: "Vrijwilligerspunt Heuvelrug" }));
    await userEvent.click(canvas.getByRole("button", { name: "Opslaan als concept" }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ sharedWithCenters: ["4"] }), "draft");
  },
};
