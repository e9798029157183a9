import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useSetAtom } from "../../../lib/atoms.ts";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { API_PATHS } from "@contract/paths.ts";
import { ApplicationDetailScreen } from "@features/applications/ApplicationDetailScreen.tsx";
import type { ThreadMessage } from "@ui/MessageThread/MessageThread.tsx";
import { useToast } from "@ui/Toast/queue.tsx";
import { isApiError } from "../../../api/errors.ts";
import type { Deserialized } from "../../../api/jsonapi.ts";
import { screenErrorAtom } from "../../../errors/state.ts";
import { RouterLink } from "../../../layouts/RouterLink.tsx";
import { useServices } from "../../../services.tsx";
import {
  APPLICATIONS_KEY,
  changeStatus,
  toApplicationItem,
  toThreadMessage,
  useInvalidateApplications,
  useViewer,
  withdrawApplication,
} from "./api.ts";

/** How often an open conversation looks for new messages. */
export const THREAD_REFRESH_MS = 15_000;
const conversationKey = (id: string) => ["conversations", id] as const;

/** /applications/:id: the application, its status actions and its conversation. */
export default function ApplicationDetail() {
  const { id = "" } = useParams();
  const { client } = useServices();
  const { t } = useTranslation("applications");
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const setScreenError = useSetAtom(screenErrorAtom);
  const { viewer, ready } = useViewer();
  const invalidate = useInvalidateApplications();
  const [sendError, setSendError] = useState<string>();

  const application = useQuery({
    queryKey: [...APPLICATIONS_KEY, "one", id],
    queryFn: async ({ signal }) =>
      toApplicationItem(
        (await client.get<Deserialized>(API_PATHS.application(encodeURIComponent(id)), { signal })).data,
      ),
  });
  // A missing (or malformed) id is the app's 404. Set from the answer, after the page has mounted,
  // so the error screen's reset on navigation does not clear it again.
  const notFound =
    application.isError &&
    isApiError(application.error) &&
    (application.error.status === 404 || application.error.status === 400);
  useEffect(() => {
    if (notFound) setScreenError({ status: 404 });
  }, [notFound, setScreenError]);

  const conversationId = application.data?.conversationId ?? null;
  const conversation = useQuery({
    queryKey: conversationKey(conversationId ?? ""),
    queryFn: async ({ signal }): Promise<ThreadMessage[]> => {
      const response = await client.get<Deserialized>(API_PATHS.conversation(conversationId!), {
        query: { include: "messages" },
        signal,
      });
      const messages = (response.data?.messages as Deserialized[] | undefined) ?? [];
      return messages.map(toThreadMessage).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    },
    enabled: conversationId !== null,
    refetchInterval: THREAD_REFRESH_MS,
    refetchOnWindowFocus: true,
  });

  async function onStatusChange(status: Parameters<typeof changeStatus>[2]) {
    try {
      const updated = await changeStatus(client, id, status);
      queryClient.setQueryData([...APPLICATIONS_KEY, "one", id], updated);
      toast({ title: t("detail.statusChanged", { status: t(`status.${updated.status}`) }), tone: "success" });
      await invalidate();
    } catch (error) {
      toast({ title: t("detail.statusFailed"), description: (error as Error).message, tone: "danger" });
      await application.refetch();
      throw error;
    }
  }

  async function onWithdraw() {
    try {
      await withdrawApplication(client, id);
      toast({ title: t("withdraw.done"), tone: "success" });
      await invalidate();
    } catch (error) {
      toast({ title: t("withdraw.failed"), description: (error as Error).message, tone: "danger" });
      throw error;
    }
  }

  async function onSend(body: string) {
    if (!conversationId) return;
    setSendError(undefined);
    try {
      const response = await client.post<Deserialized>(API_PATHS.conversationMessages(conversationId), {
        data: { type: "message", attributes: { body } },
      });
      const message = toThreadMessage(response.data);
      queryClient.setQueryData<ThreadMessage[]>(conversationKey(conversationId), (old = []) =>
        old.some((m) => m.id === message.id) ? old : [...old, { ...message, mine: true }],
      );
    } catch (error) {
      const detail = isApiError(error) ? error.message : "";
      setSendError(`${t("thread.failed")} ${detail}`.trim());
      throw error;
    }
  }

  if (notFound) return null;
  return (
    <ApplicationDetailScreen
      viewer={viewer}
      state={!ready || application.isPending ? "loading" : application.isError ? "failed" : "ready"}
      application={application.data}
      onRetry={() => void application.refetch()}
      onStatusChange={onStatusChange}
      onWithdraw={onWithdraw}
      thread={{
        state:
          conversationId === null
            ? "none"
            : conversation.isPending
              ? "loading"
              : conversation.isError
                ? "failed"
                : "ready",
        messages: conversation.data ?? [],
        onSend,
        error: sendError,
      }}
      linkComponent={RouterLink}
    />
  );
}
