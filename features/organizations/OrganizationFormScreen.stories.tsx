import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { FAKE_ORG_LOGO, FORM_VALUES, SIDE_BY_SIDE } from "./fixtures.ts";
import { OrganizationFormScreen } from "./OrganizationFormScreen.tsx";
import { EMPTY_ORGANIZATION_FORM } from "./viewModels.ts";

const meta = {
  title: "features/organizations/OrganizationFormScreen",
  component: OrganizationFormScreen,
  args: {
    mode: "edit",
    initialValues: FORM_VALUES,
    canChangeType: true,
    onSubmit: fn(async () => {}),
    onUpload: fn(async () => ({ url: "/uploads/0123456789abcdef0123456789abcdef.png" })),
    cancelHref: "/organizations/1",
  },
} satisfies Meta<typeof OrganizationFormScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Edit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Basisschool De Regenboog bewerken" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Opslaan" }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: "Basisschool De Regenboog" }));
  },
};

/** The postcode is written as the vacancy form writes it, once the field is left. */
export const PostcodeOnBlur: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const postcode = canvas.getByRole("textbox", { name: /Postcode/ });
    await userEvent.clear(postcode);
    await userEvent.type(postcode, "3511ab");
    await userEvent.tab();
    await expect(postcode).toHaveValue("3511 AB");
  },
};

/** An organization admin: the type is the center's to change. */
export const OrganizationAdmin: Story = {
  args: { canChangeType: false },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText("Alleen de vrijwilligerscentrale wijzigt de soort organisatie."),
    ).toBeVisible();
  },
};

/** Center staff add an approved organization and invite its first admin. */
export const Add: Story = {
  args: { mode: "add", initialValues: EMPTY_ORGANIZATION_FORM },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Organisatie toevoegen" }));
    await expect(canvas.getByText("Controleer de velden met een foutmelding.")).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The API refuses: its message lands under the field. */
export const ServerError: Story = {
  args: {
    onSubmit: fn(async () => {
      throw Object.assign(new globalThis.Error("Opslaan is niet gelukt."), {
        fieldErrors: { website: "Vul een geldig webadres in." },
      });
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Opslaan" }));
    await expect(await canvas.findByText("Vul een geldig webadres in.")).toBeVisible();
  },
};

export const WithLogo: Story = {
  args: { initialValues: { ...FORM_VALUES, logo_url: FAKE_ORG_LOGO } },
};

export const English: Story = { globals: { locale: "en" } };
export const AllTenants: Story = { parameters: SIDE_BY_SIDE };
