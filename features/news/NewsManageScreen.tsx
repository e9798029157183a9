import { Newspaper } from "lucide-react";
import { useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@ui/Badge/Badge.tsx";
import { Button } from "@ui/Button/Button.tsx";
import { Checkbox } from "@ui/Checkbox/Checkbox.tsx";
import { EmptyState } from "@ui/EmptyState/EmptyState.tsx";
import { Field } from "@ui/Field/Field.tsx";
import { Input } from "@ui/Input/Input.tsx";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";
import { ManagePage, ManageRowActions } from "@ui/ManagePage/ManagePage.tsx";
import { useManageForm, useManageList } from "@ui/ManagePage/useManage.ts";
import { Notice } from "@ui/Notice/Notice.tsx";
import { RichTextEditor, richTextEditorLabels } from "@ui/RichTextEditor/RichTextEditor.tsx";
import { Textarea } from "@ui/Textarea/Textarea.tsx";
import {
  emptyNewsValues,
  formatNewsDate,
  newsValuesOf,
  type LoadState,
  type NewsItem,
  type NewsValues,
} from "./types.ts";

export interface NewsManageScreenProps {
  state: LoadState;
  /** Drafts and published items, newest first. */
  items: readonly NewsItem[];
  /** Create (id null) or update; rejects with a failure whose fieldErrors are keyed by the wire names. */
  onSave: (id: string | null, values: NewsValues) => Promise<void>;
  onDelete: (item: NewsItem) => Promise<void>;
  /** Upload an image; resolves to its URL. */
  onUpload: (file: File) => Promise<string>;
  onRetry?: () => void;
  linkComponent?: LinkComponent;
  /** "Choose from the library" (rendered by the app): hands the chosen image's address and description to `choose`. */
  imagePicker?: (choose: (image: { url: string; alt: string }) => void) => ReactNode;
}

/** /content/news: center staff write, publish, unpublish and delete news items. */
export function NewsManageScreen(props: NewsManageScreenProps) {
  const { t, i18n } = useTranslation("news");
  const { editing, setEditing, message, act, saved } = useManageList<NewsItem>(t("manage.failedAction"));
  const Link = props.linkComponent ?? PlainLink;

  if (editing)
    return (
      <NewsForm
        item={editing === "new" ? null : editing}
        onUpload={props.onUpload}
        imagePicker={props.imagePicker}
        onCancel={() => setEditing(null)}
        onSave={async (values) => {
          await props.onSave(editing === "new" ? null : editing.id, values);
          saved(t("manage.saved"));
        }}
      />
    );

  async function remove(item: NewsItem) {
    await act(() => props.onDelete(item), t("manage.deleted", { title: item.title }));
  }

  let body;
  if (!props.items.length)
    body = <EmptyState bordered icon={<Newspaper />} title={t("manage.empty")} description={t("manage.emptyHint")} />;
  else
    body = (
      <ul aria-label={t("list")} className="m-0 flex list-none flex-col gap-2 p-0">
        {props.items.map((item) => (
          <li
            key={item.id}
            className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4 straight:rounded-none sm:flex-row sm:items-center"
          >
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <h2 className="m-0 text-base font-semibold">
                {item.status === "published" ? (
                  <Link href={`/nieuws/${item.slug}`} className="text-fg underline-offset-4 hover:underline">
                    {item.title}
                  </Link>
                ) : (
                  item.title
                )}
              </h2>
              <p className="m-0 flex flex-wrap items-center gap-2 text-sm text-fg-muted">
                <Badge variant={item.status === "published" ? "success" : "muted"}>{t(`status.${item.status}`)}</Badge>
                {item.publishedAt ? formatNewsDate(item.publishedAt, i18n.language) : null}
                {item.authorName ? ` · ${item.authorName}` : null}
              </p>
            </div>
            <ManageRowActions
              name={item.title}
              editLabel={t("manage.edit")}
              deleteLabel={t("manage.delete")}
              confirm={{
                question: t("manage.confirmDelete", { title: item.title }),
                detail: t("manage.confirmDeleteText"),
                cancelLabel: t("manage.cancel"),
              }}
              onEdit={() => setEditing(item)}
              onDelete={() => void remove(item)}
            />
          </li>
        ))}
      </ul>
    );

  return (
    <ManagePage
      title={t("manage.title")}
      addLabel={t("manage.add")}
      onAdd={() => setEditing("new")}
      message={message}
      state={props.state}
      stateLabels={{ loading: t("loading"), failed: t("failed"), retry: t("retry") }}
      onRetry={props.onRetry}
    >
      {body}
    </ManagePage>
  );
}

function NewsForm({
  item,
  onSave,
  onCancel,
  onUpload,
  imagePicker,
}: {
  item: NewsItem | null;
  onSave: (values: NewsValues) => Promise<void>;
  onCancel: () => void;
  onUpload: (file: File) => Promise<string>;
  imagePicker?: NewsManageScreenProps["imagePicker"];
}) {
  const { t } = useTranslation("news");
  const [values, setValues] = useState<NewsValues>(item ? newsValuesOf(item) : emptyNewsValues);
  const {
    errors,
    setErrors,
    failed,
    busy,
    submit: save,
  } = useManageForm({
    checkFields: t("form.checkFields"),
    failed: t("manage.failedAction"),
  });
  const set = <K extends keyof NewsValues>(k: K, v: NewsValues[K]) => setValues((old) => ({ ...old, [k]: v }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const local: Record<string, string> = {};
    if (values.title.trim().length < 3) local.title = t("form.titleRequired");
    await save(local, () => onSave(values));
  }

  async function upload(file: File | undefined) {
    if (!file) return;
    try {
      set("image_url", await onUpload(file));
    } catch {
      setErrors((old) => ({ ...old, image_url: t("form.uploadFailed") }));
    }
  }

  const labels = richTextEditorLabels((k) => t(`editor.${k}`));

  return (
    <form className="mx-auto flex w-full max-w-3xl flex-col gap-4" onSubmit={(e) => void submit(e)} noValidate>
      <h1 className="m-0 text-2xl font-bold">{item ? t("form.editTitle") : t("form.newTitle")}</h1>
      {failed ? <Notice tone="danger">{failed}</Notice> : null}
      <Field label={t("form.title")} required error={errors.title}>
        <Input value={values.title} onChange={(e) => set("title", e.target.value)} maxLength={150} />
      </Field>
      <Field label={t("form.summary")} hint={t("form.summaryHint")} error={errors.summary}>
        <Textarea value={values.summary} onChange={(e) => set("summary", e.target.value)} rows={3} maxLength={400} />
      </Field>
      <Field label={t("form.body")} error={errors.body}>
        {(control) => (
          <RichTextEditor
            {...control}
            labels={labels}
            value={values.body}
            onChange={(html) => set("body", html)}
            invalid={!!errors.body}
          />
        )}
      </Field>
      <Field label={t("form.image")} hint={t("form.imageHint")} error={errors.image_url}>
        <input
          type="file"
          accept="image/png,image/jpeg,image/webp"
          className="min-h-11 text-base"
          onChange={(e) => void upload(e.target.files?.[0])}
        />
      </Field>
      {imagePicker?.((image) => setValues((old) => ({ ...old, image_url: image.url, image_alt: image.alt })))}
      {values.image_url ? (
        <div className="flex flex-col gap-2">
          <img src={values.image_url} alt="" className="max-h-48 w-fit rounded-md object-cover" />
          <Button type="button" variant="link" onClick={() => set("image_url", "")}>
            {t("form.removeImage")}
          </Button>
        </div>
      ) : null}
      <Field label={t("form.imageAlt")} hint={t("form.imageAltHint")} error={errors.image_alt}>
        <Input value={values.image_alt} onChange={(e) => set("image_alt", e.target.value)} maxLength={200} />
      </Field>
      <Checkbox
        label={t("form.published")}
        hint={t("form.publishedHint")}
        checked={values.status === "published"}
        onCheckedChange={(c) => set("status", c === true ? "published" : "draft")}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {t("form.save")}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t("form.cancel")}
        </Button>
      </div>
    </form>
  );
}
