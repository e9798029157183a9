import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../lib/cn.ts";
import { PlainLink, type LinkComponent, type LinkProps } from "../lib/link.ts";

export const cardVariants = cva("flex flex-col gap-4 rounded-xl border text-fg", {
  variants: {
    variant: {
      default: "border-border bg-surface shadow-sm",
      raised: "border-border bg-surface-raised shadow-md",
      sunken: "border-transparent bg-surface-sunken",
      outline: "border-border-strong bg-transparent",
    },
    /**
     * The whole card opens its CardLink: hover lifts it, the link's focus ring surrounds the card.
     * Put a CardLink in the title; other buttons or links in the card need `relative z-10`.
     */
    interactive: {
      true: [
        "relative transition-[box-shadow,border-color] duration-150 hover:border-border-strong hover:shadow-md",
        "has-[[data-slot=card-link]:focus-visible]:outline-3 has-[[data-slot=card-link]:focus-visible]:outline-offset-2 has-[[data-slot=card-link]:focus-visible]:outline-focus",
      ],
      false: "",
    },
  },
  defaultVariants: { variant: "default", interactive: false },
});

export type CardProps = ComponentProps<"div"> & VariantProps<typeof cardVariants>;

export function Card({ className, variant, interactive, ...props }: CardProps) {
  return (
    <div
      data-slot="card"
      data-variant={variant ?? "default"}
      data-interactive={interactive || undefined}
      className={cn(cardVariants({ variant, interactive }), "py-5", className)}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="card-header"
      className={cn("grid auto-rows-min grid-cols-[1fr_auto] items-start gap-x-3 gap-y-1 px-5", className)}
      {...props}
    />
  );
}

export type CardTitleProps = ComponentProps<"h3"> & {
  /** The heading level that fits the page outline; default 3. */
  level?: 2 | 3 | 4 | 5 | 6;
};

export function CardTitle({ className, level = 3, ...props }: CardTitleProps) {
  const Heading = `h${level}` as const;
  return (
    <Heading
      data-slot="card-title"
      className={cn("col-start-1 text-lg leading-snug font-semibold text-fg", className)}
      {...props}
    />
  );
}

export function CardDescription({ className, ...props }: ComponentProps<"p">) {
  return <p data-slot="card-description" className={cn("col-start-1 text-sm text-fg-muted", className)} {...props} />;
}

/** Something at the top right of the header: a badge, a menu, a favourite button. */
export function CardAction({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="card-action"
      className={cn("relative z-10 col-start-2 row-span-2 row-start-1 self-start justify-self-end", className)}
      {...props}
    />
  );
}

export function CardContent({ className, ...props }: ComponentProps<"div">) {
  return <div data-slot="card-content" className={cn("px-5", className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="card-footer"
      className={cn("flex flex-wrap items-center gap-2 px-5 text-sm text-fg-muted", className)}
      {...props}
    />
  );
}

export type CardLinkProps = LinkProps & {
  /** The app's router link; default a plain anchor. */
  as?: LinkComponent;
};

/**
 * The link of an interactive card, placed in its title: its text names the link (short and
 * clear for screen readers) while a stretched layer makes the whole card clickable.
 */
export function CardLink({ as: Link = PlainLink, className, ...props }: CardLinkProps) {
  return (
    <Link
      data-slot="card-link"
      className={cn(
        "text-fg no-underline outline-none after:absolute after:inset-0 after:rounded-[inherit] hover:underline",
        "focus-visible:underline",
        className,
      )}
      {...props}
    />
  );
}
