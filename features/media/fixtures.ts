import type { MediaFile, StockImage } from "./types.ts";

/** Stand-in photos for stories (data URLs: no network, no files). */
const photo = (sky: string, ground: string) =>
  "data:image/svg+xml," +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360"><rect width="640" height="360" fill="${sky}"/><rect y="240" width="640" height="120" fill="${ground}"/><circle cx="520" cy="80" r="40" fill="#f6d55c"/></svg>`,
  );

export const STOCK_IMAGES: StockImage[] = [
  {
    id: "1",
    url: photo("#9cc3e6", "#6a9f58"),
    alt: "Een beekje tussen rotsen en bomen in het bos",
    tags: ["natuur", "bos", "wandelen"],
    width: 1280,
    height: 720,
    credit: {
      author: "Aitzol Berasategi",
      license: "CC BY 4.0",
      license_url: "https://creativecommons.org/licenses/by/4.0/",
      source: "Debian-pakket lomiri-wallpapers-16.04 (life_by_Aitzol_Berasategi.jpg)",
    },
    shipped: true,
  },
  {
    id: "2",
    url: photo("#e8d5b7", "#b5651d"),
    alt: "Kwasten en borstels met verf",
    tags: ["klussen", "schilderen"],
    width: 1280,
    height: 720,
    credit: {
      author: 'Trevor "Freespace"',
      license: "CC BY 4.0",
      license_url: "https://creativecommons.org/licenses/by/4.0/",
      source: "Debian-pakket lomiri-wallpapers-16.04 (Picture_1A_by_freespace.jpg)",
    },
    shipped: true,
  },
  {
    id: "3",
    url: photo("#cfe3f5", "#8a8f98"),
    alt: "Vrijwilligers zetten de kraam op voor de kerstmarkt in het buurthuis",
    tags: ["markt", "buurt"],
    width: 1600,
    height: 900,
    credit: null,
    shipped: false,
  },
];

export const STOCK_TAGS = ["natuur", "bos", "klussen", "markt", "buurt", "schilderen", "wandelen"];

export const MEDIA_FILES: MediaFile[] = [
  {
    id: "11",
    url: "/uploads/0f3c9a1b2d4e5f60718293a4b5c6d7e8.pdf",
    filename: "Jaarverslag 2026.pdf",
    contentType: "application/pdf",
    byteSize: 1_843_200,
    width: null,
    height: null,
    thumbnailUrl: null,
    createdAt: "2026-11-20T09:30:00Z",
  },
  {
    id: "12",
    url: "/uploads/a1b2c3d4e5f60718293a4b5c6d7e8f90.jpg",
    filename: "flyer-klusdag.jpg",
    contentType: "image/jpeg",
    byteSize: 348_160,
    width: 1280,
    height: 720,
    thumbnailUrl: photo("#e8d5b7", "#b5651d"),
    createdAt: "2026-11-18T14:05:00Z",
  },
];
