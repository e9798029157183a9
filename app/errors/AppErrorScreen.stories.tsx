import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { appLoader, withAppI18n } from "../stories/harness.tsx";
import { AppErrorScreen } from "./AppErrorScreen.tsx";
import { FatalView } from "./FatalBoundary.tsx";

/** The error screen for each case of section 8, in the app's words. */
const meta = {
  title: "app/ErrorScreen",
  component: AppErrorScreen,
  loaders: [appLoader],
  decorators: [withAppI18n],
  parameters: { layout: "fullscreen", app: { url: "/" } },
  args: { error: {} },
} satisfies Meta<typeof AppErrorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const heading = async (el: HTMLElement, name: string) =>
  expect(await within(el).findByRole("heading", { name })).toBeVisible();

export const WrongCenter: Story = {
  args: { error: { status: 401, message: "wrong center" } },
  play: ({ canvasElement }) => heading(canvasElement, "Ingelogd op de verkeerde website"),
};
export const NotAuthorized: Story = {
  args: { error: { status: 401 } },
  play: ({ canvasElement }) => heading(canvasElement, "Niet geautoriseerd"),
};
export const Forbidden: Story = {
  args: { error: { status: 403 } },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, "Verboden toegang");
    await expect(within(canvasElement).getByText("Je hebt geen toegangsrechten voor deze pagina.")).toBeVisible();
  },
};
export const NotFound: Story = {
  args: { error: { status: 404 }, detail: "Pagina niet gevonden: /vacatures/oud" },
  play: ({ canvasElement }) => heading(canvasElement, "Pagina niet gevonden"),
};
export const ServerError: Story = {
  args: { error: { status: 500 } },
  play: ({ canvasElement }) => heading(canvasElement, "Oeps... er ging iets mis! (foutcode: 500)"),
};
export const NetworkError: Story = {
  args: { error: {} },
  play: ({ canvasElement }) => heading(canvasElement, "Oeps... er ging iets mis!"),
};
export const EnglishNotFound: Story = {
  globals: { locale: "en", tenant: "public" },
  args: { error: { status: 404 } },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, "Page not found");
    await expect(
      within(canvasElement).getByText(
        "We couldn't find the page you were looking for, please contact a system administrator or try again later.",
      ),
    ).toBeVisible();
  },
};

export const Fatal: Story = {
  render: () => <FatalView error={new Error("Cannot read properties of undefined (reading 'name')")} />,
  play: ({ canvasElement }) => heading(canvasElement, "Oeps, er ging iets mis! ☹️"),
};
