import type { Meta, StoryObj } from "@storybook/react-vite";
import { useRef } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { WorkshopDetailScreen } from "./WorkshopDetailScreen.tsx";
import { WorkshopManageScreen } from "./WorkshopManageScreen.tsx";
import { WorkshopsScreen } from "./WorkshopsScreen.tsx";
import { MY_WORKSHOPS, PUBLISHED_WORKSHOPS, REGISTRATION_FIXTURES, STORY_NOW, WORKSHOP_FIXTURES } from "./fixtures.ts";
import type { WorkshopRegistration } from "./types.ts";
import { confirmAfterAsking } from "@ui/Dialog/asksFirst.ts";

/** Side by side, every tenant repeats the screen's named landmarks, which axe reports as duplicates. */
const sideBySide = {
  allTenants: true,
  a11y: { config: { rules: [{ id: "landmark-unique", enabled: false }] } },
};
const hrefForWorkshop = (w: { id: string }) => `/workshops?workshop=${w.id}`;

const meta = {
  title: "features/workshops/WorkshopsScreen",
  component: WorkshopsScreen,
  args: {
    state: "ready",
    items: PUBLISHED_WORKSHOPS,
    mine: MY_WORKSHOPS,
    now: STORY_NOW,
    hrefForWorkshop,
    onRetry: fn(),
  },
} satisfies Meta<typeof WorkshopsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** My registrations first, then every upcoming workshop with its sessions (Dutch time), places left or full. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Workshops" })).toBeVisible();
    const mine = canvas.getByRole("region", { name: "Mijn workshops" });
    await expect(within(mine).getByText("Je staat op de wachtlijst (plaats 2)")).toBeVisible();
    await expect(within(mine).getByText("Je bent aangemeld")).toBeVisible();
    const upcoming = canvas.getByRole("region", { name: "Komende workshops" });
    await expect(within(upcoming).getByText("Vol, 3 op de wachtlijst")).toBeVisible();
    // 18:30 UTC is 19:30 in Amsterdam in winter; the past session of 19 November is not offered.
    await expect(within(upcoming).getAllByText("19:30 - 21:30").length).toBe(1);
    await expect(within(upcoming).queryByText(/19 november/)).toBeNull();
    // A cancelled session is not offered either.
    await expect(within(upcoming).queryByText(/21 januari/)).toBeNull();
    await expect(
      within(upcoming).getByRole("link", { name: "Omgaan met dementie: bekijk en meld je aan" }),
    ).toHaveAttribute("href", "/workshops?workshop=1");
  },
};
export const AllTenants: Story = { parameters: sideBySide };
export const ForStaff: Story = {
  args: { manageHref: "/workshops/beheer" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: "Workshops beheren" })).toHaveAttribute(
      "href",
      "/workshops/beheer",
    );
  },
};
export const Empty: Story = {
  args: { items: [], mine: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Er zijn nu geen workshops gepland")).toBeVisible();
  },
};
export const Loading: Story = { args: { state: "loading", items: [], mine: [] } };
export const Failed: Story = {
  args: { state: "failed", items: [], mine: [] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Opnieuw proberen" }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const Phone: Story = { globals: { viewport: { value: "mobile1", isRotated: false } } };

const detailArgs = { now: STORY_NOW, backHref: "/workshops" };
/** One workshop: its coming sessions to register for, the past one apart, my place on the waiting list. */
export const Detail: Story = {
  render: () => (
    <WorkshopDetailScreen
      state="ready"
      workshop={WORKSHOP_FIXTURES[0]}
      {...detailArgs}
      onRegister={fn(async () => ({ ...WORKSHOP_FIXTURES[0]!.sessions[2]!, myStatus: "registered" as const }))}
      onCancel={fn(async () => undefined)}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Omgaan met dementie" })).toBeVisible();
    await expect(canvas.getByText("Je staat op de wachtlijst (plaats 2)")).toBeVisible();
    await expect(
      canvas.getByRole("button", { name: /Van de wachtlijst af voor donderdag 10 december 2026/ }),
    ).toBeVisible();
    await expect(canvas.getByRole("region", { name: "Eerdere bijeenkomsten" })).toHaveTextContent("19 november 2026");
    await userEvent.click(canvas.getByRole("button", { name: /Aanmelden voor donderdag 14 januari 2027/ }));
    await expect(await canvas.findByText("Je bent aangemeld. Je krijgt een bevestiging per e-mail.")).toBeVisible();
  },
};
/** A full session offers the waiting list. */
export const DetailFull: Story = {
  render: () => (
    <WorkshopDetailScreen
      state="ready"
      workshop={{
        ...WORKSHOP_FIXTURES[0]!,
        sessions: [{ ...WORKSHOP_FIXTURES[0]!.sessions[1]!, myStatus: null, myPosition: null }],
      }}
      {...detailArgs}
      onRegister={fn(async () => ({ ...WORKSHOP_FIXTURES[0]!.sessions[1]!, myPosition: 4 }))}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: /Op de wachtlijst voor/ }));
    await expect(await canvas.findByText(/je staat op de wachtlijst/)).toBeVisible();
  },
};
export const DetailAllTenants: Story = {
  render: () => <WorkshopDetailScreen state="ready" workshop={WORKSHOP_FIXTURES[2]} {...detailArgs} />,
  parameters: sideBySide,
};
export const DetailLoading: Story = {
  render: () => <WorkshopDetailScreen state="loading" {...detailArgs} />,
};
export const DetailFailed: Story = {
  render: () => <WorkshopDetailScreen state="failed" {...detailArgs} onRetry={fn()} />,
};

