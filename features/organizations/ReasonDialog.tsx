import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ORGANIZATION_REASON_MAX_LENGTH, reasonRequired } from "@contract/organizations.ts";
import { Button } from "@ui/Button/Button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@ui/Dialog/Dialog.tsx";
import { Field } from "@ui/Field/Field.tsx";
import { Textarea } from "@ui/Textarea/Textarea.tsx";
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
  /** Resolves when done (the dialog closes), rejects to stay open. */
  onConfirm: (reason: string) => Promise<void>;
}

/**
 * A status change with a reason (approve, deny, archive): required where the contract says so,
 * the confirm button busy while it is sent. Feature-local until ui/ReasonDialog (h-found) lands.
 */
export function ReasonDialog({ request, onClose, onConfirm }: ReasonDialogProps) {
  const { t } = useTranslation("organizations");
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const action = request?.action ?? "approve";
  const required = reasonRequired(statusOfAction(action));
  const title =
    request?.count !== undefined && request.count > 1
      ? t(`reason.titleMany.${action === "deny" ? "deny" : "approve"}`, { count: request.count })
      : t(`reason.title.${action}`, { name: request?.name ?? "" });

  const close = () => {
    if (busy) return;
    setReason("");
    setError(undefined);
    onClose();
  };
  const submit = async () => {
    const text = reason.trim();
    if (required && !text) return setError(t("reason.requiredError"));
    if (text.length > ORGANIZATION_REASON_MAX_LENGTH)
      return setError(t("reason.tooLong", { max: ORGANIZATION_REASON_MAX_LENGTH }));
    setBusy(true);
    try {
      await onConfirm(text);
      setReason("");
      setError(undefined);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={request !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent size="md">
        <form
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{t("reason.description")}</DialogDescription>
          </DialogHeader>
          <Field
            label={t("reason.label")}
            hint={required ? t("reason.hintRequired") : t("reason.hintOptional")}
            required={required}
            requiredText={t("required")}
            error={error}
          >
            <Textarea
              rows={4}
              maxLength={ORGANIZATION_REASON_MAX_LENGTH}
              showCount
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                setError(undefined);
              }}
            />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close} disabled={busy}>
              {t("reason.cancel")}
            </Button>
            <Button type="submit" variant={action === "approve" ? "solid" : "danger"} loading={busy}>
              {t(`reason.confirm.${action}`)}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
