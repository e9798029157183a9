import { useTranslation } from "react-i18next";
import { SAVED_SEARCH_NAME_MAX, type SavedSearchQuery } from "@contract/saved-searches.ts";
import type { LinkComponent } from "@ui/lib/link.ts";
import { PromptDialog } from "@ui/PromptDialog/PromptDialog.tsx";
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
  const summary = searchSummary(query, t, i18n.language);
  return (
    <PromptDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("save.title")}
      description={t("save.intro")}
      label={t("save.name")}
      hint={t("save.nameHint")}
      defaultValue={summary}
      maxLength={SAVED_SEARCH_NAME_MAX}
      requiredMessage={t("save.nameRequired")}
      submitLabel={t("save.submit")}
      cancelLabel={t("save.cancel")}
      onSubmit={onSave}
      failureMessage={(e) => (e instanceof Error && e.message ? e.message : t("save.failed"))}
      doneMessage={t("save.saved")}
      doneCloseLabel={t("save.close")}
      doneAction={() => <Link href={savedHref}>{t("save.open")}</Link>}
    >
      <p className="m-0 text-sm text-fg-muted">
        {t("save.searchFor")}: <span className="text-fg">{summary}</span>
      </p>
    </PromptDialog>
  );
}
