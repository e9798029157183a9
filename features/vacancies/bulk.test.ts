import { describe, expect, it } from "vitest";
import { rowErrorsFromPointers } from "./bulk.ts";

describe("rowErrorsFromPointers", () => {
  const ids = ["11", "12", "13"];

  it("maps /data/ids/<index> to the id sent at that index", () => {
    expect(
      rowErrorsFromPointers(
        [
          { detail: "Kan niet van Concept naar Gesloten.", source: { pointer: "/data/ids/2" } },
          { title: "Niet gevonden", source: { pointer: "/data/ids/0" } },
        ],
        ids,
      ),
    ).toEqual({ "13": "Kan niet van Concept naar Gesloten.", "11": "Niet gevonden" });
  });

  it("ignores other pointers, indexes out of range and errors without a source", () => {
    expect(
      rowErrorsFromPointers(
        [
          { detail: "x", source: { pointer: "/data/status" } },
          { detail: "y", source: { pointer: "/data/ids/9" } },
          { detail: "z", source: { pointer: "/data/ids/-1" } },
          { detail: "w" },
        ],
        ids,
      ),
    ).toEqual({});
  });

  it("joins two messages for one row", () => {
    expect(
      rowErrorsFromPointers(
        [
          { detail: "Eén.", source: { pointer: "/data/ids/1" } },
          { detail: "Twee.", source: { pointer: "/data/ids/1" } },
        ],
        ids,
      ),
    ).toEqual({ "12": "Eén. Twee." });
  });

  it("lets the caller word a row by its code, with the server's detail as the fallback", () => {
    const errors = [
      { code: "invalid_transition", detail: "'A' (11): archived -> closed", source: { pointer: "/data/ids/0" } },
      { code: "something_new", detail: "Server tekst.", source: { pointer: "/data/ids/1" } },
    ];
    expect(
      rowErrorsFromPointers(errors, ids, (error, id) =>
        error.code === "invalid_transition" ? `Rij ${id}: kan niet.` : undefined,
      ),
    ).toEqual({ "11": "Rij 11: kan niet.", "12": "Server tekst." });
  });
});
