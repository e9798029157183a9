import { Switch as RadixSwitch } from "radix-ui";
import { useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "../lib/cn.ts";

export type SwitchProps = Omit<ComponentProps<typeof RadixSwitch.Root>, "children"> & {
  /** The visible label; omit only when the switch is labelled otherwise (aria-label). */
  label?: ReactNode;
  hint?: ReactNode;
  /** Puts the label before the switch (settings lists) instead of after it. */
  labelPosition?: "start" | "end";
};

/** An on/off switch (role switch) for settings that apply at once. */
export function Switch(props: SwitchProps) {
  const { label, hint, labelPosition = "end", className, id: idProp, disabled, ...rest } = props;
  const generated = useId();
  const id = idProp ?? `switch-${generated}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [rest["aria-describedby"], hintId].filter(Boolean).join(" ") || undefined;
  const control = (
    <RadixSwitch.Root
      data-slot="switch"
      id={id}
      disabled={disabled}
      className={cn(
        "relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-border-strong bg-surface-sunken p-0.5",
        "transition-colors duration-150 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus",
        "data-[state=checked]:border-solid data-[state=checked]:bg-solid disabled:cursor-not-allowed disabled:opacity-60",
        "straight:rounded-none before:absolute before:-inset-2 before:content-['']",
        !label && className,
      )}
      {...rest}
      aria-describedby={describedBy}
    >
      <RadixSwitch.Thumb
        data-slot="switch-thumb"
        className={cn(
          "block size-5 rounded-full border-2 border-transparent bg-fg-muted shadow-sm transition-transform duration-150 straight:rounded-none",
          "data-[state=checked]:translate-x-5 data-[state=checked]:bg-on-solid",
        )}
      />
    </RadixSwitch.Root>
  );
  if (!label) return control;
  const text = (
    <div className="flex flex-col gap-0.5">
      <label
        htmlFor={id}
        className="cursor-pointer text-base leading-6 text-fg group-data-disabled:cursor-not-allowed group-data-disabled:opacity-60"
      >
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-fg-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
  return (
    <div
      data-slot="switch-field"
      data-disabled={disabled || undefined}
      className={cn(
        "group flex min-h-11 items-center gap-3 py-2",
        labelPosition === "start" && "justify-between",
        className,
      )}
    >
      {labelPosition === "start" ? (
        <>
          {text}
          {control}
        </>
      ) : (
        <>
          {control}
          {text}
        </>
      )}
    </div>
  );
}
