/**
 * Localized texts (nl, en) of the image checks of the uploads module, merged into the shared map
 * (server/http/messages.ts) once without overriding an existing entry. The texts of the file
 * checks (file_type, file_too_large, ...) are with the vacancies module's.
 */
import { MESSAGES, type Message } from "../../http/messages.ts";

const m = (titleNl: string, titleEn: string, detailNl: string, detailEn: string): Message => ({
  title: { nl: titleNl, en: titleEn },
  detail: { nl: detailNl, en: detailEn },
});

export const UPLOAD_MESSAGES: Record<string, Message> = {
  image_unreadable: m(
    "Afbeelding onleesbaar",
    "Image unreadable",
    "We kunnen deze afbeelding niet lezen; misschien is het bestand beschadigd of niet helemaal verstuurd. Sla de afbeelding opnieuw op of kies een andere.",
    "We cannot read this image; the file may be damaged or incomplete. Save the image again or choose another one.",
  ),
  image_too_large: m(
    "Afbeelding te groot",
    "Image too large",
    "De afbeelding heeft {megapixels} megapixel; het maximum is {max} megapixel. Maak de afbeelding kleiner en probeer het opnieuw.",
    "The image has {megapixels} megapixels; the maximum is {max} megapixels. Make the image smaller and try again.",
  ),
};

let installed = false;
/** Merge the texts above into the shared map (idempotent; existing entries win). */
export function installUploadMessages() {
  if (installed) return;
  installed = true;
  for (const [k, v] of Object.entries(UPLOAD_MESSAGES)) if (!Object.hasOwn(MESSAGES, k)) MESSAGES[k] = v;
}
