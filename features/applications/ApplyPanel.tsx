import { CircleCheck } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@ui/Button/Button.tsx";
import { ConfirmDialog } from "@ui/Dialog/Dialog.tsx";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";
import { Skeleton, SkeletonGroup } from "@ui/Skeleton/Skeleton.tsx";
import { ApplyForm, type ApplyValues } from "./ApplyForm.tsx";
import { canWithdraw, type ApplicationItem } from "./model.ts";
import { Notice } from "@ui/Notice/Notice.tsx";
import { ApplicationStatusBadge } from "./parts.tsx";

/** What onApply rejects with: `code` 'already_applied' (409) shows the existing application. */
export interface ApplyFailure extends Error {
  code?: string;
  fieldErrors?: Record<string, string>;
}

export interface ApplyPanelProps {
  vacancyTitle: string;
  /** Whether we know yet if the user has an open application to this vacancy. */
  state: "loading" | "failed" | "ready";
  /** The user's open application to this vacancy, if any. */
  existing?: ApplicationItem;
  /** Sends the application; resolves with the new application's id. */
  onApply: (values: ApplyValues) => Promise<{ id: string }>;
  onWithdraw: (application: ApplicationItem) => Promise<void>;
  onRetry?: () => void;
  applicationHref?: (id: string) => string;
  linkComponent?: LinkComponent;
}

/**
 * The apply action of a vacancy page for a signed-in user: 'Reageer' opens the form; an open
 * application shows its status, a link to it and 'Terugtrekken' while that is allowed.
 */
export function ApplyPanel({
  vacancyTitle,
  state,
  existing,
  onApply,
  onWithdraw,
  onRetry,
  applicationHref = (id) => `/applications/${id}`,
  linkComponent: Link = PlainLink,
}: ApplyPanelProps) {
  const { t } = useTranslation("applications");
  const [open, setOpen] = useState(false);
  const [sentId, setSentId] = useState<string>();
  const [conflict, setConflict] = useState(false);
  const [error, setError] = useState<string>();
  const [withdrawn, setWithdrawn] = useState(false);
  const [withdrawError, setWithdrawError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();

  const link = (id: string) => (
    <Link href={applicationHref(id)} className="text-link underline underline-offset-4">
      {t("apply.viewApplication")}
    </Link>
  );

  async function submit(values: ApplyValues) {
    setError(undefined);
    try {
      const { id } = await onApply(values);
      setSentId(id);
      setOpen(false);
    } catch (e) {
      const failure = e as ApplyFailure;
      if (failure.code === "already_applied") {
        setConflict(true);
        setOpen(false);
        return;
      }
      const fieldErrors = Object.keys(failure.fieldErrors ?? {}).filter(
        (k) => k === "motivation" || k === "availability",
      );
      if (fieldErrors.length === 0) setError(failure.message);
      throw failure;
    }
  }

  async function withdraw(application: ApplicationItem) {
    setWithdrawError(undefined);
    try {
      await onWithdraw(application);
      setWithdrawn(true);
      setConflict(false);
      setSentId(undefined);
    } catch (e) {
      setWithdrawError(`${t("withdraw.failed")} ${(e as Error).message ?? ""}`.trim());
    }
  }

  let content;
  if (sentId && !existing) {
    content = (
      <Notice tone="success">
        <p className="m-0 flex items-start gap-2">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success-fg" />
          {t("apply.success")}
        </p>
        {link(sentId)}
      </Notice>
    );
  } else if (state === "loading") {
    content = (
      <SkeletonGroup label={t("apply.loading")}>
        <Skeleton className="h-11 w-40" />
      </SkeletonGroup>
    );
  } else if (state === "failed") {
    content = <Notice retry={{ label: t("apply.retry"), onRetry }}>{t("apply.failed")}</Notice>;
  } else if (existing) {
    const withdrawable = canWithdraw("volunteer", existing.status);
    content = (
      <div className="flex flex-col gap-3" data-testid="existing-application">
        {sentId ? (
          <Notice tone="success">
            <p className="m-0">{t("apply.success")}</p>
          </Notice>
        ) : conflict ? (
          <Notice tone="info">
            <p className="m-0 font-semibold">{t("apply.alreadyApplied")}</p>
          </Notice>
        ) : (
          <p className="m-0">{t("apply.existing")}</p>
        )}
        <p className="m-0 flex flex-wrap items-center gap-2">
          <span className="text-fg-muted">{t("apply.existingStatus")}:</span>
          <ApplicationStatusBadge status={existing.status} />
        </p>
        <div className="flex flex-wrap items-center gap-4">
          {link(existing.id)}
          {withdrawable ? (
            <Button variant="outline" onClick={() => setConfirming(true)}>
              {t("actions.withdraw")}
            </Button>
          ) : null}
        </div>
        {withdrawError ? <Notice tone="danger">{withdrawError}</Notice> : null}
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t("withdraw.title")}
          description={t("withdraw.description", { title: vacancyTitle })}
          confirmLabel={t("withdraw.confirm")}
          cancelLabel={t("withdraw.cancel")}
          onConfirm={() => void withdraw(existing)}
        />
      </div>
    );
  } else if (open) {
    content = (
      <section aria-labelledby={titleId} className="flex flex-col gap-3">
        <div className="flex flex-col gap-1">
          <h2 id={titleId} className="m-0 text-xl font-semibold">
            {t("apply.title", { title: vacancyTitle })}
          </h2>
          <p className="m-0 text-fg-muted">{t("apply.intro")}</p>
        </div>
        <ApplyForm focusOnMount onSubmit={submit} onCancel={() => setOpen(false)} error={error} />
      </section>
    );
  } else {
    content = (
      <div className="flex flex-col gap-3">
        {withdrawn ? <Notice tone="info">{t("withdraw.done")}</Notice> : null}
        {conflict ? <Notice tone="info">{t("apply.alreadyApplied")}</Notice> : null}
        <div>
          <Button size="lg" onClick={() => setOpen(true)}>
            {t("apply.open")}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div data-slot="apply-panel" className="flex flex-col gap-3">
      {content}
    </div>
  );
}
