import { cva, type VariantProps } from "class-variance-authority";
import type { HTMLAttributes, ReactNode, Ref } from "react";
import { cn } from "../lib/cn.ts";

/** The tones a status can take; each keeps its text at 4.5:1 in every tenant, light and dark. */
export const BADGE_TONES = ["neutral", "info", "success", "warning", "danger", "muted"] as const;
export type BadgeTone = (typeof BADGE_TONES)[number];

export const badgeVariants = cva(
  "inline-flex max-w-full shrink-0 items-center gap-1.5 rounded-md border font-medium [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        neutral: "border-border bg-surface-sunken text-fg",
        info: "border-primary-200 bg-primary-50 text-primary-800 dark:border-primary-800 dark:bg-primary-950 dark:text-primary-200",
        success: "border-success bg-surface text-success-fg",
        warning: "border-warning bg-surface text-warning-fg",
        danger: "border-danger bg-surface text-danger-fg",
        muted: "border-dashed border-border-strong bg-surface text-fg-muted",
        /** The tenant's primary fill, for emphasis ('Nieuw', counts). */
        solid: "border-transparent bg-solid text-on-solid",
        /** The tenant's secondary fill. */
        accent: "border-transparent bg-accent text-on-accent",
      },
      size: {
        sm: "px-1.5 py-0 text-xs leading-5 [&_svg]:size-3",
        md: "px-2 py-0.5 text-sm leading-5 [&_svg]:size-3.5",
      },
      /** Long text wraps onto more lines instead of staying on one (a variant, not a class to override: see ui/lib/cn.ts). */
      wrap: { false: "whitespace-nowrap", true: "whitespace-normal" },
    },
    defaultVariants: { variant: "neutral", size: "md", wrap: false },
  },
);

export type BadgeVariant = NonNullable<VariantProps<typeof badgeVariants>["variant"]>;

/** The dot's fill per variant: a stronger tint of the tone than the text. */
const dotClass: Record<BadgeVariant, string> = {
  neutral: "bg-fg-muted",
  info: "bg-primary-500",
  success: "bg-success",
  warning: "bg-warning",
  danger: "bg-danger",
  muted: "border border-current bg-transparent",
  solid: "bg-on-solid",
  accent: "bg-on-accent",
};

export type BadgeIndicator = "none" | "dot" | "icon";

export type BadgeProps = HTMLAttributes<HTMLSpanElement> &
  VariantProps<typeof badgeVariants> & {
    ref?: Ref<HTMLSpanElement>;
    children: ReactNode;
    /** A decorative dot or tone icon before the label; the label always carries the meaning. */
    indicator?: BadgeIndicator;
    /** The icon for indicator 'icon' (StatusBadge gives the tone's icon, see StatusBadge.tsx). */
    icon?: ReactNode;
  };

/** A short label: a status, a category, a count. Text always present, colour only supports it. */
export function Badge({ className, variant, size, wrap, indicator = "none", icon, children, ...rest }: BadgeProps) {
  const v: BadgeVariant = variant ?? "neutral";
  const tone = (BADGE_TONES as readonly string[]).includes(v) ? (v as BadgeTone) : undefined;
  return (
    <span
      data-slot="badge"
      data-variant={v}
      data-tone={tone}
      className={cn(badgeVariants({ variant: v, size, wrap }), className)}
      {...rest}
    >
      {indicator === "dot" ? (
        <span
          data-slot="badge-dot"
          aria-hidden="true"
          className={cn(
            "size-2 shrink-0 rounded-full straight:rounded-none forced-colors:bg-[CanvasText]",
            dotClass[v],
          )}
        />
      ) : null}
      {indicator === "icon" ? icon : null}
      <span className="truncate">{children}</span>
    </span>
  );
}
