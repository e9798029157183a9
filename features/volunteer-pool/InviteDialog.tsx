import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { POOL_MESSAGE_MAX } from "@contract/volunteer-pool.ts";
import { Button } from "@ui/Button/Button.tsx";
import {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@ui/Dialog/Dialog.tsx";
import { Field } from "@ui/Field/Field.tsx";
import { Notice } from "@ui/Notice/Notice.tsx";
import { Select } from "@ui/Select/Select.tsx";
import { Skeleton } from "@ui/Skeleton/Skeleton.tsx";
import { Textarea } from "@ui/Textarea/Textarea.tsx";
import { useToast } from "@ui/Toast/Toast.tsx";
import type { LoadState, PoolVolunteer, VacancyOption } from "./types.ts";

export interface InviteDialogProps {
  volunteer: PoolVolunteer;
  vacancies: { state: LoadState; items: readonly VacancyOption[] };
  /** Sends the invitation; a rejection's message is shown in the dialog. */
  onSend: (vacancyId: string, message: string) => Promise<void>;
}

/** Invite one pool volunteer to a published vacancy of the center, with an optional personal message. */
export function InviteDialog({ volunteer, vacancies, onSend }: InviteDialogProps) {
  const { t } = useTranslation("volunteer-pool");
  const { toast } = useToast();
  const [vacancyId, setVacancyId] = useState("");
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [missing, setMissing] = useState(false);
  const name = volunteer.name;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!vacancyId) {
      setMissing(true);
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await onSend(vacancyId, message.trim());
      toast({ title: t("invite.sent", { name }), tone: "success" });
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogContent closeLabel={t("invite.close")} size="md">
      <DialogHeader>
        <DialogTitle>{t("invite.title", { name })}</DialogTitle>
        <DialogDescription>{t("invite.description", { name })}</DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={t("invite.title", { name })}>
        {error ? <Notice>{error}</Notice> : null}
        {vacancies.state === "loading" ? (
          <Skeleton className="h-16" />
        ) : vacancies.state === "failed" ? (
          <Notice>{t("staff.failed")}</Notice>
        ) : vacancies.items.length === 0 ? (
          <Notice tone="info">{t("invite.noVacancies")}</Notice>
        ) : (
          <Field
            label={t("invite.vacancy")}
            required
            requiredText="*"
            error={missing && !vacancyId ? t("invite.chooseVacancy") : undefined}
          >
            {(control) => (
              <Select
                {...control}
                name="vacancy_id"
                value={vacancyId}
                placeholder={t("invite.vacancyPlaceholder")}
                onChange={setVacancyId}
                options={vacancies.items.map((v) => {
                  const invited = volunteer.invitedVacancyIds.includes(v.id);
                  return {
                    value: v.id,
                    label: `${v.title} (${v.organizationName})${invited ? ` · ${t("invite.alreadyInvited")}` : ""}`,
                    disabled: invited,
                  };
                })}
              />
            )}
          </Field>
        )}
        <Field label={t("invite.message")} hint={t("invite.messageHint", { name })}>
          <Textarea
            name="message"
            rows={4}
            value={message}
            maxLength={POOL_MESSAGE_MAX}
            onChange={(e) => setMessage(e.target.value)}
          />
        </Field>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              {t("invite.cancel")}
            </Button>
          </DialogClose>
          <Button type="submit" loading={busy} disabled={vacancies.state !== "ready" || !vacancies.items.length}>
            {t("invite.send")}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
