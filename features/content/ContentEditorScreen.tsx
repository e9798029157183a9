import { Eye, Plus, Trash2 } from "lucide-react";
import { useId, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { BlockType, ContentBlock } from "@contract/content.ts";
import { Button } from "@ui/Button/Button.tsx";
import { Field } from "@ui/Field/Field.tsx";
import { Input } from "@ui/Input/Input.tsx";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";
import { Notice } from "@ui/Notice/Notice.tsx";
import { ReorderButtons } from "@ui/ReorderButtons/ReorderButtons.tsx";
import { RichTextEditor } from "@ui/RichTextEditor/RichTextEditor.tsx";
import { Skeleton, SkeletonGroup } from "@ui/Skeleton/Skeleton.tsx";
import { Textarea } from "@ui/Textarea/Textarea.tsx";
import { BLOCK_TYPES, emptyBlock, moveBlock, withIds } from "./blocks.ts";
import { Select } from "./Select.tsx";
import type { ContentPage, LoadState } from "./types.ts";

export interface ContentPageValues {
  title: string;
  slug: string;
  summary: string;
  heroImageUrl: string;
  heroImageAlt: string;
  seoDescription: string;
  blocks: ContentBlock[];
}

/** A save the server refused: its message and messages per attribute (camelCase, or a block's field). */
export type SaveFailure = Error & { fieldErrors?: Record<string, string> };

export interface ContentEditorScreenProps {
  status: LoadState;
  /** The page to edit; none for a new page. */
  page?: ContentPage;
  onSave: (values: ContentPageValues, publish: boolean) => Promise<void>;
  onRetry: () => void;
  /** The page as visitors will see it (the app renders the public screen). */
  renderPreview: (values: ContentPageValues) => ReactNode;
  backHref: string;
  linkComponent?: LinkComponent;
  /**
   * "Choose from the library" beside an image's address (the hero, an image block): the app renders
   * the picker, which hands the chosen image's address and description to `choose`.
   */
  imagePicker?: (choose: (image: { url: string; alt: string }) => void) => ReactNode;
}

const valuesOf = (page?: ContentPage): ContentPageValues => ({
  title: page?.title ?? "",
  slug: page?.slug ?? "",
  summary: page?.summary ?? "",
  heroImageUrl: page?.heroImageUrl ?? "",
  heroImageAlt: page?.heroImageAlt ?? "",
  seoDescription: page?.seoDescription ?? "",
  blocks: withIds(page?.blocks ?? []),
});

type Patch = (change: Partial<ContentBlock>) => void;

/** The fields of one block, by its type. */
function BlockFields({
  block,
  onChange,
  imagePicker,
}: {
  block: ContentBlock;
  onChange: Patch;
  imagePicker?: ContentEditorScreenProps["imagePicker"];
}) {
  const { t } = useTranslation("content");
  const f = (key: string) => t(`editor.blockFields.${key}`);
  const text = (key: string, value: string | null | undefined, props: { required?: boolean; hint?: string } = {}) => (
    <Field label={f(key)} required={props.required} hint={props.hint}>
      <Input value={value ?? ""} onChange={(e) => onChange({ [key]: e.target.value } as Partial<ContentBlock>)} />
    </Field>
  );
  switch (block.type) {
    case "rich_text":
      return (
        <Field label={f("body")} required>
          {(props) => (
            <RichTextEditor
              {...props}
              value={block.body}
              onChange={(body) => onChange({ body })}
              labels={t("editor.richText", { returnObjects: true }) as never}
            />
          )}
        </Field>
      );
    case "image":
      return (
        <>
          {text("url", block.url, { required: true })}
          {imagePicker?.((image) => onChange({ url: image.url, alt: image.alt }))}
          {text("alt", block.alt, { required: true })}
          {text("caption", block.caption)}
        </>
      );
    case "call_to_action":
      return (
        <>
          {text("title", block.title, { required: true })}
          <Field label={f("description")}>
            <Textarea value={block.description ?? ""} onChange={(e) => onChange({ description: e.target.value })} />
          </Field>
          {text("label", block.label, { required: true })}
          {text("href", block.href, { required: true })}
        </>
      );
    case "vacancy_list":
      return (
        <>
          {text("title", block.title)}
          {text("query", block.query, { hint: f("queryHint") })}
          <Field label={f("limit")}>
            <Input
              type="number"
              min={1}
              max={12}
              value={String(block.limit)}
              onChange={(e) => onChange({ limit: Math.max(1, Math.min(12, Number(e.target.value) || 1)) })}
            />
          </Field>
        </>
      );
    case "faq":
      return (
        <>
          {text("title", block.title)}
          {block.items.map((item, i) => (
            <fieldset key={i} className="flex flex-col gap-3 rounded-lg border border-border p-3">
              <legend className="px-1 text-sm font-semibold">
                {f("question")} {i + 1}
              </legend>
              <Field label={f("question")} required>
                <Input
                  value={item.question}
                  onChange={(e) =>
                    onChange({
                      items: block.items.map((it, j) => (j === i ? { ...it, question: e.target.value } : it)),
                    })
                  }
                />
              </Field>
              <Field label={f("answer")} required>
                <Textarea
                  value={item.body}
                  onChange={(e) =>
                    onChange({ items: block.items.map((it, j) => (j === i ? { ...it, body: e.target.value } : it)) })
                  }
                />
              </Field>
              {block.items.length > 1 ? (
                <Button
                  variant="outline"
                  size="sm"
                  className="self-start"
                  onClick={() => onChange({ items: block.items.filter((_, j) => j !== i) })}
                >
                  {t("editor.blockFields.removeQuestion", { n: i + 1 })}
                </Button>
              ) : null}
            </fieldset>
          ))}
          <Button
            variant="outline"
            size="sm"
            className="self-start"
            icon={<Plus aria-hidden />}
            onClick={() => onChange({ items: [...block.items, { question: "", body: "" }] })}
          >
            {f("addQuestion")}
          </Button>
        </>
      );
    case "contact":
      return (
        <>
          {text("title", block.title)}
          <Field label={f("description")}>
            <Textarea value={block.description ?? ""} onChange={(e) => onChange({ description: e.target.value })} />
          </Field>
        </>
      );
  }
}

/**
 * /content?edit=<id> (and ?edit=new): a page's fields and its blocks. Every action works by
 * keyboard: add a block of a type, move it up or down, remove it; the change is announced and
 * the focus stays on the moved block's button.
 */
export function ContentEditorScreen({
  status,
  page,
  onSave,
  onRetry,
  renderPreview,
  backHref,
  linkComponent: Link = PlainLink,
  imagePicker,
}: ContentEditorScreenProps) {
  const { t } = useTranslation("content");
  const [values, setValues] = useState<ContentPageValues>(() => valuesOf(page));
  const [loadedId, setLoadedId] = useState(page?.id);
  if (page && page.id !== loadedId) {
    setLoadedId(page.id);
    setValues(valuesOf(page));
  }
  const [newType, setNewType] = useState<BlockType>("rich_text");
  const [announcement, setAnnouncement] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const [preview, setPreview] = useState(false);
  const blockRefs = useRef(new Map<string, HTMLElement>());
  const typeId = useId();

  if (status === "loading")
    return (
      <SkeletonGroup label={t("editor.loading")} className="flex flex-col gap-4">
        <Skeleton height="2.5rem" width="50%" />
        <Skeleton height="12rem" />
      </SkeletonGroup>
    );
  if (status === "error") return <Notice retry={{ label: t("retry"), onRetry }}>{t("editor.failed")}</Notice>;

  const set = (change: Partial<ContentPageValues>) => setValues((v) => ({ ...v, ...change }));
  const typeName = (type: string) => t(`blockTypes.${type}`);
  const move = (from: number, to: number) => {
    const block = values.blocks[from]!;
    set({ blocks: moveBlock(values.blocks, from, to) });
    setAnnouncement(t("editor.moved", { n: from + 1, to: to + 1 }));
    // The focus follows the block to its new place (the button pressed may now be disabled).
    requestAnimationFrame(() =>
      blockRefs.current
        .get(block.id!)
        ?.querySelector<HTMLElement>(`[data-move="${to < from ? "up" : "down"}"]:not(:disabled), h3`)
        ?.focus(),
    );
  };
  const save = async (publish: boolean) => {
    setSaving(true);
    setFailed(false);
    setErrors({});
    try {
      await onSave(values, publish);
    } catch (error) {
      setFailed(true);
      setErrors((error as SaveFailure).fieldErrors ?? {});
    } finally {
      setSaving(false);
    }
  };
  const field = (name: keyof ContentPageValues, props: { required?: boolean; hint?: string; long?: boolean } = {}) => (
    <Field label={t(`editor.fields.${name}`)} required={props.required} hint={props.hint} error={errors[name]}>
      {props.long ? (
        <Textarea value={String(values[name])} onChange={(e) => set({ [name]: e.target.value })} />
      ) : (
        <Input value={String(values[name])} onChange={(e) => set({ [name]: e.target.value })} />
      )}
    </Field>
  );

  return (
    <div className="flex flex-col gap-8" data-testid="content-editor">
      <div className="flex flex-col gap-2">
        <Link href={backHref} className="text-link underline underline-offset-4">
          {t("editor.back")}
        </Link>
        <h1 className="text-3xl font-bold tracking-tight">{page ? t("editor.editTitle") : t("editor.newTitle")}</h1>
      </div>
      <div className="sr-only" aria-live="polite">
        {announcement}
      </div>
      {failed ? <Notice>{errors.blocks ?? t("editor.saveFailed")}</Notice> : null}
      <div className="flex flex-col gap-4">
        {field("title", { required: true })}
        {field("slug", { hint: t("editor.fields.slugHint") })}
        {field("summary", { hint: t("editor.fields.summaryHint"), long: true })}
        {field("heroImageUrl")}
        {imagePicker?.((image) => set({ heroImageUrl: image.url, heroImageAlt: image.alt }))}
        {field("heroImageAlt")}
        {field("seoDescription", { hint: t("editor.fields.seoDescriptionHint"), long: true })}
      </div>
      <section aria-labelledby="blocks-title" className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <h2 id="blocks-title" className="text-2xl font-semibold">
            {t("editor.blocks")}
          </h2>
          <p className="text-fg-muted">{t("editor.blocksHint")}</p>
        </div>
        {values.blocks.length === 0 ? <p>{t("editor.noBlocks")}</p> : null}
        <ol className="flex flex-col gap-4">
          {values.blocks.map((block, i) => (
            <li
              key={block.id}
              ref={(el) => {
                if (el) blockRefs.current.set(block.id!, el);
                else blockRefs.current.delete(block.id!);
              }}
              className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4"
              data-block-editor={block.type}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="text-lg font-semibold" tabIndex={-1}>
                  {t("editor.blockLabel", { n: i + 1, type: typeName(block.type) })}
                </h3>
                <div className="flex gap-2">
                  <ReorderButtons
                    index={i}
                    count={values.blocks.length}
                    upText={t("editor.moveUp")}
                    downText={t("editor.moveDown")}
                    upLabel={`${t("editor.moveUp")}: ${t("editor.blockLabel", { n: i + 1, type: typeName(block.type) })}`}
                    downLabel={`${t("editor.moveDown")}: ${t("editor.blockLabel", { n: i + 1, type: typeName(block.type) })}`}
                    onMove={(to) => move(i, to)}
                  />
                  <Button
                    variant="danger"
                    size="sm"
                    icon={<Trash2 aria-hidden />}
                    onClick={() => {
                      set({ blocks: values.blocks.filter((_, j) => j !== i) });
                      setAnnouncement(t("editor.removed"));
                    }}
                    aria-label={`${t("editor.remove")}: ${t("editor.blockLabel", { n: i + 1, type: typeName(block.type) })}`}
                  >
                    {t("editor.remove")}
                  </Button>
                </div>
              </div>
              <BlockFields
                block={block}
                imagePicker={imagePicker}
                onChange={(change) =>
                  set({
                    blocks: values.blocks.map((b, j) => (j === i ? ({ ...b, ...change } as ContentBlock) : b)),
                  })
                }
              />
            </li>
          ))}
        </ol>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex flex-col gap-1">
            <label htmlFor={typeId} className="font-medium">
              {t("editor.blockType")}
            </label>
            <Select
              id={typeId}
              value={newType}
              onChange={(e) => setNewType(e.target.value as BlockType)}
              options={BLOCK_TYPES.map((type) => ({ value: type, label: typeName(type) }))}
            />
          </div>
          <Button
            variant="outline"
            icon={<Plus aria-hidden />}
            onClick={() => {
              set({ blocks: [...values.blocks, emptyBlock(newType)] });
              setAnnouncement(t("editor.added", { type: typeName(newType) }));
            }}
          >
            {t("editor.addBlock")}
          </Button>
        </div>
      </section>
      <div className="flex flex-wrap gap-3 border-t border-border pt-6">
        <Button loading={saving} onClick={() => void save(false)}>
          {t("editor.save")}
        </Button>
        <Button variant="secondary" loading={saving} onClick={() => void save(true)}>
          {t("editor.saveAndPublish")}
        </Button>
        <Button
          variant="outline"
          icon={<Eye aria-hidden />}
          aria-expanded={preview}
          onClick={() => setPreview((p) => !p)}
        >
          {preview ? t("editor.closePreview") : t("editor.preview")}
        </Button>
      </div>
      {preview ? (
        <section
          aria-label={t("editor.preview")}
          className="overflow-hidden rounded-xl border-2 border-dashed border-border-strong bg-white text-black"
          data-testid="content-preview"
        >
          {renderPreview(values)}
        </section>
      ) : null}
    </div>
  );
}
