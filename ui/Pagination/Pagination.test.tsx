import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { LinkProps } from "../lib/link.ts";
import { Pagination, paginationRange, responsivePaginationItems, type ResponsivePageItem } from "./Pagination.tsx";

describe("paginationRange", () => {
  it("lists every page when they fit", () => {
    expect(paginationRange(1, 1)).toEqual([1]);
    expect(paginationRange(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
  it("puts an ellipsis where pages are left out", () => {
    expect(paginationRange(1, 20)).toEqual([1, 2, 3, 4, 5, "ellipsis-end", 20]);
    expect(paginationRange(10, 20)).toEqual([1, "ellipsis-start", 9, 10, 11, "ellipsis-end", 20]);
    expect(paginationRange(20, 20)).toEqual([1, "ellipsis-start", 16, 17, 18, 19, 20]);
  });
  it("shows a single left-out page instead of an ellipsis", () => {
    expect(paginationRange(4, 20)).toEqual([1, 2, 3, 4, 5, "ellipsis-end", 20]);
    expect(paginationRange(5, 20)).toEqual([1, "ellipsis-start", 4, 5, 6, "ellipsis-end", 20]);
  });
  it("keeps the number of items constant while paging", () => {
    for (let page = 1; page <= 50; page++) expect(paginationRange(page, 50)).toHaveLength(7);
    for (let page = 1; page <= 50; page++) expect(paginationRange(page, 50, 2, 2)).toHaveLength(11);
  });
  it("clamps a page outside the range", () => {
    expect(paginationRange(99, 8)).toEqual(paginationRange(8, 8));
    expect(paginationRange(0, 3)).toEqual([1, 2, 3]);
  });
});

describe("responsivePaginationItems", () => {
  const show = (items: ResponsivePageItem[], on: "narrow" | "wide") =>
    items.filter((i) => i[on]).map((i) => i.page ?? "…");
  it("shows fewer siblings on narrow screens, each bar with its own ellipses", () => {
    const items = responsivePaginationItems(10, 24);
    expect(show(items, "wide")).toEqual([1, "…", 9, 10, 11, "…", 24]);
    expect(show(items, "narrow")).toEqual([1, "…", 10, "…", 24]);
  });
  it("places a narrow-only ellipsis where only the narrow bar skips pages", () => {
    const items = responsivePaginationItems(4, 20);
    expect(show(items, "wide")).toEqual([1, 2, 3, 4, 5, "…", 20]);
    expect(show(items, "narrow")).toEqual([1, "…", 4, "…", 20]);
    expect(items.map((i) => i.key)).toEqual([
      "page-1",
      "ellipsis-1",
      "page-2",
      "page-3",
      "page-4",
      "ellipsis-4",
      "page-5",
      "ellipsis-5",
      "page-20",
    ]);
  });
  it("shows every page on both when they fit", () => {
    expect(responsivePaginationItems(3, 5).every((i) => i.narrow && i.wide && i.page !== null)).toBe(true);
  });
  it("hides the wide-only pages below the sm breakpoint", () => {
    render(<Pagination label="P" previousLabel="Vorige" nextLabel="Volgende" page={10} pageCount={24} />);
    expect(screen.getByRole("button", { name: "9" }).closest("li")).toHaveClass("hidden", "sm:block");
    expect(screen.getByRole("button", { name: "10" }).closest("li")).not.toHaveClass("hidden");
  });
});

describe("Pagination", () => {
  const labels = { label: "Paginering", previousLabel: "Vorige", nextLabel: "Volgende" };
  it("calls back with the chosen page and marks the current one", async () => {
    const onPageChange = vi.fn();
    render(<Pagination {...labels} page={2} pageCount={5} onPageChange={onPageChange} />);
    expect(screen.getByRole("button", { name: "2" })).toHaveAttribute("aria-current", "page");
    await userEvent.click(screen.getByRole("button", { name: "Volgende" }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(screen.getByRole("button", { name: "5" }));
    expect(onPageChange).toHaveBeenLastCalledWith(5);
  });
  it("renders links through the given link component", () => {
    const Link = ({ children, ...props }: LinkProps) => (
      <a data-router-link="" {...props}>
        {children}
      </a>
    );
    render(
      <Pagination
        {...labels}
        page={1}
        pageCount={3}
        hrefFor={(p) => `/vacancies?page=${p}`}
        linkComponent={Link}
        pageLabel={(p) => `Pagina ${p}`}
      />,
    );
    const next = screen.getByRole("link", { name: "Volgende" });
    expect(next).toHaveAttribute("href", "/vacancies?page=2");
    expect(next).toHaveAttribute("data-router-link");
    expect(screen.getByRole("link", { name: "Pagina 1" })).toHaveAttribute("aria-current", "page");
    expect(screen.queryByRole("link", { name: "Vorige" })).toBeNull();
  });
  it("renders nothing for a single page", () => {
    const { container } = render(<Pagination {...labels} page={1} pageCount={1} />);
    expect(container).toBeEmptyDOMElement();
  });
});
