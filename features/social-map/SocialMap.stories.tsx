import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { contrastRatio } from "@tokens/color.ts";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { SOCIAL_MAP_FIXTURES } from "./fixtures.ts";
import { SocialMapScreen } from "./SocialMapScreen.tsx";
import type { SocialMapEntry, SocialMapSearch } from "./types.ts";

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

/** Five places a street apart in Ede, beside the three in Arnhem: on the whole map they make clusters. */
const NEIGHBOURS: SocialMapEntry[] = Array.from({ length: 5 }, (_, i) => ({
  ...SOCIAL_MAP_FIXTURES[0]!,
  id: `ede-${i}`,
  name: `Buurtkamer Veldhuizen ${i + 1}`,
  city: "Ede",
  latitude: 52.0301 + i * 0.0004,
  longitude: 5.6402 + i * 0.0004,
}));

/** Tab to the Ede cluster, open it with `key`: the focus lands on one of its places (or a smaller cluster of them). */
/** The map's code is a chunk of its own, fetched when the map is shown: slow on a busy machine. */
const MAP_CODE = { timeout: 10_000 };

async function openClusterWith(canvasElement: HTMLElement, key: string) {
  const canvas = within(canvasElement);
  const map = await canvas.findByRole("region", { name: "Kaart met de plekken uit de lijst" }, MAP_CODE);
  const ede = await within(map).findByRole("button", { name: "5 plekken in deze buurt, inzoomen" });
  // It stays the map's button once the map has settled (its zoom takes 250 ms): the markers are
  // clustered once, at the zoom they are shown at. Clustered before the map's first fit, and again
  // after it, the button was replaced under the keyboard's focus.
  await new Promise((settled) => setTimeout(settled, 600));
  await expect(ede).toBeInTheDocument();
  await userEvent.click(canvas.getByRole("heading", { level: 1 }));
  // The cluster is in the tab order.
  for (let i = 0; i < 40 && canvasElement.ownerDocument.activeElement !== ede; i++) await userEvent.tab();
  await expect(ede).toHaveFocus();
  await userEvent.keyboard(key);
  await waitFor(
    () => {
      const focused = canvasElement.ownerDocument.activeElement as HTMLElement;
      expect(focused !== ede && map.contains(focused)).toBe(true);
      expect(focused.getAttribute("aria-label") ?? "").toMatch(
        /^(Buurtkamer Veldhuizen \d, bekijk details|\d plekken in deze buurt, inzoomen)$/,
      );
    },
    { timeout: 5000 },
  );
  // The page did not scroll away from the map (Space).
  await expect(map.getBoundingClientRect().bottom).toBeGreaterThan(0);
  await expectAnnounced(canvasElement, "Ingezoomd op 5 plekken in dit gebied");
}

/** `words` stand in the map's polite live region (read out by a screen reader after what it is reading). */
async function expectAnnounced(canvasElement: HTMLElement, words: string) {
  await waitFor(() => {
    const region = canvasElement.querySelector('[data-slot="social-map-announcer"]');
    expect(region).toHaveAttribute("aria-live", "polite");
    expect(region?.textContent?.trim()).toBe(words);
  });
}

/**
 * The map with the keyboard: a cluster is a button named by its count; Enter zooms into it and
 * puts the focus on the first of its places, a link to that place's page.
 */
export const MapByKeyboard: Story = {
  args: { mapAllowed: true, entries: [...SOCIAL_MAP_FIXTURES, ...NEIGHBOURS], total: 8 },
  play: async ({ canvasElement }) => openClusterWith(canvasElement, "{Enter}"),
};

/** Space opens a cluster as Enter does. */
export const MapClusterBySpace: Story = {
  args: MapByKeyboard.args,
  play: async ({ canvasElement }) => openClusterWith(canvasElement, " "),
};

/** A click on a cluster zooms into it, and says so politely. */
export const MapClusterByClick: Story = {
  args: MapByKeyboard.args,
  play: async ({ canvasElement }) => {
    const map = await within(canvasElement).findByRole(
      "region",
      { name: "Kaart met de plekken uit de lijst" },
      MAP_CODE,
    );
    const ede = await within(map).findByRole("button", { name: "5 plekken in deze buurt, inzoomen" });
    await expectAnnounced(canvasElement, "");
    await userEvent.click(ede);
    await expectAnnounced(canvasElement, "Ingezoomd op 5 plekken in dit gebied");
  },
};

/** Three places in one building: the cluster cannot be zoomed apart, so it spreads them out, by click or key. */
const ONE_BUILDING: SocialMapEntry[] = Array.from({ length: 3 }, (_, i) => ({
  ...SOCIAL_MAP_FIXTURES[0]!,
  id: `mfa-${i}`,
  name: `Wijkcentrum De Brink, ruimte ${i + 1}`,
  latitude: 52.0301,
  longitude: 5.6402,
}));
export const MapClusterSpread: Story = {
  args: { mapAllowed: true, entries: ONE_BUILDING, total: 3 },
  play: async ({ canvasElement }) => {
    const map = await within(canvasElement).findByRole(
      "region",
      { name: "Kaart met de plekken uit de lijst" },
      MAP_CODE,
    );
    await userEvent.click(await within(map).findByRole("button", { name: "3 plekken in deze buurt, inzoomen" }));
    await expectAnnounced(canvasElement, "De 3 plekken op dit punt staan nu naast elkaar op de kaart");
  },
};

