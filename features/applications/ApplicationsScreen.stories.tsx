import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { ApplicationsScreen } from "./ApplicationsScreen.tsx";
import { fakeApplications, STORY_NOW } from "./fixtures.ts";

const meta = {
  title: "features/applications/ApplicationsScreen",
  component: ApplicationsScreen,
  args: {
    viewer: "staff",
    state: "ready",
    items: fakeApplications,
    total: 4,
    page: 1,
    pageCount: 1,
    status: "all",
    now: STORY_NOW,
    onStatusChange: fn(),
    onPageChange: fn(),
    onRetry: fn(),
    onWithdraw: fn(async () => {}),
  },
} satisfies Meta<typeof ApplicationsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Side by side every tenant repeats the named regions, which axe reports as duplicate landmarks; a page has one of each. */
const sideBySide = {
  allTenants: true,
  a11y: { config: { rules: [{ id: "landmark-unique", enabled: false }] } },
};

export const Staff: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Aanvragen" })).toBeVisible();
    const table = canvas.getByRole("table");
    await expect(within(table).getByRole("link", { name: "Sem Jansen" })).toHaveAttribute("href", "/applications/12");
    await expect(within(table).getByText("In behandeling")).toBeVisible();
    await expect(canvas.getByText("4 aanvragen")).toBeVisible();
    await userEvent.click(canvas.getByRole("tab", { name: "Nieuw" }));
    await expect(args.onStatusChange).toHaveBeenCalledWith("new");
  },
};

export const StaffAllTenants: Story = { parameters: sideBySide };

export const StaffFilteredEmpty: Story = {
  args: { items: [], total: 0, status: "rejected" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("tab", { name: "Afgewezen" })).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByText("Er zijn geen aanvragen met deze status.")).toBeVisible();
  },
};

export const StaffPaged: Story = {
  args: { total: 60, page: 2, pageCount: 3 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Pagina 3" }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};

export const StaffLoading: Story = { args: { state: "loading", items: [] } };

export const StaffFailed: Story = {
  args: { state: "failed", items: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("De aanvragen konden niet worden geladen.");
    await userEvent.click(canvas.getByRole("button", { name: "Opnieuw proberen" }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const StaffEnglish: Story = {
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Applications" })).toBeVisible();
    await expect(canvas.getByRole("tab", { name: "In progress" })).toBeVisible();
  },
};

/** 'Mijn aanvragen': withdraw only where allowed (new, in progress). */
export const Volunteer: Story = {
  args: { viewer: "volunteer" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Mijn aanvragen" })).toBeVisible();
    await expect(canvas.queryByRole("tab")).toBeNull();
    const withdraw = canvas.getAllByRole("button", { name: "Terugtrekken" });
    await expect(withdraw).toHaveLength(2);
    await userEvent.click(withdraw[0]!);
    const dialog = within(canvasElement.ownerDocument.body).getByRole("alertdialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Terugtrekken" }));
    await waitFor(() => expect(args.onWithdraw).toHaveBeenCalledWith(fakeApplications[0]));
    await expect(await canvas.findByText("Je reactie is teruggetrokken.")).toBeVisible();
  },
};

/** Opened from the dashboard's "Mijn open aanvragen": says it shows only the open ones, and offers all. */
export const VolunteerOnlyOpen: Story = {
  args: { viewer: "volunteer", status: "open" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Alleen aanvragen met de status ‘Openstaand’.")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Alle aanvragen tonen" }));
    await expect(args.onStatusChange).toHaveBeenCalledWith("all");
  },
};

export const VolunteerAllTenants: Story = { args: { viewer: "volunteer" }, parameters: sideBySide };

export const VolunteerEmpty: Story = {
  args: { viewer: "volunteer", items: [], total: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Je hebt nog nergens op gereageerd")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Naar de vacaturebank" })).toHaveAttribute(
      "href",
      "/vacancies/search",
    );
  },
};

export const VolunteerLoading: Story = { args: { viewer: "volunteer", state: "loading", items: [] } };
export const VolunteerFailed: Story = { args: { viewer: "volunteer", state: "failed", items: [] } };
