import {
  cloneElement,
  isValidElement,
  useId,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
  type Ref,
} from "react";
import { cn } from "../lib/cn.ts";

/** What a Field hands to its control: spread it onto an Input, Select trigger, Combobox and so on. */
export interface FieldControlProps {
  /** The control's id, which the label points at (not set for a group). */
  id?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
  "aria-required"?: true;
  /** The label's id, for controls a <label for> cannot name (custom widgets). */
  "aria-labelledby"?: string;
  required?: boolean;
  disabled?: boolean;
}

export interface FieldProps extends Omit<HTMLAttributes<HTMLDivElement>, "children"> {
  ref?: Ref<HTMLDivElement>;
  /** The visible label (required: every control needs one). */
  label: ReactNode;
  /** Help text under the label, read out with the control. */
  hint?: ReactNode;
  /** Error message; when set the control is marked invalid and the message is announced. */
  error?: ReactNode;
  /** Marks the control required: a visual mark here and aria-required/required on the control. */
  required?: boolean;
  /** Visible text after the label for required fields, e.g. "(verplicht)"; by default only a "*" mark. */
  requiredText?: ReactNode;
  disabled?: boolean;
  /** The control's id; generated when omitted. */
  id?: string;
  /**
   * A group of controls (radio buttons, checkboxes): renders a fieldset with a legend instead of a
   * label, and does not pass `id` to the control.
   */
  group?: boolean;
  /** Hides the label visually but keeps it for assistive technology. */
  hideLabel?: boolean;
  /** The control: an element (cloned with the props) or a function receiving the props. */
  children: ReactElement<Record<string, unknown>> | ((props: FieldControlProps) => ReactNode);
}

function joinIds(...ids: Array<string | undefined | false>): string | undefined {
  const joined = ids.filter(Boolean).join(" ");
  return joined || undefined;
}

/**
 * Label, hint, error message and required mark around one control, wired by id,
 * aria-describedby, aria-invalid and aria-required.
 */
export function Field(props: FieldProps) {
  const {
    label,
    hint,
    error,
    required = false,
    requiredText,
    disabled,
    id: idProp,
    group = false,
    hideLabel = false,
    className,
    children,
    ...rest
  } = props;
  const generated = useId();
  const childId = isValidElement(children) ? children.props.id : undefined;
  // The label follows the control's own id when the cloned control brings one.
  const id = idProp ?? (typeof childId === "string" ? childId : `field-${generated}`);
  const labelId = `${id}-label`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const invalid = Boolean(error);

  const controlProps: FieldControlProps = {
    id: group ? undefined : id,
    "aria-describedby": joinIds(hintId, errorId),
    "aria-invalid": invalid ? true : undefined,
    "aria-required": required ? true : undefined,
    "aria-labelledby": group ? undefined : labelId,
    required: required || undefined,
    disabled,
  };

  let control: ReactNode;
  if (typeof children === "function") {
    control = children(controlProps);
  } else if (isValidElement(children)) {
    const own = children.props;
    const merged: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(controlProps)) {
      if (value !== undefined && own[key] === undefined) merged[key] = value;
    }
    merged["aria-describedby"] = joinIds(
      own["aria-describedby"] as string | undefined,
      controlProps["aria-describedby"],
    );
    control = cloneElement(children, merged);
  } else {
    control = children;
  }

  const mark = required ? (
    <>
      <span aria-hidden="true" className="ms-0.5 text-danger-fg">
        *
      </span>
      {requiredText ? <span className="ms-1 font-normal text-fg-muted">{requiredText}</span> : null}
    </>
  ) : null;

  const hintNode = hint ? (
    <p id={hintId} data-slot="field-hint" className="text-sm text-fg-muted">
      {hint}
    </p>
  ) : null;
  const errorNode = (
    <div role="alert" data-slot="field-error-region" className="empty:hidden">
      {error ? (
        <p id={errorId} data-slot="field-error" className="text-sm font-medium text-danger-fg">
          {error}
        </p>
      ) : null}
    </div>
  );
  const labelClass = cn("text-base font-semibold text-fg", hideLabel && "sr-only");

  if (group) {
    return (
      <fieldset
        data-slot="field"
        data-invalid={invalid || undefined}
        data-disabled={disabled || undefined}
        disabled={disabled}
        className={cn("m-0 flex min-w-0 flex-col gap-1.5 border-0 p-0", className)}
        {...(rest as HTMLAttributes<HTMLFieldSetElement>)}
      >
        <legend id={labelId} data-slot="field-label" className={cn(labelClass, "mb-1.5 p-0")}>
          {label}
          {mark}
        </legend>
        {hintNode}
        {control}
        {errorNode}
      </fieldset>
    );
  }

  return (
    <div
      data-slot="field"
      data-invalid={invalid || undefined}
      data-disabled={disabled || undefined}
      className={cn("flex flex-col gap-1.5", className)}
      {...rest}
    >
      <label id={labelId} htmlFor={id} data-slot="field-label" className={labelClass}>
        {label}
        {mark}
      </label>
      {hintNode}
      {control}
      {errorNode}
    </div>
  );
}