const manageArgs = {
  now: STORY_NOW,
  hrefForWorkshop,
  onSaveWorkshop: fn(async () => WORKSHOP_FIXTURES[3]!),
  onDeleteWorkshop: fn(async () => undefined),
  onCancelWorkshop: fn(async () => undefined),
  onSaveSession: fn(async () => undefined),
  onCancelSession: fn(async () => undefined),
  onLoadRegistrations: fn(async () => REGISTRATION_FIXTURES),
  onRemoveRegistration: fn(async (_r: WorkshopRegistration) => undefined),
  onExport: fn(async () => undefined),
  onRetry: fn(),
};
export const Manage: Story = {
  render: () => <WorkshopManageScreen state="ready" items={WORKSHOP_FIXTURES} {...manageArgs} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Workshops beheren" })).toBeVisible();
    await expect(canvas.getByText("Concept")).toBeVisible();
    // The next session follows the count in one run of text, the dot bound to the count: on a phone
    // the line wraps inside the text, never with the dot at the start of a line.
    const facts = "3 bijeenkomsten\u00a0· Volgende: 10 december 2026";
    await expect(canvas.getByText((_, el) => el?.tagName === "SPAN" && el.textContent === facts)).toBeVisible();
  },
};
export const ManageAllTenants: Story = {
  render: () => <WorkshopManageScreen state="ready" items={WORKSHOP_FIXTURES} {...manageArgs} />,
  parameters: sideBySide,
};
/** The management screen with the first workshop open in its editor. */
function EditingFirst() {
  return (
    <WorkshopManageScreen
      state="ready"
      items={WORKSHOP_FIXTURES}
      initialEditing={WORKSHOP_FIXTURES[0]}
      {...manageArgs}
    />
  );
}
/** A workshop's sessions with their registrations and waiting list; the session form checks a field when it loses focus. */
export const ManageWorkshop: Story = {
  render: () => <EditingFirst />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Workshop bewerken" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: /Aanmeldingen voor donderdag 10 december 2026/ }));
    const table = await canvas.findByRole("table", { name: /Aanmeldingen voor donderdag 10 december 2026/ });
    await expect(await within(table).findByText("Sanne Bakker")).toBeVisible();
    await expect(within(table).getByText("Wachtlijst (1)")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Bijeenkomst toevoegen" }));
    const capacity = canvas.getByRole("textbox", { name: /Aantal plaatsen/ });
    await userEvent.type(capacity, "0");
    await userEvent.tab();
    await expect(await canvas.findByText("Vul een aantal plaatsen in van 1 tot en met 999.")).toBeVisible();
    await userEvent.clear(capacity);
    await userEvent.type(capacity, "12");
    await userEvent.tab();
    await expect(canvas.queryByText("Vul een aantal plaatsen in van 1 tot en met 999.")).toBeNull();
  },
};
/** Cancelling a session asks first, in an alert dialog: "Niet annuleren" and Esc keep it, only the confirm button cancels. */
export const ManageCancelSession: Story = {
  render: () => <EditingFirst />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await confirmAfterAsking({
      trigger: canvas.getByRole("button", { name: "Bijeenkomst van donderdag 10 december 2026 annuleren" }),
      question: "Bijeenkomst van donderdag 10 december 2026 annuleren?",
      description: /krijgt bericht/,
      keep: "Niet annuleren",
      confirm: "Bijeenkomst annuleren",
      action: manageArgs.onCancelSession,
    });
    await expect(manageArgs.onCancelSession).toHaveBeenCalledWith(WORKSHOP_FIXTURES[0]!.sessions[1]);
    await expect(await canvas.findByText("De bijeenkomst is geannuleerd.")).toBeVisible();
  },
};
/** Cancelling the whole workshop asks first and names it. */
export const ManageCancelWorkshop: Story = {
  render: () => <EditingFirst />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await confirmAfterAsking({
      trigger: canvas.getByRole("button", { name: "Workshop annuleren" }),
      question: "Workshop ‘Omgaan met dementie’ annuleren?",
      description: /De komende bijeenkomsten vervallen/,
      keep: "Niet annuleren",
      confirm: "Workshop annuleren",
      action: manageArgs.onCancelWorkshop,
    });
    await expect(manageArgs.onCancelWorkshop).toHaveBeenCalledWith(WORKSHOP_FIXTURES[0]);
    await expect(await canvas.findByText("De workshop is geannuleerd; de deelnemers krijgen bericht.")).toBeVisible();
  },
};
/** The registrations reload after a removal: the removed row is gone. */
function RemovingRegistration() {
  const rows = useRef<WorkshopRegistration[]>([...REGISTRATION_FIXTURES]);
  return (
    <WorkshopManageScreen
      state="ready"
      items={WORKSHOP_FIXTURES}
      initialEditing={WORKSHOP_FIXTURES[0]}
      {...manageArgs}
      onLoadRegistrations={async () => rows.current}
      onRemoveRegistration={async (r) => {
        await manageArgs.onRemoveRegistration(r);
        rows.current = rows.current.filter((x) => x.id !== r.id);
      }}
    />
  );
}
/** Removing someone from a session asks first; when the row is gone, focus goes to the page's title. */
export const ManageRemoveRegistration: Story = {
  render: () => <RemovingRegistration />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(canvas.getByRole("button", { name: /Aanmeldingen voor donderdag 10 december 2026/ }));
    const table = await canvas.findByRole("table", { name: /Aanmeldingen voor donderdag 10 december 2026/ });
    await userEvent.click(
      await within(table).findByRole("button", {
        name: (n) => n.startsWith("Verwijderen") && n.endsWith("Sanne Bakker"),
      }),
    );
    const dialog = await body.findByRole("alertdialog", { name: "Sanne Bakker van deze bijeenkomst verwijderen?" });
    await expect(dialog).toHaveAccessibleDescription(/wachtlijst/);
    await expect(manageArgs.onRemoveRegistration).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole("button", { name: "Verwijderen" }));
    await expect(manageArgs.onRemoveRegistration).toHaveBeenCalledWith(REGISTRATION_FIXTURES[2]);
    await expect(await canvas.findByText("Sanne Bakker is verwijderd.")).toBeVisible();
    await waitFor(() => expect(within(table).queryByText("Sanne Bakker")).toBeNull());
    await waitFor(() => expect(canvas.getByRole("heading", { level: 1, name: "Workshop bewerken" })).toHaveFocus());
  },
};
/** The question in English. */
export const ManageCancelSessionEnglish: Story = {
  globals: { locale: "en" },
  render: () => <EditingFirst />,
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    await userEvent.click(
      within(canvasElement).getByRole("button", { name: "Cancel the session of Thursday, 10 December 2026" }),
    );
    const dialog = await body.findByRole("alertdialog", { name: "Cancel the session of Thursday, 10 December 2026?" });
    await expect(within(dialog).getByRole("button", { name: "Don't cancel" })).toHaveFocus();
    await expect(within(dialog).getByRole("button", { name: "Cancel session" })).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
  },
};
export const ManageEmpty: Story = {
  render: () => <WorkshopManageScreen state="ready" items={[]} {...manageArgs} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Nog geen workshops")).toBeVisible();
  },
};
export const ManageLoading: Story = {
  render: () => <WorkshopManageScreen state="loading" items={[]} {...manageArgs} />,
};
export const ManageFailed: Story = {
  render: () => <WorkshopManageScreen state="failed" items={[]} {...manageArgs} />,
};
