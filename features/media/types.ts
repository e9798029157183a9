/** The center's media as the screens show them (mapped from the wire in app/routes/modules/media/api.ts). */
import type { MediaFileContentType, StockImageCredit } from "@contract/media.ts";

export interface StockImage {
  id: string;
  url: string;
  alt: string;
  tags: string[];
  width: number | null;
  height: number | null;
  credit: StockImageCredit | null;
  shipped: boolean;
}

export interface MediaFile {
  id: string;
  url: string;
  filename: string;
  contentType: MediaFileContentType;
  byteSize: number;
  width: number | null;
  height: number | null;
  /** The narrowest variant of an image, for the list's thumbnail. */
  thumbnailUrl: string | null;
  createdAt: string;
}

export type LoadState = "loading" | "failed" | "ready";
