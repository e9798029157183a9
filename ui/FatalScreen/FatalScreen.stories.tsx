import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { FatalScreen } from "./FatalScreen.tsx";

/** A fixed stack keeps the screenshot deterministic. */
function sampleError(): Error {
  const error = new TypeError("Cannot read properties of undefined (reading 'organizations')");
  error.stack = [
    "TypeError: Cannot read properties of undefined (reading 'organizations')",
    "    at OrganizationSwitcher (features/organizations/OrganizationSwitcher.tsx:42:17)",
    "    at renderWithHooks (react-dom.development.js:15486:18)",
  ].join("\n");
  return error;
}

const meta = {
  title: "ui/FatalScreen",
  component: FatalScreen,
  parameters: { layout: "fullscreen" },
  args: { error: sampleError(), onReload: fn() },
} satisfies Meta<typeof FatalScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithDetails: Story = {
  tags: ["visual"],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("Oeps, er ging iets mis! ☹️");
    await expect(canvas.getByText("Cannot read properties of undefined (reading 'organizations')")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Pagina opnieuw laden" }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

export const DetailsOpened: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const stack = canvas.getByText(/at OrganizationSwitcher/);
    await expect(stack).not.toBeVisible();
    await userEvent.click(canvas.getByText("Technische details"));
    await expect(stack).toBeVisible();
  },
};

export const ThrownString: Story = {
  args: { error: "Chunk load failed" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Chunk load failed")).toBeVisible();
    await expect(canvasElement.querySelector("details")).toBeNull();
  },
};

export const English: Story = {
  args: { heading: "Oops, something went wrong! ☹️", detailsLabel: "Technical details", reloadLabel: "Reload page" },
};

export const Dark: Story = { globals: { scheme: "dark" } };
