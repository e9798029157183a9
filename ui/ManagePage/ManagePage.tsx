import { Plus } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../Button/Button.tsx";
import { cn } from "../lib/cn.ts";
import { Notice } from "../Notice/Notice.tsx";
import { Skeleton, SkeletonGroup } from "../Skeleton/Skeleton.tsx";

export interface ManagePageProps {
  title: string;
  /** The add action's label, e.g. 'Partner toevoegen'. */
  addLabel: string;
  onAdd: () => void;
  /** The outcome of the last action, announced (success as status, failure as alert). */
  message?: { ok: boolean; text: string } | undefined;
  /** While the list loads or when it failed, the page shows that instead of its children. */
  state?: "loading" | "failed" | "ready";
  /** The texts of those states: the loading label, the failure and its retry button. */
  stateLabels?: { loading: string; failed: string; retry: string };
  onRetry?: () => void;
  children: ReactNode;
  className?: string;
}

/** A management page of a list (news items, partners): its title with the add action, the last action's outcome, the list. */
export function ManagePage(props: ManagePageProps) {
  const { title, addLabel, onAdd, message, state = "ready", stateLabels, onRetry, className } = props;
  let children = props.children;
  if (state === "loading" && stateLabels)
    children = (
      <SkeletonGroup label={stateLabels.loading} className="flex flex-col gap-3">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </SkeletonGroup>
    );
  else if (state === "failed" && stateLabels)
    children = <Notice retry={{ label: stateLabels.retry, onRetry }}>{stateLabels.failed}</Notice>;
  return (
    <div data-slot="manage-page" className={cn("mx-auto flex w-full max-w-4xl flex-col gap-5", className)}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="m-0 text-2xl font-bold">{title}</h1>
        <Button onClick={onAdd}>
          <Plus aria-hidden="true" />
          {addLabel}
        </Button>
      </div>
      <div aria-live="polite">
        {message ? <Notice tone={message.ok ? "success" : "danger"}>{message.text}</Notice> : null}
      </div>
      {children}
    </div>
  );
}

export interface ManageRowActionsProps {
  /** The row's name, read after each button's label ("Bewerken: Open dag"). */
  name: string;
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
  /** More buttons before these two (reorder buttons). */
  children?: ReactNode;
}

/** A row's edit and delete buttons on a management page, each named after the row for screen readers. */
export function ManageRowActions({ name, editLabel, deleteLabel, onEdit, onDelete, children }: ManageRowActionsProps) {
  return (
    <div className="flex flex-wrap gap-2">
      {children}
      <Button variant="outline" size="sm" onClick={onEdit}>
        {editLabel}
        <span className="sr-only">: {name}</span>
      </Button>
      <Button variant="ghost" size="sm" onClick={onDelete}>
        {deleteLabel}
        <span className="sr-only">: {name}</span>
      </Button>
    </div>
  );
}
