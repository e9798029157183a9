import { NotificationTemplateListScreen } from "@features/notification-templates/NotificationTemplateListScreen.tsx";
import { RouterLink } from "../../../layouts/RouterLink.tsx";
import { useNotificationTemplates } from "./api.ts";

/** /notification_templates: center staff see every mail and in-app text. */
export default function NotificationTemplateList() {
  const list = useNotificationTemplates();
  return (
    <NotificationTemplateListScreen
      state={list.isPending ? "loading" : list.isError ? "failed" : "ready"}
      templates={list.data ?? []}
      hrefFor={(key) => `/notification_templates/${key}/edit`}
      onRetry={() => void list.refetch()}
      linkComponent={RouterLink}
    />
  );
}
