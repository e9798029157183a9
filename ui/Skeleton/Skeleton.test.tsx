import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Skeleton, SkeletonGroup, SKELETON_LAST_LINE_WIDTH } from "./Skeleton.tsx";

describe("Skeleton", () => {
  it("announces only the group's label, never the shapes", () => {
    render(
      <SkeletonGroup label="Laden…">
        <Skeleton variant="circle" />
        <Skeleton variant="text" lines={2} />
      </SkeletonGroup>,
    );
    const status = screen.getByRole("status");
    expect(status).toHaveAccessibleName("");
    expect(status).toHaveTextContent(/^Laden…$/);
    for (const shape of status.querySelectorAll("[data-slot=skeleton]")) {
      expect(shape.closest("[aria-hidden=true]")).not.toBeNull();
    }
  });
  it("draws text lines with a shorter last line", () => {
    const { container } = render(<Skeleton variant="text" lines={4} />);
    const lines = container.querySelectorAll<HTMLElement>("[data-slot=skeleton-line]");
    expect(lines).toHaveLength(4);
    expect(lines[3]!.style.width).toBe(SKELETON_LAST_LINE_WIDTH);
    expect(lines[0]!.style.width).toBe("");
  });
  it("pulses only when motion is allowed", () => {
    const { container } = render(<Skeleton />);
    expect(container.firstElementChild).toHaveClass("motion-safe:animate-pulse", "motion-reduce:animate-none");
  });
});
