import { yupResolver } from "@hookform/resolvers/yup";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import * as yup from "yup";
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from "@contract/schemas.ts";
import { Button } from "@ui/Button/Button.tsx";
import { calmRegister, FORM_ACTION } from "@ui/lib/calmRegister.ts";
import { applyFailure } from "@ui/lib/formFailure.ts";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";
import { Notice } from "@ui/Notice/Notice.tsx";
import { FormCard, TextField } from "./FormCard.tsx";
import type { UserRow } from "./types.ts";

export interface UserEditValues {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
}

export interface UserEditScreenProps {
  user: UserRow;
  /** Center staff may correct the e-mail address (confirmed by the new address); organization admins may not. */
  canChangeEmail: boolean;
  onSubmit: (values: UserEditValues) => Promise<void>;
  cancelHref: string;
  linkComponent?: LinkComponent;
}

/** /users/{id}/edit: name, phone and e-mail address. Never the password: that is the owner's own. */
export function UserEditScreen(props: UserEditScreenProps) {
  const { user, canChangeEmail, onSubmit, cancelHref, linkComponent: Link = PlainLink } = props;
  const { t } = useTranslation("users");
  const schema = useMemo(
    () =>
      yup.object({
        firstName: yup.string().label(t("edit.firstName")).trim().max(NAME_MAX_LENGTH).required(),
        lastName: yup.string().label(t("edit.lastName")).trim().max(NAME_MAX_LENGTH).required(),
        phone: yup.string().label(t("edit.phone")).trim().max(30).default(""),
        email: yup.string().label(t("edit.email")).trim().max(EMAIL_MAX_LENGTH).email().required(),
      }),
    [t],
  );
  const form = useForm<UserEditValues>({
    resolver: yupResolver(schema) as never,
    mode: "onBlur",
    reValidateMode: "onBlur",
    defaultValues: {
      firstName: user.firstName ?? "",
      lastName: user.lastName ?? "",
      phone: user.phone ?? "",
      email: user.email,
    },
  });
  const [error, setError] = useState<string>();
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setError(undefined);
    try {
      await onSubmit(values);
    } catch (e) {
      setError(applyFailure(form, e) ?? undefined);
    }
  });
  return (
    <FormCard title={t("edit.title", { name: user.fullName })} intro={t("edit.intro")}>
      {error ? <Notice>{error}</Notice> : null}
      {user.unconfirmedEmail ? (
        <Notice tone="info">{t("detail.pendingEmail", { email: user.unconfirmedEmail })}</Notice>
      ) : null}
      <form
        noValidate
        onSubmit={submit}
        className="flex flex-col gap-4"
        aria-label={t("edit.title", { name: user.fullName })}
      >
        <TextField
          label={t("edit.firstName")}
          required
          error={errors.firstName}
          input={calmRegister(form, "firstName")}
        />
        <TextField label={t("edit.lastName")} required error={errors.lastName} input={calmRegister(form, "lastName")} />
        <TextField
          label={t("edit.phone")}
          error={errors.phone}
          input={{ ...calmRegister(form, "phone"), type: "tel", autoComplete: "off" }}
        />
        <TextField
          label={t("edit.email")}
          required
          hint={canChangeEmail ? undefined : t("edit.emailLocked")}
          error={errors.email}
          input={{ ...calmRegister(form, "email"), type: "email", autoComplete: "off", readOnly: !canChangeEmail }}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button asChild variant="outline" {...FORM_ACTION}>
            <Link href={cancelHref}>{t("cancel")}</Link>
          </Button>
          <Button type="submit" loading={isSubmitting} {...FORM_ACTION}>
            {isSubmitting ? t("edit.saving") : t("edit.submit")}
          </Button>
        </div>
      </form>
    </FormCard>
  );
}
