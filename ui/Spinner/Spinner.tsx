import { cn } from "../lib/cn.ts";

export interface SpinnerProps {
  /** Accessible name; when omitted the spinner is decorative (the caller announces busy state). */
  label?: string;
  className?: string;
}

/** A small rotating ring that inherits the text colour. */
export function Spinner({ label, className }: SpinnerProps) {
  return (
    <svg
      data-slot="spinner"
      viewBox="0 0 24 24"
      fill="none"
      className={cn("size-4 animate-spin", className)}
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
