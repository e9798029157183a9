import { useTranslation } from "react-i18next";
import { FileUploadScreen } from "@features/media/FileUploadScreen.tsx";
import type { MediaFile } from "@features/media/types.ts";
import { useMediaFiles } from "./api.ts";

/** A file's full address on this site (what staff paste into a mail or a page). */
const absoluteUrl = (file: MediaFile) => new URL(file.url, window.location.origin).href;

/** /content/file-upload: the center's files. */
export default function FileUpload() {
  const { i18n } = useTranslation();
  const { list, upload, remove } = useMediaFiles();
  return (
    <FileUploadScreen
      state={list.isPending ? "loading" : list.isError ? "failed" : "ready"}
      files={list.data ?? []}
      onUpload={upload}
      onDelete={remove}
      onCopy={(file) => navigator.clipboard.writeText(absoluteUrl(file))}
      absoluteUrl={absoluteUrl}
      onRetry={() => void list.refetch()}
      locale={i18n.language}
    />
  );
}
