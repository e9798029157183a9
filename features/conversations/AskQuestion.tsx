import { MessageCircleQuestion } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@ui/Button/Button.tsx";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";
import { PromptDialog } from "@ui/PromptDialog/PromptDialog.tsx";

export interface AskQuestionProps {
  organizationName: string;
  vacancyTitle: string;
  /** Visitors are sent to sign in first. */
  signedIn: boolean;
  signInHref: string;
  /** Sends the question; resolves to the thread's id, rejects to keep the text. */
  onAsk: (body: string) => Promise<string>;
  /** The inbox with the thread open. */
  threadHref: (id: string) => string;
  maxLength?: number;
  linkComponent?: LinkComponent;
  /** Open at first (stories). */
  defaultOpen?: boolean;
}

/** "Stel een vraag" on a vacancy: a short question to the organization, answered in the conversations inbox. */
export function AskQuestion({
  organizationName,
  vacancyTitle,
  signedIn,
  signInHref,
  onAsk,
  threadHref,
  maxLength,
  linkComponent: Link = PlainLink,
  defaultOpen = false,
}: AskQuestionProps) {
  const { t } = useTranslation("conversations");
  const [open, setOpen] = useState(defaultOpen);

  if (!signedIn)
    return (
      <Button asChild variant="outline" icon={<MessageCircleQuestion aria-hidden="true" />}>
        <Link href={signInHref}>{t("ask.signIn")}</Link>
      </Button>
    );

  return (
    <>
      <Button
        variant="outline"
        icon={<MessageCircleQuestion aria-hidden="true" />}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t("ask.button")}
      </Button>
      <PromptDialog
        open={open}
        onOpenChange={setOpen}
        title={t("ask.title", { organization: organizationName })}
        description={t("ask.intro", { vacancy: vacancyTitle })}
        label={t("ask.label")}
        rows={5}
        maxLength={maxLength}
        requiredMessage={t("thread.required")}
        submitLabel={t("ask.send")}
        cancelLabel={t("ask.cancel")}
        onSubmit={onAsk}
        failureMessage={() => t("ask.failed")}
        doneMessage={t("ask.sent")}
        doneCloseLabel={t("ask.cancel")}
        doneAction={(id) => <Link href={threadHref(id)}>{t("ask.open")}</Link>}
      />
    </>
  );
}
