import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { ApplicationDetailScreen } from "./ApplicationDetailScreen.tsx";
import { fakeApplication, fakeMessages, STORY_NOW } from "./fixtures.ts";

const thread = { state: "ready" as const, messages: fakeMessages, onSend: fn(async () => {}) };

const meta = {
  title: "features/applications/ApplicationDetailScreen",
  component: ApplicationDetailScreen,
  args: {
    viewer: "staff",
    state: "ready",
    application: fakeApplication(),
    thread,
    now: STORY_NOW,
    onStatusChange: fn(async () => {}),
    onWithdraw: fn(async () => {}),
    onRetry: fn(),
  },
} satisfies Meta<typeof ApplicationDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Side by side every tenant repeats the named regions, which axe reports as duplicate landmarks; a page has one of each. */
const sideBySide = {
  allTenants: true,
  a11y: { config: { rules: [{ id: "landmark-unique", enabled: false }] } },
};

const buttons = (canvas: ReturnType<typeof within>, name: string) => canvas.queryAllByRole("button", { name });

/** New: staff may take it in progress, accept or reject; never withdraw. */
export const StaffNew: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Aanvraag van Sem Jansen" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "sem@example.nl" })).toHaveAttribute("href", "mailto:sem@example.nl");
    await expect(canvas.getByRole("link", { name: "Voorlezen in de bibliotheek" })).toHaveAttribute(
      "href",
      "/vacancies/7",
    );
    await expect(buttons(canvas, "In behandeling nemen")).toHaveLength(1);
    await expect(buttons(canvas, "Accepteren")).toHaveLength(1);
    await expect(buttons(canvas, "Afwijzen")).toHaveLength(1);
    await expect(buttons(canvas, "Terugtrekken")).toHaveLength(0);
    await userEvent.click(canvas.getByRole("button", { name: "Accepteren" }));
    await expect(args.onStatusChange).toHaveBeenCalledWith("accepted");
  },
};

/** Rejecting asks first. */
export const StaffRejectConfirms: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Afwijzen" }));
    await expect(args.onStatusChange).not.toHaveBeenCalled();
    const dialog = within(canvasElement.ownerDocument.body).getByRole("alertdialog", { name: "Reactie afwijzen?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Afwijzen" }));
    await waitFor(() => expect(args.onStatusChange).toHaveBeenCalledWith("rejected"));
  },
};

/** Accepted: only back to in progress. */
export const StaffAccepted: Story = {
  args: { application: fakeApplication({ status: "accepted", statusChangedAt: "2026-05-04T11:00:00Z" }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(buttons(canvas, "In behandeling nemen")).toHaveLength(1);
    await expect(buttons(canvas, "Accepteren")).toHaveLength(0);
    await expect(buttons(canvas, "Afwijzen")).toHaveLength(0);
  },
};

/** Withdrawn: nothing left to do. */
export const StaffWithdrawn: Story = {
  args: { application: fakeApplication({ status: "withdrawn" }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Er zijn geen acties meer mogelijk voor deze reactie.")).toBeVisible();
    await expect(buttons(canvas, "In behandeling nemen")).toHaveLength(0);
  },
};

/** The volunteer sees withdraw while it is allowed, and no status actions. */
export const VolunteerInProgress: Story = {
  args: { viewer: "volunteer", application: fakeApplication({ status: "in_progress", volunteerEmail: null }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("heading", { level: 1, name: "Je reactie op Voorlezen in de bibliotheek" }),
    ).toBeVisible();
    await expect(buttons(canvas, "Accepteren")).toHaveLength(0);
    await userEvent.click(canvas.getByRole("button", { name: "Terugtrekken" }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole("alertdialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Terugtrekken" }));
    await waitFor(() => expect(args.onWithdraw).toHaveBeenCalled());
  },
};

export const VolunteerAccepted: Story = {
  args: { viewer: "volunteer", application: fakeApplication({ status: "accepted", volunteerEmail: null }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(buttons(canvas, "Terugtrekken")).toHaveLength(0);
    await expect(canvas.queryByRole("heading", { name: "Wat wil je doen?" })).toBeNull();
  },
};

/** Sending a message hands the text to the caller. */
export const SendsMessage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole("log")).getAllByRole("listitem")).toHaveLength(2);
    await userEvent.type(canvas.getByLabelText("Je bericht"), "Tot dinsdag!");
    await userEvent.click(canvas.getByRole("button", { name: "Versturen" }));
    await expect(args.thread.onSend).toHaveBeenCalledWith("Tot dinsdag!");
  },
};

export const WithoutConversation: Story = { args: { thread: { ...thread, state: "none", messages: [] } } };
export const ConversationLoading: Story = { args: { thread: { ...thread, state: "loading", messages: [] } } };
export const Loading: Story = { args: { state: "loading", application: undefined } };
export const Failed: Story = {
  args: { state: "failed", application: undefined },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Opnieuw proberen" }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const AllTenants: Story = { parameters: sideBySide };
export const English: Story = { globals: { locale: "en" } };
