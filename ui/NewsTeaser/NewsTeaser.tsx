import { Newspaper } from "lucide-react";
import { cn } from "../lib/cn.ts";
import { PlainLink, type LinkComponent } from "../lib/link.ts";

export interface NewsTeaserItem {
  id: string;
  title: string;
  href: string;
  /** The date as it is shown, already formatted in the user's language. */
  date: string;
  /** The date as an ISO timestamp, for <time dateTime>. */
  dateTime: string;
  summary?: string | null;
  imageUrl?: string | null;
  imageAlt?: string | null;
}

export interface NewsTeaserProps {
  items: readonly NewsTeaserItem[];
  /** The list's accessible name, e.g. 'Nieuwsberichten'. */
  label: string;
  /** Heading level of each item's title (2 on /nieuws, 3 in a home page section). */
  headingLevel?: 2 | 3;
  linkComponent?: LinkComponent;
  /** 'list': one per row with the summary (the news page); 'grid': cards side by side (the home page). */
  variant?: "list" | "grid";
  className?: string;
}

/** News items as cards: picture, date, title (a link to the item) and summary. Text and data through props. */
export function NewsTeaser({
  items,
  label,
  headingLevel = 2,
  linkComponent: Link = PlainLink,
  variant = "list",
  className,
}: NewsTeaserProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul
      aria-label={label}
      data-slot="news-teaser"
      data-variant={variant}
      className={cn(
        "m-0 grid list-none gap-4 p-0",
        variant === "grid" ? "sm:grid-cols-2 lg:grid-cols-3" : "grid-cols-1",
        className,
      )}
    >
      {items.map((item) => (
        <li
          key={item.id}
          className={cn(
            "relative flex overflow-hidden rounded-lg border border-border bg-surface straight:rounded-none",
            "hover:border-border-strong has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-focus",
            variant === "grid" ? "flex-col" : "flex-col sm:flex-row",
          )}
        >
          <div
            className={cn(
              // Without a photo: a quiet panel in the center's colour, not a "missing image" sign.
              "flex shrink-0 items-center justify-center",
              item.imageUrl
                ? "bg-surface-sunken"
                : "bg-primary-50 text-primary-600 dark:bg-primary-950 dark:text-primary-300",
              variant === "grid" ? "aspect-[16/9] w-full" : "aspect-[16/9] w-full sm:aspect-[4/3] sm:w-48",
            )}
          >
            {item.imageUrl ? (
              <img src={item.imageUrl} alt={item.imageAlt ?? ""} className="size-full object-cover" loading="lazy" />
            ) : (
              <Newspaper aria-hidden="true" data-picture="none" className="size-10" />
            )}
          </div>
          <div className="flex min-w-0 flex-1 flex-col gap-2 p-4">
            <time dateTime={item.dateTime} className="text-sm text-fg-muted">
              {item.date}
            </time>
            <Heading className="m-0 text-lg font-semibold leading-snug">
              <Link
                href={item.href}
                className="text-fg underline-offset-4 after:absolute after:inset-0 hover:underline focus-visible:underline focus-visible:outline-none"
              >
                {item.title}
              </Link>
            </Heading>
            {item.summary ? <p className="m-0 text-base text-fg-muted">{item.summary}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
