import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { AuditTrail } from "./AuditTrail.tsx";

const NOW = "2026-11-26T12:00:00Z";
const meta = {
  title: "ui/AuditTrail",
  component: AuditTrail,
  args: {
    status: "success",
    label: "Geschiedenis",
    systemActorLabel: "Het systeem",
    emptyText: "Er is nog niets gebeurd met deze organisatie.",
    errorText: "De geschiedenis kon niet worden geladen.",
    retryLabel: "Opnieuw proberen",
    loadingLabel: "Geschiedenis wordt geladen",
    justNowLabel: "zojuist",
    locale: "nl",
    now: NOW,
    items: [
      {
        id: "4",
        actor: "Anna de Vries",
        action: "heeft de organisatie goedgekeurd",
        at: "2026-11-26T11:58:30Z",
        details: "Reden: alle gegevens zijn compleet en de KvK-inschrijving klopt.",
      },
      {
        id: "3",
        actor: "Anna de Vries",
        action: "heeft de gegevens gewijzigd",
        at: "2026-11-26T09:12:00Z",
        details: "Telefoonnummer, website",
      },
      { id: "2", actor: "Pieter Bakker", action: "heeft de organisatie aangemeld", at: "2026-11-24T15:40:00Z" },
      { id: "1", actor: null, action: "heeft de organisatie aangemaakt", at: "2026-10-02T08:00:00Z" },
    ],
  },
} satisfies Meta<typeof AuditTrail>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole("list", { name: "Geschiedenis" });
    await expect(within(list).getAllByRole("listitem")).toHaveLength(4);
    await expect(within(list).getByText("Het systeem")).toBeVisible();
  },
};
export const Loading: Story = { args: { status: "loading" } };
export const Empty: Story = { args: { items: [] } };
export const Failed: Story = { args: { status: "error", onRetry: () => undefined } };
export const English: Story = {
  args: {
    locale: "en",
    label: "History",
    systemActorLabel: "The system",
    justNowLabel: "just now",
    items: [
      {
        id: "2",
        actor: "Anna de Vries",
        action: "approved the organization",
        at: "2026-11-26T11:00:00Z",
        details: "Reason: complete.",
      },
      { id: "1", actor: "Pieter Bakker", action: "signed the organization up", at: "2026-11-24T15:40:00Z" },
    ],
  },
};
