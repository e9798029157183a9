import { Camera, MessageSquare, Trash2, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { FEEDBACK } from "../constants.ts";
import { cn } from "../lib/cn.ts";
import { Button } from "../Button/Button.tsx";
import { CropEditor, type CropEditorLabels } from "./CropEditor.tsx";
import { FEEDBACK_LABEL_CLASS, FEEDBACK_TRIGGER_CLASS } from "./trigger.ts";

export interface FeedbackValues {
  message: string;
  name: string;
  email: string;
  /** The cropped screenshot as a PNG data URL, when one was added. */
  screenshot?: string;
}

export type FeedbackField = "name" | "email" | "message";

export interface FeedbackRequirements {
  requireName?: boolean;
  requireEmail?: boolean;
}

/** Trims every text value (the specification: values are trimmed before validation and sending). */
export function trimFeedback(values: FeedbackValues): FeedbackValues {
  return { ...values, message: values.message.trim(), name: values.name.trim(), email: values.email.trim() };
}

/** The required fields left empty, in the order of the form: name, e-mail, message (always required). */
export function missingFeedbackFields(values: FeedbackValues, requirements: FeedbackRequirements): FeedbackField[] {
  const trimmed = trimFeedback(values);
  const missing: FeedbackField[] = [];
  if (requirements.requireName && !trimmed.name) missing.push("name");
  if (requirements.requireEmail && !trimmed.email) missing.push("email");
  if (!trimmed.message) missing.push("message");
  return missing;
}

/** 'Please enter in the following required fields: ' followed by the field labels. */
export function requiredFieldsMessage(prefix: string, labels: readonly string[]): string {
  return `${prefix}${labels.join(", ")}`;
}

export interface ScreenshotEnvironment {
  isSecureContext: boolean;
  matchMedia?: (query: string) => { matches: boolean };
  navigator?: { userAgent: string };
}

const MOBILE_USER_AGENT = /Android|iPhone|iPad|iPod|Mobi|Mobile/i;

/** Screenshots only in a secure context on a desktop: a fine pointer and no mobile user agent. */
export function canTakeScreenshot(
  env: ScreenshotEnvironment | undefined = typeof window === "undefined" ? undefined : window,
): boolean {
  if (!env?.isSecureContext) return false;
  if (MOBILE_USER_AGENT.test(env.navigator?.userAgent ?? "")) return false;
  return env.matchMedia?.("(pointer: fine)").matches ?? false;
}

/** The message of whatever a failed submit rejected with. */
export function submitErrorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === "string") return error;
  return String(error);
}

export interface FeedbackWidgetLabels extends CropEditorLabels {
  /** The floating button. */
  open: string;
  title: string;
  description?: string;
  name: string;
  email: string;
  message: string;
  /** Marks optional fields, e.g. '(optioneel)'. */
  optional?: string;
  submit: string;
  close: string;
  /** Shown after sending; clicking it closes the widget. */
  success: string;
  /** 'Please enter in the following required fields: ' */
  requiredFieldsPrefix: string;
  /** Shown when sending takes longer than the send time-out. */
  sendTimeout: string;
  addScreenshot: string;
  removeScreenshot: string;
  /** Alt text of the attached screenshot preview. */
  screenshotPreviewAlt: string;
}

export type FeedbackWidgetState = "closed" | "form" | "success";

export interface FeedbackWidgetProps extends FeedbackRequirements {
  labels: FeedbackWidgetLabels;
  /**
   * Sends the trimmed values; a rejection's message is shown in the form. The signal aborts when
   * sending takes longer than `sendTimeoutMs`.
   */
  onSubmit: (values: FeedbackValues, options: { signal: AbortSignal }) => Promise<void>;
  /** Gives up sending after this long; FEEDBACK.sendTimeoutMs (5000) by default. */
  sendTimeoutMs?: number;
  /** The success message closes itself after this long; FEEDBACK.successCloseMs (5000) by default. */
  successCloseMs?: number;
  /** Takes a screenshot of the page (a data URL). Without it there is no screenshot option. */
  onCaptureScreenshot?: () => Promise<string>;
  /** Whether this device may take screenshots; `canTakeScreenshot()` by default. */
  screenshotSupported?: boolean;
  defaultOpen?: boolean;
  className?: string;
}

const emptyValues: FeedbackValues = { message: "", name: "", email: "" };

