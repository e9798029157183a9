import { NewsManageScreen } from "@features/news/NewsManageScreen.tsx";
import { RouterLink } from "../../../layouts/RouterLink.tsx";
import { renderLibraryPicker } from "../media/LibraryPicker.tsx";
import { useNewsManagement } from "./api.ts";

/** /content/news: center staff manage the news. */
export default function NewsManage() {
  const { list, save, remove, upload } = useNewsManagement();
  return (
    <NewsManageScreen
      state={list.isPending ? "loading" : list.isError ? "failed" : "ready"}
      items={list.data?.items ?? []}
      onSave={save}
      onDelete={remove}
      onUpload={upload}
      onRetry={() => void list.refetch()}
      linkComponent={RouterLink}
      imagePicker={renderLibraryPicker}
    />
  );
}
