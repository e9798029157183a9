import { Plus } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../Button/Button.tsx";
import { cn } from "../lib/cn.ts";
import { Notice } from "../Notice/Notice.tsx";

export interface ManagePageProps {
  title: string;
  /** The add action's label, e.g. 'Partner toevoegen'. */
  addLabel: string;
  onAdd: () => void;
  /** The outcome of the last action, announced (success as status, failure as alert). */
  message?: { ok: boolean; text: string } | undefined;
  children: ReactNode;
  className?: string;
}

/** A management page of a list (news items, partners): its title with the add action, the last action's outcome, the list. */
export function ManagePage({ title, addLabel, onAdd, message, children, className }: ManagePageProps) {
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