const inputClass =
  "block min-h-11 w-full rounded-md border border-border-strong bg-surface px-3 py-2 text-base text-fg placeholder:text-fg-muted focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-focus aria-invalid:border-danger";

/**
 * A floating feedback button that opens a form (message, optional name and e-mail, optional
 * cropped screenshot) and shows a success message that closes itself after 5000 ms or on click.
 */
export function FeedbackWidget({
  labels,
  onSubmit,
  requireName = false,
  requireEmail = false,
  successCloseMs = FEEDBACK.successCloseMs,
  sendTimeoutMs = FEEDBACK.sendTimeoutMs,
  onCaptureScreenshot,
  screenshotSupported,
  defaultOpen = false,
  className,
}: FeedbackWidgetProps) {
  const id = useId();
  const [state, setState] = useState<FeedbackWidgetState>(defaultOpen ? "form" : "closed");
  const [values, setValues] = useState<FeedbackValues>(emptyValues);
  const [missing, setMissing] = useState<FeedbackField[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [capturing, setCapturing] = useState(false);
  const [rawScreenshot, setRawScreenshot] = useState<string | null>(null);
  const successRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [detected] = useState(() => canTakeScreenshot());
  const screenshots = Boolean(onCaptureScreenshot) && (screenshotSupported ?? detected);

  useEffect(() => {
    if (state !== "success") return;
    successRef.current?.focus();
    const timer = window.setTimeout(() => setState("closed"), successCloseMs);
    return () => window.clearTimeout(timer);
  }, [state, successCloseMs]);

  const fieldLabels: Record<FeedbackField, string> = {
    name: labels.name,
    email: labels.email,
    message: labels.message,
  };
  const required: Record<FeedbackField, boolean> = { name: requireName, email: requireEmail, message: true };

  const setValue = (field: FeedbackField) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((v) => ({ ...v, [field]: value }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const trimmed = trimFeedback(values);
    setValues(trimmed);
    setError(null);
    const empty = missingFeedbackFields(trimmed, { requireName, requireEmail });
    setMissing(empty);
    if (empty.length > 0) {
      formRef.current?.querySelector<HTMLElement>(`[name="${empty[0]}"]`)?.focus();
      return;
    }
    setSending(true);
    const controller = new AbortController();
    const timeout = new Promise<never>((_, reject) => {
      controller.signal.addEventListener("abort", () => reject(new Error(labels.sendTimeout)), { once: true });
    });
    const timer = window.setTimeout(() => controller.abort(), sendTimeoutMs);
    try {
      await Promise.race([onSubmit(trimmed, { signal: controller.signal }), timeout]);
      setValues(emptyValues);
      setState("success");
    } catch (reason) {
      setError(controller.signal.aborted ? labels.sendTimeout : submitErrorMessage(reason));
    } finally {
      window.clearTimeout(timer);
      setSending(false);
    }
  };

  const capture = async () => {
    if (!onCaptureScreenshot) return;
    setCapturing(true);
    try {
      setRawScreenshot(await onCaptureScreenshot());
    } catch (reason) {
      setError(submitErrorMessage(reason));
    } finally {
      setCapturing(false);
    }
  };

  const onOpenChange = (open: boolean) => {
    setState(open ? "form" : "closed");
    if (!open) {
      setMissing([]);
      setError(null);
      setRawScreenshot(null);
    }
  };

  const cropping = state === "form" && rawScreenshot !== null;
  const validationMessage =
    missing.length > 0
      ? requiredFieldsMessage(
          labels.requiredFieldsPrefix,
          missing.map((f) => fieldLabels[f]),
        )
      : null;

  const field = (name: FeedbackField, input: (props: Record<string, unknown>) => React.ReactNode) => {
    const inputId = `${id}-${name}`;
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={inputId} className="font-medium text-fg">
          {fieldLabels[name]}
          {required[name] ? (
            <span aria-hidden="true" className="ml-0.5 text-danger-fg">
              *
            </span>
          ) : labels.optional ? (
            <span className="ml-1 font-normal text-fg-muted">{labels.optional}</span>
          ) : null}
        </label>
        {input({
          id: inputId,
          name,
          value: values[name],
          onChange: setValue(name),
          required: required[name],
          "aria-invalid": missing.includes(name) || undefined,
          "aria-describedby": missing.includes(name) ? `${id}-validation` : undefined,
          className: inputClass,
        })}
      </div>
    );
  };

  return (
    <Dialog.Root open={state !== "closed"} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <Button
          data-slot="feedback-widget-trigger"
          icon={<MessageSquare aria-hidden="true" />}
          className={cn(FEEDBACK_TRIGGER_CLASS, className)}
        >
          <span className={FEEDBACK_LABEL_CLASS}>{labels.open}</span>
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay
          className={cn("fixed inset-0 z-40 bg-muted-950/40", capturing && "invisible")}
          data-slot="feedback-widget-overlay"
        />
        <Dialog.Content
          data-slot="feedback-widget"
          data-state-name={cropping ? "cropping" : state}
          aria-describedby={labels.description && state === "form" ? `${id}-description` : undefined}
          onOpenAutoFocus={(event) => {
            // Start in the first field rather than on the close button.
            const first = formRef.current?.querySelector<HTMLElement>("input, textarea");
            if (first) {
              event.preventDefault();
              first.focus();
            }
          }}
          className={cn(
            "fixed z-50 flex max-h-[calc(100dvh-2rem)] flex-col overflow-y-auto rounded-xl border border-border bg-surface text-fg shadow-2xl",
            cropping
              ? "inset-4 m-auto h-fit w-[min(56rem,calc(100vw-2rem))]"
              : "right-4 bottom-4 w-[min(26rem,calc(100vw-2rem))]",
            capturing && "invisible",
          )}
        >
          <div className="flex items-start justify-between gap-2 border-b border-border p-4">
            <Dialog.Title className="pt-2 text-lg font-semibold">{labels.title}</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" iconOnly label={labels.close} icon={<X aria-hidden="true" />} />
            </Dialog.Close>
          </div>
          {state === "success" ? (
            <div role="status" className="p-4">
              <button
                ref={successRef}
                type="button"
                data-slot="feedback-widget-success"
                onClick={() => setState("closed")}
                className="block min-h-11 w-full rounded-lg bg-surface-raised p-4 text-left font-medium text-success-fg focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
              >
                {labels.success}
              </button>
            </div>
          ) : cropping ? (
            <CropEditor
              className="p-4"
              src={rawScreenshot}
              labels={labels}
              onCancel={() => setRawScreenshot(null)}
              onApply={(screenshot) => {
                setValues((v) => ({ ...v, screenshot }));
                setRawScreenshot(null);
              }}
            />
          ) : (
            <form
              ref={formRef}
              noValidate
              data-slot="feedback-widget-form"
              onSubmit={(event) => void submit(event)}
              className="flex flex-col gap-4 p-4"
            >
              {labels.description ? (
                <Dialog.Description id={`${id}-description`} className="text-sm text-fg-muted">
                  {labels.description}
                </Dialog.Description>
              ) : null}
              {field("name", (props) => (
                <input {...props} type="text" autoComplete="name" />
              ))}
              {field("email", (props) => (
                <input {...props} type="email" autoComplete="email" inputMode="email" />
              ))}
              {field("message", (props) => (
                <textarea {...props} rows={4} className={cn(props.className as string, "resize-y")} />
              ))}
              {screenshots ? (
                values.screenshot ? (
                  <div className="flex items-center gap-3">
                    <img
                      src={values.screenshot}
                      alt={labels.screenshotPreviewAlt}
                      data-slot="feedback-widget-screenshot"
                      className="h-16 max-w-40 rounded-md border border-border object-contain"
                    />
                    <Button
                      variant="outline"
                      size="sm"
                      className="min-h-11"
                      icon={<Trash2 aria-hidden="true" />}
                      onClick={() => setValues((v) => ({ ...v, screenshot: undefined }))}
                    >
                      {labels.removeScreenshot}
                    </Button>
                  </div>
                ) : (
                  <Button
                    variant="outline"
                    className="self-start"
                    icon={<Camera aria-hidden="true" />}
                    loading={capturing}
                    onClick={() => void capture()}
                  >
                    {labels.addScreenshot}
                  </Button>
                )
              ) : null}
              <div aria-live="assertive" className="empty:hidden">
                {validationMessage ? (
                  <p id={`${id}-validation`} data-slot="feedback-widget-validation" className="text-danger-fg">
                    {validationMessage}
                  </p>
                ) : null}
                {error ? (
                  <p data-slot="feedback-widget-error" className="text-danger-fg">
                    {error}
                  </p>
                ) : null}
              </div>
              <Button type="submit" loading={sending} className="self-end">
                {labels.submit}
              </Button>
            </form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
