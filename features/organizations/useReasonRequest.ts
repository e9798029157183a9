import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ORGANIZATION_REASON_MAX_LENGTH, reasonRequired } from "@contract/organizations.ts";
import type { ReasonDialogProps } from "@ui/ReasonDialog/ReasonDialog.tsx";
import { statusOfAction, type StatusAction } from "./viewModels.ts";

export interface ReasonRequest {
  action: StatusAction;
  /** The organization's name, or the number of organizations of a bulk review. */
  name?: string;
  count?: number;
}

/**
 * The state of a status change with a reason: which change is asked, saving, the API's refusal;
 * `dialog` holds the props of ui/ReasonDialog (the reason required where the contract says so).
 * `onConfirm` resolves when done (the dialog closes); a rejection's message shows in the dialog.
 */
export function useReasonRequest<R extends ReasonRequest>(onConfirm: (request: R, reason: string) => Promise<void>) {
  const { t } = useTranslation("organizations");
  const [request, setRequest] = useState<R | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const action = request?.action ?? "approve";
  const required = reasonRequired(statusOfAction(action));
  const dialog: ReasonDialogProps = {
    open: request !== null,
    onOpenChange: (open) => {
      if (!open && !pending) {
        setError(undefined);
        setRequest(null);
      }
    },
    title:
      request?.count !== undefined && request.count > 1
        ? t(`reason.titleMany.${action === "deny" ? "deny" : "approve"}`, { count: request.count })
        : t(`reason.title.${action}`, { name: request?.name ?? "" }),
    description: t("reason.description"),
    reason: {
      label: t("reason.label"),
      required,
      requiredText: t("required"),
      maxLength: ORGANIZATION_REASON_MAX_LENGTH,
      requiredMessage: t("reason.requiredError"),
      hint: required ? t("reason.hintRequired") : t("reason.hintOptional"),
    },
    confirmLabel: t(`reason.confirm.${action}`),
    cancelLabel: t("reason.cancel"),
    variant: action === "approve" ? "solid" : "danger",
    pending,
    error,
    onConfirm: (reason) => {
      if (!request) return;
      setPending(true);
      setError(undefined);
      onConfirm(request, reason).then(
        () => {
          setPending(false);
          setRequest(null);
        },
        (e: unknown) => {
          setPending(false);
          setError(e instanceof Error ? e.message : t("toast.statusFailed"));
        },
      );
    },
  };
  return { ask: setRequest, dialog };
}
