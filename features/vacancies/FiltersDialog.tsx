import { useTranslation } from "react-i18next";
import type { VacancySearchParams } from "@contract/vacancies.ts";
import { Button } from "@ui/Button/Button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@ui/Dialog/Dialog.tsx";
import { formatNumber } from "./format.ts";
import { SearchFilters } from "./SearchFilters.tsx";

export interface FiltersDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  params: VacancySearchParams;
  onParamsChange: (params: VacancySearchParams) => void;
  /** The number of results, once the search has answered. */
  totalCount?: number;
}

/**
 * The vacancy bank's filters in a dialog, for screens too narrow for the filter column. Its own
 * module: the dialog's code (Radix Dialog, focus trap, scroll lock) comes when it is first opened,
 * not with the front door.
 */
export default function FiltersDialog({ open, onOpenChange, params, onParamsChange, totalCount }: FiltersDialogProps) {
  const { t, i18n } = useTranslation("vacancies");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("close")} size="md">
        <DialogHeader>
          <DialogTitle>{t("search.filters")}</DialogTitle>
          <DialogDescription>{t("search.filtersHint")}</DialogDescription>
        </DialogHeader>
        <SearchFilters params={params} onParamsChange={onParamsChange} />
        <Button onClick={() => onOpenChange(false)}>
          {totalCount !== undefined
            ? t("search.showResults", { count: totalCount, formatted: formatNumber(totalCount, i18n.language) })
            : t("close")}
        </Button>
      </DialogContent>
    </Dialog>
  );
}
