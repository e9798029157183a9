import { useSetAtom } from "../../../lib/atoms.ts";
import { useEffect } from "react";
import { useParams } from "react-router";
import { NotificationTemplateEditScreen } from "@features/notification-templates/NotificationTemplateEditScreen.tsx";
import { isApiError } from "../../../api/errors.ts";
import { screenErrorAtom } from "../../../errors/state.ts";
import { RouterLink } from "../../../layouts/RouterLink.tsx";
import { useNotificationTemplate } from "./api.ts";

/** /notification_templates/:id/edit: center staff change one template (others: 403; an unknown key: 404). */
export default function NotificationTemplateEdit() {
  const { id = "" } = useParams();
  const { query, save, preview, testMail, reset } = useNotificationTemplate(id);
  const setScreenError = useSetAtom(screenErrorAtom);
  const status = isApiError(query.error) ? query.error.status : null;
  useEffect(() => {
    if (status === 403 || status === 404) setScreenError({ status });
  }, [status, setScreenError]);
  if (status === 403 || status === 404) return null;
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
