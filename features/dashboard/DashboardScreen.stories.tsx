import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import type { DashboardAttributes } from "@contract/applications.ts";
import { DashboardScreen } from "./DashboardScreen.tsx";

const now = "2026-05-04T12:00:00Z";
const centerAdmin: DashboardAttributes = {
  new_applications: 4,
  open_applications: 9,
  published_vacancies: 1234,
  draft_vacancies: 2,
  vacancies_ending_soon: 1,
  organizations_to_approve: 3,
  unread_notifications: 5,
  my_open_applications: null,
};
const orgMember: DashboardAttributes = {
  ...centerAdmin,
  organizations_to_approve: null,
  published_vacancies: 6,
};
const volunteer: DashboardAttributes = {
  new_applications: null,
  open_applications: null,
  published_vacancies: null,
  draft_vacancies: null,
  vacancies_ending_soon: null,
  organizations_to_approve: null,
  unread_notifications: 0,
  my_open_applications: 2,
};
const newest = {
  state: "ready" as const,
  items: [
    {
      id: "12",
      volunteerName: "Sem Jansen",
      vacancyTitle: "Voorlezen in de bibliotheek",
      createdAt: "2026-05-04T11:59:30Z",
    },
    {
      id: "16",
      volunteerName: "Fatima El Amrani",
      vacancyTitle: "Maatje voor een oudere buurtgenoot",
      createdAt: "2026-05-03T08:00:00Z",
    },
  ],
};

const meta = {
  title: "features/dashboard/DashboardScreen",
  component: DashboardScreen,
  args: { state: "ready", firstName: "Anna", figures: centerAdmin, newest, now },
} satisfies Meta<typeof DashboardScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Side by side every tenant repeats the named regions, which axe reports as duplicate landmarks; a page has one of each. */
const sideBySide = {
  allTenants: true,
  a11y: { config: { rules: [{ id: "landmark-unique", enabled: false }] } },
};

export const CenterAdmin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Welkom, Anna" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: /Nieuwe aanvragen\s*4/ })).toHaveAttribute(
      "href",
      "/applications?status=new",
    );
    await expect(canvas.getByRole("link", { name: /Organisaties te beoordelen\s*3/ })).toHaveAttribute(
      "href",
      "/organizations/approve",
    );
    await expect(canvas.getByRole("link", { name: /Ongelezen meldingen\s*5/ })).toHaveAttribute(
      "href",
      "/notificaties",
    );
    // Each figure opens the list it counts (contract/dashboard.ts): open = new, in progress, accepted.
    await expect(canvas.getByRole("link", { name: /Openstaande aanvragen\s*9/ })).toHaveAttribute(
      "href",
      "/applications?status=open",
    );
    await expect(canvas.getByRole("link", { name: /Eindigen binnenkort\s*1/ })).toHaveAttribute(
      "href",
      "/vacancies?status=published&ending=soon&sort=end_date",
    );
    // Numbers in the locale's format.
    await expect(canvas.getByText("1.234")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Sem Jansen" })).toHaveAttribute("href", "/applications/12");
  },
};

/** Center staff of a center with one-on-one help: the open help requests, opening the list they count. */
export const CenterAdminWithHelpRequests: Story = {
  args: { figures: { ...centerAdmin, open_help_requests: 4 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: /Open hulpvragen\s*4/ })).toHaveAttribute(
      "href",
      "/een-op-een-hulp/aanvragen?status=open",
    );
  },
};

/** Center staff of a center with volunteer profiles: the volunteers in the pool, opening the pool. */
export const CenterAdminWithPool: Story = {
  args: { figures: { ...centerAdmin, pool_volunteers: 31 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: /Vrijwilligers in de pool\s*31/ })).toHaveAttribute(
      "href",
      "/vrijwilligerspool",
    );
  },
};

/** Null figures are not for this viewer: an organization member does not review organizations. */
export const OrganizationMember: Story = {
  args: { figures: orgMember },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText("Organisaties te beoordelen")).toBeNull();
    await expect(canvasElement.querySelectorAll("[data-figure]")).toHaveLength(6);
  },
};

export const Volunteer: Story = {
  args: { figures: volunteer, newest: undefined, firstName: "Sem" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelectorAll("[data-figure]")).toHaveLength(2);
    await expect(canvas.queryByText("Nieuwe aanvragen")).toBeNull();
    await expect(canvas.queryByRole("heading", { name: "Nieuwste aanvragen" })).toBeNull();
    await expect(canvas.getByRole("link", { name: /Mijn open aanvragen\s*2/ })).toHaveAttribute(
      "href",
      "/applications?mine=true&status=open",
    );
  },
};

export const NothingToShow: Story = {
  args: { figures: null, newest: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Er wacht niets op je. Goed bezig!")).toBeVisible();
  },
};
export const NoNewApplications: Story = { args: { newest: { state: "ready", items: [] } } };
export const NewestFailed: Story = { args: { newest: { state: "failed", items: [] } } };
export const Loading: Story = { args: { state: "loading", figures: undefined } };
export const Failed: Story = {
  args: { state: "failed", figures: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("Het dashboard kon niet worden geladen.");
  },
};
export const AllTenants: Story = { parameters: sideBySide };
export const Dark: Story = { globals: { scheme: "dark" }, parameters: sideBySide };
export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Welcome, Anna" })).toBeVisible();
    await expect(canvas.getByText("1,234")).toBeVisible();
  },
};
