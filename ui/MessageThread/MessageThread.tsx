import { Check, CheckCheck, FileText, Send } from "lucide-react";
import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from "react";
import { Button } from "../Button/Button.tsx";
import { cn } from "../lib/cn.ts";
import { RelativeTime } from "../RelativeTime/RelativeTime.tsx";
import { Skeleton, SkeletonGroup } from "../Skeleton/Skeleton.tsx";
import { Textarea } from "../Textarea/Textarea.tsx";
import { dayLabel, groupByDay } from "./days.ts";

/** A file sent with a message. */
export interface ThreadAttachment {
  id: string;
  name: string;
  /** The size as people say it, e.g. '182 kB'. */
  size: string;
  /** A displayable image source (a thumbnail is shown); none: a file icon. */
  imageSrc?: string;
}

export interface ThreadMessage {
  id: string;
  body: string;
  authorName: string;
  /** Written by the person looking at the thread: shown on the end side. */
  mine: boolean;
  createdAt: string;
  attachments?: readonly ThreadAttachment[];
  /** Your own message: whether every other party has read it (undefined: no read marker). */
  read?: boolean;
}

export interface MessageThreadLabels {
  /** Name of the message list (a log region), e.g. 'Berichten'. */
  list: string;
  /** Label of the composer, e.g. 'Je bericht'. */
  composer: string;
  send: string;
  /** Shown when there are no messages yet. */
  empty: string;
  /** Under a minute, e.g. 'zojuist'. */
  justNow: string;
  /** Shown when the composer is sent empty. */
  required: string;
  /** Announced while loading, e.g. 'Berichten laden…'. */
  loading: string;
  /** Prefix read before your own messages, e.g. 'Jij'. */
  you: string;
  /** Hint under the composer, e.g. 'Ctrl+Enter verstuurt'. */
  hint?: string;
  /** Read marker of your own message, e.g. 'Gelezen' and 'Verstuurd'. */
  read?: string;
  sent?: string;
  /** Name of a message's list of attachments, e.g. 'Bijlagen'. */
  attachments?: string;
  /** Accessible name of an attachment's button, e.g. 'rooster.pdf openen (182 kB)'. */
  openAttachment?: (attachment: ThreadAttachment) => string;
}

/** Day separators ('Vandaag', 'Gisteren', a date) between the days of the thread, with clock times per message. */
export interface ThreadDays {
  today: string;
  yesterday: string;
  /** The reader's time zone (stories, tests); the browser's when left out. */
  timeZone?: string;
}

export interface MessageThreadProps {
  ref?: Ref<HTMLDivElement>;
  messages: readonly ThreadMessage[];
  labels: MessageThreadLabels;
  /**
   * Sends the trimmed text; the composer empties when the promise resolves and keeps the text when
   * it rejects. With `draft` the caller owns the text (and empties it).
   */
  onSend?: (body: string) => Promise<void> | void;
  /** The composer's text, kept by the caller (a draft per thread); with `onDraftChange`. */
  draft?: string;
  onDraftChange?: (text: string) => void;
  /** Sending without text is fine (say, files are ready to go). */
  allowEmpty?: boolean;
  /** The send button waits (say, a file is still uploading). */
  sendDisabled?: boolean;
  /** Under the text box: files on their way, say. */
  composerExtra?: ReactNode;
  /** Beside the send button, on the start side: an attach button, say. */
  composerActions?: ReactNode;
  /** Group the messages per day under separators (and show clock times instead of relative ones). */
  days?: ThreadDays;
  /** Opens an attachment (its button is shown when given). */
  onOpenAttachment?: (attachment: ThreadAttachment, message: ThreadMessage) => void;
  /** Classes of the scrolling message log (its height, say). */
  listClassName?: string;
  /** An error to show under the composer (a failed send, say). */
  error?: string;
  loading?: boolean;
  /** Hides the composer (a closed thread, or a reader without the right to write). */
  readOnly?: boolean;
  maxLength?: number;
  /** BCP 47 locale for the times. */
  locale?: string;
  /** A fixed 'now' for the relative times (stories, tests). */
  now?: string | number | Date;
  className?: string;
}

/**
 * A conversation: messages oldest first, yours on the end side and theirs on the start side, each
 * with its author and time, and a composer to send a new one (Ctrl/Cmd+Enter sends too).
 */
