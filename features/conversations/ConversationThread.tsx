import { Archive, ArchiveRestore, ArrowLeft, Check, CheckCheck, FileText, Paperclip, Send, X } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@ui/Button/Button.tsx";
import { cn } from "@ui/lib/cn.ts";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";
import { Notice } from "@ui/Notice/Notice.tsx";
import { Skeleton, SkeletonGroup } from "@ui/Skeleton/Skeleton.tsx";
import { Textarea } from "@ui/Textarea/Textarea.tsx";
import {
  dayLabel,
  formatBytes,
  groupByDay,
  type AttachmentItem,
  type ConversationItem,
  type MessageItem,
} from "./model.ts";

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

const timeOf = (iso: string, locale: string, timeZone?: string) =>
  new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", timeZone }).format(new Date(iso));

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
  const listRef = useRef<HTMLDivElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string>();
  const [emptyError, setEmptyError] = useState(false);
  const [pending, setPending] = useState<PendingAttachment[]>([]);
  const [archiving, setArchiving] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; text: string }>();

  // Keep the newest message in view when one arrives.
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length, conversation?.id]);
  const uploading = pending.some((p) => !p.id && !p.error);
  const ready = pending.filter((p) => p.id).map((p) => p.id!);

  async function send(event?: FormEvent) {
    event?.preventDefault();
    if (sending || uploading) return;
    const body = draft.trim();
    if (!body && !ready.length) {
      setEmptyError(true);
      return;
    }
    setEmptyError(false);
    setSendError(undefined);
    setSending(true);
    try {
      await onSend(body, ready);
      setPending([]);
    } catch {
      setSendError(t("thread.sendFailed"));
    } finally {
      setSending(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) void send();
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

  const nowDate = now ? new Date(now) : new Date();
  const groups = groupByDay(messages, timeZone);
  const shownError = emptyError ? t("thread.required") : sendError;
  const composerId = `${uid}-composer`;
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
      {messages.length === 0 ? (
        <p className="m-0 rounded-lg bg-surface-sunken p-4 text-fg-muted">{t("thread.empty")}</p>
      ) : (
        <div
          ref={listRef}
          role="log"
          aria-label={t("thread.messages")}
          data-slot="conversation-messages"
          // The log scrolls on its own when long: keyboard users need to reach it.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className="max-h-[60vh] overflow-y-auto p-1 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
        >
          {groups.map((g) => (
            <div key={g.day} className="flex flex-col gap-3">
              <h3
                data-slot="day-separator"
                className="my-2 flex items-center gap-3 text-sm font-semibold text-fg-muted before:h-px before:flex-1 before:bg-border after:h-px after:flex-1 after:bg-border"
              >
                {dayLabel(
                  g.day,
                  nowDate,
                  locale,
                  { today: t("thread.today"), yesterday: t("thread.yesterday") },
                  timeZone,
                )}
              </h3>
              <ol className="m-0 flex list-none flex-col gap-3 p-0">
                {g.messages.map((m) => (
                  <li
                    key={m.id}
                    data-slot="message"
                    data-mine={m.mine || undefined}
                    className={cn(
                      "flex max-w-[85%] flex-col gap-1",
                      m.mine ? "items-end self-end" : "items-start self-start",
                    )}
                  >
                    <div className="flex flex-wrap items-baseline gap-x-2 text-sm text-fg-muted">
                      <span className="font-semibold text-fg">{m.mine ? t("you") : m.authorName}</span>
                      <time dateTime={m.createdAt}>{timeOf(m.createdAt, locale, timeZone)}</time>
                    </div>
                    {m.body ? (
                      <p
                        data-slot="message-body"
                        className={cn(
                          "m-0 rounded-lg border px-3 py-2 break-words whitespace-pre-wrap text-fg",
                          m.mine
                            ? "border-primary-200 bg-primary-50 dark:border-primary-800 dark:bg-primary-950"
                            : "border-border bg-surface-sunken",
                        )}
                      >
                        {m.body}
                      </p>
                    ) : null}
                    {m.attachments.length ? (
                      <ul className="m-0 flex list-none flex-col gap-2 p-0" aria-label={t("thread.attach")}>
                        {m.attachments.map((a) => {
                          const size = formatBytes(a.byteSize, locale);
                          const src = imageSources[a.id];
                          return (
                            <li key={a.id}>
                              <button
                                type="button"
                                data-slot="attachment"
                                onClick={() => onOpenAttachment?.(a)}
                                className="flex min-h-11 max-w-full items-center gap-2 rounded-lg border border-border bg-surface px-3 py-2 text-start hover:border-border-strong focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
                              >
                                {src ? (
                                  <img src={src} alt="" className="size-16 rounded object-cover" />
                                ) : (
                                  <FileText aria-hidden="true" className="size-6 shrink-0 text-fg-muted" />
                                )}
                                <span className="flex min-w-0 flex-col">
                                  <span className="sr-only">{t("thread.download", { name: a.name, size })}</span>
                                  <span aria-hidden="true" className="truncate font-medium text-link underline">
                                    {a.name}
                                  </span>
                                  <span aria-hidden="true" className="text-sm text-fg-muted">
                                    {size}
                                  </span>
                                </span>
                              </button>
                            </li>
                          );
                        })}
                      </ul>
                    ) : null}
                    {m.mine && m.read !== undefined ? (
                      <span data-slot="read-marker" className="inline-flex items-center gap-1 text-xs text-fg-muted">
                        {m.read ? (
                          <CheckCheck aria-hidden="true" className="size-4" />
                        ) : (
                          <Check aria-hidden="true" className="size-4" />
                        )}
                        {m.read ? t("thread.read") : t("thread.sent")}
                      </span>
                    ) : null}
                  </li>
                ))}
              </ol>
            </div>
          ))}
        </div>
      )}
      <form noValidate onSubmit={(e) => void send(e)} data-slot="conversation-composer" className="flex flex-col gap-2">
        <label htmlFor={composerId} className="text-base font-semibold text-fg">
          {t("thread.composer")}
        </label>
        <p id={`${composerId}-hint`} className="m-0 text-sm text-fg-muted">
          {t("thread.hint")}
        </p>
        <Textarea
          id={composerId}
          value={draft}
          rows={3}
          maxLength={maxLength}
          onChange={(e) => {
            onDraftChange(e.target.value);
            if (emptyError && e.target.value.trim()) setEmptyError(false);
          }}
          onKeyDown={onKeyDown}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={[`${composerId}-hint`, shownError ? `${composerId}-error` : ""].filter(Boolean).join(" ")}
        />
        {pending.length ? (
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
        ) : null}
        <div role="alert" className="empty:hidden">
          {shownError ? (
            <p id={`${composerId}-error`} className="m-0 text-sm font-medium text-danger-fg">
              {shownError}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          {onAttach ? (
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
          ) : (
            <span />
          )}
          <Button type="submit" loading={sending} disabled={uploading} icon={<Send aria-hidden="true" />}>
            {t("thread.send")}
          </Button>
        </div>
      </form>
    </div>
  );
}
