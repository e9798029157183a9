import { uploadSrcSet, type VacancyCategory } from "@contract/vacancies.ts";
import { cn } from "@ui/lib/cn.ts";
import type { Vacancy } from "./types.ts";

/** Where a vacancy's picture comes from: its own image, its organization's logo, or its first category's illustration. */
export type PictureSource =
  | { kind: "image"; url: string; alt: string }
  | { kind: "logo"; url: string }
  | { kind: "illustration"; category: VacancyCategory | null };

/** The bundled illustrations, one per category (public/illustrations/categories, painted through a CSS mask). */
export const illustrationUrl = (category: VacancyCategory | null) =>
  `/illustrations/categories/${category ?? "welzijn"}.svg`;

export function pictureOf(
  v: Pick<Vacancy, "imageUrl" | "imageAlt" | "organizationLogoUrl" | "categories">,
): PictureSource {
  if (v.imageUrl) return { kind: "image", url: v.imageUrl, alt: v.imageAlt ?? "" };
  if (v.organizationLogoUrl) return { kind: "logo", url: v.organizationLogoUrl };
  return { kind: "illustration", category: v.categories[0] ?? null };
}

export interface VacancyPictureProps {
  vacancy: Pick<Vacancy, "imageUrl" | "imageAlt" | "organizationLogoUrl" | "categories">;
  /** How wide the picture is shown (the `sizes` attribute of its srcset). */
  sizes: string;
  /** Below the fold: the browser fetches it when it comes near. */
  lazy?: boolean;
  className?: string;
}

/**
 * A vacancy's picture in a 16:9 box that is reserved before anything loads (no layout shift): the
 * vacancy's own image (responsive srcset from its WebP variants; its alt text, or decorative
 * without one), else the organization's logo on a calm background (decorative: the name stands
 * beside it), else the illustration of its first category in the center's colours (decorative).
 */
export function VacancyPicture({ vacancy, sizes, lazy = false, className }: VacancyPictureProps) {
  const picture = pictureOf(vacancy);
  const box = cn("relative aspect-video w-full overflow-hidden bg-primary-50 dark:bg-primary-950", className);
  if (picture.kind === "illustration")
    return (
      <div data-picture="illustration" data-category={picture.category ?? undefined} aria-hidden className={box}>
        <span
          className="absolute inset-0 bg-primary-600 dark:bg-primary-300"
          style={{
            maskImage: `url(${illustrationUrl(picture.category)})`,
            WebkitMaskImage: `url(${illustrationUrl(picture.category)})`,
            maskRepeat: "no-repeat",
            WebkitMaskRepeat: "no-repeat",
            maskPosition: "center",
            WebkitMaskPosition: "center",
            maskSize: "contain",
            WebkitMaskSize: "contain",
          }}
        />
      </div>
    );
  const image = picture.kind === "image";
  return (
    <div data-picture={picture.kind} className={box}>
      <img
        src={picture.url}
        srcSet={uploadSrcSet(picture.url) ?? undefined}
        sizes={uploadSrcSet(picture.url) ? sizes : undefined}
        width={640}
        height={360}
        loading={lazy ? "lazy" : "eager"}
        decoding="async"
        alt={image ? picture.alt : ""}
        className={image ? "size-full object-cover" : "size-full object-contain p-6"}
      />
    </div>
  );
}
