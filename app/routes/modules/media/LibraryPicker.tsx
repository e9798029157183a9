import { useState } from "react";
import { useTranslation } from "react-i18next";
import { uploadVariantUrl } from "@contract/vacancies.ts";
import { ImageLibraryPicker } from "@ui/ImageLibraryPicker/ImageLibraryPicker.tsx";
import { creditLine, useStockImages } from "./api.ts";

/** An image chosen from the library: its address and its description (the alt text to use). */
export interface ChosenImage {
  url: string;
  alt: string;
}

/**
 * "Choose from the library" for a form that picks an image (a page's hero, an image block, a news
 * item, a vacancy): the library is loaded when the dialog opens.
 */
export function LibraryPicker({ onChoose }: { onChoose: (image: ChosenImage) => void }) {
  const { t } = useTranslation("media");
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const list = useStockImages(query, "", { enabled: open, size: 60 });
  const images = (list.data?.images ?? []).map((image) => ({
    id: image.id,
    url: image.url,
    thumbnailUrl: uploadVariantUrl(image.url, 320),
    alt: image.alt,
    credit: creditLine(image, t("stock.credit", { author: "" }).replace(/:.*$/, "")),
  }));
  return (
    <ImageLibraryPicker
      buttonLabel={t("stock.picker.button")}
      title={t("stock.picker.title")}
      description={t("stock.picker.description")}
      searchLabel={t("stock.picker.search")}
      closeLabel={t("stock.picker.close")}
      loadingLabel={t("loading")}
      emptyLabel={t("stock.picker.empty")}
      failedLabel={t("stock.picker.failed")}
      retryLabel={t("retry")}
      chooseLabel={(image) => t("stock.picker.choose", { alt: image.alt })}
      state={list.isPending ? "loading" : list.isError ? "failed" : "ready"}
      images={images}
      query={query}
      onQueryChange={setQuery}
      onRetry={() => void list.refetch()}
      onOpenChange={setOpen}
      onChoose={(image) => onChoose({ url: image.url, alt: image.alt })}
    />
  );
}

/** The render prop the content and news screens take: a picker that hands the choice to `choose`. */
export const renderLibraryPicker = (choose: (image: ChosenImage) => void) => <LibraryPicker onChoose={choose} />;
