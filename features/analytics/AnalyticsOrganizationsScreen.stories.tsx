import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { AnalyticsOrganizationsScreen } from "./AnalyticsOrganizationsScreen.tsx";
import { organizationRowsFixture } from "./fixtures.ts";

const meta = {
  title: "features/analytics/AnalyticsOrganizationsScreen",
  component: AnalyticsOrganizationsScreen,
  args: {
    state: "ready",
    rows: organizationRowsFixture,
    total: organizationRowsFixture.length,
    page: 1,
    pageCount: 1,
    shown: { from: "2026-11-01", to: "2026-11-26", previous_from: "2026-10-01", previous_to: "2026-10-26" },
    sort: { column: "awaiting_answer", descending: true },
    onSortChange: fn(),
    onPageChange: fn(),
    period: { period: "this_month" },
    onPeriodChange: fn(),
    onRetry: fn(),
    onExport: fn(async () => undefined),
    today: "2026-11-26",
  },
} satisfies Meta<typeof AnalyticsOrganizationsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const sideBySide = {
  allTenants: true,
  a11y: { config: { rules: [{ id: "landmark-unique", enabled: false }] } },
};

export const Waiting: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Analyse per organisatie" })).toBeVisible();
    await expect(
      canvas.getByText(
        "Aanmeldingen zonder eerste antwoord: 6, bij organisaties: 2; de meeste bij Buurthuis De Linde (5).",
      ),
    ).toBeVisible();
    await expect(canvas.getByRole("columnheader", { name: /Wacht op eerste antwoord/ })).toHaveAttribute(
      "aria-sort",
      "descending",
    );
    await expect(canvas.getByRole("rowheader", { name: /Buurthuis De Linde/ })).toBeVisible();
    await expect(canvas.getByText("4 dagen")).toBeVisible();
    // A figure column sorts largest first; the name column from A.
    await userEvent.click(canvas.getByRole("button", { name: /Mediane reactietijd/ }));
    await expect(args.onSortChange).toHaveBeenCalledWith({ column: "median_first_answer_hours", descending: true });
    await userEvent.click(canvas.getByRole("button", { name: /Organisatie/ }));
    await expect(args.onSortChange).toHaveBeenCalledWith({ column: "organization_name", descending: false });
  },
};
export const NoneWaiting: Story = {
  args: { rows: organizationRowsFixture.slice(2) },
};
export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { name: "Geen organisaties" })).toBeVisible();
  },
};
export const Loading: Story = { args: { state: "loading", rows: [] } };
export const Failed: Story = { args: { state: "failed", rows: [] } };
export const AllTenants: Story = { parameters: sideBySide };
export const AllTenantsLoading: Story = { args: { state: "loading", rows: [] }, parameters: sideBySide };
export const AllTenantsEmpty: Story = { args: { rows: [], total: 0 }, parameters: sideBySide };
export const AllTenantsFailed: Story = { args: { state: "failed", rows: [] }, parameters: sideBySide };
export const English: Story = { globals: { locale: "en" } };
