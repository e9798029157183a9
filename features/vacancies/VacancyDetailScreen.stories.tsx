import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Button } from "@ui/Button/Button.tsx";
import { VACANCIES } from "./fixtures.ts";
import { VacancyDetailScreen, VisitorApplyArea } from "./VacancyDetailScreen.tsx";

const [published, remote, closed, shared] = VACANCIES as [
  (typeof VACANCIES)[0],
  (typeof VACANCIES)[0],
  (typeof VACANCIES)[0],
  (typeof VACANCIES)[0],
];
const visitor = <VisitorApplyArea loginHref="/auth/login-1?redirect=%2Fvacancies%2F1" signupHref="/signup" />;

const meta = {
  title: "features/vacancies/VacancyDetailScreen",
  component: VacancyDetailScreen,
  args: { status: "success", vacancy: published, applyArea: visitor, onRetry: fn() },
} satisfies Meta<typeof VacancyDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: respond leads to login with the way back to this vacancy, or to sign up. */
export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Maatje voor een oudere buurtbewoner" })).toBeVisible();
    await expect(canvas.getByText("Zorg Samen Arnhem")).toBeVisible();
    await expect(canvas.getByText("Jansplein 12, 6811 AB Arnhem")).toBeVisible();
    await expect(canvas.getByText("1 maart 2026 tot en met 31 december 2026")).toBeVisible();
    await expect(canvas.getByText("3 vrijwilligers")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "onze folder" })).toHaveAttribute("href", "https://voorbeeld.nl");
    await expect(canvas.getByRole("link", { name: "Reageer op deze vacature" })).toHaveAttribute(
      "href",
      "/auth/login-1?redirect=%2Fvacancies%2F1",
    );
    await expect(canvas.getByRole("link", { name: "Nog geen account? Meld je aan" })).toHaveAttribute(
      "href",
      "/signup",
    );
    // No image nor logo: its first category's illustration, decorative; no logo beside the name.
    const picture = canvasElement.querySelector("[data-picture=illustration]")!;
    await expect(picture).toHaveAttribute("aria-hidden", "true");
    await expect(picture).toHaveAttribute("data-category", published.categories[0]);
    await expect(canvasElement.querySelector("[data-slot=organization-logo]")).toBeNull();
  },
};

const apply = fn();
/** A signed-in volunteer gets whatever apply action the app puts in the slot. */
export const SignedIn: Story = {
  args: { applyArea: <Button onClick={apply}>Reageer</Button> },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Reageer" }));
    await expect(apply).toHaveBeenCalled();
  },
};

export const Remote: Story = {
  args: {
    vacancy: {
      ...remote,
      status: "published",
      imageUrl: "data:image/gif;base64,R0lGODlhAQABAAAAACw=",
      imageAlt: "Een vrijwilliger aan de laptop",
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("img", { name: "Een vrijwilliger aan de laptop" })).toBeInTheDocument();
    await expect(canvas.getAllByText("Op afstand").length).toBeGreaterThan(0);
    // The organization's logo beside its name, decorative (the name says who it is).
    const logo = canvasElement.querySelector("[data-slot=organization-logo]")!;
    await expect(logo).toHaveAttribute("alt", "");
    await expect(logo.parentElement).toHaveTextContent("Taalhuis Gelderland");
    await expect(canvas.getAllByRole("img")).toHaveLength(1);
  },
};

/** Closed: said so, and no way to respond. */
export const Closed: Story = {
  args: { vacancy: closed },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("Deze vacature is gesloten.");
    await expect(canvas.queryByRole("link", { name: "Reageer op deze vacature" })).toBeNull();
  },
};

export const Shared: Story = {
  args: { vacancy: { ...shared, status: "published" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Gedeeld door Vrijwilligerspunt Heuvelrug")).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: "loading", vacancy: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Vacature laden…");
  },
};

export const Failed: Story = {
  args: { status: "error", vacancy: undefined },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Opnieuw proberen" }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
