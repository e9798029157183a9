import { initialsOf } from "../Avatar/initials.ts";
import { cn } from "../lib/cn.ts";

export interface PartnerStripItem {
  id: string;
  name: string;
  logoUrl?: string | null;
  link?: string | null;
  description?: string | null;
}

export interface PartnerStripProps {
  partners: readonly PartnerStripItem[];
  /** The list's accessible name, e.g. 'Partners'. */
  label: string;
  /** Said after a link's name for screen readers, e.g. '(opent de website van de partner)'. */
  linkHint?: string;
  /** 'full': logo, name and description (the partners page); 'strip': logos and names in a row (the home page). */
  variant?: "full" | "strip";
  headingLevel?: 2 | 3;
  className?: string;
}

/** The center's partners in their order: logo (or a monogram), name as a link to their site, description. */
export function PartnerStrip({
  partners,
  label,
  linkHint,
  variant = "full",
  headingLevel = 2,
  className,
}: PartnerStripProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const full = variant === "full";
  return (
    <ul
      aria-label={label}
      data-slot="partner-strip"
      data-variant={variant}
      className={cn(
        "m-0 grid list-none gap-4 p-0",
        full ? "sm:grid-cols-2 lg:grid-cols-3" : "grid-cols-2 sm:grid-cols-3 lg:grid-cols-5",
        className,
      )}
    >
      {partners.map((p) => (
        <li
          key={p.id}
          className={cn(
            "relative flex gap-3 rounded-lg border border-border bg-surface p-4 straight:rounded-none",
            full ? "flex-row items-start" : "flex-col items-center text-center",
            p.link &&
              "hover:border-border-strong has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-focus",
          )}
        >
          <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-md bg-primary-50 text-xl font-bold text-primary-800 straight:rounded-none dark:bg-primary-900 dark:text-primary-100">
            {p.logoUrl ? (
              <img src={p.logoUrl} alt="" className="size-full object-contain" loading="lazy" />
            ) : (
              <span aria-hidden="true">{initialsOf(p.name)}</span>
            )}
          </div>
          <div className="flex min-w-0 flex-col gap-1">
            <Heading className="m-0 text-base font-semibold">
              {p.link ? (
                <a
                  href={p.link}
                  rel="noopener noreferrer"
                  className="text-fg underline-offset-4 after:absolute after:inset-0 hover:underline focus-visible:underline focus-visible:outline-none"
                >
                  {p.name}
                  {linkHint ? <span className="sr-only"> {linkHint}</span> : null}
                </a>
              ) : (
                p.name
              )}
            </Heading>
            {full && p.description ? <p className="m-0 text-sm text-fg-muted">{p.description}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
