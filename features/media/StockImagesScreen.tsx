import { ImageIcon, Search } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES, uploadVariantUrl } from "@contract/vacancies.ts";
import { STOCK_ALT_MAX, parseTags } from "@contract/media.ts";
import { Badge } from "@ui/Badge/Badge.tsx";
import { Button } from "@ui/Button/Button.tsx";
import { EmptyState } from "@ui/EmptyState/EmptyState.tsx";
import { Field } from "@ui/Field/Field.tsx";
import { ImageUploadField } from "@ui/ImageUploadField/ImageUploadField.tsx";
import { Input } from "@ui/Input/Input.tsx";
import { ManageDeleteButton, ManagePage } from "@ui/ManagePage/ManagePage.tsx";
import { Notice } from "@ui/Notice/Notice.tsx";
import { Skeleton, SkeletonGroup } from "@ui/Skeleton/Skeleton.tsx";
import type { LoadState, StockImage } from "./types.ts";

type Failure = Error & { fieldErrors?: Record<string, string> };

export interface StockImageValues {
  alt: string;
  tags: string[];
}

export interface StockImagesScreenProps {
  state: LoadState;
  images: readonly StockImage[];
  /** Every tag in the library, most used first. */
  tags: readonly string[];
  total: number;
  query: string;
  tag: string;
  onQueryChange: (query: string) => void;
  onTagChange: (tag: string) => void;
  /** Upload an image file; resolves to the upload's id and URL. */
  onUpload: (file: File) => Promise<{ id: string; url: string }>;
  onCreate: (uploadId: string, values: StockImageValues) => Promise<void>;
  onUpdate: (image: StockImage, values: StockImageValues) => Promise<void>;
  onDelete: (image: StockImage) => Promise<void>;
  onRetry?: () => void;
  locale?: string;
}

/** /content/stock-images: the center's image library: search, filter by tag, add, edit and remove images. */
export function StockImagesScreen(props: StockImagesScreenProps) {
  const { t } = useTranslation("media");
  const [editing, setEditing] = useState<StockImage | "new" | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();

  if (editing)
    return (
      <StockImageForm
        image={editing === "new" ? null : editing}
        onUpload={props.onUpload}
        locale={props.locale}
        onCancel={() => setEditing(null)}
        onSave={async (uploadId, values) => {
          if (editing === "new") await props.onCreate(uploadId!, values);
          else await props.onUpdate(editing, values);
          setMessage({ ok: true, text: editing === "new" ? t("stock.added") : t("stock.saved") });
          setEditing(null);
        }}
      />
    );

  async function remove(image: StockImage) {
    try {
      await props.onDelete(image);
      setMessage({ ok: true, text: t("stock.deleted", { alt: image.alt }) });
    } catch {
      setMessage({ ok: false, text: t("failedAction") });
    }
  }

  let body;
  if (props.state === "loading")
    body = (
      <SkeletonGroup label={t("loading")} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Skeleton className="aspect-video" />
        <Skeleton className="aspect-video" />
        <Skeleton className="aspect-video" />
      </SkeletonGroup>
    );
  else if (props.state === "failed")
    body = <Notice retry={{ label: t("retry"), onRetry: props.onRetry }}>{t("stock.failed")}</Notice>;
  else if (!props.images.length)
    body =
      props.query || props.tag ? (
        <EmptyState bordered icon={<Search />} title={t("stock.noResults")} />
      ) : (
        <EmptyState bordered icon={<ImageIcon />} title={t("stock.empty")} description={t("stock.emptyHint")} />
      );
  else
    body = (
      <ul className="m-0 grid list-none grid-cols-1 gap-4 p-0 sm:grid-cols-2 lg:grid-cols-3">
        {props.images.map((image) => (
          <li
            key={image.id}
            className="flex flex-col overflow-hidden rounded-lg border border-border bg-surface straight:rounded-none"
          >
            <img
              src={uploadVariantUrl(image.url, 640) ?? image.url}
              alt={image.alt}
              loading="lazy"
              width={image.width ?? undefined}
              height={image.height ?? undefined}
              className="aspect-video h-auto w-full object-cover"
            />
            <div className="flex flex-1 flex-col gap-2 p-3">
              <p className="m-0 font-medium">{image.alt}</p>
              {image.tags.length ? (
                <ul aria-label={t("stock.tags")} className="m-0 flex list-none flex-wrap gap-1 p-0">
                  {image.tags.map((tag) => (
                    <li key={tag}>
                      <Badge variant="muted">{tag}</Badge>
                    </li>
                  ))}
                </ul>
              ) : null}
              {image.credit ? (
                <p className="m-0 text-sm text-fg-muted">
                  {t("stock.credit", { author: image.credit.author })},{" "}
                  <a href={image.credit.license_url} className="underline" rel="license noopener" target="_blank">
                    {image.credit.license}
                  </a>
                  <br />
                  {t("stock.source", { source: image.credit.source })}
                </p>
              ) : (
                <p className="m-0 text-sm text-fg-muted">{t("stock.own")}</p>
              )}
              <div className="mt-auto flex flex-wrap gap-2 pt-1">
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`${t("stock.edit")}: ${image.alt}`}
                  onClick={() => setEditing(image)}
                >
                  {t("stock.edit")}
                </Button>
                <ManageDeleteButton
                  name={image.alt}
                  label={t("stock.delete")}
                  confirm={{
                    question: t("stock.confirmDelete", { alt: image.alt }),
                    detail: t("stock.confirmDeleteText"),
                    cancelLabel: t("keep"),
                  }}
                  onDelete={() => void remove(image)}
                />
              </div>
            </div>
          </li>
        ))}
      </ul>
    );

  return (
    <ManagePage title={t("stock.title")} addLabel={t("stock.add")} onAdd={() => setEditing("new")} message={message}>
      <p className="m-0 max-w-prose text-fg-muted">{t("stock.intro")}</p>
      <div className="flex flex-col gap-3">
        <Field label={t("stock.search")}>
          {(control) => (
            <Input
              {...control}
              type="search"
              placeholder={t("stock.searchPlaceholder")}
              value={props.query}
              onChange={(e) => props.onQueryChange(e.target.value)}
              className="max-w-md"
            />
          )}
        </Field>
        {props.tags.length ? (
          <div role="group" aria-label={t("stock.tags")} className="flex flex-wrap gap-2">
            {["", ...props.tags].map((tag) => (
              <Button
                key={tag || "all"}
                size="sm"
                variant={props.tag === tag ? "solid" : "outline"}
                aria-pressed={props.tag === tag}
                onClick={() => props.onTagChange(tag)}
              >
                {tag || t("stock.allTags")}
              </Button>
            ))}
          </div>
        ) : null}
        {props.state === "ready" && props.images.length ? (
          <p className="m-0 text-sm text-fg-muted" aria-live="polite">
            {t("stock.count", { count: props.total })}
          </p>
        ) : null}
      </div>
      {body}
    </ManagePage>
  );
}

