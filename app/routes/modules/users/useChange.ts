import { useToast } from "@ui/Toast/queue.tsx";

export interface Change {
  run: () => Promise<unknown>;
  success: string;
  failure: string;
  /** Refreshes what the change touched (cache invalidation); awaited before the promise resolves. */
  refresh: () => Promise<unknown>;
}

/**
 * One change of a users screen: runs it, ends with a toast either way and refreshes the lists; a
 * failure is rethrown so the screen keeps its dialog open with the reason.
 */
export function useChange() {
  const { toast } = useToast();
  return async ({ run, success, failure, refresh }: Change): Promise<void> => {
    try {
      await run();
    } catch (error) {
      toast({ tone: "danger", title: failure, description: error instanceof Error ? error.message : undefined });
      throw error;
    }
    toast({ tone: "success", title: success });
    await refresh();
  };
}
