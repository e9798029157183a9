/** Localized texts (nl, en) of the media module's checks, merged into the shared map once (existing entries win). */
import { FIELD_NAMES, MESSAGES, type Message } from "../../http/messages.ts";

const m = (titleNl: string, titleEn: string, detailNl: string, detailEn: string): Message => ({
  title: { nl: titleNl, en: titleEn },
  detail: { nl: detailNl, en: detailEn },
});

export const MEDIA_MESSAGES: Record<string, Message> = {
  media_file_type: m(
    "Bestandstype niet toegestaan",
    "File type not allowed",
    "Upload een afbeelding (PNG, JPEG of WebP) of een PDF.",
    "Upload an image (PNG, JPEG or WebP) or a PDF.",
  ),
  stock_upload: m(
    "Afbeelding niet gevonden",
    "Image not found",
    "Deze afbeelding hoort niet bij de uploads van deze organisatie. Upload de afbeelding opnieuw.",
    "This image is not one of this center's uploads. Upload the image again.",
  ),
};

const FIELDS = {
  alt: { nl: "Alternatieve tekst", en: "Alt text" },
  tags: { nl: "Labels", en: "Tags" },
  upload_id: { nl: "Afbeelding", en: "Image" },
};

let installed = false;
export function installMediaMessages() {
  if (installed) return;
  installed = true;
  for (const [k, v] of Object.entries(MEDIA_MESSAGES)) if (!Object.hasOwn(MESSAGES, k)) MESSAGES[k] = v;
  for (const [k, v] of Object.entries(FIELDS)) if (!Object.hasOwn(FIELD_NAMES, k)) FIELD_NAMES[k] = v;
}
