import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useDeferredValue } from "react";
import type { MediaFileAttributes } from "@contract/media.ts";
import { API_PATHS } from "@contract/paths.ts";
import type { UploadAttributes } from "@contract/vacancies.ts";
import type { StockImageValues } from "@features/media/StockImagesScreen.tsx";
import type { MediaFile, StockImage } from "@features/media/types.ts";
import { apiErrorFrom } from "../../../api/errors.ts";
import { toSubmitFailure } from "../../../api/failure.ts";
import type { Deserialized } from "../../../api/jsonapi.ts";
import { storeCredentialHeaders } from "../../../api/credentials.ts";
import { syncAuthStatus } from "../../../auth/state.ts";
import { useServices, type AppServices } from "../../../services.tsx";

/** One query-key root for the media domain. */
export const MEDIA_KEY = ["media"] as const;
const STOCK_KEY = [...MEDIA_KEY, "stock"] as const;
const FILES_KEY = [...MEDIA_KEY, "files"] as const;

const num = (v: unknown): number | null => (typeof v === "number" ? v : null);

export const toStockImage = (r: Deserialized): StockImage => ({
  id: r.id,
  url: String(r.url ?? ""),
  alt: String(r.alt ?? ""),
  tags: Array.isArray(r.tags) ? r.tags.map(String) : [],
  width: num(r.width),
  height: num(r.height),
  credit: (r.credit as StockImage["credit"]) ?? null,
  shipped: r.shipped === true,
});

export const toMediaFile = (r: Deserialized): MediaFile => {
  const variants = (r.variants ?? []) as MediaFileAttributes["variants"];
  return {
    id: r.id,
    url: String(r.url ?? ""),
    filename: String(r.filename ?? ""),
    contentType: r.contentType as MediaFile["contentType"],
    byteSize: num(r.byteSize) ?? 0,
    width: num(r.width),
    height: num(r.height),
    thumbnailUrl: variants[0]?.url ?? null,
    createdAt: String(r.createdAt ?? ""),
  };
};

/** A credit line for the picker ("Foto: Aitzol Berasategi, CC BY 4.0"). */
export const creditLine = (image: StockImage, photo: string) =>
  image.credit ? `${photo}: ${image.credit.author}, ${image.credit.license}` : null;

/** The library, searched (the search waits for the typing to settle) and filtered by tag. */
export function useStockImages(query: string, tag: string, options: { enabled?: boolean; size?: number } = {}) {
  const { client } = useServices();
  const q = useDeferredValue(query.trim());
  return useQuery({
    queryKey: [...STOCK_KEY, { q, tag, size: options.size ?? 60 }],
    enabled: options.enabled ?? true,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const filter: Record<string, string> = {};
      if (q) filter.q = q;
      if (tag) filter.tag = tag;
      const res = await client.get<Deserialized[]>(API_PATHS.stockImages, {
        query: { filter, page: { size: String(options.size ?? 60) } },
        signal,
      });
      return {
        images: (res.data ?? []).map(toStockImage),
        tags: Array.isArray(res.meta.tags) ? (res.meta.tags as string[]) : [],
        total: typeof res.meta.total_count === "number" ? res.meta.total_count : 0,
      };
    },
  });
}

/** POST a multipart file to `path` (an upload or a media file): the resource's id and attributes. */
async function postFile(services: AppServices, path: string, file: File): Promise<Deserialized> {
  const headers = services.client.headers();
  headers.delete("Content-Type");
  const body = new FormData();
  body.append("file", file);
  const response = await fetch(`${services.config.apiBaseUrl.replace(/\/+$/, "")}${path}`, {
    method: "POST",
    headers,
    body,
    credentials: "include",
  });
  if (storeCredentialHeaders(response.headers, services.crossOrigin)) syncAuthStatus(services.store);
  const json = (await response.json().catch(() => null)) as {
    data?: { id?: string; attributes?: Record<string, unknown> };
  } | null;
  if (!response.ok) throw apiErrorFrom(response.status, json, response.statusText);
  const a = json?.data?.attributes ?? {};
  return {
    id: String(json?.data?.id ?? ""),
    type: "upload",
    ...a,
    contentType: a.content_type,
    byteSize: a.byte_size,
    createdAt: a.created_at,
  } as Deserialized;
}

const stockBody = (id: string | null, attributes: Record<string, unknown>) => ({
  data: { type: "stock_image", ...(id ? { id } : {}), attributes },
});
const STOCK_NAMES = { alt: "alt", tags: "tags", upload_id: "upload_id" };

export function useStockImageManagement() {
  const services = useServices();
  const { client } = services;
  const queryClient = useQueryClient();
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: STOCK_KEY }), [queryClient]);
  const upload = useCallback(
    async (file: File) => {
      const r = await postFile(services, API_PATHS.uploads, file);
      return { id: r.id, url: String((r as unknown as UploadAttributes).url) };
    },
    [services],
  );
  const create = useCallback(
    async (uploadId: string, v: StockImageValues) => {
      try {
        await client.post(API_PATHS.stockImages, stockBody(null, { upload_id: uploadId, alt: v.alt, tags: v.tags }));
      } catch (error) {
        throw toSubmitFailure(error, STOCK_NAMES);
      }
      await refresh();
    },
    [client, refresh],
  );
  const update = useCallback(
    async (image: StockImage, v: StockImageValues) => {
      try {
        await client.patch(API_PATHS.stockImage(image.id), stockBody(image.id, { alt: v.alt, tags: v.tags }));
      } catch (error) {
        throw toSubmitFailure(error, STOCK_NAMES);
      }
      await refresh();
    },
    [client, refresh],
  );
  const remove = useCallback(
    async (image: StockImage) => {
      await client.delete(API_PATHS.stockImage(image.id));
      await refresh();
    },
    [client, refresh],
  );
  return { upload, create, update, remove };
}

export function useMediaFiles() {
  const services = useServices();
  const { client } = services;
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: FILES_KEY,
    queryFn: async ({ signal }) =>
      (
        (await client.get<Deserialized[]>(API_PATHS.mediaFiles, { query: { page: { size: "200" } }, signal })).data ??
        []
      ).map(toMediaFile),
  });
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: FILES_KEY }), [queryClient]);
  const upload = useCallback(
    async (file: File) => {
      await postFile(services, API_PATHS.mediaFiles, file);
      await refresh();
    },
    [services, refresh],
  );
  const remove = useCallback(
    async (file: MediaFile) => {
      await client.delete(API_PATHS.mediaFile(file.id));
      await refresh();
    },
    [client, refresh],
  );
  return { list, upload, remove };
}
