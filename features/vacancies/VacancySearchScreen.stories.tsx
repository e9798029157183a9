import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import type { VacancySearchParams } from "@contract/vacancies.ts";
import { FAKE_LOGO, FAKE_PHOTO, VACANCIES } from "./fixtures.ts";
import { VacancyCard } from "./VacancyCard.tsx";
import { VacancySearchScreen, type VacancySearchScreenProps } from "./VacancySearchScreen.tsx";

const published = VACANCIES.map((v) => ({ ...v, status: "published" as const }));

const meta = {
  title: "features/vacancies/VacancySearchScreen",
  component: VacancySearchScreen,
  args: {
    params: {},
    onParamsChange: fn(),
    onRetry: fn(),
    status: "success",
    vacancies: published,
    totalCount: 23,
    vacancyHref: (id: string) => `#vacancy-${id}`,
  },
} satisfies Meta<typeof VacancySearchScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The filters sit in a dialog on a phone and in a column on wide screens; opens whichever shows. */
async function filtersOf(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const button = canvas.queryByRole("button", { name: /^Filters( \(\d+\))?$/ });
  if (button) {
    await userEvent.click(button);
    return within(await within(document.body).findByRole("dialog"));
  }
  const column = within(canvas.getByRole("region", { name: "Filters" }));
  // The column's code arrives as it shows (belowTheFold).
  await column.findAllByRole("checkbox");
  return column;
}

/** Holds the search in state, as the route module holds it in the URL. */
function Stateful(props: VacancySearchScreenProps) {
  const [params, setParams] = useState<VacancySearchParams>(props.params);
  return (
    <VacancySearchScreen
      {...props}
      params={params}
      onParamsChange={(next) => {
        props.onParamsChange(next);
        setParams(next);
      }}
    />
  );
}

export const Results: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: "23 vacatures" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Taalcoach op afstand" })).toHaveAttribute("href", "#vacancy-2");
    await expect(canvas.getByText("Op afstand")).toBeVisible();
    await expect(canvas.getByText("3,2 km van je zoekplaats")).toBeVisible();
    await expect(canvas.getByText("Gedeeld door Vrijwilligerspunt Heuvelrug")).toBeVisible();
    await expect(canvas.getByText("2 uur per week", { exact: false })).toBeVisible();
  },
};

/** Every filter change reaches the callback (the route writes it to the URL), back on page 1. */
export const FiltersChangeTheSearch: Story = {
  args: { params: { q: "tuin", page: 3 } },
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args }) => {
    const filters = await filtersOf(canvasElement);
    await userEvent.click(filters.getByRole("checkbox", { name: "Zorg" }));
    await expect(args.onParamsChange).toHaveBeenLastCalledWith({ q: "tuin", category: ["zorg"] });
    await userEvent.click(filters.getByRole("switch", { name: "Alleen werk op afstand" }));
    await expect(args.onParamsChange).toHaveBeenLastCalledWith({ q: "tuin", category: ["zorg"], remote: true });
    await userEvent.type(filters.getByRole("textbox", { name: /Plaats of postcode/ }), "Arnhem{Enter}");
    await expect(args.onParamsChange).toHaveBeenLastCalledWith({
      q: "tuin",
      category: ["zorg"],
      remote: true,
      near: "Arnhem",
      distance: 10,
    });
    if (within(canvasElement).queryByRole("button", { name: /^Filters( \(\d+\))?$/ })) {
      await userEvent.click(within(document.body).getByRole("button", { name: "Toon 23 vacatures" }));
      await waitFor(() => expect(within(canvasElement).getByRole("button", { name: "Filters (3)" })).toBeVisible());
    }
  },
};

export const SearchText: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("searchbox", { name: "Zoek op trefwoord" }), "  buurtbus ");
    await userEvent.click(canvas.getByRole("button", { name: "Zoeken" }));
    await expect(args.onParamsChange).toHaveBeenCalledWith({ q: "buurtbus" });
  },
};

/** Sorting by distance is only offered when a place is given. */
export const NoDistanceSortWithoutPlace: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("combobox", { name: "Sorteren op" })).toHaveValue("relevance");
    await expect(canvas.queryByRole("option", { name: "Dichtstbij" })).toBeNull();
  },
};

export const SortByDistance: Story = {
  args: { params: { near: "Ede", distance: 10 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("option", { name: "Dichtstbij" })).toBeInTheDocument();
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Sorteren op" }), "Dichtstbij");
    await expect(args.onParamsChange).toHaveBeenCalledWith({ near: "Ede", distance: 10, sort: "distance" });
  },
};

export const EmptyClearsFilters: Story = {
  args: { params: { q: "tuin", category: ["dieren"], remote: true }, vacancies: [], totalCount: 0 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Geen vacatures gevonden" })).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 2, name: "0 vacatures" })).toBeVisible();
    const results = within(canvas.getByRole("region", { name: "0 vacatures" }));
    await userEvent.click(results.getByRole("button", { name: "Filters wissen" }));
    await expect(args.onParamsChange).toHaveBeenCalledWith({ q: "tuin" });
  },
};

export const Loading: Story = {
  args: { status: "loading", vacancies: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Vacatures laden…");
  },
};

