import { ArrowLeft } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { MESSAGE_BODY_MAX } from "@contract/applications.ts";
import { Button } from "@ui/Button/Button.tsx";
import { ConfirmDialog } from "@ui/Dialog/Dialog.tsx";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";
import { MessageThread, type ThreadMessage } from "@ui/MessageThread/MessageThread.tsx";
import { RelativeTime } from "@ui/RelativeTime/RelativeTime.tsx";
import { Skeleton, SkeletonGroup } from "@ui/Skeleton/Skeleton.tsx";
import { canWithdraw, staffActionsFor, type ApplicationItem, type StaffAction, type Viewer } from "./model.ts";
import { Notice } from "@ui/Notice/Notice.tsx";
import { ApplicationStatusBadge } from "./parts.tsx";

export interface ApplicationThread {
  /** 'none': the application has no conversation (yet). */
  state: "loading" | "failed" | "ready" | "none";
  messages: readonly ThreadMessage[];
  /** Sends a message (trimmed); rejects to keep the text in the composer. */
  onSend: (body: string) => Promise<void>;
  /** A failed send. */
  error?: string;
}

export interface ApplicationDetailScreenProps {
  viewer: Viewer;
  state: "loading" | "failed" | "ready";
  application?: ApplicationItem;
  thread: ApplicationThread;
  /** Staff change the status; the screen asks to confirm a rejection first. */
  onStatusChange: (status: StaffAction) => Promise<void>;
  /** The volunteer withdraws (asked to confirm first). */
  onWithdraw: () => Promise<void>;
  onRetry?: () => void;
  backHref?: string;
  vacancyHref?: (id: string) => string;
  linkComponent?: LinkComponent;
  /** A fixed 'now' for relative times (stories). */
  now?: string;
}

const actionVariant: Record<StaffAction, "solid" | "outline" | "danger"> = {
  in_progress: "outline",
  accepted: "solid",
  rejected: "danger",
};

