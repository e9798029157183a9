import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { VACANCIES } from "./fixtures.ts";
import { VacancyListScreen } from "./VacancyListScreen.tsx";

const meta = {
  title: "features/vacancies/VacancyListScreen",
  component: VacancyListScreen,
  args: {
    status: "success",
    vacancies: VACANCIES,
    totalCount: 4,
    page: 1,
    pageCount: 1,
    onPageChange: fn(),
    statusFilter: "all",
    onStatusFilterChange: fn(),
    counts: { all: 4, draft: 1, published: 1, closed: 1, archived: 1 },
    query: "",
    onQueryChange: fn(),
    sort: "-updated_at",
    onSortChange: fn(),
    onTransition: fn(),
    onRetry: fn(),
    editHref: (id: string) => `#edit-${id}`,
    viewHref: (id: string) => `#view-${id}`,
  },
} satisfies Meta<typeof VacancyListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Vacatures" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Vacature toevoegen" })).toHaveAttribute("href", "/vacancies/add");
    await expect(canvas.getByRole("link", { name: "Meerdere bewerken" })).toHaveAttribute(
      "href",
      "/vacancies/bulk-edit",
    );
    await expect(canvas.getAllByRole("link", { name: "Taalcoach op afstand" })[0]).toHaveAttribute("href", "#edit-2");
    // The end date is a column: the dashboard's "ending soon" figure links to this list sorted by it.
    await expect(canvas.getAllByRole("columnheader", { name: "Einddatum" })[0]).toBeInTheDocument();
    await expect(canvas.getAllByText("31 december 2026")[0]).toBeInTheDocument();
  },
};

/** The row actions follow VACANCY_STATUS_TRANSITIONS: a draft can be published or archived. */
export const PublishADraft: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole("button", { name: "Acties voor Taalcoach op afstand" })[0]!);
    const menu = within(await within(document.body).findByRole("menu"));
    await expect(menu.queryByRole("menuitem", { name: "Sluiten" })).toBeNull();
    await expect(menu.getByRole("menuitem", { name: "Archiveren" })).toBeVisible();
    await userEvent.click(menu.getByRole("menuitem", { name: "Publiceren" }));
    await expect(args.onTransition).toHaveBeenCalledWith(expect.objectContaining({ id: "2" }), "published");
  },
};

export const StatusTabsAndSearch: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("tab", { name: /Gesloten/ }));
    await expect(args.onStatusFilterChange).toHaveBeenCalledWith("closed");
    await userEvent.type(canvas.getByRole("searchbox", { name: "Zoek op titel" }), "bus{Enter}");
    await expect(args.onQueryChange).toHaveBeenCalledWith("bus");
  },
};

export const Empty: Story = {
  args: { vacancies: [], totalCount: 0, counts: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText("Nog geen vacatures")[0]).toBeVisible();
  },
};

export const NoMatch: Story = {
  args: { vacancies: [], totalCount: 0, statusFilter: "archived", query: "bus" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText("Geen vacatures gevonden")[0]).toBeVisible();
  },
};

/** Opened from the dashboard's "Eindigen binnenkort": says so, and offers the whole list. */
export const EndingSoon: Story = {
  args: { statusFilter: "published", sort: "end_date", endingSoon: { days: 14, onClear: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Alleen vacatures die binnen 14 dagen aflopen.")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Alle vacatures tonen" }));
    await expect(args.endingSoon!.onClear).toHaveBeenCalled();
  },
};

export const Loading: Story = { args: { status: "loading", vacancies: [] } };

export const Failed: Story = {
  args: { status: "error", vacancies: [] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Opnieuw proberen" }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
