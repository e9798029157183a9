import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, fn, userEvent, within } from "storybook/test";
import { ContentBlocks } from "./ContentBlocks.tsx";
import { ContentEditorScreen } from "./ContentEditorScreen.tsx";
import { ContentListScreen } from "./ContentListScreen.tsx";
import { ContentPageScreen } from "./ContentPageScreen.tsx";
import { ABOUT, CONTACT, HOME, MENU, PAGES } from "./fixtures.ts";
import { HomeNewsAndPartners } from "./HomeNewsAndPartners.tsx";
import { HomeScreen } from "./HomeScreen.tsx";
import { MenuItemsScreen } from "./MenuItemsScreen.tsx";

/**
 * Side by side, every tenant repeats the screen's named sections and search, which axe reports as
 * duplicate landmarks; on a page there is one of each.
 */
const sideBySide = {
  allTenants: true,
  a11y: { config: { rules: [{ id: "landmark-unique", enabled: false }] } },
};

/** The app fills vacancy lists from the vacancy bank; here a stand-in. */
const vacancyList = () => <p data-testid="vacancy-list">3 vacatures</p>;
const blocks = { renderVacancyList: vacancyList, contact: CONTACT };

const meta = {
  title: "features/content/Content",
  component: ContentPageScreen,
  args: { status: "success", page: ABOUT, onRetry: fn(), ...blocks },
} satisfies Meta<typeof ContentPageScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

// /:slug
export const Page: Story = {
  parameters: sideBySide,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("heading", { level: 1, name: "Over ons" })[0]).toBeVisible();
    // The server's rich text keeps its markup; the questions open by keyboard.
    await expect(canvas.getAllByText("iedereen")[0]!.tagName).toBe("STRONG");
    // The accordion's code arrives with the first page that has questions (ContentBlocks loads it lazily).
    const question = (await canvas.findAllByRole("button", { name: "Ben ik verzekerd?" }))[0]!;
    question.focus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getAllByText("Ja, via de vrijwilligersverzekering van de gemeente.")[0]).toBeVisible();
  },
};
export const PageLoading: Story = { args: { status: "loading", page: undefined } };
export const PageFailed: Story = {
  args: { status: "error", page: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Opnieuw proberen" }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const PageEmpty: Story = { args: { page: { ...ABOUT, blocks: [], summary: null } } };
export const DraftPreview: Story = { args: { page: { ...ABOUT, status: "draft" }, preview: true } };

// Each block on its own
export const Blocks: Story = {
  parameters: sideBySide,
  render: () => <ContentBlocks blocks={ABOUT.blocks} {...blocks} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("link", { name: "Bekijk de vacatures" })[0]).toHaveAttribute(
      "href",
      "/vacancies/search",
    );
    await expect(canvas.getAllByRole("img", { name: "Het logo van het vrijwilligerspunt" })[0]).toBeVisible();
    await expect(canvas.getAllByRole("link", { name: "0343 56 60 00" })[0]).toHaveAttribute("href", "tel:0343566000");
  },
};

