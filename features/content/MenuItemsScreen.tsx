import { GripVertical, Pencil, Plus, Trash2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { MENU_LOCATIONS, MENU_TARGET_TYPES, type MenuLocation, type MenuTargetType } from "@contract/content.ts";
import { Button } from "@ui/Button/Button.tsx";
import { ConfirmDialog } from "@ui/Dialog/Dialog.tsx";
import { Field } from "@ui/Field/Field.tsx";
import { Input } from "@ui/Input/Input.tsx";
import { Notice } from "@ui/Notice/Notice.tsx";
import { ReorderButtons } from "@ui/ReorderButtons/ReorderButtons.tsx";
import { Skeleton, SkeletonGroup } from "@ui/Skeleton/Skeleton.tsx";
import { Select } from "./Select.tsx";
import type { ContentPage, LoadState, MenuItem } from "./types.ts";

/** The product's routes a menu item may point to (their names are in the 'content' messages). */
export const MENU_ROUTES = [
  "/vacancies/search",
  "/nieuws",
  "/partners",
  "/activiteitenkalender",
  "/sociale-kaart",
  "/signup",
  "/organizations/signup",
  "/contactformulier",
] as const;

export interface MenuItemValues {
  label: string;
  location: MenuLocation;
  targetType: MenuTargetType;
  contentPageId: string;
  url: string;
  parentId: string;
}

export type MenuSaveFailure = Error & { fieldErrors?: Record<string, string> };

export interface MenuItemsScreenProps {
  status: LoadState;
  items: MenuItem[];
  pages: Pick<ContentPage, "id" | "title">[];
  /** Creates (no id) or changes an item. */
  onSave: (values: MenuItemValues, id?: string) => Promise<void>;
  /** Puts the item at a new place among its siblings (0-based). */
  onMove: (item: MenuItem, position: number) => void;
  onRemove: (item: MenuItem) => void;
  onRetry: () => void;
}

const blank = (location: MenuLocation): MenuItemValues => ({
  label: "",
  location,
  targetType: "page",
  contentPageId: "",
  url: "",
  parentId: "",
});

function ItemForm({
  initial,
  items,
  pages,
  editing,
  onSave,
  onCancel,
}: {
  initial: MenuItemValues;
  items: MenuItem[];
  pages: MenuItemsScreenProps["pages"];
  editing?: MenuItem;
  onSave: (values: MenuItemValues) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation("content");
  const [v, setV] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const set = (change: Partial<MenuItemValues>) => setV((x) => ({ ...x, ...change }));
  const f = (key: string) => t(`menu.fields.${key}`);
  const parents = items.filter((i) => i.location === v.location && !i.parentId && i.id !== editing?.id);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSaving(true);
    setErrors({});
    try {
      await onSave(v);
    } catch (error) {
      setErrors((error as MenuSaveFailure).fieldErrors ?? { label: t("menu.saveFailed") });
    } finally {
      setSaving(false);
    }
  };
  return (
    <form
      onSubmit={(e) => void submit(e)}
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4"
      data-testid="menu-item-form"
    >
      <Field label={f("label")} required error={errors.label}>
        <Input value={v.label} onChange={(e) => set({ label: e.target.value })} maxLength={60} />
      </Field>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <Field label={f("location")} error={errors.location}>
          <Select
            value={v.location}
            onChange={(e) => set({ location: e.target.value as MenuLocation, parentId: "" })}
            options={MENU_LOCATIONS.map((l) => ({ value: l, label: t(`menu.${l}`) }))}
          />
        </Field>
        <Field label={f("parent")} error={errors.parentId}>
          <Select
            value={v.parentId}
            onChange={(e) => set({ parentId: e.target.value })}
            options={[{ value: "", label: f("noParent") }, ...parents.map((p) => ({ value: p.id, label: p.label }))]}
          />
        </Field>
        <Field label={f("targetType")} error={errors.targetType}>
          <Select
            value={v.targetType}
            onChange={(e) =>
              set({
                targetType: e.target.value as MenuTargetType,
                url: e.target.value === "route" ? MENU_ROUTES[0] : "",
              })
            }
            options={MENU_TARGET_TYPES.map((type) => ({ value: type, label: t(`menu.targets.${type}`) }))}
          />
        </Field>
        {v.targetType === "page" ? (
          <Field label={f("page")} required error={errors.contentPageId}>
            <Select
              value={v.contentPageId}
              onChange={(e) => set({ contentPageId: e.target.value })}
              options={[{ value: "", label: f("choosePage") }, ...pages.map((p) => ({ value: p.id, label: p.title }))]}
            />
          </Field>
        ) : v.targetType === "route" ? (
          <Field label={f("route")} required error={errors.url}>
            <Select
              value={v.url}
              onChange={(e) => set({ url: e.target.value })}
              options={MENU_ROUTES.map((r) => ({ value: r, label: t(`menu.routes.${r}`) }))}
            />
          </Field>
        ) : (
          <Field label={f("url")} hint={f("urlHint")} required error={errors.url}>
            <Input type="url" value={v.url} onChange={(e) => set({ url: e.target.value })} />
          </Field>
        )}
      </div>
      <div className="flex gap-3">
        <Button type="submit" loading={saving}>
          {t("menu.save")}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t("menu.cancel")}
        </Button>
      </div>
    </form>
  );
}

/**
 * /content/menu-items: the header and footer menus; add, edit, reorder (by the arrow buttons, so by
 * keyboard, or by dragging an item onto another of the same menu and level), remove.
 */
