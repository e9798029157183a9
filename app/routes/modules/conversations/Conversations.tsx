import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useState } from "react";
import { MESSAGE_BODY_MAX } from "@contract/applications.ts";
import { ConversationsScreen } from "@features/conversations/ConversationsScreen.tsx";
import { ConversationThread } from "@features/conversations/ConversationThread.tsx";
import type { AttachmentItem, InboxFilter } from "@features/conversations/model.ts";
import { isApiError } from "../../../api/errors.ts";
import { RouterLink } from "../../../layouts/RouterLink.tsx";
import { param, useListState } from "../../../lib/useListState.ts";
import { useServices } from "../../../services.tsx";
import {
  CONVERSATIONS_KEY,
  fetchAttachment,
  fetchConversations,
  fetchThread,
  sendMessage,
  setArchived,
  uploadAttachment,
} from "./api.ts";

/** The inbox's URL: ?id= (the open thread), ?filter=unread|archived, ?q=, ?page=. */
const LIST_STATE = {
  id: param.id(),
  filter: param.oneOf(["unread", "archived"] as const),
  q: param.text(100),
  page: param.page(),
};

const DRAFT_PREFIX = "volunteerly.conversation-draft.";

/** The reply box's text per thread, kept in this tab (sessionStorage) so leaving does not lose it. */
function useDraft(id: string | undefined): [string, (text: string) => void] {
  const read = (key: string | undefined) => {
    if (!key) return "";
    try {
      return sessionStorage.getItem(DRAFT_PREFIX + key) ?? "";
    } catch {
      return "";
    }
  };
  const [draft, setDraft] = useState(() => ({ id, text: read(id) }));
  // Another thread: its own draft (set while rendering, as React advises for state that follows a prop).
  if (draft.id !== id) setDraft({ id, text: read(id) });
  const update = useCallback(
    (next: string) => {
      setDraft({ id, text: next });
      if (!id) return;
      try {
        if (next) sessionStorage.setItem(DRAFT_PREFIX + id, next);
        else sessionStorage.removeItem(DRAFT_PREFIX + id);
      } catch {
        // Storage full or blocked: the draft lives on in memory.
      }
    },
    [id],
  );
  return [draft.id === id ? draft.text : read(id), update];
}

/** /conversations: the inbox with the open thread beside it (route module: URL state -> queries -> screen). */
export default function Conversations() {
  const services = useServices();
  const { client } = services;
  const queryClient = useQueryClient();
  const { state, update } = useListState(LIST_STATE);
  const filter: InboxFilter = state.filter ?? "all";
  const selectedId = state.id ?? null;
  const [search, setSearch] = useState(state.q);
  const [shownQ, setShownQ] = useState(state.q);
  // The URL changed the search (back, a link): the box follows.
  if (shownQ !== state.q) {
    setShownQ(state.q);
    setSearch(state.q);
  }
  // Search as one types, a moment after the last key.
  useEffect(() => {
    if (search === state.q) return;
    const timer = setTimeout(() => update({ q: search, page: 1 }), 300);
    return () => clearTimeout(timer);
  }, [search, state.q, update]);

  const list = useQuery({
    queryKey: [...CONVERSATIONS_KEY, "list", filter, state.q, state.page],
    queryFn: ({ signal }) => fetchConversations(client, { filter, search: state.q, page: state.page }, signal),
    placeholderData: keepPreviousData,
  });
  const thread = useQuery({
    queryKey: [...CONVERSATIONS_KEY, "thread", selectedId],
    queryFn: ({ signal }) => fetchThread(client, selectedId!, signal),
    enabled: selectedId !== null,
  });
  // Opening a thread marks it read: the list, the toolbar and the tab title follow.
  useEffect(() => {
    if (!thread.data) return;
    void queryClient.invalidateQueries({ queryKey: [...CONVERSATIONS_KEY, "list"] });
    void queryClient.invalidateQueries({ queryKey: [...CONVERSATIONS_KEY, "unread"] });
    void queryClient.invalidateQueries({ queryKey: ["notifications"] });
  }, [thread.data, queryClient]);

  const [draft, setDraft] = useDraft(selectedId ?? undefined);

  // Image attachments are fetched with the reader's credentials and shown from object URLs.
  const images = useMemo(
    () => (thread.data?.messages ?? []).flatMap((m) => m.attachments).filter((a) => a.contentType.startsWith("image/")),
    [thread.data],
  );
  const [imageSources, setImageSources] = useState<Record<string, string>>({});
  useEffect(() => {
    let cancelled = false;
    const urls: string[] = [];
    void (async () => {
      const next: Record<string, string> = {};
      for (const a of images) {
        try {
          const url = URL.createObjectURL(await fetchAttachment(services, a.url));
          urls.push(url);
          next[a.id] = url;
        } catch {
          // Shown as a file link instead.
        }
      }
      if (!cancelled) setImageSources(next);
    })();
    return () => {
      cancelled = true;
      for (const u of urls) URL.revokeObjectURL(u);
    };
  }, [images, services]);

  const openAttachment = async (a: AttachmentItem) => {
    const blob = await fetchAttachment(services, a.url);
    const url = URL.createObjectURL(blob);
    const link = document.createElement("a");
    link.href = url;
    link.download = a.name;
    link.rel = "noopener";
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  };

  const refresh = () => queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
  const threadHref = (id: string) => {
    const p = new URLSearchParams();
    p.set("id", id);
    if (state.filter) p.set("filter", state.filter);
    if (state.q) p.set("q", state.q);
    return `/conversations?${p.toString()}`;
  };
  const backParams = new URLSearchParams();
  if (state.filter) backParams.set("filter", state.filter);
  if (state.q) backParams.set("q", state.q);
  const backHref = `/conversations${backParams.size ? `?${backParams.toString()}` : ""}`;

  const pageData = list.data;
  const threadState = thread.isPending
    ? "loading"
    : thread.isError
      ? isApiError(thread.error) && thread.error.status === 404
        ? "notFound"
        : "failed"
      : "ready";
  return (
    <ConversationsScreen
      state={list.isPending ? "loading" : list.isError ? "failed" : "ready"}
      items={pageData?.items ?? []}
      unreadTotal={pageData?.unreadTotal ?? 0}
      filter={filter}
      onFilterChange={(f) => update({ filter: f === "all" ? undefined : f, page: 1 })}
      search={search}
      onSearchChange={setSearch}
      selectedId={selectedId}
      threadHref={threadHref}
      hasMore={!!pageData && pageData.page * 25 < pageData.total}
      onLoadMore={() => update({ page: state.page + 1 }, { history: "push" })}
      onRetry={() => void list.refetch()}
      linkComponent={RouterLink}
      thread={
        selectedId ? (
          <ConversationThread
            key={selectedId}
            state={threadState}
            conversation={thread.data?.conversation}
            messages={thread.data?.messages ?? []}
            draft={draft}
            onDraftChange={setDraft}
            maxLength={MESSAGE_BODY_MAX}
            onSend={async (body, attachmentIds) => {
              await sendMessage(client, selectedId, body, attachmentIds);
              setDraft("");
              await refresh();
            }}
            onAttach={(file) => uploadAttachment(services, selectedId, file)}
            onArchive={async (archived) => {
              await setArchived(client, selectedId, archived);
              await refresh();
            }}
            onOpenAttachment={(a) => void openAttachment(a)}
            imageSources={imageSources}
            onRetry={() => void thread.refetch()}
            backHref={backHref}
            linkComponent={RouterLink}
          />
        ) : null
      }
    />
  );
}
