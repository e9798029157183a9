import { useState, type FormEvent, type ReactNode } from "react";
import { Button } from "../Button/Button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../Dialog/Dialog.tsx";
import { Field } from "../Field/Field.tsx";
import { Input } from "../Input/Input.tsx";
import { Textarea } from "../Textarea/Textarea.tsx";

export interface PromptDialogProps<Result> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** More content between the description and the field (what is being sent or saved). */
  children?: ReactNode;
  /** The field's visible label, e.g. "Je vraag". */
  label: string;
  hint?: ReactNode;
  /** A textarea of this many rows; a one-line input without it. */
  rows?: number;
  /** The field's text at each opening. */
  defaultValue?: string;
  maxLength?: number;
  /** Shown when the field is empty at sending. */
  requiredMessage: string;
  submitLabel: string;
  cancelLabel: string;
  /** Sends the trimmed text; rejecting keeps the text and shows `failureMessage(error)`. */
  onSubmit: (value: string) => Promise<Result>;
  failureMessage: (error: unknown) => string;
  /** Announced after success, e.g. "Je vraag is verstuurd." */
  doneMessage: ReactNode;
  /** The button that closes the dialog after success. */
  doneCloseLabel: string;
  /** The next step after success (a link, rendered as the main button), given what `onSubmit` resolved to. */
  doneAction: (result: Result) => ReactNode;
}

/**
 * Asks for one text (a question, a name), sends it, then confirms with the way on: "Stel een
 * vraag" on a vacancy, "Bewaar deze zoekopdracht" on the vacancy bank. The form is mounted while
 * the dialog is open: each opening starts with `defaultValue` and without an earlier result.
 */
export function PromptDialog<Result>({ open, onOpenChange, title, description, ...body }: PromptDialogProps<Result>) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <PromptForm {...body} close={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

type Done<Result> = { result: Result } | undefined;

function PromptForm<Result>({
  children,
  label,
  hint,
  rows,
  defaultValue = "",
  maxLength,
  requiredMessage,
  submitLabel,
  cancelLabel,
  onSubmit,
  failureMessage,
  doneMessage,
  doneCloseLabel,
  doneAction,
  close,
}: Omit<PromptDialogProps<Result>, "open" | "onOpenChange" | "title" | "description"> & { close: () => void }) {
  const [value, setValue] = useState(defaultValue);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<Done<Result>>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = value.trim();
    if (!text) {
      setError(requiredMessage);
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      setDone({ result: await onSubmit(text) });
    } catch (e) {
      setError(failureMessage(e));
    } finally {
      setBusy(false);
    }
  }

  if (done)
    return (
      <div className="flex flex-col gap-4">
        <p role="status" className="m-0 font-medium">
          {doneMessage}
        </p>
        <DialogFooter>
          <Button variant="outline" onClick={close}>
            {doneCloseLabel}
          </Button>
          <Button asChild>{doneAction(done.result)}</Button>
        </DialogFooter>
      </div>
    );

  const control = {
    value,
    maxLength,
    onChange: (e: { target: { value: string } }) => setValue(e.target.value),
  };
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-3">
      {children}
      <Field label={label} hint={hint} error={error}>
        {rows ? <Textarea rows={rows} {...control} /> : <Input {...control} />}
      </Field>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={close}>
          {cancelLabel}
        </Button>
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
