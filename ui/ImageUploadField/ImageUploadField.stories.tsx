import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { ImageUploadField } from "./ImageUploadField.tsx";

const LOGO =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="#2f6f4f"/><circle cx="32" cy="28" r="10" fill="#fff"/></svg>',
  );

const meta = {
  title: "ui/ImageUploadField",
  component: ImageUploadField,
  args: {
    label: "Logo",
    value: "",
    previewAlt: "Voorbeeld van het logo",
    clearLabel: "Logo verwijderen",
    onClear: fn(),
    onUpload: fn(async () => {}),
    uploadingLabel: "Logo uploaden…",
    failedMessage: "Het logo kon niet worden geüpload. Probeer het opnieuw.",
    accept: "image/png,image/jpeg,image/webp",
    maxSize: 5 * 1024 * 1024,
    buttonLabel: "Kies een logo",
    dropLabel: "of sleep het hierheen",
    description: "PNG, JPEG of WebP, hoogstens 5 MB",
    removeLabel: (file: File) => `Verwijder ${file.name}`,
    filesLabel: "Gekozen logo",
    messages: {
      wrongType: (file: File) => `${file.name} is geen afbeelding.`,
      tooLarge: (file: File, max: string) => `${file.name} is groter dan ${max}.`,
      tooMany: () => "Kies één logo.",
    },
  },
  decorators: [(Story) => <div className="flex max-w-xl flex-col gap-4">{Story()}</div>],
} satisfies Meta<typeof ImageUploadField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: /Kies een logo/ })).toBeVisible();
  },
};

export const WithLogo: Story = {
  args: { value: LOGO, variant: "logo" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("img", { name: "Voorbeeld van het logo" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Logo verwijderen" }));
    await expect(args.onClear).toHaveBeenCalled();
  },
};

/** A small image of its own size (a favicon) with a hint; the label stays above the preview. */
export const FaviconWithHint: Story = {
  args: {
    label: "Favicon",
    hint: "Een vierkante afbeelding van minstens 64 bij 64 pixels.",
    value: LOGO,
    variant: "logo",
    previewClassName: "size-10 max-h-none bg-white p-1",
    clearLabel: "Favicon verwijderen",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Favicon")).toBeVisible();
    await expect(canvas.getByRole("img", { name: "Voorbeeld van het logo" })).toHaveClass("size-10");
  },
};

export const HintBeforeChoosing: Story = {
  args: { hint: "Een vierkante afbeelding van minstens 64 bij 64 pixels." },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText("Een vierkante afbeelding van minstens 64 bij 64 pixels."),
    ).toBeVisible();
  },
};

export const WithError: Story = { args: { error: "Kies een afbeelding." } };
