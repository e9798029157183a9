/** Localized texts (nl, en) of the conversations module's refusals, merged into the shared map once. */
import { MESSAGES, type Message } from "../../http/messages.ts";

const m = (titleNl: string, titleEn: string, detailNl: string, detailEn: string): Message => ({
  title: { nl: titleNl, en: titleEn },
  detail: { nl: detailNl, en: detailEn },
});

export const CONVERSATION_MESSAGES: Record<string, Message> = {
  attachment_unknown: m(
    "Bijlage niet gevonden",
    "Attachment not found",
    "Een van de bijlagen hoort niet bij dit gesprek of is al verstuurd. Voeg het bestand opnieuw toe.",
    "One of the attachments does not belong to this conversation or was sent already. Add the file again.",
  ),
  attachment_type: m(
    "Bestandstype niet toegestaan",
    "File type not allowed",
    "Voeg een afbeelding (PNG, JPEG of WebP) of een PDF toe.",
    "Attach an image (PNG, JPEG or WebP) or a PDF.",
  ),
  message_empty: m(
    "Bericht is leeg",
    "Message is empty",
    "Schrijf een bericht of voeg een bijlage toe.",
    "Write a message or add an attachment.",
  ),
  conversation_vacancy_unknown: m(
    "Vacature niet gevonden",
    "Vacancy not found",
    "Deze vacature bestaat niet (meer) of is niet gepubliceerd.",
    "This vacancy does not exist (any more) or is not published.",
  ),
  conversation_volunteer_unknown: m(
    "Vrijwilliger niet gevonden",
    "Volunteer not found",
    "Je kunt alleen schrijven aan een vrijwilliger die op een vacature van jouw organisatie heeft gereageerd.",
    "You can only write to a volunteer who applied to a vacancy of your organization.",
  ),
  event_stream_expected: m(
    "Alleen als gebeurtenissenstroom",
    "Only as an event stream",
    "Dit adres geeft nieuwe berichten door als server-sent events; vraag het op met Accept: text/event-stream.",
    "This address passes on new messages as server-sent events; ask for it with Accept: text/event-stream.",
  ),
  conversation_organization_unknown: m(
    "Organisatie niet gevonden",
    "Organization not found",
    "Kies een organisatie van dit vrijwilligerscentrum.",
    "Choose an organization of this volunteer center.",
  ),
};

let installed = false;
export function installConversationMessages() {
  if (installed) return;
  installed = true;
  for (const [k, v] of Object.entries(CONVERSATION_MESSAGES)) if (!Object.hasOwn(MESSAGES, k)) MESSAGES[k] = v;
}
