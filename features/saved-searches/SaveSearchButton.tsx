import { BookmarkPlus } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import type { SavedSearchQuery } from "@contract/saved-searches.ts";
import { Button } from "@ui/Button/Button.tsx";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";
import { withMerge } from "@ui/lib/cn.ts";

/** The dialog's code comes when it is first wanted: the vacancy bank's first load stays as it was. */
const loadDialog = withMerge(() => import("./SaveSearchDialog.tsx"));
const SaveSearchDialog = lazy(loadDialog);

export interface SaveSearchButtonProps {
  /** The bank's current search (words and filters; order and page are not saved). */
  query: SavedSearchQuery;
  /** Visitors are led to sign in, and back to this search. */
  signedIn: boolean;
  signInHref: string;
  /** Saves under this name; rejects with an Error whose message says why. */
  onSave: (name: string) => Promise<void>;
  /** The profile's list of saved searches. */
  savedHref: string;
  linkComponent?: LinkComponent;
  /** Open at first (stories). */
  defaultOpen?: boolean;
}

/** "Bewaar deze zoekopdracht" on the vacancy bank: a name (a summary of the search to start with), then saved. */
export function SaveSearchButton({
  query,
  signedIn,
  signInHref,
  onSave,
  savedHref,
  linkComponent: Link = PlainLink,
  defaultOpen = false,
}: SaveSearchButtonProps) {
  const { t } = useTranslation("saved-searches");
  const [open, setOpen] = useState(defaultOpen);
  const [wanted, setWanted] = useState(defaultOpen);
  const warm = () => void loadDialog().catch(() => {});

  if (!signedIn)
    return (
      <Button asChild variant="outline" icon={<BookmarkPlus aria-hidden="true" />}>
        <Link href={signInHref}>{t("save.button")}</Link>
      </Button>
    );

  return (
    <>
      <Button
        variant="outline"
        icon={<BookmarkPlus aria-hidden="true" />}
        aria-haspopup="dialog"
        onPointerEnter={warm}
        onFocus={warm}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {t("save.button")}
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <SaveSearchDialog
            // A changed search starts with its own summary as the name.
            key={JSON.stringify(query)}
            open={open}
            onOpenChange={setOpen}
            query={query}
            onSave={onSave}
            savedHref={savedHref}
            linkComponent={Link}
          />
        </Suspense>
      ) : null}
    </>
  );
}
