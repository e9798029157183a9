import { cva, type VariantProps } from "class-variance-authority";
import type { CSSProperties, HTMLAttributes, ReactNode, Ref } from "react";
import { cn } from "../lib/cn.ts";

/** The last line of a text skeleton is shorter, as the last line of a paragraph usually is. */
export const SKELETON_LAST_LINE_WIDTH = "60%";

export const skeletonVariants = cva(
  "block bg-muted-200 motion-safe:animate-pulse motion-reduce:animate-none dark:bg-muted-800 forced-colors:bg-[GrayText]",
  {
    variants: {
      variant: {
        /** One line of text, as high as the text around it. */
        text: "h-[1em] w-full rounded-sm",
        /** An avatar or icon; follows the tenant's shape like the Avatar does. */
        circle: "size-10 shrink-0 rounded-full straight:rounded-none",
        /** An image, a card, a chart. */
        block: "h-24 w-full rounded-lg",
      },
    },
    defaultVariants: { variant: "block" },
  },
);

export type SkeletonProps = Omit<HTMLAttributes<HTMLSpanElement>, "children"> &
  VariantProps<typeof skeletonVariants> & {
    ref?: Ref<HTMLSpanElement>;
    /** For variant 'text': the number of lines (the last one shorter). */
    lines?: number;
    width?: CSSProperties["width"];
    height?: CSSProperties["height"];
  };

/**
 * A placeholder shape while content loads. Always hidden from assistive technology: wrap it in a
 * SkeletonGroup, whose label announces the loading.
 */
export function Skeleton({ ref, variant, lines = 1, width, height, className, style, ...rest }: SkeletonProps) {
  const v = variant ?? "block";
  const size = { width, height, ...style };
  if (v === "text" && lines > 1) {
    return (
      <span
        ref={ref}
        aria-hidden="true"
        data-slot="skeleton"
        data-variant="text"
        className={cn("flex w-full flex-col gap-[0.5em]", className)}
        style={size}
        {...rest}
      >
        {Array.from({ length: lines }, (_, i) => (
          <span
            key={i}
            data-slot="skeleton-line"
            className={skeletonVariants({ variant: "text" })}
            style={i === lines - 1 ? { width: SKELETON_LAST_LINE_WIDTH } : undefined}
          />
        ))}
      </span>
    );
  }
  return (
    <span
      ref={ref}
      aria-hidden="true"
      data-slot="skeleton"
      data-variant={v}
      className={cn(skeletonVariants({ variant: v }), className)}
      style={size}
      {...rest}
    />
  );
}

export interface SkeletonGroupProps extends HTMLAttributes<HTMLDivElement> {
  ref?: Ref<HTMLDivElement>;
  /** Announced to screen readers instead of the shapes, e.g. 'Vacatures laden…'. */
  label: string;
  children: ReactNode;
}

/** A loading region: its shapes are hidden, its label is read out (a polite status). */
export function SkeletonGroup({ ref, label, children, className, ...rest }: SkeletonGroupProps) {
  return (
    <div ref={ref} role="status" aria-busy="true" data-slot="skeleton-group" className={className} {...rest}>
      <span className="sr-only">{label}</span>
      <div aria-hidden="true" className="contents">
        {children}
      </div>
    </div>
  );
}
