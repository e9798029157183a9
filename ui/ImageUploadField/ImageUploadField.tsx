import { useState, type ReactNode } from "react";
import { Button } from "../Button/Button.tsx";
import { Field } from "../Field/Field.tsx";
import { FileUpload, type FileUploadProps } from "../FileUpload/FileUpload.tsx";
import { Spinner } from "../Spinner/Spinner.tsx";
import { cn } from "../lib/cn.ts";

/** The chooser's texts and limits (as FileUpload takes them). */
export type ImageChooserProps = Pick<
  FileUploadProps,
  | "accept"
  | "maxSize"
  | "locale"
  | "buttonLabel"
  | "dropLabel"
  | "description"
  | "removeLabel"
  | "filesLabel"
  | "messages"
>;

export interface ImageUploadFieldProps extends ImageChooserProps {
  label: string;
  /** The stored image ("" or null: none yet). */
  value: string | null;
  /** The preview's source (e.g. a narrower variant of `value`); `value` by default. */
  previewSrc?: string;
  previewAlt: string;
  /** photo: wide and cropped; logo: small and whole. */
  variant?: "photo" | "logo";
  /** The preview's own size and shape (e.g. "size-10" for a favicon, "size-24 rounded-full" for a portrait). */
  previewClassName?: string;
  /** A line under the label, e.g. what size works best. */
  hint?: string;
  clearLabel: string;
  onClear: () => void;
  /** Stores the chosen file and sets the value; rejects when it could not. */
  onUpload: (file: File) => Promise<void>;
  /** Read out while the file is stored, e.g. "Afbeelding uploaden…". */
  uploadingLabel: string;
  /** Shown when `onUpload` rejected. */
  failedMessage: string;
  /** The form's message for the value. */
  error?: string;
  /** Another way to choose, shown under the chooser (e.g. "Kies uit de beeldbank"). */
  library?: ReactNode;
}

/**
 * An image of a form (a vacancy's picture, an organization's logo): a preview with a button to
 * remove it, or a chooser that stores the chosen file at once, with progress and its failure.
 */
export function ImageUploadField({
  label,
  value,
  previewSrc,
  previewAlt,
  variant = "photo",
  previewClassName,
  hint,
  clearLabel,
  onClear,
  onUpload,
  uploadingLabel,
  failedMessage,
  error,
  library,
  ...chooser
}: ImageUploadFieldProps) {
  const [upload, setUpload] = useState<{ busy: boolean; error?: string }>({ busy: false });
  const choose = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    setUpload({ busy: true });
    try {
      await onUpload(file);
      setUpload({ busy: false });
    } catch {
      setUpload({ busy: false, error: failedMessage });
    }
  };
  return (
    <>
      {value ? (
        <div data-slot="image-upload-field" data-variant={variant} className="flex flex-col items-start gap-2">
          <p className="m-0 font-medium">{label}</p>
          <img
            src={previewSrc ?? value}
            alt={previewAlt}
            className={cn(
              "rounded-lg border border-border",
              variant === "logo" ? "max-h-40 object-contain" : "max-h-60 object-cover",
              previewClassName,
            )}
          />
          <Button variant="outline" size="sm" onClick={onClear}>
            {clearLabel}
          </Button>
        </div>
      ) : (
        <Field label={label} hint={hint} error={upload.error ?? error}>
          {(control) => (
            <FileUpload
              {...control}
              {...chooser}
              disabled={upload.busy}
              onValueChange={(files) => void choose(files)}
            />
          )}
        </Field>
      )}
      {!value && library ? <div data-slot="image-upload-library">{library}</div> : null}
      {upload.busy ? (
        <p role="status" className="flex items-center gap-2 text-fg-muted">
          <Spinner /> {uploadingLabel}
        </p>
      ) : null}
    </>
  );
}
