import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Field } from "../Field/Field.tsx";
import { FileUpload } from "./FileUpload.tsx";

const MB = 1024 * 1024;
const file = (name: string, size: number, type: string) => new File([new Uint8Array(size)], name, { type });

const meta = {
  title: "ui/FileUpload",
  component: FileUpload,
  args: {
    buttonLabel: "Kies bestanden",
    dropLabel: "of sleep ze hierheen",
    description: "PDF of afbeelding, hoogstens 2 MB per bestand",
    accept: "application/pdf,image/*",
    maxSize: 2 * MB,
    multiple: true,
    removeLabel: (f: File) => `Verwijder ${f.name}`,
    filesLabel: "Gekozen bestanden",
    messages: {
      wrongType: (f: File) => `${f.name} is geen PDF of afbeelding.`,
      tooLarge: (f: File, max: string) => `${f.name} is groter dan ${max}.`,
      tooMany: (max: number) => `Kies hoogstens ${max} bestanden.`,
    },
    onValueChange: fn(),
    onChange: fn(),
    onReject: fn(),
  },
  render: (args) => (
    <Field label="Documenten" className="max-w-lg">
      <FileUpload {...args} />
    </Field>
  ),
} satisfies Meta<typeof FileUpload>;
export default meta;
type Story = StoryObj<typeof meta>;

const nativeInput = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLInputElement>("input[type=file]")!;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole("button", { name: "Documenten Kies bestanden" });
    await expect(button).toHaveAccessibleDescription("PDF of afbeelding, hoogstens 2 MB per bestand");
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.upload(nativeInput(canvasElement), [
      file("vog.pdf", 120_000, "application/pdf"),
      file("pasfoto.jpg", 1.5 * MB, "image/jpeg"),
    ]);
    const list = canvas.getByRole("list", { name: "Gekozen bestanden" });
    await expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    await expect(list).toHaveTextContent("117 kB");
    await expect(list).toHaveTextContent("1,5 MB");
    await expect(args.onChange).toHaveBeenLastCalledWith([expect.any(File), expect.any(File)]);
    await expect(nativeInput(canvasElement).files).toHaveLength(2);
  },
};

export const AnnouncesChanges: Story = {
  args: {
    statusText: (files: File[]) => (files.length === 1 ? "1 bestand gekozen" : `${files.length} bestanden gekozen`),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole("status");
    await expect(status).toBeEmptyDOMElement();
    await userEvent.upload(nativeInput(canvasElement), [
      file("a.pdf", 10, "application/pdf"),
      file("b.pdf", 10, "application/pdf"),
    ]);
    await expect(status).toHaveTextContent("2 bestanden gekozen");
    await userEvent.click(canvas.getByRole("button", { name: "Verwijder a.pdf" }));
    await expect(status).toHaveTextContent("1 bestand gekozen");
  },
};

export const Filled: Story = {
  tags: ["visual"],
  args: {
    defaultValue: [
      file("verklaring-omtrent-gedrag.pdf", 245_760, "application/pdf"),
      file("cv.pdf", 1.2 * MB, "application/pdf"),
    ],
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole("list", { name: "Gekozen bestanden" });
    await expect(within(list).getAllByRole("listitem")).toHaveLength(2);
  },
};

export const RemoveByKeyboard: Story = {
  args: {
    defaultValue: [file("a.pdf", 1000, "application/pdf"), file("b.pdf", 2000, "application/pdf")],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole("button", { name: "Verwijder a.pdf" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onValueChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: "b.pdf" })]);
    await waitFor(() => expect(canvas.getByRole("button", { name: "Verwijder b.pdf" })).toHaveFocus());
    await userEvent.keyboard(" ");
    await expect(canvas.queryByRole("list", { name: "Gekozen bestanden" })).not.toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole("button", { name: "Documenten Kies bestanden" })).toHaveFocus());
  },
};

