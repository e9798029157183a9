import { useEffect } from "react";
import { titleWithCount } from "@features/conversations/model.ts";
import { useUnreadMessagesCount } from "../routes/modules/conversations/api.ts";
import { useLiveMessages } from "../routes/modules/conversations/live.ts";

/**
 * New messages without a reload, for the whole signed-in app: the live stream refreshes the
 * conversations and the toolbar's count; the tab title carries the unread message count.
 */
export function LiveMessages() {
  useLiveMessages();
  const unread = useUnreadMessagesCount();
  useEffect(() => {
    const apply = () => {
      const next = titleWithCount(document.title, unread);
      if (next !== document.title) document.title = next;
    };
    apply();
    // A page that sets its own title later keeps the count in front.
    const title = document.querySelector("title");
    if (!title || typeof MutationObserver === "undefined") return;
    const observer = new MutationObserver(apply);
    observer.observe(title, { childList: true, characterData: true, subtree: true });
    return () => {
      observer.disconnect();
      document.title = titleWithCount(document.title, 0);
    };
  }, [unread]);
  return null;
}