export function MessageThread({
  ref,
  messages,
  labels,
  onSend,
  error,
  loading = false,
  readOnly = false,
  maxLength,
  locale = "nl",
  now,
  className,
  draft,
  onDraftChange,
  allowEmpty = false,
  sendDisabled = false,
  composerExtra,
  composerActions,
  days,
  onOpenAttachment,
  listClassName,
}: MessageThreadProps) {
  const composerId = useId();
  const [ownText, setOwnText] = useState("");
  const controlled = draft !== undefined;
  const text = controlled ? draft : ownText;
  const setText = (value: string) => {
    if (controlled) onDraftChange?.(value);
    else setOwnText(value);
  };
  const [sending, setSending] = useState(false);
  const [emptyError, setEmptyError] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);

  // Keep the newest message in view when one arrives.
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length]);

  async function send(event?: FormEvent) {
    event?.preventDefault();
    if (sending || sendDisabled || !onSend) return;
    const body = text.trim();
    if (!body && !allowEmpty) {
      setEmptyError(true);
      return;
    }
    setEmptyError(false);
    setSending(true);
    try {
      await onSend(body);
      if (!controlled) setOwnText("");
    } catch {
      // The caller shows the error (the `error` prop); the text stays so nothing is lost.
    } finally {
      setSending(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) void send();
  }

  const clock = new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", timeZone: days?.timeZone });
  const messageList = (list: readonly ThreadMessage[]) => (
    <ol className="m-0 flex list-none flex-col gap-3 p-0">
      {list.map((m) => (
        <li
          key={m.id}
          data-slot="message"
          data-mine={m.mine || undefined}
          className={cn("flex max-w-[85%] flex-col gap-1", m.mine ? "items-end self-end" : "items-start self-start")}
        >
          <div className="flex flex-wrap items-baseline gap-x-2 text-sm text-fg-muted">
            <span className="font-semibold text-fg">
              {m.mine ? (
                <>
                  <span className="sr-only">{labels.you}: </span>
                  <span aria-hidden="true">{labels.you}</span>
                </>
              ) : (
                m.authorName
              )}
            </span>
            {days ? (
              <time dateTime={m.createdAt}>{clock.format(new Date(m.createdAt))}</time>
            ) : (
              <RelativeTime date={m.createdAt} justNowLabel={labels.justNow} locale={locale} now={now} />
            )}
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
          {m.attachments?.length ? (
            <ul className="m-0 flex list-none flex-col gap-2 p-0" aria-label={labels.attachments}>
              {m.attachments.map((a) => (
                <li key={a.id}>
                  <button
                    type="button"
                    data-slot="attachment"
                    onClick={() => onOpenAttachment?.(a, m)}
                    className="flex min-h-11 max-w-full items-center gap-2 rounded-lg border border-border bg-surface px-3 py-2 text-start hover:border-border-strong focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
                  >
                    {a.imageSrc ? (
                      <img src={a.imageSrc} alt="" className="size-16 rounded object-cover" />
                    ) : (
                      <FileText aria-hidden="true" className="size-6 shrink-0 text-fg-muted" />
                    )}
                    <span className="flex min-w-0 flex-col">
                      <span className="sr-only">{labels.openAttachment?.(a) ?? `${a.name} (${a.size})`}</span>
                      <span aria-hidden="true" className="truncate font-medium text-link underline">
                        {a.name}
                      </span>
                      <span aria-hidden="true" className="text-sm text-fg-muted">
                        {a.size}
                      </span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          {m.mine && m.read !== undefined && labels.read && labels.sent ? (
            <span data-slot="read-marker" className="inline-flex items-center gap-1 text-xs text-fg-muted">
              {m.read ? (
                <CheckCheck aria-hidden="true" className="size-4" />
              ) : (
                <Check aria-hidden="true" className="size-4" />
              )}
              {m.read ? labels.read : labels.sent}
            </span>
          ) : null}
        </li>
      ))}
    </ol>
  );

  const shownError = emptyError ? labels.required : error;
  return (
    <div ref={ref} data-slot="message-thread" className={cn("flex flex-col gap-4", className)}>
      {loading ? (
        <SkeletonGroup label={labels.loading} className="flex flex-col gap-3">
          <Skeleton className="h-16 w-2/3" />
          <Skeleton className="ms-auto h-12 w-1/2" />
        </SkeletonGroup>
      ) : messages.length === 0 ? (
        <p data-slot="message-thread-empty" className="rounded-lg bg-surface-sunken p-4 text-fg-muted">
          {labels.empty}
        </p>
      ) : (
        <div
          ref={listRef}
          role="log"
          aria-label={labels.list}
          data-slot="message-thread-list"
          // The log scrolls on its own when long: keyboard users need to reach it.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className={cn(
            "max-h-[32rem] overflow-y-auto p-1",
            listClassName,
            "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus",
          )}
        >
          {days
            ? groupByDay(messages, days.timeZone).map((g) => (
                <div key={g.day} className="flex flex-col gap-3">
                  <h3
                    data-slot="day-separator"
                    className="my-2 flex items-center gap-3 text-sm font-semibold text-fg-muted before:h-px before:flex-1 before:bg-border after:h-px after:flex-1 after:bg-border"
                  >
                    {dayLabel(g.day, now ? new Date(now) : new Date(), locale, days, days.timeZone)}
                  </h3>
                  {messageList(g.messages)}
                </div>
              ))
            : messageList(messages)}
        </div>
      )}
      {readOnly || !onSend ? null : (
        <form noValidate onSubmit={(e) => void send(e)} data-slot="message-composer" className="flex flex-col gap-2">
          <label htmlFor={composerId} className="text-base font-semibold text-fg">
            {labels.composer}
          </label>
          {labels.hint ? (
            <p id={`${composerId}-hint`} className="m-0 text-sm text-fg-muted">
              {labels.hint}
            </p>
          ) : null}
          <Textarea
            id={composerId}
            value={text}
            rows={3}
            maxLength={maxLength}
            onChange={(e) => {
              setText(e.target.value);
              if (emptyError && e.target.value.trim()) setEmptyError(false);
            }}
            onKeyDown={onKeyDown}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={
              [labels.hint ? `${composerId}-hint` : "", shownError ? `${composerId}-error` : ""]
                .filter(Boolean)
                .join(" ") || undefined
            }
          />
          {composerExtra}
          <div role="alert" className="empty:hidden">
            {shownError ? (
              <p id={`${composerId}-error`} className="m-0 text-sm font-medium text-danger-fg">
                {shownError}
              </p>
            ) : null}
          </div>
          <div className={cn("flex flex-wrap items-center gap-2", composerActions ? "justify-between" : "justify-end")}>
            {composerActions}
            <Button type="submit" loading={sending} disabled={sendDisabled} icon={<Send aria-hidden="true" />}>
              {labels.send}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
