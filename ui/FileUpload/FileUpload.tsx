import { FileText, Upload, X } from "lucide-react";
import { useCallback, useId, useRef, useState, type DragEvent, type FocusEvent, type ReactNode, type Ref } from "react";
import { cn } from "../lib/cn.ts";

export type FileRejectionReason = "type" | "size" | "count";

export interface FileRejection {
  file: File;
  reason: FileRejectionReason;
}

export interface FileUploadMessages {
  /** e.g. (file) => `${file.name} is geen PDF of afbeelding.` */
  wrongType: (file: File) => string;
  /** e.g. (file, max) => `${file.name} is groter dan ${max}.` (max already formatted) */
  tooLarge: (file: File, maxSize: string) => string;
  /** e.g. (max) => `Kies hoogstens ${max} bestanden.` */
  tooMany: (maxFiles: number) => string;
}

export interface FileUploadProps {
  /** Forwarded to the choose button, the control a form focuses on an error. */
  ref?: Ref<HTMLButtonElement>;
  /** The chosen files. */
  value?: File[];
  defaultValue?: File[];
  onValueChange?: (files: File[]) => void;
  /** The same, under the name react-hook-form's Controller spreads (`{...field}`). */
  onChange?: (files: File[]) => void;
  onBlur?: (event: FocusEvent<HTMLButtonElement>) => void;
  /** Called with the files that were refused, and why. */
  onReject?: (rejections: FileRejection[]) => void;
  name?: string;
  id?: string;
  /** As the input's accept attribute: MIME types (image/*, application/pdf) and extensions (.docx). */
  accept?: string;
  /** Largest file in bytes. */
  maxSize?: number;
  /** Most files in total; 1 without `multiple`. */
  maxFiles?: number;
  multiple?: boolean;
  disabled?: boolean;
  required?: boolean;
  invalid?: boolean;
  className?: string;
  /** The button's text, e.g. "Kies bestanden". */
  buttonLabel: string;
  /** Text in the drop zone, e.g. "of sleep ze hierheen". */
  dropLabel?: ReactNode;
  /** What may be chosen, e.g. "PDF of afbeelding, hoogstens 5 MB". */
  description?: ReactNode;
  /** Accessible name of a file's remove button, e.g. (file) => `Verwijder ${file.name}`. */
  removeLabel: (file: File) => string;
  /** Accessible name of the list of chosen files, e.g. "Gekozen bestanden". */
  filesLabel: string;
  messages: FileUploadMessages;
  /** Read out after files are added or removed, e.g. (files) => `${files.length} bestanden gekozen`. */
  statusText?: (files: File[]) => string;
  /** Formats a size in bytes; by default "1,5 MB" style in the given locale. */
  formatSize?: (bytes: number) => string;
  /** Locale of the default size format. */
  locale?: string;
  "aria-describedby"?: string;
  "aria-labelledby"?: string;
  "aria-invalid"?: boolean | "true" | "false";
}