/** /applications/{id}: the application, what the viewer may do with it, and its conversation. */
export function ApplicationDetailScreen({
  viewer,
  state,
  application,
  thread,
  onStatusChange,
  onWithdraw,
  onRetry,
  backHref = "/applications",
  vacancyHref = (id) => `/vacancies/${id}`,
  linkComponent: Link = PlainLink,
  now,
}: ApplicationDetailScreenProps) {
  const { t, i18n } = useTranslation("applications");
  const locale = i18n.language;
  const [busy, setBusy] = useState<StaffAction | "withdraw">();
  const [confirm, setConfirm] = useState<"rejected" | "withdraw">();
  const uid = useId();

  async function run(action: StaffAction | "withdraw") {
    setBusy(action);
    try {
      if (action === "withdraw") await onWithdraw();
      else await onStatusChange(action);
    } catch {
      // The caller reports the failure (a toast); the status stays as it was.
    } finally {
      setBusy(undefined);
    }
  }

  const back = (
    <Link href={backHref} className="inline-flex items-center gap-1 text-link underline underline-offset-4">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t("detail.back")}
    </Link>
  );

  if (state === "loading" || !application) {
    return (
      <div className="flex w-full flex-col gap-6 py-4">
        {back}
        {state === "failed" ? (
          <>
            <h1 className="m-0 text-3xl font-bold tracking-tight">{t("list.staffTitle")}</h1>
            <Notice retry={{ label: t("detail.retry"), onRetry }}>{t("detail.failed")}</Notice>
          </>
        ) : (
          <SkeletonGroup label={t("detail.loading")} className="flex flex-col gap-4">
            <Skeleton variant="text" className="h-9 w-2/3" />
            <Skeleton className="h-40" />
            <Skeleton className="h-56" />
          </SkeletonGroup>
        )}
      </div>
    );
  }

  const a = application;
  const actions = staffActionsFor(viewer, a.status);
  const withdrawable = canWithdraw(viewer, a.status);
  const title =
    viewer === "staff" ? t("detail.title", { name: a.volunteerName }) : t("detail.ownTitle", { title: a.vacancyTitle });

  return (
    <div className="flex w-full flex-col gap-6 py-4">
      {back}
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="m-0 text-3xl font-bold tracking-tight">{title}</h1>
        <ApplicationStatusBadge status={a.status} />
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="flex flex-col gap-6">
          <section
            aria-labelledby={`${uid}-application-details`}
            className="rounded-lg border border-border bg-surface p-4"
          >
            <h2 id={`${uid}-application-details`} className="mt-0 mb-3 text-lg font-semibold">
              {t("detail.details")}
            </h2>
            <dl className="m-0 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
              {viewer === "staff" ? (
                <>
                  <dt className="font-medium text-fg-muted">{t("detail.volunteer")}</dt>
                  <dd className="m-0">{a.volunteerName}</dd>
                  {a.volunteerEmail ? (
                    <>
                      <dt className="font-medium text-fg-muted">{t("detail.email")}</dt>
                      <dd className="m-0 break-all">
                        <a href={`mailto:${a.volunteerEmail}`} className="text-link underline underline-offset-4">
                          {a.volunteerEmail}
                        </a>
                      </dd>
                    </>
                  ) : null}
                </>
              ) : null}
              <dt className="font-medium text-fg-muted">{t("detail.vacancy")}</dt>
              <dd className="m-0">
                {a.vacancyId ? (
                  <Link href={vacancyHref(a.vacancyId)} className="text-link underline underline-offset-4">
                    {a.vacancyTitle}
                  </Link>
                ) : (
                  a.vacancyTitle
                )}
              </dd>
              <dt className="font-medium text-fg-muted">{t("detail.organization")}</dt>
              <dd className="m-0">{a.organizationName}</dd>
              <dt className="font-medium text-fg-muted">{t("detail.appliedAt")}</dt>
              <dd className="m-0">
                <RelativeTime date={a.createdAt} justNowLabel={t("thread.justNow")} locale={locale} now={now} />
              </dd>
              {a.statusChangedAt ? (
                <>
                  <dt className="font-medium text-fg-muted">{t("detail.statusChangedAt")}</dt>
                  <dd className="m-0">
                    <RelativeTime
                      date={a.statusChangedAt}
                      justNowLabel={t("thread.justNow")}
                      locale={locale}
                      now={now}
                    />
                  </dd>
                </>
              ) : null}
            </dl>
            <h3 className="mt-4 mb-1 text-base font-semibold">{t("detail.motivation")}</h3>
            <p className="m-0 whitespace-pre-wrap">{a.motivation}</p>
            <h3 className="mt-4 mb-1 text-base font-semibold">{t("detail.availability")}</h3>
            <p className="m-0 whitespace-pre-wrap">{a.availability || t("detail.noAvailability")}</p>
          </section>

          {viewer === "staff" || withdrawable ? (
            <section
              aria-labelledby={`${uid}-application-actions`}
              className="rounded-lg border border-border bg-surface p-4"
            >
              <h2 id={`${uid}-application-actions`} className="mt-0 mb-3 text-lg font-semibold">
                {t("detail.actions")}
              </h2>
              {actions.length === 0 && !withdrawable ? (
                <p className="m-0 text-fg-muted">{t("detail.noActions")}</p>
              ) : (
                <div className="flex flex-wrap gap-2">
                  {actions.map((action) => (
                    <Button
                      key={action}
                      variant={actionVariant[action]}
                      loading={busy === action}
                      disabled={busy !== undefined && busy !== action}
                      onClick={() => (action === "rejected" ? setConfirm("rejected") : void run(action))}
                    >
                      {t(`actions.${action}`)}
                    </Button>
                  ))}
                  {withdrawable ? (
                    <Button variant="outline" loading={busy === "withdraw"} onClick={() => setConfirm("withdraw")}>
                      {t("actions.withdraw")}
                    </Button>
                  ) : null}
                </div>
              )}
            </section>
          ) : null}
        </div>

        <section
          aria-labelledby={`${uid}-application-conversation`}
          className="rounded-lg border border-border bg-surface p-4"
        >
          <h2 id={`${uid}-application-conversation`} className="mt-0 mb-3 text-lg font-semibold">
            {t("detail.conversation")}
          </h2>
          {thread.state === "none" ? (
            <p className="m-0 text-fg-muted">{t("detail.conversationMissing")}</p>
          ) : thread.state === "failed" ? (
            <Notice>{t("thread.loadFailed")}</Notice>
          ) : (
            <MessageThread
              messages={thread.messages}
              loading={thread.state === "loading"}
              onSend={thread.onSend}
              error={thread.error}
              maxLength={MESSAGE_BODY_MAX}
              locale={locale}
              now={now}
              labels={{
                list: t("thread.list"),
                composer: t("thread.composer"),
                send: t("thread.send"),
                empty: t("thread.empty"),
                justNow: t("thread.justNow"),
                required: t("thread.required"),
                loading: t("thread.loading"),
                you: t("thread.you"),
                hint: t("thread.hint"),
              }}
            />
          )}
        </section>
      </div>

      <ConfirmDialog
        open={confirm !== undefined}
        onOpenChange={(open) => {
          if (!open) setConfirm(undefined);
        }}
        title={confirm === "withdraw" ? t("withdraw.title") : t("detail.rejectTitle")}
        description={
          confirm === "withdraw"
            ? t("withdraw.description", { title: a.vacancyTitle })
            : t("detail.rejectDescription", { name: a.volunteerName })
        }
        confirmLabel={confirm === "withdraw" ? t("withdraw.confirm") : t("detail.rejectConfirm")}
        cancelLabel={confirm === "withdraw" ? t("withdraw.cancel") : t("detail.cancel")}
        onConfirm={() => {
          if (confirm) void run(confirm);
        }}
      />
    </div>
  );
}
