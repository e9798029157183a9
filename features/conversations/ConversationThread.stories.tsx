import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { ConversationThread, type ConversationThreadProps } from "./ConversationThread.tsx";
import { CONVERSATIONS, MESSAGES, NOW } from "./fixtures.ts";

const meta = {
  title: "features/conversations/ConversationThread",
  component: ConversationThread,
  args: {
    state: "ready",
    conversation: CONVERSATIONS[0],
    messages: MESSAGES,
    draft: "",
    onDraftChange: fn(),
    onSend: fn(async () => {}),
    onAttach: fn(async () => "77"),
    onArchive: fn(async () => {}),
    onOpenAttachment: fn(),
    onRetry: fn(),
    backHref: "/conversations",
    now: NOW,
    timeZone: "Europe/Amsterdam",
  },
} satisfies Meta<typeof ConversationThread>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The caller keeps the draft, as the route module does per thread. */
function WithDraft(args: ConversationThreadProps) {
  const [draft, setDraft] = useState(args.draft);
  return (
    <ConversationThread
      {...args}
      draft={draft}
      onDraftChange={(text) => {
        args.onDraftChange(text);
        setDraft(text);
      }}
      onSend={async (body, ids) => {
        await args.onSend(body, ids);
        setDraft("");
      }}
    />
  );
}

export const Messages: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const log = canvas.getByRole("log", { name: "Berichten" });
    const days = within(log).getAllByRole("heading", { level: 3 });
    await expect(days.map((d) => d.textContent)).toEqual(["Gisteren", "Vandaag"]);
    await expect(within(log).getAllByText("Gelezen")).toHaveLength(2);
    await expect(within(log).getByText("Verstuurd")).toBeVisible();
    const file = within(log).getByRole("button", { name: /rooster-mei\.pdf openen \(182 kB\)/ });
    await userEvent.click(file);
    await expect(args.onOpenAttachment).toHaveBeenCalledWith(MESSAGES[1]!.attachments[0]);
  },
};

export const Reply: Story = {
  render: (args) => <WithDraft {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Versturen" }));
    await expect(await canvas.findByText("Schrijf een bericht of voeg een bijlage toe.")).toBeVisible();
    await userEvent.type(canvas.getByRole("textbox", { name: "Je bericht" }), "Tot maandag!");
    await expect(args.onDraftChange).toHaveBeenLastCalledWith("Tot maandag!");
    await userEvent.click(canvas.getByRole("button", { name: "Versturen" }));
    await expect(args.onSend).toHaveBeenCalledWith("Tot maandag!", []);
    await expect(canvas.getByRole("textbox", { name: "Je bericht" })).toHaveValue("");
  },
};

export const SendFails: Story = {
  args: { draft: "Mijn antwoord", onSend: fn(async () => Promise.reject(new Error("offline"))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Versturen" }));
    await expect(await canvas.findByText(/Je bericht is niet verstuurd/)).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "Je bericht" })).toHaveValue("Mijn antwoord");
  },
};

export const Archive: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Archiveren" }));
    await expect(args.onArchive).toHaveBeenCalledWith(true);
    await expect(await canvas.findByText("Het gesprek is gearchiveerd.")).toBeVisible();
  },
};

export const Archived: Story = { args: { conversation: { ...CONVERSATIONS[1]!, archived: true } } };
export const NoMessages: Story = { args: { messages: [] } };
export const Loading: Story = { args: { state: "loading", messages: [] } };
export const Failed: Story = {
  args: { state: "failed", messages: [] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Opnieuw proberen" }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const NotFound: Story = { args: { state: "notFound", messages: [] } };
export const AllTenants: Story = { parameters: { allTenants: true } };
export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Yesterday", "Today"]);
  },
};
