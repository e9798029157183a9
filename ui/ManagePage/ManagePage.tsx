import { Plus } from "lucide-react";
import { createContext, useContext, useLayoutEffect, useRef, type ReactNode } from "react";
import { Button } from "../Button/Button.tsx";
import { ConfirmDialog } from "../Dialog/Dialog.tsx";
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

/** Focuses the page's title: where focus goes when the row that held it is deleted. */
const FocusTitle = createContext<(() => void) | null>(null);

/** A management page of a list (news items, partners): its title with the add action, the last action's outcome, the list. */
export function ManagePage(props: ManagePageProps) {
  const { title, addLabel, onAdd, message, state = "ready", stateLabels, onRetry, className } = props;
  const heading = useRef<HTMLHeadingElement>(null);
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
        <h1 ref={heading} tabIndex={-1} className="m-0 text-2xl font-bold focus:outline-none">
          {title}
        </h1>
        <Button onClick={onAdd}>
          <Plus aria-hidden="true" />
          {addLabel}
        </Button>
      </div>
      <div aria-live="polite">
        {message ? <Notice tone={message.ok ? "success" : "danger"}>{message.text}</Notice> : null}
      </div>
      <FocusTitle.Provider value={() => heading.current?.focus()}>{children}</FocusTitle.Provider>
    </div>
  );
}

/**
 * On a page that is not a ManagePage (an editor, an upload page) with its own title: where its
 * ManageDeleteButtons send focus when their row is gone after deleting.
 */
export function ManageTitleFocus({ onFocusTitle, children }: { onFocusTitle: () => void; children: ReactNode }) {
  return <FocusTitle.Provider value={onFocusTitle}>{children}</FocusTitle.Provider>;
}

/** The texts of the question before a delete: "‘Open dag’ verwijderen?", what follows, and the way back. */
export interface ManageDeleteConfirm {
  /** The question, naming the item: "‘Open dag’ verwijderen?". */
  question: string;
  /** What deleting does: "Het bericht verdwijnt van de website. Dit kun je niet ongedaan maken." */
  detail: string;
  cancelLabel: string;
}

export interface ManageDeleteButtonProps {
  /** The row's name, read after the label ("Verwijderen: Open dag"). */
  name: string;
  /** The button's label, also the dialog's confirm button. */
  label: string;
  confirm: ManageDeleteConfirm;
  /** Runs only after the question is confirmed. */
  onDelete: () => void;
  icon?: ReactNode;
}

/**
 * A row's delete button that first asks (an alert dialog: focus on its cancel button, Esc closes it,
 * focus goes back to the button; when the row is gone after deleting, to the page's title).
 */
export function ManageDeleteButton({ name, label, confirm, onDelete, icon }: ManageDeleteButtonProps) {
  const focusTitle = useContext(FocusTitle);
  const button = useRef<HTMLButtonElement>(null);
  const confirmed = useRef(false);
  useLayoutEffect(() => {
    const own = button.current;
    // Runs while the deleted row is still in the document: was focus on the button (the dialog closed
    // first) or in the dialog (the row went at once)? Then it goes to the title once the row and the
    // dialog's focus trap are gone (a focus now would be pulled back into the closing dialog).
    return () => {
      const active = document.activeElement;
      if ((own && own === active) || (confirmed.current && active?.closest("[role=alertdialog]")))
        setTimeout(() => {
          if (!document.activeElement || document.activeElement === document.body) focusTitle?.();
        });
    };
  }, [focusTitle]);
  return (
    <ConfirmDialog
      trigger={
        <Button ref={button} variant="ghost" size="sm" icon={icon}>
          {label}
          <span className="sr-only">: {name}</span>
        </Button>
      }
      title={confirm.question}
      description={confirm.detail}
      confirmLabel={label}
      cancelLabel={confirm.cancelLabel}
      onOpenChange={(open) => {
        if (open) confirmed.current = false;
      }}
      onConfirm={() => {
        confirmed.current = true;
        onDelete();
      }}
    />
  );
}

export interface ManageRowActionsProps {
  /** The row's name, read after each button's label ("Bewerken: Open dag"). */
  name: string;
  editLabel: string;
  deleteLabel: string;
  /** The question asked before deleting. */
  confirm: ManageDeleteConfirm;
  onEdit: () => void;
  /** Runs only after the question is confirmed. */
  onDelete: () => void;
  /** More buttons before these two (reorder buttons). */
  children?: ReactNode;
}

/** A row's edit and delete buttons on a management page, each named after the row for screen readers; delete asks first. */
export function ManageRowActions(props: ManageRowActionsProps) {
  const { name, editLabel, deleteLabel, confirm, onEdit, onDelete, children } = props;
  return (
    <div className="flex flex-wrap gap-2">
      {children}
      <Button variant="outline" size="sm" onClick={onEdit}>
        {editLabel}
        <span className="sr-only">: {name}</span>
      </Button>
      <ManageDeleteButton name={name} label={deleteLabel} confirm={confirm} onDelete={onDelete} />
    </div>
  );
}
