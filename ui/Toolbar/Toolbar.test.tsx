import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { badgeText, NOTIFICATION_BADGE_MAX, NotificationsButton } from "./Toolbar.tsx";

describe("badgeText", () => {
  it("hides the badge when nothing is unread", () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(-2)).toBeNull();
    expect(badgeText(Number.NaN)).toBeNull();
  });
  it("shows the count up to the cap and '99+' above it", () => {
    expect(badgeText(1)).toBe("1");
    expect(badgeText(NOTIFICATION_BADGE_MAX)).toBe("99");
    expect(badgeText(NOTIFICATION_BADGE_MAX + 1)).toBe("99+");
  });
});

describe("NotificationsButton", () => {
  it("names the button with the count from the label function", () => {
    render(<NotificationsButton count={12} label={(n) => `Meldingen, ${n} ongelezen`} />);
    expect(screen.getByRole("button", { name: "Meldingen, 12 ongelezen" })).toBeInTheDocument();
  });
});
