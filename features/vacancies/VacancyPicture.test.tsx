/**
 * Issue 18, pictures: which picture a vacancy gets (its image, else its organization's logo, else its
 * first category's illustration), and how it is drawn: srcset from the upload's variants, lazy only
 * when asked, its place reserved (16:9 box, width and height), decorative pictures hidden from
 * screen readers and the vacancy's own photo with its alt text.
 */
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { VacancyCategory } from "@contract/vacancies.ts";
import { illustrationUrl, pictureOf, VacancyPicture } from "./VacancyPicture.tsx";

const PHOTO = "/uploads/0123456789abcdef0123456789abcdef.jpg";
const LOGO = "/uploads/fedcba9876543210fedcba9876543210.png";
const base = { imageUrl: null, imageAlt: null, organizationLogoUrl: null, categories: [] as VacancyCategory[] };

describe("pictureOf", () => {
  it("takes the vacancy's image first, with its alt text", () => {
    expect(
      pictureOf({ ...base, imageUrl: PHOTO, imageAlt: "Kinderen in de schooltuin", organizationLogoUrl: LOGO }),
    ).toEqual({ kind: "image", url: PHOTO, alt: "Kinderen in de schooltuin" });
    expect(pictureOf({ ...base, imageUrl: PHOTO })).toEqual({ kind: "image", url: PHOTO, alt: "" });
  });
  it("else the organization's logo, else the first category's illustration", () => {
    expect(pictureOf({ ...base, organizationLogoUrl: LOGO, categories: ["zorg"] })).toEqual({
      kind: "logo",
      url: LOGO,
    });
    expect(pictureOf({ ...base, categories: ["dieren", "zorg"] })).toEqual({
      kind: "illustration",
      category: "dieren",
    });
    expect(pictureOf(base)).toEqual({ kind: "illustration", category: null });
  });
  it("has an illustration for every category, and one for none", () => {
    expect(illustrationUrl("natuur_en_milieu")).toBe("/illustrations/categories/natuur_en_milieu.svg");
    expect(illustrationUrl(null)).toBe("/illustrations/categories/welzijn.svg");
  });
});

describe("VacancyPicture", () => {
  it("the photo: informative (alt), srcset from the WebP variants, size reserved, eager unless lazy", () => {
    const { container, rerender } = render(
      <VacancyPicture vacancy={{ ...base, imageUrl: PHOTO, imageAlt: "Kinderen in de schooltuin" }} sizes="50vw" />,
    );
    const img = container.querySelector("img")!;
    expect(img.getAttribute("alt")).toBe("Kinderen in de schooltuin");
    expect(img.getAttribute("srcset")).toBe(
      [320, 640, 1280].map((w) => `/uploads/0123456789abcdef0123456789abcdef.w${w}.webp ${w}w`).join(", "),
    );
    expect(img.getAttribute("sizes")).toBe("50vw");
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["640", "360"]);
    expect(img.getAttribute("loading")).toBe("eager");
    expect(container.firstElementChild!.className).toContain("aspect-video");
    expect(container.firstElementChild!.getAttribute("aria-hidden")).toBeNull();
    rerender(<VacancyPicture vacancy={{ ...base, imageUrl: PHOTO }} sizes="50vw" lazy />);
    expect(container.querySelector("img")!.getAttribute("loading")).toBe("lazy");
    // Without an alt text the photo is decorative.
    expect(container.querySelector("img")!.getAttribute("alt")).toBe("");
  });

  it("the logo: decorative (the name stands beside it), in the same reserved box", () => {
    const { container } = render(<VacancyPicture vacancy={{ ...base, organizationLogoUrl: LOGO }} sizes="50vw" />);
    const img = container.querySelector("img")!;
    expect(img.getAttribute("alt")).toBe("");
    expect(img.getAttribute("srcset")).toContain(".w320.webp 320w");
    expect(container.querySelector("[data-picture=logo]")!.className).toContain("aspect-video");
  });

  it("the illustration: hidden from screen readers, painted in the center's colour", () => {
    const { container } = render(<VacancyPicture vacancy={{ ...base, categories: ["sport"] }} sizes="50vw" />);
    const box = container.querySelector("[data-picture=illustration]")!;
    expect(box.getAttribute("aria-hidden")).toBe("true");
    expect(box.getAttribute("data-category")).toBe("sport");
    expect(box.className).toContain("aspect-video");
    expect(box.querySelector("img")).toBeNull();
    const paint = box.firstElementChild as HTMLElement;
    expect(paint.className).toContain("bg-primary-600");
    expect(paint.getAttribute("style")).toContain("/illustrations/categories/sport.svg");
  });
});
