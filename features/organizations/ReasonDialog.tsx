import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ORGANIZATION_REASON_MAX_LENGTH, reasonRequired } from "@contract/organizations.ts";
import { ReasonDialog as ReasonDialogUi } from "@ui/ReasonDialog/ReasonDialog.tsx";
import { statusOfAction, type StatusAction } from "./viewModels.ts";

export interface ReasonRequest {
  action: StatusAction;
  /** The organization's name, or the number of organizations of a bulk review. */
  name?: string;
  count?: number;
}

export interface ReasonDialogProps {
  request: ReasonRequest | null;
  onClose: () => void;
  /** Resolves when done (the dialog closes); a rejection's message shows in the dialog. */
  onConfirm: (reason: string) => Promise<void>;
}

/** An organization's status change with a reason (ui/ReasonDialog): required where the contract says so. */
export function ReasonDialog({ request, onClose, onConfirm }: ReasonDialogProps) {
  const { t } = useTranslation("organizations");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const action = request?.action ?? "approve";
  const required = reasonRequired(statusOfAction(action));
  const title =
    request?.count !== undefined && request.count > 1
      ? t(`reason.titleMany.${action === "deny" ? "deny" : "approve"}`, { count: request.count })
      : t(`reason.title.${action}`, { name: request?.name ?? "" });

  return (
    <ReasonDialogUi
      open={request !== null}
      onOpenChange={(open) => {
        if (!open && !pending) {
          setError(undefined);
          onClose();
        }
      }}
      title={title}
      description={t("reason.description")}
      reason={{
        label: t("reason.label"),
        required,
        requiredText: t("required"),
        maxLength: ORGANIZATION_REASON_MAX_LENGTH,
        requiredMessage: t("reason.requiredError"),
        hint: required ? t("reason.hintRequired") : t("reason.hintOptional"),
      }}
      confirmLabel={t(`reason.confirm.${action}`)}
      cancelLabel={t("reason.cancel")}
      variant={action === "approve" ? "solid" : "danger"}
      pending={pending}
      error={error}
      onConfirm={(reason) => {
        setPending(true);
        setError(undefined);
        onConfirm(reason).then(
          () => setPending(false),
          (e: unknown) => {
            setPending(false);
            setError(e instanceof Error ? e.message : t("toast.statusFailed"));
          },
        );
      }}
    />
  );
}
