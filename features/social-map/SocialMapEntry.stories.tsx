import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { SOCIAL_MAP_FIXTURES } from "./fixtures.ts";
import { SocialMapEntryScreen } from "./SocialMapEntryScreen.tsx";

const meta = {
  title: "features/social-map/SocialMapEntryScreen",
  component: SocialMapEntryScreen,
  args: { state: "ready", entry: SOCIAL_MAP_FIXTURES[0], backHref: "/sociale-kaart", onRetry: fn() },
} satisfies Meta<typeof SocialMapEntryScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Address, contact links and the opening hours per weekday in Dutch. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Buurthuis De Klimop" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "026 351 22 40" })).toHaveAttribute("href", "tel:0263512240");
    await expect(canvas.getByRole("link", { name: "info@buurthuis-de-klimop.example.org" })).toHaveAttribute(
      "href",
      "mailto:info@buurthuis-de-klimop.example.org",
    );
    await expect(canvas.getByRole("link", { name: /Route plannen/ })).toHaveAttribute(
      "href",
      expect.stringContaining("openstreetmap.org/directions"),
    );
    const tuesday = canvas.getByRole("row", { name: /Dinsdag/ });
    await expect(tuesday).toHaveTextContent("09:00 – 17:00 uur, 19:00 – 22:00 uur");
    await expect(canvas.getByRole("row", { name: /Zondag/ })).toHaveTextContent("Gesloten");
  },
};
export const WithoutHours: Story = {
  args: { entry: SOCIAL_MAP_FIXTURES[2] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Geen vaste openingstijden bekend.")).toBeVisible();
  },
};
export const Loading: Story = { args: { state: "loading", entry: undefined } };
export const Failed: Story = {
  args: { state: "failed", entry: undefined },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Opnieuw proberen" }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const AllTenants: Story = { parameters: { allTenants: true } };
export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("row", { name: /Sunday/ })).toHaveTextContent("Closed");
    await expect(canvas.getByRole("link", { name: /Plan a route/ })).toBeVisible();
  },
};
