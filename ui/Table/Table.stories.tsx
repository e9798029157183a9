import type { Meta, StoryObj } from "@storybook/react-vite";
import { SearchX } from "lucide-react";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Avatar } from "../Avatar/Avatar.tsx";
import { StatusBadge } from "../Badge/StatusBadge.tsx";
import { Button } from "../Button/Button.tsx";
import { EmptyState } from "../EmptyState/EmptyState.tsx";
import { RelativeTime } from "../RelativeTime/RelativeTime.tsx";
import { Table, type TableColumn, type TableProps, type TableSort } from "./Table.tsx";

type VacancyStatus = "draft" | "published" | "closed" | "archived";
interface Vacancy {
  id: string;
  title: string;
  organization: string;
  status: VacancyStatus;
  applications: number;
  updatedAt: string;
}

const NOW = new Date("2026-03-10T12:00:00+01:00");
const statusLabels: Record<VacancyStatus, string> = {
  draft: "Concept",
  published: "Gepubliceerd",
  closed: "Gesloten",
  archived: "Gearchiveerd",
};

const vacancies: Vacancy[] = [
  {
    id: "1",
    title: "Maatje voor een oudere buurtbewoner",
    organization: "Stichting Samen Oud",
    status: "published",
    applications: 4,
    updatedAt: "2026-03-10T10:30:00+01:00",
  },
  {
    id: "2",
    title: "Voorlezer in de bibliotheek",
    organization: "Bibliotheek Rijnstad",
    status: "draft",
    applications: 0,
    updatedAt: "2026-03-09T16:00:00+01:00",
  },
  {
    id: "3",
    title: "Trainer jeugdvoetbal",
    organization: "VV De Heuvelrug",
    status: "published",
    applications: 11,
    updatedAt: "2026-03-02T09:00:00+01:00",
  },
  {
    id: "4",
    title: "Taalcoach voor nieuwkomers",
    organization: "Taalhuis Gelderland",
    status: "closed",
    applications: 7,
    updatedAt: "2026-02-14T13:15:00+01:00",
  },
  {
    id: "5",
    title: "Hulp bij de voedselbank",
    organization: "Voedselbank Oost",
    status: "archived",
    applications: 23,
    updatedAt: "2025-11-20T11:00:00+01:00",
  },
];

const columns: TableColumn<Vacancy>[] = [
  { id: "title", header: "Titel", sortable: true, rowHeader: true, cell: (v) => v.title },
  {
    id: "organization",
    header: "Organisatie",
    sortable: true,
    cell: (v) => (
      <span className="flex items-center gap-2 whitespace-nowrap">
        <Avatar name={v.organization} size="sm" decorative />
        {v.organization}
      </span>
    ),
  },
  {
    id: "status",
    header: "Status",
    cell: (v) => <StatusBadge entity="vacancy" status={v.status} label={statusLabels[v.status]} />,
  },
  { id: "applications", header: "Aanmeldingen", sortable: true, align: "end", cell: (v) => v.applications },
  {
    id: "updatedAt",
    header: "Bijgewerkt",
    sortable: true,
    cell: (v) => <RelativeTime date={v.updatedAt} now={NOW} justNowLabel="zojuist" className="text-fg-muted" />,
  },
];

function sortRows(rows: Vacancy[], sort: TableSort | null): Vacancy[] {
  if (!sort) return rows;
  const key = sort.columnId as keyof Vacancy;
  const factor = sort.direction === "ascending" ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = a[key];
    const y = b[key];
    return (typeof x === "number" && typeof y === "number" ? x - y : String(x).localeCompare(String(y), "nl")) * factor;
  });
}

type Args = TableProps<Vacancy>;

const meta = {
  title: "ui/Table",
  component: Table,
  args: {
    columns,
    rows: vacancies,
    getRowId: (v: Vacancy) => v.id,
    caption: "Vacatures van jouw organisatie",
    onSortChange: fn(),
  },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<Args>;

export const Default: Story = {
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole("table", { name: "Vacatures van jouw organisatie" });
    await expect(within(table).getAllByRole("row")).toHaveLength(vacancies.length + 1);
    await expect(within(table).getByRole("rowheader", { name: vacancies[0]!.title })).toBeInTheDocument();
    // Only a table that does not fit becomes a focusable scroll region.
    const container = canvasElement.querySelector<HTMLElement>('[data-slot="table-container"]')!;
    const overflowing = container.scrollWidth > container.clientWidth;
    await waitFor(() => expect(container.hasAttribute("tabindex")).toBe(overflowing));
  },
};

