import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { ActivityCalendarScreen } from "./ActivityCalendarScreen.tsx";
import { ActivityDetailScreen } from "./ActivityDetailScreen.tsx";
import { ActivityManageScreen } from "./ActivityManageScreen.tsx";
import { ActivityOverviewScreen } from "./ActivityOverviewScreen.tsx";
import { HomeActivities } from "./HomeActivities.tsx";
import { ACTIVITY_FIXTURES, PUBLISHED_ACTIVITIES } from "./fixtures.ts";

/** The delete button of a row: "Verwijderen", then the row's name for screen readers. */
const deleteButton = (name: string) => (label: string) => label.startsWith("Verwijderen") && label.endsWith(name);

/**
 * Side by side, every tenant repeats the screen's named landmarks (the months, the filter, the days),
 * which axe reports as duplicates; on a page there is one of each.
 */
const sideBySide = {
  allTenants: true,
  a11y: { config: { rules: [{ id: "landmark-unique", enabled: false }] } },
};

const hrefForActivity = (a: { id: string }) => `/activiteitenkalender/overzicht?activiteit=${a.id}`;

const meta = {
  title: "features/activities/ActivityCalendarScreen",
  component: ActivityCalendarScreen,
  args: {
    state: "ready",
    month: "2026-12",
    today: "2026-12-03",
    items: PUBLISHED_ACTIVITIES,
    hrefForMonth: (m: string) => `/activiteitenkalender?maand=${m}`,
    hrefForActivity,
    overviewHref: "/activiteitenkalender/overzicht",
    onRetry: fn(),
  },
} satisfies Meta<typeof ActivityCalendarScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** December 2026: a table with a header per weekday, today marked, each day's activities as links. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Activiteitenkalender" })).toBeVisible();
    const table = canvas.getByRole("table", { name: "december 2026" });
    await expect(within(table).getAllByRole("columnheader")).toHaveLength(7);
    await expect(within(table).getByRole("columnheader", { name: "maandag" })).toBeVisible();
    await expect(table.querySelector('[aria-current="date"]')).toHaveTextContent("3");
    await expect(within(table).getByRole("link", { name: /Training omgaan met dementie/ })).toHaveAttribute(
      "href",
      "/activiteitenkalender/overzicht?activiteit=2",
    );
    // Dutch time: 18:30 UTC is 19:30 in Amsterdam in winter.
    await expect(within(table).getByRole("link", { name: /Training omgaan met dementie/ })).toHaveTextContent("19:30");
    await expect(canvas.getByRole("link", { name: /Vorige maand\W+november 2026/ })).toHaveAttribute(
      "href",
      "/activiteitenkalender?maand=2026-11",
    );
    await expect(canvas.getByRole("link", { name: /Volgende maand\W+januari 2027/ })).toHaveAttribute(
      "href",
      "/activiteitenkalender?maand=2027-01",
    );
    await expect(canvas.queryByRole("link", { name: "Naar deze maand" })).toBeNull();
  },
};
/** Staff see the way to manage the activities. */
export const ForStaff: Story = {
  args: { manageHref: "/activiteitenkalender/beheer" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: "Activiteiten beheren" })).toBeVisible();
  },
};
/** Another month than today's: a link back to this month. */
export const OtherMonth: Story = {
  args: { month: "2027-01", items: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Er staan geen activiteiten in januari 2027.")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Naar deze maand" })).toHaveAttribute(
      "href",
      "/activiteitenkalender?maand=2026-12",
    );
  },
};
export const Empty: Story = { args: { items: [] } };
export const Loading: Story = { args: { state: "loading", items: [] } };
export const Failed: Story = {
  args: { state: "failed", items: [] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Opnieuw proberen" }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
/** On a phone the grid gives way to an agenda of the days with activities. */
export const Phone: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("table")).toBeNull();
    await expect(canvas.getByRole("heading", { level: 3, name: /donderdag 3 december 2026/ })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Repair Café Maarssen" })).toBeVisible();
  },
};
/** Late in the month, on a phone: the days that have been say so, and the way on to next month is offered. */
export const PhoneLateInTheMonth: Story = {
  args: { today: "2026-12-10" },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const past = canvas.getByRole("heading", { level: 3, name: /donderdag 3 december 2026/ });
    await expect(within(past).getByText("Geweest")).toBeVisible();
    await expect(canvas.queryByText("Er zijn in december 2026 geen activiteiten meer.", { exact: false })).toBeNull();
  },
};
/** Every activity of this month has been: a notice leads on to the next month. */
export const NoneLeftThisMonth: Story = {
  args: { today: "2026-12-30" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Er zijn in december 2026 geen activiteiten meer\./)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Bekijk januari 2027" })).toHaveAttribute(
      "href",
      "/activiteitenkalender?maand=2027-01",
    );
  },
};
export const AllTenants: Story = { parameters: sideBySide };
export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Activity calendar" })).toBeVisible();
    await expect(canvas.getByRole("table", { name: "December 2026" })).toBeVisible();
  },
};

