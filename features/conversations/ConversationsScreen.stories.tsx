import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { ConversationsScreen } from "./ConversationsScreen.tsx";
import { ConversationThread } from "./ConversationThread.tsx";
import { CONVERSATIONS, MESSAGES, NOW } from "./fixtures.ts";

function Thread() {
  const [draft, setDraft] = useState("");
  return (
    <ConversationThread
      state="ready"
      conversation={CONVERSATIONS[0]}
      messages={MESSAGES}
      draft={draft}
      onDraftChange={setDraft}
      onSend={async () => {}}
      onAttach={async () => "1"}
      onArchive={async () => {}}
      backHref="/conversations"
      now={NOW}
      timeZone="Europe/Amsterdam"
    />
  );
}

const meta = {
  title: "features/conversations/ConversationsScreen",
  component: ConversationsScreen,
  args: {
    state: "ready",
    items: CONVERSATIONS,
    unreadTotal: 3,
    filter: "all",
    onFilterChange: fn(),
    search: "",
    onSearchChange: fn(),
    selectedId: null,
    threadHref: (id: string) => `/conversations?id=${id}`,
    thread: null,
    onLoadMore: fn(),
    onRetry: fn(),
    now: NOW,
  },
} satisfies Meta<typeof ConversationsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Inbox: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Conversaties" })).toBeVisible();
    await expect(canvas.getByText("3 ongelezen berichten")).toBeVisible();
    const list = canvas.getByRole("list", { name: "Conversaties, nieuwste eerst" });
    const items = within(list).getAllByRole("listitem");
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveAttribute("data-unread", "true");
    await expect(within(items[0]!).getByRole("link", { name: "Basisschool De Klimop" })).toHaveAttribute(
      "href",
      "/conversations?id=31",
    );
    await expect(within(items[0]!).getByText("2 ongelezen")).toBeVisible();
    await expect(items[1]).not.toHaveAttribute("data-unread");
  },
};

export const Filters: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Alle" })).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(canvas.getByRole("button", { name: "Ongelezen" }));
    await expect(args.onFilterChange).toHaveBeenCalledWith("unread");
    await userEvent.type(canvas.getByRole("searchbox", { name: "Zoek in conversaties" }), "k");
    await expect(args.onSearchChange).toHaveBeenCalledWith("k");
  },
};

/** A wide screen: the list with the open thread beside it. */
export const WithThread: Story = {
  args: { selectedId: "31", thread: <Thread /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("log", { name: "Berichten" })).toBeVisible();
    await expect(canvas.getByText("Over: Voorlezen op de basisschool")).toBeVisible();
    await expect(canvas.getAllByRole("link", { name: "Basisschool De Klimop" })[0]).toHaveAttribute(
      "aria-current",
      "true",
    );
  },
};

/** A phone: only the thread, with the way back to the list. */
export const PhoneThread: Story = {
  args: { selectedId: "31", thread: <Thread /> },
  globals: { viewport: { value: "mobile1", isRotated: false } },
};

export const Empty: Story = {
  args: { items: [], unreadTotal: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Nog geen conversaties")).toBeVisible();
  },
};
export const EmptyUnread: Story = {
  args: { items: [], unreadTotal: 0, filter: "unread" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Je hebt alles gelezen")).toBeVisible();
  },
};
export const NothingFound: Story = {
  args: { items: [], search: "tuin" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Niets gevonden voor ‘tuin’")).toBeVisible();
  },
};
export const Loading: Story = { args: { state: "loading", items: [] } };
export const Failed: Story = {
  args: { state: "failed", items: [] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Opnieuw proberen" }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const AllTenants: Story = { args: { selectedId: "31", thread: <Thread /> }, parameters: { allTenants: true } };
export const Dark: Story = {
  args: { selectedId: "31", thread: <Thread /> },
  globals: { scheme: "dark" },
  parameters: { allTenants: true },
};
export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { level: 1, name: "Conversations" })).toBeVisible();
  },
};
