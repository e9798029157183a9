import { AlertDialog as AlertDialogPrimitive } from "radix-ui";
import { useRef, useState, type FormEvent, type ReactNode } from "react";
import { Button } from "../Button/Button.tsx";
import { DIALOG_MOTION, overlayClasses, useReturnFocus } from "../Dialog/Dialog.tsx";
import { Field } from "../Field/Field.tsx";
import { Textarea } from "../Textarea/Textarea.tsx";
import { cn } from "../lib/cn.ts";

export interface ReasonFieldProps {
  /** The textarea's visible label, e.g. "Reden (de beheerders krijgen deze te lezen)". */
  label: string;
  hint?: ReactNode;
  /** A reason must be given (at least `minLength` characters, default 1). */
  required?: boolean;
  /** Visible text after the label of a required reason, e.g. "(verplicht)". */
  requiredText?: ReactNode;
  minLength?: number;
  maxLength?: number;
  /** Shown when a required reason is empty. */
  requiredMessage: string;
  /** Shown when the reason is shorter than `minLength` (interpolate the number yourself). */
  tooShortMessage?: string;
  /** Counter text, e.g. (n, max) => `${n} van ${max} tekens`. */
  formatCount?: (count: number, max: number | undefined) => string;
  defaultValue?: string;
}

export interface ReasonDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** Asks for a reason (textarea); without it the dialog only confirms. */
  reason?: ReasonFieldProps;
  /** More content between the description and the reason (what the change affects). */
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** 'danger' for what cannot be undone (deny, archive, delete), 'solid' for the rest. */
  variant?: "danger" | "solid";
  /** The change is being saved: confirm shows a spinner, nothing can be clicked or closed. */
  pending?: boolean;
  /** Why the last attempt failed (the API's message); announced. */
  error?: ReactNode;
  /** Called with the trimmed reason ("" without one); close the dialog yourself when it succeeded. */
  onConfirm: (reason: string) => void;
  className?: string;
}

/**
 * Confirms a change that cannot be undone, with an optional or required reason: a status change
 * (approve, deny, archive an organization; deactivate a user), a deletion. An alert dialog: it
 * does not close on a click outside; Esc and cancel close it (not while pending). Focus starts in
 * the reason, or on cancel when there is none, so Enter never confirms by accident.
 */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  reason,
  children,
  confirmLabel,
  cancelLabel,
  variant = "danger",
  pending = false,
  error,
  onConfirm,
  className,
}: ReasonDialogProps) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  const focus = useReturnFocus({
    onOpenAutoFocus: (event) => {
      if (!reason) return;
      event.preventDefault();
      textarea.current?.focus();
    },
  });
  return (
    <AlertDialogPrimitive.Root open={open} onOpenChange={(next) => (pending && !next ? undefined : onOpenChange(next))}>
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay
          data-slot="dialog-overlay"
          className={overlayClasses}
          style={{ animationDuration: `${DIALOG_MOTION.overlayFadeMs}ms` }}
        />
        <AlertDialogPrimitive.Content
          data-slot="reason-dialog"
          data-variant={variant}
          aria-busy={pending || undefined}
          className={cn(
            "fixed top-1/2 left-1/2 z-50 -translate-x-1/2 -translate-y-1/2",
            "grid max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg gap-4 overflow-y-auto",
            "rounded-xl border border-border bg-surface p-6 text-fg shadow-xl",
            "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus",
            className,
          )}
          style={{ animationDuration: `${DIALOG_MOTION.contentMs}ms` }}
          onOpenAutoFocus={focus.onOpenAutoFocus}
          onCloseAutoFocus={focus.onCloseAutoFocus}
          onEscapeKeyDown={(event) => {
            if (pending) event.preventDefault();
          }}
        >
          <ReasonForm
            {...{ title, description, reason, children, confirmLabel, cancelLabel, variant, pending, error, onConfirm }}
            textarea={textarea}
          />
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}

/** The dialog's body, mounted while it is open: the reason starts empty each time. */
function ReasonForm({
  title,
  description,
  reason,
  children,
  confirmLabel,
  cancelLabel,
  variant,
  pending,
  error,
  onConfirm,
  textarea,
}: Omit<ReasonDialogProps, "open" | "onOpenChange" | "className"> & {
  textarea: React.RefObject<HTMLTextAreaElement | null>;
}) {
  const [text, setText] = useState(reason?.defaultValue ?? "");
  const [problem, setProblem] = useState<string | null>(null);
  const check = (value: string): string | null => {
    if (!reason) return null;
    const trimmed = value.trim();
    const min = reason.minLength ?? (reason.required ? 1 : 0);
    if (reason.required && !trimmed) return reason.requiredMessage;
    if (trimmed && trimmed.length < min) return reason.tooShortMessage ?? reason.requiredMessage;
    return null;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const found = check(text);
    setProblem(found);
    if (found) {
      textarea.current?.focus();
      return;
    }
    onConfirm(text.trim());
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <div data-slot="dialog-header" className="flex flex-col gap-1.5">
        <AlertDialogPrimitive.Title data-slot="dialog-title" className="text-xl leading-tight font-semibold text-fg">
          {title}
        </AlertDialogPrimitive.Title>
        <AlertDialogPrimitive.Description data-slot="dialog-description" className="text-base text-fg-muted">
          {description}
        </AlertDialogPrimitive.Description>
      </div>
      {children}
      {reason ? (
        <Field
          label={reason.label}
          hint={reason.hint}
          required={reason.required}
          requiredText={reason.requiredText}
          error={problem ?? undefined}
        >
          <Textarea
            ref={textarea}
            value={text}
            rows={4}
            maxLength={reason.maxLength}
            showCount={reason.maxLength !== undefined}
            formatCount={reason.formatCount}
            readOnly={pending}
            onChange={(e) => {
              setText(e.target.value);
              // A shown problem follows the text; none is shown before the first attempt.
              if (problem) setProblem(check(e.target.value));
            }}
          />
        </Field>
      ) : null}
      <div role="alert" data-slot="reason-dialog-error" className="empty:hidden">
        {error ? <p className="text-sm font-medium text-danger-fg">{error}</p> : null}
      </div>
      <div data-slot="dialog-footer" className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <AlertDialogPrimitive.Cancel asChild>
          <Button variant="outline" disabled={pending}>
            {cancelLabel}
          </Button>
        </AlertDialogPrimitive.Cancel>
        <Button type="submit" variant={variant} loading={pending} disabled={pending}>
          {confirmLabel}
        </Button>
      </div>
    </form>
  );
}
