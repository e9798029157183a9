import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { MEDIA_FILES } from "./fixtures.ts";
import { FileUploadScreen } from "./FileUploadScreen.tsx";

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
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { level: 1, name: "Files" })).toBeVisible();
  },
};
