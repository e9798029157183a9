import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { AddressFields } from "./AddressFields.tsx";

const meta = {
  title: "ui/AddressFields",
  component: AddressFields,
  args: {
    labels: { street: "Straat", houseNumber: "Huisnummer", postcode: "Postcode", city: "Plaats" },
    postcodeHint: "Bijvoorbeeld 3511 AB",
    inputs: {
      street: { name: "street", defaultValue: "Kanaalweg" },
      houseNumber: { name: "house_number", defaultValue: "12" },
      postcode: { name: "postcode", defaultValue: "3526 KL" },
      city: { name: "city", defaultValue: "Utrecht" },
    },
  },
  decorators: [(Story) => <div className="flex max-w-2xl flex-col gap-4">{Story()}</div>],
} satisfies Meta<typeof AddressFields>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: "Postcode" })).toHaveAttribute("autocomplete", "postal-code");
    await expect(canvas.getByRole("textbox", { name: "Plaats" })).toHaveValue("Utrecht");
  },
};

export const WithErrors: Story = {
  args: { errors: { postcode: "Vul een postcode in zoals 3511 AB.", city: "Vul een plaats in." } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("textbox", { name: /Postcode/ })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
  },
};
