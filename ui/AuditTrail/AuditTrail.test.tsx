import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { AuditTrail, type AuditTrailProps } from "./AuditTrail.tsx";

const base: AuditTrailProps = {
  items: [],
  status: "success",
  label: "Geschiedenis",
  systemActorLabel: "Het systeem",
  emptyText: "Er is nog niets gebeurd.",
  errorText: "De geschiedenis kon niet worden geladen.",
  retryLabel: "Opnieuw proberen",
  loadingLabel: "Geschiedenis wordt geladen",
  justNowLabel: "zojuist",
  locale: "nl",
  now: "2026-11-26T12:00:00Z",
};

describe("AuditTrail", () => {
  it("lists who did what and when, the full date in the title", () => {
    render(
      <AuditTrail
        {...base}
        items={[
          {
            id: "2",
            actor: "Anna de Vries",
            action: "keurde de organisatie goed",
            at: "2026-11-26T10:00:00Z",
            details: "Reden: compleet",
          },
          { id: "1", actor: null, action: "archiveerde de organisatie", at: "2026-11-20T12:00:00Z" },
        ]}
      />,
    );
    const items = within(screen.getByRole("list", { name: "Geschiedenis" })).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent("Anna de Vries keurde de organisatie goed");
    expect(items[0]).toHaveTextContent("2 uur geleden");
    expect(items[0]).toHaveTextContent("Reden: compleet");
    expect(within(items[0]!).getByText("2 uur geleden")).toHaveAttribute("title", expect.stringContaining("2026"));
    expect(items[1]).toHaveTextContent("Het systeem archiveerde de organisatie");
  });
  it("says when there is nothing, and offers a retry after an error", async () => {
    const { rerender } = render(<AuditTrail {...base} />);
    expect(screen.getByText("Er is nog niets gebeurd.")).toBeInTheDocument();
    const onRetry = vi.fn();
    rerender(<AuditTrail {...base} status="error" onRetry={onRetry} />);
    expect(screen.getByRole("alert")).toHaveTextContent("De geschiedenis kon niet worden geladen.");
    await userEvent.click(screen.getByRole("button", { name: "Opnieuw proberen" }));
    expect(onRetry).toHaveBeenCalled();
  });
});
