import { Archive, ArchiveRestore, ArrowLeft, Paperclip, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@ui/Button/Button.tsx";
import { cn } from "@ui/lib/cn.ts";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";
import { Notice } from "@ui/Notice/Notice.tsx";
import { MessageThread, type ThreadAttachment, type ThreadMessage } from "@ui/MessageThread/MessageThread.tsx";
import { Skeleton, SkeletonGroup } from "@ui/Skeleton/Skeleton.tsx";
import { formatBytes, type AttachmentItem, type ConversationItem, type MessageItem } from "./model.ts";

/** A file on its way into the next message. */
export interface PendingAttachment {
  /** Local key until the upload answers. */
  key: string;
  name: string;
  byteSize: number;
  /** The server's attachment id once uploaded. */
  id?: string;
  error?: string;
}

export interface ConversationThreadProps {
  state: "loading" | "failed" | "notFound" | "ready";
  conversation?: ConversationItem;
  messages: readonly MessageItem[];
  /** The reply box's text (kept by the caller per thread, so a draft survives leaving). */
  draft: string;
  onDraftChange: (text: string) => void;
  /** Sends the draft (trimmed) with the uploaded attachments; rejects to keep the text. */
  onSend: (body: string, attachmentIds: string[]) => Promise<void>;
  /** Uploads one file for the next message; resolves to its attachment id, rejects with a reason to show. */
  onAttach?: (file: File) => Promise<string>;
  onArchive: (archived: boolean) => Promise<void>;
  /** Opens a PDF (fetched with the reader's credentials). */
  onOpenAttachment?: (attachment: AttachmentItem) => void;
  /** Image attachments' displayable sources (object URLs), by attachment id. */
  imageSources?: Readonly<Record<string, string>>;
  onRetry?: () => void;
  /** The list (phones show list and thread one at a time). */
  backHref: string;
  linkComponent?: LinkComponent;
  maxLength?: number;
  /** A fixed 'now' and time zone (stories, tests). */
  now?: string;
  timeZone?: string;
}

/**
 * One thread: the other party and subject, messages per day with read markers and attachments, the
 * reply box. Give it `key={conversation id}`: another thread starts with its own attachments and notes.
 */
export function ConversationThread({
  state,
  conversation,
  messages,
  draft,
  onDraftChange,
  onSend,
  onAttach,
  onArchive,
  onOpenAttachment,
  imageSources = {},
  onRetry,
  backHref,
  linkComponent: Link = PlainLink,
  maxLength,
  now,
  timeZone,
}: ConversationThreadProps) {
  const { t, i18n } = useTranslation("conversations");
  const locale = i18n.language;
  const uid = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [sendError, setSendError] = useState<string>();
  const [pending, setPending] = useState<PendingAttachment[]>([]);
  const [archiving, setArchiving] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; text: string }>();

  const uploading = pending.some((p) => !p.id && !p.error);
  const ready = pending.filter((p) => p.id).map((p) => p.id!);

  async function send(body: string) {
    setSendError(undefined);
    try {
      await onSend(body, ready);
      setPending([]);
    } catch (error) {
      setSendError(t("thread.sendFailed"));
      throw error;
    }
  }

  async function attach(files: FileList | null) {
    if (!files || !onAttach) return;
    for (const file of Array.from(files)) {
      const key = `${file.name}-${file.size}-${Math.random().toString(36).slice(2)}`;
      setPending((list) => [...list, { key, name: file.name, byteSize: file.size }]);
      try {
        const id = await onAttach(file);
        setPending((list) => list.map((p) => (p.key === key ? { ...p, id } : p)));
      } catch (error) {
        const reason = error instanceof Error ? error.message : "";
        setPending((list) =>
          list.map((p) => (p.key === key ? { ...p, error: t("thread.attachFailed", { name: file.name, reason }) } : p)),
        );
      }
    }
    if (fileRef.current) fileRef.current.value = "";
  }

  async function archive(next: boolean) {
    setArchiving(true);
    setStatus(undefined);
    try {
      await onArchive(next);
      setStatus({ ok: true, text: next ? t("thread.archived") : t("thread.unarchived") });
    } catch {
      setStatus({ ok: false, text: t("thread.archiveFailed") });
    } finally {
      setArchiving(false);
    }
  }

  const back = (
    <Link
      href={backHref}
      className="inline-flex min-h-11 items-center gap-2 text-link underline-offset-4 hover:underline lg:hidden"
    >
      <ArrowLeft aria-hidden="true" className="size-5" />
      {t("thread.back")}
    </Link>
  );

  if (state === "loading")
    return (
      <div className="flex flex-col gap-4" data-slot="conversation-thread">
        {back}
        <SkeletonGroup label={t("thread.loading")} className="flex flex-col gap-3">
          <Skeleton className="h-8 w-1/2" />
          <Skeleton className="h-16 w-2/3" />
          <Skeleton className="ms-auto h-12 w-1/2" />
          <Skeleton className="h-16 w-3/5" />
        </SkeletonGroup>
      </div>
    );
  if (state === "failed" || state === "notFound" || !conversation)
    return (
      <div className="flex flex-col gap-4" data-slot="conversation-thread">
        {back}
        <Notice retry={state === "failed" && onRetry ? { label: t("retry"), onRetry } : undefined}>
          {state === "notFound" ? t("thread.notFound") : t("thread.failed")}
        </Notice>
      </div>
    );

  // The wire's attachments as the thread shows them; the feature's own items go back to the caller.
  const byId = new Map(messages.flatMap((m) => m.attachments.map((a) => [a.id, a] as const)));
  const threadMessages: ThreadMessage[] = messages.map((m) => ({
    ...m,
    attachments: m.attachments.map((a): ThreadAttachment => ({
      id: a.id,
      name: a.name,
      size: formatBytes(a.byteSize, locale),
      imageSrc: imageSources[a.id],
    })),
  }));
  return (
    <div data-slot="conversation-thread" className="flex min-h-0 flex-col gap-4">
      {back}
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-border pb-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={`${uid}-title`} className="m-0 text-xl font-bold break-words">
            {conversation.otherParty}
          </h2>
          <p className="m-0 text-fg-muted">{t("thread.about", { subject: conversation.subject })}</p>
        </div>
        <Button
          variant="outline"
          size="sm"
          loading={archiving}
          icon={conversation.archived ? <ArchiveRestore aria-hidden="true" /> : <Archive aria-hidden="true" />}
          onClick={() => void archive(!conversation.archived)}
        >
          {conversation.archived ? t("thread.unarchive") : t("thread.archive")}
        </Button>
      </div>
      <div role="status" className="empty:hidden">
        {status ? (
          <p className={cn("m-0 text-sm", status.ok ? "text-fg-muted" : "font-medium text-danger-fg")}>{status.text}</p>
        ) : null}
      </div>
      <MessageThread
        messages={threadMessages}
        labels={{
          list: t("thread.messages"),
          composer: t("thread.composer"),
          send: t("thread.send"),
          empty: t("thread.empty"),
          justNow: t("justNow"),
          required: t("thread.required"),
          loading: t("thread.loading"),
          you: t("you"),
          hint: t("thread.hint"),
          read: t("thread.read"),
          sent: t("thread.sent"),
          attachments: t("thread.attach"),
          openAttachment: (a) => t("thread.download", { name: a.name, size: a.size }),
        }}
        days={{ today: t("thread.today"), yesterday: t("thread.yesterday"), timeZone }}
        locale={locale}
        now={now}
        listClassName="max-h-[60vh]"
        onOpenAttachment={(a) => {
          const item = byId.get(a.id);
          if (item) onOpenAttachment?.(item);
        }}
        draft={draft}
        onDraftChange={onDraftChange}
        onSend={send}
        error={sendError}
        allowEmpty={ready.length > 0}
        sendDisabled={uploading}
        maxLength={maxLength}
        composerExtra={
          pending.length ? (
            <ul className="m-0 flex list-none flex-wrap gap-2 p-0" aria-live="polite">
              {pending.map((p) => (
                <li
                  key={p.key}
                  className={cn(
                    "flex items-center gap-2 rounded-lg border px-2 py-1 text-sm",
                    p.error ? "border-danger text-danger-fg" : "border-border",
                  )}
                >
                  <Paperclip aria-hidden="true" className="size-4" />
                  <span>
                    {p.error ??
                      (p.id
                        ? t("thread.attachment", { name: p.name, size: formatBytes(p.byteSize, locale) })
                        : t("thread.uploading", { name: p.name }))}
                  </span>
                  <Button
                    variant="ghost"
                    size="icon"
                    iconOnly
                    label={t("thread.removeAttachment", { name: p.name })}
                    icon={<X aria-hidden="true" />}
                    onClick={() => setPending((list) => list.filter((x) => x.key !== p.key))}
                  />
                </li>
              ))}
            </ul>
          ) : null
        }
        composerActions={
          onAttach ? (
            <div className="flex flex-col">
              <input
                ref={fileRef}
                id={`${uid}-file`}
                type="file"
                multiple
                accept="image/png,image/jpeg,image/webp,application/pdf"
                // The button below opens it; the input itself stays out of the tab order.
                tabIndex={-1}
                aria-label={t("thread.attach")}
                className="sr-only"
                aria-describedby={`${uid}-file-hint`}
                onChange={(e) => void attach(e.target.files)}
              />
              <Button
                type="button"
                variant="outline"
                icon={<Paperclip aria-hidden="true" />}
                onClick={() => fileRef.current?.click()}
              >
                {t("thread.attach")}
              </Button>
              <span id={`${uid}-file-hint`} className="text-xs text-fg-muted">
                {t("thread.attachHint")}
              </span>
            </div>
          ) : undefined
        }
      />
    </div>
  );
}
