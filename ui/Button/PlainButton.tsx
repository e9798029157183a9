import { cva, type VariantProps } from "class-variance-authority";
import type { ButtonHTMLAttributes, ReactNode, Ref } from "react";
import { cn } from "../lib/cn.ts";
import { Spinner } from "../Spinner/Spinner.tsx";

/**
 * The button without `asChild` (./Button.tsx adds it with Radix's Slot): the pieces of a first page
 * load use this one, so that the Slot is no part of it. A link that looks like a button takes
 * `buttonLinkProps` instead of `<Button asChild>`.
 */
export const buttonVariants = cva(
  [
    "inline-flex shrink-0 items-center justify-center gap-2 rounded-lg font-medium whitespace-nowrap select-none",
    "transition-colors duration-150 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus",
    "disabled:cursor-not-allowed disabled:opacity-60 aria-busy:cursor-progress [&_svg]:pointer-events-none [&_svg]:shrink-0",
  ],
  {
    variants: {
      variant: {
        solid: "bg-solid text-on-solid hover:bg-solid-hover",
        secondary: "bg-accent text-on-accent hover:bg-accent-hover",
        outline: "border border-border-strong bg-surface text-fg hover:bg-surface-raised",
        ghost: "bg-transparent text-fg hover:bg-surface-raised",
        danger: "bg-danger text-on-danger hover:opacity-90",
        // The size's height and padding apply (the merge of `cn` always let them win over this variant's).
        link: "bg-transparent text-link underline underline-offset-4 hover:decoration-2",
      },
      size: {
        sm: "h-9 px-3 text-sm [&_svg]:size-4",
        md: "h-11 px-4 text-base [&_svg]:size-5",
        lg: "h-12 px-6 text-lg [&_svg]:size-5",
        icon: "size-11 p-0 [&_svg]:size-5",
      },
    },
    defaultVariants: { variant: "solid", size: "md" },
  },
);

export type PlainButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "children"> &
  VariantProps<typeof buttonVariants> & {
    ref?: Ref<HTMLButtonElement>;
    children?: ReactNode;
    /** Shows a spinner, marks the button busy and ignores clicks. */
    loading?: boolean;
    /** An icon before the text. */
    icon?: ReactNode;
    /** Shows only the icon; `label` then becomes the accessible name and the tooltip title (required). */
    iconOnly?: boolean;
    label?: string;
  };

export function PlainButton(props: PlainButtonProps) {
  const {
    className,
    variant,
    size,
    loading = false,
    icon,
    iconOnly,
    label,
    children,
    disabled,
    onClick,
    type,
    ...rest
  } = props;
  if (iconOnly && !label) console.error("Button: an icon-only button needs a label");
  return (
    <button
      data-slot="button"
      data-variant={variant ?? "solid"}
      className={cn(buttonVariants({ variant, size: iconOnly ? "icon" : size }), className)}
      type={type ?? "button"}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-label={iconOnly ? label : undefined}
      title={iconOnly ? label : undefined}
      onClick={loading ? (e: React.MouseEvent<HTMLButtonElement>) => e.preventDefault() : onClick}
      {...rest}
    >
      {loading ? <Spinner /> : icon}
      {iconOnly ? null : children}
    </button>
  );
}

/** A link drawn as a button, as `<Button asChild><Link .../></Button>` draws it: `<Link href="..." {...buttonLinkProps()}>`. */
export function buttonLinkProps({
  variant,
  size,
  className,
}: VariantProps<typeof buttonVariants> & { className?: string } = {}) {
  return {
    "data-slot": "button",
    "data-variant": variant ?? "solid",
    className: cn(buttonVariants({ variant, size }), className),
  };
}
