import { LiveMessages } from "./LiveMessages.tsx";
import { RoleNavigation } from "./RoleNavigation.tsx";
import { UnreadCount } from "./UnreadCount.tsx";

/**
 * What the header needs once someone has signed in, in one chunk that a visitor's first load does
 * not carry: the unread count for the toolbar and the menu for the user's roles.
 */
export function SignedIn({ onCount }: { onCount: (count: number) => void }) {
  return (
    <>
      <UnreadCount onCount={onCount} />
      <LiveMessages />
      <RoleNavigation />
    </>
  );
}
