import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { markRead, type NotificationItem } from "./model.ts";
import { NotificationsScreen, type NotificationsScreenProps } from "./NotificationsScreen.tsx";

const now = "2026-05-04T12:00:00Z";
const items: NotificationItem[] = [
  {
    id: "3",
    kind: "new_message",
    title: "Nieuw bericht van Bibliotheek Rijnstad",
    body: "Kun je dinsdag langskomen voor een kennismaking?",
    link: "/applications/12",
    readAt: null,
    createdAt: "2026-05-04T11:59:40Z",
  },
  {
    id: "2",
    kind: "application_status_changed",
    title: "Je reactie is in behandeling",
    body: "Voorlezen in de bibliotheek",
    link: null,
    readAt: null,
    createdAt: "2026-05-03T09:00:00Z",
  },
  {
    id: "1",
    kind: "application_received",
    title: "Nieuwe reactie op Scheidsrechter jeugdvoetbal",
    body: "Daan de Boer heeft gereageerd.",
    link: "/applications/14",
    readAt: "2026-04-29T10:00:00Z",
    createdAt: "2026-04-28T10:00:00Z",
  },
];

const meta = {
  title: "features/notifications/NotificationsScreen",
  component: NotificationsScreen,
  args: {
    state: "ready",
    items,
    unreadCount: 2,
    now,
    onMarkRead: fn(async () => {}),
    onMarkAllRead: fn(async () => {}),
    onLoadMore: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof NotificationsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A screen that keeps its own list, as the route module does with the server's answer. */
function Stateful(args: NotificationsScreenProps) {
  const [list, setList] = useState(args.items);
  const unread = list.filter((n) => !n.readAt).length;
  return (
    <NotificationsScreen
      {...args}
      items={list}
      unreadCount={unread}
      onMarkRead={async (item) => {
        await args.onMarkRead(item);
        setList((l) => markRead(l, item.id, now));
      }}
      onMarkAllRead={async () => {
        await args.onMarkAllRead();
        setList((l) => markRead(l, undefined, now));
      }}
    />
  );
}

export const Unread: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Meldingen" })).toBeVisible();
    await expect(canvas.getByText("2 ongelezen meldingen")).toBeVisible();
    const list = canvas.getAllByRole("listitem");
    await expect(list[0]).toHaveAttribute("data-unread", "true");
    await expect(list[2]).not.toHaveAttribute("data-unread");
    await expect(within(list[0]!).getByText("zojuist")).toBeVisible();
  },
};

/** Opening a notification's link marks it read. */
export const OpenMarksRead: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole("link", { name: "Nieuw bericht van Bibliotheek Rijnstad" });
    await expect(link).toHaveAttribute("href", "/applications/12");
    // Keep the story on its page: the link's own navigation is the router's business.
    link.addEventListener("click", (e) => e.preventDefault(), { once: true });
    await userEvent.click(link);
    await expect(args.onMarkRead).toHaveBeenCalledWith(items[0]);
    await expect(await canvas.findByText("1 ongelezen melding")).toBeVisible();
  },
};

/** A notification without a link has its own mark-read button. */
export const MarkOneRead: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Markeer als gelezen" }));
    await expect(args.onMarkRead).toHaveBeenCalledWith(items[1]);
    await expect(canvas.queryByRole("button", { name: "Markeer als gelezen" })).toBeNull();
  },
};

export const MarkAllRead: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Alles als gelezen markeren" }));
    await expect(args.onMarkAllRead).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByText("Alle meldingen zijn gelezen.")).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-unread="true"]')).toHaveLength(0);
    await expect(canvas.queryByRole("button", { name: "Alles als gelezen markeren" })).toBeNull();
  },
};

export const LoadMore: Story = {
  args: { hasMore: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Meer laden" }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { items: [], unreadCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Je hebt geen meldingen")).toBeVisible();
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
export const AllTenants: Story = { parameters: { allTenants: true } };
export const Dark: Story = { globals: { scheme: "dark" }, parameters: { allTenants: true } };
export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Mark all as read" })).toBeVisible();
  },
};
