import { useQuery } from "@tanstack/react-query";
import { API_PATHS } from "@contract/paths.ts";
import type {
  AttachmentItem,
  ConversationItem,
  ConversationKind,
  InboxFilter,
  MessageItem,
} from "@features/conversations/model.ts";
import type { ApiClient } from "../../../api/client.ts";
import { storeCredentialHeaders } from "../../../api/credentials.ts";
import { apiErrorFrom } from "../../../api/errors.ts";
import type { Deserialized } from "../../../api/jsonapi.ts";
import { useAuthStatus } from "../../../auth/hooks.ts";
import { syncAuthStatus } from "../../../auth/state.ts";
import type { AppServices } from "../../../services.tsx";
import { useServices } from "../../../services.tsx";

/** Every query of this module starts with this key, so one invalidation refreshes them all. */
export const CONVERSATIONS_KEY = ["conversations"] as const;
export const CONVERSATIONS_PAGE_SIZE = 25;

const str = (v: unknown): string | null =>
  typeof v === "string" && v !== "" ? v : typeof v === "number" ? String(v) : null;
const num = (v: unknown): number => (typeof v === "number" && Number.isFinite(v) ? v : 0);
const KINDS: readonly string[] = ["application", "question", "volunteer", "center"];

export function toConversationItem(r: Deserialized): ConversationItem {
  const kind = str(r.subjectType);
  return {
    id: r.id,
    subject: str(r.subject) ?? "",
    kind: kind && KINDS.includes(kind) ? (kind as ConversationKind) : null,
    otherParty: str(r.otherParty) ?? str(r.subject) ?? "",
    lastMessagePreview: str(r.lastMessagePreview),
    lastMessageAt: str(r.lastMessageAt),
    unreadCount: num(r.unreadCount),
    archived: r.archived === true,
  };
}

function toAttachment(a: Record<string, unknown>): AttachmentItem {
  return {
    id: str(a.id) ?? "",
    name: str(a.name) ?? "",
    contentType: str(a.content_type) ?? str(a.contentType) ?? "",
    byteSize: num(a.byte_size ?? a.byteSize),
    url: str(a.url) ?? "",
  };
}

export function toMessageItem(r: Deserialized): MessageItem {
  const attachments = Array.isArray(r.attachments) ? (r.attachments as Record<string, unknown>[]) : [];
  return {
    id: r.id,
    body: str(r.body) ?? "",
    authorName: str(r.authorName) ?? "",
    mine: r.mine === true,
    createdAt: str(r.createdAt) ?? "",
    attachments: attachments.map(toAttachment),
    ...(typeof r.read === "boolean" ? { read: r.read } : {}),
  };
}

export interface ConversationsPage {
  items: ConversationItem[];
  total: number;
  unreadTotal: number;
  page: number;
}

export async function fetchConversations(
  client: ApiClient,
  params: { filter: InboxFilter; search: string; page: number },
  signal?: AbortSignal,
): Promise<ConversationsPage> {
  const filter: Record<string, string> = {};
  if (params.filter === "unread") filter.unread = "true";
  if (params.filter === "archived") filter.archived = "true";
  if (params.search.trim()) filter.q = params.search.trim().slice(0, 200);
  const response = await client.get<Deserialized[]>(API_PATHS.conversations, {
    query: { filter, page: { number: params.page, size: CONVERSATIONS_PAGE_SIZE } },
    signal,
  });
  const items = (response.data ?? []).map(toConversationItem);
  return {
    items,
    total: typeof response.meta.total_count === "number" ? response.meta.total_count : items.length,
    unreadTotal: num(response.meta.unread_count),
    page: params.page,
  };
}

export async function fetchThread(client: ApiClient, id: string, signal?: AbortSignal) {
  const response = await client.get<Deserialized>(API_PATHS.conversation(id), {
    query: { include: "messages" },
    signal,
  });
  const data = response.data;
  const messages = Array.isArray(data.messages) ? (data.messages as Deserialized[]) : [];
  return { conversation: toConversationItem(data), messages: messages.map(toMessageItem) };
}

export async function sendMessage(client: ApiClient, id: string, body: string, attachmentIds: string[]) {
  await client.post(API_PATHS.conversationMessages(id), {
    data: { type: "message", attributes: { body, attachment_ids: attachmentIds } },
  });
}

export async function setArchived(client: ApiClient, id: string, archived: boolean) {
  await client.patch(API_PATHS.conversation(id), { data: { type: "conversation", id, attributes: { archived } } });
}

export async function askQuestion(client: ApiClient, vacancyId: string, body: string): Promise<string> {
  const response = await client.post<Deserialized>(API_PATHS.conversations, {
    data: { type: "conversation", attributes: { kind: "question", vacancy_id: vacancyId, body } },
  });
  return response.data.id;
}

const apiUrl = (services: AppServices, path: string) => `${services.config.apiBaseUrl.replace(/\/+$/, "")}${path}`;

/** POST .../attachments (multipart, field `file`): fetch with the client's headers, as uploadImage does. */
export async function uploadAttachment(services: AppServices, conversationId: string, file: File): Promise<string> {
  const headers = services.client.headers();
  headers.delete("Content-Type");
  const body = new FormData();
  body.append("file", file);
  const response = await fetch(apiUrl(services, API_PATHS.conversationAttachments(conversationId)), {
    method: "POST",
    headers,
    body,
    credentials: "include",
  });
  if (storeCredentialHeaders(response.headers, services.crossOrigin)) syncAuthStatus(services.store);
  const json = (await response.json().catch(() => null)) as { data?: { id?: string } } | null;
  if (!response.ok) throw apiErrorFrom(response.status, json, response.statusText);
  if (!json?.data?.id) throw new Error("Upload without id");
  return json.data.id;
}

/** An attachment's file with the reader's credentials (the API has no cookie session), as a Blob. */
export async function fetchAttachment(services: AppServices, url: string): Promise<Blob> {
  const response = await services.client.fetch("GET", url);
  if (!response.ok) throw apiErrorFrom(response.status, null, response.statusText);
  return response.blob();
}

/** The reader's unread messages in all their threads (meta.unread_count of one small page). */
export function useUnreadMessagesCount(): number {
  const { client } = useServices();
  const status = useAuthStatus();
  const query = useQuery({
    queryKey: [...CONVERSATIONS_KEY, "unread"],
    queryFn: async ({ signal }) => {
      const response = await client.get<Deserialized[]>(API_PATHS.conversations, {
        query: { page: { number: 1, size: 1 } },
        signal,
      });
      return num(response.meta.unread_count);
    },
    enabled: status === "SIGNED_IN",
    refetchInterval: 120_000,
  });
  return query.data ?? 0;
}