// /
export const Home: Story = {
  parameters: sideBySide,
  render: () => <HomeScreen centerName="Vrijwilligerspunt Heuvelrug" page={HOME} onSearch={fn()} {...blocks} />,
};
export const HomeDefault: Story = {
  render: () => (
    <HomeScreen
      centerName="Vrijwilligerspunt Heuvelrug"
      page={null}
      vacancies={vacancyList()}
      newsAndPartners={
        <HomeNewsAndPartners
          news={[
            {
              id: "1",
              title: "Vrijwilligersavond op 12 december",
              href: "/nieuws/vrijwilligersavond",
              date: "20 november 2026",
              dateTime: "2026-11-20T10:00:00Z",
              summary: "Een avond om onze vrijwilligers te bedanken, met muziek en een hapje.",
            },
          ]}
          partners={[{ id: "1", name: "Gemeente Utrechtse Heuvelrug", link: "https://www.heuvelrug.nl" }]}
        />
      }
      {...blocks}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("heading", { level: 1, name: "Vrijwilligerswerk bij Vrijwilligerspunt Heuvelrug" }),
    ).toBeVisible();
    await expect(canvas.getByTestId("vacancy-list")).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 2, name: "Nieuws" })).toBeVisible();
    // The news teasers' code arrives as they come near (belowTheFold).
    await expect(
      await canvas.findByRole("link", { name: "Vrijwilligersavond op 12 december" }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 2, name: "Onze partners" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Organisatie aanmelden" })).toHaveAttribute(
      "href",
      "/organizations/signup",
    );
  },
};
export const HomeSearches: Story = {
  render: (args) => <HomeScreen centerName="Demo" page={HOME} onSearch={args.onRetry} {...blocks} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText("Zoek vrijwilligerswerk"), "sport{Enter}");
    await expect(args.onRetry).toHaveBeenCalledWith("sport");
  },
};

/** On a phone the search box sits above its button, as high as the button (44 px and up), not squeezed flat. */
export const HomeSearchOnAPhone: Story = {
  globals: { viewport: { value: "mobile2", isRotated: false } },
  // 390 px wide, as the phones of most visitors.
  decorators: [
    (Story) => (
      <div style={{ width: 390 }}>
        <Story />
      </div>
    ),
  ],
  render: () => <HomeScreen centerName="Demo" page={HOME} onSearch={fn()} {...blocks} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByLabelText("Zoek vrijwilligerswerk").getBoundingClientRect();
    const button = canvas.getByRole("button", { name: "Zoeken" }).getBoundingClientRect();
    await expect(box.bottom).toBeLessThanOrEqual(button.top);
    await expect(box.height).toBeGreaterThanOrEqual(44);
    await expect(Math.round(box.height)).toBe(Math.round(button.height));
  },
};

/** On a screen wider than the page's container the message starts where the header's logo and the blocks below start. */
export const HomeAlignedOnAWideScreen: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 1440 }}>
        <Story />
      </div>
    ),
  ],
  render: () => <HomeScreen centerName="Demo" page={null} vacancies={vacancyList()} onSearch={fn()} {...blocks} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole("heading", { level: 1 }).getBoundingClientRect();
    const next = canvas.getByRole("heading", { level: 2, name: "Nieuwe vacatures" }).getBoundingClientRect();
    await expect(title.left).toBe(next.left);
  },
};

// /content
const list = {
  status: "success" as const,
  pages: PAGES,
  filters: { title: "", status: "" },
  onFiltersChange: fn(),
  onPublish: fn(),
  onDelete: fn(),
  onRetry: fn(),
  editHref: (id?: string) => `/content?edit=${id ?? "new"}`,
};
export const List: Story = {
  parameters: sideBySide,
  render: () => <ContentListScreen {...list} />,
};
export const ListDeletes: Story = {
  render: () => <ContentListScreen {...list} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole("button", { name: "Verwijderen" })[1]!);
    const dialog = within(canvasElement.ownerDocument.body).getByRole("alertdialog");
    await expect(dialog).toHaveTextContent("Pagina 'Over ons' verwijderen?");
    await userEvent.click(within(dialog).getByRole("button", { name: "Verwijderen" }));
    await expect(list.onDelete).toHaveBeenCalledWith(ABOUT);
  },
};
export const ListEmpty: Story = { render: () => <ContentListScreen {...list} pages={[]} /> };
export const ListLoading: Story = { render: () => <ContentListScreen {...list} status="loading" pages={[]} /> };
export const ListFailed: Story = { render: () => <ContentListScreen {...list} status="error" pages={[]} /> };

