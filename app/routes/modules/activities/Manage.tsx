import { ActivityManageScreen } from "@features/activities/ActivityManageScreen.tsx";
import { RouterLink } from "../../../layouts/RouterLink.tsx";
import { useActivityManagement } from "./api.ts";
import { activityHref } from "./paths.ts";

/** /activiteitenkalender/beheer: center staff manage the activity calendar. */
export default function ActivityManage() {
  const { list, organizations, save, remove } = useActivityManagement();
  return (
    <ActivityManageScreen
      state={list.isPending ? "loading" : list.isError ? "failed" : "ready"}
      items={list.data?.items ?? []}
      organizations={organizations.data ?? []}
      onSave={save}
      onDelete={remove}
      onRetry={() => void list.refetch()}
      hrefForActivity={activityHref}
      linkComponent={RouterLink}
    />
  );
}