const overviewArgs = {
  state: "ready" as const,
  items: PUBLISHED_ACTIVITIES,
  category: null,
  page: 1,
  pageCount: 2,
  today: "2026-12-03",
  hrefFor: ({ category, page }: { category: string | null; page: number }) =>
    `/activiteitenkalender/overzicht?${category ? `soort=${category}&` : ""}pagina=${page}`,
  hrefForActivity,
  calendarHref: "/activiteitenkalender",
  onRetry: fn(),
};
/** /activiteitenkalender/overzicht: upcoming activities by day, a filter per kind, pages. */
export const Overview: Story = {
  render: () => <ActivityOverviewScreen {...overviewArgs} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Activiteitenoverzicht" })).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 2, name: /Zaterdag 12 december 2026/i })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Alle activiteiten" })).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByRole("link", { name: "Training" })).toHaveAttribute(
      "href",
      "/activiteitenkalender/overzicht?soort=training&pagina=1",
    );
    await expect(canvas.getByText(/Nog 7 van de 18 plaatsen vrij/)).toBeVisible();
    await expect(canvas.getByText(/Vol: alle plaatsen zijn bezet/)).toBeVisible();
    await expect(canvas.getByRole("navigation", { name: "Pagina's met activiteiten" })).toBeVisible();
  },
};
export const OverviewEmptyCategory: Story = {
  render: () => <ActivityOverviewScreen {...overviewArgs} items={[]} category="training" pageCount={1} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Geen activiteiten van de soort 'Training' gepland")).toBeVisible();
  },
};
export const OverviewLoading: Story = {
  render: () => <ActivityOverviewScreen {...overviewArgs} state="loading" items={[]} />,
};
export const OverviewFailed: Story = {
  render: () => <ActivityOverviewScreen {...overviewArgs} state="failed" items={[]} />,
};
export const OverviewAllTenants: Story = {
  render: () => <ActivityOverviewScreen {...overviewArgs} pageCount={1} />,
  parameters: sideBySide,
};

