import { useState } from "react";
import { ContactMessagesScreen } from "@features/support/ContactMessagesScreen.tsx";
import type { ContactMessageFilter } from "@features/support/contactMessages.ts";
import { useContactMessages } from "./contactMessages.ts";

/** /content/messages: center staff read the contact form's messages. */
export default function ContactMessages() {
  const [filter, setFilter] = useState<ContactMessageFilter>("all");
  const [page, setPage] = useState(1);
  const { list, markRead, remove } = useContactMessages(filter, page);
  return (
    <ContactMessagesScreen
      state={list.isPending ? "loading" : list.isError ? "failed" : "ready"}
      messages={list.data?.messages ?? []}
      unread={list.data?.unread ?? 0}
      filter={filter}
      onFilterChange={(f) => {
        setFilter(f);
        setPage(1);
      }}
      page={page}
      pageCount={list.data?.pageCount ?? 1}
      onPageChange={setPage}
      onMarkRead={markRead}
      onDelete={remove}
      onRetry={() => void list.refetch()}
    />
  );
}
