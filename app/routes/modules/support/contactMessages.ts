import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { API_PATHS } from "@contract/paths.ts";
import type { ContactMessage, ContactMessageFilter } from "@features/support/contactMessages.ts";
import type { Deserialized } from "../../../api/jsonapi.ts";
import { useServices } from "../../../services.tsx";

/** One query-key root for the contact messages. */
export const CONTACT_MESSAGES_KEY = ["contact_messages"] as const;
const PAGE_SIZE = 20;
const str = (v: unknown): string => (typeof v === "string" ? v : "");

export const toContactMessage = (r: Deserialized): ContactMessage => ({
  id: r.id,
  name: str(r.name),
  email: str(r.email),
  subject: str(r.subject),
  message: str(r.message),
  createdAt: str(r.createdAt),
  readAt: typeof r.readAt === "string" && r.readAt ? r.readAt : null,
});

/** The contact form's messages for center staff (GET /api/v1/contact_messages), a page at a time. */
export function useContactMessages(filter: ContactMessageFilter, page: number) {
  const { client } = useServices();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: [...CONTACT_MESSAGES_KEY, { filter, page }],
    queryFn: async ({ signal }) => {
      const res = await client.get<Deserialized[]>(API_PATHS.contactMessages, {
        query: {
          page: { number: page, size: PAGE_SIZE },
          ...(filter === "unread" ? { filter: { read_eq: "false" } } : {}),
        },
        signal,
      });
      const messages = (res.data ?? []).map(toContactMessage);
      const total = typeof res.meta.total_count === "number" ? res.meta.total_count : messages.length;
      const unread = typeof res.meta.unread === "number" ? res.meta.unread : 0;
      return { messages, unread, pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
    },
    placeholderData: keepPreviousData,
  });
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: CONTACT_MESSAGES_KEY }), [queryClient]);
  const markRead = useCallback(
    async (m: ContactMessage, read: boolean) => {
      await client.patch(API_PATHS.contactMessage(m.id), {
        data: { type: "contact_message", id: m.id, attributes: { read } },
      });
      await refresh();
    },
    [client, refresh],
  );
  const remove = useCallback(
    async (m: ContactMessage) => {
      await client.delete(API_PATHS.contactMessage(m.id));
      await refresh();
    },
    [client, refresh],
  );
  return { list, markRead, remove };
}
