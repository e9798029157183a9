import { cva, type VariantProps } from "class-variance-authority";
import { User } from "lucide-react";
import { Avatar as AvatarPrimitive } from "radix-ui";
import type { Ref } from "react";
import { cn } from "../lib/cn.ts";
import { initialsOf } from "./initials.ts";

/**
 * How long the initials wait for an image before showing, so a fast image does not flash the
 * initials first. Without an image they show at once.
 */
export const AVATAR_FALLBACK_DELAY_MS = 600;

// Apart from the Radix avatar, so that a list of initials (the partner strip) does not carry it.
export { initialsOf };

export const avatarVariants = cva(
  "relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full align-middle select-none straight:rounded-none",
  {
    variants: {
      size: {
        sm: "size-8 text-xs",
        md: "size-10 text-sm",
        lg: "size-14 text-lg",
        xl: "size-20 text-2xl",
      },
    },
    defaultVariants: { size: "md" },
  },
);

export type AvatarProps = VariantProps<typeof avatarVariants> & {
  ref?: Ref<HTMLSpanElement>;
  /** The person's (or organization's) name: the accessible name and the source of the initials. */
  name: string;
  /** Photo or logo URL; the initials show while it loads and when it fails. */
  src?: string | null;
  /** Set when the name is already written next to the avatar: it is then hidden from assistive technology. */
  decorative?: boolean;
  className?: string;
};

/** A photo with an initials fallback (Radix Avatar). */
export function Avatar({ ref, name, src, size, decorative = false, className }: AvatarProps) {
  const initials = initialsOf(name);
  return (
    <AvatarPrimitive.Root
      ref={ref}
      data-slot="avatar"
      data-size={size ?? "md"}
      aria-hidden={decorative || undefined}
      className={cn(avatarVariants({ size }), className)}
    >
      {src ? (
        <AvatarPrimitive.Image
          data-slot="avatar-image"
          src={src}
          alt={decorative ? "" : name}
          className="size-full object-cover"
        />
      ) : null}
      <AvatarPrimitive.Fallback
        data-slot="avatar-fallback"
        delayMs={src ? AVATAR_FALLBACK_DELAY_MS : undefined}
        role={decorative ? undefined : "img"}
        aria-label={decorative ? undefined : name}
        className="flex size-full items-center justify-center bg-primary-100 font-semibold text-primary-900 dark:bg-primary-800 dark:text-primary-50"
      >
        {initials ? <span aria-hidden="true">{initials}</span> : <User aria-hidden="true" className="size-1/2" />}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
