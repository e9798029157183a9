import { cva, type VariantProps } from "class-variance-authority";
import { Inbox } from "lucide-react";
import type { HTMLAttributes, ReactNode, Ref } from "react";
import { cn } from "../lib/cn.ts";

export const emptyStateVariants = cva("flex flex-col items-center text-center", {
  variants: {
    size: {
      sm: "gap-2 px-4 py-6 [&_[data-slot=empty-state-icon]]:size-10 [&_[data-slot=empty-state-icon]_svg]:size-5",
      md: "gap-3 px-6 py-12 [&_[data-slot=empty-state-icon]]:size-14 [&_[data-slot=empty-state-icon]_svg]:size-7",
    },
    bordered: {
      true: "rounded-lg border border-dashed border-border-strong bg-surface",
      false: "",
    },
  },
  defaultVariants: { size: "md", bordered: false },
});

export type EmptyStateProps = Omit<HTMLAttributes<HTMLDivElement>, "title"> &
  VariantProps<typeof emptyStateVariants> & {
    ref?: Ref<HTMLDivElement>;
    /** A decorative icon; defaults to an empty tray. */
    icon?: ReactNode;
    title: ReactNode;
    description?: ReactNode;
    /** What the user can do about it: a Button or a link. */
    action?: ReactNode;
    /** The heading level of the title, to fit the page's outline. */
    headingLevel?: 2 | 3 | 4;
  };

/** Tells the user that a list or page has nothing to show yet, and what to do about it. */
export function EmptyState({
  ref,
  icon,
  title,
  description,
  action,
  headingLevel = 2,
  size,
  bordered,
  className,
  ...rest
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div ref={ref} data-slot="empty-state" className={cn(emptyStateVariants({ size, bordered }), className)} {...rest}>
      <div
        data-slot="empty-state-icon"
        aria-hidden="true"
        className="flex items-center justify-center rounded-full bg-surface-sunken text-fg-muted straight:rounded-none"
      >
        {icon ?? <Inbox />}
      </div>
      <Heading className={cn("font-semibold text-fg", size === "sm" ? "text-base" : "text-lg")}>{title}</Heading>
      {description ? <div className="max-w-prose text-sm text-fg-muted">{description}</div> : null}
      {action ? <div className="mt-2 flex flex-wrap justify-center gap-2">{action}</div> : null}
    </div>
  );
}
