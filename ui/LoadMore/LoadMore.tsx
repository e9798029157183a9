import { Button } from "../Button/Button.tsx";
import { cn } from "../lib/cn.ts";

export interface LoadMoreProps {
  /** The button's text, e.g. "Meer laden". */
  label: string;
  /** Whether there is a next page; nothing is drawn without one (or without `onLoadMore`). */
  hasMore: boolean;
  onLoadMore?: () => void;
  /** The next page is on its way: the button is busy. */
  loading?: boolean;
  className?: string;
}

/** The "load more" button under a list that grows page by page (the inbox, the notifications). */
export function LoadMore({ label, hasMore, onLoadMore, loading = false, className }: LoadMoreProps) {
  if (!hasMore || !onLoadMore) return null;
  return (
    <div data-slot="load-more" className={cn("flex justify-center", className)}>
      <Button variant="outline" loading={loading} onClick={onLoadMore}>
        {label}
      </Button>
    </div>
  );
}