export function formatFileSize(bytes: number, locale = "nl-NL"): string {
  const units = ["B", "kB", "MB", "GB"];
  let size = bytes;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit++;
  }
  const digits = unit === 0 || size >= 10 ? 0 : 1;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(size)} ${units[unit]}`;
}

/** Whether a file matches an accept list such as "image/*,.pdf,application/zip". */
export function acceptsFile(file: File, accept: string | undefined): boolean {
  if (!accept) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept
    .split(",")
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean)
    .some((rule) => {
      if (rule.startsWith(".")) return name.endsWith(rule);
      if (rule.endsWith("/*")) return type.startsWith(rule.slice(0, -1));
      return type === rule;
    });
}

const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/**
 * Choose files with a button or by dropping them on the zone; refused files get a message, chosen
 * files are listed with a remove button. The native input keeps the chosen files, so a plain form
 * post sends them.
 */
export function FileUpload(props: FileUploadProps) {
  const {
    ref,
    value,
    defaultValue,
    onValueChange,
    onChange,
    onBlur,
    onReject,
    name,
    id: idProp,
    accept,
    maxSize,
    maxFiles: maxFilesProp,
    multiple = false,
    disabled,
    required,
    invalid,
    className,
    buttonLabel,
    dropLabel,
    description,
    removeLabel,
    filesLabel,
    messages,
    statusText,
    formatSize,
    locale,
    ...aria
  } = props;
  const generated = useId();
  const id = idProp ?? `file-${generated}`;
  const buttonId = `${id}-button`;
  const descriptionId = description ? `${id}-description` : undefined;
  const [innerFiles, setInnerFiles] = useState<File[]>(defaultValue ?? []);
  const files = value ?? innerFiles;
  const [errors, setErrors] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const [status, setStatus] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const maxFiles = maxFilesProp ?? (multiple ? Infinity : 1);
  const ariaInvalid = aria["aria-invalid"] ?? (invalid || errors.length > 0 ? true : undefined);
  const size = (bytes: number) => (formatSize ? formatSize(bytes) : formatFileSize(bytes, locale));

  function commit(next: File[]) {
    if (value === undefined) setInnerFiles(next);
    if (statusText) setStatus(statusText(next));
    syncInput(next);
    onValueChange?.(next);
    onChange?.(next);
  }

  /** Mirrors the list into the native input so a plain form post carries it. */
  function syncInput(next: File[]) {
    const input = inputRef.current;
    if (!input || typeof DataTransfer === "undefined") return;
    try {
      const transfer = new DataTransfer();
      next.forEach((file) => transfer.items.add(file));
      input.files = transfer.files;
    } catch {
      // Browsers without a constructible DataTransfer keep only the last native choice.
    }
  }

  function add(incoming: File[]) {
    const rejections: FileRejection[] = [];
    const base = multiple ? files : [];
    const accepted: File[] = [];
    for (const file of incoming) {
      if (!acceptsFile(file, accept)) rejections.push({ file, reason: "type" });
      else if (maxSize !== undefined && file.size > maxSize) rejections.push({ file, reason: "size" });
      else if (!base.some((f) => sameFile(f, file)) && !accepted.some((f) => sameFile(f, file))) accepted.push(file);
    }
    const room = Math.max(0, maxFiles - base.length);
    accepted.splice(room).forEach((file) => rejections.push({ file, reason: "count" }));
    const text = rejections
      .filter((r, i) => r.reason !== "count" || rejections.findIndex((o) => o.reason === "count") === i)
      .map((r) =>
        r.reason === "type"
          ? messages.wrongType(r.file)
          : r.reason === "size"
            ? messages.tooLarge(r.file, size(maxSize ?? 0))
            : messages.tooMany(maxFiles),
      );
    setErrors(text);
    if (rejections.length > 0) onReject?.(rejections);
    if (accepted.length > 0) commit([...base, ...accepted]);
    else syncInput(files);
  }

  function removeAt(index: number) {
    const next = files.filter((_, i) => i !== index);
    commit(next);
    setErrors([]);
    // Keep keyboard users in place: the next file's remove button, else the previous, else the choose button.
    requestAnimationFrame(() => {
      const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>("button");
      const target = buttons?.[Math.min(index, buttons.length - 1)] ?? buttonRef.current;
      target?.focus();
    });
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    add(Array.from(event.dataTransfer.files));
  }

  const setButtonRef = useCallback(
    (node: HTMLButtonElement | null) => {
      buttonRef.current = node;
      if (typeof ref === "function") ref(node);
      else if (ref) (ref as { current: HTMLButtonElement | null }).current = node;
    },
    [ref],
  );

  return (
    <div data-slot="file-upload" className={cn("flex flex-col gap-3", className)}>
      {/* Dropping is a pointer shortcut; the button inside is the keyboard and screen-reader path. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div
        data-slot="file-upload-dropzone"
        data-dragging={dragging || undefined}
        data-invalid={ariaInvalid ? true : undefined}
        data-disabled={disabled || undefined}
        onDragEnter={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragOver={(event) => event.preventDefault()}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
        className={cn(
          "flex flex-col items-center gap-3 rounded-lg border-2 border-dashed border-border-strong bg-surface-raised px-4 py-6 text-center",
          "transition-colors duration-150 data-dragging:border-solid data-dragging:bg-primary-50 dark:data-dragging:bg-primary-950",
          "data-invalid:border-danger data-disabled:border-border data-disabled:bg-surface-sunken",
        )}
      >
        <Upload aria-hidden className="size-8 text-fg-muted" />
        <div className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1">
          <button
            ref={setButtonRef}
            id={buttonId}
            type="button"
            data-slot="file-upload-button"
            disabled={disabled}
            aria-describedby={[aria["aria-describedby"], descriptionId].filter(Boolean).join(" ") || undefined}
            aria-labelledby={aria["aria-labelledby"] ? `${aria["aria-labelledby"]} ${buttonId}` : undefined}
            onClick={() => inputRef.current?.click()}
            onBlur={onBlur}
            className={cn(
              "inline-flex h-11 items-center justify-center gap-2 rounded-lg border border-border-strong bg-surface px-4 text-base font-medium text-fg",
              "hover:bg-surface-sunken focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus",
              "disabled:cursor-not-allowed disabled:opacity-60",
            )}
          >
            {buttonLabel}
          </button>
          {dropLabel ? <span className="text-base text-fg-muted">{dropLabel}</span> : null}
        </div>
        {description ? (
          <p id={descriptionId} className="text-sm text-fg-muted">
            {description}
          </p>
        ) : null}
        <input
          ref={inputRef}
          id={id}
          type="file"
          name={name}
          accept={accept}
          multiple={multiple}
          required={required && files.length === 0}
          disabled={disabled}
          tabIndex={-1}
          aria-hidden="true"
          data-slot="file-upload-input"
          className="sr-only"
          onChange={(event) => add(Array.from(event.target.files ?? []))}
        />
      </div>
      <p role="status" data-slot="file-upload-status" className="sr-only">
        {status}
      </p>
      <div role="alert" data-slot="file-upload-errors" className="empty:hidden">
        {errors.length > 0 ? (
          <ul className="flex flex-col gap-1">
            {errors.map((message, index) => (
              <li key={index} className="text-sm font-medium text-danger-fg">
                {message}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {files.length > 0 ? (
        <ul ref={listRef} aria-label={filesLabel} data-slot="file-upload-list" className="flex flex-col gap-2">
          {files.map((file, index) => (
            <li
              key={`${file.name}-${file.size}-${file.lastModified}`}
              data-slot="file-upload-item"
              className="flex min-h-11 items-center gap-3 rounded-md border border-border bg-surface ps-3"
            >
              <FileText aria-hidden className="size-5 shrink-0 text-fg-muted" />
              <span className="min-w-0 flex-1 truncate text-base text-fg">{file.name}</span>
              <span className="shrink-0 text-sm text-fg-muted tabular-nums">{size(file.size)}</span>
              <button
                type="button"
                aria-label={removeLabel(file)}
                title={removeLabel(file)}
                disabled={disabled}
                onClick={() => removeAt(index)}
                className={cn(
                  "inline-flex size-11 shrink-0 items-center justify-center rounded-md text-fg-muted hover:bg-surface-raised hover:text-fg",
                  "focus-visible:outline-3 focus-visible:-outline-offset-2 focus-visible:outline-focus",
                )}
              >
                <X aria-hidden className="size-5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