const detailArgs = {
  now: "2026-12-03T10:00:00Z",
  signedIn: false,
  loginHref: "/auth/login-1?redirect=%2Factiviteitenkalender%2Foverzicht%3Factiviteit%3D2",
  backHref: "/activiteitenkalender/overzicht",
  onRegister: fn(async () => {}),
  onCancel: fn(async () => {}),
};
const [informatiemarkt, dementie, repair, kerst, borrel] = PUBLISHED_ACTIVITIES as [
  (typeof PUBLISHED_ACTIVITIES)[number],
  (typeof PUBLISHED_ACTIVITIES)[number],
  (typeof PUBLISHED_ACTIVITIES)[number],
  (typeof PUBLISHED_ACTIVITIES)[number],
  (typeof PUBLISHED_ACTIVITIES)[number],
];
/** One activity with places: a visitor is asked to sign in first. */
export const Detail: Story = {
  render: () => <ActivityDetailScreen {...detailArgs} state="ready" activity={dementie} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Training omgaan met dementie" })).toBeVisible();
    await expect(canvas.getByText("Dinsdag 8 december 2026", { exact: false })).toBeVisible();
    await expect(canvas.getByText("19:30 - 21:30")).toBeVisible();
    await expect(canvas.getByText("Nog 7 van de 18 plaatsen vrij")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Log in om je aan te melden" })).toHaveAttribute(
      "href",
      detailArgs.loginHref,
    );
  },
};
/** Signed in: "Aanmelden" takes a place. */
export const DetailSignedIn: Story = {
  render: () => <ActivityDetailScreen {...detailArgs} signedIn state="ready" activity={dementie} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Aanmelden" }));
    await expect(detailArgs.onRegister).toHaveBeenCalled();
    await expect(await canvas.findByText("Je bent aangemeld. Tot dan!")).toBeVisible();
  },
};
export const DetailRegistered: Story = {
  render: () => <ActivityDetailScreen {...detailArgs} signedIn state="ready" activity={borrel} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Afmelden" })).toBeVisible();
  },
};
export const DetailFull: Story = {
  render: () => <ActivityDetailScreen {...detailArgs} signedIn state="ready" activity={kerst} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Vol: alle plaatsen zijn bezet")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Aanmelden" })).toBeNull();
  },
};
/** Registration through the organizer's own site. */
export const DetailLink: Story = {
  render: () => <ActivityDetailScreen {...detailArgs} state="ready" activity={repair} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: /Aanmelden bij de organisator/ })).toHaveAttribute(
      "href",
      "https://www.repaircafe.org/",
    );
  },
};
export const DetailNoRegistration: Story = {
  render: () => <ActivityDetailScreen {...detailArgs} state="ready" activity={informatiemarkt} />,
};
export const DetailLoading: Story = {
  render: () => <ActivityDetailScreen {...detailArgs} state="loading" />,
};
export const DetailFailed: Story = {
  render: () => <ActivityDetailScreen {...detailArgs} state="failed" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/kon niet worden geladen/)).toBeVisible();
  },
};
export const DetailAllTenants: Story = {
  render: () => <ActivityDetailScreen {...detailArgs} state="ready" activity={dementie} />,
  parameters: sideBySide,
};

const manageArgs = {
  organizations: [
    { id: "12", name: "Zorgcentrum Rosendael" },
    { id: "14", name: "Buurtwerkplaats Maarssen" },
  ],
  onSave: fn(async () => {}),
  onDelete: fn(async () => {}),
  hrefForActivity,
};
/** /activiteitenkalender/beheer: drafts and published activities; adding one. */
export const Manage: Story = {
  render: () => <ActivityManageScreen state="ready" items={ACTIVITY_FIXTURES} {...manageArgs} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Concept")).toBeVisible();
    // Day, times and places in one run of text, each dot bound to what comes before it: on a phone the
    // line wraps inside the text, never with a dot at the start of a line.
    const facts = "dinsdag 8 december 2026\u00a0· 19:30 - 21:30\u00a0· 11 van 18 aangemeld";
    await expect(canvas.getByText((_, el) => el?.tagName === "SPAN" && el.textContent === facts)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Activiteit toevoegen" }));
    await userEvent.click(canvas.getByRole("button", { name: "Opslaan" }));
    await expect(canvas.getByText("Geef de activiteit een titel van minstens 3 tekens.")).toBeVisible();
    await expect(canvas.getByText("Kies de datum van de activiteit.")).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/Titel/), "Vrijwilligersborrel");
    await userEvent.type(canvas.getByLabelText(/^Datum/), "18-12-2026");
    await userEvent.type(canvas.getByLabelText(/Begintijd/), "17.00");
    await userEvent.type(canvas.getByLabelText(/Eindtijd/), "1930");
    await userEvent.click(canvas.getByRole("combobox", { name: /Soort activiteit/ }));
    await userEvent.click(await within(document.body).findByRole("option", { name: "Evenement" }));
    await userEvent.click(canvas.getByRole("radio", { name: /met een maximaal aantal plaatsen/ }));
    await userEvent.type(canvas.getByLabelText(/Aantal plaatsen/), "60");
    await userEvent.click(canvas.getByRole("checkbox", { name: /Publiceren/ }));
    await userEvent.click(canvas.getByRole("button", { name: "Opslaan" }));
    await expect(manageArgs.onSave).toHaveBeenCalledWith(
      null,
      expect.objectContaining({
        title: "Vrijwilligersborrel",
        date: "2026-12-18",
        startTime: "17:00",
        endTime: "19:30",
        category: "event",
        registration: "capacity",
        capacity: "60",
        status: "published",
      }),
    );
    await expect(await canvas.findByText("De activiteit is opgeslagen.")).toBeVisible();
  },
};
export const ManageAllTenants: Story = {
  render: () => <ActivityManageScreen state="ready" items={ACTIVITY_FIXTURES} {...manageArgs} />,
  parameters: sideBySide,
};
/** Deleting asks first, naming the activity; only the dialog's confirm button deletes. */
export const ManageDelete: Story = {
  render: () => <ActivityManageScreen state="ready" items={ACTIVITY_FIXTURES} {...manageArgs} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const item = ACTIVITY_FIXTURES[0]!;
    manageArgs.onDelete.mockClear();
    await userEvent.click(canvas.getByRole("button", { name: deleteButton(item.title) }));
    const dialog = await within(document.body).findByRole("alertdialog", { name: `‘${item.title}’ verwijderen?` });
    await expect(dialog).toHaveAccessibleDescription(/met de aanmeldingen/);
    await expect(manageArgs.onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole("button", { name: "Verwijderen" }));
    await expect(manageArgs.onDelete).toHaveBeenCalledWith(item);
    await expect(await canvas.findByText(`'${item.title}' is verwijderd.`)).toBeVisible();
  },
};
export const ManageEmpty: Story = {
  render: () => <ActivityManageScreen state="ready" items={[]} {...manageArgs} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Nog geen activiteiten")).toBeVisible();
  },
};
export const ManageLoading: Story = {
  render: () => <ActivityManageScreen state="loading" items={[]} {...manageArgs} />,
};
export const ManageFailed: Story = {
  render: () => <ActivityManageScreen state="failed" items={[]} {...manageArgs} />,
};

