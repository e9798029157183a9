import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import type { OverviewApplication, OverviewVacancy } from "./model.ts";
import { OverviewScreen } from "./OverviewScreen.tsx";

const applications: OverviewApplication[] = [
  {
    id: "12",
    vacancyTitle: "Voorlezen in de bibliotheek",
    organizationName: "Bibliotheek Utrecht",
    status: "in_progress",
    href: "/applications/12",
  },
  {
    id: "9",
    vacancyTitle: "Maatje voor een wandeling",
    organizationName: "Buurtteam Zuilen",
    status: "accepted",
    href: "/applications/9",
  },
];
const vacancies: OverviewVacancy[] = [
  {
    id: "31",
    title: "Taalmaatje voor nieuwkomers",
    organizationName: "Stichting Samen Nederlands",
    place: "Utrecht",
    summary: "Eén uur per week Nederlands oefenen met iemand die net in Nederland woont.",
    href: "/vacancies/31",
  },
  {
    id: "32",
    title: "Begeleider zwemles voor kinderen met een beperking",
    organizationName: "Zwemvereniging De Dolfijn",
    place: "Nieuwegein",
    summary: "Help op zaterdagochtend mee in het water.",
    href: "/vacancies/32",
  },
];

const meta = {
  title: "features/overview/OverviewScreen",
  component: OverviewScreen,
  args: {
    name: "Sanne",
    applications: { state: "ready", items: applications, total: 2, onRetry: fn() },
    suggestions: { state: "ready", items: vacancies, interests: ["Taal en integratie", "Sport"], onRetry: fn() },
    hrefs: {
      applications: "/applications",
      vacancyBank: "/vacancies/search?category=taal_en_integratie",
      interests: "/profile-edit/periodieke-mail",
    },
  },
} satisfies Meta<typeof OverviewScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Welkom, Sanne" })).toBeVisible();
    const mine = canvas.getByRole("region", { name: "Mijn aanvragen" });
    await expect(within(mine).getByRole("link", { name: "Voorlezen in de bibliotheek" })).toHaveAttribute(
      "href",
      "/applications/12",
    );
    await expect(within(mine).getByText("In behandeling")).toBeVisible();
    await expect(within(mine).getByRole("link", { name: "Bekijk al je 2 aanvragen" })).toHaveAttribute(
      "href",
      "/applications",
    );
    const suggestions = canvas.getByRole("region", { name: "Vacatures voor jou" });
    await expect(within(suggestions).getByText(/Passend bij je interesses: Taal en integratie, Sport/)).toBeVisible();
    await expect(within(suggestions).getByRole("link", { name: "Interesses aanpassen" })).toHaveAttribute(
      "href",
      "/profile-edit/periodieke-mail",
    );
  },
};

/** No interests yet: the newest vacancies, and a link to set them. */
export const WithoutInterests: Story = {
  args: {
    applications: { state: "ready", items: [], total: 0 },
    suggestions: { state: "ready", items: vacancies, interests: [] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Je hebt nog nergens op gereageerd")).toBeVisible();
    await expect(canvas.getByText(/Dit zijn de nieuwste vacatures/)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Interesses opgeven" })).toHaveAttribute(
      "href",
      "/profile-edit/periodieke-mail",
    );
  },
};

export const Loading: Story = {
  args: {
    applications: { state: "loading", items: [], total: 0 },
    suggestions: { state: "loading", items: [], interests: [] },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("status")).toHaveLength(2);
  },
};

export const Failed: Story = {
  args: {
    applications: { state: "failed", items: [], total: 0, onRetry: fn() },
    suggestions: { state: "failed", items: [], interests: [], onRetry: fn() },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Je aanvragen konden niet worden geladen.")).toBeVisible();
    await userEvent.click(canvas.getAllByRole("button", { name: "Opnieuw proberen" })[0]!);
    await expect(args.applications.onRetry).toHaveBeenCalled();
  },
};

/** Interests set, but nothing matches right now. */
export const NoMatches: Story = {
  args: { suggestions: { state: "ready", items: [], interests: ["Dieren"] } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText("Er zijn nu geen vacatures die bij je interesses passen"),
    ).toBeVisible();
  },
};