export function MenuItemsScreen({ status, items, pages, onSave, onMove, onRemove, onRetry }: MenuItemsScreenProps) {
  const { t } = useTranslation("content");
  const [form, setForm] = useState<{ location: MenuLocation; item?: MenuItem } | null>(null);
  const [removing, setRemoving] = useState<MenuItem | null>(null);
  // Dragging (a mouse's alternative to the arrow buttons): within one menu and one level only.
  const [dragging, setDragging] = useState<MenuItem | null>(null);
  const [dropTarget, setDropTarget] = useState<string | null>(null);
  if (status === "loading")
    return (
      <SkeletonGroup label={t("menu.loading")} className="flex flex-col gap-3">
        <Skeleton height="3rem" />
        <Skeleton height="3rem" />
      </SkeletonGroup>
    );
  if (status === "error") return <Notice retry={{ label: t("retry"), onRetry }}>{t("menu.failed")}</Notice>;

  const sameGroup = (a: MenuItem, b: MenuItem) =>
    a.location === b.location && (a.parentId ?? "") === (b.parentId ?? "");
  const row = (item: MenuItem, siblings: MenuItem[], index: number, child: boolean) => (
    // Dragging is the mouse's alternative; the arrow buttons in the row do the same by keyboard.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      key={item.id}
      className={[
        child ? "ms-6 border-s-2 border-border ps-4" : "",
        dragging?.id === item.id ? "opacity-60" : "",
        dropTarget === item.id ? "outline-2 outline-offset-2 outline-primary-600 outline-dashed" : "",
      ].join(" ")}
      data-menu-item={item.label}
      draggable
      onDragStart={(e) => {
        e.stopPropagation();
        e.dataTransfer.effectAllowed = "move";
        e.dataTransfer.setData("text/plain", item.id);
        setDragging(item);
      }}
      onDragOver={(e) => {
        if (!dragging || !sameGroup(dragging, item)) return;
        e.preventDefault();
        e.stopPropagation();
        e.dataTransfer.dropEffect = "move";
        if (dropTarget !== item.id) setDropTarget(item.id);
      }}
      onDragLeave={() => setDropTarget((target) => (target === item.id ? null : target))}
      onDrop={(e) => {
        if (!dragging || !sameGroup(dragging, item)) return;
        e.preventDefault();
        e.stopPropagation();
        if (dragging.id !== item.id) onMove(dragging, index);
        setDragging(null);
        setDropTarget(null);
      }}
      onDragEnd={() => {
        setDragging(null);
        setDropTarget(null);
      }}
    >
      <div className="flex flex-col gap-2 py-3 md:flex-row md:items-center">
        <GripVertical aria-hidden className="hidden size-5 shrink-0 cursor-grab text-fg-muted md:block" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold">{item.label}</p>
          <p className="truncate text-sm text-fg-muted">{item.href}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ReorderButtons
            index={index}
            count={siblings.length}
            upLabel={t("menu.moveUp", { label: item.label })}
            downLabel={t("menu.moveDown", { label: item.label })}
            onMove={(to) => onMove(item, to)}
          />
          <Button
            variant="outline"
            size="sm"
            icon={<Pencil aria-hidden />}
            onClick={() => setForm({ location: item.location, item })}
          >
            {t("menu.edit")}
          </Button>
          <Button variant="danger" size="sm" icon={<Trash2 aria-hidden />} onClick={() => setRemoving(item)}>
            {t("menu.remove")}
          </Button>
        </div>
      </div>
      {form?.item?.id === item.id ? (
        <ItemForm
          initial={{
            label: item.label,
            location: item.location,
            targetType: item.targetType,
            contentPageId: item.contentPageId ?? "",
            url: item.url ?? "",
            parentId: item.parentId ?? "",
          }}
          items={items}
          pages={pages}
          editing={item}
          onSave={async (v) => {
            await onSave(v, item.id);
            setForm(null);
          }}
          onCancel={() => setForm(null)}
        />
      ) : null}
    </li>
  );

  return (
    <div className="flex flex-col gap-8" data-testid="menu-items">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{t("menu.title")}</h1>
        <p className="text-fg-muted">{t("menu.description")}</p>
      </div>
      {MENU_LOCATIONS.map((location) => {
        const own = items.filter((i) => i.location === location);
        const top = own.filter((i) => !i.parentId);
        return (
          <section key={location} aria-labelledby={`menu-${location}`} className="flex flex-col gap-3">
            <h2 id={`menu-${location}`} className="text-2xl font-semibold">
              {t(`menu.${location}`)}
            </h2>
            {top.length === 0 ? <p>{t("menu.empty")}</p> : null}
            <ul className="flex flex-col divide-y divide-border" aria-labelledby={`menu-${location}`}>
              {top.map((item, i) => {
                const children = own.filter((c) => c.parentId === item.id);
                return (
                  <li key={item.id}>
                    <ul>
                      {row(item, top, i, false)}
                      {children.map((c, j) => row(c, children, j, true))}
                    </ul>
                  </li>
                );
              })}
            </ul>
            {form?.location === location && !form.item ? (
              <ItemForm
                initial={blank(location)}
                items={items}
                pages={pages}
                onSave={async (v) => {
                  await onSave(v);
                  setForm(null);
                }}
                onCancel={() => setForm(null)}
              />
            ) : (
              <Button
                variant="outline"
                className="self-start"
                icon={<Plus aria-hidden />}
                onClick={() => setForm({ location })}
              >
                {t("menu.add")}
              </Button>
            )}
          </section>
        );
      })}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? null : setRemoving(null))}
        title={t("menu.confirmRemoveTitle", { label: removing?.label ?? "" })}
        description={t("menu.confirmRemoveText")}
        confirmLabel={t("menu.remove")}
        cancelLabel={t("menu.cancel")}
        onConfirm={() => {
          if (removing) onRemove(removing);
          setRemoving(null);
        }}
      />
    </div>
  );
}
