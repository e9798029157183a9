import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { RelativeTime } from "./RelativeTime.tsx";

/** A fixed 'now', so the stories (and their screenshots) read the same every day. */
const NOW = new Date("2026-03-10T12:00:00+01:00");
const before = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);

const meta = {
  title: "ui/RelativeTime",
  component: RelativeTime,
  args: { justNowLabel: "zojuist", locale: "nl", date: before(5 * 60), now: NOW },
  argTypes: { locale: { control: "select", options: ["nl", "en"] } },
} satisfies Meta<typeof RelativeTime>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A date of a moment ago, against the real clock: reads as the just-now label and keeps updating. */
export const JustNow: Story = {
  render: ({ now: _now, ...args }) => <RelativeTime {...args} date={new Date()} />,
  play: async ({ canvasElement }) => {
    const time = within(canvasElement).getByText("zojuist");
    await expect(time.tagName).toBe("TIME");
    await expect(time).toHaveAttribute("data-state", "just-now");
    await expect(Date.now() - Date.parse(time.getAttribute("datetime")!)).toBeLessThan(60_000);
  },
};

export const MinutesAgo: Story = {
  play: async ({ canvasElement }) => {
    const time = within(canvasElement).getByText("5 minuten geleden");
    await expect(time).toHaveAttribute("datetime", before(5 * 60).toISOString());
    // The full date in the tooltip, in the reader's own time zone.
    await expect(time.getAttribute("title")).toMatch(/^dinsdag 10 maart 2026 om \d\d:\d5$/);
  },
};

export const OneMinuteBoundary: Story = {
  render: (args) => (
    <ul className="grid gap-1">
      <li>
        59 s: <RelativeTime {...args} date={before(59)} />
      </li>
      <li>
        60 s: <RelativeTime {...args} date={before(60)} />
      </li>
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("zojuist")).toBeInTheDocument();
    await expect(canvas.getByText("1 minuut geleden")).toBeInTheDocument();
  },
};

export const HoursAgo: Story = { args: { date: before(3 * 3600) } };
export const Yesterday: Story = {
  args: { date: before(30 * 3600) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("gisteren")).toBeInTheDocument();
  },
};
export const InTheFuture: Story = {
  args: { date: new Date(NOW.getTime() + 2 * 86400 * 1000) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("overmorgen")).toBeInTheDocument();
  },
};
export const English: Story = {
  args: { locale: "en", justNowLabel: "just now", date: before(3 * 86400) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("3 days ago")).toBeInTheDocument();
  },
};

/** Several distances in a list, as an activity feed shows them. */
export const Feed: Story = {
  tags: ["visual"],
  render: (args) => (
    <ul className="grid max-w-sm gap-2 text-sm">
      {[10, 120, 2 * 3600, 26 * 3600, 10 * 86400, 120 * 86400].map((s) => (
        <li key={s} className="flex justify-between gap-4 border-b border-border pb-2">
          <span>Nieuwe aanmelding</span>
          <RelativeTime {...args} date={before(s)} className="text-fg-muted" />
        </li>
      ))}
    </ul>
  ),
};
