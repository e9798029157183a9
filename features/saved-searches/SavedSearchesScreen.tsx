import { BookmarkX, Search, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatLongDate } from "@contract/amsterdam-time.ts";
import { Button } from "@ui/Button/Button.tsx";
import { EmptyState } from "@ui/EmptyState/EmptyState.tsx";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";
import { Notice } from "@ui/Notice/Notice.tsx";
import { ReasonDialog } from "@ui/ReasonDialog/ReasonDialog.tsx";
import { Skeleton, SkeletonGroup } from "@ui/Skeleton/Skeleton.tsx";
import { useToast } from "@ui/Toast/Toast.tsx";
import { searchSummary, type SavedSearch } from "./model.ts";

export interface SavedSearchesScreenProps {
  state: "loading" | "failed" | "ready";
  searches: readonly SavedSearch[];
  /** How many one may keep (the list says how many are used). */
  max: number;
  /** Deletes one (DELETE /api/v1/saved_searches/{id}); rejects to keep it. */
  onDelete: (search: SavedSearch) => Promise<void>;
  onRetry?: () => void;
  /** The vacancy bank (where searches are made and saved). */
  searchHref: string;
  /** Where the periodic vacancy mail is chosen. */
  periodicMailHref: string;
  linkComponent?: LinkComponent;
}

/** A day as "20 november 2026" in the user's language. */
function day(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return formatLongDate(date, language);
}

/** /profile-edit/zoekopdrachten: the person's saved searches, each to open in the bank or to delete. */
export function SavedSearchesScreen({
  state,
  searches,
  max,
  onDelete,
  onRetry,
  searchHref,
  periodicMailHref,
  linkComponent: Link = PlainLink,
}: SavedSearchesScreenProps) {
  const { t, i18n } = useTranslation("saved-searches");
  const { toast } = useToast();
  const [pending, setPending] = useState<SavedSearch | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  let body;
  if (state === "loading")
    body = (
      <SkeletonGroup label={t("list.loading")} className="flex flex-col gap-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4">
            <Skeleton variant="text" className="text-lg" width="50%" />
            <Skeleton variant="text" width="80%" />
          </div>
        ))}
      </SkeletonGroup>
    );
  else if (state === "failed") body = <Notice retry={{ label: t("list.retry"), onRetry }}>{t("list.failed")}</Notice>;
  else if (searches.length === 0)
    body = (
      <EmptyState
        bordered
        headingLevel={2}
        icon={<BookmarkX />}
        title={t("list.emptyTitle")}
        description={t("list.emptyHint")}
        action={
          <Button asChild icon={<Search aria-hidden="true" />}>
            <Link href={searchHref}>{t("list.toSearch")}</Link>
          </Button>
        }
      />
    );
  else
    body = (
      <>
        <p className="m-0 text-sm text-fg-muted">{t("list.count", { count: searches.length, max })}</p>
        <ul className="m-0 flex list-none flex-col gap-3 p-0">
          {searches.map((s) => (
            <li
              key={s.id}
              data-slot="saved-search"
              className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="flex min-w-0 flex-col gap-1">
                <h2 className="m-0 text-lg font-semibold break-words">{s.name}</h2>
                <p className="m-0 break-words text-fg-muted">{searchSummary(s.query, t, i18n.language)}</p>
                <p className="m-0 text-sm text-fg-muted">
                  {t("list.savedOn", { date: day(s.createdAt, i18n.language) })}
                </p>
              </div>
              <div className="flex shrink-0 flex-wrap gap-2">
                <Button asChild variant="outline" icon={<Search aria-hidden="true" />}>
                  <Link href={s.searchPath} aria-label={t("list.openLabel", { name: s.name })}>
                    {t("list.open")}
                  </Link>
                </Button>
                <Button
                  variant="ghost"
                  icon={<Trash2 aria-hidden="true" />}
                  aria-label={t("list.deleteLabel", { name: s.name })}
                  onClick={() => {
                    setError(undefined);
                    setPending(s);
                  }}
                >
                  {t("list.delete")}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </>
    );

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 py-4">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{t("list.title")}</h1>
        <p className="m-0 text-fg-muted">{t("list.intro")}</p>
        <p className="m-0">
          <Link href={periodicMailHref} className="font-medium text-link underline underline-offset-4">
            {t("list.periodicMail")}
          </Link>
        </p>
      </div>
      {body}
      <ReasonDialog
        open={pending !== null}
        onOpenChange={(isOpen) => !isOpen && !busy && setPending(null)}
        title={t("list.deleteTitle")}
        description={pending ? t("list.deleteDescription", { name: pending.name }) : ""}
        confirmLabel={t("list.deleteConfirm")}
        cancelLabel={t("save.cancel")}
        variant="danger"
        pending={busy}
        error={error}
        onConfirm={() => {
          if (!pending) return;
          const target = pending;
          setBusy(true);
          onDelete(target)
            .then(() => {
              setPending(null);
              toast({ title: t("list.deleted", { name: target.name }), tone: "success" });
            })
            .catch(() => setError(t("list.deleteFailed")))
            .finally(() => setBusy(false));
        }}
      />
    </div>
  );
}
