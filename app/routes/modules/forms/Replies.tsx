import { MyRepliesScreen } from "@features/forms/MyRepliesScreen.tsx";
import { useMyReplies } from "./api.ts";

/** /profile-replies: the signed-in user's own form responses. */
export default function Replies() {
  const query = useMyReplies();
  return (
    <MyRepliesScreen
      state={query.isPending ? "loading" : query.isError ? "failed" : "ready"}
      replies={query.data ?? []}
      onRetry={() => void query.refetch()}
    />
  );
}
