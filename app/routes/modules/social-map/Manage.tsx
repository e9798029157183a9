import { SocialMapManageScreen } from "@features/social-map/SocialMapManageScreen.tsx";
import { RouterLink } from "../../../layouts/RouterLink.tsx";
import { useSocialMapManagement } from "./api.ts";

/** /content/sociale-kaart: center staff manage the places of the social map. */
export default function SocialMapManage() {
  const { list, save, remove } = useSocialMapManagement();
  return (
    <SocialMapManageScreen
      state={list.isPending ? "loading" : list.isError ? "failed" : "ready"}
      entries={list.data?.entries ?? []}
      onSave={save}
      onDelete={remove}
      hrefFor={(e) => `/sociale-kaart/${e.id}`}
      onRetry={() => void list.refetch()}
      linkComponent={RouterLink}
    />
  );
}
