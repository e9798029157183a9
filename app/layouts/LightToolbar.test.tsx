import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

const language = {
  items: [
    { value: "nl", label: "Nederlands", lang: "nl" },
    { value: "en", label: "English", lang: "en" },
  ],
  value: "nl",
  label: "Taal kiezen",
};

describe("LightToolbar", () => {
  it("shows the toolbar before its code is there and opens the menu that was asked for once it is", async () => {
    // A module of its own: another file of the worker (the unit project shares modules) may have loaded the menu's code.
    vi.resetModules();
    const { LightToolbar, toolbar } = await import("./LightToolbar.tsx");
    const onChange = vi.fn();
    const onSchemeChange = vi.fn();
    render(
      <LightToolbar
        label="Werkbalk"
        theme={{ scheme: "light", onSchemeChange, label: "Donkere modus" }}
        language={{ ...language, onChange }}
      />,
    );
    expect(toolbar.loaded()).toBe(false);
    expect(screen.getByRole("group", { name: "Werkbalk" })).toBeInTheDocument();
    // The facade's theme toggle works on its own.
    fireEvent.click(screen.getByRole("button", { name: "Donkere modus" }));
    expect(onSchemeChange).toHaveBeenCalledWith("dark");
    expect(toolbar.loaded()).toBe(false);

    const trigger = screen.getByRole("button", { name: "Taal kiezen" });
    expect(trigger).toHaveAttribute("aria-haspopup", "menu");
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false, pointerType: "mouse" });

    const english = await screen.findByRole("menuitemradio", { name: "English" });
    expect(toolbar.loaded()).toBe(true);
    expect(screen.getByRole("button", { name: "Taal kiezen" })).toHaveAttribute("aria-expanded", "true");
    await userEvent.setup().click(english);
    expect(onChange).toHaveBeenCalledWith("en");
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
  });
});
