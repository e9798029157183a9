import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { SAVED_SEARCH_NAME_MAX, type SavedSearchQuery } from "@contract/saved-searches.ts";
import { Button } from "@ui/Button/Button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@ui/Dialog/Dialog.tsx";
import { Input } from "@ui/Input/Input.tsx";
import type { LinkComponent } from "@ui/lib/link.ts";
import { searchSummary } from "./model.ts";

export interface SaveSearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  query: SavedSearchQuery;
  onSave: (name: string) => Promise<void>;
  savedHref: string;
  linkComponent: LinkComponent;
}

/** The name of the search to save (its summary to start with), then a confirmation with the way to the profile's list. */
export default function SaveSearchDialog({
  open,
  onOpenChange,
  query,
  onSave,
  savedHref,
  linkComponent: Link,
}: SaveSearchDialogProps) {
  const { t, i18n } = useTranslation("saved-searches");
  const uid = useId();
  const summary = searchSummary(query, t, i18n.language);
  const [name, setName] = useState(summary);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [saved, setSaved] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = name.trim();
    if (!value) {
      setError(t("save.nameRequired"));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await onSave(value);
      setSaved(true);
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : t("save.failed"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        // A next opening saves the search as it is then.
        if (!next) {
          setSaved(false);
          setError(undefined);
          setName(summary);
        }
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("save.title")}</DialogTitle>
          <DialogDescription>{t("save.intro")}</DialogDescription>
        </DialogHeader>
        {saved ? (
          <div className="flex flex-col gap-4">
            <p role="status" className="m-0 font-medium">
              {t("save.saved")}
            </p>
            <DialogFooter>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                {t("save.close")}
              </Button>
              <Button asChild>
                <Link href={savedHref}>{t("save.open")}</Link>
              </Button>
            </DialogFooter>
          </div>
        ) : (
          <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-3">
            <p className="m-0 text-sm text-fg-muted">
              {t("save.searchFor")}: <span className="text-fg">{summary}</span>
            </p>
            <label htmlFor={`${uid}-name`} className="font-semibold">
              {t("save.name")}
            </label>
            <Input
              id={`${uid}-name`}
              value={name}
              maxLength={SAVED_SEARCH_NAME_MAX}
              onChange={(e) => setName(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${uid}-hint${error ? ` ${uid}-error` : ""}`}
            />
            <p id={`${uid}-hint`} className="m-0 text-sm text-fg-muted">
              {t("save.nameHint")}
            </p>
            <div role="alert" className="empty:hidden">
              {error ? (
                <p id={`${uid}-error`} className="m-0 text-sm font-medium text-danger-fg">
                  {error}
                </p>
              ) : null}
            </div>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                {t("save.cancel")}
              </Button>
              <Button type="submit" loading={busy}>
                {t("save.submit")}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
