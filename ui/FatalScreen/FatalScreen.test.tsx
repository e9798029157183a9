import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { FatalScreen, errorDetails } from "./FatalScreen.tsx";

describe("errorDetails", () => {
  it("takes message and stack from an Error", () => {
    const error = new Error("kapot");
    expect(errorDetails(error)).toEqual({ message: "kapot", stack: error.stack });
  });
  it("accepts strings, error-like objects and anything else", () => {
    expect(errorDetails("oeps")).toEqual({ message: "oeps" });
    expect(errorDetails({ message: "van de server", status: 500 })).toEqual({ message: "van de server" });
    expect(errorDetails({ code: 7 })).toEqual({ message: '{"code":7}' });
    expect(errorDetails(undefined)).toEqual({ message: "undefined" });
  });
});

describe("FatalScreen", () => {
  it("defaults its heading, since it renders when everything else failed", () => {
    render(<FatalScreen error={new Error("x")} onReload={() => {}} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Oeps, er ging iets mis! ☹️");
  });
  it("puts the stack in a details element and reloads on request", async () => {
    const onReload = vi.fn();
    const error = new Error("stuk");
    error.stack = "Error: stuk\n    at somewhere";
    render(<FatalScreen error={error} onReload={onReload} reloadLabel="Opnieuw" />);
    expect(screen.getByText(/at somewhere/).closest("details")).not.toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Opnieuw" }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });
});
