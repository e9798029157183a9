import { useTranslation } from "react-i18next";
import { UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES } from "@contract/vacancies.ts";
import { ImageUploadField } from "@ui/ImageUploadField/ImageUploadField.tsx";
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

/**
 * An image of the center (logo, favicon, photo): ui/ImageUploadField with the settings' words,
 * stored by the upload endpoint, with its preview.
 */
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
  return (
    <ImageUploadField
      label={label}
      hint={hint}
      value={value}
      previewAlt={previewAlt}
      variant="logo"
      previewClassName={`max-h-none rounded bg-white p-1 ${previewClassName}`}
      clearLabel={t("image.remove", { label })}
      onClear={() => onChange("")}
      onUpload={async (file) => onChange((await onUpload(file)).url)}
      uploadingLabel={t("image.uploading")}
      failedMessage={t("image.failed")}
      error={error}
      accept={UPLOAD_CONTENT_TYPES.join(",")}
      maxSize={UPLOAD_MAX_BYTES}
      locale={i18n.language}
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
  );
}
