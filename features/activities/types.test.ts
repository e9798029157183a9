import { describe, expect, it } from "vitest";
import { distinctOrganizer } from "./types.ts";

describe("distinctOrganizer", () => {
  it("names an organization that is not the place", () => {
    expect(distinctOrganizer({ organizationName: "Repair Café Ede", location: "Buurtcentrum De Klinker, Ede" })).toBe(
      "Repair Café Ede",
    );
    expect(distinctOrganizer({ organizationName: "Zorgcentrum De Lindehof", location: null })).toBe(
      "Zorgcentrum De Lindehof",
    );
  });

  it("leaves out the organization the place already names", () => {
    expect(
      distinctOrganizer({ organizationName: "Zorgcentrum De Lindehof", location: "Zorgcentrum De Lindehof, Nijmegen" }),
    ).toBeNull();
    expect(
      distinctOrganizer({ organizationName: " buurtwerkplaats  Maarssen", location: "Buurtwerkplaats Maarssen" }),
    ).toBeNull();
    expect(
      distinctOrganizer({ organizationName: "Bibliotheek", location: "Stadhuis, Bibliotheek , Arnhem" }),
    ).toBeNull();
  });

  it("leaves out a missing or empty organization (the center organizes it)", () => {
    expect(distinctOrganizer({ organizationName: null, location: "Stadhuis Arnhem" })).toBeNull();
    expect(distinctOrganizer({ organizationName: "  ", location: "Stadhuis Arnhem" })).toBeNull();
  });

  it("keeps a name that is only a part of the place's name", () => {
    expect(distinctOrganizer({ organizationName: "Ede", location: "Bibliotheek Ede, Molenstraat 45" })).toBe("Ede");
  });
});