function StockImageForm({
  image,
  onSave,
  onCancel,
  onUpload,
  locale,
}: {
  image: StockImage | null;
  onSave: (uploadId: string | null, values: StockImageValues) => Promise<void>;
  onCancel: () => void;
  onUpload: (file: File) => Promise<{ id: string; url: string }>;
  locale?: string | undefined;
}) {
  const { t } = useTranslation("media");
  const [upload, setUpload] = useState<{ id: string; url: string } | null>(null);
  const [alt, setAlt] = useState(image?.alt ?? "");
  const [tags, setTags] = useState(image?.tags.join(", ") ?? "");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState<string>();
  const [busy, setBusy] = useState(false);
  const url = image?.url ?? upload?.url ?? null;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const next: Record<string, string> = {};
    if (!image && !upload) next.upload_id = t("stock.form.uploadFailed");
    if (!alt.trim()) next.alt = t("stock.form.altRequired");
    setErrors(next);
    if (Object.keys(next).length) return;
    setBusy(true);
    setFailed(undefined);
    try {
      await onSave(upload?.id ?? null, { alt: alt.trim(), tags: parseTags(tags) });
    } catch (err) {
      const f = err as Failure;
      setErrors(f.fieldErrors ?? {});
      setFailed(f.fieldErrors && Object.keys(f.fieldErrors).length ? t("stock.form.checkFields") : t("failedAction"));
    } finally {
      setBusy(false);
    }
  }

  const max = Math.round(UPLOAD_MAX_BYTES / 1024 / 1024);
  return (
    <form className="mx-auto flex w-full max-w-2xl flex-col gap-4" onSubmit={(e) => void submit(e)} noValidate>
      <h1 className="m-0 text-2xl font-bold">{image ? t("stock.form.editTitle") : t("stock.form.newTitle")}</h1>
      {failed ? <Notice tone="danger">{failed}</Notice> : null}
      {image ? (
        <img src={uploadVariantUrl(image.url, 640) ?? image.url} alt="" className="max-h-60 w-fit rounded-lg" />
      ) : (
        <ImageUploadField
          label={t("stock.form.file")}
          value={url}
          previewSrc={uploadVariantUrl(url, 640) ?? undefined}
          previewAlt={alt}
          clearLabel={t("stock.form.remove", { name: "" }).trim()}
          onClear={() => setUpload(null)}
          onUpload={async (file) => setUpload(await onUpload(file))}
          uploadingLabel={t("stock.form.uploading")}
          failedMessage={t("stock.form.uploadFailed")}
          error={errors.upload_id}
          accept={UPLOAD_CONTENT_TYPES.join(",")}
          maxSize={UPLOAD_MAX_BYTES}
          locale={locale}
          buttonLabel={t("stock.form.choose")}
          dropLabel={t("stock.form.drop")}
          description={t("stock.form.description", { max })}
          removeLabel={(file) => t("stock.form.remove", { name: file.name })}
          filesLabel={t("stock.form.files")}
          messages={{
            wrongType: (file) => t("stock.form.wrongType", { name: file.name }),
            tooLarge: (file, size) => t("stock.form.tooLarge", { name: file.name, max: size }),
            tooMany: () => t("stock.form.tooMany"),
          }}
        />
      )}
      <Field label={t("stock.form.alt")} hint={t("stock.form.altHint")} required error={errors.alt}>
        <Input value={alt} onChange={(e) => setAlt(e.target.value)} maxLength={STOCK_ALT_MAX} />
      </Field>
      <Field label={t("stock.form.tagsField")} hint={t("stock.form.tagsHint")} error={errors.tags}>
        <Input value={tags} onChange={(e) => setTags(e.target.value)} maxLength={500} />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={busy}>
          {t("stock.form.save")}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t("stock.form.cancel")}
        </Button>
      </div>
    </form>
  );
}
