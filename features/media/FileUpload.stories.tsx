import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { MEDIA_FILES } from "./fixtures.ts";
import { FileUploadScreen, type FileUploadScreenProps } from "./FileUploadScreen.tsx";
import type { MediaFile } from "./types.ts";
import { confirmAfterAsking } from "@ui/Dialog/asksFirst.ts";

const meta = {
  title: "features/media/FileUploadScreen",
  component: FileUploadScreen,
  args: {
    state: "ready",
    files: MEDIA_FILES,
    onUpload: fn(async () => {}),
    onDelete: fn(async () => {}),
    onCopy: fn(async () => {}),
    absoluteUrl: (file) => `https://www.vrijwilligerscentrale.example${file.url}`,
    onRetry: fn(),
  },
} satisfies Meta<typeof FileUploadScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Bestanden" })).toBeVisible();
    const list = canvas.getByRole("list", { name: "Geüploade bestanden" });
    await expect(within(list).getByRole("link", { name: "Jaarverslag 2026.pdf" })).toBeVisible();
    await expect(within(list).getByText(/1,8 MB/)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Link kopiëren: Jaarverslag 2026.pdf" }));
    await expect(args.onCopy).toHaveBeenCalledWith(MEDIA_FILES[0]);
    await expect(await canvas.findByText("De link naar Jaarverslag 2026.pdf is gekopieerd.")).toBeVisible();
  },
};

/** The clipboard refused: the link is shown to copy by hand. */
export const CopyFailed: Story = {
  args: { onCopy: fn(async () => Promise.reject(new Error("no clipboard"))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Link kopiëren: flyer-klusdag.jpg" }));
    await expect(await canvas.findByText(/https:\/\/www\.vrijwilligerscentrale\.example\/uploads\//)).toBeVisible();
  },
};

/** The list after a delete: the deleted file is gone. */
function Deleting(props: FileUploadScreenProps) {
  const [files, setFiles] = useState<readonly MediaFile[]>(props.files);
  return (
    <FileUploadScreen
      {...props}
      files={files}
      onDelete={async (file) => {
        await props.onDelete(file);
        setFiles((all) => all.filter((f) => f.id !== file.id));
      }}
    />
  );
}
const deleteButton = (name: string) => (label: string) => label.startsWith("Verwijderen") && label.endsWith(name);

/** Deleting asks first in an alert dialog ("Niet verwijderen" keeps the file); when the row is gone, focus goes to the title. */
export const Delete: Story = {
  render: (args) => <Deleting {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await confirmAfterAsking({
      trigger: canvas.getByRole("button", { name: deleteButton("Jaarverslag 2026.pdf") }),
      question: "Jaarverslag 2026.pdf verwijderen?",
      description: /Links naar dit bestand werken daarna niet meer/,
      keep: "Niet verwijderen",
      confirm: "Verwijderen",
      action: args.onDelete,
    });
    await expect(args.onDelete).toHaveBeenCalledWith(MEDIA_FILES[0]);
    await expect(await canvas.findByText("Jaarverslag 2026.pdf is verwijderd.")).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole("link", { name: "Jaarverslag 2026.pdf" })).toBeNull());
    await waitFor(() => expect(canvas.getByRole("heading", { level: 1, name: "Bestanden" })).toHaveFocus());
  },
};

export const Empty: Story = {
  args: { files: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Nog geen bestanden")).toBeVisible();
  },
};
export const Loading: Story = { args: { state: "loading", files: [] } };
export const Failed: Story = {
  args: { state: "failed", files: [] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Opnieuw proberen" }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const AllTenants: Story = { parameters: { allTenants: true } };
export const English: Story = {
  globals: { locale: "en" },
  args: { locale: "en" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { level: 1, name: "Files" })).toBeVisible();
    // Day first, the British way: "20 November 2026", not "November 20, 2026".
    await expect(within(canvasElement).getByText(/20 November 2026/)).toBeVisible();
  },
};
