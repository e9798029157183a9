import { Slot } from "radix-ui";
import { buttonVariants, PlainButton, type PlainButtonProps } from "./PlainButton.tsx";
import { cn } from "../lib/cn.ts";

export { buttonVariants, buttonLinkProps } from "./PlainButton.tsx";

export type ButtonProps = PlainButtonProps & {
  /** Render the child element (a link, for example) with the button's styling instead of a <button>. */
  asChild?: boolean;
};

/** A button; with `asChild` its styling goes onto the child element (Radix's Slot). */
export function Button({ asChild = false, ...props }: ButtonProps) {
  if (!asChild) return <PlainButton {...props} />;
  // A <button>'s own props (the icon, disabled, type) do not go onto the child.
  const {
    className,
    variant,
    size,
    loading = false,
    icon: _icon,
    iconOnly,
    label,
    children,
    disabled: _disabled,
    onClick,
    type: _type,
    ...rest
  } = props;
  if (iconOnly && !label) console.error("Button: an icon-only button needs a label");
  return (
    <Slot.Root
      data-slot="button"
      data-variant={variant ?? "solid"}
      className={cn(buttonVariants({ variant, size: iconOnly ? "icon" : size }), className)}
      aria-busy={loading || undefined}
      aria-label={iconOnly ? label : undefined}
      title={iconOnly ? label : undefined}
      onClick={loading ? (e: React.MouseEvent<HTMLButtonElement>) => e.preventDefault() : onClick}
      {...rest}
    >
      {children}
    </Slot.Root>
  );
}
