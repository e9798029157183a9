import { Mail, MailOpen } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@ui/Badge/Badge.tsx";
import { Button } from "@ui/Button/Button.tsx";
import { ConfirmDialog } from "@ui/Dialog/Dialog.tsx";
import { EmptyState } from "@ui/EmptyState/EmptyState.tsx";
import { Notice } from "@ui/Notice/Notice.tsx";
import { Pagination } from "@ui/Pagination/Pagination.tsx";
import { Skeleton, SkeletonGroup } from "@ui/Skeleton/Skeleton.tsx";
import { formatReceived, type ContactMessage, type ContactMessageFilter } from "./contactMessages.ts";

export interface ContactMessagesScreenProps {
  state: "loading" | "failed" | "ready";
  messages: readonly ContactMessage[];
  /** Unread messages of the center (all pages). */
  unread: number;
  filter: ContactMessageFilter;
  onFilterChange: (filter: ContactMessageFilter) => void;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  onMarkRead: (message: ContactMessage, read: boolean) => Promise<void>;
  onDelete: (message: ContactMessage) => Promise<void>;
  onRetry?: () => void;
}

/**
 * /content/messages: the messages of the contact form, newest first, for center staff. Unread ones
 * are marked (text, not only colour); each can be answered by e-mail, marked read or unread, and
 * deleted after a confirmation.
 */
export function ContactMessagesScreen(props: ContactMessagesScreenProps) {
  const { t, i18n } = useTranslation("support");
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  const [removing, setRemoving] = useState<ContactMessage | null>(null);

  async function act(fn: () => Promise<void>, done: string) {
    try {
      await fn();
      setMessage({ ok: true, text: done });
    } catch {
      setMessage({ ok: false, text: t("messages.failedAction") });
    }
  }

  let body;
  if (props.state === "loading")
    body = (
      <SkeletonGroup label={t("messages.loading")} className="flex flex-col gap-3">
        <Skeleton className="h-32" />
        <Skeleton className="h-32" />
      </SkeletonGroup>
    );
  else if (props.state === "failed")
    body = <Notice retry={{ label: t("messages.retry"), onRetry: props.onRetry }}>{t("messages.failed")}</Notice>;
  else if (!props.messages.length)
    body = (
      <EmptyState
        bordered
        icon={<Mail />}
        title={props.filter === "unread" ? t("messages.emptyUnread") : t("messages.empty")}
        description={t("messages.emptyHint")}
      />
    );
  else
    body = (
      <ul aria-label={t("messages.list")} className="m-0 flex list-none flex-col gap-3 p-0">
        {props.messages.map((m) => {
          const unread = m.readAt === null;
          return (
            <li
              key={m.id}
              className={`flex flex-col gap-3 rounded-lg border bg-surface p-4 straight:rounded-none ${unread ? "border-primary-600" : "border-border"}`}
            >
              <article aria-labelledby={`message-${m.id}`} className="flex flex-col gap-2">
                <div className="flex flex-wrap items-center gap-2">
                  {unread ? (
                    <Badge variant="info" indicator="dot">
                      {t("messages.new")}
                    </Badge>
                  ) : null}
                  <h2 id={`message-${m.id}`} className={`m-0 text-lg ${unread ? "font-bold" : "font-semibold"}`}>
                    {m.subject}
                  </h2>
                </div>
                <p className="m-0 text-sm text-fg-muted">
                  {t("messages.from", { name: m.name })}{" "}
                  <a className="underline" href={`mailto:${m.email}`}>
                    {m.email}
                  </a>
                  {" · "}
                  <time dateTime={m.createdAt}>{formatReceived(m.createdAt, i18n.language)}</time>
                </p>
                <p className="m-0 whitespace-pre-line break-words">{m.message}</p>
              </article>
              <div className="flex flex-wrap gap-2">
                <Button asChild size="sm">
                  <a href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`}>
                    {t("messages.reply")}
                    <span className="sr-only">: {m.subject}</span>
                  </a>
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  icon={unread ? <MailOpen aria-hidden /> : <Mail aria-hidden />}
                  onClick={() =>
                    void act(
                      () => props.onMarkRead(m, unread),
                      t(unread ? "messages.markedRead" : "messages.markedUnread", { subject: m.subject }),
                    )
                  }
                >
                  {t(unread ? "messages.markRead" : "messages.markUnread")}
                  <span className="sr-only">: {m.subject}</span>
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setRemoving(m)}>
                  {t("messages.delete")}
                  <span className="sr-only">: {m.subject}</span>
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    );

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="m-0 text-3xl font-bold tracking-tight">{t("messages.title")}</h1>
        <p className="m-0 text-fg-muted">{t("messages.intro")}</p>
      </div>
      <div role="group" aria-label={t("messages.show")} className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant={props.filter === "all" ? "solid" : "outline"}
          aria-pressed={props.filter === "all"}
          onClick={() => props.onFilterChange("all")}
        >
          {t("messages.all")}
        </Button>
        <Button
          size="sm"
          variant={props.filter === "unread" ? "solid" : "outline"}
          aria-pressed={props.filter === "unread"}
          onClick={() => props.onFilterChange("unread")}
        >
          {t("messages.unread", { count: props.unread })}
        </Button>
      </div>
      <div aria-live="polite">
        {message ? <Notice tone={message.ok ? "success" : "danger"}>{message.text}</Notice> : null}
      </div>
      {body}
      {props.state === "ready" && props.pageCount > 1 ? (
        <Pagination
          page={props.page}
          pageCount={props.pageCount}
          label={t("messages.pages")}
          previousLabel={t("messages.previous")}
          nextLabel={t("messages.next")}
          pageLabel={(n) => t("messages.page", { n })}
          onPageChange={props.onPageChange}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? null : setRemoving(null))}
        title={t("messages.confirmTitle", { subject: removing?.subject ?? "" })}
        description={t("messages.confirmText")}
        confirmLabel={t("messages.delete")}
        cancelLabel={t("messages.cancel")}
        onConfirm={() => {
          const m = removing;
          setRemoving(null);
          if (m) void act(() => props.onDelete(m), t("messages.deleted", { subject: m.subject }));
        }}
      />
    </div>
  );
}
