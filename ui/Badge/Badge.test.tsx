import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BADGE_TONES } from "./Badge.tsx";
import { StatusBadge, STATUS_TONES, statusTone } from "./StatusBadge.tsx";

describe("STATUS_TONES", () => {
  it("maps every status of the specification and PRODUCT.md", () => {
    expect(Object.fromEntries(Object.entries(STATUS_TONES).map(([e, m]) => [e, Object.keys(m).sort()]))).toEqual({
      organization: ["approved", "archived", "denied", "pending"],
      user: ["active", "archived", "inactive", "invited"],
      vacancy: ["archived", "closed", "draft", "published"],
      application: ["accepted", "in_progress", "new", "rejected", "withdrawn"],
      help_request: ["closed", "matched", "matching", "new"],
    });
  });
  it("gives each status a known tone, and the final negative outcomes the danger tone", () => {
    for (const tones of Object.values(STATUS_TONES)) {
      for (const tone of Object.values(tones)) expect(BADGE_TONES).toContain(tone);
    }
    expect(STATUS_TONES.organization.denied).toBe("danger");
    expect(STATUS_TONES.application.rejected).toBe("danger");
    expect(STATUS_TONES.organization.approved).toBe("success");
  });
  it("reads an unknown status as neutral", () => {
    expect(statusTone("vacancy", "something_new")).toBe("neutral");
  });
});

describe("StatusBadge", () => {
  it("shows the label text, with a decorative dot, and exposes the tone", () => {
    render(<StatusBadge entity="application" status="in_progress" label="In behandeling" />);
    const badge = screen.getByText("In behandeling").closest("[data-slot=badge]");
    expect(badge).toHaveAttribute("data-tone", "warning");
    expect(badge).toHaveAttribute("data-status", "in_progress");
    expect(badge?.querySelector("[data-slot=badge-dot]")).toHaveAttribute("aria-hidden", "true");
  });
  it("can show the tone's icon instead of the dot", () => {
    render(<StatusBadge entity="organization" status="denied" label="Afgewezen" indicator="icon" />);
    const badge = screen.getByText("Afgewezen").closest("[data-slot=badge]");
    expect(badge?.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
    expect(badge?.querySelector("[data-slot=badge-dot]")).toBeNull();
  });
});
