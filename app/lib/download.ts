/**
 * Downloads through the API client (credentials, tenant and organization headers, rotated
 * tokens), for files a plain link cannot fetch: CSV exports of lists and figures, the account's
 * own data. The file is saved with the name of the server's Content-Disposition.
 */
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "@ui/Toast/queue.tsx";
import type { ApiClient, QueryValue } from "../api/client.ts";
import { apiErrorFrom } from "../api/errors.ts";
import { useServices } from "../services.tsx";

/** The file name of a Content-Disposition (`filename*` first), else `fallback`. */
export function fileNameFrom(headers: Headers, fallback: string): string {
  const disposition = headers.get("content-disposition") ?? "";
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const plain = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
  let name = "";
  try {
    name = star ? decodeURIComponent(star) : (plain ?? "");
  } catch {
    name = plain ?? "";
  }
  return name.replace(/[\\/]/g, "_") || fallback;
}

/** Saves a blob as a download in the browser. */
export function saveBlob(blob: Blob, fileName: string) {
  const href = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = href;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

/**
 * GET `path` with `query` (the list's `filter`/`sort`, as for the JSON list) and save the answer.
 * A 4xx/5xx becomes the API's error (its message in the user's language).
 */
export async function downloadFile(
  client: ApiClient,
  path: string,
  options: { query?: Record<string, QueryValue>; fallbackName: string; signal?: AbortSignal },
): Promise<string> {
  const response = await client.fetch("GET", path, {
    query: options.query,
    signal: options.signal,
    headers: { Accept: "text/csv, application/vnd.api+json" },
  });
  if (!response.ok) {
    let body: unknown = null;
    try {
      body = await response.json();
    } catch {
      body = null;
    }
    throw apiErrorFrom(response.status, body, response.statusText);
  }
  const fileName = fileNameFrom(response.headers, options.fallbackName);
  saveBlob(await response.blob(), fileName);
  return fileName;
}

/**
 * `onExport` for an `ExportButton`: downloads `path` with the list's query; a failure is a toast.
 *
 *   const exportCsv = useExport(API_PATHS.organizationsExport, "organisaties.csv");
 *   <ExportButton label={t("list.export")} onExport={() => exportCsv({ filter, sort })} />
 */
export function useExport(path: string, fallbackName: string) {
  const { client } = useServices();
  const { toast } = useToast();
  const { t } = useTranslation("common");
  return useCallback(
    async (query?: Record<string, QueryValue>) => {
      try {
        await downloadFile(client, path, { query, fallbackName });
      } catch (error) {
        toast({
          tone: "danger",
          title: t("export.failed"),
          description: error instanceof Error ? error.message : undefined,
        });
      }
    },
    [client, path, fallbackName, toast, t],
  );
}
