import { House } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../lib/cn.ts";
import { PlainLink, type LinkComponent } from "../lib/link";
import { buttonVariants } from "../Button/Button.tsx";

/** The cases of the error screen (specification section 8), in the order they are checked. */
export type ErrorScreenCase = "wrong-center" | 401 | 403 | 404 | "other";

/** The phrase an API error message carries when the account belongs to another partner center. */
export const WRONG_CENTER_PHRASE = "wrong center";

/**
 * Which case of the error screen applies: a message containing 'wrong center' wins over any
 * status, then 401, 403 and 404; everything else (also no status at all) is 'other'.
 */
export function errorScreenCase(error: { status?: number; message?: string }): ErrorScreenCase {
  if (error.message?.toLowerCase().includes(WRONG_CENTER_PHRASE)) return "wrong-center";
  if (error.status === 401 || error.status === 403 || error.status === 404) return error.status;
  return "other";
}

export interface ErrorScreenProps {
  /** The status code shown large in the background (decorative); omit when there is none. */
  status?: number | string;
  title: ReactNode;
  message: ReactNode;
  /** Label of the button back to the home page ('Back to home'). */
  homeLabel: string;
  /** Where the button leads; '/' by default. */
  href?: string;
  /** The app's router link; a plain anchor by default. */
  LinkComponent?: LinkComponent;
  className?: string;
}

/** A full-page error: large status code behind the text, title, message and a way home. */
export function ErrorScreen({
  status,
  title,
  message,
  homeLabel,
  href = "/",
  LinkComponent = PlainLink,
  className,
}: ErrorScreenProps) {
  return (
    <section
      data-slot="error-screen"
      data-status={status ?? undefined}
      className={cn(
        "relative isolate flex min-h-[60vh] w-full flex-col items-center justify-center overflow-hidden px-6 py-16 text-center",
        className,
      )}
    >
      {/* Drawn as generated content: pure decoration, outside the accessibility tree and contrast checks. */}
      {status !== undefined && status !== "" ? (
        <span
          data-slot="error-screen-status"
          data-code={status}
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 -z-10 flex items-center justify-center text-[clamp(8rem,30vw,18rem)] leading-none font-black tracking-tighter text-muted-200 select-none before:content-[attr(data-code)] dark:text-muted-800"
        />
      ) : null}
      <h1 className="max-w-2xl text-3xl font-bold text-balance text-fg sm:text-4xl">{title}</h1>
      <p className="mt-4 max-w-xl text-lg text-fg-muted">{message}</p>
      <LinkComponent href={href} data-slot="error-screen-home" className={cn(buttonVariants({ size: "lg" }), "mt-8")}>
        <House aria-hidden="true" />
        {homeLabel}
      </LinkComponent>
    </section>
  );
}
