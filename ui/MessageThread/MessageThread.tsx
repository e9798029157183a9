import { Send } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type Ref } from "react";
import { Button } from "../Button/Button.tsx";
import { cn } from "../lib/cn.ts";
import { RelativeTime } from "../RelativeTime/RelativeTime.tsx";
import { Skeleton, SkeletonGroup } from "../Skeleton/Skeleton.tsx";
import { Textarea } from "../Textarea/Textarea.tsx";

export interface ThreadMessage {
  id: string;
  body: string;
  authorName: string;
  /** Written by the person looking at the thread: shown on the end side. */
  mine: boolean;
  createdAt: string;
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
}

export interface MessageThreadProps {
  ref?: Ref<HTMLDivElement>;
  messages: readonly ThreadMessage[];
  labels: MessageThreadLabels;
  /** Sends the trimmed text; the composer empties when the promise resolves and keeps the text when it rejects. */
  onSend?: (body: string) => Promise<void> | void;
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
}: MessageThreadProps) {
  const composerId = useId();
  const [text, setText] = useState("");
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
    if (sending || !onSend) return;
    const body = text.trim();
    if (!body) {
      setEmptyError(true);
      return;
    }
    setEmptyError(false);
    setSending(true);
    try {
      await onSend(body);
      setText("");
    } catch {
      // The caller shows the error (the `error` prop); the text stays so nothing is lost.
    } finally {
      setSending(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) void send();
  }

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
            "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus",
          )}
        >
          <ol className="m-0 flex list-none flex-col gap-3 p-0">
            {messages.map((m) => (
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
                  <RelativeTime date={m.createdAt} justNowLabel={labels.justNow} locale={locale} now={now} />
                </div>
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
              </li>
            ))}
          </ol>
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
          <div role="alert" className="empty:hidden">
            {shownError ? (
              <p id={`${composerId}-error`} className="m-0 text-sm font-medium text-danger-fg">
                {shownError}
              </p>
            ) : null}
          </div>
          <div className="flex justify-end">
            <Button type="submit" loading={sending} icon={<Send aria-hidden="true" />}>
              {labels.send}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
