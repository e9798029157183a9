import { useParams } from "react-router";
import { NotificationTemplateEditScreen } from "@features/notification-templates/NotificationTemplateEditScreen.tsx";
import { RouterLink } from "../../../layouts/RouterLink.tsx";
import { useNotificationTemplate } from "./api.ts";

/** /notification_templates/:id/edit: center staff change one template. */
export default function NotificationTemplateEdit() {
  const { id = "" } = useParams();
  const { query, save, preview, testMail, reset } = useNotificationTemplate(id);
  return (
    <NotificationTemplateEditScreen
      state={query.isPending ? "loading" : query.isError ? "failed" : "ready"}
      template={query.data ?? null}
      backHref="/notification_templates"
      onSave={save}
      onPreview={preview}
      onTestMail={testMail}
      onReset={reset}
      onRetry={() => void query.refetch()}
      linkComponent={RouterLink}
    />
  );
}
