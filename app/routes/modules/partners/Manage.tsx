import { PartnersManageScreen } from "@features/partners/PartnersManageScreen.tsx";
import { usePartnerManagement } from "./api.ts";

/** /content/partners: center staff manage the partners and their order. */
export default function PartnersManage() {
  const { list, save, move, remove, upload } = usePartnerManagement();
  return (
    <PartnersManageScreen
      state={list.isPending ? "loading" : list.isError ? "failed" : "ready"}
      partners={list.data ?? []}
      onSave={save}
      onMove={move}
      onDelete={remove}
      onUpload={upload}
      onRetry={() => void list.refetch()}
    />
  );
}
