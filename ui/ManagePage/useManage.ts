import { useState } from "react";

/** A failed save as the app hands it to a form: the message, and the server's messages per field. */
export type SubmitFailure = Error & { fieldErrors?: Record<string, string> };

export interface ManageMessage {
  ok: boolean;
  text: string;
}

/**
 * The state of a management page of a list (news items, partners, activities): the item being
 * edited ("new" for a new one, null for the list) and the outcome of the last action, shown by
 * ManagePage. `act` runs an action and reports it; `saved` closes the form with its message.
 * `initialEditing` opens the form at once (stories of the form).
 */
export function useManageList<T>(failedText: string, initialEditing: T | "new" | null = null) {
  const [editing, setEditing] = useState<T | "new" | null>(initialEditing);
  const [message, setMessage] = useState<ManageMessage>();
  async function act(run: () => Promise<void>, done: string) {
    try {
      await run();
      setMessage({ ok: true, text: done });
    } catch {
      setMessage({ ok: false, text: failedText });
    }
  }
  function saved(text: string) {
    setEditing(null);
    setMessage({ ok: true, text });
  }
  return { editing, setEditing, message, setMessage, act, saved };
}

/**
 * A management form's submit: the form's own checks first (their messages per field, and "check the
 * marked fields" above the form, for long forms whose marked field may be out of sight), then the
 * save, busy meanwhile; a failure shows the server's messages under their fields and one message
 * above the form ("check the marked fields" when any field has one, else the general failure).
 */
export function useManageForm(texts: { checkFields: string; failed: string }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState<string>();
  const [busy, setBusy] = useState(false);
  async function submit(local: Record<string, string>, save: () => Promise<void>) {
    setErrors(local);
    const invalid = Object.keys(local).length > 0;
    setFailed(invalid ? texts.checkFields : undefined);
    if (invalid) return;
    setBusy(true);
    try {
      await save();
    } catch (err) {
      const f = err as SubmitFailure;
      setErrors(f.fieldErrors ?? {});
      setFailed(f.fieldErrors && Object.keys(f.fieldErrors).length ? texts.checkFields : texts.failed);
    } finally {
      setBusy(false);
    }
  }
  return { errors, setErrors, failed, busy, submit };
}
