import type { ReactNode } from "react";
import { Spinner } from "@ui/Spinner/Spinner.tsx";
import { AuthCard, FormMessage } from "./AuthCard.tsx";

export type StatusPhase = "pending" | "done" | "failed";

export interface StatusScreenProps {
  title: string;
  phase: StatusPhase;
  pendingText: string;
  doneText?: string;
  failedText?: string;
  /** A link or button under the message (not while pending). */
  action?: ReactNode;
}

/** An account step without a form (confirm, token login, logout): busy, done or failed. */
export function StatusScreen({ title, phase, pendingText, doneText, failedText, action }: StatusScreenProps) {
  return (
    <AuthCard title={title}>
      {phase === "pending" ? (
        <div role="status" className="flex items-center gap-3">
          <Spinner />
          <span>{pendingText}</span>
        </div>
      ) : (
        <>
          <FormMessage tone={phase === "failed" ? "danger" : "success"}>
            {phase === "failed" ? failedText : doneText}
          </FormMessage>
          {action}
        </>
      )}
    </AuthCard>
  );
}
