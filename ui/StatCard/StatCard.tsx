import { ArrowRight } from "lucide-react";
import type { ReactNode, Ref } from "react";
import { cn } from "../lib/cn.ts";
import { PlainLink, type LinkComponent } from "../lib/link.ts";

export interface StatCardProps {
  ref?: Ref<HTMLDivElement>;
  /** What is counted, e.g. 'Nieuwe reacties'. */
  label: string;
  value: number;
  /** A line under the figure, e.g. 'wachten op een reactie'. */
  description?: ReactNode;
  /** A decorative icon next to the label. */
  icon?: ReactNode;
  /** Where the figure leads (the filtered list); the whole card becomes the link. */
  href?: string;
  linkComponent?: LinkComponent;
  /** BCP 47 locale for the number. */
  locale?: string;
  /** 'attention' draws the eye to work that waits (a count above zero). */
  tone?: "default" | "attention";
  className?: string;
}

/** A key figure: a count with its label, optionally a link to the list behind it. */
/** Room kept free at the label's end for the link arrow (absolute, top right), so a long label wraps before it. */
const ARROW_ROOM = "pe-7";

export function StatCard({
  ref,
  label,
  value,
  description,
  icon,
  href,
  linkComponent: Link = PlainLink,
  locale = "nl",
  tone = "default",
  className,
}: StatCardProps) {
  const figure = new Intl.NumberFormat(locale).format(value);
  const body = (
    <>
      <span
        className={cn(
          "flex items-center gap-2 text-sm font-medium text-fg-muted [&_svg]:size-5 [&_svg]:shrink-0",
          href && ARROW_ROOM,
        )}
      >
        {icon ? <span aria-hidden="true">{icon}</span> : null}
        <span data-slot="stat-card-label">{label}</span>
      </span>
      <span data-slot="stat-card-value" className="text-3xl leading-tight font-bold text-fg tabular-nums">
        {figure}
      </span>
      {description ? <span className="text-sm text-fg-muted">{description}</span> : null}
    </>
  );
  const frame = cn(
    "flex h-full flex-col gap-1 rounded-xl border bg-surface p-4 shadow-sm",
    tone === "attention" && value > 0
      ? "border-s-4 border-border border-s-primary-600 dark:border-s-primary-400"
      : "border-border",
  );
  return (
    <div ref={ref} data-slot="stat-card" data-tone={tone} className={className}>
      {href ? (
        <Link
          href={href}
          className={cn(
            frame,
            "group relative text-fg no-underline transition-[box-shadow,border-color] duration-150",
            "hover:border-border-strong hover:shadow-md",
            "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus",
          )}
        >
          {body}
          <ArrowRight
            aria-hidden="true"
            className="absolute top-4 end-4 size-5 text-fg-muted transition-transform group-hover:translate-x-0.5"
          />
        </Link>
      ) : (
        <div className={frame}>{body}</div>
      )}
    </div>
  );
}
