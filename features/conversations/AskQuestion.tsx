import { MessageCircleQuestion } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@ui/Button/Button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@ui/Dialog/Dialog.tsx";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";
import { Textarea } from "@ui/Textarea/Textarea.tsx";

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
  const uid = useId();
  const [open, setOpen] = useState(defaultOpen);
  const [text, setText] = useState("");
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string>();
  const [sentId, setSentId] = useState<string>();

  if (!signedIn)
    return (
      <Button asChild variant="outline" icon={<MessageCircleQuestion aria-hidden="true" />}>
        <Link href={signInHref}>{t("ask.signIn")}</Link>
      </Button>
    );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = text.trim();
    if (!body) {
      setError(t("thread.required"));
      return;
    }
    setSending(true);
    setError(undefined);
    try {
      const id = await onAsk(body);
      setSentId(id);
      setText("");
    } catch {
      setError(t("ask.failed"));
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <Button
        variant="outline"
        icon={<MessageCircleQuestion aria-hidden="true" />}
        onClick={() => {
          setSentId(undefined);
          setOpen(true);
        }}
      >
        {t("ask.button")}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t("ask.title", { organization: organizationName })}</DialogTitle>
            <DialogDescription>{t("ask.intro", { vacancy: vacancyTitle })}</DialogDescription>
          </DialogHeader>
          {sentId ? (
            <div className="flex flex-col gap-4">
              <p role="status" className="m-0 font-medium">
                {t("ask.sent")}
              </p>
              <DialogFooter>
                <Button variant="outline" onClick={() => setOpen(false)}>
                  {t("ask.cancel")}
                </Button>
                <Button asChild>
                  <Link href={threadHref(sentId)}>{t("ask.open")}</Link>
                </Button>
              </DialogFooter>
            </div>
          ) : (
            <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-3">
              <label htmlFor={`${uid}-question`} className="font-semibold">
                {t("ask.label")}
              </label>
              <Textarea
                id={`${uid}-question`}
                rows={5}
                value={text}
                maxLength={maxLength}
                onChange={(e) => setText(e.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${uid}-error` : undefined}
              />
              <div role="alert" className="empty:hidden">
                {error ? (
                  <p id={`${uid}-error`} className="m-0 text-sm font-medium text-danger-fg">
                    {error}
                  </p>
                ) : null}
              </div>
              <DialogFooter>
                <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                  {t("ask.cancel")}
                </Button>
                <Button type="submit" loading={sending}>
                  {t("ask.send")}
                </Button>
              </DialogFooter>
            </form>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
