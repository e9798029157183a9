import { useSetAtom } from "../../../lib/atoms.ts";
import { useEffect } from "react";
import { NotificationTemplateListScreen } from "@features/notification-templates/NotificationTemplateListScreen.tsx";
import { isApiError } from "../../../api/errors.ts";
import { screenErrorAtom } from "../../../errors/state.ts";
import { RouterLink } from "../../../layouts/RouterLink.tsx";
import { useNotificationTemplates } from "./api.ts";

/** /notification_templates: center staff see every mail and in-app text (others: the 403 screen). */
export default function NotificationTemplateList() {
  const list = useNotificationTemplates();
  const setScreenError = useSetAtom(screenErrorAtom);
  const forbidden = isApiError(list.error) && list.error.status === 403;
  useEffect(() => {
    if (forbidden) setScreenError({ status: 403 });
  }, [forbidden, setScreenError]);
  if (forbidden) return null;
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
