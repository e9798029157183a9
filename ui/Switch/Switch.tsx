import type { ComponentProps, ReactNode, Ref } from "react";
import { ChoiceLabel, useChoiceIds, useChoiceState } from "../Field/choice.tsx";
import { cn } from "../lib/cn.ts";

export type SwitchProps = Omit<
  ComponentProps<"input">,
  "type" | "role" | "checked" | "defaultChecked" | "children" | "onChange" | "value"
> & {
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  onChange?: ComponentProps<"input">["onChange"];
  /** Sent with a form while on ('on' by default). */
  value?: string;
  /** The visible label; omit only when the switch is labelled otherwise (aria-label). */
  label?: ReactNode;
  hint?: ReactNode;
  /** Puts the label before the switch (settings lists) instead of after it. */
  labelPosition?: "start" | "end";
  ref?: Ref<HTMLInputElement>;
};

/**
 * An on/off switch (role switch) for settings that apply at once: the browser's own checkbox with
 * the switch role, transparent over a 44 px hit area, with the track and thumb drawn beside it.
 */
export function Switch(props: SwitchProps) {
  const {
    label,
    hint,
    labelPosition = "end",
    className,
    id: idProp,
    disabled,
    checked,
    defaultChecked = false,
    onCheckedChange,
    onChange,
    ...rest
  } = props;
  const { id, hintId, describedBy } = useChoiceIds("switch", idProp, hint, rest["aria-describedby"]);
  const [on, change] = useChoiceState<boolean>(checked, defaultChecked, onCheckedChange, onChange);
  const state = on ? "checked" : "unchecked";
  const control = (
    <span className={cn("relative inline-flex shrink-0", !label && className)}>
      <input
        type="checkbox"
        role="switch"
        data-slot="switch"
        data-state={state}
        id={id}
        disabled={disabled}
        checked={on}
        className="peer absolute -inset-2 z-10 m-0 cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed"
        {...rest}
        onChange={change}
        aria-describedby={describedBy}
      />
      <span
        aria-hidden="true"
        data-state={state}
        className={cn(
          "inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-border-strong bg-surface-sunken p-0.5",
          "transition-colors duration-150 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus",
          "data-[state=checked]:border-solid data-[state=checked]:bg-solid peer-disabled:opacity-60 straight:rounded-none",
        )}
      >
        <span
          data-slot="switch-thumb"
          data-state={state}
          className={cn(
            "block size-5 rounded-full border-2 border-transparent bg-fg-muted shadow-sm transition-transform duration-150 straight:rounded-none",
            "data-[state=checked]:translate-x-5 data-[state=checked]:bg-on-solid",
          )}
        />
      </span>
    </span>
  );
  if (!label) return control;
  const text = <ChoiceLabel id={id} hintId={hintId} label={label} hint={hint} />;
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
