import { WorkshopManageScreen } from "@features/workshops/WorkshopManageScreen.tsx";
import { RouterLink } from "../../../layouts/RouterLink.tsx";
import { useWorkshopManagement } from "./api.ts";
import { workshopHref } from "./paths.ts";

/** /workshops/beheer: center staff plan workshops and sessions and follow the registrations. */
export default function WorkshopsManage() {
  const m = useWorkshopManagement();
  return (
    <WorkshopManageScreen
      state={m.list.isPending ? "loading" : m.list.isError ? "failed" : "ready"}
      items={m.list.data ?? []}
      now={new Date().toISOString()}
      onSaveWorkshop={m.saveWorkshop}
      onDeleteWorkshop={m.deleteWorkshop}
      onCancelWorkshop={m.cancelWorkshop}
      onSaveSession={m.saveSession}
      onCancelSession={m.cancelSession}
      onLoadRegistrations={m.loadRegistrations}
      onRemoveRegistration={m.removeRegistration}
      onExport={m.exportSession}
      onRetry={() => void m.list.refetch()}
      hrefForWorkshop={workshopHref}
      linkComponent={RouterLink}
    />
  );
}
