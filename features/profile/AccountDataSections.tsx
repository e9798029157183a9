import { yupResolver } from "@hookform/resolvers/yup";
import { Download, Trash2 } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import * as yup from "yup";
import { PASSWORD_MAX_LENGTH } from "@contract/schemas.ts";
import { Button } from "@ui/Button/Button.tsx";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@ui/Dialog/Dialog.tsx";
import { Field } from "@ui/Field/Field.tsx";
import { Input } from "@ui/Input/Input.tsx";
import { Notice } from "@ui/Notice/Notice.tsx";
import { calmRegister, FORM_ACTION } from "@ui/lib/calmRegister.ts";

export interface DataExportSectionProps {
  /** Downloads the user's own data (GET /api/v1/current_user/export). */
  onExport: () => Promise<void>;
}

/** 'Mijn gegevens downloaden': the AVG/GDPR export of everything kept about the user. */
export function DataExportSection({ onExport }: DataExportSectionProps) {
  const { t } = useTranslation("profile");
  const headingId = useId();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string }>();
  const run = async () => {
    setBusy(true);
    setResult(undefined);
    try {
      await onExport();
      setResult({ ok: true, message: t("export.done") });
    } catch (e) {
      console.error("[profile] export failed", e);
      setResult({ ok: false, message: t("export.failed") });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4">
      <h2 id={headingId} className="text-lg font-semibold">
        {t("export.title")}
      </h2>
      <p>{t("export.intro")}</p>
      {result ? (
        <p role={result.ok ? "status" : "alert"} className={result.ok ? "text-success-fg" : "text-danger-fg"}>
          {result.message}
        </p>
      ) : null}
      <div>
        <Button type="button" variant="outline" icon={<Download aria-hidden />} loading={busy} onClick={run}>
          {t("export.submit")}
        </Button>
      </div>
    </section>
  );
}

export interface AccountDeletionSectionProps {
  /**
   * Deletes the account (DELETE /api/v1/current_user with the password). A rejection may carry
   * `fieldErrors.currentPassword` (wrong password) or just a message (e.g. the last admin of an organization).
   */
  onDelete: (values: { currentPassword: string }) => Promise<void>;
}

/** 'Account verwijderen': what gets deleted, then a dialog that asks for the password. */
export function AccountDeletionSection({ onDelete }: AccountDeletionSectionProps) {
  const { t } = useTranslation("profile");
  const headingId = useId();
  const [open, setOpen] = useState(false);
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border-2 border-danger bg-surface p-4"
      data-slot="account-deletion"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {t("deletion.title")}
      </h2>
      <p>{t("deletion.intro")}</p>
      <ul className="m-0 list-disc ps-6">
        {(["profile", "preferences", "roles", "sessions"] as const).map((item) => (
          <li key={item}>{t(`deletion.items.${item}`)}</li>
        ))}
      </ul>
      <p className="font-medium">{t("deletion.warning")}</p>
      <Dialog open={open} onOpenChange={setOpen}>
        <div>
          <DialogTrigger asChild>
            <Button type="button" variant="danger" icon={<Trash2 aria-hidden />}>
              {t("deletion.open")}
            </Button>
          </DialogTrigger>
        </div>
        {open ? <DeletionDialog onDelete={onDelete} /> : null}
      </Dialog>
    </section>
  );
}

function DeletionDialog({ onDelete }: AccountDeletionSectionProps) {
  const { t } = useTranslation("profile");
  const schema = useMemo(
    () =>
      yup.object({
        currentPassword: yup.string().label(t("deletion.password")).max(PASSWORD_MAX_LENGTH).required(),
      }),
    [t],
  );
  const form = useForm<{ currentPassword: string }>({
    resolver: yupResolver(schema),
    mode: "onBlur",
    reValidateMode: "onBlur",
    defaultValues: { currentPassword: "" },
  });
  const [failure, setFailure] = useState<string>();
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await onDelete(values);
    } catch (e) {
      const error = e as Error & { fieldErrors?: Record<string, string> };
      const message = error.fieldErrors?.currentPassword;
      if (message) form.setError("currentPassword", { type: "server", message }, { shouldFocus: true });
      else setFailure(error.message);
    }
  });
  return (
    <DialogContent closeLabel={t("deletion.close")} size="md">
      <DialogHeader>
        <DialogTitle>{t("deletion.dialogTitle")}</DialogTitle>
        <DialogDescription>{t("deletion.dialogDescription")}</DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={t("deletion.title")}>
        {failure ? <Notice>{failure}</Notice> : null}
        <Field
          label={t("deletion.password")}
          required
          requiredText={t("required")}
          error={errors.currentPassword?.message}
        >
          <Input type="password" autoComplete="current-password" {...calmRegister(form, "currentPassword")} />
        </Field>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              {t("deletion.cancel")}
            </Button>
          </DialogClose>
          <Button type="submit" variant="danger" loading={isSubmitting} {...FORM_ACTION}>
            {t("deletion.confirm")}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
