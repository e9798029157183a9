import { useState } from "react";
import { useTranslation } from "react-i18next";
import { StockImagesScreen } from "@features/media/StockImagesScreen.tsx";
import { useStockImageManagement, useStockImages } from "./api.ts";

/** /content/stock-images: the center's image library. */
export default function StockImages() {
  const { i18n } = useTranslation();
  const [query, setQuery] = useState("");
  const [tag, setTag] = useState("");
  const list = useStockImages(query, tag);
  const { upload, create, update, remove } = useStockImageManagement();
  return (
    <StockImagesScreen
      state={list.isPending ? "loading" : list.isError ? "failed" : "ready"}
      images={list.data?.images ?? []}
      tags={list.data?.tags ?? []}
      total={list.data?.total ?? 0}
      query={query}
      tag={tag}
      onQueryChange={setQuery}
      onTagChange={setTag}
      onUpload={upload}
      onCreate={create}
      onUpdate={update}
      onDelete={remove}
      onRetry={() => void list.refetch()}
      locale={i18n.language}
    />
  );
}
