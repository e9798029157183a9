import { useEffect } from "react";
import { useUnreadNotificationsCount } from "../routes/modules/notifications/api.ts";

/**
 * Keeps the signed-in user's unread notification count up to date for the toolbar. A module of
 * its own, loaded once someone has signed in: a visitor's first load does not carry it.
 */
export function UnreadCount({ onCount }: { onCount: (count: number) => void }) {
  const count = useUnreadNotificationsCount();
  useEffect(() => onCount(count), [count, onCount]);
  return null;
}
