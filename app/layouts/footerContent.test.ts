import { describe, expect, it } from "vitest";
import { withCenterContact } from "../centerProfile.ts";
import { footerContent } from "./footerContent.ts";

const texts = { follow: "Volg ons", contact: "Contact", address: "Adres", phone: "Telefoon", email: "E-mail" };

describe("the footer from the center's settings", () => {
  it("has the center's columns, then its social links, then its address", () => {
    const out = footerContent(
      {
        footerColumns: [{ title: "Over ons", links: [{ label: "Wie wij zijn", url: "/over-ons" }] }],
        socialLinks: [{ platform: "linkedin", url: "https://www.linkedin.com/company/demo" }],
        street: "Oudegracht",
        houseNumber: "112",
        postcode: "3511 AX",
        city: "Utrecht",
        phone: "030 123 45 67",
      },
      texts,
    );
    expect(out.columns).toEqual([
      { title: "Over ons", links: [{ label: "Wie wij zijn", href: "/over-ons" }] },
      { title: "Volg ons", links: [{ label: "LinkedIn", href: "https://www.linkedin.com/company/demo" }] },
    ]);
    expect(out.contact).toMatchObject({
      title: "Contact",
      address: ["Oudegracht 112", "3511 AX Utrecht"],
      phone: "030 123 45 67",
    });
  });

  it("leaves the address out when the center says so, and is empty without settings", () => {
    expect(footerContent({ city: "Utrecht", footerShowAddress: false }, texts)).toEqual({ columns: [] });
    expect(footerContent(null, texts)).toEqual({ columns: [] });
  });
});

describe("a vacancy's contact", () => {
  const profile = { contactName: "Fatima el Amrani", contactRole: "Consulent", contactEmail: "fatima@demo.test" };
  it("is the center's contact person when the vacancy has none of its own", () => {
    expect(withCenterContact({ title: "Maatje", contactName: null }, profile)).toMatchObject({
      contactName: "Fatima el Amrani, Consulent",
      contactEmail: "fatima@demo.test",
    });
  });
  it("stays the vacancy's own when it has one", () => {
    const own = { contactName: "Piet", contactEmail: null, contactPhone: null };
    expect(withCenterContact(own, profile)).toBe(own);
  });
});