export const RejectsTypeAndSize: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(
      nativeInput(canvasElement),
      [
        file("setup.exe", 5000, "application/x-msdownload"),
        file("scan.pdf", 3 * MB, "application/pdf"),
        file("brief.pdf", 5000, "application/pdf"),
      ],
      // The browser's own accept filter is off here, so the component's check is what is tested.
      { applyAccept: false },
    );
    const alert = canvas.getByRole("alert");
    await expect(alert).toHaveTextContent("setup.exe is geen PDF of afbeelding.");
    await expect(alert).toHaveTextContent("scan.pdf is groter dan 2 MB.");
    await expect(args.onReject).toHaveBeenCalledWith([
      expect.objectContaining({ reason: "type" }),
      expect.objectContaining({ reason: "size" }),
    ]);
    await expect(canvas.getByRole("list", { name: "Gekozen bestanden" })).toHaveTextContent("brief.pdf");
    await expect(canvas.queryByText("scan.pdf", { selector: "li span" })).not.toBeInTheDocument();
  },
};

export const TooMany: Story = {
  args: { maxFiles: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(nativeInput(canvasElement), [
      file("1.pdf", 10, "application/pdf"),
      file("2.pdf", 10, "application/pdf"),
      file("3.pdf", 10, "application/pdf"),
    ]);
    await expect(canvas.getByRole("alert")).toHaveTextContent("Kies hoogstens 2 bestanden.");
    await expect(within(canvas.getByRole("list", { name: "Gekozen bestanden" })).getAllByRole("listitem")).toHaveLength(
      2,
    );
  },
};

export const DropFiles: Story = {
  play: async ({ canvasElement, args }) => {
    const zone = canvasElement.querySelector<HTMLElement>("[data-slot=file-upload-dropzone]")!;
    const transfer = new DataTransfer();
    transfer.items.add(file("poster.png", 4000, "image/png"));
    zone.dispatchEvent(new DragEvent("dragenter", { bubbles: true, cancelable: true, dataTransfer: transfer }));
    await waitFor(() => expect(zone).toHaveAttribute("data-dragging", "true"));
    zone.dispatchEvent(new DragEvent("drop", { bubbles: true, cancelable: true, dataTransfer: transfer }));
    await waitFor(() =>
      expect(args.onValueChange).toHaveBeenCalledWith([expect.objectContaining({ name: "poster.png" })]),
    );
    await expect(zone).not.toHaveAttribute("data-dragging");
  },
};

export const Single: Story = {
  args: { multiple: false, buttonLabel: "Kies een bestand", dropLabel: "of sleep het hierheen" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(nativeInput(canvasElement), file("eerste.pdf", 10, "application/pdf"));
    await userEvent.upload(nativeInput(canvasElement), file("tweede.pdf", 10, "application/pdf"));
    const list = canvas.getByRole("list", { name: "Gekozen bestanden" });
    await expect(within(list).getAllByRole("listitem")).toHaveLength(1);
    await expect(list).toHaveTextContent("tweede.pdf");
  },
};

export const Invalid: Story = {
  render: (args) => (
    <Field label="Documenten" required error="Voeg je verklaring omtrent het gedrag toe." className="max-w-lg">
      <FileUpload {...args} />
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "Documenten Kies bestanden" });
    await expect(button).toHaveAccessibleDescription(
      "Voeg je verklaring omtrent het gedrag toe. PDF of afbeelding, hoogstens 2 MB per bestand",
    );
    await expect(canvasElement.querySelector("[data-slot=file-upload-dropzone]")).toHaveAttribute(
      "data-invalid",
      "true",
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: [file("a.pdf", 1000, "application/pdf")] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Documenten Kies bestanden" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Verwijder a.pdf" })).toBeDisabled();
  },
};

export const DarkWithError: Story = {
  globals: { scheme: "dark" },
  args: { defaultValue: [file("cv.pdf", 1.2 * MB, "application/pdf")] },
  play: async ({ canvasElement }) => {
    await userEvent.upload(nativeInput(canvasElement), file("film.mov", 10, "video/quicktime"), { applyAccept: false });
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("film.mov is geen PDF of afbeelding.");
  },
};
