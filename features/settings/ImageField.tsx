import { useState } from "react";
import { useTranslation } from "react-i18next";
import { UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES } from "@contract/vacancies.ts";
import { Button } from "@ui/Button/Button.tsx";
import { Field } from "@ui/Field/Field.tsx";
import { FileUpload } from "@ui/FileUpload/FileUpload.tsx";
import { Spinner } from "@ui/Spinner/Spinner.tsx";
import type { UploadImage } from "./types.ts";

export interface ImageFieldProps {
  label: string;
  hint?: string;
  /** The image's address, "" for none. */
  value: string;
  onChange: (url: string) => void;
  onUpload: UploadImage;
  error?: string | undefined;
  /** Text alternative of the preview. */
  previewAlt: string;
  /** The preview's box, e.g. "h-16" for a logo, "size-8" for a favicon. */
  previewClassName?: string;
}

/** An image of the center (logo, favicon, photo): chosen, checked and stored by the upload endpoint, with its preview. */
export function ImageField({
  label,
  hint,
  value,
  onChange,
  onUpload,
  error,
  previewAlt,
  previewClassName = "h-16",
}: ImageFieldProps) {
  const { t, i18n } = useTranslation("settings");
  const [upload, setUpload] = useState<{ busy: boolean; error?: string }>({ busy: false });
  const choose = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    setUpload({ busy: true });
    try {
      const { url } = await onUpload(file);
      onChange(url);
      setUpload({ busy: false });
    } catch {
      setUpload({ busy: false, error: t("image.failed") });
    }
  };
  if (value)
    return (
      <div className="flex flex-col items-start gap-2">
        <p className="font-medium">{label}</p>
        <img
          src={value}
          alt={previewAlt}
          className={`${previewClassName} rounded border border-border bg-white object-contain p-1`}
        />
        <Button variant="outline" size="sm" onClick={() => onChange("")}>
          {t("image.remove", { label })}
        </Button>
      </div>
    );
  return (
    <div className="flex flex-col gap-2">
      <Field label={label} hint={hint} error={upload.error ?? error}>
        {(control) => (
          <FileUpload
            {...control}
            accept={UPLOAD_CONTENT_TYPES.join(",")}
            maxSize={UPLOAD_MAX_BYTES}
            locale={i18n.language}
            disabled={upload.busy}
            onValueChange={(files) => void choose(files)}
            buttonLabel={t("image.choose")}
            dropLabel={t("image.drop")}
            description={t("image.description")}
            removeLabel={(file) => t("image.removeFile", { name: file.name })}
            filesLabel={t("image.files")}
            messages={{
              wrongType: (file) => t("image.wrongType", { name: file.name }),
              tooLarge: (file, max) => t("image.tooLarge", { name: file.name, max }),
              tooMany: () => t("image.tooMany"),
            }}
          />
        )}
      </Field>
      {upload.busy ? (
        <p role="status" className="flex items-center gap-2 text-fg-muted">
          <Spinner /> {t("image.uploading")}
        </p>
      ) : null}
    </div>
  );
}
