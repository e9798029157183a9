import { ChevronRight, RotateCw } from "lucide-react";
import { useId } from "react";
import { cn } from "../lib/cn.ts";
import { Button } from "../Button/Button.tsx";

/**
 * Defaults of the fatal screen. It renders when everything else has failed (translations
 * included), so unlike other ui components it carries its own Dutch text.
 */
export const FATAL_SCREEN_DEFAULTS = {
  heading: "Oeps, er ging iets mis! ☹️",
  detailsLabel: "Technische details",
  reloadLabel: "Pagina opnieuw laden",
} as const;

/** The message and stack of whatever was thrown (anything can be thrown in JavaScript). */
export function errorDetails(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack };
  if (typeof error === "string") return { message: error };
  if (error && typeof error === "object" && "message" in error && typeof error.message === "string") {
    return { message: error.message };
  }
  try {
    return { message: JSON.stringify(error) ?? String(error) };
  } catch {
    return { message: String(error) };
  }
}

export interface FatalScreenProps {
  /** What was thrown. */
  error: unknown;
  heading?: string;
  /** Summary of the collapsible block with the stack trace. */
  detailsLabel?: string;
  reloadLabel?: string;
  /** Reloads the page by default. */
  onReload?: () => void;
  className?: string;
}

/** The last resort: a fatal or unhandled error, its details, and a way to start again. */
export function FatalScreen({
  error,
  heading = FATAL_SCREEN_DEFAULTS.heading,
  detailsLabel = FATAL_SCREEN_DEFAULTS.detailsLabel,
  reloadLabel = FATAL_SCREEN_DEFAULTS.reloadLabel,
  onReload = () => window.location.reload(),
  className,
}: FatalScreenProps) {
  const headingId = useId();
  const { message, stack } = errorDetails(error);
  return (
    <section
      data-slot="fatal-screen"
      role="alert"
      aria-labelledby={headingId}
      className={cn("mx-auto flex w-full max-w-3xl flex-col items-start gap-4 px-6 py-16 text-fg", className)}
    >
      <h1 id={headingId} className="text-3xl font-bold text-fg">
        {heading}
      </h1>
      <p data-slot="fatal-screen-message" className="text-lg break-words text-fg-muted">
        {message}
      </p>
      {stack ? (
        <details data-slot="fatal-screen-details" className="group w-full rounded-lg border border-border bg-surface">
          <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-lg px-4 font-medium text-fg select-none [&::-webkit-details-marker]:hidden">
            <ChevronRight
              aria-hidden="true"
              className="size-4 shrink-0 transition-transform group-open:rotate-90 motion-reduce:transition-none"
            />
            {detailsLabel}
          </summary>
          <pre className="max-h-80 overflow-auto border-t border-border bg-surface-sunken p-4 text-sm whitespace-pre-wrap text-fg">
            {stack}
          </pre>
        </details>
      ) : null}
      <Button icon={<RotateCw aria-hidden="true" />} onClick={onReload}>
        {reloadLabel}
      </Button>
    </section>
  );
}
