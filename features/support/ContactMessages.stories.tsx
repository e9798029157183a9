import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { ContactMessagesScreen } from "./ContactMessagesScreen.tsx";
import type { ContactMessage, ContactMessageFilter } from "./contactMessages.ts";

const messages: ContactMessage[] = [
  {
    id: "3",
    name: "Fatima El Amrani",
    email: "fatima.elamrani@example.org",
    subject: "Maatje voor mijn buurman",
    message:
      "Mijn buurman is sinds kort weduwnaar en komt weinig buiten. Hebben jullie iemand die af en toe met hem wil wandelen?",
    createdAt: "2026-11-25T09:12:00.000Z",
    readAt: null,
  },
  {
    id: "2",
    name: "Henk Verhoeven",
    email: "henk@voetbalverenigingdeheuvel.nl",
    subject: "Vacature plaatsen voor de kantine",
    message: "Wij zoeken vrijwilligers voor de kantine op zaterdag.\nHoe kunnen wij ons als organisatie aanmelden?",
    createdAt: "2026-11-24T15:40:00.000Z",
    readAt: null,
  },
  {
    id: "1",
    name: "Sanne de Jong",
    email: "sanne.dejong@example.org",
    subject: "VOG aanvragen",
    message: "Moet ik zelf een VOG aanvragen voor het voorleesproject, of doet de organisatie dat?",
    createdAt: "2026-11-20T08:05:00.000Z",
    readAt: "2026-11-20T10:30:00.000Z",
  },
];

const base = {
  state: "ready" as const,
  messages,
  unread: 2,
  filter: "all" as const,
  page: 1,
  pageCount: 1,
  onFilterChange: fn(),
  onPageChange: fn(),
  onMarkRead: fn(async () => {}),
  onDelete: fn(async () => {}),
  onRetry: fn(),
};

const meta = {
  title: "features/support/ContactMessagesScreen",
  component: ContactMessagesScreen,
  args: base,
} satisfies Meta<typeof ContactMessagesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A working list: marking read and unread, the unread filter and deleting change what it shows. */
function Live() {
  const [list, setList] = useState(messages);
  const [filter, setFilter] = useState<ContactMessageFilter>("all");
  const unread = list.filter((m) => m.readAt === null);
  return (
    <ContactMessagesScreen
      {...base}
      messages={filter === "unread" ? unread : list}
      unread={unread.length}
      filter={filter}
      onFilterChange={setFilter}
      onMarkRead={async (m, read) =>
        setList((l) => l.map((x) => (x.id === m.id ? { ...x, readAt: read ? "2026-11-26T10:00:00.000Z" : null } : x)))
      }
      onDelete={async (m) => setList((l) => l.filter((x) => x.id !== m.id))}
    />
  );
}

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Berichten" })).toBeVisible();
    const items = within(canvas.getByRole("list", { name: "Berichten van het contactformulier" })).getAllByRole(
      "listitem",
    );
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent("Nieuw");
    await expect(items[2]).not.toHaveTextContent("Nieuw");
    await expect(canvas.getByRole("button", { name: "Ongelezen (2)" })).toHaveAttribute("aria-pressed", "false");
    await expect(canvas.getByRole("link", { name: /^Beantwoorden per e-mail\s*:\s*VOG aanvragen$/ })).toHaveAttribute(
      "href",
      "mailto:sanne.dejong@example.org?subject=Re%3A%20VOG%20aanvragen",
    );
  },
};

export const ReadUnreadAndDelete: Story = {
  render: () => <Live />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: /^Markeer als gelezen\s*:\s*Maatje voor mijn buurman$/ }));
    await expect(await canvas.findByText("'Maatje voor mijn buurman' is gemarkeerd als gelezen.")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Ongelezen (1)" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Ongelezen (1)" }));
    const list = canvas.getByRole("list", { name: "Berichten van het contactformulier" });
    await expect(within(list).getAllByRole("listitem")).toHaveLength(1);
    await userEvent.click(canvas.getByRole("button", { name: "Alle berichten" }));
    await userEvent.click(canvas.getByRole("button", { name: /^Verwijderen\s*:\s*VOG aanvragen$/ }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole("alertdialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Verwijderen" }));
    await expect(await canvas.findByText("'VOG aanvragen' is verwijderd.")).toBeVisible();
    await expect(canvas.queryByRole("heading", { name: "VOG aanvragen" })).toBeNull();
  },
};

export const Empty: Story = {
  args: { messages: [], unread: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Nog geen berichten")).toBeVisible();
  },
};
export const EmptyUnread: Story = {
  args: { messages: [], unread: 0, filter: "unread" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Geen ongelezen berichten")).toBeVisible();
  },
};
export const Loading: Story = { args: { state: "loading", messages: [] } };
export const Failed: Story = {
  args: { state: "failed", messages: [] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Opnieuw proberen" }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const Paged: Story = {
  args: { page: 2, pageCount: 3 },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Pagina 3" }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};
export const AllTenants: Story = { parameters: { allTenants: true } };
export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Unread (2)" })).toBeVisible();
  },
};
