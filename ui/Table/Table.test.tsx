import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Table, type TableColumn, type TableProps } from "./Table.tsx";

interface Person {
  id: string;
  name: string;
  city: string;
}
const people: Person[] = [
  { id: "a", name: "Anna", city: "Arnhem" },
  { id: "b", name: "Bram", city: "Ede" },
  { id: "c", name: "Chloé", city: "Zeist" },
];
const columns: TableColumn<Person>[] = [
  { id: "name", header: "Naam", sortable: true, rowHeader: true, cell: (p) => p.name },
  { id: "city", header: "Plaats", cell: (p) => p.city },
];

function renderTable(props: Partial<TableProps<Person>> = {}) {
  return render(<Table columns={columns} rows={people} getRowId={(p) => p.id} caption="Vrijwilligers" {...props} />);
}

const selection = (selectedIds: string[], onSelectionChange = vi.fn()) => ({
  selectedIds,
  onSelectionChange,
  selectAllLabel: "Alles selecteren",
  selectRowLabel: (p: Person) => `Selecteer ${p.name}`,
  statusMessage: `${selectedIds.length} geselecteerd`,
});

describe("Table sorting", () => {
  it("starts a column ascending and toggles it to descending", async () => {
    const onSortChange = vi.fn();
    const { rerender } = renderTable({ onSortChange });
    const header = screen.getByRole("columnheader", { name: /Naam/ });
    expect(header).not.toHaveAttribute("aria-sort");
    await userEvent.click(within(header).getByRole("button"));
    expect(onSortChange).toHaveBeenLastCalledWith({ columnId: "name", direction: "ascending" });

    rerender(
      <Table
        columns={columns}
        rows={people}
        getRowId={(p) => p.id}
        caption="Vrijwilligers"
        sort={{ columnId: "name", direction: "ascending" }}
        onSortChange={onSortChange}
      />,
    );
    expect(header).toHaveAttribute("aria-sort", "ascending");
    await userEvent.click(within(header).getByRole("button"));
    expect(onSortChange).toHaveBeenLastCalledWith({ columnId: "name", direction: "descending" });
  });
  it("gives only sortable columns a button", () => {
    renderTable();
    expect(within(screen.getByRole("columnheader", { name: "Plaats" })).queryByRole("button")).toBeNull();
  });
});

describe("Table selection", () => {
  it("selects every row of the page and keeps selections of other pages", async () => {
    const onSelectionChange = vi.fn();
    renderTable({ selection: selection(["elsewhere"], onSelectionChange) });
    await userEvent.click(screen.getByRole("checkbox", { name: "Alles selecteren" }));
    expect(onSelectionChange).toHaveBeenLastCalledWith(["elsewhere", "a", "b", "c"]);
  });
  it("shows a partial selection as mixed, and clears only this page when all are selected", async () => {
    const onSelectionChange = vi.fn();
    const { rerender } = renderTable({ selection: selection(["b"], onSelectionChange) });
    expect(screen.getByRole("checkbox", { name: "Alles selecteren" })).toHaveAttribute("aria-checked", "mixed");
    expect(screen.getByRole("checkbox", { name: "Selecteer Bram" }).closest("tr")).toHaveAttribute(
      "data-state",
      "selected",
    );

    rerender(
      <Table
        columns={columns}
        rows={people}
        getRowId={(p) => p.id}
        caption="Vrijwilligers"
        selection={selection(["elsewhere", "a", "b", "c"], onSelectionChange)}
      />,
    );
    const all = screen.getByRole("checkbox", { name: "Alles selecteren" });
    expect(all).toHaveAttribute("aria-checked", "true");
    await userEvent.click(all);
    expect(onSelectionChange).toHaveBeenLastCalledWith(["elsewhere"]);
  });
  it("toggles a single row and announces the count", async () => {
    const onSelectionChange = vi.fn();
    renderTable({ selection: selection(["a"], onSelectionChange) });
    await userEvent.click(screen.getByRole("checkbox", { name: "Selecteer Anna" }));
    expect(onSelectionChange).toHaveBeenLastCalledWith([]);
    await userEvent.click(screen.getByRole("checkbox", { name: "Selecteer Chloé" }));
    expect(onSelectionChange).toHaveBeenLastCalledWith(["a", "c"]);
    expect(screen.getByRole("status")).toHaveTextContent("1 geselecteerd");
  });
});

describe("Table states", () => {
  it("shows the empty content across all columns", () => {
    renderTable({ rows: [], empty: <p>Niemand gevonden</p>, selection: selection([]) });
    const cell = screen.getByText("Niemand gevonden").closest("td");
    expect(cell).toHaveAttribute("colspan", "3");
    expect(screen.getByRole("checkbox", { name: "Alles selecteren" })).toBeDisabled();
  });
  it("announces loading and hides the skeleton rows", () => {
    renderTable({ loading: true, loadingLabel: "Laden…" });
    expect(screen.getByRole("table")).toHaveAttribute("aria-busy", "true");
    expect(screen.getByRole("status")).toHaveTextContent("Laden…");
    expect(screen.queryByText("Anna")).toBeNull();
    expect(screen.getAllByRole("row")).toHaveLength(1);
  });
  it("names the table by its caption, also when the caption is visually hidden", () => {
    renderTable({ captionHidden: true });
    expect(screen.getByRole("table", { name: "Vrijwilligers" })).toBeInTheDocument();
    expect(screen.getByText("Vrijwilligers")).toHaveClass("sr-only");
  });
});
