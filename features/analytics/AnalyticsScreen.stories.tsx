import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { AnalyticsScreen } from "./AnalyticsScreen.tsx";
import { analyticsFixture, emptyAnalytics } from "./fixtures.ts";

const meta = {
  title: "features/analytics/AnalyticsScreen",
  component: AnalyticsScreen,
  args: {
    state: "ready",
    data: analyticsFixture,
    period: { period: "this_month" },
    onPeriodChange: fn(),
    onRetry: fn(),
    onExport: fn(async () => undefined),
    today: "2026-11-26",
  },
} satisfies Meta<typeof AnalyticsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Side by side every tenant repeats the named regions, which axe reports as duplicate landmarks; a page has one of each. */
const sideBySide = {
  allTenants: true,
  a11y: { config: { rules: [{ id: "landmark-unique", enabled: false }] } },
};

export const Month: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Analyse" })).toBeVisible();
    // Each key figure with its change against the previous period.
    const received = canvasElement.querySelector('[data-figure="applications_received"]')!;
    await expect(received).toHaveTextContent("62");
    await expect(received).toHaveTextContent("7 meer dan de vorige periode (55)");
    const median = canvasElement.querySelector('[data-figure="median_first_answer_hours"]')!;
    await expect(median).toHaveTextContent("30,5 uur");
    // Faster answers are good news.
    await expect(median.querySelector("[data-tone]")).toHaveAttribute("data-tone", "good");
    await expect(canvasElement.querySelector('[data-figure="accepted_share"]')).toHaveTextContent(
      "6,8 procentpunt lager dan de vorige periode (45,5%)",
    );
    // Every chart has its summary and its table.
    await expect(
      canvas.getByRole("img", { name: /De meeste aanmeldingen kwamen binnen op 9 nov\.?: 5\./ }),
    ).toBeVisible();
    await expect(canvas.getByRole("table", { name: "Aanmeldingen per status als tabel" })).toBeVisible();
    await expect(canvas.getByRole("rowheader", { name: "Geaccepteerd" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Bekijk de cijfers per organisatie" })).toHaveAttribute(
      "href",
      "/analytics/index-2",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Vorige maand" }));
    await expect(args.onPeriodChange).toHaveBeenCalledWith({ period: "last_month" });
    await userEvent.click(canvas.getByRole("button", { name: "Exporteren als CSV" }));
    await expect(args.onExport).toHaveBeenCalled();
  },
};

export const ChosenRange: Story = {
  args: { period: { period: "range", from: "2026-03-01", to: "2026-03-31" } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Zelf kiezen" })).toHaveAttribute("aria-pressed", "true");
    await userEvent.clear(canvas.getByLabelText("Tot en met"));
    await userEvent.click(canvas.getByRole("button", { name: "Toon periode" }));
    await expect(canvas.getByRole("alert")).toHaveTextContent("Kies een begin- en een einddatum.");
    await expect(args.onPeriodChange).not.toHaveBeenCalled();
  },
};

export const RefusedRange: Story = {
  args: {
    state: "ready",
    data: null,
    period: { period: "range", from: "2020-01-01", to: "2026-03-31" },
    periodError: "Een periode is hoogstens 731 dagen (twee jaar). Kies een kortere periode.",
  },
};

export const Empty: Story = {
  args: { data: emptyAnalytics },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("heading", { name: "Nog geen cijfers in deze periode" }),
    ).toBeVisible();
  },
};
export const Loading: Story = { args: { state: "loading", data: undefined } };
export const Failed: Story = {
  args: { state: "failed", data: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("De cijfers konden niet worden geladen.");
  },
};
export const AllTenants: Story = { parameters: sideBySide };
export const AllTenantsLoading: Story = { args: { state: "loading", data: undefined }, parameters: sideBySide };
export const AllTenantsEmpty: Story = { args: { data: emptyAnalytics }, parameters: sideBySide };
export const AllTenantsFailed: Story = { args: { state: "failed", data: undefined }, parameters: sideBySide };
export const Dark: Story = { globals: { scheme: "dark" }, parameters: sideBySide };
export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
    await expect(canvasElement.querySelector('[data-figure="median_first_answer_hours"]')).toHaveTextContent(
      "30.5 hours",
    );
  },
};