export const Failed: Story = {
  args: { status: "error", vacancies: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("De vacatures konden niet worden geladen.");
    await userEvent.click(canvas.getByRole("button", { name: "Opnieuw proberen" }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Paging: Story = {
  args: { totalCount: 95, params: { page: 2 } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Pagina 3" }));
    await expect(args.onParamsChange).toHaveBeenCalledWith({ page: 3 });
  },
};

/** The result card in every tenant. */
export const CardsAllTenants: Story = {
  parameters: { allTenants: true },
  render: () => (
    <ul className="flex flex-col gap-3">
      {published.slice(2, 4).map((v) => (
        <li key={v.id}>
          <VacancyCard vacancy={v} href={`#vacancy-${v.id}`} />
        </li>
      ))}
    </ul>
  ),
};

/**
 * On a phone (390 px) every card sits as far from the left edge as from the right, and the
 * "Gedeeld door ..." badge is below the title instead of squeezing it (issue 14, point 16).
 */
export const OnAPhone: Story = {
  globals: { viewport: { value: "mobile2", isRotated: false } },
  args: {
    vacancies: published.map((v) =>
      v.shared
        ? { ...v, title: "Vrijwilliger voor het zomerfestival in de binnenstad", sharedBy: "Gelderse Vrijwilligers" }
        : v,
    ),
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole("list", { name: "Gevonden vacatures" });
    const box = list.getBoundingClientRect();
    for (const card of list.querySelectorAll<HTMLElement>("[data-vacancy-id]")) {
      const r = card.getBoundingClientRect();
      await expect(Math.abs(r.left - box.left - (box.right - r.right))).toBeLessThanOrEqual(1);
    }
    const badge = within(canvasElement).getByText("Gedeeld door Gelderse Vrijwilligers");
    const title = within(canvasElement).getByRole("heading", {
      name: "Vrijwilliger voor het zomerfestival in de binnenstad",
    });
    await expect(badge.getBoundingClientRect().top).toBeGreaterThanOrEqual(title.getBoundingClientRect().bottom);
  },
};

/** Nothing found for a typo: "Bedoelde je ...?" with the center's own words, and its categories that have vacancies. */
export const NoResultsWithSuggestions: Story = {
  args: {
    params: { q: "wandelne" },
    vacancies: [],
    totalCount: 0,
    suggestions: {
      queries: ["wandelen", "wandeling"],
      categories: [
        { category: "zorg", count: 12 },
        { category: "natuur_en_milieu", count: 4 },
      ],
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Bedoelde je:")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Zoek op “wandelen”" }));
    await expect(args.onParamsChange).toHaveBeenLastCalledWith({ q: "wandelen" });
    await userEvent.click(canvas.getByRole("button", { name: "Natuur en milieu (4)" }));
    await expect(args.onParamsChange).toHaveBeenLastCalledWith({ category: ["natuur_en_milieu"] });
  },
};

/** No suggestions to make: only the usual empty state. */
export const NoResultsWithoutSuggestions: Story = {
  args: { params: { q: "xyzzy" }, vacancies: [], totalCount: 0, suggestions: { queries: [], categories: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText("Bedoelde je:")).toBeNull();
  },
};

const pictured = {
  image: { ...published[0]!, id: "p1", imageUrl: FAKE_PHOTO, imageAlt: "De witte buurtbus bij de halte" },
  logo: { ...published[0]!, id: "p2", title: "Taalmaatje", organizationLogoUrl: FAKE_LOGO },
  illustration: {
    ...published[0]!,
    id: "p3",
    title: "Helper in de natuurtuin",
    categories: ["natuur_en_milieu" as const],
  },
};

/**
 * Every card has a picture, in a 16:9 box reserved before it loads: the vacancy's own image (with
 * its alt text), else the organization's logo (decorative), else its first category's illustration
 * in the center's colours (decorative), in every tenant.
 */
export const CardPicturesAllTenants: Story = {
  parameters: { allTenants: true },
  render: () => (
    <ul className="grid grid-cols-1 gap-3 md:grid-cols-3">
      {Object.values(pictured).map((v) => (
        <li key={v.id}>
          <VacancyCard vacancy={v} href={`#vacancy-${v.id}`} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const first = canvasElement.querySelector<HTMLElement>("[data-vacancy-id]")!.closest("ul")!;
    const cards = first.querySelectorAll<HTMLElement>("[data-vacancy-id]");
    await expect(cards[0]!.querySelector("[data-picture=image] img")).toHaveAttribute(
      "alt",
      "De witte buurtbus bij de halte",
    );
    await expect(cards[1]!.querySelector("[data-picture=logo] img")).toHaveAttribute("alt", "");
    const illustration = cards[2]!.querySelector<HTMLElement>("[data-picture=illustration]")!;
    await expect(illustration).toHaveAttribute("aria-hidden", "true");
    await expect(illustration).toHaveAttribute("data-category", "natuur_en_milieu");
    // The box is there before any picture has loaded: 16:9 of the card's width.
    for (const card of cards) {
      const box = card.querySelector<HTMLElement>("[data-picture]")!.getBoundingClientRect();
      await expect(Math.abs(box.height - (box.width * 9) / 16)).toBeLessThanOrEqual(1);
    }
  },
};