const homeArgs = { calendarHref: "/activiteitenkalender", hrefForActivity };
/** The home page's next three activities with their day and a link to the calendar. */
export const Home: Story = {
  render: () => <HomeActivities items={PUBLISHED_ACTIVITIES.slice(1, 4)} {...homeArgs} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: "Komende activiteiten" })).toBeVisible();
    // The cards' code arrives as they come near (belowTheFold).
    await expect(await canvas.findByText("Dinsdag 8 december", { exact: false }, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Alle activiteiten" })).toHaveAttribute(
      "href",
      "/activiteitenkalender",
    );
  },
};
/**
 * The organizer only where it adds something: not beside a place that already names it (the
 * dementia training in Zorgcentrum Rosendael), not when the center organizes it; named with its label.
 */
export const HomeOrganizer: Story = {
  render: () => (
    <HomeActivities
      items={[
        PUBLISHED_ACTIVITIES[1]!,
        { ...PUBLISHED_ACTIVITIES[2]!, organizationName: "Repair Café Maarssen" },
        PUBLISHED_ACTIVITIES[3]!,
      ]}
      {...homeArgs}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = await canvas.findAllByRole("article", undefined, { timeout: 10_000 });
    await expect(cards).toHaveLength(3);
    const [sameAsPlace, distinct, byCenter] = cards as [HTMLElement, HTMLElement, HTMLElement];
    await expect(within(sameAsPlace).getByText("Zorgcentrum Rosendael, Nieuwegein")).toBeVisible();
    await expect(within(sameAsPlace).queryByText(/Organisatie:/)).toBeNull();
    await expect(within(sameAsPlace).getAllByText(/Zorgcentrum Rosendael/)).toHaveLength(1);
    await expect(within(distinct).getByText("Organisatie:", { exact: false }).parentElement).toHaveTextContent(
      "Organisatie: Repair Café Maarssen",
    );
    await expect(within(byCenter).queryByText(/Organisatie:/)).toBeNull();
    await expect(within(byCenter).getByText("Vol: alle plaatsen zijn bezet")).toBeVisible();
  },
};
/** Nothing planned: the home page shows no block at all. */
export const HomeEmpty: Story = {
  render: () => (
    <div data-testid="home">
      <HomeActivities items={[]} {...homeArgs} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId("home")).toBeEmptyDOMElement();
  },
};
export const HomeAllTenants: Story = {
  render: () => <HomeActivities items={PUBLISHED_ACTIVITIES.slice(1, 4)} {...homeArgs} />,
  parameters: sideBySide,
};