/** The announcement in English. */
export const MapClusterEnglish: Story = {
  args: MapByKeyboard.args,
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    const map = await within(canvasElement).findByRole("region", { name: "Map of the places in the list" }, MAP_CODE);
    await userEvent.click(await within(map).findByRole("button", { name: "5 places in this area, zoom in" }));
    await expectAnnounced(canvasElement, "Zoomed in on 5 places in this area");
  },
};

/** The screen with a switch of the page's language beside it, as the app's header has. */
function SwitchingLanguage() {
  const { i18n } = useTranslation();
  return (
    <>
      <button type="button" onClick={() => void i18n.changeLanguage(i18n.language === "en" ? "nl" : "en")}>
        Taal wisselen
      </button>
      <SocialMapScreen {...meta.args} {...MapByKeyboard.args} />
    </>
  );
}

/**
 * A language switch renames the zoom buttons, the places and the clusters where they are: the map
 * stays as the visitor moved it (it was made anew, back at the whole area, and lost the focus).
 */
export const MapKeepsItsPlaceAcrossLanguages: Story = {
  render: () => <SwitchingLanguage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const map = await canvas.findByRole("region", { name: "Kaart met de plekken uit de lijst" }, MAP_CODE);
    await userEvent.click(await within(map).findByRole("button", { name: "5 plekken in deze buurt, inzoomen" }));
    await within(map).findByRole("link", { name: "Buurtkamer Veldhuizen 1, bekijk details" }, { timeout: 5000 });
    const pane = map.querySelector(".leaflet-map-pane");
    try {
      await userEvent.click(canvas.getByRole("button", { name: "Taal wisselen" }));
      await expect(await within(map).findByRole("button", { name: "Zoom in" })).toHaveAttribute("title", "Zoom in");
      await expect(within(map).getByRole("button", { name: "Zoom out" })).toBeVisible();
      // Still zoomed in on Ede: its places, each named in English; the same map.
      await expect(
        await within(map).findByRole("link", { name: "Buurtkamer Veldhuizen 1, view details" }),
      ).toBeVisible();
      await expect(map.querySelector(".leaflet-map-pane")).toBe(pane);
      // (The cluster that opened fades out for 200 ms after its places appear.)
      await waitFor(() =>
        expect(within(map).queryByRole("button", { name: "5 places in this area, zoom in" })).toBeNull(),
      );
    } finally {
      await userEvent.click(canvas.getByRole("button", { name: "Taal wisselen" }));
    }
  },
};

/** "rgb(r, g, b)" -> "r g b" */
const channels = (css: string) => (css.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).join(" ");

/**
 * In every tenant the clusters take the center's colours, not the plugin's green, yellow and orange:
 * the count in on-solid on a solid disc, readable at WCAG AA.
 */
async function expectClustersInCenterColours(canvasElement: HTMLElement) {
  const maps = await within(canvasElement).findAllByRole(
    "region",
    { name: "Kaart met de plekken uit de lijst" },
    MAP_CODE,
  );
  await expect(maps).toHaveLength(5);
  for (const map of maps) {
    const scope = map.closest<HTMLElement>("[data-tenant]")!;
    const solid = getComputedStyle(scope).getPropertyValue("--vl-solid").trim();
    // Asked again until it holds: the map redraws its clusters once its first zoom has settled.
    await waitFor(() => {
      const discs = [...map.querySelectorAll<HTMLElement>('[data-slot="social-map-cluster-count"]')];
      expect(discs.length).toBeGreaterThan(0);
      for (const disc of discs) {
        const style = getComputedStyle(disc);
        expect(channels(style.backgroundColor)).toBe(solid);
        expect(style.backgroundColor).not.toMatch(/rgba/);
        expect(contrastRatio(channels(style.color), channels(style.backgroundColor))).toBeGreaterThanOrEqual(4.5);
      }
    });
  }
}

/** Every tenant's map side by side (the search landmark repeats, as in AllTenants). */
const ALL_TENANT_MAPS = {
  allTenants: true,
  a11y: { config: { rules: [{ id: "landmark-unique", enabled: false }] } },
};
export const MapClustersAllTenants: Story = {
  args: MapByKeyboard.args,
  parameters: ALL_TENANT_MAPS,
  play: async ({ canvasElement }) => expectClustersInCenterColours(canvasElement),
};
export const MapClustersAllTenantsDark: Story = {
  args: MapByKeyboard.args,
  parameters: ALL_TENANT_MAPS,
  globals: { scheme: "dark" },
  play: async ({ canvasElement }) => expectClustersInCenterColours(canvasElement),
};
