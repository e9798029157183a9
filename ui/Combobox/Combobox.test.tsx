import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Combobox, defaultComboboxFilter } from "./Combobox.tsx";

describe("defaultComboboxFilter", () => {
  it("ignores case and accents", () => {
    expect(defaultComboboxFilter({ value: "c", label: "Café" }, "CAFE")).toBe(true);
    expect(defaultComboboxFilter({ value: "c", label: "Koken" }, "tuin")).toBe(false);
  });
});

describe("Combobox", () => {
  it("works controlled: the parent's value decides the chips", async () => {
    function Controlled() {
      const [value, setValue] = useState<string[]>(["a"]);
      return (
        <>
          <Combobox
            aria-label="Dagen"
            value={value}
            onChange={setValue}
            options={[
              { value: "a", label: "Maandag" },
              { value: "b", label: "Dinsdag" },
            ]}
            emptyText="Niets"
            removeLabel={(l) => `Verwijder ${l}`}
            selectedLabel="Gekozen"
          />
          <output>{value.join(",")}</output>
        </>
      );
    }
    render(<Controlled />);
    expect(document.querySelector("output")!.textContent).toBe("a");
    await userEvent.click(screen.getByRole("button", { name: "Verwijder Maandag" }));
    expect(document.querySelector("output")!.textContent).toBe("");
    expect(screen.queryByRole("list", { name: "Gekozen" })).not.toBeInTheDocument();
  });

  it("takes and gives a plain string with multiple={false}", async () => {
    function Single() {
      const [value, setValue] = useState("b");
      return (
        <>
          <Combobox
            multiple={false}
            aria-label="Dag"
            value={value}
            onChange={setValue}
            options={[
              { value: "a", label: "Maandag" },
              { value: "b", label: "Dinsdag" },
            ]}
            emptyText="Niets"
          />
          <output>{JSON.stringify(value)}</output>
        </>
      );
    }
    render(<Single />);
    const input = screen.getByRole("combobox", { name: "Dag" });
    expect(input).toHaveValue("Dinsdag");
    await userEvent.clear(input);
    await userEvent.type(input, "maa{Enter}");
    expect(document.querySelector("output")!.textContent).toBe('"a"');
    expect(input).toHaveValue("Maandag");
  });
});
