import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import type { LinkProps } from "../lib/link";
import { ErrorScreen } from "./ErrorScreen.tsx";

const meta = {
  title: "ui/ErrorScreen",
  component: ErrorScreen,
  parameters: { layout: "fullscreen" },
  args: {
    status: 404,
    title: "Page not found",
    message:
      "We couldn't find the page you were looking for, please contact a system administrator or try again later.",
    homeLabel: "Back to home",
  },
} satisfies Meta<typeof ErrorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WrongCenter: Story = {
  args: {
    status: undefined,
    title: "Ingelogd op de verkeerde website",
    message:
      "Je account is geregistreerd bij een andere partner binnen het samenwerkingsverband. Neem contact op met de beheerder van deze website.",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("Ingelogd op de verkeerde website");
    await expect(canvasElement.querySelector("[data-slot=error-screen-status]")).toBeNull();
  },
};

export const NotAuthorized: Story = {
  args: { status: 401, title: "Not authorized", message: "You are not authorized to access this page." },
};

export const Forbidden: Story = {
  args: { status: 403, title: "Verboden toegang", message: "Je hebt geen toegangsrechten voor deze pagina." },
};

export const NoOrganization: Story = {
  args: { status: 403, title: "Verboden toegang", message: "Geen organisatie gevonden" },
};

export const NotFound: Story = {
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    const status = canvasElement.querySelector("[data-slot=error-screen-status]");
    await expect(status).toHaveAttribute("data-code", "404");
    await expect(getComputedStyle(status as Element, "::before").content).toBe('"404"');
    await expect(status).toHaveAttribute("aria-hidden", "true");
    const home = canvas.getByRole("link", { name: "Back to home" });
    await expect(home).toHaveAttribute("href", "/");
    await expect(home.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const ServerError: Story = {
  args: {
    status: 500,
    title: "Oeps... er ging iets mis! (foutcode: 500)",
    message: "An error has occured. If the problem persists, please contact a system administrator or try again later.",
  },
};

export const OtherWithoutCode: Story = {
  args: {
    status: undefined,
    title: "Oeps... er ging iets mis!",
    message: "An error has occured. If the problem persists, please contact a system administrator or try again later.",
  },
};

function RouterLink({ href, children, ...props }: LinkProps) {
  return (
    <a {...props} href={`#router${href}`} data-router-link="">
      {children}
    </a>
  );
}

export const WithRouterLink: Story = {
  args: { LinkComponent: RouterLink, homeLabel: "Terug naar home" },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Terug naar home" });
    await expect(link).toHaveAttribute("data-router-link");
    await expect(link).toHaveAttribute("href", "#router/");
  },
};

export const Dark: Story = { globals: { scheme: "dark" } };

/** The 403 screen once per tenant, side by side. */
export const AllTenants: Story = {
  parameters: { allTenants: true, layout: "padded" },
  args: {
    status: 403,
    title: "Verboden toegang",
    message: "Je hebt geen toegangsrechten voor deze pagina.",
    className: "min-h-0 py-10",
  },
};
