import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { MessageThread, type MessageThreadLabels, type ThreadMessage } from "./MessageThread.tsx";

const now = "2026-05-04T12:00:00Z";
const labels: MessageThreadLabels = {
  list: "Berichten",
  composer: "Je bericht",
  send: "Versturen",
  empty: "Nog geen berichten. Stel gerust een vraag.",
  justNow: "zojuist",
  required: "Schrijf eerst een bericht.",
  loading: "Berichten laden…",
  you: "Jij",
  hint: "Ctrl+Enter verstuurt je bericht.",
};
const messages: ThreadMessage[] = [
  {
    id: "1",
    body: "Hoi Sem, leuk dat je wilt voorlezen! Kun je volgende week dinsdag langskomen?",
    authorName: "Fatima El Amrani",
    mine: false,
    createdAt: "2026-05-03T09:12:00Z",
  },
  {
    id: "2",
    body: "Dat komt goed uit. Hoe laat?\nIk ben vanaf 14:00 vrij.",
    authorName: "Sem Jansen",
    mine: true,
    createdAt: "2026-05-03T10:40:00Z",
  },
  {
    id: "3",
    body: "Half drie bij de ingang van de bibliotheek.",
    authorName: "Fatima El Amrani",
    mine: false,
    createdAt: "2026-05-04T11:59:30Z",
  },
];

const meta = {
  title: "ui/MessageThread",
  component: MessageThread,
  args: { messages, labels, now, onSend: fn(async () => {}) },
} satisfies Meta<typeof MessageThread>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Conversation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = canvas.getByRole("log", { name: "Berichten" });
    const items = within(log).getAllByRole("listitem");
    await expect(items).toHaveLength(3);
    await expect(items[1]).toHaveAttribute("data-mine", "true");
    await expect(items[0]).not.toHaveAttribute("data-mine");
    await expect(within(items[2]!).getByText("zojuist")).toBeVisible();
  },
};

export const Sends: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByLabelText("Je bericht");
    await userEvent.type(box, "  Tot dinsdag!  ");
    await userEvent.click(canvas.getByRole("button", { name: "Versturen" }));
    await expect(args.onSend).toHaveBeenCalledWith("Tot dinsdag!");
    await expect(box).toHaveValue("");
  },
};

export const EmptyMessageIsRefused: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Versturen" }));
    await expect(canvas.getByText("Schrijf eerst een bericht.")).toBeVisible();
    await expect(canvas.getByLabelText("Je bericht")).toHaveAttribute("aria-invalid", "true");
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const FailedSendKeepsText: Story = {
  args: { onSend: fn(async () => Promise.reject(new Error("offline"))), error: "Je bericht is niet verstuurd." },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByLabelText("Je bericht");
    await userEvent.type(box, "Kom ik om drie uur?");
    await userEvent.keyboard("{Control>}{Enter}{/Control}");
    await expect(box).toHaveValue("Kom ik om drie uur?");
    await expect(canvas.getByText("Je bericht is niet verstuurd.")).toBeVisible();
  },
};

export const Empty: Story = { args: { messages: [] } };
export const Loading: Story = { args: { loading: true } };
export const ReadOnly: Story = { args: { readOnly: true } };
export const AllTenants: Story = { parameters: { allTenants: true } };
export const Dark: Story = { globals: { scheme: "dark" }, parameters: { allTenants: true } };

/** Day separators with clock times, read markers of your own messages, and attachments to open. */
export const DaysAndAttachments: Story = {
  args: {
    labels: {
      ...labels,
      read: "Gelezen",
      sent: "Verstuurd",
      attachments: "Bijlagen",
      openAttachment: (a) => `${a.name} openen (${a.size})`,
    },
    days: { today: "Vandaag", yesterday: "Gisteren", timeZone: "Europe/Amsterdam" },
    onOpenAttachment: fn(),
    messages: [
      messages[0]!,
      { ...messages[1]!, read: true, attachments: [{ id: "a1", name: "rooster-mei.pdf", size: "182 kB" }] },
      messages[2]!,
      {
        id: "4",
        body: "",
        authorName: "Sem Jansen",
        mine: true,
        createdAt: "2026-05-04T11:59:50Z",
        read: false,
        attachments: [{ id: "a2", name: "foto.jpg", size: "1,2 MB" }],
      },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const log = within(canvasElement).getByRole("log", { name: "Berichten" });
    const days = within(log).getAllByRole("heading", { level: 3 });
    await expect(days.map((d) => d.textContent)).toEqual(["Gisteren", "Vandaag"]);
    // Clock times in the reader's time zone (09:12 UTC is 11:12 in May in Amsterdam).
    await expect(within(log).getByText("11:12")).toBeVisible();
    await expect(within(log).getByText("Gelezen")).toBeVisible();
    await expect(within(log).getByText("Verstuurd")).toBeVisible();
    // A message of only a file has no empty bubble.
    await expect(within(log).getAllByText(/./, { selector: '[data-slot="message-body"]' })).toHaveLength(3);
    await userEvent.click(within(log).getByRole("button", { name: "rooster-mei.pdf openen (182 kB)" }));
    await expect(args.onOpenAttachment).toHaveBeenCalledWith(
      { id: "a1", name: "rooster-mei.pdf", size: "182 kB" },
      expect.objectContaining({ id: "2" }),
    );
  },
};
