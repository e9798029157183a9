import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Avatar, initialsOf } from "./Avatar.tsx";

describe("initialsOf", () => {
  it.each([
    ["Jan de Vries", "JV"],
    ["Jan van der Berg", "JB"],
    ["  anne-marie  ", "A"],
    ["émile zola", "ÉZ"],
    ["'t Hart Sanne", "TS"],
    ["Stichting (Buurt) Hulp", "SH"],
    ["", ""],
    ["   ", ""],
  ])("%j -> %j", (name, expected) => {
    expect(initialsOf(name)).toBe(expected);
  });
});

describe("Avatar", () => {
  it("shows the initials, named by the full name, when there is no image", () => {
    render(<Avatar name="Fatima el Amrani" />);
    expect(screen.getByRole("img", { name: "Fatima el Amrani" })).toHaveTextContent("FA");
  });
  it("is hidden from assistive technology when decorative", () => {
    render(<Avatar name="Fatima el Amrani" decorative />);
    expect(screen.queryByRole("img")).toBeNull();
  });
});
