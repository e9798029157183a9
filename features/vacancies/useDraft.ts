import { useState } from "react";

/**
 * A text field's draft that follows its committed value: typing changes the draft; a new
 * committed value (back/forward, a cleared search) replaces it.
 */
export function useDraft(committed: string): [string, (value: string) => void] {
  const [draft, setDraft] = useState(committed);
  const [seen, setSeen] = useState(committed);
  if (seen !== committed) {
    setSeen(committed);
    setDraft(committed);
  }
  return [draft, setDraft];
}
