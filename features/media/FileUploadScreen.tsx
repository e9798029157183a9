import { Copy, FileText, FolderOpen, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatLongDate } from "@contract/amsterdam-time.ts";
import { MEDIA_FILE_CONTENT_TYPES, MEDIA_FILE_MAX_BYTES, formatBytes } from "@contract/media.ts";
import { Button } from "@ui/Button/Button.tsx";
import { EmptyState } from "@ui/EmptyState/EmptyState.tsx";
import { Field } from "@ui/Field/Field.tsx";
import { ManageDeleteButton, ManageTitleFocus } from "@ui/ManagePage/ManagePage.tsx";
import { FileUpload } from "@ui/FileUpload/FileUpload.tsx";
import { Notice } from "@ui/Notice/Notice.tsx";
import { Skeleton, SkeletonGroup } from "@ui/Skeleton/Skeleton.tsx";
import { Spinner } from "@ui/Spinner/Spinner.tsx";
import type { LoadState, MediaFile } from "./types.ts";

export interface FileUploadScreenProps {
  state: LoadState;
  files: readonly MediaFile[];
  /** Store a file; rejects with the server's message. */
  onUpload: (file: File) => Promise<void>;
  onDelete: (file: MediaFile) => Promise<void>;
  /** Copy the file's full address; rejects when the clipboard is not available. */
  onCopy: (file: MediaFile) => Promise<void>;
  /** The full address of a file (what is copied). */
  absoluteUrl: (file: MediaFile) => string;
  onRetry?: () => void;
  locale?: string;
}

/** /content/file-upload: center staff upload images and PDFs, list them, copy a link, delete. */
export function FileUploadScreen(props: FileUploadScreenProps) {
  const { t } = useTranslation("media");
  const locale = props.locale ?? "nl";
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  const heading = useRef<HTMLHeadingElement>(null);
  const max = Math.round(MEDIA_FILE_MAX_BYTES / 1024 / 1024);

  async function choose(files: File[]) {
    const file = files[0];
    if (!file) return;
    setBusy(true);
    setMessage(undefined);
    try {
      await props.onUpload(file);
      setMessage({ ok: true, text: t("files.uploaded", { name: file.name }) });
    } catch (err) {
      setMessage({
        ok: false,
        text: t("files.uploadFailed", { name: file.name, reason: err instanceof Error ? err.message : "" }),
      });
    } finally {
      setBusy(false);
    }
  }

  async function copy(file: MediaFile) {
    try {
      await props.onCopy(file);
      setMessage({ ok: true, text: t("files.copied", { name: file.filename }) });
    } catch {
      setMessage({ ok: false, text: t("files.copyFailed", { url: props.absoluteUrl(file) }) });
    }
  }

  async function remove(file: MediaFile) {
    try {
      await props.onDelete(file);
      setMessage({ ok: true, text: t("files.deleted", { name: file.filename }) });
    } catch {
      setMessage({ ok: false, text: t("failedAction") });
    }
  }

  let body;
  if (props.state === "loading")
    body = (
      <SkeletonGroup label={t("loading")} className="flex flex-col gap-2">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </SkeletonGroup>
    );
  else if (props.state === "failed")
    body = <Notice retry={{ label: t("retry"), onRetry: props.onRetry }}>{t("files.failed")}</Notice>;
  else if (!props.files.length)
    body = <EmptyState bordered icon={<FolderOpen />} title={t("files.empty")} description={t("files.emptyHint")} />;
  else
    body = (
      <ul aria-label={t("files.list")} className="m-0 flex list-none flex-col gap-2 p-0">
        {props.files.map((file) => (
          <li
            key={file.id}
            className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-3 straight:rounded-none sm:flex-row sm:items-center"
          >
            <div className="flex min-w-0 flex-1 items-center gap-3">
              <span
                aria-hidden="true"
                className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-md bg-primary-50 text-primary-800 straight:rounded-none dark:bg-primary-900 dark:text-primary-100"
              >
                {file.thumbnailUrl ? (
                  <img src={file.thumbnailUrl} alt="" className="size-full object-cover" />
                ) : (
                  <FileText className="size-7" />
                )}
              </span>
              <div className="flex min-w-0 flex-col">
                <a href={file.url} className="truncate font-medium text-link underline" target="_blank" rel="noopener">
                  {file.filename}
                </a>
                <span className="text-sm text-fg-muted">
                  {file.contentType === "application/pdf" ? t("files.pdf") : t("files.image")}
                  {file.width && file.height ? ` · ${file.width} × ${file.height}` : ""} ·{" "}
                  {formatBytes(file.byteSize, locale)} ·{" "}
                  <time dateTime={file.createdAt}>{formatLongDate(file.createdAt, locale)}</time>
                </span>
              </div>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="outline"
                size="sm"
                aria-label={`${t("files.copy")}: ${file.filename}`}
                onClick={() => void copy(file)}
              >
                <Copy aria-hidden="true" />
                {t("files.copy")}
              </Button>
              <ManageDeleteButton
                name={file.filename}
                label={t("files.delete")}
                icon={<Trash2 aria-hidden="true" />}
                confirm={{
                  question: t("files.confirmDelete", { name: file.filename }),
                  detail: t("files.confirmDeleteText"),
                  cancelLabel: t("keep"),
                }}
                onDelete={() => void remove(file)}
              />
            </div>
          </li>
        ))}
      </ul>
    );

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 ref={heading} tabIndex={-1} className="m-0 text-2xl font-bold focus:outline-none">
          {t("files.title")}
        </h1>
        <p className="m-0 max-w-prose text-fg-muted">{t("files.intro")}</p>
      </div>
      <Field label={t("files.upload")}>
        {(control) => (
          <FileUpload
            {...control}
            value={[]}
            disabled={busy}
            accept={MEDIA_FILE_CONTENT_TYPES.join(",")}
            maxSize={MEDIA_FILE_MAX_BYTES}
            locale={locale}
            buttonLabel={t("files.choose")}
            dropLabel={t("files.drop")}
            description={t("files.description", { max })}
            removeLabel={(f) => t("files.remove", { name: f.name })}
            filesLabel={t("files.files")}
            messages={{
              wrongType: (f) => t("files.wrongType", { name: f.name }),
              tooLarge: (f, size) => t("files.tooLarge", { name: f.name, max: size }),
              tooMany: () => t("files.tooMany"),
            }}
            onValueChange={(files) => void choose(files)}
          />
        )}
      </Field>
      {busy ? (
        <p role="status" className="m-0 flex items-center gap-2 text-fg-muted">
          <Spinner /> {t("files.uploading")}
        </p>
      ) : null}
      <div aria-live="polite">
        {message ? <Notice tone={message.ok ? "success" : "danger"}>{message.text}</Notice> : null}
      </div>
      <ManageTitleFocus onFocusTitle={() => heading.current?.focus()}>{body}</ManageTitleFocus>
    </div>
  );
}