/** Controlled sorting: the story holds the sort and sorts the rows, as a screen would (or asks the server). */
export const Sorted: Story = {
  args: { sort: { columnId: "title", direction: "ascending" } },
  render: function Render(args) {
    const [sort, setSort] = useState<TableSort | null>(args.sort ?? null);
    return (
      <Table
        {...args}
        sort={sort}
        rows={sortRows(vacancies, sort)}
        onSortChange={(next) => {
          setSort(next);
          args.onSortChange?.(next);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const titleHeader = canvas.getByRole("columnheader", { name: /Titel/ });
    const countHeader = canvas.getByRole("columnheader", { name: /Aanmeldingen/ });
    await expect(titleHeader).toHaveAttribute("aria-sort", "ascending");
    await expect(countHeader).not.toHaveAttribute("aria-sort");
    await expect(canvas.getAllByRole("rowheader")[0]).toHaveTextContent("Hulp bij de voedselbank");

    // Mouse: toggle the sorted column.
    await userEvent.click(within(titleHeader).getByRole("button", { name: /Titel/ }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ columnId: "title", direction: "descending" });
    await expect(titleHeader).toHaveAttribute("aria-sort", "descending");
    await expect(canvas.getAllByRole("rowheader")[0]).toHaveTextContent("Voorlezer in de bibliotheek");

    // Keyboard: another column starts ascending, the previous one loses its aria-sort.
    within(countHeader).getByRole("button").focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ columnId: "applications", direction: "ascending" });
    await expect(countHeader).toHaveAttribute("aria-sort", "ascending");
    await expect(titleHeader).not.toHaveAttribute("aria-sort");
    await userEvent.keyboard(" ");
    await expect(countHeader).toHaveAttribute("aria-sort", "descending");
    await expect(canvas.getAllByRole("rowheader")[0]).toHaveTextContent("Hulp bij de voedselbank");

    // Only sortable columns have a button.
    await expect(within(canvas.getByRole("columnheader", { name: "Status" })).queryByRole("button")).toBeNull();
  },
};

/** Selection for bulk edit: select-all, indeterminate on a partial selection, a live count. */
export const WithSelection: Story = {
  args: { onSelectionChange: fn() } as Partial<Args>,
  render: function Render(args) {
    const [selectedIds, setSelectedIds] = useState<string[]>([]);
    const onSelectionChange = (args as unknown as { onSelectionChange?: (ids: string[]) => void }).onSelectionChange;
    return (
      <div className="grid gap-3">
        <Table
          {...args}
          selection={{
            selectedIds,
            onSelectionChange: (ids) => {
              setSelectedIds(ids);
              onSelectionChange?.(ids);
            },
            selectAllLabel: "Selecteer alle vacatures op deze pagina",
            selectRowLabel: (v) => `Selecteer ${v.title}`,
            statusMessage: selectedIds.length === 0 ? "" : `${selectedIds.length} vacatures geselecteerd`,
          }}
        />
        <div className="flex items-center gap-3">
          <span aria-hidden="true" className="text-sm text-fg-muted">
            {selectedIds.length} geselecteerd
          </span>
          <Button variant="outline" size="sm" disabled={selectedIds.length === 0}>
            Bulk bewerken
          </Button>
        </div>
      </div>
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const onSelectionChange = (args as unknown as { onSelectionChange: ReturnType<typeof fn> }).onSelectionChange;
    const selectAll = canvas.getByRole("checkbox", { name: "Selecteer alle vacatures op deze pagina" });
    const rowBoxes = () =>
      canvas
        .getAllByRole("checkbox")
        .filter((c) => c.getAttribute("aria-label")?.startsWith("Selecteer ") && c !== selectAll);
    await expect(selectAll).toHaveAttribute("aria-checked", "false");

    await userEvent.click(selectAll);
    await expect(onSelectionChange).toHaveBeenLastCalledWith(vacancies.map((v) => v.id));
    await expect(selectAll).toHaveAttribute("aria-checked", "true");
    for (const box of rowBoxes()) await expect(box).toHaveAttribute("aria-checked", "true");
    await expect(canvas.getByRole("status")).toHaveTextContent("5 vacatures geselecteerd");

    // Unselect one row: the header shows the partial selection.
    await userEvent.click(canvas.getByRole("checkbox", { name: "Selecteer Trainer jeugdvoetbal" }));
    await expect(selectAll).toHaveAttribute("aria-checked", "mixed");
    await expect(
      canvas.getByRole("checkbox", { name: "Selecteer Trainer jeugdvoetbal" }).closest("tr"),
    ).not.toHaveAttribute("data-state");
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent("4 vacatures geselecteerd"));

    // From the keyboard: space on the indeterminate header selects all again, then clears.
    selectAll.focus();
    await userEvent.keyboard(" ");
    await expect(selectAll).toHaveAttribute("aria-checked", "true");
    await userEvent.keyboard(" ");
    await expect(selectAll).toHaveAttribute("aria-checked", "false");
    await expect(onSelectionChange).toHaveBeenLastCalledWith([]);

    for (const box of [selectAll, ...rowBoxes()]) {
      await expect(box.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

export const Empty: Story = {
  args: {
    rows: [],
    empty: (
      <EmptyState
        size="sm"
        headingLevel={3}
        icon={<SearchX />}
        title="Geen vacatures gevonden"
        description="Pas de filters aan of maak een nieuwe vacature."
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Geen vacatures gevonden" })).toBeInTheDocument();
    await expect(canvas.getByRole("cell")).toHaveAttribute("colspan", String(columns.length));
  },
};

export const Loading: Story = {
  args: { loading: true, loadingLabel: "Vacatures laden…", captionHidden: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("table")).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByRole("status")).toHaveTextContent("Vacatures laden…");
    // The skeleton rows are hidden: only the header row is exposed.
    await expect(canvas.getAllByRole("row")).toHaveLength(1);
  },
};

/** On a phone the table scrolls sideways inside its focusable region; the page does not. */
export const OnAPhone: Story = {
  args: { captionHidden: true },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole("region", { name: "Vacatures van jouw organisatie" });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(region.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    // Keyboard users reach the region with Tab (before its first control) and scroll it with the arrow keys.
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
};

/** The union of the client rectangles of an element's text (not its boxes). */
function textBounds(element: Element) {
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  let left = Infinity;
  let right = -Infinity;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const range = element.ownerDocument.createRange();
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) {
      left = Math.min(left, rect.left);
      right = Math.max(right, rect.right);
    }
  }
  return { left, right };
}

/** A visible caption on a phone: wrapped within the scroll box and kept in view while the table scrolls sideways. */
export const CaptionOnAPhone: Story = {
  args: { caption: "Aanmeldingen voor maandag 7 december 2026, 19:30 - 21:30" },
  decorators: OnAPhone.decorators,
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole("region", {
      name: "Aanmeldingen voor maandag 7 december 2026, 19:30 - 21:30",
    });
    const caption = canvasElement.querySelector("caption")!;
    const fits = () => {
      const box = region.getBoundingClientRect();
      const text = textBounds(caption);
      return text.left >= box.left && text.right <= box.right;
    };
    await expect(fits()).toBe(true);
    region.scrollLeft = region.scrollWidth;
    await waitFor(() => expect(region.scrollLeft).toBeGreaterThan(0));
    await expect(fits()).toBe(true);
  },
};

const staticSelection: NonNullable<Args["selection"]> = {
  selectedIds: ["2", "3"],
  onSelectionChange: () => {},
  selectAllLabel: "Selecteer alle vacatures op deze pagina",
  selectRowLabel: (v) => `Selecteer ${v.title}`,
  statusMessage: "2 vacatures geselecteerd",
};

/** Selected rows, sort and badges in every tenant; axe checks the contrast of each. */
export const SelectionAllTenants: Story = {
  parameters: {
    allTenants: true,
    // The same table five times gives five scroll regions with the same caption: an artefact of
    // the side-by-side view, not of a page, so only that rule is off here.
    a11y: { config: { rules: [{ id: "landmark-unique", enabled: false }] } },
  },
  args: { selection: staticSelection, sort: { columnId: "title", direction: "ascending" } },
  play: async ({ canvasElement }) => {
    const tenants = canvasElement.querySelectorAll("[data-tenant]").length;
    await expect(tenants).toBeGreaterThan(1);
    await expect(canvasElement.querySelectorAll('tr[data-state="selected"]')).toHaveLength(2 * tenants);
  },
};

export const SelectionAllTenantsDark: Story = {
  ...SelectionAllTenants,
  globals: { scheme: "dark" },
};