// /content?edit=<id>
const editor = {
  status: "success" as const,
  onSave: fn(async () => {}),
  onRetry: fn(),
  backHref: "/content",
  renderPreview: () => <ContentBlocks blocks={ABOUT.blocks} {...blocks} />,
};
export const Editor: Story = {
  render: () => <ContentEditorScreen {...editor} page={ABOUT} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Move the second block up by keyboard: it becomes the first.
    const up = canvas.getByRole("button", { name: "Omhoog: Blok 2: Afbeelding" });
    up.focus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByRole("heading", { level: 3, name: "Blok 1: Afbeelding" })).toBeVisible();
    await expect(canvas.getByText("Blok 2 staat nu op plaats 1.")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Verwijderen: Blok 1: Afbeelding" }));
    await expect(canvas.queryByRole("heading", { name: /Afbeelding/ })).toBeNull();
  },
};
export const EditorNew: Story = { render: () => <ContentEditorScreen {...editor} /> };
export const EditorServerError: Story = {
  render: () => (
    <ContentEditorScreen
      {...editor}
      onSave={fn(async () =>
        Promise.reject(
          Object.assign(new Error("422"), {
            fieldErrors: { slug: "Dit adres is al in gebruik door een andere pagina." },
          }),
        ),
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: /^Opslaan$/ }));
    await expect(await canvas.findByText("Dit adres is al in gebruik door een andere pagina.")).toBeVisible();
  },
};
export const EditorLoading: Story = { render: () => <ContentEditorScreen {...editor} status="loading" /> };
export const EditorFailed: Story = { render: () => <ContentEditorScreen {...editor} status="error" /> };

// /content/menu-items
const menu = {
  status: "success" as const,
  items: MENU,
  pages: PAGES.map((p) => ({ id: p.id, title: p.title })),
  onSave: fn(async () => {}),
  onMove: fn(),
  onRemove: fn(),
  onRetry: fn(),
};
export const MenuItems: Story = {
  parameters: sideBySide,
  render: () => <MenuItemsScreen {...menu} />,
};
export const MenuItemsReorder: Story = {
  render: () => <MenuItemsScreen {...menu} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const up = canvas.getByRole("button", { name: "Over ons omhoog" });
    up.focus();
    await userEvent.keyboard("{Enter}");
    await expect(menu.onMove).toHaveBeenCalledWith(MENU[1], 0);
    await expect(canvas.getByRole("button", { name: "Vacatures omhoog" })).toBeDisabled();
  },
};
/** Dragging an item onto another of the same menu and level moves it there; across levels it is refused. */
export const MenuItemsDrag: Story = {
  render: () => <MenuItemsScreen {...menu} />,
  play: async ({ canvasElement }) => {
    const row = (label: string) => canvasElement.querySelector<HTMLElement>(`[data-menu-item="${label}"]`)!;
    const drag = (from: string, to: string) => {
      const dataTransfer = new DataTransfer();
      fireEvent.dragStart(row(from), { dataTransfer });
      // A target that accepts the drop cancels dragover (fireEvent answers false then).
      const accepted = !fireEvent.dragOver(row(to), { dataTransfer });
      fireEvent.drop(row(to), { dataTransfer });
      fireEvent.dragEnd(row(from), { dataTransfer });
      return accepted;
    };
    menu.onMove.mockClear();
    await expect(row("Over ons")).toHaveAttribute("draggable", "true");
    await expect(drag("Over ons", "Vacatures")).toBe(true);
    await expect(menu.onMove).toHaveBeenCalledWith(MENU[1], 0);
    // Another level or another menu: no drop.
    await expect(drag("Voor organisaties", "Vacatures")).toBe(false);
    await expect(drag("Privacyverklaring", "Over ons")).toBe(false);
    await expect(menu.onMove).toHaveBeenCalledTimes(1);
  },
};
export const MenuItemsEmpty: Story = { render: () => <MenuItemsScreen {...menu} items={[]} /> };
export const MenuItemsLoading: Story = { render: () => <MenuItemsScreen {...menu} status="loading" /> };
export const MenuItemsFailed: Story = { render: () => <MenuItemsScreen {...menu} status="error" /> };
