import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import type { LinkProps } from "../lib/link.ts";
import { Pagination } from "./Pagination.tsx";

/** Stands in for the router's Link: it does not leave the story. */
function StoryLink({ children, href, onClick, ...props }: LinkProps) {
  return (
    <a
      href={href}
      {...props}
      onClick={(e) => {
        e.preventDefault();
        onClick?.(e);
      }}
    >
      {children}
    </a>
  );
}

const meta = {
  title: "ui/Pagination",
  component: Pagination,
  args: {
    page: 2,
    pageCount: 5,
    label: "Paginering",
    previousLabel: "Vorige",
    nextLabel: "Volgende",
    pageLabel: (n: number) => `Pagina ${n}`,
    onPageChange: fn(),
  },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Buttons: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole("navigation", { name: "Paginering" });
    const canvas = within(nav);
    await expect(canvas.getByRole("button", { name: "Pagina 2" })).toHaveAttribute("aria-current", "page");
    await userEvent.click(canvas.getByRole("button", { name: "Volgende" }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(canvas.getByRole("button", { name: "Vorige" }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(canvas.getByRole("button", { name: "Pagina 5" }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(5);
  },
};

export const FirstPage: Story = {
  args: { page: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Vorige" })).toBeDisabled();
  },
};

export const LastPage: Story = {
  args: { page: 5 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Volgende" })).toBeDisabled();
  },
};

/** Controlled by state, as a list screen holds it: keyboard paging moves the current page. */
export const ManyPages: Story = {
  tags: ["visual"],
  args: { page: 10, pageCount: 24 },
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    return (
      <Pagination
        {...args}
        page={page}
        onPageChange={(p) => {
          setPage(p);
          args.onPageChange?.(p);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const visibleEllipses = () =>
      Array.from(canvasElement.querySelectorAll('[data-slot="pagination-ellipsis"]')).filter(
        (el) => getComputedStyle(el).display !== "none",
      );
    await expect(visibleEllipses()).toHaveLength(2);
    await expect(canvas.queryByRole("button", { name: "Pagina 5" })).toBeNull();
    canvas.getByRole("button", { name: "Pagina 11" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onPageChange).toHaveBeenLastCalledWith(11);
    await expect(canvas.getByRole("button", { name: "Pagina 11" })).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByRole("button", { name: "Pagina 12" })).toBeInTheDocument();
    for (const button of canvas.getAllByRole("button")) {
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
      await expect(button.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    }
  },
};

/** Links (bookmarkable search results) through the router's link component. */
export const Links: Story = {
  args: { page: 3, pageCount: 12, hrefFor: (p: number) => `/vacancies/search?page=${p}`, linkComponent: StoryLink },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "Pagina 3" })).toHaveAttribute("aria-current", "page");
    const next = canvas.getByRole("link", { name: "Volgende" });
    await expect(next).toHaveAttribute("href", "/vacancies/search?page=4");
    await userEvent.click(next);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
  },
};

export const LinksOnFirstPage: Story = {
  args: { page: 1, pageCount: 12, hrefFor: (p: number) => `/vacancies/search?page=${p}`, linkComponent: StoryLink },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("link", { name: "Vorige" })).toBeNull();
    await expect(canvas.getByText("Vorige").closest("[aria-disabled]")).toHaveAttribute("aria-disabled", "true");
  },
};
