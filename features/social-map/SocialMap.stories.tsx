import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { SOCIAL_MAP_FIXTURES } from "./fixtures.ts";
import { SocialMapScreen } from "./SocialMapScreen.tsx";
import type { SocialMapSearch } from "./types.ts";

const meta = {
  title: "features/social-map/SocialMapScreen",
  component: SocialMapScreen,
  args: {
    state: "ready",
    entries: SOCIAL_MAP_FIXTURES,
    total: SOCIAL_MAP_FIXTURES.length,
    search: { q: "", category: "" },
    onSearch: fn(),
    centerName: "Gelderse Vrijwilligers",
    mapAllowed: false,
    onAllowMap: fn(),
    hrefFor: (e) => `/sociale-kaart/${e.id}`,
    onRetry: fn(),
  },
} satisfies Meta<typeof SocialMapScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Without third-party consent: the list is complete, the map asks for consent first. */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Sociale kaart" })).toBeVisible();
    const list = canvas.getByRole("list", { name: "Plekken op de sociale kaart" });
    await expect(within(list).getAllByRole("listitem")).toHaveLength(3);
    await expect(canvas.getByRole("link", { name: "Buurthuis De Klimop" })).toHaveAttribute("href", "/sociale-kaart/1");
    await expect(canvas.getByText(/De kaart toont dezelfde plekken als deze lijst/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Kaart tonen" }));
    await expect(args.onAllowMap).toHaveBeenCalled();
  },
};

function Searching() {
  const [search, setSearch] = useState<SocialMapSearch>({ q: "", category: "" });
  const entries = SOCIAL_MAP_FIXTURES.filter(
    (e) =>
      (!search.category || e.category === search.category) &&
      (!search.q || `${e.name} ${e.city}`.toLowerCase().includes(search.q.toLowerCase())),
  );
  return (
    <SocialMapScreen
      {...meta.args}
      entries={entries}
      total={entries.length}
      search={search}
      onSearch={setSearch}
      mapAllowed={false}
    />
  );
}

/** Searching by text narrows the list; the count is announced. */
export const Search: Story = {
  render: () => <Searching />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("searchbox", { name: "Zoek op naam, plaats of onderwerp" }), "nijmegen");
    await userEvent.click(canvas.getByRole("button", { name: "Zoeken" }));
    await expect(await canvas.findByRole("heading", { name: "1 plek gevonden" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Taalcafé De Waalkade" })).toBeVisible();
  },
};
export const Empty: Story = {
  args: { entries: [], total: 0, search: { q: "zwembad", category: "" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Geen plekken gevonden")).toBeVisible();
  },
};
export const Loading: Story = { args: { state: "loading", entries: [], total: 0 } };
export const Failed: Story = {
  args: { state: "failed", entries: [], total: 0 },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Opnieuw proberen" }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
/** Side by side every tenant repeats the search landmark, which axe reports as duplicate landmarks; a page has one. */
export const AllTenants: Story = {
  parameters: { allTenants: true, a11y: { config: { rules: [{ id: "landmark-unique", enabled: false }] } } },
};
export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Social map" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Show the map" })).toBeVisible();
  },
};
