import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ErrorScreen, errorScreenCase } from "./ErrorScreen.tsx";

describe("errorScreenCase", () => {
  it("recognises 'wrong center' in the message before any status", () => {
    expect(errorScreenCase({ status: 403, message: "User registered with wrong center" })).toBe("wrong-center");
    expect(errorScreenCase({ message: "Wrong center" })).toBe("wrong-center");
  });
  it("maps 401, 403 and 404 to their own case", () => {
    expect(errorScreenCase({ status: 401 })).toBe(401);
    expect(errorScreenCase({ status: 403, message: "Forbidden" })).toBe(403);
    expect(errorScreenCase({ status: 404 })).toBe(404);
  });
  it("treats every other status, and no status, as 'other'", () => {
    expect(errorScreenCase({ status: 500 })).toBe("other");
    expect(errorScreenCase({ status: 400 })).toBe("other");
    expect(errorScreenCase({})).toBe("other");
    expect(errorScreenCase({ message: "center is wrong" })).toBe("other");
  });
});

describe("ErrorScreen", () => {
  it("shows the status code only as decoration and links home", () => {
    render(<ErrorScreen status={404} title="Page not found" message="Weg" homeLabel="Back to home" />);
    expect(screen.getByRole("heading", { name: "Page not found" })).toBeInTheDocument();
    const status = document.querySelector("[data-slot=error-screen-status]");
    expect(status).toHaveAttribute("data-code", "404");
    expect(status).toHaveAttribute("aria-hidden", "true");
    expect(screen.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
  });
  it("renders no status code when there is none", () => {
    const { container } = render(<ErrorScreen title="Oeps" message="Iets" homeLabel="Home" href="/dashboard" />);
    expect(container.querySelector("[data-slot=error-screen-status]")).toBeNull();
    expect(screen.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/dashboard");
  });
});
